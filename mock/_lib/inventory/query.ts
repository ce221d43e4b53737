/**
 * The inventory lists answered a page at a time from the ledger's indexes, so a million rows
 * answer in milliseconds. Sorts not indexed fall back to scan.ts (the same answers: query.test.ts).
 */
import { journalOf, LEDGER_OPS, type StockRow } from '../ledger';
import { pageWindow, type Page, type PageQuery } from '../paging';
import type { Journal } from '../journal';
import type { RecordRow, StockByLocation, StockBySku } from '../../../src/domain/inventory';
import type { Site as WarehouseData } from '../site/types';
import { byLocationRow, placeAt, recordFilters, skuTest, skuSummary, stockFilters } from './scan';
import { skuOf } from '../site/sku';
import { byId, expiryDatesBy, locationRank, lpnsContaining, rankedSkus, stockIndexOf, upperBound, type LocationEntry, type SkuEntry, type StockIndex } from '../stockIndex';

const sortedBy = (q: PageQuery) => (typeof q.sortField === 'string' ? q.sortField.trim() : '');
const descending = (q: PageQuery) => typeof q.sortOrder === 'string' && q.sortOrder.trim() === 'descend';

/** At most this many rows (records) are gathered from an index and sorted; more: the walk in list order is cheaper. */
const GATHER = 200_000;

/**
 * The part [start, end) of the elements of `stream` that pass `test`, and how many pass: when that
 * count is known beforehand (`total`), the walk stops at the page's end.
 */
function window<T>(stream: Iterable<T>, test: (t: T) => boolean, start: number, end: number, total?: number) {
  const hits: T[] = [];
  let seen = 0;
  for (const t of stream) {
    if (!test(t)) continue;
    if (seen >= start && seen < end) hits.push(t);
    seen++;
    if (total !== undefined && seen >= end) break;
  }
  return { hits, total: total ?? seen };
}

function* backwards<T>(list: readonly T[]) {
  for (let i = list.length - 1; i >= 0; i--) yield list[i];
}

/** Elements in groups of equal `key` (the list sorted by it): the groups last first, each group's elements in order. */
function* groupsBackwards<T>(list: readonly T[], key: (t: T) => string) {
  let end = list.length;
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && key(list[start - 1]) === key(list[end - 1])) start--;
    for (let i = start; i < end; i++) yield list[i];
    end = start;
  }
}

// ---------------------------------------------------------------- stock by SKU

/**
 * `skuTest` (scan.ts) over the index's SKU entries: the same answer, the SKU and English name
 * lower-cased once per name rather than on every query.
 */
function entryTest(wh: WarehouseData, q: string): (e: SkuEntry) => boolean {
  const plain = skuTest(wh, q);
  if (!q || skuOf(wh, q) || q.includes('\u0000')) return (e) => plain(e.sku);
  const v = q.toLowerCase();
  return (e) => {
    const p = wh.productBySku.get(e.sku);
    if (!p) return e.sku.toLowerCase().includes(v);
    let t = e.text;
    if (!t || t.nameEn !== p.nameEn) t = e.text = { nameEn: p.nameEn, lower: `${e.sku.toLowerCase()}\u0000${p.nameEn.toLowerCase()}` };
    return t.lower.includes(v) || p.nameZh.includes(q);
  };
}

/** How many SKUs (the FEFO order's first ones) have stock expiring by `limit`. */
const nearEnd = (x: StockIndex, limit: string) => upperBound(x.fefo, limit, (e, l) => (e.next <= l ? 0 : 1));

const SKU_SORTS = ['onHand', 'available', 'hold', 'allocated', 'damaged', 'staged', 'nextExpiry'];

/**
 * Stock by SKU, one page, by SKU (either way) or by next expiry (FEFO: earliest first, or last first;
 * SKUs without an expiry after, by SKU); `null` for the sorts by a quantity (the caller scans).
 */
export function stockBySkuPage(wh: WarehouseData, q: Record<string, unknown>): Page<StockBySku> | null {
  const field = sortedBy(q);
  // as pageByDate: the FEFO order only for exactly `nextExpiry`
  const fefo = q.sortField === 'nextExpiry';
  if (field && field !== 'sku' && SKU_SORTS.includes(field) && !fefo) return null;
  const desc = descending(q) && (fefo || field === 'sku');
  const { sku: skuQ, category, expiryLimit, held } = stockFilters(q);
  const x = stockIndexOf(wh);
  const { current, pageSize, start, end } = pageWindow(q, { defaultPageSize: 20, maxPageSize: 1000 });
  const matches = entryTest(wh, skuQ);
  const exact = skuQ ? skuOf(wh, skuQ) : undefined;
  const test = (e: SkuEntry) =>
    e.stocked && (!held || e.held) && (!expiryLimit || (!!e.next && e.next <= expiryLimit)) && (!category || wh.productBySku.get(e.sku)?.category === category) && (!skuQ || matches(e));

  let stream: Iterable<SkuEntry>;
  let total: number | undefined;
  if (exact) stream = x.skuOf.has(exact) ? [x.skuOf.get(exact)!] : [];
  else if (expiryLimit) {
    // the SKUs expiring by the limit: the FEFO order's beginning
    const near = x.fefo.slice(0, nearEnd(x, expiryLimit));
    if (fefo) stream = desc ? groupsBackwards(near, (e) => e.next) : near;
    else {
      rankedSkus(x);
      near.sort((a, b) => a.rank - b.rank);
      stream = desc ? backwards(near) : near;
    }
  } else {
    if (!skuQ && !category) total = held ? x.skusHeld : x.skusStocked;
    const skus = x.skus;
    const dated = () => (desc ? groupsBackwards(x.fefo, (e) => e.next) : x.fefo);
    stream = fefo ? (function* () {
          yield* dated();
          for (const e of skus) if (!e.next) yield e;
        })()
      : desc ? backwards(skus) : skus;
  }
  const { hits, total: n } = window(stream, test, start, end, total);
  return { list: hits.map((e) => skuSummary(wh, e.sku, wh.rowsBySku.get(e.sku) ?? [])), total: n, current, pageSize };
}

// ---------------------------------------------------------------- stock by location

const ROW_SORTS = ['sku', 'onHand', 'available', 'hold', 'expiry', 'receivedAt'];

/**
 * Stock by location, one page, sorted by location (`null` for other sorts: the caller scans). Rows
 * a SKU / LPN / lot / near-expiry filter names are gathered when few; otherwise the page walks the
 * locations, skipping whole ones by their counts when only location filters and "held" are set.
 */
export function stockByLocationPage(wh: WarehouseData, q: Record<string, unknown>): Page<StockByLocation> | null {
  const field = sortedBy(q);
  if (field && field !== 'location' && ROW_SORTS.includes(field)) return null;
  const desc = field === 'location' && descending(q);
  const { sku: skuQ, location, zone, lpn, lot, places, expiryLimit, held } = stockFilters(q);
  const x = stockIndexOf(wh);
  const { current, pageSize, start, end } = pageWindow(q, { defaultPageSize: 20, maxPageSize: 1000 });
  const matches = skuTest(wh, skuQ);
  const page = (rows: StockRow[], total: number) => ({ list: rows.map((r) => byLocationRow(wh, r)), total, current, pageSize });

  // the location's tests once per location, the row's for each row
  const locationFiltered = !!(location || zone || places.length);
  const locationPasses = (code: string) =>
    (!location || code.startsWith(location)) && (!zone || wh.locationByCode.get(code)?.zone === zone) && (!places.length || places.includes(placeAt(wh, code)));
  const skuOk = new Map<string, boolean>();
  const rowTests = !!(lpn || lot || expiryLimit || skuQ);
  const rowPasses = (r: StockRow) => {
    if (!(r.onHand > 0) || (held && !(r.hold > 0))) return false;
    if (!rowTests) return true;
    if (lpn && !(r.lpn ?? '').includes(lpn)) return false;
    if (lot && r.lot !== lot) return false;
    if (expiryLimit && !(r.expiry && r.expiry <= expiryLimit)) return false;
    if (!skuQ) return true;
    let ok = skuOk.get(r.sku);
    if (ok === undefined) skuOk.set(r.sku, (ok = matches(r.sku)));
    return ok;
  };

  // the narrowest of the row lists the SKU, LPN, lot and near-expiry filters name
  let lists: StockRow[][] | undefined;
  let size = Infinity;
  const narrower = (candidate: StockRow[][]) => {
    const n = candidate.reduce((s, l) => s + l.length, 0);
    if (n < size) [lists, size] = [candidate, n];
  };
  if (skuQ) {
    const exact = skuOf(wh, skuQ);
    const named = entryTest(wh, skuQ);
    narrower(exact ? [wh.rowsBySku.get(exact) ?? []] : x.skus.filter((e) => e.stocked && named(e)).map((e) => wh.rowsBySku.get(e.sku) ?? []));
  }
  if (lpn) {
    narrower(lpnsContaining(x, lpn).map((code) => x.rowsByLpn.get(code)!));
  }
  if (lot) narrower([x.rowsByLot.get(lot) ?? []]);
  // the rows expiring by the limit: the rows of the dates up to it (with stock or not)
  if (expiryLimit) narrower(x.expiryDates.slice(0, expiryDatesBy(x, expiryLimit)).map((d) => x.rowsByExpiry.get(d)!));
  if (lists && size <= GATHER) {
    // one pass over the rows (at a million rows each row read is a cache miss, the cost): the hits
    // and their locations' places; counted per location, then only the page's locations' hits sorted
    const rank = locationRank(x);
    const hits: StockRow[] = [];
    const at: number[] = [];
    for (const list of lists!)
      for (const r of list)
        if (rowPasses(r) && locationPasses(r.location)) {
          hits.push(r);
          at.push(rank.get(r.location)!);
        }
    const total = hits.length;
    const perLocation = new Int32Array(x.locations.length);
    for (const i of at) perLocation[i]++;
    // the locations, in list order, the page's rows are at; and how many hits come before the first
    let before = 0;
    let first = -1;
    let last = -1;
    const step = desc ? -1 : 1;
    for (let i = desc ? perLocation.length - 1 : 0, seen = 0; i >= 0 && i < perLocation.length && seen < end; i += step) {
      if (!perLocation[i]) continue;
      if (seen + perLocation[i] > start) {
        if (first < 0) [first, before] = [i, seen];
        last = i;
      }
      seen += perLocation[i];
    }
    if (first < 0) return page([], total);
    const [lo, hi] = desc ? [last, first] : [first, last];
    const inPage: number[] = [];
    for (let k = 0; k < total; k++) if (at[k] >= lo && at[k] <= hi) inPage.push(k);
    inPage.sort((a, b) => (at[a] - at[b]) * step || byId(hits[a], hits[b]));
    return page(inPage.slice(start - before, end - before).map((k) => hits[k]), total);
  }

  const out: StockRow[] = [];
  if (rowTests) {
    // every row of the locations that pass is tested
    let seen = 0;
    for (const e of desc ? backwards(x.locations) : x.locations) {
      if (!e.stocked || !locationPasses(e.code)) continue;
      for (const r of e.rows)
        if (rowPasses(r)) {
          if (seen >= start && seen < end) out.push(r);
          seen++;
        }
    }
    return page(out, seen);
  }
  // whole locations skipped by their counts
  const count = (e: LocationEntry) => (held ? e.held : e.stocked);
  let passing: readonly LocationEntry[] = x.locations;
  let total = held ? x.held : x.stocked;
  if (locationFiltered) {
    passing = x.locations.filter((e) => count(e) > 0 && locationPasses(e.code));
    total = passing.reduce((n, e) => n + count(e), 0);
  }
  let seen = 0;
  for (const e of desc ? backwards(passing) : passing) {
    if (seen >= end || seen >= total) break;
    const n = count(e);
    if (seen + n <= start) {
      seen += n;
      continue;
    }
    for (const r of e.rows)
      if (rowPasses(r)) {
        if (seen >= start && seen < end) out.push(r);
        seen++;
      }
  }
  return page(out, total);
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

/**
 * The keys of one index (the SKUs, the locations) that pass a test: a few tens of thousands of
 * strings rather than every string of the journal (documents, times…), so not kept.
 */
function keyMarks(j: Journal, index: { byKey: Map<number, number[]> }, test: (s: string) => boolean): Marks {
  const m = new Uint8Array(j.str.size);
  const ids: number[] = [];
  for (const id of index.byKey.keys())
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
    key(j.bySku, j.sku.a, exact ? one(j, exact) : keyMarks(j, j.bySku, skuTest(wh, skuQ)));
  }
  if (location) key(j.byLocation, j.location.a, keyMarks(j, j.byLocation, (s) => s.startsWith(location)));
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
    // the hits' time keys (each names its line) sorted as plain numbers: no comparator, no map
    const hits: number[] = [];
    for (const list of narrowest) for (const i of list) if (keep(i)) hits.push(j.timeKey(i));
    const keys = Float64Array.from(hits).sort();
    const list: RecordRow[] = [];
    for (let k = keys.length - 1 - start; k >= 0 && k >= keys.length - end; k--) list.push(j.line(j.lineOfTimeKey(keys[k])) as RecordRow);
    return { list, total: keys.length, current, pageSize };
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
