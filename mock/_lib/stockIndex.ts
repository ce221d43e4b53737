/**
 * The stock lists' indexes over a ledger's rows (locations in order with their counts, rows per LPN,
 * lot and expiry date, SKUs in order and in FEFO order), built on the first list query and then kept
 * by the ledger's operations, so a page never reads every row. Only the ledger writes here.
 */
import type { LedgerRows as Ledger, Quantities, StockRow } from './stockTypes';

/** The string order of the mock's sorts (`localeCompare`). */
export const collate = new Intl.Collator().compare;

/**
 * Row ids are `INV<number>`: upper-case letters and digits only, whose collation order is their code
 * unit order (digits before letters, one weight per character), so the cheap comparison gives the
 * same order as `collate` (checked against the scans by mock/_lib/inventory/index.test.ts).
 */
export const byId = (a: StockRow, b: StockRow) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export interface LocationEntry {
  code: string;
  /** Every row at the location (with stock or not), by id. */
  rows: StockRow[];
  /** Rows with stock (onHand > 0). */
  stocked: number;
  /** Rows with held stock (hold > 0, so onHand > 0 too). */
  held: number;
}

export interface SkuEntry {
  sku: string;
  /** The SKU has stock (its onHand summed over its rows > 0). */
  stocked: boolean;
  /** The SKU has held stock. */
  held: boolean;
  /** The earliest expiry among its rows with stock; '' when none. */
  next: string;
  /** Its place in `skus` (valid while `skuRanked`). */
  rank: number;
  /** For a name filter: the English name it was read from, and SKU + English name lower-cased (made again when the name changed). */
  text?: { nameEn: string; lower: string };
}

export interface StockIndex {
  locations: LocationEntry[];
  locationOf: Map<string, LocationEntry>;
  /** Each location's place in `locations`; undefined after a location was added (made again when read). */
  locationRank?: Map<string, number>;
  stocked: number;
  held: number;
  rowsByLpn: Map<string, StockRow[]>;
  /** The LPNs by each three characters they contain (an LPN filter is a part of an LPN); may name LPNs whose rows were taken back. */
  lpnsByTrigram: Map<string, string[]>;
  /** The LPNs in `lpnsByTrigram` (each once, even when its rows were taken back and it came again). */
  lpnsIndexed: Set<string>;
  /** The same LPNs by their length (an LPN contains a part only if it is longer, or is it). */
  lpnsByLength: Map<number, string[]>;
  rowsByLot: Map<string, StockRow[]>;
  /**
   * Rows with an expiry per date, and the dates in order. Only adding or taking back a row changes
   * them (stock is tested when read); per date, so a new row is a push, not a splice into half a million.
   */
  rowsByExpiry: Map<string, StockRow[]>;
  expiryDates: string[];
  skus: SkuEntry[];
  skuOf: Map<string, SkuEntry>;
  /** False after a SKU was added: the entries' `rank` are made again when read. */
  skuRanked: boolean;
  skusStocked: number;
  skusHeld: number;
  /** The SKUs with an expiry (`next`), by next expiry then SKU. */
  fefo: SkuEntry[];
}

const index = new WeakMap<Ledger, StockIndex>();

/** Where `x` goes in a sorted list: after every element not greater. */
export function upperBound<T, X>(list: readonly T[], x: X, cmp: (a: T, b: X) => number) {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cmp(list[mid], x) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const byFefo = (a: SkuEntry, b: SkuEntry) => (a.next < b.next ? -1 : a.next > b.next ? 1 : collate(a.sku, b.sku));

function push<K, V>(m: Map<K, V[]>, k: K, v: V) {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

function addLpn(x: StockIndex, row: StockRow) {
  const lpn = row.lpn!;
  const rows = x.rowsByLpn.get(lpn);
  if (rows) return void rows.push(row);
  x.rowsByLpn.set(lpn, [row]);
  if (x.lpnsIndexed.has(lpn)) return;
  x.lpnsIndexed.add(lpn);
  push(x.lpnsByLength, lpn.length, lpn);
  for (const t of new Set(trigrams(lpn))) push(x.lpnsByTrigram, t, lpn);
}

function* trigrams(s: string) {
  for (let i = 0; i + 3 <= s.length; i++) yield s.slice(i, i + 3);
}

/**
 * The LPNs that contain `part`: itself when it is one, and of the longer LPNs those in the fewest
 * LPNs of one of its three-character pieces (every longer LPN when that is fewer, or the part is
 * shorter than three), each tested.
 */
export function lpnsContaining(x: StockIndex, part: string): string[] {
  const out = part && x.rowsByLpn.has(part) ? [part] : [];
  const longer = [...x.lpnsByLength].filter(([n]) => n > part.length).map(([, lpns]) => lpns);
  let fewest = longer.reduce((n, l) => n + l.length, 0);
  if (!fewest) return out;
  let source: string[][] = longer;
  if (part.length >= 3)
    for (const t of trigrams(part)) {
      const lpns = x.lpnsByTrigram.get(t);
      if (!lpns) return out;
      if (lpns.length < fewest) [source, fewest] = [[lpns], lpns.length];
    }
  for (const lpns of source) for (const lpn of lpns) if (lpn.length > part.length && lpn.includes(part) && x.rowsByLpn.has(lpn)) out.push(lpn);
  return out;
}

function earliest(l: Ledger, sku: string) {
  let e = '';
  for (const r of l.rowsBySku.get(sku) ?? []) if (r.onHand > 0 && r.expiry && (!e || r.expiry < e)) e = r.expiry;
  return e;
}

/** The ledger's index, built on its first use (sorting the rows once), kept by the ledger from then on. */
export function stockIndexOf(l: Ledger): StockIndex {
  const kept = index.get(l);
  if (kept) return kept;
  const x: StockIndex = { locations: [], locationOf: new Map(), stocked: 0, held: 0, rowsByLpn: new Map(), lpnsByTrigram: new Map(), lpnsIndexed: new Set(), lpnsByLength: new Map(), rowsByLot: new Map(), rowsByExpiry: new Map(), expiryDates: [], skus: [], skuOf: new Map(), skuRanked: true, skusStocked: 0, skusHeld: 0, fefo: [] };
  for (const code of [...l.rowsByLocation.keys()].sort(collate)) {
    const rows = [...l.rowsByLocation.get(code)!].sort(byId);
    const e: LocationEntry = { code, rows, stocked: 0, held: 0 };
    for (const r of rows) {
      if (r.onHand > 0) e.stocked++;
      if (r.hold > 0) e.held++;
    }
    x.stocked += e.stocked;
    x.held += e.held;
    x.locations.push(e);
    x.locationOf.set(code, e);
  }
  for (const r of l.stock) {
    if (r.lpn) addLpn(x, r);
    if (r.lot) push(x.rowsByLot, r.lot, r);
    if (r.expiry) push(x.rowsByExpiry, r.expiry, r);
  }
  // ISO dates: their code unit order is the date order (and the order of the filter's `<=`)
  x.expiryDates = [...x.rowsByExpiry.keys()].sort();
  for (const sku of [...l.rowsBySku.keys()].sort(collate)) {
    const t = l.totalsBySku.get(sku);
    const e: SkuEntry = { sku, stocked: !!t && t.onHand > 0, held: !!t && t.hold > 0, next: earliest(l, sku), rank: x.skus.length };
    x.skus.push(e);
    x.skuOf.set(sku, e);
    if (e.stocked) x.skusStocked++;
    if (e.held) x.skusHeld++;
    if (e.next) x.fefo.push(e);
  }
  x.fefo.sort(byFefo);
  index.set(l, x);
  return x;
}

/** How many of the expiry dates (`expiryDates`) are by `limit`. */
export const expiryDatesBy = (x: StockIndex, limit: string) => upperBound(x.expiryDates, limit, (d, l) => (d <= l ? 0 : 1));

/** The locations' places in list order. */
export function locationRank(x: StockIndex) {
  return (x.locationRank ??= new Map(x.locations.map((e, i) => [e.code, i])));
}

/** The SKU entries with their `rank` up to date. */
export function rankedSkus(x: StockIndex) {
  if (!x.skuRanked) {
    x.skus.forEach((e, i) => (e.rank = i));
    x.skuRanked = true;
  }
  return x.skus;
}

function setNext(x: StockIndex, e: SkuEntry, next: string) {
  if (next === e.next) return;
  if (e.next) x.fefo.splice(upperBound(x.fefo, e, byFefo) - 1, 1);
  e.next = next;
  if (next) x.fefo.splice(upperBound(x.fefo, e, byFefo), 0, e);
}

/** A new row (no stock yet): into its location (a new location takes its place in the order), its LPN, lot and SKU. */
export function indexRowAdded(l: Ledger, row: StockRow) {
  const x = index.get(l);
  if (!x) return;
  let loc = x.locationOf.get(row.location);
  if (!loc) {
    loc = { code: row.location, rows: [], stocked: 0, held: 0 };
    x.locations.splice(upperBound(x.locations, row.location, (e, c) => collate(e.code, c)), 0, loc);
    x.locationOf.set(row.location, loc);
    x.locationRank = undefined;
  }
  loc.rows.splice(upperBound(loc.rows, row, byId), 0, row);
  if (row.lpn) addLpn(x, row);
  if (row.lot) push(x.rowsByLot, row.lot, row);
  if (row.expiry) {
    if (!x.rowsByExpiry.has(row.expiry)) x.expiryDates.splice(expiryDatesBy(x, row.expiry), 0, row.expiry);
    push(x.rowsByExpiry, row.expiry, row);
  }
  if (!x.skuOf.has(row.sku)) {
    const e: SkuEntry = { sku: row.sku, stocked: false, held: false, next: '', rank: 0 };
    x.skus.splice(upperBound(x.skus, row.sku, (s, k) => collate(s.sku, k)), 0, e);
    x.skuOf.set(row.sku, e);
    x.skuRanked = false;
  }
  indexRowChanged(l, row, { onHand: 0, allocated: 0, picked: 0, hold: 0 });
}

/** A row's quantities changed from `before` (the ledger's per-SKU totals already changed too). */
export function indexRowChanged(l: Ledger, row: StockRow, before: Quantities) {
  const x = index.get(l);
  if (!x) return;
  const loc = x.locationOf.get(row.location)!;
  const stocked = (row.onHand > 0 ? 1 : 0) - (before.onHand > 0 ? 1 : 0);
  const held = (row.hold > 0 ? 1 : 0) - (before.hold > 0 ? 1 : 0);
  loc.stocked += stocked;
  x.stocked += stocked;
  loc.held += held;
  x.held += held;
  const e = x.skuOf.get(row.sku)!;
  const t = l.totalsBySku.get(row.sku);
  const skuStocked = !!t && t.onHand > 0;
  const skuHeld = !!t && t.hold > 0;
  x.skusStocked += (skuStocked ? 1 : 0) - (e.stocked ? 1 : 0);
  x.skusHeld += (skuHeld ? 1 : 0) - (e.held ? 1 : 0);
  e.stocked = skuStocked;
  e.held = skuHeld;
  if (stocked && row.expiry) {
    if (stocked > 0 && (!e.next || row.expiry < e.next)) setNext(x, e, row.expiry);
    else if (stocked < 0 && row.expiry === e.next) setNext(x, e, earliest(l, row.sku));
  }
}

/** A row taken back (a refused write put back; its quantities are back to none). */
export function indexRowRemoved(l: Ledger, row: StockRow) {
  const x = index.get(l);
  if (!x) return;
  const loc = x.locationOf.get(row.location)!;
  loc.rows.splice(loc.rows.indexOf(row), 1);
  for (const [m, k] of [[x.rowsByLpn, row.lpn], [x.rowsByLot, row.lot], [x.rowsByExpiry, row.expiry]] as const) {
    if (!k) continue;
    const list = m.get(k)!;
    list.splice(list.lastIndexOf(row), 1);
    if (!list.length) m.delete(k);
  }
  // a date with no rows left leaves the dates (it is there: the binary search lands just after it)
  if (row.expiry && !x.rowsByExpiry.has(row.expiry)) x.expiryDates.splice(expiryDatesBy(x, row.expiry) - 1, 1);
}
