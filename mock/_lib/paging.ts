import { z } from 'zod';
/**
 * The one way a mock list pages and sorts (outbound, destroy and system lists, and every list of
 * the document kit): query-string values as the browser sends them, clamped, never trusted.
 */

/** What every list accepts. */
/** The query of every paged list (the contract, mock/_lib/contract.ts). */
export const PAGE_QUERY = {
  current: z.coerce.number().int().positive().optional(),
  pageSize: z.coerce.number().int().positive().optional(),
  sortOrder: z.enum(['ascend', 'descend']).optional(),
};

export interface PageQuery {
  current?: unknown;
  pageSize?: unknown;
  sortField?: unknown;
  sortOrder?: unknown;
}

export interface PageOptions {
  /** Fields a caller may sort by; any other sortField is ignored. */
  sortable?: readonly string[];
  /** The order without a (known) sortField; none: the rows' own order. */
  defaultSort?: { field: string; order: 'ascend' | 'descend' };
  /** Breaks ties of the sort field (ascending). */
  tie?: string;
  defaultPageSize?: number;
  maxPageSize?: number;
}

export interface Page<R> {
  list: R[];
  total: number;
  current: number;
  pageSize: number;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function compare(x: unknown, y: unknown) {
  return typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''));
}

/** The rows sorted as the query asks (a copy; the input is not changed). */
export function sortRows<R>(rows: readonly R[], q: PageQuery, opts: PageOptions = {}): R[] {
  const asked = str(q.sortField);
  const known = !!asked && (opts.sortable ?? []).includes(asked);
  const field = known ? asked : opts.defaultSort?.field;
  if (!field) return [...rows];
  const dir = (known ? str(q.sortOrder) : opts.defaultSort!.order) === 'descend' ? -1 : 1;
  const at = (r: R, f: string) => (r as Record<string, unknown>)[f];
  return [...rows].sort((a, b) => compare(at(a, field), at(b, field)) * dir || (opts.tie ? compare(at(a, opts.tie), at(b, opts.tie)) : 0));
}

/** The page a query asks for: `current` from 1, `pageSize` from 1 to the maximum, and its [start, end) in the whole list. */
export function pageWindow(q: PageQuery, opts: PageOptions = {}) {
  const max = opts.maxPageSize ?? 100;
  const pageSize = Math.min(Math.max(Math.floor(Number(q.pageSize)) || (opts.defaultPageSize ?? 10), 1), max);
  const current = Math.max(Math.floor(Number(q.current)) || 1, 1);
  return { current, pageSize, start: (current - 1) * pageSize, end: current * pageSize };
}

/** One page of the rows, sorted; `current` from 1, `pageSize` from 1 to the maximum. */
export function page<R>(rows: readonly R[], q: PageQuery, opts: PageOptions = {}): Page<R> {
  const sorted = sortRows(rows, q, opts);
  const { current, pageSize, start, end } = pageWindow(q, opts);
  return { list: sorted.slice(start, end), total: sorted.length, current, pageSize };
}

/** The comma-separated values of a filter (`status=created,approved`). */
export const listOf = (v: unknown) => (str(v) ? str(v).split(',') : []);

/**
 * A list with state tabs: counts per state over the filtered records (before the state filter),
 * then the state filter (`status`, comma-separated), sort and one page; `all` counts every state.
 */
export function statePage<T extends { status: S }, S extends string, R>(
  base: readonly T[],
  states: readonly S[],
  q: PageQuery & { status?: unknown },
  toRow: (x: T) => R,
  opts: PageOptions,
): { list: R[]; total: number; counts: Record<S, number>; all: number } {
  const wanted = listOf(q.status);
  const counts = Object.fromEntries(states.map((s) => [s, 0])) as Record<S, number>;
  for (const x of base) counts[x.status]++;
  const rows = (wanted.length ? base.filter((x) => wanted.includes(x.status)) : base).map(toRow);
  const { list, total } = page(rows, q, opts);
  return { list, total, counts, all: base.length };
}
