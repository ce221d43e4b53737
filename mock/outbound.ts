import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { requireAnyId, requireWarehouse } from './_lib/auth';
import { auditedRecord, auditOf, auditWrite } from './_lib/audit';
import { errorBody, handle, HttpError, notFound, requestLang, translate, type FieldProblem, type MockRequest } from './_lib/http';
import { ACTION_KEYS, STATUS_KEYS } from '../src/domain/outbound/labels';
import { page, PAGE_QUERY } from './_lib/paging';
import { z } from 'zod';
import { getStore } from './_lib/store';
import { parseBody } from './_lib/validate';
import {
  emptyBodySchema,
  importCheckSchema,
  importSchema,
  manifestSchema,
  orderSchema,
  packCloseSchema,
  packScanSchema,
  pickSchema,
  printSchema,
  scanSchema,
  shortPickSchema,
  shipShortSchema,
  putbackConfirmSchema,
  toteBindSchema,
  waveSchema,
  ORDER_KINDS,
} from '../src/domain/outbound/schema';
import { wavePlanSchema, type PlannedWave, type PlanOrder } from '../src/domain/outbound/wavePlan';
import {
  destroyReasons,
  destroyStock,
  importAnswer,
  importRowsCheck,
  listOf,
  manifest,
  manifestConfirmed,
  manifestDetail,
  manifestRow,
  MANIFEST_STATUSES,
  orderDetail as orderDetailAnswer,
  outboundMeta,
  packSession,
  pickTask,
  productHits as productHitsAnswer,
  putbackAnswer,
  scanResult,
  waveCreated,
  waveDetail,
  wavePlanCreated,
  wavePlanPreview,
  waveRow,
  waveTotes,
} from '../src/domain/outbound/answers';
import { getOutbound } from './_lib/outbound';
import { available } from './_lib/outbound/inventory';
import { destroyDocument, kindOf, orderDocument } from './_lib/outbound/documents';
import { asHttp, documentRoutes, word } from './_lib/kits/document';
import {
  offeredCarriers,
  dictionaryEntries,
  outboundDocks,
  confirmManifest,
  bindTote,
  confirmPick,
  confirmPutback,
  createManifest,
  createOrder,
  createWave,
  createPlannedWaves,
  previewWavePlan,
  missingParcels,
  orderProblems,
  recordPrint,
  scanIntoManifest,
  shortPick,
  transition,
  type InputProblem,
  type OrderInput,
} from './_lib/outbound/orders';
import { orderDetail, productHits, putbackOf } from './_lib/outbound/query';
import { putbackTaskId } from './_lib/outbound/putbacks';
import { closePackCarton, completePacking, openPackCarton, packScan, packSessionOf } from './_lib/outbound/packing';
import { DESTROY_MENU_ID, OUTBOUND_MENU_IDS } from '../src/domain/outbound/machine';
import type { Catalog, Ctx, OrderKind, WarehouseData, Wave } from './_lib/outbound/types';
import type { BasicEntry } from './_lib/master/types';
import { confirmingTask } from './_lib/task';
import { requireScans } from './_lib/master/operations';

/** A dictionary entry as selects name it. */
const named = ({ code, nameZh, nameEn }: BasicEntry) => ({ code, nameZh, nameEn });

/** A planned wave as the preview answers it. */
const plannedWaveOf = (p: PlannedWave<PlanOrder>) => ({
  carrier: p.carrier,
  ...(p.zone ? { zone: p.zone } : {}),
  orders: p.orders.length,
  lines: p.orders.reduce((s, o) => s + o.lines, 0),
  units: p.orders.reduce((s, o) => s + o.units, 0),
  orderNos: p.orders.map((o) => o.no),
});

/** Menu ids per screen: order list, pick, pack, label, delivery. */
const IDS = OUTBOUND_MENU_IDS;

/** The caller, its warehouse's outbound data and a context for changes; 403 without one of the screens. */
function scope(req: MockRequest, screens: Screen[]) {
  const kind = kindOf(req.params);
  const user = requireAnyId(req, screens.map((s) => IDS[kind][s]));
  const warehouseId = requireWarehouse(req, user);
  const wh = getOutbound().warehouses[warehouseId];
  if (!wh) throw notFound();
  // the warehouse's catalog: its products (master data)
  const state: Catalog = wh;
  const code = getStore().warehouses.find((w) => w.id === warehouseId)?.code ?? warehouseId;
  const ctx: Ctx = { operator: user.name, now: new Date().toISOString() };
  return { kind, user, state, wh, ctx, code };
}

type Screen = keyof (typeof IDS)['b2c'];

/** The contract's access of routes under `/api/outbound/:kind`: any of the screens' menu ids of the kind, in the Current-Warehouse. */
const onScreens = (...screens: Screen[]) => ({
  params: z.object({ kind: z.enum(ORDER_KINDS) }),
  access: (p: Record<string, string>) => ({ any: screens.map((s) => IDS[p.kind as OrderKind]?.[s]) }),
  warehouse: true,
});
const kindParam = (p: Record<string, string>) => p.kind as OrderKind;

/** Why a scanned parcel does not belong on a manifest (scanIntoManifest's reasons). */
const SCAN_REASON_KEYS: Record<string, string> = {
  unknown: 'outbound.scan.unknown',
  wrongKind: 'outbound.scan.wrongKind',
  wrongCarrier: 'outbound.scan.wrongCarrier',
  notLabelled: 'outbound.scan.notLabelled',
  otherManifest: 'outbound.scan.otherManifest',
};

/** Refusals name states, actions and scan reasons in the caller's words. */
const WORDS = { status: STATUS_KEYS, action: ACTION_KEYS };

/** Runs a domain operation; a refusal becomes an HTTP error with the state, action and scan reason named in the caller's language. */
function domain<T>(req: MockRequest, fn: () => T): T {
  try {
    return asHttp(req, fn, WORDS);
  } catch (e) {
    if (e instanceof HttpError && typeof e.vars.reason === 'string') e.vars.reason = word(requestLang(req), SCAN_REASON_KEYS, e.vars.reason);
    throw e;
  }
}

function orderOf(wh: WarehouseData, kind: OrderKind, id: string) {
  const o = wh.orderById.get(id);
  if (!o || o.kind !== kind) throw notFound();
  return o;
}

/** A wave's orders with their state and tote (cluster picking). */
const waveOrders = (wh: WarehouseData, w: Wave) =>
  w.orderIds.flatMap((id) => {
    const o = wh.orderById.get(id);
    return o ? [{ id: o.id, no: o.no, status: o.status, ...(w.totes?.[id] ? { tote: w.totes[id] } : {}) }] : [];
  });

/** The orders of `ids` (the body's `field`), all found before anything changes: else a 404 naming each missing one. */
function ordersOf(wh: WarehouseData, kind: OrderKind, ids: string[], field: string) {
  const missing: Record<string, string> = {};
  const orders = ids.flatMap((id, i) => {
    const o = wh.orderById.get(id);
    if (o && o.kind === kind) return [o];
    missing[`${field}.${i}`] = 'server.notFound';
    return [];
  });
  if (Object.keys(missing).length) throw new HttpError(404, 'server.notFound', {}, missing);
  return orders;
}

/** Store checks of an order (number taken, unknown SKU) as a 400 naming each field; `prefix` for a row of an import. */
function problemsError(problems: InputProblem[], prefix = '') {
  const fields: Record<string, FieldProblem> = {};
  for (const p of problems) fields[prefix + p.field] ??= { key: p.key, vars: p.vars };
  const [first] = problems;
  return new HttpError(400, first.key, first.vars, fields);
}

/** The import column each order field comes from: its problems are shown under the column's name. */
const IMPORT_COLUMN: Record<string, string> = {
  no: 'outbound.import.col.no',
  'receiver.name': 'outbound.import.col.receiver',
  'receiver.phone': 'outbound.import.col.phone',
  'receiver.address': 'outbound.import.col.address',
  'receiver.city': 'outbound.import.col.city',
  carrier: 'outbound.import.col.carrier',
  cartons: 'outbound.import.col.cartons',
  'lines.sku': 'outbound.import.col.sku',
};

/**
 * The preview's words for the fields an import row most often gets wrong (what the people who
 * fill the files know); other fields get the schema's message under the column's name.
 */
const IMPORT_PROBLEM: Record<string, string> = {
  receiver: 'server.order.receiverRequired',
  'receiver.name': 'server.order.receiverRequired',
  'receiver.address': 'server.order.addressRequired',
  carrier: 'server.order.carrierInvalid',
  cartons: 'server.order.cartonsInvalid',
  lines: 'server.order.linesRequired',
  'lines.qty': 'server.order.badQty',
};

/**
 * The row's number, carrier and SKUs where they are text, for the store checks of a row the schema
 * refused (the carrier only when the schema took it: its own problem is listed already otherwise).
 */
function storeCheckable(row: unknown, carrierRefused: boolean): OrderInput {
  const r = (row && typeof row === 'object' ? row : {}) as { no?: unknown; carrier?: unknown; lines?: unknown };
  const lines = Array.isArray(r.lines) ? r.lines : [];
  return {
    no: typeof r.no === 'string' ? r.no : undefined,
    carrier: !carrierRefused && typeof r.carrier === 'string' ? r.carrier.trim().toUpperCase() : undefined,
    lines: lines.flatMap((l) => (l && typeof l.sku === 'string' && l.sku.trim() ? [{ sku: l.sku.trim(), qty: 1 }] : [])),
  } as OrderInput;
}

/** One import row's problems, translated: the schema's, then the store's (number taken, unknown SKU). */
function importRowErrors(req: MockRequest, state: ReturnType<typeof scope>['state'], wh: WarehouseData, kind: OrderKind, row: unknown): { input?: OrderInput; errors: string[] } {
  const lang = requestLang(req);
  const storeErrors = (input: OrderInput) => orderProblems(state, wh, input).map((p) => translate(lang, p.key, p.vars));
  try {
    const input = parseBody(orderSchema(kind), row);
    return { input, errors: storeErrors(input) };
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    const { fields = {} } = errorBody(lang, e);
    const errors = Object.entries(fields).map(([field, text]) => {
      const general = field.replace(/\.\d+(\.|$)/, '$1');
      const key = IMPORT_PROBLEM[general];
      if (key) return translate(lang, key, { qty: String(valueAt(row, field) ?? '') });
      const column = IMPORT_COLUMN[general];
      return column ? `${translate(lang, column)}: ${text}` : `${field}: ${text}`;
    });
    const carrierRefused = Object.keys(fields).some((f) => f === 'carrier' || f === 'body');
    return { errors: [...new Set([...errors, ...storeErrors(storeCheckable(row, carrierRefused))])] };
  }
}

/** The value at a dot path of a body (`lines.0.qty`). */
function valueAt(body: unknown, path: string): unknown {
  return path.split('.').reduce<any>((v, p) => (v && typeof v === 'object' ? v[p] : undefined), body);
}

export default defineRoutes({
  /** Import preview: every row with its problems (translated), nothing saved. */
  'POST /api/outbound/:kind/orders/import/check': handle({ summary: 'Checks order rows of an import file: each row with its problems, nothing saved.', ...onScreens('order'), body: importCheckSchema, answer: importRowsCheck }, (req) => {
    const { state, wh, kind } = scope(req, ['order']);
    const { rows } = parseBody(importCheckSchema, req.body);
    const seen = new Set<string>();
    const lang = requestLang(req);
    return rows.map((row, index) => {
      const { input, errors } = importRowErrors(req, state, wh, kind, row);
      const no = input?.no?.trim();
      if (no && seen.has(no)) errors.push(translate(lang, 'server.order.duplicateNo', { no }));
      if (no) seen.add(no);
      return { index, errors };
    });
  }),

  /** Imports the rows, all of them (rechecked here) or none: a 400 names each bad row's fields (`rows.3.no`). */
  'POST /api/outbound/:kind/orders/import': handle({ summary: 'Imports order rows, all of them or none: a 400 names each bad row\'s fields.', ...onScreens('order'), body: (p) => importSchema(kindParam(p)), answer: importAnswer }, (req) => {
    const { state, wh, kind, ctx, code } = scope(req, ['order']);
    const { rows } = parseBody(importSchema(kind), req.body);
    const problems: InputProblem[] = [];
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      for (const p of orderProblems(state, wh, row)) problems.push({ ...p, field: `rows.${i}.${p.field}` });
      const no = row.no?.trim();
      if (no && seen.has(no)) problems.push({ field: `rows.${i}.no`, key: 'server.order.duplicateNo', vars: { no } });
      if (no) seen.add(no);
    });
    if (problems.length) throw problemsError(problems);
    return { created: rows.map((row) => domain(req, () => createOrder(state, wh, ctx, kind, row, code)).no) };
  }),

  'GET /api/outbound/:kind/products': handle({ summary: 'Products matching a SKU, barcode or name, with their available quantity, for an order line.', ...onScreens('order'), query: z.object({ q: z.string().optional() }), answer: productHitsAnswer }, (req) => {
    const { state, wh } = scope(req, ['order']);
    return productHits(state, wh, String(req.query.q ?? ''));
  }),

  'GET /api/outbound/:kind/meta': handle({ summary: 'What the outbound selects offer: carriers (enabled and disabled) and outbound docks.', ...onScreens('order', 'pick', 'pack', 'label', 'delivery'), answer: outboundMeta }, (req) => {
    const { wh } = scope(req, ['order', 'pick', 'pack', 'label', 'delivery']);
    return { carriers: offeredCarriers(wh).map(named), disabledCarriers: dictionaryEntries(wh, 'carrier', false).map(named), docks: outboundDocks(wh), zones: wh.zones.filter((z) => z.enabled).map((z) => z.code) };
  }),

  // ------------------------------------------------------------ pick

  'GET /api/outbound/:kind/waves': handle({ summary: 'Lists the pick waves of a kind, newest first, with their task progress.', ...onScreens('pick'), query: z.object(PAGE_QUERY), answer: listOf(waveRow) }, (req) => {
    const { wh, kind } = scope(req, ['pick']);
    const { list, total } = page(wh.waves.filter((w) => w.kind === kind).reverse(), req.query);
    return {
      total,
      list: list.map((w) => ({
        id: w.id, no: w.no, status: w.status, orders: w.orderIds.length, tasks: w.tasks.length,
        done: w.tasks.filter((t) => t.status !== 'open').length, createdAt: w.createdAt, operator: w.operator,
      })),
    };
  }),

  'POST /api/outbound/:kind/waves': handle({ summary: 'Makes a pick wave of allocated orders, with a pick task per allocated stock row.', ...onScreens('pick', 'order'), body: waveSchema, answer: waveCreated }, (req) => {
    const { wh, kind, ctx } = scope(req, ['pick', 'order']);
    const { orderIds } = parseBody(waveSchema, req.body);
    const orders = ordersOf(wh, kind, orderIds, 'orderIds');
    const w = domain(req, () => createWave(wh, ctx, kind, orders));
    return { id: w.id, no: w.no };
  }),

  'POST /api/outbound/:kind/waves/plan/preview': handle({ summary: 'The waves a plan would make of the allocated orders not in a wave, by carrier, cut-off and zone; nothing changes.', ...onScreens('pick', 'order'), body: wavePlanSchema, answer: wavePlanPreview }, (req) => {
    const { wh, kind } = scope(req, ['pick', 'order']);
    const criteria = parseBody(wavePlanSchema, req.body);
    return { waves: previewWavePlan(wh, kind, criteria).map(plannedWaveOf) };
  }),

  'POST /api/outbound/:kind/waves/plan': handle({ summary: 'Makes the planned waves, all or nothing: a refused wave undoes the plan.', ...onScreens('pick', 'order'), body: wavePlanSchema, answer: wavePlanCreated }, (req) => {
    const { wh, kind, ctx } = scope(req, ['pick', 'order']);
    const criteria = parseBody(wavePlanSchema, req.body);
    const made = domain(req, () => createPlannedWaves(wh, ctx, kind, criteria));
    return { waves: made.map(({ plan, wave }) => ({ id: wave.id, no: wave.no, carrier: plan.carrier, ...(plan.zone ? { zone: plan.zone } : {}), orders: wave.orderIds.length })) };
  }),

  'GET /api/outbound/:kind/waves/:id': handle({ summary: 'One pick wave with its tasks and their products.', ...onScreens('pick'), answer: waveDetail }, (req) => {
    const { state, wh, kind } = scope(req, ['pick']);
    const w = wh.waves.find((x) => x.id === req.params.id && x.kind === kind);
    if (!w) throw notFound();
    return {
      id: w.id, no: w.no, status: w.status, createdAt: w.createdAt, operator: w.operator,
      orders: waveOrders(wh, w),
      tasks: w.tasks.map((t) => {
        const p = state.productBySku.get(t.sku)!;
        return { ...t, nameZh: p.nameZh, nameEn: p.nameEn, barcodes: p.barcodes };
      }),
    };
  }),

  'POST /api/outbound/:kind/waves/:id/totes': handle({ summary: 'Binds a tote to an order of an open wave for a cluster pick (a tote another open order holds: 409).', ...onScreens('pick'), body: toteBindSchema, answer: waveTotes }, (req) => {
    const { wh, kind, ctx } = scope(req, ['pick']);
    const w = wh.waves.find((x) => x.id === req.params.id && x.kind === kind);
    if (!w) throw notFound();
    const { orderId, tote } = parseBody(toteBindSchema, req.body);
    domain(req, () => auditedRecord({ ledger: wh, ctx }, 'wave', w, 'tote', () => bindTote(wh, w, orderId, tote)));
    return { orders: waveOrders(wh, w) };
  }),

  'POST /api/outbound/:kind/waves/:id/tasks/:taskId/pick': handle({ summary: 'Confirms units picked for a task of a wave.', ...onScreens('pick'), body: pickSchema, answer: pickTask }, (req) => {
    const { wh, kind, ctx, user } = scope(req, ['pick']);
    const w = wh.waves.find((x) => x.id === req.params.id && x.kind === kind);
    if (!w) throw notFound();
    const { qty, lot, tote, ...proof } = parseBody(pickSchema, req.body);
    requireScans(wh.warehouseId, user, 'pick', proof, requestLang(req));
    const claim = confirmingTask({ user, warehouseId: wh.warehouseId, now: ctx.now }, { id: `pick:${w.id}`, docNo: w.no });
    const done = domain(req, () => auditedRecord({ ledger: wh, ctx }, 'wave', w, 'pick', () => confirmPick(wh, ctx, w, req.params.taskId, qty, lot, tote)));
    claim();
    return done;
  }),

  'POST /api/outbound/:kind/waves/:id/tasks/:taskId/short': handle({ summary: 'Closes a pick task short: the units found are picked, the order goes to exception.', ...onScreens('pick'), body: shortPickSchema, answer: pickTask }, (req) => {
    const { wh, kind, ctx, user } = scope(req, ['pick']);
    const w = wh.waves.find((x) => x.id === req.params.id && x.kind === kind);
    if (!w) throw notFound();
    const { found, reason } = parseBody(shortPickSchema, req.body);
    const claim = confirmingTask({ user, warehouseId: wh.warehouseId, now: ctx.now }, { id: `pick:${w.id}`, docNo: w.no });
    const done = domain(req, () => auditedRecord({ ledger: wh, ctx }, 'wave', w, 'short', () => shortPick(wh, ctx, w, req.params.taskId, found, reason)));
    claim();
    return done;
  }),

  // ------------------------------------------------------------ exceptions

  'POST /api/outbound/:kind/orders/:id/shipShort': handle({ summary: 'Ships an exception order short: what was picked goes on; the rest becomes a backorder order or is cancelled.', ...onScreens('order'), body: shipShortSchema, answer: orderDetailAnswer }, (req) => {
    const { state, wh, kind, ctx } = scope(req, ['order']);
    const { rest } = parseBody(shipShortSchema, req.body);
    const o = orderOf(wh, kind, req.params.id);
    return orderDetail(state, wh, domain(req, () => transition(wh, ctx, o, 'shipShort', { rest })));
  }),

  'POST /api/outbound/:kind/putbacks/:id/confirm': handle({ summary: 'Confirms a put-back task: a cancelled order\'s picked units are on the location given, available again.', ...onScreens('order', 'pick'), body: putbackConfirmSchema, answer: putbackAnswer }, (req) => {
    const { wh, kind, ctx, user } = scope(req, ['order', 'pick']);
    const { location } = parseBody(putbackConfirmSchema, req.body);
    const pb = wh.putbacks.find((p) => p.id === req.params.id && p.kind === kind);
    if (!pb) throw notFound();
    const claim = confirmingTask({ user, warehouseId: wh.warehouseId, now: ctx.now }, { id: putbackTaskId(pb), docNo: pb.no });
    domain(req, () => auditedRecord({ ledger: wh, ctx }, 'putback', pb, 'confirm', () => confirmPutback(wh, ctx, pb, location)));
    claim();
    return putbackOf(wh, pb.no)!;
  }),

  // ------------------------------------------------------------ pack

  'GET /api/outbound/:kind/pack/:id': handle({ summary: 'An order at the pack bench: each line\'s picked, packed and left units, and its cartons.', ...onScreens('pack'), answer: packSession }, (req) => {
    const { state, wh, kind } = scope(req, ['pack']);
    return packSessionOf(state, orderOf(wh, kind, req.params.id));
  }),

  'POST /api/outbound/:kind/pack/:id/cartons': handle({ summary: 'Opens a carton for a picked order (one open at a time).', ...onScreens('pack'), body: emptyBodySchema, answer: packSession }, (req) => {
    const { state, wh, kind, ctx } = scope(req, ['pack']);
    parseBody(emptyBodySchema, req.body);
    const o = orderOf(wh, kind, req.params.id);
    domain(req, () => auditedRecord({ ledger: wh, ctx }, 'order', o, 'openCarton', () => openPackCarton(o, ctx)));
    return packSessionOf(state, o);
  }),

  'POST /api/outbound/:kind/pack/:id/scan': handle({ summary: 'Scans a product (SKU or barcode) into the open carton: 422 if the order does not have it, 409 if all of it is packed.', ...onScreens('pack'), body: packScanSchema, answer: packSession }, (req) => {
    const { state, wh, kind, ctx } = scope(req, ['pack']);
    const { code, qty } = parseBody(packScanSchema, req.body);
    const o = orderOf(wh, kind, req.params.id);
    domain(req, () => auditedRecord({ ledger: wh, ctx }, 'order', o, 'scan', () => packScan(state, o, ctx, code, qty)));
    return packSessionOf(state, o);
  }),

  'POST /api/outbound/:kind/pack/:id/cartons/:seq/close': handle({ summary: 'Closes a carton with its weight (kg).', ...onScreens('pack'), body: packCloseSchema, answer: packSession }, (req) => {
    const { state, wh, kind, ctx } = scope(req, ['pack']);
    const { weight } = parseBody(packCloseSchema, req.body);
    const o = orderOf(wh, kind, req.params.id);
    domain(req, () => auditedRecord({ ledger: wh, ctx }, 'order', o, 'closeCarton', () => closePackCarton(o, ctx, Number(req.params.seq), weight)));
    return packSessionOf(state, o);
  }),

  'POST /api/outbound/:kind/pack/:id/complete': handle({ summary: 'Completes packing: every picked unit is in a closed carton; the order becomes packed.', ...onScreens('pack'), body: emptyBodySchema, answer: packSession }, (req) => {
    const { state, wh, kind, ctx } = scope(req, ['pack']);
    parseBody(emptyBodySchema, req.body);
    const o = orderOf(wh, kind, req.params.id);
    domain(req, () => completePacking(wh, ctx, o));
    return packSessionOf(state, o);
  }),

  // ------------------------------------------------------------ label

  'POST /api/outbound/:kind/orders/:id/label': handle({ summary: 'Labels a packed order: a parcel per packed carton, each with a tracking number.', ...onScreens('label'), body: emptyBodySchema, answer: orderDetailAnswer }, (req) => {
    const { state, wh, kind, ctx } = scope(req, ['label']);
    parseBody(emptyBodySchema, req.body);
    const o = orderOf(wh, kind, req.params.id);
    return orderDetail(state, wh, domain(req, () => transition(wh, ctx, o, 'label')));
  }),

  'POST /api/outbound/:kind/orders/:id/print': handle({ summary: 'Counts a print of a labelled order\'s parcel labels.', ...onScreens('label'), body: printSchema, answer: orderDetailAnswer }, (req) => {
    const { state, wh, kind, ctx } = scope(req, ['label']);
    const { copies = 1 } = parseBody(printSchema, req.body);
    const o = orderOf(wh, kind, req.params.id);
    return orderDetail(state, wh, domain(req, () => auditedRecord({ ledger: wh, ctx }, 'order', o, 'print', () => recordPrint(o, copies))));
  }),

  // ------------------------------------------------------------ delivery

  'GET /api/outbound/:kind/manifests': handle({ summary: 'Lists the delivery manifests of a kind, newest first, with their scan counts.', ...onScreens('delivery'), query: z.object({ status: z.enum(MANIFEST_STATUSES).optional(), ...PAGE_QUERY }), answer: listOf(manifestRow) }, (req) => {
    const { wh, kind } = scope(req, ['delivery']);
    // newest first (seeded manifests are not created in time order)
    const manifests = wh.manifests
      .filter((m) => m.kind === kind && (!req.query.status || m.status === req.query.status))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.no.localeCompare(a.no));
    const { list, total } = page(manifests, req.query);
    return {
      total,
      list: list.map(({ scanned, unexpected, shippedOrderIds, ...m }) => ({
        ...m, scannedCount: scanned.length, unexpectedCount: unexpected.length, shippedCount: shippedOrderIds.length,
      })),
    };
  }),

  'POST /api/outbound/:kind/manifests': handle({ summary: 'Opens a delivery manifest for a carrier (B2B: at a dock, with a trailer).', ...onScreens('delivery'), body: (p) => manifestSchema(kindParam(p)), answer: manifest }, (req) => {
    const { wh, kind, ctx } = scope(req, ['delivery']);
    const { carrier, dock, trailer } = parseBody(manifestSchema(kind), req.body);
    const m = domain(req, () => createManifest(wh, ctx, kind, carrier, dock, trailer));
    auditWrite({ ...auditOf('manifest', m, wh.warehouseId, 'create', ctx), after: m });
    return m;
  }),

  'GET /api/outbound/:kind/manifests/:id': handle({ summary: 'One delivery manifest: its scanned, unexpected and still missing parcels.', ...onScreens('delivery'), answer: manifestDetail }, (req) => {
    const { wh, kind } = scope(req, ['delivery']);
    const m = wh.manifests.find((x) => x.id === req.params.id && x.kind === kind);
    if (!m) throw notFound();
    const lang = requestLang(req);
    return {
      ...m,
      scanned: m.scanned.map((t) => ({ trackingNo: t, orderNo: wh.orderByTracking.get(t)?.no })),
      unexpected: m.unexpected.map((u) => ({ ...u, reasonText: word(lang, SCAN_REASON_KEYS, u.reason) })),
      missing: missingParcels(wh, m),
    };
  }),

  'POST /api/outbound/:kind/manifests/:id/scan': handle({ summary: 'Scans a parcel into an open manifest: its order, or why it does not belong.', ...onScreens('delivery'), body: scanSchema, answer: scanResult }, (req) => {
    const { wh, kind, ctx } = scope(req, ['delivery']);
    const m = wh.manifests.find((x) => x.id === req.params.id && x.kind === kind);
    if (!m) throw notFound();
    const { trackingNo } = parseBody(scanSchema, req.body);
    const r = domain(req, () => auditedRecord({ ledger: wh, ctx }, 'manifest', m, 'scan', () => scanIntoManifest(wh, m, trackingNo)));
    return r.ok ? r : { ...r, reasonText: word(requestLang(req), SCAN_REASON_KEYS, r.reason) };
  }),

  'POST /api/outbound/:kind/manifests/:id/confirm': handle({ summary: 'Confirms a manifest: its scanned orders are shipped.', ...onScreens('delivery'), body: emptyBodySchema, answer: manifestConfirmed }, (req) => {
    const { wh, kind, ctx } = scope(req, ['delivery']);
    parseBody(emptyBodySchema, req.body);
    const m = wh.manifests.find((x) => x.id === req.params.id && x.kind === kind);
    if (!m) throw notFound();
    const done = domain(req, () => confirmManifest(wh, ctx, m));
    return { id: done.id, shipped: done.shippedOrderIds.length };
  }),


  // ------------------------------------------------------------ destroy

  /**
   * The dictionary's destroy reasons with their names (before the kit's `destroy/:id`): the enabled
   * ones a destroy order may give, and the disabled ones existing orders may still have.
   */
  'GET /api/outbound/destroy/reasons': handle({ summary: 'The dictionary\'s destroy reasons: the enabled ones offered, the disabled ones still named.', access: { any: [DESTROY_MENU_ID] }, warehouse: true, answer: destroyReasons }, (req) => {
    const user = requireAnyId(req, [DESTROY_MENU_ID]);
    const wh = getOutbound().warehouses[requireWarehouse(req, user)];
    if (!wh) throw notFound();
    return { reasons: dictionaryEntries(wh, 'destroyReason', true).map(named), disabledReasons: dictionaryEntries(wh, 'destroyReason', false).map(named) };
  }),

  /** Stock rows with available quantity, for choosing what to destroy (before the kit's `destroy/:id`). */
  'GET /api/outbound/destroy/stock': handle({ summary: 'Stock rows with available units (by SKU, barcode or location), for choosing what to destroy.', access: { any: [DESTROY_MENU_ID] }, warehouse: true, query: z.object({ q: z.string().optional() }), answer: destroyStock }, (req) => {
    const user = requireAnyId(req, [DESTROY_MENU_ID]);
    const wh = getOutbound().warehouses[requireWarehouse(req, user)];
    if (!wh) throw notFound();
    const state: Catalog = wh;
    const q = String(req.query.q ?? '').trim().toUpperCase();
    const sku = q ? (state.skuByBarcode.get(q) ?? q) : '';
    return wh.stock
      .filter((r) => available(r) > 0 && (!q || r.sku.includes(sku) || r.location.startsWith(q)))
      .slice(0, 50)
      .map((r) => ({ rowId: r.id, location: r.location, sku: r.sku, available: available(r), nameZh: state.productBySku.get(r.sku)?.nameZh, nameEn: state.productBySku.get(r.sku)?.nameEn }));
  }),

  // orders: list, get, create, edit, bulk; destroy orders: those and each action (the document kit)
  ...documentRoutes(orderDocument),
  ...documentRoutes(destroyDocument),
});
