import { reference } from '@/query';
import { request, UPLOAD_TIMEOUT_MS } from '@/utils/request';
import { tabbedPageOf } from '@/domain/contract';
import * as answer from '@/domain/outbound/answers';
import { checked } from './shape';
import type { PutbackStatus } from '@/domain/outbound/machine';
import type { ShortRest } from '@/domain/outbound/schema';
import type { PackCarton } from '@/domain/outbound/packing';
import type { WavePlanCriteria } from '@/domain/outbound/wavePlan';
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

/** A wave a plan would make: its carrier, zone (or `mixed`), size and order numbers. */
export interface PlannedWaveRow {
  carrier: string;
  zone?: string;
  orders: number;
  lines: number;
  units: number;
  orderNos: string[];
}
export interface PlannedWaveMade {
  id: string;
  no: string;
  carrier: string;
  zone?: string;
  orders: number;
}
export type { WavePlanCriteria };

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
  /** A backorder: the order it was split from. */
  backorderOf?: string;
  createdAt: string;
  updatedAt: string;
}

/** A put-back task: a cancelled order's picked units on their way back to a location. */
export interface Putback {
  id: string;
  no: string;
  orderNo: string;
  status: PutbackStatus;
  lines: { sku: string; from: string; lot?: string; qty: number }[];
  location?: string;
  createdAt: string;
  operator: string;
  doneAt?: string;
  doneBy?: string;
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
  /** The backorders split from this order, with their states. */
  backorders: { id: string; no: string; status: OrderStatus }[];
  /** Shipped short: what became of the units not picked. */
  shortRest?: ShortRest;
  putback?: Putback;
  /** One per packed carton (its weight, kg). */
  parcels: { trackingNo: string; seq: number; printCount: number; weight?: number }[];
  /** The cartons the pack bench packed the order in. */
  packCartons: PackCarton[];
  /** Each line with the stock rows it was allocated from (`allocations`: where, how many, picked, and why). */
  lines: { sku: string; nameZh?: string; nameEn?: string; qty: number; allocated: number; picked: number; short: number; locations: string[]; allocations: OrderAllocation[] }[];
  history: { from: OrderStatus | null; to: OrderStatus; action: string; at: string; operator: string; note?: string }[];
  records: InvRecord[];
}

export type { PackCarton };

/** An order at the pack bench (`GET /api/outbound/:kind/pack/:id`): lines with picked / packed / left units, its cartons. */
export interface PackSession {
  orderId: string;
  orderNo: string;
  kind: OrderKind;
  status: OrderStatus;
  carrier: Carrier;
  receiver: Receiver;
  lines: { sku: string; nameZh?: string; nameEn?: string; barcodes: string[]; picked: number; packed: number; left: number }[];
  cartons: PackCarton[];
  /** Every picked unit is in a closed carton: packing may be finished. */
  complete: boolean;
  updatedAt: string;
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
  /** The lot of the stock row to pick: the picker confirms it. */
  lot?: string;
  expiry?: string;
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

/** A wave's order with its tote (cluster picking). */
export interface WaveOrder {
  id: string;
  no: string;
  status: OrderStatus;
  tote?: string;
}

export interface WaveDetail {
  id: string;
  no: string;
  status: 'open' | 'done';
  createdAt: string;
  operator: string;
  orders: WaveOrder[];
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

/** The answers' schemas (src/domain/outbound/answers.ts): a state list's page has its rows and the count per state. */
const orderPage = tabbedPageOf(answer.orderRow);
const destroyPage = tabbedPageOf(answer.destroyRow);

export const destroyApi = {
  /** The dictionary's destroy reasons: the enabled ones (offered) and the disabled ones (named on existing orders). */
  reasons: () => checked(answer.destroyReasons, request<DestroyReasons>('GET', '/api/outbound/destroy/reasons')),
  list: (q: DestroyQuery) => checked(destroyPage, request<DestroyPage>('GET', '/api/outbound/destroy', { ...q })),
  stock: (q: string) => checked(answer.destroyStock, request<DestroyStockRow[]>('GET', '/api/outbound/destroy/stock', { q })),
  create: (input: DestroyInput) => checked(answer.destroyOrder, request<DestroyOrder>('POST', '/api/outbound/destroy', { ...input })),
  transition: (id: string, action: DestroyAction) => checked(answer.destroyOrder, request<DestroyOrder>('POST', '/api/outbound/destroy/:id/:action', { id, action })),
};

const base = '/api/outbound/:kind';

export const outboundApi = {
  orders: (kind: OrderKind, q: OrderQuery) => checked(orderPage, request<OrderPage>('GET', `${base}/orders`, { kind, ...q })),
  /** An order with its lines, each with the rows it was allocated from and why (the drawer reads them). */
  order: (kind: OrderKind, id: string) => checked(answer.orderDetail, request<OrderDetail>('GET', `${base}/orders/:id`, { kind, id })),
  createOrder: (kind: OrderKind, input: OrderInput) => checked(answer.orderRow, request<OrderRow>('POST', `${base}/orders`, { kind, ...input })),
  updateOrder: (kind: OrderKind, id: string, input: OrderInput) => checked(answer.orderRow, request<OrderRow>('PUT', `${base}/orders/:id`, { kind, id, ...input })),
  bulk: (kind: OrderKind, action: BulkAction, ids: string[], reason?: string) =>
    checked(answer.bulkResult, request<BulkResult>('POST', `${base}/orders/bulk`, { kind, action, ids, reason })),
  importCheck: (kind: OrderKind, rows: OrderDraft[]) =>
    checked(answer.importRowsCheck, request<{ index: number; errors: string[] }[]>('POST', `${base}/orders/import/check`, { kind, rows }, { timeout: UPLOAD_TIMEOUT_MS })),
  importRows: (kind: OrderKind, rows: OrderDraft[]) => checked(answer.importAnswer, request<{ created: string[] }>('POST', `${base}/orders/import`, { kind, rows }, { timeout: UPLOAD_TIMEOUT_MS })),
  products: (kind: OrderKind, q: string) => checked(answer.productHits, request<ProductHit[]>('GET', `${base}/products`, { kind, q })),
  meta: (kind: OrderKind) => checked(answer.outboundMeta, request<OutboundMeta>('GET', `${base}/meta`, { kind })),
  waves: (kind: OrderKind, current = 1, pageSize = 10) => checked(answer.listOf(answer.waveRow), request<{ list: WaveRow[]; total: number }>('GET', `${base}/waves`, { kind, current, pageSize })),
  createWave: (kind: OrderKind, orderIds: string[]) => checked(answer.waveCreated, request<{ id: string; no: string }>('POST', `${base}/waves`, { kind, orderIds })),
  /** The waves a plan would make (nothing changes), and the plan itself (all its waves or none). */
  previewWavePlan: (kind: OrderKind, criteria: WavePlanCriteria) =>
    checked(answer.wavePlanPreview, request<{ waves: PlannedWaveRow[] }>('POST', `${base}/waves/plan/preview`, { kind, ...criteria })),
  planWaves: (kind: OrderKind, criteria: WavePlanCriteria) =>
    checked(answer.wavePlanCreated, request<{ waves: PlannedWaveMade[] }>('POST', `${base}/waves/plan`, { kind, ...criteria })),
  wave: (kind: OrderKind, id: string) => checked(answer.waveDetail, request<WaveDetail>('GET', `${base}/waves/:id`, { kind, id })),
  // Scan writes take an idempotency key: sent again (a lost answer), they are applied once.
  /** `lot`: the lot read off the goods, required when the task's stock row has one. */
  pick: (kind: OrderKind, id: string, taskId: string, qty: number, idempotencyKey?: string, lot?: string, tote?: string) =>
    checked(answer.pickTask, request<PickTask>('POST', `${base}/waves/:id/tasks/:taskId/pick`, { kind, id, taskId, qty, ...(lot ? { lot } : {}), ...(tote ? { tote } : {}) }, { idempotencyKey })),
  /** Binds a tote to an order of the wave (cluster picking). */
  bindTote: (kind: OrderKind, id: string, orderId: string, tote: string, idempotencyKey?: string) =>
    checked(answer.waveTotes, request<{ orders: WaveOrder[] }>('POST', `${base}/waves/:id/totes`, { kind, id, orderId, tote }, { idempotencyKey })),
  shortPick: (kind: OrderKind, id: string, taskId: string, found: number, reason: string, idempotencyKey?: string) =>
    checked(answer.pickTask, request<PickTask>('POST', `${base}/waves/:id/tasks/:taskId/short`, { kind, id, taskId, found, reason }, { idempotencyKey })),
  /** Ships an exception order short; the rest becomes a backorder order or is cancelled. */
  shipShort: (kind: OrderKind, id: string, rest: ShortRest) => checked(answer.orderDetail, request<OrderDetail>('POST', `${base}/orders/:id/shipShort`, { kind, id, rest })),
  /** Confirms a put-back task: its units are on `location`. */
  confirmPutback: (kind: OrderKind, id: string, location: string) => checked(answer.putbackAnswer, request<Putback>('POST', `${base}/putbacks/:id/confirm`, { kind, id, location })),
  /** The pack bench: an order's lines and cartons; the writes below answer it too (scan writes: an idempotency key). */
  packSession: (kind: OrderKind, id: string) => checked(answer.packSession, request<PackSession>('GET', `${base}/pack/:id`, { kind, id })),
  openCarton: (kind: OrderKind, id: string, idempotencyKey?: string) => checked(answer.packSession, request<PackSession>('POST', `${base}/pack/:id/cartons`, { kind, id }, { idempotencyKey })),
  packScan: (kind: OrderKind, id: string, code: string, qty?: number, idempotencyKey?: string) =>
    checked(answer.packSession, request<PackSession>('POST', `${base}/pack/:id/scan`, { kind, id, code, ...(qty ? { qty } : {}) }, { idempotencyKey })),
  closeCarton: (kind: OrderKind, id: string, seq: number, weight: number, idempotencyKey?: string) =>
    checked(answer.packSession, request<PackSession>('POST', `${base}/pack/:id/cartons/:seq/close`, { kind, id, seq, weight }, { idempotencyKey })),
  completePacking: (kind: OrderKind, id: string, idempotencyKey?: string) => checked(answer.packSession, request<PackSession>('POST', `${base}/pack/:id/complete`, { kind, id }, { idempotencyKey })),
  label: (kind: OrderKind, id: string) => checked(answer.orderDetail, request<OrderDetail>('POST', `${base}/orders/:id/label`, { kind, id })),
  print: (kind: OrderKind, id: string, copies: number) => checked(answer.orderDetail, request<OrderDetail>('POST', `${base}/orders/:id/print`, { kind, id, copies })),
  manifests: (kind: OrderKind, q: { current?: number; pageSize?: number; status?: string }) =>
    checked(answer.listOf(answer.manifestRow), request<{ list: ManifestRow[]; total: number }>('GET', `${base}/manifests`, { kind, ...q })),
  /** The manifest opened (as stored: its scans so far, none). */
  createManifest: (kind: OrderKind, input: ManifestInput) => checked(answer.manifest, request<ManifestBase>('POST', `${base}/manifests`, { kind, ...input })),
  manifest: (kind: OrderKind, id: string) => checked(answer.manifestDetail, request<ManifestDetail>('GET', `${base}/manifests/:id`, { kind, id })),
  scan: (kind: OrderKind, id: string, trackingNo: string, idempotencyKey?: string) =>
    checked(answer.scanResult, request<{ ok: boolean; orderNo?: string; reason?: string; reasonText?: string }>('POST', `${base}/manifests/:id/scan`, { kind, id, trackingNo }, { idempotencyKey })),
  confirmManifest: (kind: OrderKind, id: string) => checked(answer.manifestConfirmed, request<{ id: string; shipped: number }>('POST', `${base}/manifests/:id/confirm`, { kind, id })),
};

/** The carriers and docks of an order kind in the current warehouse: one request for the list's filter, the order form and delivery. */
export const outboundMeta = (kind: OrderKind) => reference(['outbound-meta', kind], () => outboundApi.meta(kind), 5 * 60_000);
