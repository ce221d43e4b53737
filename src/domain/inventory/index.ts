/**
 * Inventory control: the menu ids of its screens, the hold request, the rows the lists answer.
 * Relative imports only: the mock imports this file.
 */
import { z } from 'zod';
import { required } from '../fields';

export const INVENTORY_MENU_IDS = { list: '34', location: '35', record: '273' } as const;

export const HOLD_REASON_MAX = 200;
export const HOLD_QTY_MAX = 999999;

/** Putting stock of a row on hold, or releasing it: how many, and why. */
export const holdSchema = z.strictObject({
  qty: z.number().int().min(1).max(HOLD_QTY_MAX),
  reason: required(HOLD_REASON_MAX),
});
export type HoldInput = z.input<typeof holdSchema>;

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
