/**
 * The site: one warehouse as every area sees it: its ledger, the master data it reads, and a read
 * view of outbound's orders. Outbound extends it (`WarehouseData`); other areas keep their own parts.
 */
import type { OrderKind, OrderStatus } from '../../../src/services/types/outbound';
import type { DocEnv } from '../kits/document';
import type { Ledger } from '../ledger';
import type { Catalog, Layout, WarehouseMaster } from '../master/types';

export type { Catalog, Layout };

/** What an area reads of one of outbound's orders (outbound's `Order` is one). */
export interface OrderView {
  id: string;
  no: string;
  kind: OrderKind;
  status: OrderStatus;
  carrier: string;
  receiver: { name: string };
  updatedAt: string;
  parcels: readonly { trackingNo: string }[];
  lines: readonly { sku: string; qty: number; picked: number }[];
}

export interface Site extends Ledger, Catalog, Layout {
  /** Outbound's orders, to read (outbound writes them: mock/_lib/outbound). */
  orders: readonly OrderView[];
  orderById: ReadonlyMap<string, OrderView>;
  orderByNo: ReadonlyMap<string, OrderView>;
  orderByTracking: ReadonlyMap<string, OrderView>;
}

/** Where an area's change happens: the site, the warehouse's master data, who and when. */
export interface SiteEnv extends DocEnv<Site> {
  master: WarehouseMaster;
}
