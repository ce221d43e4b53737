/**
 * The inventory screens' filters: read from the page's address (a drill-down from another screen
 * lands filtered: `/inventory/location?sku=…`), and turned into the list's query.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { ROW_PLACES, type RowPlace } from '@/domain/inventory';
import { EXPIRES_WITHIN_DAYS, NEAR_EXPIRY_DAYS, RECORD_TYPES, type RecordType } from './labels';

/** Stock by SKU: SKU / barcode / name, category, expires within (days), on hold only. */
export interface StockFilters {
  sku?: string;
  category?: string;
  expiresWithin?: number;
  held?: boolean;
}

/** Stock rows: those of the stock list, and location prefix, zone, LPN, lot, place. */
export interface RowFilters extends Omit<StockFilters, 'category'> {
  location?: string;
  zone?: string;
  lpn?: string;
  lot?: string;
  place?: RowPlace[];
}

/** The journal: types, document number, SKU, location prefix, LPN, operator, a time range (either end open). */
export interface RecordFilters {
  type?: RecordType[];
  docNo?: string;
  sku?: string;
  location?: string;
  lpn?: string;
  operator?: string;
  at?: [Dayjs | null, Dayjs | null];
}

type Query = Record<string, string>;

/** The fields that have a value. */
const compact = <V extends object>(v: V): V => Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)) as V;

const text = (p: URLSearchParams, key: string) => p.get(key)?.trim() || undefined;

/** A comma list of the known values only; none: no filter. */
function listOf<T extends string>(p: URLSearchParams, key: string, known: readonly T[]): T[] | undefined {
  const values = (p.get(key) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is T => (known as readonly string[]).includes(s));
  return values.length ? [...new Set(values)] : undefined;
}

/** One of the offered day counts only (the select shows no other). */
function daysOf(p: URLSearchParams): number | undefined {
  const n = Number(p.get('expiresWithin'));
  return (EXPIRES_WITHIN_DAYS as readonly number[]).includes(n) ? n : undefined;
}

const heldOf = (p: URLSearchParams) => (p.get('held') === 'true' ? true : undefined);

function timeOf(p: URLSearchParams, key: string): Dayjs | null {
  const v = text(p, key);
  const d = v ? dayjs(v) : null;
  return d?.isValid() ? d : null;
}

export const stockFiltersFromUrl = (p: URLSearchParams): StockFilters => compact({ sku: text(p, 'sku'), category: text(p, 'category'), expiresWithin: daysOf(p), held: heldOf(p) });

export const rowFiltersFromUrl = (p: URLSearchParams): RowFilters =>
  compact({
    sku: text(p, 'sku'),
    location: text(p, 'location')?.toUpperCase(),
    zone: text(p, 'zone')?.toUpperCase(),
    lpn: text(p, 'lpn')?.toUpperCase(),
    lot: text(p, 'lot'),
    place: listOf(p, 'place', ROW_PLACES),
    expiresWithin: daysOf(p),
    held: heldOf(p),
  });

export function recordFiltersFromUrl(p: URLSearchParams): RecordFilters {
  const from = timeOf(p, 'from');
  const to = timeOf(p, 'to');
  return compact({
    type: listOf(p, 'type', RECORD_TYPES),
    docNo: text(p, 'docNo')?.toUpperCase(),
    sku: text(p, 'sku'),
    location: text(p, 'location')?.toUpperCase(),
    lpn: text(p, 'lpn')?.toUpperCase(),
    operator: text(p, 'operator'),
    at: from || to ? [from, to] : undefined,
  });
}

/** The common part of the stock and row queries: days as text, "on hold only" as held=true. */
const expiryAndHeld = (v: { expiresWithin?: number; held?: boolean }): Query =>
  compact({ expiresWithin: v.expiresWithin ? String(v.expiresWithin) : undefined, held: v.held ? 'true' : undefined }) as Query;

export const stockQuery = ({ expiresWithin, held, ...rest }: StockFilters): Query => ({ ...(compact(rest) as Query), ...expiryAndHeld({ expiresWithin, held }) });

export const rowQuery = ({ place, expiresWithin, held, ...rest }: RowFilters): Query => ({
  ...(compact(rest) as Query),
  ...(place?.length ? { place: place.join(',') } : {}),
  ...expiryAndHeld({ expiresWithin, held }),
});

/** The journal's query: types as a comma list, the range's ends as ISO times (whole minutes, the end's minute included). */
export function recordQuery({ type, at, ...rest }: RecordFilters): Query {
  const [from, to] = at ?? [];
  return compact({
    ...rest,
    type: type?.length ? type.join(',') : undefined,
    from: from ? from.second(0).millisecond(0).toISOString() : undefined,
    to: to ? to.second(59).millisecond(999).toISOString() : undefined,
  }) as Query;
}

/** A drill-down's address: the path with the given filters (empty ones left out). */
export function linkTo(path: string, filters: Record<string, string | undefined>): string {
  const q = new URLSearchParams(compact(filters) as Query).toString();
  return q ? `${path}?${q}` : path;
}

/** A change of a quantity with its sign: +3, -3, 0. */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** How far an expiry date (ISO day) is from today: the days left (negative: expired), and whether to highlight it. */
export function expiryState(expiry: string | undefined, today: Dayjs = dayjs()): { days: number; near: boolean } | undefined {
  if (!expiry) return undefined;
  const days = dayjs(expiry).startOf('day').diff(today.startOf('day'), 'day');
  return { days, near: days <= NEAR_EXPIRY_DAYS };
}
