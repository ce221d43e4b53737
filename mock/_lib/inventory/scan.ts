/**
 * The inventory lists the straightforward way: every row (or record) of the warehouse filtered,
 * then sorted and paged. The indexed pages (query.ts) give the same answers; these remain for the
 * sorts not indexed and as the reference the indexed answers are tested against.
 */
import { available, type StockRow } from '../ledger';
import { page, sortRows, type PageOptions, type PageQuery } from '../paging';
import { skuOf } from '../site/sku';
import { DAMAGED_AREA } from '../../../src/domain/inbound/machine';
import type { RecordRow, RowPlace, StockByLocation, StockBySku } from '../../../src/domain/inventory';
import type { Site as WarehouseData } from '../site/types';

export const text = (q: Record<string, unknown>, k: string) => (typeof q[k] === 'string' ? (q[k] as string).trim() : '');

/** Where a location is: a shelf of the layout, the damaged area, or a receiving / returns area. */
export const placeAt = (wh: WarehouseData, location: string): RowPlace => (wh.locationByCode.has(location) ? 'shelf' : location === DAMAGED_AREA ? 'damaged' : 'staged');

/** A query's SKU: a SKU, a barcode, or part of a SKU or name. */
export function skuTest(wh: WarehouseData, q: string): (sku: string) => boolean {
  if (!q) return () => true;
  const exact = skuOf(wh, q);
  if (exact) return (sku) => sku === exact;
  const v = q.toLowerCase();
  return (sku) => {
    const p = wh.productBySku.get(sku);
    return sku.toLowerCase().includes(v) || !!p?.nameEn.toLowerCase().includes(v) || !!p?.nameZh.includes(q);
  };
}

export const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The stock lists' filters of a query: SKU (or barcode, or part of a SKU or name), category, location prefix, zone, LPN, lot, place, near expiry, held. */
export function stockFilters(q: Record<string, unknown>) {
  const near = Number(text(q, 'expiresWithin'));
  return {
    sku: text(q, 'sku'),
    category: text(q, 'category'),
    location: text(q, 'location').toUpperCase(),
    zone: text(q, 'zone').toUpperCase(),
    lpn: text(q, 'lpn').toUpperCase(),
    lot: text(q, 'lot'),
    places: text(q, 'place') ? text(q, 'place').split(',') : [],
    expiryLimit: Number.isFinite(near) && near > 0 ? dayAfter(near) : '',
    held: text(q, 'held') === 'true',
  };
}

/** One SKU's line of the stock-by-SKU list, over its rows. */
export function skuSummary(wh: WarehouseData, sku: string, rows: readonly StockRow[]): StockBySku {
  const p = wh.productBySku.get(sku);
  const s: StockBySku = { id: sku, sku, nameZh: p?.nameZh ?? '', nameEn: p?.nameEn ?? '', category: p?.category ?? '', onHand: 0, allocated: 0, picked: 0, hold: 0, available: 0, damaged: 0, staged: 0, locations: 0 };
  for (const r of rows) {
    if (!r.onHand) continue;
    s.onHand += r.onHand;
    s.allocated += r.allocated;
    s.picked += r.picked;
    s.hold += r.hold;
    const where = placeAt(wh, r.location);
    if (where === 'shelf') {
      s.locations++;
      if (wh.locationByCode.get(r.location)!.status === 'active') s.available += available(r);
    } else if (where === 'damaged') s.damaged += r.onHand;
    else s.staged += r.onHand;
    if (r.expiry && (!s.nextExpiry || r.expiry < s.nextExpiry)) s.nextExpiry = r.expiry;
  }
  return s;
}

/** One row of the stock-by-location list. */
export function byLocationRow(wh: WarehouseData, r: StockRow): StockByLocation {
  const loc = wh.locationByCode.get(r.location);
  const place = placeAt(wh, r.location);
  const p = wh.productBySku.get(r.sku);
  return {
    id: r.id,
    location: r.location,
    zone: loc?.zone ?? '',
    place,
    sku: r.sku,
    nameZh: p?.nameZh ?? '',
    nameEn: p?.nameEn ?? '',
    ...(r.lpn ? { lpn: r.lpn } : {}),
    ...(r.lot ? { lot: r.lot } : {}),
    ...(r.expiry ? { expiry: r.expiry } : {}),
    onHand: r.onHand,
    allocated: r.allocated,
    picked: r.picked,
    hold: r.hold,
    available: place === 'shelf' && loc?.status === 'active' ? available(r) : 0,
    receivedAt: r.receivedAt,
  };
}

export function stockBySku(wh: WarehouseData, q: Record<string, unknown>): StockBySku[] {
  const { sku: skuQ, category, expiryLimit, held } = stockFilters(q);
  const matches = skuTest(wh, skuQ);
  const out: StockBySku[] = [];
  for (const [sku, rows] of wh.rowsBySku) {
    if (!matches(sku)) continue;
    if (category && wh.productBySku.get(sku)?.category !== category) continue;
    const s = skuSummary(wh, sku, rows);
    if (!s.onHand) continue;
    if (held && !s.hold) continue;
    if (expiryLimit && !(s.nextExpiry && s.nextExpiry <= expiryLimit)) continue;
    out.push(s);
  }
  return out;
}

export function stockByLocation(wh: WarehouseData, q: Record<string, unknown>): StockByLocation[] {
  const { sku: skuQ, location, zone, lpn, lot, places, expiryLimit, held } = stockFilters(q);
  const matches = skuTest(wh, skuQ);
  const out: StockByLocation[] = [];
  for (const r of wh.stock) {
    if (!r.onHand || !matches(r.sku)) continue;
    if (location && !r.location.startsWith(location)) continue;
    if (zone && wh.locationByCode.get(r.location)?.zone !== zone) continue;
    if (lpn && !(r.lpn ?? '').includes(lpn)) continue;
    if (lot && r.lot !== lot) continue;
    if (held && !r.hold) continue;
    if (expiryLimit && !(r.expiry && r.expiry <= expiryLimit)) continue;
    if (places.length && !places.includes(placeAt(wh, r.location))) continue;
    out.push(byLocationRow(wh, r));
  }
  return out;
}

/** The record list's filters of a query: SKU, types, document (part), location prefix, LPN, operator (part), time range. */
export const recordFilters = (q: Record<string, unknown>) => ({
  sku: text(q, 'sku'),
  types: text(q, 'type') ? text(q, 'type').split(',') : [],
  doc: text(q, 'docNo').toUpperCase(),
  location: text(q, 'location').toUpperCase(),
  lpn: text(q, 'lpn').toUpperCase(),
  operator: text(q, 'operator').toLowerCase(),
  from: text(q, 'from'),
  to: text(q, 'to'),
});

/** The journal, newest first, filtered: each line as the record screen shows it. */
export function records(wh: WarehouseData, q: Record<string, unknown>) {
  const { sku, types, doc, location, lpn, operator, from, to } = recordFilters(q);
  const matches = skuTest(wh, sku);
  const hits: RecordRow[] = [];
  for (let i = wh.journal.length - 1; i >= 0; i--) {
    const j = wh.journal[i];
    if (types.length && !types.includes(j.type)) continue;
    if (doc && !j.docNo.includes(doc)) continue;
    if (location && !j.location.startsWith(location)) continue;
    if (lpn && j.lpn !== lpn) continue;
    if (operator && !j.operator.toLowerCase().includes(operator)) continue;
    if ((from && j.at < from) || (to && j.at > to)) continue;
    if (!matches(j.sku)) continue;
    hits.push(j as RecordRow);
  }
  // newest first by time (the seeds wrote some history after later lines); a stable sort keeps the write order within a time
  return hits.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/**
 * A page sorted as asked, except that rows without a date in `field` (no expiry tracked) come after
 * the dated ones when sorted by it, in the default order: sorted by expiry the list reads FEFO,
 * earliest first, not stock without an expiry first.
 */
export function pageByDate<R>(rows: R[], q: PageQuery, opts: PageOptions, field: string) {
  if (q.sortField !== field) return page(rows, q, opts);
  const has = (r: R) => !!(r as Record<string, unknown>)[field];
  const ordered = [...sortRows(rows.filter(has), q, opts), ...sortRows(rows.filter((r) => !has(r)), {}, opts)];
  return page(ordered, { current: q.current, pageSize: q.pageSize }, { defaultPageSize: opts.defaultPageSize, maxPageSize: opts.maxPageSize });
}

export const STOCK_PAGE: PageOptions = { sortable: ['sku', 'onHand', 'available', 'hold', 'allocated', 'damaged', 'staged', 'nextExpiry'], defaultSort: { field: 'sku', order: 'ascend' }, tie: 'sku', defaultPageSize: 20, maxPageSize: 1000 };
export const ROWS_PAGE: PageOptions = { sortable: ['location', 'sku', 'onHand', 'available', 'hold', 'expiry', 'receivedAt'], defaultSort: { field: 'location', order: 'ascend' }, tie: 'id', defaultPageSize: 20, maxPageSize: 1000 };
export const RECORDS_PAGE: PageOptions = { defaultPageSize: 20, maxPageSize: 1000 };
