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
 * A table's column settings (shown, order, fixed), kept in localStorage under `key`: ProTable's
 * `columnsState` value and onChange. ProTable's own persistence (persistenceKey) reads the storage
 * in an effect after mounting and sets the settings again, which renders the whole table a second
 * time in a task of its own, ahead of its rows (`npm run bench`: a list's first visit); here they
 * are read once, before the first render. The stored format is ProTable's own.
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
