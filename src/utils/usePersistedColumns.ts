import type { ColumnsState } from '@ant-design/pro-components';
import { useMemoizedFn } from 'ahooks';
import { useMemo, useState } from 'react';

type ColumnsMap = Record<string, ColumnsState>;

function read(key: string): ColumnsMap {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
  } catch {
    return {}; // unreadable or unavailable storage: all columns, as designed
  }
}

/**
 * A table's column settings in localStorage under `key`, in ProTable's `columnsState` format,
 * read once before the first render: ProTable's persistenceKey read them in an effect and rendered
 * the whole table again.
 */
export function usePersistedColumns(key: string) {
  const [value, setValue] = useState(() => read(key));
  const onChange = useMemoizedFn((next: ColumnsMap) => {
    setValue(next);
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // full or unavailable storage: the settings last for this visit
    }
  });
  // The same object until the settings change: the list re-renders on every selection and answer.
  return useMemo(() => ({ value, onChange }), [value, onChange]);
}
