/** Outbound domain types (mock back end). Vocabulary: ../shared/design/wms-domain.md. */

export type OrderKind = 'b2c' | 'b2b';
export const ORDER_STATUSES = ['created', 'allocated', 'picking', 'picked', 'labelled', 'shipped', 'cancelled', 'exception'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** What can be done to an order; each is one edge (or set of edges) of the state machine. */
export type OrderAction = 'allocate' | 'wave' | 'pickDone' | 'short' | 'label' | 'ship' | 'cancel' | 'resolve';

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

export interface Receiver {
  name: string;
  phone: string;
  address: string;
  city: string;
  country: string;
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

export interface Manifest {
  id: string;
  no: string;
  kind: OrderKind;
  carrier: string;
  /** B2B only. */
  dock?: string;
  trailer?: string;
  status: 'open' | 'confirmed';
  scanned: string[];
  unexpected: { trackingNo: string; reason: string }[];
  shippedOrderIds: string[];
  createdAt: string;
  confirmedAt?: string;
  operator: string;
}

export const DESTROY_STATUSES = ['created', 'approved', 'executed', 'cancelled'] as const;
export type DestroyStatus = (typeof DESTROY_STATUSES)[number];
export const DESTROY_REASONS = ['damaged', 'expired', 'other'] as const;
export interface DestroyOrder {
  id: string;
  no: string;
  reason: (typeof DESTROY_REASONS)[number];
  note: string;
  status: DestroyStatus;
  lines: { rowId: string; location: string; sku: string; qty: number }[];
  history: { from: DestroyStatus | null; to: DestroyStatus; at: string; operator: string }[];
  createdAt: string;
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
