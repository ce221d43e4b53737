/**
 * Inventory control: the menu ids of its screens, the hold request, the rows the lists answer.
 * Relative imports only: the mock imports this file.
 */
import { z } from 'zod';
import { required, text } from '../fields';

const LOT_SKU_MAX = 40;

export const INVENTORY_MENU_IDS = { list: '34', location: '35', record: '273', lot: '601' } as const;

export const HOLD_REASON_MAX = 200;
export const HOLD_QTY_MAX = 999999;

/** Putting stock of a row on hold, or releasing it: how many, and why. */
export const holdSchema = z.strictObject({
  qty: z.number().int().min(1).max(HOLD_QTY_MAX),
  reason: required(HOLD_REASON_MAX),
});
export type HoldInput = z.input<typeof holdSchema>;

/** A lot as printed on the goods (GS1 AI 10). */
export const LOT_MAX = 20;
export const LOT_ACTIONS = ['hold', 'release'] as const;
export type LotAction = (typeof LOT_ACTIONS)[number];

/** Holding or releasing a lot everywhere it is: the lot, optionally one SKU of it, and why. */
export const lotHoldSchema = z.strictObject({
  lot: required(LOT_MAX),
  sku: text(LOT_SKU_MAX).optional(),
  reason: required(HOLD_REASON_MAX),
});
export type LotHoldInput = z.input<typeof lotHoldSchema>;

/** A document that moved units of a lot: what it did, how many units in and out, when. */
export interface LotDocument {
  docType: string;
  docNo: string;
  types: string[];
  /** Units received (onHand up) and sent out (onHand down) by the document. */
  inQty: number;
  outQty: number;
  first: string;
  last: string;
}

/** An order that shipped units of a lot. */
export interface LotShipment {
  orderNo: string;
  kind?: string;
  sku: string;
  qty: number;
  at: string;
  carrier?: string;
  trackingNo?: string;
  receiver?: string;
  city?: string;
}

/** Where a lot is now, which documents moved it and which orders shipped it. */
export interface LotTrace {
  lot: string;
  skus: { sku: string; nameZh: string; nameEn: string }[];
  rows: StockByLocation[];
  documents: LotDocument[];
  shipped: LotShipment[];
  /** `qualityHold`: the units the stock team's holds keep (what releasing the lot gives back). */
  totals: { onHand: number; hold: number; qualityHold: number; available: number; shipped: number };
}

/** Where a row's stock is, as the lists say it. */
export const ROW_PLACES = ['shelf', 'staged', 'damaged'] as const;
export type RowPlace = (typeof ROW_PLACES)[number];

/** One SKU over the warehouse. */
export interface StockBySku {
  id: string;
  sku: string;
  nameZh: string;
  nameEn: string;
  category: string;
  onHand: number;
  allocated: number;
  picked: number;
  hold: number;
  /** Usable now: on shelves, not allocated, picked or held. */
  available: number;
  /** In the damaged area. */
  damaged: number;
  /** Received, not on a shelf yet (receiving and returns areas). */
  staged: number;
  locations: number;
  /** The earliest expiry of its stock (ISO date), if any is tracked. */
  nextExpiry?: string;
}

/** One stock row: a SKU at a location (and pallet, lot, expiry). */
export interface StockByLocation {
  id: string;
  location: string;
  zone: string;
  place: RowPlace;
  sku: string;
  nameZh: string;
  nameEn: string;
  lpn?: string;
  lot?: string;
  expiry?: string;
  onHand: number;
  allocated: number;
  picked: number;
  hold: number;
  available: number;
  receivedAt: string;
}

/** One line of the movement journal. */
export interface RecordRow {
  id: string;
  type: string;
  docType: string;
  docNo: string;
  sku: string;
  location: string;
  lpn?: string;
  lot?: string;
  delta: { onHand: number; allocated: number; picked: number; hold: number };
  before: { onHand: number; allocated: number; picked: number; hold: number };
  after: { onHand: number; allocated: number; picked: number; hold: number };
  operator: string;
  at: string;
  reason?: string;
}
export * from './count';
