import { linesOfAny } from '../ledger';
import { available } from './inventory';
import type { DestroyOrder, Order, Catalog, WarehouseData } from './types';
import type { OrderAllocation } from '../../../src/services/types/outbound';

export { skuMatcher } from '../site/sku';

export function orderSummary(state: Catalog, o: Order) {
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
    ...(o.backorderOf ? { backorderOf: o.backorderOf } : {}),
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
}
export type OrderSummary = ReturnType<typeof orderSummary>;

/** A destroy order as listed: the order with its total quantity and who created it. */
export const destroySummary = (d: DestroyOrder) => ({ ...d, totalQty: d.lines.reduce((n, l) => n + l.qty, 0), operator: d.history[0]?.operator ?? '' });

export function orderDetail(state: Catalog, wh: WarehouseData, o: Order) {
  const records = linesOfAny(wh, o.no);
  return {
    ...orderSummary(state, o),
    receiver: o.receiver,
    cancelReason: o.cancelReason,
    backorders: (o.backorders ?? []).flatMap((no) => {
      const b = wh.orderByNo.get(no);
      return b ? [{ id: b.id, no: b.no, status: b.status }] : [];
    }),
    ...(o.shortRest ? { shortRest: o.shortRest } : {}),
    ...(o.putbackNo ? { putback: putbackOf(wh, o.putbackNo) } : {}),
    parcels: o.parcels,
    packCartons: (o.packCartons ?? []).map((c) => ({ seq: c.seq, status: c.status, items: c.items.map((i) => ({ ...i })), ...(c.weight !== undefined ? { weight: c.weight } : {}) })),
    lines: o.lines.map((l) => {
      const p = state.productBySku.get(l.sku);
      return {
        sku: l.sku,
        nameZh: p?.nameZh,
        nameEn: p?.nameEn,
        qty: l.qty,
        allocated: l.allocated,
        picked: l.picked,
        short: l.short,
        locations: l.allocations.map((a) => `${a.location}×${a.qty}`),
        // the rows allocated, and why each was taken (the rule and what it read of the row)
        allocations: l.allocations.map((a): OrderAllocation => ({
          location: a.location,
          qty: a.qty,
          picked: a.picked,
          rule: a.rule,
          ...(a.lot ? { lot: a.lot } : {}),
          ...(a.expiry ? { expiry: a.expiry } : {}),
          receivedAt: a.receivedAt,
        })),
      };
    }),
    history: o.history,
    records,
  };
}

/** A put-back task as the order drawer shows it. */
export function putbackOf(wh: WarehouseData, no: string) {
  const pb = wh.putbacks.find((p) => p.no === no);
  if (!pb) return undefined;
  return {
    id: pb.id,
    no: pb.no,
    orderNo: pb.orderNo,
    status: pb.status,
    lines: pb.lines.map((l) => ({ sku: l.sku, from: l.from, ...(l.lot ? { lot: l.lot } : {}), qty: l.qty })),
    ...(pb.location ? { location: pb.location } : {}),
    createdAt: pb.createdAt,
    operator: pb.operator,
    ...(pb.doneAt ? { doneAt: pb.doneAt, doneBy: pb.doneBy } : {}),
  };
}

export function productHits(state: Catalog, wh: WarehouseData, q: string, limit = 20) {
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
