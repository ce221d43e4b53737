/** Cycle counts' place in the mock store: per warehouse its count plans (stock is the warehouse's ledger; locks are the master locations' status). */
import type { CountPlanAction, CountPlanStatus, CountTaskStatus, PlanKind, AbcClass, SkippedLocation } from '../../../src/domain/inventory/count';
import type { KitDocument } from '../kits/document';
import type { SiteEnv } from '../site/types';

/** A stock row a count line covers, and what the ledger had on it when the line was counted. */
export interface CountedRow {
  rowId: string;
  lot?: string;
  lpn?: string;
  qty: number;
}

/**
 * One line of a count: a SKU (and lot, pallet when the counter named them) and how many were found,
 * with the rows it covers as the ledger had them at that moment: approval posts `qty` − Σ rows.
 */
export interface StoredLine {
  sku: string;
  lot?: string;
  lpn?: string;
  qty: number;
  rows: CountedRow[];
}

/** One count of a task: who, when, what was counted, and what the ledger said then (never shown to a blind counter). */
export interface StoredRound {
  round: number;
  operator: string;
  /** The counter's user id (absent: counted by the mock itself, e.g. a test run). */
  userId?: string;
  at: string;
  lines: StoredLine[];
  /** What the ledger had then per SKU (the sum of the lines' rows). */
  expected: { sku: string; qty: number }[];
}

export interface CountTask {
  id: string;
  location: string;
  zone: string;
  /** The SKUs counted (SKU and ABC plans); empty: everything at the location. */
  skus: string[];
  status: CountTaskStatus;
  rounds: StoredRound[];
  /** Why a supervisor asked for a recount. */
  recountReason?: string;
}

export interface CountPlan extends KitDocument<CountPlanStatus, CountPlanAction> {
  kind: PlanKind;
  zone?: string;
  from?: string;
  to?: string;
  skus?: string[];
  abc?: AbcClass;
  note: string;
  operator: string;
  tasks: CountTask[];
  skipped: SkippedLocation[];
}

export interface CountPlace {
  warehouseId: string;
  plans: CountPlan[];
}

export interface CountState {
  warehouses: Record<string, CountPlace>;
}

/** Where a count change happens: the warehouse's ledger and layout, its master data (config, location table) and its plans. */
export interface CountEnv extends SiteEnv {
  place: CountPlace;
  /** The caller's user id (a round records who counted it; approval compares it). */
  userId?: string;
}
