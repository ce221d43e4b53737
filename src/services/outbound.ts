import { request, UPLOAD_TIMEOUT_MS } from '@/utils/request';
import { checked, is, page, row } from './shape';
import type {
  BulkAction,
  Carrier,
  CarrierOption,
  DestroyInput,
  DestroyOrder,
  DestroyReason,
  DestroyReasonOption,
  DestroyReasons,
  DestroyStatus,
  ManifestBase,
  ManifestInput,
  OrderDraft,
  OrderInput,
  OrderAllocation,
  OrderKind,
  OrderStatus,
  OutboundMeta,
  Receiver,
} from './types/outbound';

export { DESTROY_STATUSES, ORDER_STATUSES } from './types/outbound';
export type { BulkAction, Carrier, CarrierOption, DestroyInput, DestroyOrder, DestroyReason, DestroyReasonOption, DestroyReasons, DestroyStatus, ManifestInput, OrderAllocation, OrderDraft, OrderInput, OrderKind, OrderStatus, OutboundMeta, Receiver };

export interface OrderRow {
  id: string;
  no: string;
  kind: OrderKind;
  status: OrderStatus;
  source: string;
  receiverName: string;
  city: string;
  carrier: Carrier;
  service: string;
  cartons: number;
  lineCount: number;
  totalQty: number;
  skus: string[];
  trackingNos: string[];
  printCount: number;
  waveId?: string;
  createdAt: string;
  updatedAt: string;
}

export interface InvRecord {
  id: string;
  type: string;
  sku: string;
  location: string;
  delta: { onHand: number; allocated: number; picked: number };
  operator: string;
  at: string;
  docNo: string;
}

export interface OrderDetail extends OrderRow {
  receiver: Receiver;
  cancelReason?: string;
  parcels: { trackingNo: string; seq: number; printCount: number }[];
  /** Each line with the stock rows it was allocated from (`allocations`: where, how many, picked, and why). */
  lines: { sku: string; nameZh?: string; nameEn?: string; qty: number; allocated: number; picked: number; short: number; locations: string[]; allocations: OrderAllocation[] }[];
  history: { from: OrderStatus | null; to: OrderStatus; action: string; at: string; operator: string; note?: string }[];
  records: InvRecord[];
}

export interface OrderQuery {
  current?: number;
  pageSize?: number;
  status?: string;
  no?: string;
  sku?: string;
  receiver?: string;
  carrier?: string;
  createdFrom?: string;
  createdTo?: string;
  sortField?: string;
  sortOrder?: string;
}

export interface OrderPage {
  list: OrderRow[];
  total: number;
  counts: Record<OrderStatus, number>;
  all: number;
}

export interface ProductHit {
  sku: string;
  nameZh: string;
  nameEn: string;
  barcodes: string[];
  available: number;
}

export interface PickTask {
  id: string;
  orderId: string;
  orderNo: string;
  location: string;
  sku: string;
  nameZh: string;
  nameEn: string;
  barcodes: string[];
  qty: number;
  picked: number;
  status: 'open' | 'done' | 'short';
  shortReason?: string;
  pickSeq: number;
}

export interface WaveRow {
  id: string;
  no: string;
  status: 'open' | 'done';
  orders: number;
  tasks: number;
  done: number;
  createdAt: string;
  operator: string;
}

export interface WaveDetail {
  id: string;
  no: string;
  status: 'open' | 'done';
  createdAt: string;
  operator: string;
  tasks: PickTask[];
}

export interface ManifestRow extends ManifestBase {
  scannedCount: number;
  unexpectedCount: number;
  shippedCount: number;
}

export interface ManifestDetail extends ManifestBase {
  scanned: { trackingNo: string; orderNo?: string }[];
  unexpected: { trackingNo: string; reason: string; reasonText: string }[];
  missing: { trackingNo: string; orderNo: string; seq: number }[];
  shippedOrderIds: string[];
}

export interface BulkResult {
  done: string[];
  failed: { no: string; message: string }[];
}

export type DestroyAction = 'approve' | 'execute' | 'cancel';

/** A destroy order as listed: with its total quantity and who created it. */
export interface DestroyRow extends DestroyOrder {
  totalQty: number;
  operator: string;
}

export interface DestroyQuery {
  current?: number;
  pageSize?: number;
  status?: string;
  no?: string;
  sku?: string;
  location?: string;
  reason?: string;
  createdFrom?: string;
  createdTo?: string;
  sortField?: string;
  sortOrder?: string;
}

export interface DestroyPage {
  list: DestroyRow[];
  total: number;
  counts: Record<DestroyStatus, number>;
  all: number;
}

/** A stock row (location + SKU) with available quantity, as offered for destroying. */
export interface DestroyStockRow {
  rowId: string;
  location: string;
  sku: string;
  available: number;
  nameZh?: string;
  nameEn?: string;
}

/** A state list's page: its rows and the count per state over the other filters. */
const statePage = page({ counts: is.recordOf(is.number), all: is.number });

const namedShape = is.arrayOf(is.shape({ code: is.string, nameZh: is.string, nameEn: is.string }));

export const destroyApi = {
  /** The dictionary's destroy reasons: the enabled ones (offered) and the disabled ones (named on existing orders). */
  reasons: () => checked(is.shape({ reasons: namedShape, disabledReasons: namedShape }), request<DestroyReasons>('GET', '/api/outbound/destroy/reasons')),
  list: (q: DestroyQuery) => checked(statePage, request<DestroyPage>('GET', '/api/outbound/destroy', { ...q })),
  stock: (q: string) => request<DestroyStockRow[]>('GET', '/api/outbound/destroy/stock', { q }),
  create: (input: DestroyInput) => request<DestroyOrder>('POST', '/api/outbound/destroy', { ...input }),
  transition: (id: string, action: DestroyAction) => request<DestroyOrder>('POST', '/api/outbound/destroy/:id/:action', { id, action }),
};

const base = '/api/outbound/:kind';
/** An order with its lines, each with the rows it was allocated from and why (the drawer reads them). */
const allocationShape = is.shape({ location: is.string, qty: is.number, picked: is.number, rule: is.string, receivedAt: is.string, expiry: is.optional(is.string), lot: is.optional(is.string) });
const orderShape = is.shape({ id: is.string, lines: is.arrayOf(is.shape({ sku: is.string, allocations: is.arrayOf(allocationShape) })), records: is.arrayOf(is.object), history: is.arrayOf(is.object) });
const metaShape = is.shape({ carriers: namedShape, disabledCarriers: namedShape, docks: is.arrayOf(is.string) });

export const outboundApi = {
  orders: (kind: OrderKind, q: OrderQuery) => checked(statePage, request<OrderPage>('GET', `${base}/orders`, { kind, ...q })),
  order: (kind: OrderKind, id: string) => checked(orderShape, request<OrderDetail>('GET', `${base}/orders/:id`, { kind, id })),
  createOrder: (kind: OrderKind, input: OrderInput) => request<OrderRow>('POST', `${base}/orders`, { kind, ...input }),
  updateOrder: (kind: OrderKind, id: string, input: OrderInput) => request<OrderRow>('PUT', `${base}/orders/:id`, { kind, id, ...input }),
  bulk: (kind: OrderKind, action: BulkAction, ids: string[], reason?: string) =>
    request<BulkResult>('POST', `${base}/orders/bulk`, { kind, action, ids, reason }),
  importCheck: (kind: OrderKind, rows: OrderDraft[]) => request<{ index: number; errors: string[] }[]>('POST', `${base}/orders/import/check`, { kind, rows }, { timeout: UPLOAD_TIMEOUT_MS }),
  importRows: (kind: OrderKind, rows: OrderDraft[]) => request<{ created: string[] }>('POST', `${base}/orders/import`, { kind, rows }, { timeout: UPLOAD_TIMEOUT_MS }),
  products: (kind: OrderKind, q: string) => request<ProductHit[]>('GET', `${base}/products`, { kind, q }),
  meta: (kind: OrderKind) => checked(metaShape, request<OutboundMeta>('GET', `${base}/meta`, { kind })),
  waves: (kind: OrderKind, current = 1, pageSize = 10) => checked(page(), request<{ list: WaveRow[]; total: number }>('GET', `${base}/waves`, { kind, current, pageSize })),
  createWave: (kind: OrderKind, orderIds: string[]) => request<{ id: string; no: string }>('POST', `${base}/waves`, { kind, orderIds }),
  wave: (kind: OrderKind, id: string) => checked(is.shape({ id: is.string, tasks: is.arrayOf(row) }), request<WaveDetail>('GET', `${base}/waves/:id`, { kind, id })),
  // Scan writes take an idempotency key: sent again (a lost answer), they are applied once.
  pick: (kind: OrderKind, id: string, taskId: string, qty: number, idempotencyKey?: string) =>
    request<PickTask>('POST', `${base}/waves/:id/tasks/:taskId/pick`, { kind, id, taskId, qty }, { idempotencyKey }),
  shortPick: (kind: OrderKind, id: string, taskId: string, found: number, reason: string, idempotencyKey?: string) =>
    request<PickTask>('POST', `${base}/waves/:id/tasks/:taskId/short`, { kind, id, taskId, found, reason }, { idempotencyKey }),
  label: (kind: OrderKind, id: string) => request<OrderDetail>('POST', `${base}/orders/:id/label`, { kind, id }),
  print: (kind: OrderKind, id: string, copies: number) => request<OrderDetail>('POST', `${base}/orders/:id/print`, { kind, id, copies }),
  manifests: (kind: OrderKind, q: { current?: number; pageSize?: number; status?: string }) =>
    checked(page(), request<{ list: ManifestRow[]; total: number }>('GET', `${base}/manifests`, { kind, ...q })),
  createManifest: (kind: OrderKind, input: ManifestInput) => request<ManifestRow>('POST', `${base}/manifests`, { kind, ...input }),
  manifest: (kind: OrderKind, id: string) => request<ManifestDetail>('GET', `${base}/manifests/:id`, { kind, id }),
  scan: (kind: OrderKind, id: string, trackingNo: string, idempotencyKey?: string) =>
    request<{ ok: boolean; orderNo?: string; reason?: string; reasonText?: string }>('POST', `${base}/manifests/:id/scan`, { kind, id, trackingNo }, { idempotencyKey }),
  confirmManifest: (kind: OrderKind, id: string) => request<{ id: string; shipped: number }>('POST', `${base}/manifests/:id/confirm`, { kind, id }),
};
