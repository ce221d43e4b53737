/**
 * CMS records as the mock keeps them and the console shows them (src/services/cms.ts).
 * Relative imports only: the mock imports this file.
 */
import type { HistoryEntry } from '../machine';
import type { BookingAction, BookingSlot, BookingStatus, Channel, CustomerOrderAction, CustomerOrderStatus, OrderType, RoutingOutcome } from './machine';

export interface BookingLine {
  sku: string;
  expected: number;
  /** ISO date (shelf-life SKUs). */
  expiry?: string;
}

/** A customer's delivery booked at a dock and a slot of a day. */
export interface Booking {
  id: string;
  no: string;
  status: BookingStatus;
  customer: string;
  /** The container or truck the goods come in. */
  containerNo: string;
  /** The day (YYYY-MM-DD) and its slot. */
  eta: string;
  slot: BookingSlot;
  dock: string;
  note: string;
  lines: BookingLine[];
  /** The warehousing notice made when accepted. */
  noticeId?: string;
  noticeNo?: string;
  reason?: string;
  history: HistoryEntry<BookingStatus, BookingAction>[];
  createdAt: string;
  updatedAt?: string;
}

export interface CustomerOrderLine {
  sku: string;
  qty: number;
}

/** An outbound order as the customer submitted it. */
export interface CustomerOrder {
  id: string;
  no: string;
  status: CustomerOrderStatus;
  customer: string;
  channel: Channel;
  /** The customer's own reference. */
  ref: string;
  orderType: OrderType;
  carrier: string;
  receiver: { name: string; phone: string; address: string; city: string; country: string };
  cartons: number;
  lines: CustomerOrderLine[];
  /** The outbound order made when accepted. */
  orderId?: string;
  orderNo?: string;
  orderKind?: OrderType;
  /** The routing rule that accepted it ('' by hand). */
  ruleCode?: string;
  reason?: string;
  history: HistoryEntry<CustomerOrderStatus, CustomerOrderAction>[];
  createdAt: string;
  updatedAt?: string;
}

/** A routing rule: customer orders matching its conditions ('' = any) become outbound orders of its type, in priority order. */
export interface RoutingRule {
  id: string;
  code: string;
  name: string;
  /** Lower first. */
  priority: number;
  channel: string;
  carrier: string;
  sku: string;
  orderType: OrderType;
  /** The carrier the order ships with ('' = the customer's). */
  setCarrier: string;
  enabled: boolean;
}

/** What a routing rule did to one customer order. */
export interface RoutingRun {
  id: string;
  at: string;
  ruleId: string;
  ruleCode: string;
  ruleName: string;
  customerOrderId: string;
  customerOrderNo: string;
  orderNo: string;
  orderType: OrderType;
  outcome: RoutingOutcome;
  /** Why it was refused (translated key and values). */
  message?: { key: string; vars?: Record<string, string | number> };
}
