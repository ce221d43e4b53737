/**
 * A transfer is a B2B order of the source flagged `transfer`: it ships like any, its shipment opens the
 * destination's notice (orders.ts `shipTransfer`); its state is read from both, never stored.
 */
import { TRANSFER_TRANSIT, type TransferInput, type TransferRow, type TransferStatus } from '../../../src/domain/outbound/transfer';
import { DomainError } from '../errors';
import type { FieldProblem } from '../http';
import type { InputProblem } from '../kits/document';
import { masterOf } from '../master';
import { siteOf, sites } from '../site';
import { port } from '../site/ports';
import { getStore } from '../store';
import { allocatableOf, allocationDay } from './inventory';
import { carrierProblem, createOrder, resolveSku, transition } from './orders';
import type { Ctx, Order, WarehouseData } from './types';

/** Warehouses a transfer from `from` may go to: enabled, held by the caller, not the source. */
export const transferTargets = (warehouseIds: readonly string[], from: string) => getStore().warehouses.filter((w) => w.enabled && w.id !== from && warehouseIds.includes(w.id));

/** What the schema cannot know: the destination, the carrier, each SKU known at both ends and available here. */
export function transferProblems(wh: WarehouseData, ctx: Ctx, warehouseIds: readonly string[], input: TransferInput): InputProblem[] {
  const problems: InputProblem[] = [];
  const target = getStore().warehouses.find((w) => w.id === input.to);
  if (input.to === wh.warehouseId) problems.push({ field: 'to', key: 'server.transfer.sameWarehouse' });
  else if (!target || !warehouseIds.includes(input.to)) problems.push({ field: 'to', key: 'server.transfer.notHeld' });
  else if (!target.enabled) problems.push({ field: 'to', key: 'server.transfer.destinationDisabled', vars: { code: target.code } });
  const carrier = carrierProblem(wh, input.carrier);
  if (carrier) problems.push(carrier);
  // the destination's products (its set-up): its stock and documents are not needed to check them
  const there = problems.some((p) => p.field === 'to') ? undefined : masterOf(input.to).products.byId;
  const day = allocationDay(wh, ctx.now);
  const asked = new Map<string, number>();
  const skus = input.lines.map((l) => resolveSku(wh, l.sku));
  skus.forEach((sku, i) => sku && asked.set(sku, (asked.get(sku) ?? 0) + input.lines[i].qty));
  input.lines.forEach((l, i) => {
    const sku = skus[i];
    if (!sku) return problems.push({ field: `lines.${i}.sku`, key: 'server.order.unknownSku', vars: { sku: l.sku } });
    if (there && !there.get(sku)?.enabled) return problems.push({ field: `lines.${i}.sku`, key: 'server.transfer.unknownThere', vars: { sku, code: target!.code } });
    const free = allocatableOf(wh, sku, day);
    if (asked.get(sku)! > free) problems.push({ field: `lines.${i}.qty`, key: 'server.transfer.moreThanAvailable', vars: { sku, available: free, qty: asked.get(sku)! } });
  });
  return problems;
}

/** A new transfer: checked, then made as a B2B order to the destination's address (created: allocated on the order list or here). */
export function createTransfer(wh: WarehouseData, ctx: Ctx, warehouseIds: readonly string[], input: TransferInput): Order {
  const problems = transferProblems(wh, ctx, warehouseIds, input);
  if (problems.length) {
    const fields: Record<string, FieldProblem> = {};
    for (const p of problems) fields[p.field] ??= { key: p.key, vars: p.vars };
    throw new DomainError(problems[0].key, problems[0].vars, 400, fields);
  }
  const from = getStore().warehouses.find((w) => w.id === wh.warehouseId);
  const to = getStore().warehouses.find((w) => w.id === input.to)!;
  const order = createOrder(
    wh,
    wh,
    ctx,
    'b2b',
    { source: 'transfer', receiver: { name: to.name, address: to.address }, carrier: input.carrier, cartons: input.cartons, lines: input.lines },
    from?.code ?? wh.warehouseId,
  );
  order.transfer = { to: input.to, note: input.note?.trim() ?? '' };
  return order;
}

/** Units of a transfer in the destination's transit area now. */
export function inTransitOf(order: Order): number {
  if (!order.transfer?.shippedAt) return 0;
  return (siteOf(order.transfer.to)?.rowsByLocation.get(TRANSFER_TRANSIT(order.no)) ?? []).reduce((s, r) => s + r.onHand, 0);
}

/** Where a transfer is: its order's state until it ships, then its notice's at the destination. */
export function transferStatus(order: Order): TransferStatus {
  if (order.status === 'cancelled') return 'cancelled';
  const t = order.transfer!;
  if (!t.shippedAt || !t.noticeId) return 'created';
  const notice = port('noticeStatus')(t.to, t.noticeId);
  return notice === 'tallied' || notice === 'completed' ? 'received' : 'inTransit';
}

/** Cancels a transfer that has not shipped (the order's cancel: reservations released, picked units put back). */
export function cancelTransfer(wh: WarehouseData, ctx: Ctx, order: Order, reason: string): Order {
  if (transferStatus(order) !== 'created') throw new DomainError('server.transfer.notCancellable', { no: order.no }, 409);
  return transition(wh, ctx, order, 'cancel', { reason });
}

const warehouseRef = (id: string) => {
  const w = getStore().warehouses.find((x) => x.id === id);
  return { id, code: w?.code ?? id, name: w?.name ?? id };
};

export function transferRow(wh: WarehouseData, order: Order): TransferRow {
  const t = order.transfer!;
  return {
    id: order.id,
    no: order.no,
    status: transferStatus(order),
    orderStatus: order.status,
    from: warehouseRef(wh.warehouseId),
    to: warehouseRef(t.to),
    lines: order.lines.map((l) => ({ sku: l.sku, qty: l.qty, shipped: t.shippedAt ? l.picked : 0 })),
    totalQty: order.lines.reduce((s, l) => s + l.qty, 0),
    inTransit: inTransitOf(order),
    carrier: order.carrier,
    note: t.note,
    ...(t.noticeId ? { noticeId: t.noticeId, noticeNo: t.noticeNo, noticeStatus: port('noticeStatus')(t.to, t.noticeId) } : {}),
    createdAt: order.createdAt,
    ...(t.shippedAt ? { shippedAt: t.shippedAt } : {}),
  };
}

/** The transfers leaving or reaching a warehouse, newest first (the warehouses worked in so far: a transfer's source was). */
export function transfersOf(warehouseId: string): { wh: WarehouseData; order: Order }[] {
  const out: { wh: WarehouseData; order: Order }[] = [];
  for (const id of Object.keys(sites())) {
    const wh = sites()[id] as WarehouseData;
    for (const order of wh.orders as Order[]) if (order.transfer && (id === warehouseId || order.transfer.to === warehouseId)) out.push({ wh, order });
  }
  return out.sort((a, b) => b.order.createdAt.localeCompare(a.order.createdAt) || b.order.no.localeCompare(a.order.no));
}
