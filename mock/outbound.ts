import { requireAnyId, requireWarehouse } from './_lib/auth';
import { handle, HttpError, notFound, requestLang, translate, type MockRequest } from './_lib/http';
import { getStore } from './_lib/store';
import { getOutbound } from './_lib/outbound';
import { available } from './_lib/outbound/inventory';
import {
  CARRIERS,
  DOCKS,
  confirmManifest,
  confirmPick,
  createDestroy,
  createManifest,
  createOrder,
  createWave,
  destroyTransition,
  missingParcels,
  recordPrint,
  scanIntoManifest,
  shortPick,
  transition,
  updateOrder,
  validateOrderInput,
  type OrderInput,
} from './_lib/outbound/orders';
import { orderDetail, orderSummary, productHits, queryDestroys, queryOrders } from './_lib/outbound/query';
import { DomainError, type Ctx, type OrderAction, type OrderKind } from './_lib/outbound/types';

/** Menu ids per screen: order list, pick, label, delivery. */
const IDS = {
  b2c: { order: '71', pick: '77', label: '66', delivery: '59' },
  b2b: { order: '297', pick: '298', label: '292', delivery: '277' },
} as const;
const DESTROY_ID = '443';

function kindOf(req: MockRequest): OrderKind {
  const k = req.params.kind;
  if (k !== 'b2c' && k !== 'b2b') throw notFound();
  return k;
}

/** The caller, its warehouse's outbound data and a context for changes; 403 without one of the screens. */
function scope(req: MockRequest, screens: (keyof (typeof IDS)['b2c'])[]) {
  const kind = kindOf(req);
  const user = requireAnyId(req, screens.map((s) => IDS[kind][s]));
  const warehouseId = requireWarehouse(req, user);
  const state = getOutbound();
  const wh = state.warehouses[warehouseId];
  if (!wh) throw notFound();
  const code = getStore().warehouses.find((w) => w.id === warehouseId)?.code ?? warehouseId;
  const ctx: Ctx = { operator: user.name, now: new Date().toISOString() };
  return { kind, user, state, wh, ctx, code };
}

/** Runs a domain operation; a refusal becomes an HTTP error with the state and action named in the caller's language. */
function domain<T>(req: MockRequest, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof DomainError) throw toHttp(req, e);
    throw e;
  }
}

function toHttp(req: MockRequest, e: DomainError) {
  const lang = requestLang(req);
  const vars = { ...e.vars };
  if (typeof vars.status === 'string') vars.status = translate(lang, `outbound.status.${vars.status}`);
  if (typeof vars.action === 'string') vars.action = translate(lang, `outbound.action.${vars.action}`);
  if (typeof vars.reason === 'string') vars.reason = translate(lang, `outbound.scan.${vars.reason}`);
  return new HttpError(e.status, e.key, vars);
}

const message = (req: MockRequest, e: unknown) => {
  const h = e instanceof DomainError ? toHttp(req, e) : e instanceof HttpError ? e : undefined;
  return h ? translate(requestLang(req), h.key, h.vars) : String(e);
};

function orderOf(wh: ReturnType<typeof scope>['wh'], kind: OrderKind, id: string) {
  const o = wh.orderById.get(id);
  if (!o || o.kind !== kind) throw notFound();
  return o;
}

const BULK: Record<string, OrderAction> = { allocate: 'allocate', cancel: 'cancel', resolve: 'resolve' };

export default {
  'GET /api/outbound/:kind/orders': handle((req) => {
    const { state, wh, kind } = scope(req, ['order', 'pick', 'label', 'delivery']);
    const { data, total, counts, all } = queryOrders(state, wh, kind, req.query);
    return { list: data, total, counts, all };
  }),

  'GET /api/outbound/:kind/orders/:id': handle((req) => {
    const { state, wh, kind } = scope(req, ['order', 'pick', 'label', 'delivery']);
    return orderDetail(state, wh, orderOf(wh, kind, req.params.id));
  }),

  'POST /api/outbound/:kind/orders': handle((req) => {
    const { state, wh, kind, ctx, code } = scope(req, ['order']);
    return orderSummary(state, domain(req, () => createOrder(state, wh, ctx, kind, req.body as OrderInput, code)));
  }),

  'PUT /api/outbound/:kind/orders/:id': handle((req) => {
    const { state, wh, kind, ctx } = scope(req, ['order']);
    const o = orderOf(wh, kind, req.params.id);
    return orderSummary(state, domain(req, () => updateOrder(state, wh, ctx, o, req.body as OrderInput)));
  }),

  /** allocate / cancel / resolve many orders; each succeeds or fails on its own. */
  'POST /api/outbound/:kind/orders/bulk': handle((req) => {
    const { wh, kind, ctx } = scope(req, ['order']);
    const action = BULK[String(req.body?.action)];
    if (!action) throw new HttpError(400, 'server.badRequest');
    const ids: string[] = Array.isArray(req.body?.ids) ? req.body.ids : [];
    const done: string[] = [];
    const failed: { no: string; message: string }[] = [];
    for (const id of ids) {
      const o = orderOf(wh, kind, id);
      try {
        transition(wh, ctx, o, action, { reason: req.body?.reason });
        done.push(o.no);
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        failed.push({ no: o.no, message: message(req, e) });
      }
    }
    return { done, failed };
  }),

  /** Import preview: every row with its problems (translated), nothing saved. */
  'POST /api/outbound/:kind/orders/import/check': handle((req) => {
    const { state, wh, kind } = scope(req, ['order']);
    const rows: OrderInput[] = Array.isArray(req.body?.rows) ? req.body.rows : [];
    const seen = new Set<string>();
    const lang = requestLang(req);
    return rows.map((row, index) => {
      const problems = validateOrderInput(state, wh, kind, row);
      const no = row.no?.trim();
      if (no && seen.has(no)) problems.push({ field: 'no', key: 'server.order.duplicateNo', vars: { no } });
      if (no) seen.add(no);
      return { index, errors: problems.map((p) => translate(lang, p.key, p.vars)) };
    });
  }),

  /** Imports the rows that are valid (rechecked here); answers what was created and what was skipped. */
  'POST /api/outbound/:kind/orders/import': handle((req) => {
    const { state, wh, kind, ctx, code } = scope(req, ['order']);
    const rows: OrderInput[] = Array.isArray(req.body?.rows) ? req.body.rows : [];
    const created: string[] = [];
    let skipped = 0;
    for (const row of rows) {
      if (validateOrderInput(state, wh, kind, row).length) {
        skipped++;
        continue;
      }
      created.push(createOrder(state, wh, ctx, kind, row, code).no);
    }
    return { created, skipped };
  }),

  'GET /api/outbound/:kind/products': handle((req) => {
    const { state, wh } = scope(req, ['order']);
    return productHits(state, wh, String(req.query.q ?? ''));
  }),

  'GET /api/outbound/:kind/meta': handle((req) => {
    scope(req, ['order', 'pick', 'label', 'delivery']);
    return { carriers: CARRIERS, docks: DOCKS };
  }),

  // ------------------------------------------------------------ pick

  'GET /api/outbound/:kind/waves': handle((req) => {
    const { wh, kind } = scope(req, ['pick']);
    const list = wh.waves.filter((w) => w.kind === kind).reverse();
    const pageSize = Math.min(Number(req.query.pageSize) || 10, 100);
    const current = Math.max(Number(req.query.current) || 1, 1);
    return {
      total: list.length,
      list: list.slice((current - 1) * pageSize, current * pageSize).map((w) => ({
        id: w.id, no: w.no, status: w.status, orders: w.orderIds.length, tasks: w.tasks.length,
        done: w.tasks.filter((t) => t.status !== 'open').length, createdAt: w.createdAt, operator: w.operator,
      })),
    };
  }),

  'POST /api/outbound/:kind/waves': handle((req) => {
    const { wh, kind, ctx } = scope(req, ['pick', 'order']);
    const ids: string[] = Array.isArray(req.body?.orderIds) ? req.body.orderIds : [];
    const orders = ids.map((id) => orderOf(wh, kind, id));
    const w = domain(req, () => createWave(wh, ctx, kind, orders));
    return { id: w.id, no: w.no };
  }),

  'GET /api/outbound/:kind/waves/:id': handle((req) => {
    const { state, wh, kind } = scope(req, ['pick']);
    const w = wh.waves.find((x) => x.id === req.params.id && x.kind === kind);
    if (!w) throw notFound();
    return {
      id: w.id, no: w.no, status: w.status, createdAt: w.createdAt, operator: w.operator,
      tasks: w.tasks.map((t) => {
        const p = state.productBySku.get(t.sku)!;
        return { ...t, nameZh: p.nameZh, nameEn: p.nameEn, barcodes: p.barcodes };
      }),
    };
  }),

  'POST /api/outbound/:kind/waves/:id/tasks/:taskId/pick': handle((req) => {
    const { wh, kind, ctx } = scope(req, ['pick']);
    const w = wh.waves.find((x) => x.id === req.params.id && x.kind === kind);
    if (!w) throw notFound();
    return domain(req, () => confirmPick(wh, ctx, w, req.params.taskId, Number(req.body?.qty)));
  }),

  'POST /api/outbound/:kind/waves/:id/tasks/:taskId/short': handle((req) => {
    const { wh, kind, ctx } = scope(req, ['pick']);
    const w = wh.waves.find((x) => x.id === req.params.id && x.kind === kind);
    if (!w) throw notFound();
    return domain(req, () => shortPick(wh, ctx, w, req.params.taskId, Number(req.body?.found), String(req.body?.reason ?? '')));
  }),

  // ------------------------------------------------------------ label

  'POST /api/outbound/:kind/orders/:id/label': handle((req) => {
    const { state, wh, kind, ctx } = scope(req, ['label']);
    const o = orderOf(wh, kind, req.params.id);
    return orderDetail(state, wh, domain(req, () => transition(wh, ctx, o, 'label')));
  }),

  'POST /api/outbound/:kind/orders/:id/print': handle((req) => {
    const { state, wh, kind } = scope(req, ['label']);
    const o = orderOf(wh, kind, req.params.id);
    return orderDetail(state, wh, domain(req, () => recordPrint(o, Number(req.body?.copies ?? 1))));
  }),

  // ------------------------------------------------------------ delivery

  'GET /api/outbound/:kind/manifests': handle((req) => {
    const { wh, kind } = scope(req, ['delivery']);
    // newest first (seeded manifests are not created in time order)
    const list = wh.manifests
      .filter((m) => m.kind === kind && (!req.query.status || m.status === req.query.status))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.no.localeCompare(a.no));
    const pageSize = Math.min(Number(req.query.pageSize) || 10, 100);
    const current = Math.max(Number(req.query.current) || 1, 1);
    return {
      total: list.length,
      list: list.slice((current - 1) * pageSize, current * pageSize).map(({ scanned, unexpected, shippedOrderIds, ...m }) => ({
        ...m, scannedCount: scanned.length, unexpectedCount: unexpected.length, shippedCount: shippedOrderIds.length,
      })),
    };
  }),

  'POST /api/outbound/:kind/manifests': handle((req) => {
    const { wh, kind, ctx } = scope(req, ['delivery']);
    return domain(req, () => createManifest(wh, ctx, kind, String(req.body?.carrier ?? ''), req.body?.dock, req.body?.trailer));
  }),

  'GET /api/outbound/:kind/manifests/:id': handle((req) => {
    const { wh, kind } = scope(req, ['delivery']);
    const m = wh.manifests.find((x) => x.id === req.params.id && x.kind === kind);
    if (!m) throw notFound();
    const lang = requestLang(req);
    return {
      ...m,
      scanned: m.scanned.map((t) => ({ trackingNo: t, orderNo: wh.orderByTracking.get(t)?.no })),
      unexpected: m.unexpected.map((u) => ({ ...u, reasonText: translate(lang, `outbound.scan.${u.reason}`) })),
      missing: missingParcels(wh, m),
    };
  }),

  'POST /api/outbound/:kind/manifests/:id/scan': handle((req) => {
    const { wh, kind } = scope(req, ['delivery']);
    const m = wh.manifests.find((x) => x.id === req.params.id && x.kind === kind);
    if (!m) throw notFound();
    const r = domain(req, () => scanIntoManifest(wh, m, String(req.body?.trackingNo ?? '')));
    return r.ok ? r : { ...r, reasonText: translate(requestLang(req), `outbound.scan.${r.reason}`) };
  }),

  'POST /api/outbound/:kind/manifests/:id/confirm': handle((req) => {
    const { wh, kind, ctx } = scope(req, ['delivery']);
    const m = wh.manifests.find((x) => x.id === req.params.id && x.kind === kind);
    if (!m) throw notFound();
    const done = domain(req, () => confirmManifest(wh, ctx, m));
    return { id: done.id, shipped: done.shippedOrderIds.length };
  }),

  // ------------------------------------------------------------ destroy

  /** Destroy orders by state, filtered, sorted and paged on the server, with counts per state (the tabs). */
  'GET /api/outbound/destroy': handle((req) => {
    const user = requireAnyId(req, [DESTROY_ID]);
    const wh = getOutbound().warehouses[requireWarehouse(req, user)];
    if (!wh) throw notFound();
    const { data, total, counts, all } = queryDestroys(getOutbound(), wh, req.query);
    return { list: data, total, counts, all };
  }),

  /** Stock rows with available quantity, for choosing what to destroy. */
  'GET /api/outbound/destroy/stock': handle((req) => {
    const user = requireAnyId(req, [DESTROY_ID]);
    const state = getOutbound();
    const wh = state.warehouses[requireWarehouse(req, user)];
    if (!wh) throw notFound();
    const q = String(req.query.q ?? '').trim().toUpperCase();
    const sku = q ? (state.skuByBarcode.get(q) ?? q) : '';
    return wh.inventory
      .filter((r) => available(r) > 0 && (!q || r.sku.includes(sku) || r.location.startsWith(q)))
      .slice(0, 50)
      .map((r) => ({ rowId: r.id, location: r.location, sku: r.sku, available: available(r), nameZh: state.productBySku.get(r.sku)?.nameZh, nameEn: state.productBySku.get(r.sku)?.nameEn }));
  }),

  'POST /api/outbound/destroy': handle((req) => {
    const user = requireAnyId(req, [DESTROY_ID]);
    const wh = getOutbound().warehouses[requireWarehouse(req, user)];
    if (!wh) throw notFound();
    return domain(req, () => createDestroy(wh, { operator: user.name, now: new Date().toISOString() }, req.body ?? {}));
  }),

  'POST /api/outbound/destroy/:id/:action': handle((req) => {
    const user = requireAnyId(req, [DESTROY_ID]);
    const wh = getOutbound().warehouses[requireWarehouse(req, user)];
    const d = wh?.destroys.find((x) => x.id === req.params.id);
    if (!wh || !d) throw notFound();
    const action = req.params.action;
    if (action !== 'approve' && action !== 'execute' && action !== 'cancel') throw notFound();
    return domain(req, () => destroyTransition(wh, { operator: user.name, now: new Date().toISOString() }, d, action));
  }),
};
