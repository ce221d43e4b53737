/**
 * Answers of the CMS routes (mock/_lib/contract.ts): bookings and customer orders, routing rules and
 * their runs, the selects. Checked in the mock's tests and by src/services/cms.ts; relative imports only.
 */
import { z } from 'zod';
import { count, historyOf, id, isoDate, pageOf, record, text } from '../contract';
import { DOCK_TYPES } from '../master/types';
import { NOTICE_STATUSES } from '../inbound/machine';
import { ORDER_STATUSES } from '../outbound/machine';
import type { HistoryEntry } from '../machine';
import {
  BOOKING_SLOTS,
  BOOKING_STATUSES,
  bookingMachine,
  CHANNELS,
  CUSTOMER_ORDER_STATUSES,
  customerOrderMachine,
  ORDER_TYPES,
  ROUTING_OUTCOMES,
  type BookingAction,
  type BookingStatus,
  type CustomerOrderAction,
  type CustomerOrderStatus,
} from './machine';
import type { BookingLine, CustomerOrderLine, RoutingRule, RoutingRun } from './types';

/** A YYYY-MM-DD day. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe('YYYY-MM-DD');

/** A product's names beside a line ('' when the SKU is unknown). */
const named = { nameZh: text, nameEn: text };

// ---------------------------------------------------------------- bookings

export const bookingRowAnswer = record({
  id,
  no: text,
  status: z.enum(BOOKING_STATUSES),
  customer: text,
  containerNo: text,
  eta: day,
  slot: z.enum(BOOKING_SLOTS),
  dock: text,
  lineCount: count,
  expectedQty: count,
  /** The warehousing notice made when accepted ('' before). */
  noticeId: text,
  noticeNo: text,
  noticeStatus: z.enum(['', ...NOTICE_STATUSES]),
  reason: text,
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const bookingDetailAnswer = bookingRowAnswer.extend({
  note: text,
  lines: z.array(record({ sku: text, expected: count, expiry: day.optional(), ...named })),
  history: z.array(historyOf(BOOKING_STATUSES, bookingMachine.actions)),
});

// ---------------------------------------------------------------- customer orders

export const customerOrderRowAnswer = record({
  id,
  no: text,
  status: z.enum(CUSTOMER_ORDER_STATUSES),
  customer: text,
  channel: z.enum(CHANNELS),
  ref: text,
  orderType: z.enum(ORDER_TYPES),
  carrier: text,
  receiverName: text,
  city: text,
  lineCount: count,
  qty: count,
  /** The outbound order made when accepted ('' before). */
  orderId: text,
  orderNo: text,
  orderKind: z.enum(ORDER_TYPES),
  /** The outbound order's state ('' before it is made) and the backorders split from it. */
  orderStatus: z.enum(['', ...ORDER_STATUSES]),
  backorders: z.array(record({ no: text, status: z.enum(ORDER_STATUSES) })),
  /** The routing rule that accepted it ('' by hand or not yet). */
  ruleCode: text,
  reason: text,
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const customerOrderDetailAnswer = customerOrderRowAnswer.extend({
  receiver: record({ name: text, phone: text, address: text, city: text, country: text }),
  cartons: count,
  lines: z.array(record({ sku: text, qty: count, ...named })),
  history: z.array(historyOf(CUSTOMER_ORDER_STATUSES, customerOrderMachine.actions)),
});

// ---------------------------------------------------------------- routing rules and their runs

export const routingRuleAnswer = record({
  id,
  code: text,
  name: text,
  priority: z.number().int().positive(),
  /** '' = any channel. */
  channel: z.enum(['', ...CHANNELS]),
  carrier: text,
  sku: text,
  orderType: z.enum(ORDER_TYPES),
  /** '' = the customer's carrier. */
  setCarrier: text,
  enabled: z.boolean(),
});

export const routingRunAnswer = record({
  id,
  at: isoDate,
  ruleId: id,
  ruleCode: text,
  ruleName: text,
  customerOrderId: id,
  customerOrderNo: text,
  orderNo: text,
  orderType: z.enum(ORDER_TYPES),
  outcome: z.enum(ROUTING_OUTCOMES),
  /** Why it was refused: a translation key and its values. */
  message: record({ key: text, vars: z.record(z.string(), z.union([z.string(), z.number()])).optional() }).optional(),
});
export const routingRunsPageAnswer = pageOf(routingRunAnswer);

/** `POST /api/cms/rules/run`: how many customer orders the rules accepted and refused, and each run. */
export const routingRunResultAnswer = record({ accepted: count, refused: count, runs: z.array(routingRunAnswer) });

// ---------------------------------------------------------------- the screens' selects

export const cmsMetaAnswer = record({
  docks: z.array(record({ code: text, name: text, type: z.enum(DOCK_TYPES) })),
  carriers: z.array(record({ code: text, nameZh: text, nameEn: text })),
  slots: z.array(z.enum(BOOKING_SLOTS)),
});

// ---------------------------------------------------------------- the schemas describe the types

type Fits<A, T> = [A] extends [T] ? true : never;
const fits = <A, T>(ok: Fits<A, T>) => ok;
fits<z.infer<typeof routingRuleAnswer>, RoutingRule>(true);
fits<z.infer<typeof routingRunAnswer>, RoutingRun>(true);
fits<z.infer<typeof bookingDetailAnswer>['lines'][number], BookingLine>(true);
fits<z.infer<typeof customerOrderDetailAnswer>['lines'][number], CustomerOrderLine>(true);
fits<z.infer<typeof bookingDetailAnswer>['history'][number], HistoryEntry<BookingStatus, BookingAction>>(true);
fits<z.infer<typeof customerOrderDetailAnswer>['history'][number], HistoryEntry<CustomerOrderStatus, CustomerOrderAction>>(true);
