/** Relocation and FBA records, as the mock keeps and the console shows them (relative imports only). */
import type { HistoryEntry } from '../machine';
import type { RelocationAction, RelocationStatus, REPLENISH_REASONS } from './machine';

/** Why a replenishment was generated. */
export type ReplenishReason = (typeof REPLENISH_REASONS)[number];

export interface Relocation {
  id: string;
  no: string;
  status: RelocationStatus;
  history: HistoryEntry<RelocationStatus, RelocationAction>[];
  createdAt: string;
  updatedAt?: string;
  sku: string;
  qty: number;
  from: string;
  lpn?: string;
  /** Only units of this lot. */
  lot?: string;
  /** The planned target (given or suggested). */
  to: string;
  /** Where it was put away (another location than planned is allowed). */
  putTo?: string;
  emergency: boolean;
  /**
   * A replenishment of a pick face (generated, never typed): `min` when the pick face fell below
   * its min, `shortfall` when its open allocations exceed what it has left available.
   */
  replenish?: ReplenishReason;
  reason?: string;
  /** Who took it out / received it / put it away. */
  outBy?: string;
  receivedBy?: string;
  putBy?: string;
}

/** A relocation as listed and opened: with its product's names and where its units are now. */
export interface RelocationRow extends Omit<Relocation, 'history'> {
  nameZh: string;
  nameEn: string;
  /** Where the units are: the source (planned, cancelled), the transit area, or the target. */
  at: string;
  history: Relocation['history'];
}

/** Stock of one SKU on an FBA location for a marketplace shipment (held for it: not allocatable). */
export interface FbaStockRow {
  id: string;
  shipment: string;
  location: string;
  sku: string;
  nameZh: string;
  nameEn: string;
  lot?: string;
  lpn?: string;
  qty: number;
  stagedAt: string;
}
