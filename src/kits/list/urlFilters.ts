/**
 * A document list opened from a link lands filtered: its state tab and date ranges read from the
 * address (`?status=allocated&created=2026-11-02,2026-11-08`), as the home dashboard's figures
 * link to them. Another address starts the list anew (`key`).
 */
import { useSearchParams } from '@umijs/max';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';

/** `YYYY-MM-DD,YYYY-MM-DD` as a range of the filter bar's date pickers (either day invalid: none). */
export function dayRangeOf(value: string | null): [Dayjs, Dayjs] | undefined {
  const [from, to] = (value ?? '').split(',');
  const a = /^\d{4}-\d{2}-\d{2}$/.test(from ?? '') ? dayjs(from) : undefined;
  const b = /^\d{4}-\d{2}-\d{2}$/.test(to ?? '') ? dayjs(to) : undefined;
  return a?.isValid() && b?.isValid() ? [a, b] : undefined;
}

/** A list's filters from its address: the state tab (one of `states`), the date ranges of `ranges` (the address's name → the filter bar's field). */
export function useUrlFilters<S extends string>(states: readonly S[], ranges: Readonly<Record<string, string>>) {
  const [params] = useSearchParams();
  const search = params.toString();
  return useMemo(() => {
    const p = new URLSearchParams(search);
    const status = p.get('status');
    const initialTab = status && (states as readonly string[]).includes(status) ? (status as S) : undefined;
    const filters: Record<string, [Dayjs, Dayjs]> = {};
    for (const [name, field] of Object.entries(ranges)) {
      const range = dayRangeOf(p.get(name));
      if (range) filters[field] = range;
    }
    const filtered = !!initialTab || Object.keys(filters).length > 0;
    return { key: search, initialTab, initialFilters: filtered ? filters : undefined };
  }, [search, states, ranges]);
}
