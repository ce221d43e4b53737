/**
 * Lots end to end on the inventory side: where a lot is now, which documents moved it and which orders shipped it (read from the ledger's rows and
 * journal), and holding or releasing a lot at every location at once, each row through the ledger in one all-or-nothing write.
 */
import type { LotAction, LotDocument, LotHoldInput, LotShipment, LotTrace } from '../../../src/domain/inventory';
import { DomainError } from '../errors';
import { atomically, available, heldBy, journalOf, ownerOf, putOnHold, releaseHold, type LedgerCtx, type StockRow } from '../ledger';
import type { Site as WarehouseData } from '../site/types';
import { skuOf } from '../site/sku';
import { byLocationRow } from './scan';
import { stockIndexOf } from '../stockIndex';

/** The quality holds of the stock team are one pool: any hold document releases them. */
const QUALITY_HOLD = { type: 'hold', no: 'HD' } as const;

/** The lot as the ledger spells it (a scan or a typed lot may differ in case), or undefined when no row or line names it. */
export function lotName(wh: WarehouseData, lot: string): string | undefined {
  const want = lot.trim();
  if (!want) return undefined;
  const lots = stockIndexOf(wh).rowsByLot;
  if (lots.has(want)) return want;
  const upper = want.toUpperCase();
  for (const name of lots.keys()) if (name.toUpperCase() === upper) return name;
  return undefined;
}

/** The SKU a query names (code or barcode), when it names one. */
const skuFilter = (wh: WarehouseData, sku?: string) => {
  const q = sku?.trim();
  if (!q) return undefined;
  return skuOf(wh, q) ?? q.toUpperCase();
};

/** The stock rows of a lot (of one SKU, when given), every location. */
export const lotRows = (wh: WarehouseData, lot: string, sku?: string): StockRow[] => (stockIndexOf(wh).rowsByLot.get(lot) ?? []).filter((r) => !sku || r.sku === sku);

/** Where a lot is now, which documents moved it and which orders shipped it; 404 when no stock row ever had it. */
export function traceLot(wh: WarehouseData, query: { lot: string; sku?: string }): LotTrace {
  const lot = lotName(wh, query.lot);
  if (!lot) throw new DomainError('server.lot.unknown', { lot: query.lot.trim() }, 404);
  const sku = skuFilter(wh, query.sku);
  const rows = lotRows(wh, lot, sku);
  const j = journalOf(wh);
  const lotId = j.str.find(lot);
  const skuId = sku ? j.str.find(sku) : 0;
  const docs = new Map<string, LotDocument>();
  const shipped = new Map<string, LotShipment>();
  const lots = j.lot.a;
  for (let i = 0; i < j.n; i++) {
    if (lots[i] !== lotId || (sku && j.sku.a[i] !== skuId)) continue;
    const line = j.brief(i);
    // a wave's lines for an order (`W1/ORD1`) are the order's
    const owner = ownerOf({ type: line.docType, no: line.docNo });
    const key = `${owner.type}|${owner.no}`;
    let d = docs.get(key);
    if (!d) docs.set(key, (d = { docType: owner.type, docNo: owner.no, types: [], inQty: 0, outQty: 0, first: line.at, last: line.at }));
    if (!d.types.includes(line.type)) d.types.push(line.type);
    // a move's two lines (out of one row, into the other) are no units in or out of the warehouse
    if (line.type !== 'move') {
      if (line.onHand > 0) d.inQty += line.onHand;
      else d.outQty -= line.onHand;
    }
    if (line.at < d.first) d.first = line.at;
    if (line.at > d.last) d.last = line.at;
    if (line.type === 'ship' && owner.type === 'order') {
      const sk = `${owner.no}|${line.sku}`;
      const s = shipped.get(sk);
      if (s) {
        s.qty -= line.onHand;
        if (line.at > s.at) s.at = line.at;
      } else {
        const order = wh.orderByNo.get(owner.no);
        shipped.set(sk, {
          orderNo: owner.no,
          sku: line.sku,
          qty: -line.onHand,
          at: line.at,
          ...(order ? { kind: order.kind, carrier: order.carrier, receiver: order.receiver.name, ...(order.parcels[0] ? { trackingNo: order.parcels[0].trackingNo } : {}) } : {}),
        });
      }
    }
  }
  const skus = [...new Set([...rows.map((r) => r.sku), ...[...shipped.values()].map((s) => s.sku)])].sort();
  const listed = rows.filter((r) => r.onHand > 0).map((r) => byLocationRow(wh, r));
  listed.sort((a, b) => a.location.localeCompare(b.location) || a.sku.localeCompare(b.sku));
  const shipments = [...shipped.values()].sort((a, b) => b.at.localeCompare(a.at) || a.orderNo.localeCompare(b.orderNo));
  return {
    lot,
    skus: skus.map((s) => {
      const p = wh.productBySku.get(s);
      return { sku: s, nameZh: p?.nameZh ?? '', nameEn: p?.nameEn ?? '' };
    }),
    rows: listed,
    documents: [...docs.values()].sort((a, b) => a.first.localeCompare(b.first) || a.docNo.localeCompare(b.docNo)),
    shipped: shipments,
    totals: {
      onHand: rows.reduce((s, r) => s + r.onHand, 0),
      hold: rows.reduce((s, r) => s + r.hold, 0),
      qualityHold: rows.reduce((s, r) => s + heldBy(r, 'hold', QUALITY_HOLD), 0),
      available: listed.reduce((s, r) => s + r.available, 0),
      shipped: shipments.reduce((s, x) => s + x.qty, 0),
    },
  };
}

export interface LotHoldResult {
  no: string;
  lot: string;
  qty: number;
  rows: { id: string; sku: string; location: string; qty: number; hold: number }[];
}

/**
 * Holds every available unit of a lot at every location (or releases the stock team's holds on it), as one hold document `no`: one ledger write per
 * row, all or nothing (a location under count refuses the whole request, naming the count). Nothing to hold or release is a 409.
 */
export function holdLot(wh: WarehouseData, ctx: LedgerCtx, action: LotAction, input: LotHoldInput, no: () => string): LotHoldResult {
  const lot = lotName(wh, input.lot);
  if (!lot) throw new DomainError('server.lot.unknown', { lot: input.lot.trim() }, 404, { lot: { key: 'server.lot.unknown', vars: { lot: input.lot.trim() } } });
  const sku = skuFilter(wh, input.sku);
  const rows = lotRows(wh, lot, sku);
  const qtyOf = (r: StockRow) => (action === 'hold' ? available(r) : heldBy(r, 'hold', QUALITY_HOLD));
  const changing = rows.filter((r) => qtyOf(r) > 0);
  if (!changing.length) throw new DomainError(action === 'hold' ? 'server.lot.nothingToHold' : 'server.lot.nothingHeld', { lot }, 409);
  return atomically(wh, () => {
    const doc = { type: 'hold', no: no() };
    const changed = changing.map((r) => {
      const qty = qtyOf(r);
      if (action === 'hold') putOnHold(wh, ctx, doc, r, qty, input.reason);
      else releaseHold(wh, ctx, doc, r, qty, input.reason);
      return { id: r.id, sku: r.sku, location: r.location, qty, hold: r.hold };
    });
    return { no: doc.no, lot, qty: changed.reduce((s, r) => s + r.qty, 0), rows: changed };
  });
}
