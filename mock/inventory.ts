/**
 * Inventory read endpoints over the warehouse ledger: stock by SKU (34), by location (35), the
 * movement journal (273), and holds on a stock row. Every figure is read from the ledger's rows
 * and journal (mock/_lib/ledger.ts); nothing here keeps its own counts.
 */
import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { requireAnyId, requireWarehouse } from './_lib/auth';
import { handle, notFound, type MockRequest } from './_lib/http';
import { PAGE_QUERY } from './_lib/paging';
import { z } from 'zod';
import { parseBody } from './_lib/validate';
import { audited } from './_lib/audit';
import { asHttp } from './_lib/kits/document';
import { atomically, available, putOnHold, releaseHold } from './_lib/ledger';
import { inboundEnv } from './_lib/inbound';
import { holdSchema, LOT_ACTIONS, lotHoldSchema, INVENTORY_MENU_IDS as IDS } from '../src/domain/inventory';
import { holdLot, lotRows, lotName, traceLot } from './_lib/inventory/lots';
import { pageByDate, ROWS_PAGE, STOCK_PAGE, stockByLocation, stockBySku } from './_lib/inventory/scan';
import { recordsPage, stockByLocationPage, stockBySkuPage } from './_lib/inventory/query';
import type { Site as WarehouseData } from './_lib/site/types';
import { holdAnswer, lotHoldAnswer, lotTraceAnswer, recordPageAnswer, stockByLocationPageAnswer, stockBySkuPageAnswer } from '../src/domain/inventory/answers';

export { records, stockByLocation, stockBySku } from './_lib/inventory/scan';

/** The caller's warehouse (its inbound seeded too: staged stock is part of the picture), for one of `ids`. */
function scope(req: MockRequest, ids: readonly string[]) {
  const user = requireAnyId(req, [...ids]);
  const warehouseId = requireWarehouse(req, user);
  return inboundEnv(warehouseId, { operator: user.name, now: new Date().toISOString() });
}

const holdNo = (wh: WarehouseData) => `HD${String(++wh.seq).padStart(7, '0')}`;

const filter = z.string().optional();
/** A list's query: its filters (text) and paging, sorted by one of `sortable`. */
const listQuery = (filters: string[], sortable: readonly string[] = []) => z.object({ ...Object.fromEntries(filters.map((f) => [f, filter])), ...PAGE_QUERY, ...(sortable.length ? { sortField: z.enum(sortable as [string, ...string[]]).optional() } : {}) });
const inWarehouse = { warehouse: true } as const;

export default defineRoutes({
  'GET /api/inventory/stock': handle({ summary: 'Stock by SKU over the warehouse, filtered, sorted and paged.', access: { any: [IDS.list] }, ...inWarehouse, query: listQuery(['sku', 'category', 'expiresWithin', 'held'], STOCK_PAGE.sortable), answer: stockBySkuPageAnswer }, (req) => {
    const { ledger } = scope(req, [IDS.list]);
    // by SKU from the indexes (also by next expiry, FEFO); the quantity sorts read every row
    return stockBySkuPage(ledger, req.query) ?? pageByDate(stockBySku(ledger, req.query), req.query, STOCK_PAGE, 'nextExpiry');
  }),
  'GET /api/inventory/rows': handle({ summary: 'Stock rows by location (and pallet, lot, expiry), filtered, sorted and paged.', access: { any: [IDS.location, IDS.list] }, ...inWarehouse, query: listQuery(['location', 'zone', 'sku', 'lpn', 'lot', 'place', 'expiresWithin', 'held'], ROWS_PAGE.sortable), answer: stockByLocationPageAnswer }, (req) => {
    const { ledger } = scope(req, [IDS.location, IDS.list]);
    return stockByLocationPage(ledger, req.query) ?? pageByDate(stockByLocation(ledger, req.query), req.query, ROWS_PAGE, 'expiry');
  }),
  'GET /api/inventory/records': handle({ summary: 'The movement journal, newest first, filtered and paged.', access: { any: [IDS.record, IDS.list, IDS.location] }, ...inWarehouse, query: listQuery(['type', 'docNo', 'sku', 'location', 'lpn', 'operator', 'from', 'to']), answer: recordPageAnswer }, (req) => {
    const { ledger } = scope(req, [IDS.record, IDS.list, IDS.location]);
    // newest first; sorting by other fields is not offered
    return recordsPage(ledger, req.query);
  }),
  /** Puts units of a stock row on hold (or releases them): one record each, with the reason. */
  'POST /api/inventory/rows/:id/:action': handle({ summary: 'Puts units of a stock row on hold, or releases them, with the reason.', access: { any: [IDS.list, IDS.location] }, ...inWarehouse, params: z.object({ action: z.enum(['hold', 'release']) }), body: holdSchema, answer: holdAnswer }, (req) => {
    const e = scope(req, [IDS.list, IDS.location]);
    const action = req.params.action;
    if (action !== 'hold' && action !== 'release') throw notFound();
    const { qty, reason } = parseBody(holdSchema, req.body);
    const row = e.ledger.rowById.get(req.params.id);
    if (!row) throw notFound();
    // the number comes back too when the ledger refuses (atomically)
    const figures = () => ({ onHand: row.onHand, allocated: row.allocated, picked: row.picked, hold: row.hold, available: available(row) });
    const who = { entity: 'stock', entityId: row.id, record: `${row.sku} @ ${row.location}`, warehouseId: e.ledger.warehouseId, action, operator: e.ctx.operator, at: e.ctx.now };
    return asHttp(req, () => audited(who, figures, () => atomically(e.ledger, () => {
      const doc = { type: 'hold', no: holdNo(e.ledger) };
      const line = action === 'hold' ? putOnHold(e.ledger, e.ctx, doc, row, qty, reason) : releaseHold(e.ledger, e.ctx, doc, row, qty, reason);
      return { no: doc.no, record: line, row: { id: row.id, ...figures() } };
    })));
  }),

  // ---- lots (601): where a lot is, what moved and shipped it; hold or release it everywhere
  'GET /api/inventory/lots/trace': handle({ summary: 'A lot\'s trace: its stock rows now, the documents that moved it, the orders that shipped it.', access: { any: [IDS.lot] }, ...inWarehouse, query: z.object({ lot: z.string(), sku: filter }), answer: lotTraceAnswer }, (req) => {
    const { ledger } = scope(req, [IDS.lot]);
    return asHttp(req, () => traceLot(ledger, { lot: String(req.query.lot ?? ''), sku: typeof req.query.sku === 'string' ? req.query.sku : undefined }));
  }),
  /** One hold document over every row of the lot; one audit entry for the lot. */
  'POST /api/inventory/lots/:action': handle({ summary: 'Puts every available unit of a lot on hold at every location, or releases the lot\'s quality holds, with the reason.', access: { any: [IDS.lot] }, ...inWarehouse, params: z.object({ action: z.enum(LOT_ACTIONS) }), body: lotHoldSchema, answer: lotHoldAnswer }, (req) => {
    const e = scope(req, [IDS.lot]);
    const action = req.params.action;
    if (action !== 'hold' && action !== 'release') throw notFound();
    const input = parseBody(lotHoldSchema, req.body);
    const lot = lotName(e.ledger, input.lot) ?? input.lot.trim();
    const figures = () => lotRows(e.ledger, lot).map((r) => ({ id: r.id, sku: r.sku, location: r.location, onHand: r.onHand, hold: r.hold, available: available(r) }));
    const who = { entity: 'lot', entityId: lot, record: `${lot}${input.sku ? ` · ${input.sku}` : ''}`, warehouseId: e.ledger.warehouseId, action, operator: e.ctx.operator, at: e.ctx.now };
    return asHttp(req, () => audited(who, figures, () => holdLot(e.ledger, e.ctx, action, input, () => holdNo(e.ledger))));
  }),
});
