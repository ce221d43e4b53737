/**
 * CMS rules: bookings and customer orders on the document kit, routed into inbound notices and
 * outbound orders through those areas' own rules, so every check applies and a refusal changes nothing.
 */
import {
  bookingMachine,
  customerOrderMachine,
  SLOT_HOLDING,
  type BookingAction,
  type BookingStatus,
  type CustomerOrderAction,
  type CustomerOrderStatus,
  type OrderType,
} from '../../../src/domain/cms/machine';
import type { BookingInput, CustomerOrderInput } from '../../../src/domain/cms/schema';
import { orderSchema } from '../../../src/domain/outbound/schema';
import { DomainError } from '../errors';
import { createDocument, runTransition, type ActionInput, type DocEnv, type DocumentRules, type InputProblem } from '../kits/document';
import { port } from '../site/ports';
import { skuOf } from '../site/sku';
import type { Booking, CmsEnv, CustomerOrder, RoutingRule, RoutingRun } from './types';

const cms = (env: DocEnv) => env as CmsEnv;

/** The next number of the warehouse's sequence with a prefix: BKSZ010001234. */
function freshNo(env: CmsEnv, prefix: string, taken: (no: string) => boolean) {
  let no = '';
  do no = `${prefix}${env.code}${String(++env.ledger.seq).padStart(7, '0')}`;
  while (taken(no));
  return no;
}

// ---------------------------------------------------------------- bookings

/** Another booking holding the dock's slot of that day. */
export const slotHolder = (env: CmsEnv, b: Pick<Booking, 'dock' | 'eta' | 'slot'>, self?: Booking) =>
  env.place.bookings.find((o) => o !== self && SLOT_HOLDING.includes(o.status) && o.dock === b.dock && o.eta === b.eta && o.slot === b.slot);

/** What the schema cannot know: an unknown or outbound-only dock, unknown SKUs. */
export function bookingProblems(env: CmsEnv, input: BookingInput): InputProblem[] {
  const problems: InputProblem[] = [];
  const dock = env.ledger.docks.find((d) => d.code === input.dock);
  if (!dock || !dock.enabled) problems.push({ field: 'dock', key: 'server.cms.dockUnknown', vars: { dock: input.dock } });
  else if (dock.type === 'outbound') problems.push({ field: 'dock', key: 'server.cms.dockNotInbound', vars: { dock: input.dock } });
  input.lines.forEach((l, i) => {
    if (!skuOf(env.ledger, l.sku)) problems.push({ field: `lines.${i}.sku`, key: 'server.cms.unknownSku', vars: { sku: l.sku } });
  });
  return problems;
}

/** Accepting makes the warehousing notice (inbound's rules: its checks, its number); it is made last, so nothing after it can fail. */
function acceptBooking(env: DocEnv, b: Booking) {
  const e = cms(env);
  const notice = port('createNotice')(e.warehouseId, e.ctx, {
    supplier: b.customer,
    containerNo: b.containerNo,
    eta: b.eta,
    note: b.note ? `${b.no} · ${b.note}`.slice(0, 200) : b.no,
    lines: b.lines.map((l) => ({ sku: l.sku, expected: l.expected, ...(l.expiry ? { expiry: l.expiry } : {}) })),
  });
  b.noticeId = notice.id;
  b.noticeNo = notice.no;
}

export const bookingRules: DocumentRules<Booking, BookingStatus, BookingAction, CmsEnv> = {
  type: 'booking',
  machine: bookingMachine,
  illegalKey: 'server.cms.illegalTransition',
  effects: {
    accept: acceptBooking,
    reject: (_, b, { reason }) => {
      b.reason = String(reason ?? '').trim();
    },
    cancel: (_, b, { reason }) => {
      b.reason = String(reason ?? '').trim();
    },
  },
  documents: (env) => env.place.bookings,
  check: bookingProblems,
  identify: (env) => ({ id: `${env.warehouseId}-bk${++env.place.seq}`, no: freshNo(env, 'BK', (no) => env.place.bookings.some((b) => b.no === no)) }),
  create: (env, input: BookingInput & { slot: Booking['slot'] }) => {
    const held = slotHolder(env, input as Booking);
    if (held) throw new DomainError('server.cms.slotTaken', { dock: input.dock, eta: input.eta, slot: input.slot, no: held.no }, 409);
    return {
      customer: input.customer.trim(),
      containerNo: input.containerNo,
      eta: input.eta,
      slot: input.slot,
      dock: input.dock,
      note: input.note?.trim() ?? '',
      lines: input.lines.map((l) => ({ sku: skuOf(env.ledger, l.sku)!, expected: l.expected, ...(l.expiry ? { expiry: l.expiry } : {}) })),
    };
  },
};

// ---------------------------------------------------------------- customer orders

/** What accepting takes: the order's type and carrier (a rule's), and the rule. */
export interface AcceptInput extends ActionInput {
  orderType?: OrderType;
  carrier?: string;
  ruleCode?: string;
}

/**
 * Accepting makes the outbound order through outbound's own create (its checks: SKUs, carrier,
 * cartons); its refusal is the accept's. No stock check: allocation does that.
 */
function acceptCustomerOrder(env: DocEnv, co: CustomerOrder, input: AcceptInput) {
  const e = cms(env);
  const kind = input.orderType ?? co.orderType;
  const parsed = orderSchema(kind).safeParse({
    source: co.no,
    receiver: Object.fromEntries(Object.entries(co.receiver).filter(([, v]) => v)),
    carrier: input.carrier || co.carrier,
    lines: co.lines,
    ...(kind === 'b2b' ? { cartons: co.cartons } : {}),
  });
  if (!parsed.success) throw new DomainError('server.cms.orderInvalid', { no: co.no }, 400);
  const order = port('createOrder')(e.ledger, e.ctx, kind, parsed.data, e.code);
  co.orderId = order.id;
  co.orderNo = order.no;
  co.orderKind = kind;
  co.ruleCode = input.ruleCode ?? '';
}

export const customerOrderRules: DocumentRules<CustomerOrder, CustomerOrderStatus, CustomerOrderAction, CmsEnv> = {
  type: 'customerOrder',
  machine: customerOrderMachine,
  illegalKey: 'server.cms.illegalTransition',
  effects: {
    accept: acceptCustomerOrder,
    reject: (_, co, { reason }) => {
      co.reason = String(reason ?? '').trim();
    },
  },
  documents: (env) => env.place.orders,
  identify: (env) => ({ id: `${env.warehouseId}-co${++env.place.seq}`, no: freshNo(env, 'CO', (no) => env.place.orders.some((o) => o.no === no)) }),
  create: (_, input: CustomerOrderInput & { carrier: string }) => ({
    customer: input.customer.trim(),
    channel: input.channel,
    ref: input.ref?.trim() ?? '',
    orderType: input.orderType,
    carrier: input.carrier,
    receiver: { name: input.receiver.name, phone: input.receiver.phone ?? '', address: input.receiver.address, city: input.receiver.city ?? '', country: input.receiver.country ?? '' },
    cartons: input.cartons ?? 1,
    lines: input.lines.map((l) => ({ sku: l.sku.trim(), qty: l.qty })),
  }),
};

// ---------------------------------------------------------------- routing

/** The enabled rules in the order they are tried: priority, then code. */
export const rulesInOrder = (env: CmsEnv) =>
  env.place.rules.rows.filter((r) => r.enabled).sort((a, b) => a.priority - b.priority || a.code.localeCompare(b.code));

/** Does the rule take the order? Each condition set must hold ('' = any). */
export const ruleMatches = (r: RoutingRule, co: CustomerOrder) =>
  (!r.channel || r.channel === co.channel) && (!r.carrier || r.carrier === co.carrier.toUpperCase()) && (!r.sku || co.lines.some((l) => l.sku.toUpperCase() === r.sku));

/**
 * Routes submitted customer orders: the first enabled rule (in order) that matches accepts the
 * order as its type (and carrier); what it did is recorded, refused or not. An order no rule
 * matches stays for a person; one whose accept is refused too (the next rules are not tried).
 */
export function routeOrders(env: CmsEnv, orders: CustomerOrder[]): RoutingRun[] {
  const rules = rulesInOrder(env);
  const runs: RoutingRun[] = [];
  for (const co of orders) {
    if (co.status !== 'submitted') continue;
    const rule = rules.find((r) => ruleMatches(r, co));
    if (!rule) continue;
    const base = { id: `${env.warehouseId}-run${++env.place.seq}`, at: env.ctx.now, ruleId: rule.id, ruleCode: rule.code, ruleName: rule.name, customerOrderId: co.id, customerOrderNo: co.no, orderType: rule.orderType };
    try {
      runTransition(customerOrderRules, env, co, 'accept', { orderType: rule.orderType, carrier: rule.setCarrier || undefined, ruleCode: rule.code } satisfies AcceptInput);
      runs.push({ ...base, orderNo: co.orderNo!, outcome: 'accepted' });
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      runs.push({ ...base, orderNo: '', outcome: 'refused', message: { key: e.key, vars: e.vars as Record<string, string | number> } });
    }
  }
  env.place.runs.push(...runs);
  return runs;
}
