/**
 * Transfers between warehouses (602) and the stock across the caller's warehouses (603); a transfer
 * is a B2B order of the source (mock/_lib/outbound/transfers.ts), received at the destination's tally.
 */
import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { z } from 'zod';
import { requireAnyId, requireWarehouse } from './_lib/auth';
import { defineRoutes } from './_lib/contract';
import { handle, notFound, type MockRequest } from './_lib/http';
import { asHttp } from './_lib/kits/document';
import { PAGE_QUERY } from './_lib/paging';
import { parseBody } from './_lib/validate';
import { networkPage } from './_lib/inventory/network';
import { outboundOf } from './_lib/outbound';
import { cancelTransfer, createTransfer, transferRow, transfersOf, transferTargets } from './_lib/outbound/transfers';
import { ACTION_KEYS, STATUS_KEYS } from '../src/domain/outbound/labels';
import { NETWORK_MENU_ID, TRANSFER_MENU_ID, TRANSFER_STATUSES, networkList, transferCancelSchema, transferList, transferMeta, transferRow as transferRowAnswer, transferSchema } from '../src/domain/outbound/transfer';

/** The caller, in its warehouse, holding the transfer list's id there. */
function scope(req: MockRequest) {
  const user = requireAnyId(req, [TRANSFER_MENU_ID]);
  const warehouseId = requireWarehouse(req, user);
  const wh = outboundOf(warehouseId);
  if (!wh) throw notFound();
  return { user, wh, ctx: { operator: user.name, now: new Date().toISOString() } };
}

const onTransfers = { access: { any: [TRANSFER_MENU_ID] }, warehouse: true } as const;
const WORDS = { status: STATUS_KEYS, action: ACTION_KEYS };
const named = (w: { id: string; code: string; name: string }) => ({ id: w.id, code: w.code, name: w.name });

export default defineRoutes({
  'GET /api/transfers/meta': handle({ summary: 'Warehouses a transfer from the current one may go to: enabled, held by the caller.', ...onTransfers, answer: transferMeta }, (req) => {
    const { user, wh } = scope(req);
    return { warehouses: transferTargets(user.warehouseIds, wh.warehouseId).map(named) };
  }),

  'GET /api/transfers': handle(
    {
      summary: 'Transfers leaving or reaching the current warehouse, newest first, with their state, units in transit and notice.',
      ...onTransfers,
      query: z.object({ status: z.string().optional(), no: z.string().optional(), ...PAGE_QUERY }),
      answer: transferList,
    },
    (req) => {
      const { wh } = scope(req);
      const wanted = String(req.query.status ?? '').split(',').filter((s) => (TRANSFER_STATUSES as readonly string[]).includes(s));
      const no = String(req.query.no ?? '').trim().toUpperCase();
      const rows = transfersOf(wh.warehouseId)
        .filter(({ order }) => !no || order.no.includes(no))
        .map(({ wh: from, order }) => transferRow(from, order));
      const counts = Object.fromEntries(TRANSFER_STATUSES.map((s) => [s, rows.filter((r) => r.status === s).length]));
      const shown = rows.filter((r) => !wanted.length || wanted.includes(r.status));
      const pageSize = Math.min(Math.max(Number(req.query.pageSize) || 20, 1), 100);
      const current = Math.max(Number(req.query.current) || 1, 1);
      return { list: shown.slice((current - 1) * pageSize, current * pageSize), total: shown.length, counts, all: rows.length };
    },
  ),

  'POST /api/transfers': handle({ summary: 'Creates a transfer to another warehouse of the caller\'s: a B2B order of this one, to ship through outbound.', ...onTransfers, body: transferSchema, answer: transferRowAnswer }, (req) => {
    const { user, wh, ctx } = scope(req);
    const input = parseBody(transferSchema, req.body);
    const order = asHttp(req, () => createTransfer(wh, ctx, user.warehouseIds, input), WORDS);
    return transferRow(wh, order);
  }),

  'POST /api/transfers/:id/cancel': handle({ summary: 'Cancels a transfer before it ships: its reservations are released (picked units put back).', ...onTransfers, body: transferCancelSchema, answer: transferRowAnswer }, (req) => {
    const { wh, ctx } = scope(req);
    const { reason } = parseBody(transferCancelSchema, req.body);
    const order = wh.orderById.get(req.params.id);
    if (!order?.transfer) throw notFound();
    asHttp(req, () => cancelTransfer(wh, ctx, order, reason), WORDS);
    return transferRow(wh, order);
  }),

  'GET /api/inventory/network': handle(
    {
      summary: 'Stock across the warehouses the caller holds: per SKU and warehouse, available, on hand and in transit to it.',
      access: { any: [NETWORK_MENU_ID] },
      warehouse: true,
      query: z.object({ sku: z.string().optional(), warehouse: z.string().optional(), ...PAGE_QUERY }),
      answer: networkList,
    },
    (req) => {
      const user = requireAnyId(req, [NETWORK_MENU_ID]);
      requireWarehouse(req, user);
      return networkPage(user.warehouseIds, req.query as Record<string, string>);
    },
  ),
});
