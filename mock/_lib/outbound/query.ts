import { available } from './inventory';
import type { Order, OrderKind, OrderStatus, OutboundState, WarehouseData } from './types';
import { ORDER_STATUSES } from './types';

export interface OrderQuery {
  current?: unknown;
  pageSize?: unknown;
  status?: unknown;
  no?: unknown;
  sku?: unknown;
  receiver?: unknown;
  carrier?: unknown;
  createdFrom?: unknown;
  createdTo?: unknown;
  sortField?: unknown;
  sortOrder?: unknown;
  waveId?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const SORTABLE = ['no', 'createdAt', 'updatedAt', 'status', 'carrier', 'totalQty'] as const;

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
  const sku = str(q.sku).toUpperCase();
  const receiver = str(q.receiver).toLowerCase();
  const carrier = str(q.carrier);
  const from = str(q.createdFrom);
  const to = str(q.createdTo);
  const statuses = str(q.status) ? str(q.status).split(',') : [];
  const waveId = str(q.waveId);
  const skuFromBarcode = sku ? state.skuByBarcode.get(sku) : undefined;
  const base = wh.orders.filter(
    (o) =>
      o.kind === kind &&
      (!no || o.no.toUpperCase().includes(no) || o.parcels.some((p) => p.trackingNo.toUpperCase() === no)) &&
      (!sku || o.lines.some((l) => l.sku.toUpperCase().includes(sku) || l.sku === skuFromBarcode)) &&
      (!receiver || o.receiver.name.toLowerCase().includes(receiver) || o.receiver.phone.includes(receiver)) &&
      (!carrier || o.carrier === carrier) &&
      (!from || o.createdAt >= from) &&
      (!to || o.createdAt <= to) &&
      (!waveId || o.waveId === waveId),
  );
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const o of base) counts[o.status]++;
  const rows = (statuses.length ? base.filter((o) => statuses.includes(o.status)) : base).map((o) => orderSummary(state, o));
  const field = (SORTABLE as readonly string[]).includes(str(q.sortField)) ? (str(q.sortField) as (typeof SORTABLE)[number]) : 'createdAt';
  const dir = str(q.sortOrder) === 'ascend' ? 1 : str(q.sortOrder) === 'descend' || !str(q.sortField) ? -1 : 1;
  rows.sort((a, b) => {
    const x = a[field];
    const y = b[field];
    return (typeof x === 'number' ? (x as number) - (y as number) : String(x).localeCompare(String(y))) * dir || a.no.localeCompare(b.no);
  });
  const pageSize = Math.min(Math.max(Number(q.pageSize) || 20, 1), 1000);
  const current = Math.max(Number(q.current) || 1, 1);
  return { data: rows.slice((current - 1) * pageSize, current * pageSize), total: rows.length, counts, all: base.length };
}

export function orderDetail(state: OutboundState, wh: WarehouseData, o: Order) {
  const records = wh.records.filter((r) => r.docNo === o.no || r.docNo.endsWith(`/${o.no}`));
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
