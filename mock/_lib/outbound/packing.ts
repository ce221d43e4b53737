/**
 * The pack bench (rules: src/domain/outbound/packing.ts): cartons one open at a time, closed with a
 * weight; completing packs the order, its cartons the parcels to label. No stock moves.
 */
import { cartonUnits, openCarton, packComplete, packProgress, packScanRefusal, PACK_CARTONS_MAX, type PackCarton } from '../../../src/domain/outbound/packing';
import { resolveSku, transition } from './orders';
import { DomainError, type Catalog, type Ctx, type Order, type WarehouseData } from './types';

const cartonsOf = (order: Order): PackCarton[] => (order.packCartons ??= []);

/** Packing changes only a picked order. */
function mustBePicked(order: Order) {
  if (order.status !== 'picked') throw new DomainError('server.outbound.pack.notPicked', { no: order.no, status: order.status });
}

function touch(order: Order, ctx: Ctx) {
  order.updatedAt = ctx.now;
}

/** Opens a new carton; refused while one is open (close it first). */
export function openPackCarton(order: Order, ctx: Ctx): PackCarton {
  mustBePicked(order);
  const cartons = cartonsOf(order);
  const open = openCarton(cartons);
  if (open) throw new DomainError('server.outbound.pack.cartonOpen', { no: order.no, seq: open.seq });
  if (cartons.length >= PACK_CARTONS_MAX) throw new DomainError('server.outbound.pack.tooManyCartons', { max: PACK_CARTONS_MAX });
  const carton: PackCarton = { seq: cartons.length + 1, status: 'open', items: [] };
  cartons.push(carton);
  touch(order, ctx);
  return carton;
}

/**
 * A scanned product (SKU or barcode) into the open carton, `qty` units. Refused, changing nothing:
 * no open carton (409), a product the order does not have (422), or more than is left of it (409).
 */
export function packScan(state: Catalog, order: Order, ctx: Ctx, code: string, qty = 1): PackCarton {
  mustBePicked(order);
  const cartons = cartonsOf(order);
  const sku = resolveSku(state, code) ?? resolveSku(state, code.toUpperCase());
  const refusal = packScanRefusal(order.lines, cartons, sku, qty);
  if (refusal === 'noOpenCarton') throw new DomainError('server.outbound.pack.noOpenCarton', { no: order.no });
  if (refusal === 'notOnOrder') throw new DomainError('server.outbound.pack.notOnOrder', { code: code.trim(), no: order.no }, 422);
  if (refusal === 'fullyPacked') {
    const left = packProgress(order.lines, cartons).find((l) => l.sku === sku)!.left;
    throw new DomainError('server.outbound.pack.fullyPacked', { sku: sku!, left });
  }
  const carton = openCarton(cartons)!;
  const item = carton.items.find((i) => i.sku === sku);
  if (item) item.qty += qty;
  else carton.items.push({ sku: sku!, qty });
  touch(order, ctx);
  return carton;
}

/** Closes a carton with its weight (kg); an empty carton is not closed (nothing to ship in it). */
export function closePackCarton(order: Order, ctx: Ctx, seq: number, weight: number): PackCarton {
  mustBePicked(order);
  const carton = cartonsOf(order).find((c) => c.seq === seq);
  if (!carton) throw new DomainError('server.notFound', {}, 404);
  if (carton.status !== 'open') throw new DomainError('server.outbound.pack.cartonClosed', { seq });
  if (!cartonUnits(carton)) throw new DomainError('server.outbound.pack.emptyCarton', { seq });
  if (!(weight > 0)) throw new DomainError('server.outbound.pack.weightRequired', {}, 400, { weight: { key: 'server.outbound.pack.weightRequired' } });
  carton.status = 'closed';
  carton.weight = weight;
  touch(order, ctx);
  return carton;
}

/** Every picked unit is in a closed carton: the order becomes packed (refused before that). */
export const completePacking = (wh: WarehouseData, ctx: Ctx, order: Order): Order => transition(wh, ctx, order, 'pack');

/**
 * Packs everything at once, one carton per `split` share of the units (seeds and tests that need a
 * packed order): the same steps as the bench, each weighing 1 kg per unit.
 */
export function packAll(state: Catalog, wh: WarehouseData, ctx: Ctx, order: Order, cartons = 1): Order {
  const units = order.lines.flatMap((l) => Array.from({ length: l.picked }, () => l.sku));
  const n = Math.max(1, Math.min(cartons, units.length, PACK_CARTONS_MAX));
  for (let c = 0; c < n; c++) {
    const share = units.slice(Math.floor((c * units.length) / n), Math.floor(((c + 1) * units.length) / n));
    const carton = openPackCarton(order, ctx);
    const bySku = new Map<string, number>();
    for (const sku of share) bySku.set(sku, (bySku.get(sku) ?? 0) + 1);
    for (const [sku, qty] of bySku) packScan(state, order, ctx, sku, qty);
    closePackCarton(order, ctx, carton.seq, Math.max(share.length, 1));
  }
  return completePacking(wh, ctx, order);
}

/** The bench's view of an order: each line's picked, packed and left units, the cartons, whether it may complete. */
export function packSessionOf(state: Catalog, order: Order) {
  const cartons = order.packCartons ?? [];
  const progress = packProgress(order.lines, cartons);
  return {
    orderId: order.id,
    orderNo: order.no,
    kind: order.kind,
    status: order.status,
    carrier: order.carrier,
    receiver: order.receiver,
    lines: order.lines.map((l, i) => {
      const p = state.productBySku.get(l.sku);
      return { sku: l.sku, nameZh: p?.nameZh, nameEn: p?.nameEn, barcodes: p?.barcodes ?? [], picked: l.picked, packed: progress[i].packed, left: progress[i].left };
    }),
    cartons: cartons.map((c) => ({ seq: c.seq, status: c.status, items: c.items.map((i) => ({ ...i })), ...(c.weight !== undefined ? { weight: c.weight } : {}) })),
    complete: packComplete(order.lines, cartons),
    updatedAt: order.updatedAt,
  };
}
