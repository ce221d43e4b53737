/**
 * Outbound shapes the console (src/services/outbound.ts) and the mock back end
 * (mock/_lib/outbound/types.ts) share. Imported by the mock with a relative path: relative
 * imports only. Request bodies are the schemas' types (src/domain/outbound/schema.ts).
 */
import type { DestroyReason, ORDER_KINDS } from '../../domain/outbound/schema';
import type { AllocationRule } from '../../domain/master/types';

export { BULK_ACTIONS } from '../../domain/outbound/schema';
export type { BulkAction, BulkInput, Carrier, DestroyInput, DestroyReason, ManifestInput, OrderDraft, OrderInput } from '../../domain/outbound/schema';

export type OrderKind = (typeof ORDER_KINDS)[number];

/** A carrier as the dictionary names it (the codes orders and manifests store). */
export interface CarrierOption {
  code: string;
  nameZh: string;
  nameEn: string;
}

/** What the order, delivery and filter selects offer (`GET /api/outbound/:kind/meta`). */
export interface OutboundMeta {
  /** The dictionary's enabled carriers, in its order: what new orders and manifests may name. */
  carriers: CarrierOption[];
  /** Its disabled carriers: no longer offered, but named where existing orders still have them. */
  disabledCarriers: CarrierOption[];
  /** Docks a B2B manifest may load at. */
  docks: string[];
  /** The warehouse's enabled zones (codes): what wave planning may choose. */
  zones: string[];
}

/** A destroy reason as the dictionary names it (`type=destroyReason`; destroy orders store the code). */
export type DestroyReasonOption = CarrierOption;

/** What the destroy form, the list's reason filter and column and the drawer name (`GET /api/outbound/destroy/reasons`). */
export interface DestroyReasons {
  /** The dictionary's enabled destroy reasons, in its order: what new destroy orders may name. */
  reasons: DestroyReasonOption[];
  /** Its disabled ones: no longer offered, but named where existing destroy orders still have them. */
  disabledReasons: DestroyReasonOption[];
}
export { DESTROY_STATUSES, ORDER_STATUSES } from '../../domain/outbound/machine';
export type { DestroyAction, DestroyStatus, OrderAction, OrderStatus } from '../../domain/outbound/machine';
import type { DestroyAction, DestroyStatus } from '../../domain/outbound/machine';

export interface Receiver {
  name: string;
  phone: string;
  address: string;
  city: string;
  country: string;
}

export type { AllocationRule };

/**
 * Why allocation took a stock row: the rule it followed (the product's, else the warehouse's) and
 * what the rule read of the row: its expiry (FEFO), when it was received (FIFO, and FEFO's tie).
 */
export interface AllocationReason {
  rule: AllocationRule;
  lot?: string;
  /** ISO date. */
  expiry?: string;
  /** When the row first received stock. */
  receivedAt: string;
}

/** One stock row an order line was allocated from: where, how many, how many picked so far, and why. */
export interface OrderAllocation extends AllocationReason {
  location: string;
  qty: number;
  picked: number;
}

/** A manifest's own fields: stored with its scans (mock), listed with their counts (console). */
export interface ManifestBase {
  id: string;
  no: string;
  kind: OrderKind;
  carrier: string;
  /** B2B only. */
  dock?: string;
  trailer?: string;
  status: 'open' | 'confirmed';
  createdAt: string;
  confirmedAt?: string;
  operator: string;
}


export interface DestroyOrder {
  id: string;
  no: string;
  reason: DestroyReason;
  note: string;
  status: DestroyStatus;
  lines: { rowId: string; location: string; sku: string; qty: number }[];
  /** Every change: created, edited, each action (the mock's document kit writes them). */
  history: { from: DestroyStatus | null; to: DestroyStatus; action: DestroyAction | 'create' | 'edit'; at: string; operator: string; note?: string }[];
  createdAt: string;
  updatedAt?: string;
}
