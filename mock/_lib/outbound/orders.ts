import type { z } from 'zod';
import type { b2cOrderSchema, destroySchema, ShortRest } from '../../../src/domain/outbound/schema';
import type { BasicEntry, Layout } from '../master/types';
import { allOrNothing, createDocument, editDocument, runTransition, type DocEnv, type DocumentRules } from '../kits/document';
import { allocate, atomically, deduct, insufficient, move, pick, putOnHold, release, releaseHold, requestRecount, ship, type DocRef } from '../ledger';
import { allocatableOf, allocationDay, allocationRows, allocationRuleOf, available, nextSeq } from './inventory';
import {
  DomainError,
  type Ctx,
  type DestroyAction,
  type DestroyOrder,
  type DestroyStatus,
  type Manifest,
  type Order,
  type OrderAction,
  type OrderKind,
  type OrderLine,
  type OrderStatus,
  type Putback,
  type PutbackLine,
  type Catalog,
  type Wave,
  type WarehouseData,
} from './types';

import { destroyMachine, ORDER_EDITABLE, orderMachine } from '../../../src/domain/outbound/machine';
import { port } from '../site/ports';
import { getStore } from '../store';
import { openCarton, packComplete, packProgress } from '../../../src/domain/outbound/packing';
import { planWaves, type PlanOrder, type WavePlanCriteria } from '../../../src/domain/outbound/wavePlan';
import { sameTote } from '../../../src/domain/outbound/tote';

/** Docks a B2B manifest may load at: enabled docks of the warehouse that load (master data). */
export const outboundDocks = (wh: WarehouseData) => wh.docks.filter((d) => d.enabled && d.type !== 'inbound').map((d) => d.code);


/** The dictionary's entry of a type and code, enabled or not. */
function dictionaryEntry(wh: Pick<Layout, 'dictionary'>, type: BasicEntry['type'], code: string): BasicEntry | undefined {
  const id = wh.dictionary.ownerOf('code', `${type}:${code}`);
  return id === undefined ? undefined : wh.dictionary.get(id);
}

/** The dictionary's entries of a type, enabled or disabled, in its order. */
export const dictionaryEntries = (wh: Pick<Layout, 'dictionary'>, type: BasicEntry['type'], enabled: boolean): BasicEntry[] =>
  wh.dictionary.sorted('sort', false).filter((e) => e.type === type && e.enabled === enabled);

/** The dictionary's carrier entry of a code, enabled or not. */
export const carrierEntry = (wh: Pick<Layout, 'dictionary'>, code: string) => dictionaryEntry(wh, 'carrier', code);

/** The carriers new orders and manifests may name: the dictionary's enabled carriers, in its order. */
export const offeredCarriers = (wh: Pick<Layout, 'dictionary'>): BasicEntry[] => dictionaryEntries(wh, 'carrier', true);

/** The reasons new destroy orders may give: the dictionary's enabled destroy reasons (`type=destroyReason`), in its order. */
export const offeredDestroyReasons = (wh: Pick<Layout, 'dictionary'>): BasicEntry[] => dictionaryEntries(wh, 'destroyReason', true);

/**
 * A destroy order's reason: an enabled destroy reason of the dictionary (a cancel reason of the
 * `reason` type is not one). `kept` is the reason the order already has: an edit may keep it after
 * it was disabled.
 */
export function destroyReasonProblem(wh: Pick<Layout, 'dictionary'>, code: string, kept?: string): InputProblem | undefined {
  if (kept !== undefined && code === kept) return undefined;
  return dictionaryEntry(wh, 'destroyReason', code)?.enabled ? undefined : { field: 'reason', key: 'server.destroy.reasonUnknown', vars: { code } };
}

/**
 * A carrier a write names: an enabled carrier of the dictionary. `kept` is the carrier the order
 * already has: an edit may keep it after it was disabled (the order is not moved to another one).
 */
export function carrierProblem(wh: Pick<Layout, 'dictionary'>, code: string, kept?: string): InputProblem | undefined {
  if (kept !== undefined && code === kept) return undefined;
  return carrierEntry(wh, code)?.enabled ? undefined : { field: 'carrier', key: 'server.order.carrierUnknown', vars: { code } };
}

/** The ledger's name of an order. */
const docOf = (order: Order): DocRef => ({ type: 'order', no: order.no });

export const reservedOf = (line: OrderLine) => line.allocations.reduce((s, a) => s + a.qty - a.picked, 0);

/** Recomputes a line's allocated / picked sums from its allocations. */
function syncLine(line: OrderLine) {
  line.allocated = reservedOf(line);
  line.picked = line.allocations.reduce((s, a) => s + a.picked, 0);
}

/**
 * Reserves what lines lack by each SKU's rule (FEFO or FIFO, `allocationRows`), never expired or held units; all or nothing,
 * unless `partial`: what is there is reserved and the shortfall split off as a backorder order (answered).
 */
function allocateLines(wh: WarehouseData, ctx: Ctx, order: Order, partial = false): Order | undefined {
  const day = allocationDay(wh, ctx.now);
  // checked per SKU over all lines before anything is reserved, over the rows allocation may take
  const needs = new Map<string, number>();
  for (const line of order.lines) needs.set(line.sku, (needs.get(line.sku) ?? 0) + line.qty - line.allocated - line.picked);
  const usable = new Map([...needs.keys()].map((sku) => [sku, allocatableOf(wh, sku, day)]));
  const short = [...needs].find(([sku, need]) => need > usable.get(sku)!);
  const reservable = [...needs].reduce((n, [sku, need]) => n + Math.min(need, usable.get(sku)!), 0);
  if (short && (!partial || reservable === 0)) throw new DomainError('server.outbound.insufficientStock', { no: order.no, sku: short[0], need: short[1], available: usable.get(short[0])! });
  for (const line of order.lines) {
    let need = Math.min(line.qty - line.allocated - line.picked, usable.get(line.sku)!);
    usable.set(line.sku, usable.get(line.sku)! - Math.max(need, 0));
    const rule = allocationRuleOf(wh, line.sku);
    for (const row of need > 0 ? allocationRows(wh, line.sku, rule, day) : []) {
      if (need <= 0) break;
      const take = Math.min(need, available(row));
      allocate(wh, ctx, docOf(order), row, take);
      const existing = line.allocations.find((a) => a.rowId === row.id);
      if (existing) existing.qty += take;
      else
        line.allocations.push({
          rowId: row.id,
          location: row.location,
          qty: take,
          picked: 0,
          rule,
          ...(row.lot ? { lot: row.lot } : {}),
          ...(row.expiry ? { expiry: row.expiry } : {}),
          receivedAt: row.receivedAt,
        });
      need -= take;
    }
    line.short = 0;
    syncLine(line);
  }
  if (!short) return undefined;
  // the order keeps what was reserved; the rest of each line waits on the backorder (made last: nothing after it refuses)
  const rest: { sku: string; qty: number }[] = [];
  for (const line of order.lines) {
    const left = line.qty - line.allocated - line.picked;
    if (left <= 0) continue;
    rest.push({ sku: line.sku, qty: left });
    line.qty -= left;
  }
  return splitBackorder(wh, ctx, order, rest);
}

/** The first order of a chain of backorders (a backorder's own backorder is numbered after it too). */
function firstOrderOf(wh: WarehouseData, order: Order): Order {
  let o = order;
  for (let guard = 0; o.backorderOf && guard < 1000; guard++) o = wh.orderByNo.get(o.backorderOf) ?? o;
  return o;
}

/**
 * Splits `rest` off `order` as a new order in `created` with its receiver and carrier, linked both ways (`backorderOf`, `backorders`): numbered `<first
 * order>-B<n>`, the next number no document has. Call it last in a write: it adds to the order list, which a refusal after it would not put back.
 */
function splitBackorder(wh: WarehouseData, ctx: Ctx, order: Order, rest: { sku: string; qty: number }[]): Order {
  const first = firstOrderOf(wh, order);
  let n = 1;
  while (docNoTaken(wh, `${first.no}-B${n}`)) n++;
  const bo: Order = {
    id: nextSeq(wh, `${wh.warehouseId}-o`),
    no: `${first.no}-B${n}`,
    kind: order.kind,
    warehouseId: order.warehouseId,
    source: order.source,
    receiver: { ...order.receiver },
    carrier: order.carrier,
    service: order.service,
    cartons: order.cartons,
    status: 'created',
    lines: rest.map(({ sku, qty }) => ({ sku, qty, allocated: 0, picked: 0, short: 0, allocations: [] })),
    history: [{ from: null, to: 'created', action: 'create', at: ctx.now, operator: ctx.operator, note: order.no }],
    parcels: [],
    backorderOf: order.no,
    ...(order.transfer ? { transfer: { to: order.transfer.to, note: order.transfer.note } } : {}),
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  wh.orders.push(bo);
  wh.orderById.set(bo.id, bo);
  wh.orderByNo.set(bo.no, bo);
  (order.backorders ??= []).push(bo.no);
  return bo;
}

/** The ledger's name of a put-back task. */
export const PUTBACK_DOC_TYPE = 'putback';
const putbackDoc = (pb: Pick<Putback, 'no'>): DocRef => ({ type: PUTBACK_DOC_TYPE, no: pb.no });

/**
 * Gives back reservations. Picked but unshipped units are not put back on the shelf as if never taken: they pass to a put-back task (a hold of
 * theirs at the row) until someone confirms where they went. Answers that task, if any (added last: nothing after it refuses).
 */
function releaseLines(wh: WarehouseData, ctx: Ctx, order: Order): Putback | undefined {
  const lines: PutbackLine[] = [];
  const no = order.lines.some((l) => l.picked) ? freshNo(wh, (seq) => `PB${String(seq).padStart(7, '0')}`) : '';
  for (const line of order.lines) {
    for (const a of line.allocations) {
      const reserved = a.qty - a.picked;
      const row = wh.rowById.get(a.rowId)!;
      if (reserved || a.picked) release(wh, ctx, docOf(order), row, { allocated: reserved, picked: a.picked });
      if (!a.picked) continue;
      putOnHold(wh, ctx, putbackDoc({ no }), row, a.picked, order.no);
      lines.push({ rowId: row.id, sku: row.sku, from: row.location, ...(row.lot ? { lot: row.lot } : {}), qty: a.picked });
    }
    line.allocations = [];
    syncLine(line);
  }
  if (!lines.length) return undefined;
  const pb: Putback = { id: `${wh.warehouseId}-pb${wh.seq}`, no, kind: order.kind, orderId: order.id, orderNo: order.no, status: 'open', lines, createdAt: ctx.now, operator: ctx.operator };
  wh.putbacks.push(pb);
  return pb;
}

/**
 * Confirms a put-back task: its units are on `location` (an active location of the layout; the one
 * they came from or another), available again. All or nothing.
 */
export function confirmPutback(wh: WarehouseData, ctx: Ctx, pb: Putback, location: string): Putback {
  if (pb.status !== 'open') throw new DomainError('server.outbound.putbackClosed', { no: pb.no });
  if (wh.locationByCode.get(location)?.status !== 'active') {
    throw new DomainError('server.outbound.putbackLocation', { location }, 400, { location: { key: 'server.outbound.putbackLocation', vars: { location } } });
  }
  atomically(wh, () => {
    for (const l of pb.lines) {
      const row = wh.rowById.get(l.rowId)!;
      releaseHold(wh, ctx, putbackDoc(pb), row, l.qty, pb.orderNo);
      if (location !== row.location) move(wh, ctx, putbackDoc(pb), row, location, l.qty, pb.orderNo);
    }
  });
  Object.assign(pb, { status: 'done', location, doneAt: ctx.now, doneBy: ctx.operator });
  return pb;
}

/**
 * Ship short: the order goes on with what was picked (anything still reserved is given back); the units not picked become a
 * backorder order (`rest: 'backorder'`) or are cancelled. Refused when nothing was picked (cancel the order then).
 */
function shipShortLines(wh: WarehouseData, ctx: Ctx, order: Order, rest: unknown) {
  if (rest !== 'backorder' && rest !== 'cancel') throw new DomainError('server.validation.invalid', {}, 400, { rest: { key: 'server.validation.invalid' } });
  if (!order.lines.some((l) => l.picked > 0)) throw new DomainError('server.outbound.nothingPicked', { no: order.no });
  const left: { sku: string; qty: number }[] = [];
  for (const line of order.lines) {
    for (const a of line.allocations) {
      const reserved = a.qty - a.picked;
      if (reserved > 0) release(wh, ctx, docOf(order), wh.rowById.get(a.rowId)!, { allocated: reserved });
      a.qty = a.picked;
    }
    line.allocations = line.allocations.filter((a) => a.qty > 0);
    if (line.qty > line.picked) left.push({ sku: line.sku, qty: line.qty - line.picked });
    line.qty = line.picked;
    syncLine(line);
  }
  order.shortRest = rest;
  if (rest === 'backorder' && left.length) splitBackorder(wh, ctx, order, left);
}

function trackingNo(wh: WarehouseData, carrier: string) {
  return `${carrier}${wh.warehouseId.toUpperCase()}${String(++wh.seq).padStart(9, '0')}`;
}

export interface TransitionOptions {
  reason?: string;
  waveId?: string;
  manifestId?: string;
  /** Ship short: what becomes of the units not picked. */
  rest?: ShortRest;
}

export const ORDER_EDGES = orderMachine.edges;

/** Where outbound documents change: the warehouse (its ledger), who and when; for creating, the products and the warehouse code. */
export interface OutboundEnv extends DocEnv<WarehouseData> {
  state?: Catalog;
  kind?: OrderKind;
  /** The warehouse code in order numbers (SZ01). */
  code?: string;
}

// ---------------------------------------------------------------- orders: create, edit

/** An order as created or edited, after its schema (src/domain/outbound/schema.ts) has parsed it. */
export type OrderInput = z.output<typeof b2cOrderSchema>;

export interface InputProblem {
  field: string;
  key: string;
  vars?: Record<string, string | number>;
}

/** Whether a document of any type (order, wave, manifest, destroy order) of the warehouse has this number. */
export function docNoTaken(wh: WarehouseData, no: string, self?: Order): boolean {
  const order = wh.orderByNo.get(no);
  if (order && order !== self) return true;
  return wh.destroys.some((d) => d.no === no) || wh.waves.some((w) => w.no === no) || wh.manifests.some((m) => m.no === no);
}

/**
 * What the schema cannot know: a number another document has, SKUs (or barcodes) that do not
 * exist. No stock check (allocation does that).
 */
export function orderProblems(state: Catalog, wh: WarehouseData, input: OrderInput, self?: Order): InputProblem[] {
  const problems: InputProblem[] = [];
  const no = input.no?.trim();
  if (no && docNoTaken(wh, no, self)) problems.push({ field: 'no', key: 'server.order.duplicateNo', vars: { no } });
  // (an import row the schema refused is checked without its carrier when the carrier was the problem)
  const carrier = input.carrier === undefined ? undefined : carrierProblem(wh, input.carrier, self?.carrier);
  if (carrier) problems.push(carrier);
  input.lines.forEach((l, i) => {
    if (!resolveSku(state, l.sku)) problems.push({ field: `lines.${i}.sku`, key: 'server.order.unknownSku', vars: { sku: l.sku } });
  });
  return problems;
}

/** A SKU code or any of its barcodes → the SKU code. */
export function resolveSku(state: Catalog, codeOrBarcode: string): string | undefined {
  const v = codeOrBarcode.trim();
  if (state.productBySku.has(v)) return v;
  return state.skuByBarcode.get(v);
}

/** A new document number from `make(seq)`: the next one no document of any type has (a typed order number may have taken one). */
function freshNo(wh: WarehouseData, make: (seq: number) => string) {
  let no = make(++wh.seq);
  while (docNoTaken(wh, no)) no = make(++wh.seq);
  return no;
}

const orderNo = (wh: WarehouseData, kind: OrderKind, code: string) => freshNo(wh, (seq) => `${kind === 'b2c' ? 'SO' : 'BO'}${code}${String(seq).padStart(7, '0')}`);

const receiverOf = (r: OrderInput['receiver']) => ({ name: r.name.trim(), phone: r.phone?.trim() ?? '', address: r.address.trim(), city: r.city?.trim() ?? '', country: r.country?.trim() ?? '' });

/**
 * The order document: its machine and the inventory side of each action (allocate reserves,
 * cancel releases, ship deducts), run by the document kit inside one all-or-nothing write; creating and
 * editing (checks, numbering, history) likewise.
 */
export const orderRules: DocumentRules<Order, OrderStatus, OrderAction, OutboundEnv> = {
  type: 'order',
  machine: orderMachine,
  illegalKey: 'server.outbound.illegalTransition',
  effects: {
    // what is there is reserved; the shortfall waits on a backorder order (docs/mock.md)
    allocate: ({ ledger, ctx }, order) => {
      // a transfer ships whole: no backorder split at another warehouse's expense
      allocateLines(ledger, ctx, order, !order.transfer);
      order.waveId = undefined;
    },
    resolve: ({ ledger, ctx }, order) => {
      allocateLines(ledger, ctx, order);
      order.waveId = undefined;
    },
    cancel: ({ ledger, ctx }, order, { reason }) => {
      if (!reason?.trim()) throw new DomainError('server.outbound.reasonRequired', {}, 400);
      const pb = releaseLines(ledger, ctx, order);
      if (pb) order.putbackNo = pb.no;
      order.cancelReason = reason.trim();
    },
    shipShort: ({ ledger, ctx }, order, { rest }) => shipShortLines(ledger, ctx, order, rest),
    wave: (_, order, { waveId }) => {
      order.waveId = waveId as string;
    },
    pickDone: (_, order) => {
      if (order.lines.some((l) => l.picked < l.qty)) throw new DomainError('server.outbound.notFullyPicked', { no: order.no });
    },
    // every picked unit in a closed carton (the pack bench); the order ships in those cartons
    pack: (_, order) => {
      const cartons = order.packCartons ?? [];
      if (!packComplete(order.lines, cartons)) {
        const open = openCarton(cartons);
        if (open) throw new DomainError('server.outbound.pack.cartonStillOpen', { no: order.no, seq: open.seq });
        throw new DomainError('server.outbound.pack.incomplete', { no: order.no, left: packProgress(order.lines, cartons).reduce((n, l) => n + l.left, 0) });
      }
      order.cartons = cartons.length;
    },
    // one parcel per packed carton, with its weight
    label: ({ ledger: wh }, order) => {
      const packed = order.packCartons ?? [];
      order.parcels = Array.from({ length: packed.length || order.cartons }, (_, i) => ({
        trackingNo: trackingNo(wh, order.carrier),
        seq: i + 1,
        printCount: 0,
        ...(packed[i]?.weight !== undefined ? { weight: packed[i].weight } : {}),
      }));
      for (const p of order.parcels) wh.orderByTracking.set(p.trackingNo, order);
    },
    ship: ({ ledger: wh, ctx }, order, { manifestId }) => {
      for (const line of order.lines) {
        for (const a of line.allocations) if (a.picked) ship(wh, ctx, docOf(order), wh.rowById.get(a.rowId)!, a.picked);
      }
      order.manifestId = manifestId as string;
      if (order.transfer) shipTransfer(wh, ctx, order);
    },
  },
  documents: (env) => env.ledger.orders,
  find: (env, id) => env.ledger.orderById.get(id),
  /** New orders are indexed by id and number as well. */
  // (a backorder is indexed the same way: splitBackorder)
  add: ({ ledger: wh }, order) => {
    wh.orders.push(order);
    wh.orderById.set(order.id, order);
    wh.orderByNo.set(order.no, order);
  },
  check: (env, input, self) => {
    const problems = orderProblems(env.state!, env.ledger, input, self);
    if ((self?.kind ?? env.kind) === 'b2b' && input.cartons === undefined) problems.push({ field: 'cartons', key: 'server.order.cartonsInvalid' });
    return problems;
  },
  identify: ({ ledger: wh, kind, code }, input: OrderInput) => {
    const id = nextSeq(wh, `${wh.warehouseId}-o`);
    return { id, no: input.no?.trim() || orderNo(wh, kind!, code!) };
  },
  create: ({ ledger: wh, state, kind }, input: OrderInput) => ({
    kind: kind!,
    warehouseId: wh.warehouseId,
    source: input.source?.trim() || 'manual',
    receiver: receiverOf(input.receiver),
    carrier: input.carrier,
    service: input.service?.trim() || 'standard',
    cartons: kind === 'b2b' ? input.cartons! : 1,
    lines: mergeLines(state!, input.lines),
    parcels: [],
  }),
  /** Editing is allowed while nothing is reserved (created). */
  editable: ORDER_EDITABLE,
  edit: ({ ledger: wh, state }, order, input: OrderInput) => {
    if (order.transfer) throw new DomainError('server.transfer.notEditable', { no: order.no }, 409);
    const no = input.no?.trim() || order.no;
    if (no !== order.no) {
      wh.orderByNo.delete(order.no);
      order.no = no;
      wh.orderByNo.set(no, order);
    }
    order.receiver = receiverOf(input.receiver);
    order.carrier = input.carrier;
    order.service = input.service?.trim() || order.service;
    order.source = input.source?.trim() || order.source;
    if (order.kind === 'b2b') order.cartons = input.cartons!;
    order.lines = mergeLines(state!, input.lines);
  },
};

/**
 * A transfer's shipment reaches the destination's books: its units in transit there and a notice of
 * what was picked (per lot), through inbound's port; a refusal there refuses the whole ship.
 */
function shipTransfer(wh: WarehouseData, ctx: Ctx, order: Order) {
  const t = order.transfer!;
  const lines = order.lines.flatMap((line) =>
    line.allocations.filter((a) => a.picked > 0).map((a) => ({ sku: line.sku, qty: a.picked, ...(a.lot ? { lot: a.lot } : {}), ...(a.expiry ? { expiry: a.expiry } : {}) })),
  );
  const code = getStore().warehouses.find((w) => w.id === wh.warehouseId)?.code ?? wh.warehouseId;
  const notice = port('openTransferNotice')(t.to, ctx, { no: order.no, from: wh.warehouseId, fromCode: code, note: t.note, lines });
  Object.assign(t, { noticeId: notice.id, noticeNo: notice.no, shippedAt: ctx.now });
}

/** An order's action (the kit's runTransition with the order rules): for the wave, pick and manifest code and the seed. */
export const transition = (wh: WarehouseData, ctx: Ctx, order: Order, action: OrderAction, opts: TransitionOptions = {}): Order =>
  runTransition(orderRules, { ledger: wh, ctx }, order, action, { ...opts });

export const createOrder = (state: Catalog, wh: WarehouseData, ctx: Ctx, kind: OrderKind, input: OrderInput, code: string): Order =>
  createDocument(orderRules, { ledger: wh, ctx, state, kind, code }, input);

/** Lines of the same SKU (by code or barcode) become one line with their quantities added. */
function mergeLines(state: Catalog, lines: OrderInput['lines']): OrderLine[] {
  const bySku = new Map<string, number>();
  for (const l of lines) {
    const sku = resolveSku(state, l.sku)!;
    bySku.set(sku, (bySku.get(sku) ?? 0) + l.qty);
  }
  return [...bySku].map(([sku, qty]) => ({ sku, qty, allocated: 0, picked: 0, short: 0, allocations: [] }));
}

export const updateOrder = (state: Catalog, wh: WarehouseData, ctx: Ctx, order: Order, input: OrderInput): Order =>
  editDocument(orderRules, { ledger: wh, ctx, state }, order, input);

export interface BulkResult {
  done: string[];
  failed: { no: string; error: DomainError }[];
}

/**
 * One action on many orders, each on its own: an order the action does not fit is reported
 * (not changed), the others change. Refuses before any change when an order is listed twice.
 */
export function bulkTransition(wh: WarehouseData, ctx: Ctx, orders: Order[], action: 'allocate' | 'cancel' | 'resolve', reason?: string): BulkResult {
  const twice = orders.find((o, i) => orders.indexOf(o) !== i);
  if (twice) throw new DomainError('server.bulk.duplicateOrder', { no: twice.no }, 400);
  if (action === 'cancel' && !reason?.trim()) throw new DomainError('server.outbound.reasonRequired', {}, 400);
  const result: BulkResult = { done: [], failed: [] };
  for (const o of orders) {
    try {
      transition(wh, ctx, o, action, { reason });
      result.done.push(o.no);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      result.failed.push({ no: o.no, error: e });
    }
  }
  return result;
}

// ---------------------------------------------------------------- pick

/** A wave of allocated orders of one kind; its pick list is sorted by location pick sequence. */
export function createWave(wh: WarehouseData, ctx: Ctx, kind: OrderKind, orders: Order[]): Wave {
  if (!orders.length) throw new DomainError('server.wave.empty', {}, 400);
  // everything is checked before the first order changes: a refused wave changes nothing
  const twice = orders.find((o, i) => orders.indexOf(o) !== i);
  if (twice) throw new DomainError('server.wave.duplicateOrder', { no: twice.no }, 400);
  const bad = orders.find((o) => o.kind !== kind || o.status !== 'allocated');
  if (bad) throw new DomainError('server.outbound.illegalTransition', { no: bad.no, status: bad.status, action: 'wave' });
  const no = freshNo(wh, (seq) => `WV${String(seq).padStart(7, '0')}`);
  const wave: Wave = { id: `${wh.warehouseId}-w${wh.seq}`, no, kind, orderIds: [], tasks: [], status: 'open', createdAt: ctx.now, operator: ctx.operator };
  for (const order of orders) {
    transition(wh, ctx, order, 'wave', { waveId: wave.id });
    wave.orderIds.push(order.id);
    order.lines.forEach((line, lineIndex) => {
      for (const a of line.allocations) {
        const qty = a.qty - a.picked;
        if (qty <= 0) continue;
        wave.tasks.push({
          id: `${wave.id}-t${wave.tasks.length + 1}`,
          orderId: order.id,
          orderNo: order.no,
          lineIndex,
          rowId: a.rowId,
          location: a.location,
          sku: line.sku,
          qty,
          picked: 0,
          status: 'open',
          pickSeq: wh.locationByCode.get(a.location)?.pickSeq ?? 0,
          ...(a.lot ? { lot: a.lot } : {}),
          ...(a.expiry ? { expiry: a.expiry } : {}),
        });
      }
    });
  }
  wave.tasks.sort((a, b) => a.pickSeq - b.pickSeq || a.sku.localeCompare(b.sku) || a.orderNo.localeCompare(b.orderNo));
  wh.waves.push(wave);
  return wave;
}

/** What wave planning reads of an order: its carrier, age, the zones of its allocated locations, its size. */
function planOrderOf(wh: WarehouseData, o: Order): PlanOrder & { order: Order } {
  const allocations = o.lines.flatMap((l) => l.allocations.filter((a) => a.qty - a.picked > 0));
  return {
    id: o.id,
    no: o.no,
    carrier: o.carrier,
    createdAt: o.createdAt,
    zones: allocations.map((a) => wh.locationByCode.get(a.location)?.zone ?? a.location.split('-')[0]),
    lines: o.lines.length,
    units: allocations.reduce((s, a) => s + a.qty - a.picked, 0),
    order: o,
  };
}

/** The waves a plan would make of the kind's allocated orders not in a wave; nothing changes. */
export function previewWavePlan(wh: WarehouseData, kind: OrderKind, criteria: WavePlanCriteria) {
  const candidates = wh.orders.filter((o) => o.kind === kind && o.status === 'allocated' && !o.waveId).map((o) => planOrderOf(wh, o));
  return planWaves(candidates, criteria);
}

/** Makes the planned waves through createWave, all or nothing: a refused wave undoes the ones made before it. */
export function createPlannedWaves(wh: WarehouseData, ctx: Ctx, kind: OrderKind, criteria: WavePlanCriteria) {
  const plan = previewWavePlan(wh, kind, criteria);
  if (!plan.length) throw new DomainError('server.wave.planEmpty', {}, 400);
  const mark = { waves: wh.waves.length, seq: wh.seq };
  try {
    return allOrNothing(
      wh,
      plan.flatMap((p) => p.orders.map((o) => o.order)),
      () => plan.map((p) => ({ plan: p, wave: createWave(wh, ctx, kind, p.orders.map((o) => o.order)) })),
    );
  } catch (e) {
    wh.waves.length = mark.waves;
    wh.seq = mark.seq;
    throw e;
  }
}

function taskOf(wave: Wave, taskId: string) {
  const task = wave.tasks.find((t) => t.id === taskId);
  if (!task) throw new DomainError('server.notFound', {}, 404);
  if (task.status !== 'open') throw new DomainError('server.pick.taskClosed', { location: task.location, sku: task.sku });
  return task;
}

function pickInto(wh: WarehouseData, ctx: Ctx, wave: Wave, task: Wave['tasks'][number], qty: number) {
  if (qty <= 0) return;
  const order = wh.orderById.get(task.orderId)!;
  const line = order.lines[task.lineIndex];
  const alloc = line.allocations.find((a) => a.rowId === task.rowId)!;
  pick(wh, ctx, { type: 'order', no: `${wave.no}/${order.no}` }, wh.rowById.get(task.rowId)!, qty);
  alloc.picked += qty;
  task.picked += qty;
  syncLine(line);
}

/** When every task of an order is closed: picked, or exception if anything was short. */
function settleOrder(wh: WarehouseData, ctx: Ctx, wave: Wave, orderId: string) {
  const tasks = wave.tasks.filter((t) => t.orderId === orderId);
  if (tasks.some((t) => t.status === 'open')) return;
  const order = wh.orderById.get(orderId)!;
  if (order.status !== 'picking') return;
  if (tasks.some((t) => t.status === 'short')) transition(wh, ctx, order, 'short', { reason: tasks.find((t) => t.shortReason)?.shortReason });
  else transition(wh, ctx, order, 'pickDone');
  if (wave.tasks.every((t) => t.status !== 'open')) wave.status = 'done';
}

/**
 * A lot-controlled pick (its stock row has a lot) names the lot read off the goods: none, or another
 * lot, is refused on the `lot` field before anything changes.
 */
export function checkPickLot(wh: WarehouseData, task: Wave['tasks'][number], lot?: string) {
  const want = wh.rowById.get(task.rowId)?.lot;
  if (!want) return;
  const got = lot?.trim();
  if (!got) throw new DomainError('server.pick.lotRequired', { sku: task.sku, location: task.location }, 400, { lot: { key: 'server.pick.lotRequired', vars: { sku: task.sku, location: task.location } } });
  if (got.toUpperCase() !== want.toUpperCase()) {
    const vars = { scanned: got, lot: want, sku: task.sku, location: task.location };
    throw new DomainError('server.pick.lotMismatch', vars, 400, { lot: { key: 'server.pick.lotMismatch', vars } });
  }
}

/**
 * The open wave and order a tote is bound to, if any. A tote is bound while its wave is open and its
 * order still in it, not cancelled: once the wave is done the totes are free to be bound again.
 */
export function toteHolder(wh: WarehouseData, tote: string): { wave: Wave; order: Order } | undefined {
  for (const wave of wh.waves) {
    if (wave.status !== 'open' || !wave.totes) continue;
    for (const [orderId, code] of Object.entries(wave.totes)) {
      const order = wh.orderById.get(orderId);
      if (order && order.waveId === wave.id && order.status !== 'cancelled' && sameTote(code, tote)) return { wave, order };
    }
  }
  return undefined;
}

/**
 * Binds a tote to an order of an open wave for a cluster pick. The same tote again is a no-op; a
 * tote another open order holds, or a new tote once the order's picking has begun, is refused.
 */
export function bindTote(wh: WarehouseData, wave: Wave, orderId: string, tote: string): Wave {
  if (wave.status !== 'open') throw new DomainError('server.pick.waveDone', { no: wave.no });
  const order = wave.orderIds.includes(orderId) ? wh.orderById.get(orderId) : undefined;
  if (!order) throw new DomainError('server.pick.toteOrder', {}, 400, { orderId: { key: 'server.pick.toteOrder' } });
  if (sameTote(wave.totes?.[orderId], tote)) return wave;
  if (order.status !== 'picking') throw new DomainError('server.outbound.illegalTransition', { no: order.no, status: order.status, action: 'pick' });
  const holder = toteHolder(wh, tote);
  if (holder) throw new DomainError('server.pick.toteBusy', { tote, no: holder.order.no }, 409, { tote: { key: 'server.pick.toteBusy', vars: { tote, no: holder.order.no } } });
  if (wave.totes?.[orderId] && wave.tasks.some((t) => t.orderId === orderId && (t.picked > 0 || t.status !== 'open'))) {
    throw new DomainError('server.pick.toteStarted', { no: order.no, tote: wave.totes[orderId] });
  }
  wave.totes = { ...wave.totes, [orderId]: tote };
  return wave;
}

/** A cluster pick names the tote the units went into: it must be the order's (none bound: no tote may be named). */
export function checkPickTote(wave: Wave, task: Wave['tasks'][number], tote?: string) {
  if (tote === undefined) return;
  const expected = wave.totes?.[task.orderId];
  if (!sameTote(expected, tote)) {
    const vars = { tote, expected: expected ?? '—', no: task.orderNo };
    throw new DomainError('server.pick.toteWrong', vars, 409, { tote: { key: 'server.pick.toteWrong', vars } });
  }
}

/** Confirms a pick (after the scans). Over-picking, a wrong lot and a wrong tote are refused. */
export function confirmPick(wh: WarehouseData, ctx: Ctx, wave: Wave, taskId: string, qty: number, lot?: string, tote?: string) {
  const task = taskOf(wave, taskId);
  if (!Number.isInteger(qty) || qty <= 0) throw new DomainError('server.order.badQty', { qty }, 400);
  if (task.picked + qty > task.qty) throw new DomainError('server.pick.overPick', { qty: task.picked + qty, max: task.qty });
  checkPickLot(wh, task, lot);
  checkPickTote(wave, task, tote);
  pickInto(wh, ctx, wave, task, qty);
  if (task.picked === task.qty) task.status = 'done';
  settleOrder(wh, ctx, wave, task.orderId);
  return task;
}

/**
 * Closes a task short: picks what was found; the missing units stay held at the location for a
 * recount request until a count settles them. The order ends in exception. All or nothing.
 */
export function shortPick(wh: WarehouseData, ctx: Ctx, wave: Wave, taskId: string, found: number, reason: string) {
  const task = taskOf(wave, taskId);
  if (!reason?.trim()) throw new DomainError('server.outbound.reasonRequired', {}, 400);
  if (!Number.isInteger(found) || found < 0 || task.picked + found >= task.qty) throw new DomainError('server.pick.shortQty', { max: task.qty - task.picked - 1 }, 400);
  const order = wh.orderById.get(task.orderId)!;
  return allOrNothing(wh, [wave, order], () => {
    pickInto(wh, ctx, wave, task, found);
    const missing = task.qty - task.picked;
    const line = order.lines[task.lineIndex];
    const alloc = line.allocations.find((a) => a.rowId === task.rowId)!;
    const doc = { type: 'order', no: `${wave.no}/${order.no}` };
    const row = wh.rowById.get(task.rowId)!;
    release(wh, ctx, doc, row, { allocated: missing }, reason.trim());
    requestRecount(wh, ctx, row, missing, doc, reason);
    alloc.qty -= missing;
    line.short += missing;
    syncLine(line);
    task.status = 'short';
    task.shortReason = reason.trim();
    settleOrder(wh, ctx, wave, task.orderId);
    return task;
  });
}

// ---------------------------------------------------------------- label

/** Counts a print of an order's labels (all parcels, `copies` times each). */
export function recordPrint(order: Order, copies: number) {
  if (order.status !== 'labelled' && order.status !== 'shipped') throw new DomainError('server.label.notLabelled', { no: order.no });
  if (!Number.isInteger(copies) || copies < 1 || copies > 10) throw new DomainError('server.label.badCopies', {}, 400);
  for (const p of order.parcels) p.printCount += copies;
  return order;
}

// ---------------------------------------------------------------- delivery

export function createManifest(wh: WarehouseData, ctx: Ctx, kind: OrderKind, carrier: string, dock?: string, trailer?: string): Manifest {
  const refused = carrierProblem(wh, carrier);
  if (refused) throw new DomainError(refused.key, refused.vars, 400, { carrier: { key: refused.key, vars: refused.vars } });
  if ((kind === 'b2b' && (!dock || !trailer?.trim())) || (dock && !outboundDocks(wh).includes(dock))) throw new DomainError('server.manifest.dockRequired', {}, 400);
  const no = freshNo(wh, (seq) => `MF${String(seq).padStart(7, '0')}`);
  const m: Manifest = {
    id: `${wh.warehouseId}-m${wh.seq}`,
    no,
    kind,
    carrier,
    dock: kind === 'b2b' ? dock : undefined,
    trailer: kind === 'b2b' ? trailer!.trim() : undefined,
    status: 'open',
    scanned: [],
    unexpected: [],
    shippedOrderIds: [],
    createdAt: ctx.now,
    operator: ctx.operator,
  };
  wh.manifests.push(m);
  return m;
}

export type ScanResult = { ok: true; orderNo: string } | { ok: false; reason: string };

/** Scans a tracking number into an open manifest; a parcel that does not belong is kept as unexpected. */
export function scanIntoManifest(wh: WarehouseData, m: Manifest, raw: string): ScanResult {
  const trackingNo = raw.trim();
  if (m.status !== 'open') throw new DomainError('server.manifest.closed', { no: m.no });
  if (!trackingNo) throw new DomainError('server.manifest.emptyScan', {}, 400);
  if (m.scanned.includes(trackingNo) || m.unexpected.some((u) => u.trackingNo === trackingNo)) throw new DomainError('server.manifest.duplicate', { trackingNo });
  const order = wh.orderByTracking.get(trackingNo);
  let reason: string | undefined;
  if (!order) reason = 'unknown';
  else if (order.kind !== m.kind) reason = 'wrongKind';
  else if (order.carrier !== m.carrier) reason = 'wrongCarrier';
  else if (order.status !== 'labelled') reason = 'notLabelled';
  else if (wh.manifests.some((o) => o !== m && o.status === 'open' && o.scanned.includes(trackingNo))) reason = 'otherManifest';
  if (reason) {
    m.unexpected.push({ trackingNo, reason });
    return { ok: false, reason };
  }
  m.scanned.push(trackingNo);
  return { ok: true, orderNo: order!.no };
}

/** Labelled parcels of the manifest's carrier (and kind) that have not been scanned into it. */
export function missingParcels(wh: WarehouseData, m: Manifest) {
  const scanned = new Set(m.scanned);
  const out: { trackingNo: string; orderNo: string; seq: number }[] = [];
  for (const o of wh.orders) {
    if (o.status !== 'labelled' || o.kind !== m.kind || o.carrier !== m.carrier) continue;
    const partly = o.parcels.some((p) => scanned.has(p.trackingNo));
    for (const p of o.parcels) if (!scanned.has(p.trackingNo) && (partly || m.status === 'open')) out.push({ trackingNo: p.trackingNo, orderNo: o.no, seq: p.seq });
  }
  return out;
}

/** Hand-over: every order whose parcels are all scanned ships; removes nothing else. */
export function confirmManifest(wh: WarehouseData, ctx: Ctx, m: Manifest) {
  if (m.status !== 'open') throw new DomainError('server.manifest.closed', { no: m.no });
  const scanned = new Set(m.scanned);
  const orders = [...new Set(m.scanned.map((t) => wh.orderByTracking.get(t)!))];
  const incomplete = orders.find((o) => o.parcels.some((p) => !scanned.has(p.trackingNo)));
  if (incomplete) throw new DomainError('server.manifest.incomplete', { no: incomplete.no });
  if (!orders.length) throw new DomainError('server.manifest.empty', { no: m.no });
  for (const o of orders) transition(wh, ctx, o, 'ship', { manifestId: m.id });
  m.shippedOrderIds = orders.map((o) => o.id);
  m.status = 'confirmed';
  m.confirmedAt = ctx.now;
  return m;
}

// ---------------------------------------------------------------- destroy


/** A destroy order as created, after its schema has parsed it. */
export type DestroyInput = z.output<typeof destroySchema>;

/**
 * The destroy order: approve reserves the stock of every line, execute deducts it, cancel releases
 * what approve reserved. One line per stock row (two lines of one row would each pass the stock check alone).
 */
export const destroyRules: DocumentRules<DestroyOrder, DestroyStatus, DestroyAction, OutboundEnv> = {
  type: 'destroy',
  machine: destroyMachine,
  illegalKey: 'server.destroy.illegalTransition',
  effects: {
    approve: ({ ledger: wh, ctx }, d) => d.lines.forEach((l) => allocate(wh, ctx, { type: 'destroy', no: d.no }, wh.rowById.get(l.rowId)!, l.qty)),
    execute: ({ ledger: wh, ctx }, d) => d.lines.forEach((l) => deduct(wh, ctx, { type: 'destroy', no: d.no }, wh.rowById.get(l.rowId)!, l.qty, d.reason)),
    cancel: ({ ledger: wh, ctx }, d) => {
      if (d.status === 'approved') d.lines.forEach((l) => release(wh, ctx, { type: 'destroy', no: d.no }, wh.rowById.get(l.rowId)!, { allocated: l.qty }));
    },
  },
  documents: (env) => env.ledger.destroys,
  editable: ['created'],
  // the reason, before anything changes: an enabled destroy reason of the dictionary (an edit may keep its own)
  check: ({ ledger: wh }, input: DestroyInput, self?: DestroyOrder) => {
    const refused = destroyReasonProblem(wh, input.reason, self?.reason);
    return refused ? [refused] : [];
  },
  identify: ({ ledger: wh }) => {
    const no = freshNo(wh, (seq) => `DS${String(seq).padStart(7, '0')}`);
    return { id: `${wh.warehouseId}-d${wh.seq}`, no };
  },
  create: ({ ledger: wh }, input: DestroyInput) => ({ reason: input.reason, note: input.note?.trim() ?? '', lines: destroyLines(wh, input) }),
  edit: ({ ledger: wh }, d, input: DestroyInput) => {
    d.lines = destroyLines(wh, input);
    d.reason = input.reason;
    d.note = input.note?.trim() ?? '';
  },
};

/** A destroy order's lines: rows that exist, each once, each with the quantity available. */
function destroyLines(wh: WarehouseData, input: DestroyInput) {
  if (!input.lines.length) throw new DomainError('server.order.linesRequired', {}, 400);
  const seen = new Set<string>();
  return input.lines.map((l) => {
    const row = wh.rowById.get(l.rowId);
    if (!row) throw new DomainError('server.notFound', {}, 404);
    if (seen.has(row.id)) throw new DomainError('server.destroy.duplicateRow', { sku: row.sku, location: row.location }, 400);
    seen.add(row.id);
    if (!Number.isInteger(l.qty) || l.qty <= 0) throw new DomainError('server.order.badQty', { qty: String(l.qty) }, 400);
    if (l.qty > available(row)) throw insufficient(row, row, 400);
    return { rowId: row.id, location: row.location, sku: row.sku, qty: l.qty };
  });
}

export const createDestroy = (wh: WarehouseData, ctx: Ctx, input: DestroyInput): DestroyOrder => createDocument(destroyRules, { ledger: wh, ctx }, input);

/** A destroy order's action (the kit's runTransition with the destroy rules). */
export const destroyTransition = (wh: WarehouseData, ctx: Ctx, d: DestroyOrder, action: DestroyAction): DestroyOrder => runTransition(destroyRules, { ledger: wh, ctx }, d, action);
