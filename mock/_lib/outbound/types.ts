/** Outbound domain types (mock back end). Vocabulary: ../shared/design/wms-domain.md. */
import type { HistoryEntry as KitHistoryEntry } from '../kits/document';
import type { Site } from '../site/types';
import type { PutbackStatus } from '../../../src/domain/outbound/machine';
import type { ShortRest } from '../../../src/domain/outbound/schema';
import type { PackCarton } from '../../../src/domain/outbound/packing';
import type { DestroyAction, DestroyOrder, DestroyStatus, ManifestBase, OrderAction, OrderAllocation, OrderKind, OrderStatus, Receiver } from '../../../src/services/types/outbound';

// What the console sees too: declared once, in the console's types.
export { DESTROY_STATUSES, ORDER_STATUSES } from '../../../src/services/types/outbound';
export type { DestroyAction, DestroyOrder, DestroyStatus, OrderAction, OrderKind, OrderStatus, Receiver };
/** What can be done to an order; each is one edge (or set of edges) of the state machine. */

/** Products, zones, locations and docks are master data (mock/_lib/master): outbound reads them. */
export type { Catalog, Dock, Layout, Location, Product, Zone } from '../master/types';

/** Stock rows and journal lines are the ledger's (mock/_lib/ledger.ts). */
export type { Quantities, StockRow as InvRow, JournalLine as InvRecord, Ledger } from '../ledger';

/** A line's units from one stock row: reserved (`qty`), picked so far, and why the row was taken (`rule`, the row's lot / expiry / receipt). */
export interface Allocation extends OrderAllocation {
  rowId: string;
}

export interface OrderLine {
  sku: string;
  qty: number;
  allocated: number;
  picked: number;
  short: number;
  allocations: Allocation[];
}

/** An order's change (the document kit's history entry). */
export type HistoryEntry = KitHistoryEntry<OrderStatus, OrderAction>;

export interface Parcel {
  trackingNo: string;
  /** B2B: carton/pallet number (1-based); B2C: 1. */
  seq: number;
  printCount: number;
  /** The packed carton's weight (kg). */
  weight?: number;
}

export interface Order {
  id: string;
  no: string;
  kind: OrderKind;
  warehouseId: string;
  source: string;
  receiver: Receiver;
  carrier: string;
  service: string;
  /** B2B: cartons (or pallets) the order ships in, as typed until packing counts them; B2C: 1 until packed. */
  cartons: number;
  status: OrderStatus;
  lines: OrderLine[];
  history: HistoryEntry[];
  waveId?: string;
  parcels: Parcel[];
  manifestId?: string;
  cancelReason?: string;
  /** The order this one was split from: the units a partial allocation or a ship short left (a backorder). */
  backorderOf?: string;
  /** The backorder orders split from this one, by number. */
  backorders?: string[];
  /** Shipped short: what became of the units not picked. */
  shortRest?: ShortRest;
  /** The pack bench's cartons (one open at a time); once packed, the cartons the order ships in. */
  packCartons?: PackCarton[];
  /** Cancelled with picked units: the put-back task that returns them. */
  putbackNo?: string;
  /** A transfer to another warehouse of the caller's: where to, its note, and once shipped the notice opened there. */
  transfer?: OrderTransfer;
  createdAt: string;
  updatedAt: string;
}

export interface OrderTransfer {
  /** The destination warehouse's id. */
  to: string;
  note: string;
  noticeId?: string;
  noticeNo?: string;
  shippedAt?: string;
}

export interface PickTask {
  id: string;
  orderId: string;
  orderNo: string;
  lineIndex: number;
  rowId: string;
  location: string;
  sku: string;
  qty: number;
  picked: number;
  status: 'open' | 'done' | 'short';
  shortReason?: string;
  pickSeq: number;
  /** The row's lot (and expiry): a lot-controlled pick confirms it. */
  lot?: string;
  expiry?: string;
}

export interface Wave {
  id: string;
  no: string;
  kind: OrderKind;
  orderIds: string[];
  tasks: PickTask[];
  status: 'open' | 'done';
  createdAt: string;
  operator: string;
  /** Cluster picking: each order's tote (order id → tote code), bound before the trip. */
  totes?: Record<string, string>;
}

/** Picked units of a cancelled order on their way back to a shelf, held by the task until it is confirmed. */
export interface PutbackLine {
  rowId: string;
  sku: string;
  /** The location the units were picked from (the row holding them, and the suggested target). */
  from: string;
  lot?: string;
  qty: number;
}

export interface Putback {
  id: string;
  no: string;
  kind: OrderKind;
  orderId: string;
  orderNo: string;
  status: PutbackStatus;
  lines: PutbackLine[];
  /** Where the units went (once confirmed). */
  location?: string;
  createdAt: string;
  operator: string;
  doneAt?: string;
  doneBy?: string;
}

export interface Manifest extends ManifestBase {
  scanned: string[];
  unexpected: { trackingNo: string; reason: string }[];
  shippedOrderIds: string[];
}

/**
 * One warehouse: its site (mock/_lib/site: the inventory ledger, the catalog and layout it reads of
 * the master data) and outbound's documents on it.
 */
export interface WarehouseData extends Site {
  orders: Order[];
  orderById: Map<string, Order>;
  orderByNo: Map<string, Order>;
  orderByTracking: Map<string, Order>;
  waves: Wave[];
  manifests: Manifest[];
  destroys: DestroyOrder[];
  putbacks: Putback[];
}

export interface OutboundState {
  warehouses: Record<string, WarehouseData>;
}

/** Who and when, for every change. */
export interface Ctx {
  operator: string;
  now: string;
}

export { DomainError } from '../errors';
