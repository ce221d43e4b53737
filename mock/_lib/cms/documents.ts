/**
 * CMS's declared documents (mock/_lib/kits/document.ts): bookings and customer orders, and the
 * routing rules as a set-up list (mock/_lib/kits/setup.ts). Each is read and written by its screens.
 */
import { CMS_MENU_IDS as IDS, type BookingAction, type BookingStatus, type CustomerOrderAction, type CustomerOrderStatus } from '../../../src/domain/cms/machine';
import { bookingSchema, reasonSchema, routingRuleEditSchema, routingRuleSchema } from '../../../src/domain/cms/schema';
import { BOOKING_ACTION_KEYS, BOOKING_STATUS_KEYS, ORDER_ACTION_KEYS, ORDER_STATUS_KEYS } from '../../../src/domain/cms/labels';
import { bookingDetailAnswer, bookingRowAnswer, customerOrderDetailAnswer, customerOrderRowAnswer, routingRuleAnswer } from '../../../src/domain/cms/answers';
import type { DocumentDeclaration, InputProblem } from '../kits/document';
import type { LedgerCtx } from '../ledger';
import type { MockRequest } from '../http';
import { filters, type SetupDeclaration, type SetupScope } from '../kits/setup';
import type { PageOptions } from '../paging';
import type { User } from '../seed';
import { port } from '../site/ports';
import { cmsEnv } from './index';
import { bookingRules, customerOrderRules } from './rules';
import type { Booking, CmsEnv, CustomerOrder, RoutingRule } from './types';

export const BOOKING_IDS = [IDS.inBooking, IDS.inBookingNew];
export const ORDER_IDS = [IDS.outOrder, IDS.outOrderNew];
export const READ_IDS = Object.values(IDS);

const scope = (_req: MockRequest, _user: User, warehouseId: string, ctx: LedgerCtx) => cmsEnv(warehouseId, ctx);

const stateList = (sortable: readonly string[]): PageOptions => ({ sortable, defaultSort: { field: 'createdAt', order: 'descend' }, tie: 'no', defaultPageSize: 20, maxPageSize: 1000 });

const createdFilters = {
  createdFrom: (v: string) => (d: { createdAt: string }) => d.createdAt >= v,
  createdTo: (v: string) => (d: { createdAt: string }) => d.createdAt <= v,
};
const contains = (value: string, ...texts: string[]) => texts.some((x) => x.toUpperCase().includes(value.toUpperCase()));

export const bookingSummary = (env: CmsEnv, b: Booking) => {
  const noticeStatus = b.noticeId ? port('noticeStatus')(env.warehouseId, b.noticeId) : '';
  return {
    id: b.id,
    no: b.no,
    status: b.status,
    customer: b.customer,
    containerNo: b.containerNo,
    eta: b.eta,
    slot: b.slot,
    dock: b.dock,
    lineCount: b.lines.length,
    expectedQty: b.lines.reduce((s, l) => s + l.expected, 0),
    noticeId: b.noticeId ?? '',
    noticeNo: b.noticeNo ?? '',
    noticeStatus,
    reason: b.reason ?? '',
    createdAt: b.createdAt,
    updatedAt: b.updatedAt ?? b.createdAt,
  };
};

const productNames = (env: CmsEnv, sku: string) => {
  const p = env.ledger.productBySku.get(sku);
  return { nameZh: p?.nameZh ?? '', nameEn: p?.nameEn ?? '' };
};

export const bookingDocument: DocumentDeclaration<Booking, BookingStatus, BookingAction, CmsEnv, ReturnType<typeof bookingSummary>> = {
  ...bookingRules,
  path: '/api/cms/bookings',
  read: () => BOOKING_IDS,
  write: () => BOOKING_IDS,
  scope,
  schemas: { create: bookingSchema, actions: { reject: reasonSchema, cancel: reasonSchema } },
  list: {
    filters: {
      no: (v) => (b) => contains(v, b.no, b.containerNo, b.noticeNo ?? ''),
      customer: (v) => (b) => contains(v, b.customer),
      dock: (v) => (b) => b.dock === v.toUpperCase(),
      etaFrom: (v) => (b) => b.eta >= v.slice(0, 10),
      etaTo: (v) => (b) => b.eta <= v.slice(0, 10),
      ...createdFilters,
    },
    row: bookingSummary,
    page: stateList(['no', 'createdAt', 'updatedAt', 'status', 'eta', 'customer', 'expectedQty']),
  },
  detail: (env, b) => ({ ...bookingSummary(env, b), note: b.note, lines: b.lines.map((l) => ({ ...l, ...productNames(env, l.sku) })), history: b.history }),
  words: { status: BOOKING_STATUS_KEYS, action: BOOKING_ACTION_KEYS },
  contract: { noun: 'delivery bookings of customers', row: bookingRowAnswer, document: bookingDetailAnswer },
};

/** The outbound order's state and its backorders ('' and none before it is made). */
const progressOf = (env: CmsEnv, o: CustomerOrder) => {
  const p = o.orderId ? port('orderProgress')(env.ledger, o.orderId) : undefined;
  return { orderStatus: p?.status ?? ('' as const), backorders: p?.backorders ?? [] };
};

export const orderSummary = (env: CmsEnv, o: CustomerOrder) => ({
  id: o.id,
  no: o.no,
  status: o.status,
  customer: o.customer,
  channel: o.channel,
  ref: o.ref,
  orderType: o.orderType,
  carrier: o.carrier,
  receiverName: o.receiver.name,
  city: o.receiver.city,
  lineCount: o.lines.length,
  qty: o.lines.reduce((s, l) => s + l.qty, 0),
  orderId: o.orderId ?? '',
  orderNo: o.orderNo ?? '',
  orderKind: o.orderKind ?? o.orderType,
  ...progressOf(env, o),
  ruleCode: o.ruleCode ?? '',
  reason: o.reason ?? '',
  createdAt: o.createdAt,
  updatedAt: o.updatedAt ?? o.createdAt,
});

export const customerOrderDocument: DocumentDeclaration<CustomerOrder, CustomerOrderStatus, CustomerOrderAction, CmsEnv, ReturnType<typeof orderSummary>> = {
  ...customerOrderRules,
  path: '/api/cms/orders',
  read: () => [...ORDER_IDS, IDS.smartHistory, IDS.smartOutbound],
  write: () => ORDER_IDS,
  scope,
  // created by its own route (mock/cms.ts): a new order is routed at once
  schemas: { actions: { reject: reasonSchema } },
  list: {
    filters: {
      no: (v) => (o) => contains(v, o.no, o.ref, o.orderNo ?? ''),
      customer: (v) => (o) => contains(v, o.customer),
      channel: (v) => (o) => v.split(',').includes(o.channel),
      orderType: (v) => (o) => o.orderType === v,
      ...createdFilters,
    },
    row: orderSummary,
    page: stateList(['no', 'createdAt', 'updatedAt', 'status', 'customer', 'qty']),
  },
  detail: (env, o) => ({ ...orderSummary(env, o), receiver: o.receiver, cartons: o.cartons, lines: o.lines.map((l) => ({ ...l, ...productNames(env, l.sku) })), history: o.history }),
  words: { status: ORDER_STATUS_KEYS, action: ORDER_ACTION_KEYS },
  contract: { noun: 'outbound orders submitted by customers', row: customerOrderRowAnswer, document: customerOrderDetailAnswer },
};

// ---------------------------------------------------------------- routing rules (a set-up list)

interface RuleScope extends SetupScope {
  env: CmsEnv;
}

/** A carrier a rule names must be one of the dictionary's in use. */
const carrierField = (env: CmsEnv, field: 'carrier' | 'setCarrier', code: string, kept?: string): InputProblem[] => {
  if (!code) return [];
  const p = port('carrierProblem')(env.ledger, code, kept);
  return p ? [{ ...p, field }] : [];
};

export const ruleDecl: SetupDeclaration<RoutingRule, RuleScope> = {
  path: '/api/cms/rules',
  access: { read: { any: [IDS.smartOutbound, IDS.smartHistory] }, write: { any: [IDS.smartOutbound] } },
  scope: (base) => ({ ...base, env: cmsEnv(base.warehouseId, base.ctx) }),
  table: (sc) => sc.env.place.rules,
  label: (r) => r.code,
  uniqueFields: { code: 'code' },
  noun: 'routing rules of customer orders',
  schemas: { create: routingRuleSchema, edit: routingRuleEditSchema, record: routingRuleAnswer },
  build: (_, i) => ({ code: i.code, name: i.name, priority: i.priority, channel: i.channel, carrier: i.carrier, sku: i.sku, orderType: i.orderType, setCarrier: i.setCarrier, enabled: i.enabled }),
  identify: (sc) => {
    let id: string;
    do id = `${sc.warehouseId}-rule${++sc.env.place.seq}`;
    while (sc.env.place.rules.get(id));
    return id;
  },
  check: (sc, r, self) => [...carrierField(sc.env, 'carrier', r.carrier, self?.carrier), ...carrierField(sc.env, 'setCarrier', r.setCarrier, self?.setCarrier)],
  list: {
    filters: { q: filters.contains<RoutingRule>('code', 'name'), channel: filters.oneOf<RoutingRule>('channel'), orderType: filters.oneOf<RoutingRule>('orderType'), enabled: filters.enabled<RoutingRule>() },
    sortable: ['priority', 'code', 'name', 'orderType'],
    defaultSort: { field: 'priority', order: 'ascend' },
  },
};
