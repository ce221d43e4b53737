/** CMS's place in the mock store: per warehouse its bookings, customer orders, routing rules and what the rules did. */
import type { Booking, CustomerOrder, RoutingRule, RoutingRun } from '../../../src/domain/cms/types';
import type { DocEnv } from '../kits/document';
import type { Table } from '../kits/setup';
import type { Site } from '../site/types';

export type { Booking, CustomerOrder, RoutingRule, RoutingRun };

export interface CmsPlace {
  warehouseId: string;
  bookings: Booking[];
  orders: CustomerOrder[];
  rules: Table<RoutingRule>;
  runs: RoutingRun[];
  /** Numbering of rules and runs. */
  seq: number;
}

export interface CmsState {
  warehouses: Record<string, CmsPlace>;
}

/** Where a CMS change happens: the warehouse's ledger (its numbering, its orders), its CMS place, who and when. */
export interface CmsEnv extends DocEnv<Site> {
  warehouseId: string;
  /** The warehouse code in document numbers (SZ01). */
  code: string;
  place: CmsPlace;
}
