/** Outbound domain types (mock back end). Vocabulary: ../shared/design/wms-domain.md. */
import type { DestroyOrder, DestroyStatus, ManifestBase, OrderAction, OrderKind, OrderStatus, Receiver } from '../../../src/services/types/outbound';

// What the console sees too: declared once, in the console's types.
export { DESTROY_REASONS, DESTROY_STATUSES, ORDER_STATUSES } from '../../../src/services/types/outbound';
export type { DestroyOrder, DestroyStatus, OrderAction, OrderKind, OrderStatus, Receiver };
/** What can be done to an order; each is one edge (or set of edges) of the state machine. */

export interface Product {
  sku: string;
  nameZh: string;
  nameEn: string;
  barcodes: string[];
  unit: string;
  weightKg: number;
}

export interface Zone {
  code: string;
  name: string;
  type: 'storage' | 'picking' | 'staging';
}

export interface Location {
  code: string;
  zone: string;
  type: 'shelf' | 'pallet' | 'floor';
  pickSeq: number;
  status: 'active' | 'locked' | 'disabled';
}

export interface Quantities {
  /** Physically in the warehouse: available + allocated + picked. */
  onHand: number;
  /** Reserved for orders or destroy orders, still on the location. */
  allocated: number;
  /** Taken off the location for an order, not shipped yet. */
  picked: number;
}

export interface InvRow extends Quantities {
  id: string;
  location: string;
  sku: string;
  /** FIFO key. */
  receivedAt: string;
}

export type RecordType = 'receive' | 'allocate' | 'release' | 'pick' | 'ship' | 'destroy' | 'adjust';

/** The movement journal: exactly one record per quantity change. */
export interface InvRecord {
  id: string;
  type: RecordType;
  rowId: string;
  sku: string;
  location: string;
  delta: Quantities;
  before: Quantities;
  after: Quantities;
  operator: string;
  at: string;
  docNo: string;
}

export interface Allocation {
  rowId: string;
  location: string;
  qty: number;
  picked: number;
}

export interface OrderLine {
  sku: string;
  qty: number;
  allocated: number;
  picked: number;
  short: number;
  allocations: Allocation[];
}

export interface HistoryEntry {
  from: OrderStatus | null;
  to: OrderStatus;
  action: OrderAction | 'create';
  at: string;
  operator: string;
  note?: string;
}

export interface Parcel {
  trackingNo: string;
  /** B2B: carton/pallet number (1-based); B2C: 1. */
  seq: number;
  printCount: number;
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
  /** B2B: cartons (or pallets) the order ships in; B2C: 1. */
  cartons: number;
  status: OrderStatus;
  lines: OrderLine[];
  history: HistoryEntry[];
  waveId?: string;
  parcels: Parcel[];
  manifestId?: string;
  cancelReason?: string;
  createdAt: string;
  updatedAt: string;
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
}

export interface Manifest extends ManifestBase {
  scanned: string[];
  unexpected: { trackingNo: string; reason: string }[];
  shippedOrderIds: string[];
}

export interface WarehouseData {
  warehouseId: string;
  zones: Zone[];
  locations: Location[];
  locationByCode: Map<string, Location>;
  inventory: InvRow[];
  rowById: Map<string, InvRow>;
  rowsBySku: Map<string, InvRow[]>;
  records: InvRecord[];
  orders: Order[];
  orderById: Map<string, Order>;
  orderByNo: Map<string, Order>;
  orderByTracking: Map<string, Order>;
  waves: Wave[];
  manifests: Manifest[];
  destroys: DestroyOrder[];
  seq: number;
}

export interface OutboundState {
  products: Product[];
  productBySku: Map<string, Product>;
  skuByBarcode: Map<string, string>;
  warehouses: Record<string, WarehouseData>;
}

/** Who and when, for every change. */
export interface Ctx {
  operator: string;
  now: string;
}

/** A refused domain operation: a translation key (server.*), its variables and an HTTP status. */
export class DomainError extends Error {
  constructor(
    public key: string,
    public vars: Record<string, string | number> = {},
    public status = 409,
  ) {
    super(key);
  }
}
