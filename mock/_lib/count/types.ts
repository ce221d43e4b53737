/** Cycle counts' place in the mock store: per warehouse its count plans (stock is the warehouse's ledger; locks are the master locations' status). */
import type { CountPlanAction, CountPlanStatus, CountTaskStatus, PlanKind, AbcClass, SkippedLocation } from '../../../src/domain/inventory/count';
import type { DocEnv, KitDocument } from '../kits/document';
import type { WarehouseMaster } from '../master/types';
import type { WarehouseData } from '../outbound/types';

/** One count of a task: who, when, what was counted, and what the ledger said then (never shown to a blind counter). */
export interface StoredRound {
  round: number;
  operator: string;
  at: string;
  lines: { sku: string; qty: number }[];
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
export interface CountEnv extends DocEnv<WarehouseData> {
  place: CountPlace;
  master: WarehouseMaster;
}
