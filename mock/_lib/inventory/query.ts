/**
 * The inventory lists (stock by SKU, by location, the journal) answered one page at a time from the
 * ledger's indexes, without reading every row or record: a warehouse of a million rows and five
 * million records answers a page in milliseconds (docs/benchmarks.md, "mock queries at scale").
 *
 * `scan.ts` holds the straightforward versions (every row, every record, then sort and page); the
 * answers here are the same (mock/_lib/inventory/query.test.ts), and the lists fall back to them for
 * the sorts not indexed (by quantity, by expiry: they read every row of the warehouse).
 */
import { available, journalOf, LEDGER_OPS, type Ledger, type StockRow } from '../ledger';
import { pageWindow, type Page, type PageQuery } from '../paging';
import type { Journal } from '../journal';
import type { RecordRow, StockByLocation, StockBySku } from '../../../src/domain/inventory';
import type { WarehouseData } from '../outbound/types';
import { byLocationRow, placeAt, recordFilters, skuTest, skuSummary, stockFilters } from './scan';
import { skuOf } from '../inbound/rules';

/** The string order of the mock's sorts (`localeCompare`). */
const collate = new Intl.Collator().compare;

// ---------------------------------------------------------------- orders kept between requests

interface Orders {
  version: number;
  stockLength: number;
  skus: string[];
  /** Every row, by location then id (the by-location list's default order). */
  rows: StockRow[];
  locationRank: Map<string, number>;
}
const ordersByLedger = new WeakMap<Ledger, Orders>();

const byLocationThenId = (rank: Map<string, number>) => (a: StockRow, b: StockRow) => rank.get(a.location)! - rank.get(b.location)! || collate(a.id, b.id);

function rankLocations(locations: Iterable<string>) {
  const sorted = [...locations].sort(collate);
  return new Map(sorted.map((l, i) => [l, i]));
}

/** The SKUs and rows in list order; kept up to date with the rows the ledger adds (a rollback re-sorts). */
function ordersOf(l: Ledger): Orders {
  const o = ordersByLedger.get(l);
  if (o && o.version === l.rowsVersion) return o;
  if (o && l.rowsVersion - o.version === l.stock.length - o.stockLength) {
    // only rows added since: put each in its place
    const added = l.stock.slice(o.stockLength);
    if (added.some((r) => !o.locationRank.has(r.location))) o.locationRank = rankLocations(l.rowsByLocation.keys());
    const cmp = byLocationThenId(o.locationRank);
    for (const r of added) o.rows.splice(upperBound(o.rows, r, cmp), 0, r);
    for (const r of added) if (o.skus.length !== l.rowsBySku.size && !o.skus.includes(r.sku)) o.skus.splice(upperBound(o.skus, r.sku, collate), 0, r.sku);
    o.version = l.rowsVersion;
    o.stockLength = l.stock.length;
    return o;
  }
  const locationRank = rankLocations(l.rowsByLocation.keys());
  const next: Orders = { version: l.rowsVersion, stockLength: l.stock.length, skus: [...l.rowsBySku.keys()].sort(collate), rows: [...l.stock].sort(byLocationThenId(locationRank)), locationRank };
  ordersByLedger.set(l, next);
  return next;
}

function upperBound<T>(list: readonly T[], x: T, cmp: (a: T, b: T) => number) {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cmp(list[mid], x) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const sortedBy = (q: PageQuery) => (typeof q.sortField === 'string' ? q.sortField.trim() : '');
const descending = (q: PageQuery) => typeof q.sortOrder === 'string' && q.sortOrder.trim() === 'descend';

// ---------------------------------------------------------------- stock by SKU

/** Stock by SKU, one page, by SKU (either way); `null` for the other sorts (the caller scans). */
export function stockBySkuPage(wh: WarehouseData, q: Record<string, unknown>): Page<StockBySku> | null {
  const field = sortedBy(q);
  if (field && field !== 'sku' && ['onHand', 'available', 'hold', 'allocated', 'damaged', 'staged', 'nextExpiry'].includes(field)) return null;
  const { sku: skuQ, category, expiryLimit, held } = stockFilters(q);
  const matches = skuTest(wh, skuQ);
  const exact = skuQ ? skuOf(wh, skuQ) : undefined;
  const hits: string[] = [];
  for (const sku of exact ? [exact] : ordersOf(wh).skus) {
    const t = wh.totalsBySku.get(sku);
    if (!t?.onHand || (held && !t.hold) || !matches(sku)) continue;
    if (category && wh.productBySku.get(sku)?.category !== category) continue;
    if (expiryLimit && !(nextExpiry(wh.rowsBySku.get(sku) ?? []) <= expiryLimit)) continue;
    hits.push(sku);
  }
  if (field === 'sku' && descending(q)) hits.reverse();
  const { current, pageSize, start, end } = pageWindow(q, { defaultPageSize: 20, maxPageSize: 1000 });
  return { list: hits.slice(start, end).map((sku) => skuSummary(wh, sku, wh.rowsBySku.get(sku) ?? [])), total: hits.length, current, pageSize };
}

/** The earliest expiry among rows with stock ('~' when none: after every date). */
function nextExpiry(rows: readonly StockRow[]) {
  let e = '~';
  for (const r of rows) if (r.onHand && r.expiry && r.expiry < e) e = r.expiry;
  return e;
}

// ---------------------------------------------------------------- stock by location

/** At most this many rows are gathered from the SKU index and sorted; more: the walk in list order is cheaper. */
const GATHER = 200_000;

/** Stock rows by location, one page, by location (either way, ties by row id); `null` for the other sorts. */
export function stockByLocationPage(wh: WarehouseData, q: Record<string, unknown>): Page<StockByLocation> | null {
  const field = sortedBy(q);
  if (field && field !== 'location' && ['sku', 'onHand', 'available', 'hold', 'expiry', 'receivedAt'].includes(field)) return null;
  const { sku: skuQ, location, zone, lpn, lot, places, expiryLimit, held } = stockFilters(q);
  const matches = skuTest(wh, skuQ);
  const orders = ordersOf(wh);

  // the location's tests once per location, the row's for each row
  const skuOk = new Map<string, boolean>();
  const locationPasses = (code: string) => {
    if (location && !code.startsWith(location)) return false;
    if (zone && wh.locationByCode.get(code)?.zone !== zone) return false;
    return !places.length || places.includes(placeAt(wh, code));
  };
  const rowTests = !!(lpn || lot || held || expiryLimit || skuQ);
  const rowPasses = (r: StockRow) => {
    if (lpn && !(r.lpn ?? '').includes(lpn)) return false;
    if (lot && r.lot !== lot) return false;
    if (held && !r.hold) return false;
    if (expiryLimit && !(r.expiry && r.expiry <= expiryLimit)) return false;
    if (!skuQ) return true;
    let ok = skuOk.get(r.sku);
    if (ok === undefined) skuOk.set(r.sku, (ok = matches(r.sku)));
    return ok;
  };
  const walk = (rows: readonly StockRow[]) => {
    const out: StockRow[] = [];
    let at: string | undefined;
    let ok = false;
    for (const r of rows) {
      if (r.location !== at) ok = locationPasses((at = r.location));
      if (ok && r.onHand && (!rowTests || rowPasses(r))) out.push(r);
    }
    return out;
  };

  let hits: StockRow[];
  const skus = skuQ ? orders.skus.filter(matches) : [];
  const gathered = skus.reduce((n, sku) => n + (wh.rowsBySku.get(sku)?.length ?? 0), 0);
  if (skuQ && gathered <= GATHER) hits = walk(skus.flatMap((sku) => wh.rowsBySku.get(sku) ?? []).sort(byLocationThenId(orders.locationRank)));
  else hits = walk(orders.rows);
  if (field === 'location' && descending(q)) hits = locationsReversed(hits);
  const { current, pageSize, start, end } = pageWindow(q, { defaultPageSize: 20, maxPageSize: 1000 });
  return { list: hits.slice(start, end).map((r) => byLocationRow(wh, r)), total: hits.length, current, pageSize };
}

/** Locations last first, each location's rows still by id (the sort's tie is always ascending). */
function locationsReversed(rows: StockRow[]) {
  const out: StockRow[] = [];
  let end = rows.length;
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && rows[start - 1].location === rows[end - 1].location) start--;
    for (let i = start; i < end; i++) out.push(rows[i]);
    end = start;
  }
  return out;
}


// ---------------------------------------------------------------- the journal

/** Marks over the interned strings: which pass a filter; kept for the next pages of the same filter, and extended to strings interned since. */
interface Marks {
  m: Uint8Array;
  ids: number[];
  scanned: number;
}
const marksByJournal = new WeakMap<Journal, Map<string, Marks>>();

function marks(j: Journal, filter: string, test: (s: string) => boolean): Marks {
  let cache = marksByJournal.get(j);
  if (!cache) marksByJournal.set(j, (cache = new Map()));
  let k = cache.get(filter);
  if (!k) {
    if (cache.size >= 16) cache.delete(cache.keys().next().value!);
    k = { m: new Uint8Array(j.str.size + 1024), ids: [], scanned: 1 };
    cache.set(filter, k);
  }
  const strings = j.str.strings;
  if (k.scanned < strings.length) {
    if (k.m.length < strings.length) {
      const m = new Uint8Array(strings.length * 2);
      m.set(k.m);
      k.m = m;
    }
    for (let id = k.scanned; id < strings.length; id++)
      if (test(strings[id])) {
        k.m[id] = 1;
        k.ids.push(id);
      }
    k.scanned = strings.length;
  }
  return k;
}

/** The SKUs that pass a test. */
function skuMarks(j: Journal, test: (s: string) => boolean): Marks {
  const m = new Uint8Array(j.str.size);
  const ids: number[] = [];
  for (const id of j.bySku.byKey.keys())
    if (test(j.str.strings[id])) {
      m[id] = 1;
      ids.push(id);
    }
  return { m, ids, scanned: j.str.size };
}

/** The marks of one string (an exact filter). */
function one(j: Journal, s: string): Marks {
  const id = j.str.find(s);
  const m = new Uint8Array(Math.max(j.str.size, 1));
  if (id > 0) m[id] = 1;
  return { m, ids: id > 0 ? [id] : [], scanned: j.str.size };
}

/** The journal newest first, filtered: one page, the same as sorting every matching record by time. */
export function recordsPage(wh: WarehouseData, q: Record<string, unknown>): Page<RecordRow> {
  const j = journalOf(wh);
  const { sku: skuQ, types, doc, location, lpn, operator, from, to } = recordFilters(q);
  const { current, pageSize, start, end } = pageWindow(q, { defaultPageSize: 20, maxPageSize: 1000 });
  const none = { list: [], total: 0, current, pageSize };

  const typeOk = new Uint8Array(LEDGER_OPS.length).fill(types.length ? 0 : 1);
  for (const t of types) if ((LEDGER_OPS as readonly string[]).includes(t)) typeOk[LEDGER_OPS.indexOf(t as never)] = 1;
  // the keyed filters: the strings that pass, and the lines they index
  const keyed: { m: Uint8Array; col: Int32Array; lists: number[][] }[] = [];
  const key = (index: { byKey: Map<number, number[]> }, col: Int32Array, { m, ids }: Marks) => {
    const lists: number[][] = [];
    for (const id of ids) {
      const list = index.byKey.get(id);
      if (list?.length) lists.push(list);
    }
    keyed.push({ m, col, lists });
  };
  if (skuQ) {
    const exact = skuOf(wh, skuQ);
    // by name too: not kept (names change), tested over the SKUs only
    key(j.bySku, j.sku.a, exact ? one(j, exact) : skuMarks(j, skuTest(wh, skuQ)));
  }
  if (location) key(j.byLocation, j.location.a, marks(j, `location\u0000${location}`, (s) => s.startsWith(location)));
  if (doc) key(j.byDoc, j.docNo.a, marks(j, `doc\u0000${doc}`, (s) => s.includes(doc)));
  if (lpn) key(j.byLpn, j.lpn.a, one(j, lpn));
  if (operator) key(j.byOperator, j.operator.a, marks(j, `operator\u0000${operator}`, (s) => s.toLowerCase().includes(operator)));
  const timed = !!(from || to);
  const [lo, hi] = timed ? j.rankRange(from, to) : [1, Infinity];
  if (lo > hi) return none;

  // the test of one line, over the columns (up to four keyed filters: SKU, location, document, LPN)
  const type = j.type.a;
  const at = j.at.a;
  const [k0, k1, k2, k3, k4] = keyed;
  const keep = (i: number) => {
    if (!typeOk[type[i]]) return false;
    if (k0 && !k0.m[k0.col[i]]) return false;
    if (k1 && !k1.m[k1.col[i]]) return false;
    if (k2 && !k2.m[k2.col[i]]) return false;
    if (k3 && !k3.m[k3.col[i]]) return false;
    if (k4 && !k4.m[k4.col[i]]) return false;
    if (timed) {
      const r = j.rankOfTime(at[i]);
      if (r < lo || r > hi) return false;
    }
    return true;
  };

  // the narrowest keyed filter, when it names few enough lines, gives the candidates
  let narrowest: number[][] | undefined;
  let size = Infinity;
  for (const k of keyed) {
    const n = k.lists.reduce((s, l) => s + l.length, 0);
    if (n < size) [narrowest, size] = [k.lists, n];
  }
  if (narrowest && size <= GATHER) {
    const hits: number[] = [];
    for (const list of narrowest) for (const i of list) if (keep(i)) hits.push(i);
    const keys = new Map(hits.map((i) => [i, j.timeKey(i)]));
    hits.sort((a, b) => keys.get(b)! - keys.get(a)!);
    return { list: hits.slice(start, end).map((i) => j.line(i) as RecordRow), total: hits.length, current, pageSize };
  }
  // otherwise: the time order's part within the time filter, its newest lines first for the page; the
  // total from the counts kept when one filter alone is set, else counted over the lines
  const order = j.timeOrder();
  const [a, b] = timed ? j.segment(lo, hi) : [0, j.n];
  let total: number;
  if (keyed.length + (types.length ? 1 : 0) + (timed ? 1 : 0) <= 1) {
    if (keyed.length) total = size;
    else if (types.length) total = typeOk.reduce((n, ok, t) => n + (ok ? j.typeCount[t] ?? 0 : 0), 0);
    else total = b - a;
  } else {
    total = 0;
    if (b - a < j.n / 4) {
      for (let k = a; k < b; k++) if (keep(order[k])) total++;
    } else for (let i = 0; i < j.n; i++) if (keep(i)) total++;
  }
  const list: RecordRow[] = [];
  let seen = 0;
  for (let k = b - 1; k >= a && seen < end && seen < total; k--) {
    const i = order[k];
    if (!keep(i)) continue;
    if (seen++ >= start) list.push(j.line(i) as RecordRow);
  }
  return { list, total, current, pageSize };
}
