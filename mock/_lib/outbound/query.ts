import { statePage, type PageQuery } from '../paging';
import { available } from './inventory';
import type { DestroyOrder, Order, OrderKind, OutboundState, WarehouseData } from './types';
import { DESTROY_STATUSES, ORDER_STATUSES } from './types';

/** What every state list accepts: paging, sorting, a status filter (comma-separated) and a created-at range. */
export interface ListQuery extends PageQuery {
  status?: unknown;
  createdFrom?: unknown;
  createdTo?: unknown;
}

export interface OrderQuery extends ListQuery {
  no?: unknown;
  sku?: unknown;
  receiver?: unknown;
  carrier?: unknown;
  waveId?: unknown;
}

export interface DestroyQuery extends ListQuery {
  no?: unknown;
  sku?: unknown;
  location?: unknown;
  reason?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Whether an ISO time lies in the query's created-at range (ISO bounds, both inclusive). */
const createdWithin = (q: ListQuery) => {
  const from = str(q.createdFrom);
  const to = str(q.createdTo);
  return (at: string) => (!from || at >= from) && (!to || at <= to);
};

/** A SKU filter: part of the SKU code, or exactly one of its barcodes. */
const skuMatcher = (state: OutboundState, q: unknown) => {
  const v = str(q).toUpperCase();
  const fromBarcode = v ? state.skuByBarcode.get(v) : undefined;
  return (sku: string) => !v || sku.toUpperCase().includes(v) || sku === fromBarcode;
};

/** Outbound state lists: newest first unless asked otherwise, up to 1000 rows a page. */
const stateList = (sortable: readonly string[]) => ({ sortable, defaultSort: { field: 'createdAt', order: 'descend' as const }, tie: 'no', defaultPageSize: 20, maxPageSize: 1000 });

export function orderSummary(state: OutboundState, o: Order) {
  return {
    id: o.id,
    no: o.no,
    kind: o.kind,
    status: o.status,
    source: o.source,
    receiverName: o.receiver.name,
    city: o.receiver.city,
    carrier: o.carrier,
    service: o.service,
    cartons: o.cartons,
    lineCount: o.lines.length,
    totalQty: o.lines.reduce((s, l) => s + l.qty, 0),
    skus: o.lines.map((l) => l.sku),
    trackingNos: o.parcels.map((p) => p.trackingNo),
    printCount: o.parcels.reduce((m, p) => Math.max(m, p.printCount), 0),
    waveId: o.waveId,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
}
export type OrderSummary = ReturnType<typeof orderSummary>;

/** Server-side filter, sort and page; counts per status over the other filters (for the tabs). */
export function queryOrders(state: OutboundState, wh: WarehouseData, kind: OrderKind, q: OrderQuery) {
  const no = str(q.no).toUpperCase();
  const sku = skuMatcher(state, q.sku);
  const receiver = str(q.receiver).toLowerCase();
  const carrier = str(q.carrier);
  const created = createdWithin(q);
  const waveId = str(q.waveId);
  const base = wh.orders.filter(
    (o) =>
      o.kind === kind &&
      (!no || o.no.toUpperCase().includes(no) || o.parcels.some((p) => p.trackingNo.toUpperCase() === no)) &&
      o.lines.some((l) => sku(l.sku)) &&
      (!receiver || o.receiver.name.toLowerCase().includes(receiver) || o.receiver.phone.includes(receiver)) &&
      (!carrier || o.carrier === carrier) &&
      created(o.createdAt) &&
      (!waveId || o.waveId === waveId),
  );
  return statePage(base, ORDER_STATUSES, q, (o) => orderSummary(state, o), stateList(['no', 'createdAt', 'updatedAt', 'status', 'carrier', 'totalQty']));
}

/** A destroy order as listed: the order with its total quantity and who created it. */
export const destroySummary = (d: DestroyOrder) => ({ ...d, totalQty: d.lines.reduce((n, l) => n + l.qty, 0), operator: d.history[0]?.operator ?? '' });

/** Destroy orders: filter by no, SKU (code or barcode), location (prefix), reason and created range; counts per state. */
export function queryDestroys(state: OutboundState, wh: WarehouseData, q: DestroyQuery) {
  const no = str(q.no).toUpperCase();
  const sku = skuMatcher(state, q.sku);
  const location = str(q.location).toUpperCase();
  const reasons = str(q.reason) ? str(q.reason).split(',') : [];
  const created = createdWithin(q);
  const base = wh.destroys.filter(
    (d) =>
      (!no || d.no.toUpperCase().includes(no)) &&
      d.lines.some((l) => sku(l.sku) && l.location.startsWith(location)) &&
      (!reasons.length || reasons.includes(d.reason)) &&
      created(d.createdAt),
  );
  return statePage(base, DESTROY_STATUSES, q, destroySummary, stateList(['no', 'createdAt', 'status', 'reason', 'totalQty']));
}

export function orderDetail(state: OutboundState, wh: WarehouseData, o: Order) {
  const records = wh.journal.filter((r) => r.docNo === o.no || r.docNo.endsWith(`/${o.no}`));
  return {
    ...orderSummary(state, o),
    receiver: o.receiver,
    cancelReason: o.cancelReason,
    parcels: o.parcels,
    lines: o.lines.map((l) => {
      const p = state.productBySku.get(l.sku);
      return { sku: l.sku, nameZh: p?.nameZh, nameEn: p?.nameEn, qty: l.qty, allocated: l.allocated, picked: l.picked, short: l.short, locations: l.allocations.map((a) => `${a.location}×${a.qty}`) };
    }),
    history: o.history,
    records,
  };
}

export function productHits(state: OutboundState, wh: WarehouseData, q: string, limit = 20) {
  const v = q.trim().toUpperCase();
  const bySku = (sku: string) => {
    const p = state.productBySku.get(sku)!;
    const rows = wh.rowsBySku.get(sku) ?? [];
    return { sku, nameZh: p.nameZh, nameEn: p.nameEn, barcodes: p.barcodes, available: rows.reduce((s, r) => s + (wh.locationByCode.get(r.location)?.status === 'active' ? available(r) : 0), 0) };
  };
  const exact = state.skuByBarcode.get(v) ?? (state.productBySku.has(v) ? v : undefined);
  if (exact) return [bySku(exact)];
  return state.products
    .filter((p) => !v || p.sku.includes(v) || p.nameEn.toUpperCase().includes(v) || p.nameZh.includes(q.trim()))
    .slice(0, limit)
    .map((p) => bySku(p.sku));
}
