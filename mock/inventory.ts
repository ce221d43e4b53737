/**
 * Inventory read endpoints over the warehouse ledger: stock by SKU (34), by location (35), the
 * movement journal (273), and holds on a stock row. Every figure is read from the ledger's rows
 * and journal (mock/_lib/ledger.ts); nothing here keeps its own counts.
 */
import { requireAnyId, requireWarehouse } from './_lib/auth';
import { handle, notFound, type MockRequest } from './_lib/http';
import { page, sortRows, type PageOptions, type PageQuery } from './_lib/paging';
import { parseBody } from './_lib/validate';
import { asHttp } from './_lib/kits/document';
import { atomically, available, putOnHold, releaseHold, type StockRow } from './_lib/ledger';
import { inboundEnv } from './_lib/inbound';
import { skuOf } from './_lib/inbound/rules';
import { DAMAGED_AREA } from '../src/domain/inbound/machine';
import { holdSchema, INVENTORY_MENU_IDS as IDS, type RecordRow, type RowPlace, type StockByLocation, type StockBySku } from '../src/domain/inventory';
import type { WarehouseData } from './_lib/outbound/types';

/** The caller's warehouse (its inbound seeded too: staged stock is part of the picture), for one of `ids`. */
function scope(req: MockRequest, ids: readonly string[]) {
  const user = requireAnyId(req, [...ids]);
  const warehouseId = requireWarehouse(req, user);
  return inboundEnv(warehouseId, { operator: user.name, now: new Date().toISOString() });
}

const text = (q: Record<string, unknown>, k: string) => (typeof q[k] === 'string' ? (q[k] as string).trim() : '');

/** Where a row is: a shelf of the layout, the damaged area, or a receiving / returns area. */
const placeOf = (wh: WarehouseData, r: StockRow): RowPlace => (wh.locationByCode.has(r.location) ? 'shelf' : r.location === DAMAGED_AREA ? 'damaged' : 'staged');

/** A query's SKU: a SKU, a barcode, or part of a SKU or name. */
function skuTest(wh: WarehouseData, q: string): (sku: string) => boolean {
  if (!q) return () => true;
  const exact = skuOf(wh, q);
  if (exact) return (sku) => sku === exact;
  const v = q.toLowerCase();
  return (sku) => {
    const p = wh.productBySku.get(sku);
    return sku.toLowerCase().includes(v) || !!p?.nameEn.toLowerCase().includes(v) || !!p?.nameZh.includes(q);
  };
}

const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function stockBySku(wh: WarehouseData, q: Record<string, unknown>): StockBySku[] {
  const matches = skuTest(wh, text(q, 'sku'));
  const category = text(q, 'category');
  const near = Number(text(q, 'expiresWithin'));
  const expiryLimit = Number.isFinite(near) && near > 0 ? dayAfter(near) : '';
  const held = text(q, 'held') === 'true';
  const out: StockBySku[] = [];
  for (const [sku, rows] of wh.rowsBySku) {
    if (!matches(sku)) continue;
    const p = wh.productBySku.get(sku);
    if (category && p?.category !== category) continue;
    const s: StockBySku = { id: sku, sku, nameZh: p?.nameZh ?? '', nameEn: p?.nameEn ?? '', category: p?.category ?? '', onHand: 0, allocated: 0, picked: 0, hold: 0, available: 0, damaged: 0, staged: 0, locations: 0 };
    for (const r of rows) {
      if (!r.onHand) continue;
      s.onHand += r.onHand;
      s.allocated += r.allocated;
      s.picked += r.picked;
      s.hold += r.hold;
      const where = placeOf(wh, r);
      if (where === 'shelf') {
        s.locations++;
        if (wh.locationByCode.get(r.location)!.status === 'active') s.available += available(r);
      } else if (where === 'damaged') s.damaged += r.onHand;
      else s.staged += r.onHand;
      if (r.expiry && (!s.nextExpiry || r.expiry < s.nextExpiry)) s.nextExpiry = r.expiry;
    }
    if (!s.onHand) continue;
    if (held && !s.hold) continue;
    if (expiryLimit && !(s.nextExpiry && s.nextExpiry <= expiryLimit)) continue;
    out.push(s);
  }
  return out;
}

export function stockByLocation(wh: WarehouseData, q: Record<string, unknown>): StockByLocation[] {
  const matches = skuTest(wh, text(q, 'sku'));
  const location = text(q, 'location').toUpperCase();
  const zone = text(q, 'zone').toUpperCase();
  const lpn = text(q, 'lpn').toUpperCase();
  const lot = text(q, 'lot');
  const places = text(q, 'place') ? text(q, 'place').split(',') : [];
  const near = Number(text(q, 'expiresWithin'));
  const expiryLimit = Number.isFinite(near) && near > 0 ? dayAfter(near) : '';
  const held = text(q, 'held') === 'true';
  const out: StockByLocation[] = [];
  for (const r of wh.stock) {
    if (!r.onHand || !matches(r.sku)) continue;
    if (location && !r.location.startsWith(location)) continue;
    const loc = wh.locationByCode.get(r.location);
    if (zone && loc?.zone !== zone) continue;
    if (lpn && !(r.lpn ?? '').includes(lpn)) continue;
    if (lot && r.lot !== lot) continue;
    if (held && !r.hold) continue;
    if (expiryLimit && !(r.expiry && r.expiry <= expiryLimit)) continue;
    const place = placeOf(wh, r);
    if (places.length && !places.includes(place)) continue;
    const p = wh.productBySku.get(r.sku);
    out.push({
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
    });
  }
  return out;
}

/** The journal, newest first, filtered: each line as the record screen shows it. */
export function records(wh: WarehouseData, q: Record<string, unknown>) {
  const matches = skuTest(wh, text(q, 'sku'));
  const types = text(q, 'type') ? text(q, 'type').split(',') : [];
  const doc = text(q, 'docNo').toUpperCase();
  const location = text(q, 'location').toUpperCase();
  const lpn = text(q, 'lpn').toUpperCase();
  const operator = text(q, 'operator').toLowerCase();
  const from = text(q, 'from');
  const to = text(q, 'to');
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
function pageByDate<R>(rows: R[], q: PageQuery, opts: PageOptions, field: string) {
  if (q.sortField !== field) return page(rows, q, opts);
  const has = (r: R) => !!(r as Record<string, unknown>)[field];
  const ordered = [...sortRows(rows.filter(has), q, opts), ...sortRows(rows.filter((r) => !has(r)), {}, opts)];
  return page(ordered, { current: q.current, pageSize: q.pageSize }, { defaultPageSize: opts.defaultPageSize, maxPageSize: opts.maxPageSize });
}

const holdNo = (wh: WarehouseData) => `HD${String(++wh.seq).padStart(7, '0')}`;

export default {
  'GET /api/inventory/stock': handle((req) => {
    const { ledger } = scope(req, [IDS.list]);
    return pageByDate(stockBySku(ledger, req.query), req.query, { sortable: ['sku', 'onHand', 'available', 'hold', 'allocated', 'damaged', 'staged', 'nextExpiry'], defaultSort: { field: 'sku', order: 'ascend' }, tie: 'sku', defaultPageSize: 20, maxPageSize: 1000 }, 'nextExpiry');
  }),
  'GET /api/inventory/rows': handle((req) => {
    const { ledger } = scope(req, [IDS.location, IDS.list]);
    return pageByDate(stockByLocation(ledger, req.query), req.query, { sortable: ['location', 'sku', 'onHand', 'available', 'hold', 'expiry', 'receivedAt'], defaultSort: { field: 'location', order: 'ascend' }, tie: 'id', defaultPageSize: 20, maxPageSize: 1000 }, 'expiry');
  }),
  'GET /api/inventory/records': handle((req) => {
    const { ledger } = scope(req, [IDS.record, IDS.list, IDS.location]);
    // newest first as the journal is read; sorting by other fields is not offered
    return page(records(ledger, req.query), { current: req.query.current, pageSize: req.query.pageSize }, { defaultPageSize: 20, maxPageSize: 1000 });
  }),
  /** Puts units of a stock row on hold (or releases them): one record each, with the reason. */
  'POST /api/inventory/rows/:id/:action': handle((req) => {
    const e = scope(req, [IDS.list, IDS.location]);
    const action = req.params.action;
    if (action !== 'hold' && action !== 'release') throw notFound();
    const { qty, reason } = parseBody(holdSchema, req.body);
    const row = e.ledger.rowById.get(req.params.id);
    if (!row) throw notFound();
    // the number comes back too when the ledger refuses (atomically)
    return asHttp(req, () => atomically(e.ledger, () => {
      const doc = { type: 'hold', no: holdNo(e.ledger) };
      const line = action === 'hold' ? putOnHold(e.ledger, e.ctx, doc, row, qty, reason) : releaseHold(e.ledger, e.ctx, doc, row, qty, reason);
      return { no: doc.no, record: line, row: { id: row.id, onHand: row.onHand, allocated: row.allocated, picked: row.picked, hold: row.hold, available: available(row) } };
    }));
  }),
};
