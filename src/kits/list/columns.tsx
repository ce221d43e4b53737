import type { ProColumns } from '@ant-design/pro-components';
import { formatDateTime } from '@/utils/date';
import { NOWRAP } from './layout';

/** A searched range of whole local days (the date picker's 'YYYY-MM-DD' strings) as ISO bounds. */
export const createdRange = (v: [string, string]) => ({
  createdFrom: new Date(`${v[0]}T00:00:00`).toISOString(),
  createdTo: new Date(`${v[1]}T23:59:59.999`).toISOString(),
});

/**
 * The "Created" column of a list: the time in the language's format, searched as a date range in
 * the language's date picker (whole local days, sent as ISO bounds createdFrom / createdTo).
 */
export function createdAtColumn<T extends { createdAt: string }>(title: string): ProColumns<T> {
  return {
    title,
    dataIndex: 'createdAt',
    valueType: 'dateRange',
    sorter: true,
    className: NOWRAP,
    render: (_, r) => formatDateTime(r.createdAt),
    search: { transform: createdRange },
  };
}
