/**
 * CMS: bookings accepted into notices (once, also when resent) or rejected, double-booked slots
 * refused; customer orders accepted into outbound orders; refusals change nothing; routing rules.
 */
import auth from './auth';
import cms from './cms';
import inbound from './inbound';
import outbound from './outbound';
import { cmsEnv } from './_lib/cms';
import { inboundEnv } from './_lib/inbound';
import { checkLedger } from './_lib/ledger';
import { resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';
import { BOOKING_SLOTS } from '../src/domain/cms/machine';

const call = (route: string, opts?: CallOptions) => callRoute({ ...cms, ...inbound, ...outbound, ...auth }, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;

let admin: string;
const as = (extra: CallOptions = {}): CallOptions => ({ token: admin, warehouse: 'w1', ...extra });
const env = () => cmsEnv('w1', { operator: 'test', now: new Date().toISOString() });
/** The store's part a refused write must leave as it was. */
const snapshot = () => {
  const e = env();
  return JSON.stringify({ cms: { b: e.place.bookings, o: e.place.orders, r: e.place.runs, rules: e.place.rules.rows }, notices: inboundEnv('w1', e.ctx).place.notices.length, orders: e.ledger.orders.length, seq: e.ledger.seq });
};

const plainSku = () => env().ledger.products.find((p) => p.enabled && !p.shelfLife)!.sku;
const inboundDock = () => env().ledger.docks.find((d) => d.enabled && d.type !== 'outbound')!.code;
let day = 10;
/** A booking on a day no seeded booking uses. */
const booking = (extra: Record<string, unknown> = {}) => ({
  customer: 'Test Co',
  containerNo: `TC${day}X${Math.floor(Math.random() * 1e6)}`,
  eta: `2027-01-${String(day++).padStart(2, '0')}`,
  slot: BOOKING_SLOTS[0],
  dock: inboundDock(),
  lines: [{ sku: plainSku(), expected: 10 }],
  ...extra,
});
const customerOrder = (extra: Record<string, unknown> = {}) => ({
  customer: 'Test Co',
  channel: 'email',
  orderType: 'b2c',
  carrier: 'SF',
  receiver: { name: 'Ann', address: '1 Main St' },
  lines: [{ sku: plainSku(), qty: 1 }],
  ...extra,
});

beforeAll(() => {
  resetStore();
  admin = login('admin');
});

describe('seeded CMS', () => {
  it('has bookings and customer orders in every state in both seeded warehouses, accepted ones linked to what they made', () => {
    for (const w of ['w1', 'w2']) {
      const b = call('GET /api/cms/bookings', as({ warehouse: w })).body.data;
      expect(Object.values(b.counts).every((c) => (c as number) > 0)).toBe(true);
      const o = call('GET /api/cms/orders', as({ warehouse: w })).body.data;
      expect(Object.values(o.counts).every((c) => (c as number) > 0)).toBe(true);
      const e = cmsEnv(w, { operator: 't', now: '' });
      const notices = inboundEnv(w, e.ctx).place.notices;
      for (const bk of e.place.bookings.filter((x) => x.status === 'accepted')) expect(notices.find((n) => n.id === bk.noticeId)?.no).toBe(bk.noticeNo);
      for (const co of e.place.orders.filter((x) => x.status === 'accepted')) expect(e.ledger.orderById.get(co.orderId!)?.no).toBe(co.orderNo);
      expect(e.place.runs.length).toBeGreaterThan(0);
      expect(checkLedger(e.ledger)).toEqual([]);
    }
  });

  it('refuses callers without a CMS screen or the warehouse', () => {
    expect(call('GET /api/cms/bookings', { warehouse: 'w1' }).status).toBe(401);
    expect(call('GET /api/cms/bookings', { token: login('sysadmin'), warehouse: 'w1' }).status).toBe(403);
  });
});

describe('bookings', () => {
  it('accepting makes one warehousing notice, listed on the notice desk; sent again it makes no second one', () => {
    const made = call('POST /api/cms/bookings', as({ body: booking() }));
    expect(made.status).toBe(200);
    const id = made.body.data.id;
    const notices = () => inboundEnv('w1', env().ctx).place.notices.length;
    const before = notices();
    const key = { 'idempotency-key': 'accept-booking-0001' };
    const first = call('POST /api/cms/bookings/:id/:action', as({ params: { id, action: 'accept' }, headers: key, path: `/api/cms/bookings/${id}/accept` }));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'accepted', noticeNo: expect.stringMatching(/\S/) });
    expect(notices()).toBe(before + 1);
    // the same request again (a lost answer): the first answer, nothing made
    const again = call('POST /api/cms/bookings/:id/:action', as({ params: { id, action: 'accept' }, headers: key, path: `/api/cms/bookings/${id}/accept` }));
    expect(again.status).toBe(200);
    expect(again.body.data.noticeNo).toBe(first.body.data.noticeNo);
    // without the key: refused, the booking is accepted already
    const twice = call('POST /api/cms/bookings/:id/:action', as({ params: { id, action: 'accept' } }));
    expect(twice.status).toBe(409);
    expect(notices()).toBe(before + 1);
    const listed = call('GET /api/inbound/notices', as({ query: { no: first.body.data.noticeNo } })).body.data;
    expect(listed.list.map((n: { no: string; supplier: string }) => [n.no, n.supplier])).toEqual([[first.body.data.noticeNo, 'Test Co']]);
  });

  it('a dock slot booked twice is a 409 that changes nothing; a rejected booking frees it', () => {
    const body = booking();
    const first = call('POST /api/cms/bookings', as({ body }));
    expect(first.status).toBe(200);
    const before = snapshot();
    const clash = call('POST /api/cms/bookings', as({ body: { ...body, containerNo: 'OTHER1', customer: 'Other' } }));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain(first.body.data.no);
    expect(snapshot()).toBe(before);
    // another slot of the day is free
    expect(call('POST /api/cms/bookings', as({ body: { ...body, containerNo: 'OTHER2', slot: BOOKING_SLOTS[1] } })).status).toBe(200);
    expect(call('POST /api/cms/bookings/:id/:action', as({ params: { id: first.body.data.id, action: 'reject' }, body: { reason: 'No staff' } })).status).toBe(200);
    expect(call('POST /api/cms/bookings', as({ body: { ...body, containerNo: 'OTHER3' } })).status).toBe(200);
  });

  it('rejecting needs a reason, kept on the booking', () => {
    const id = call('POST /api/cms/bookings', as({ body: booking() })).body.data.id;
    const before = snapshot();
    expect(call('POST /api/cms/bookings/:id/:action', as({ params: { id, action: 'reject' }, body: {} })).status).toBe(400);
    expect(call('POST /api/cms/bookings/:id/:action', as({ params: { id, action: 'reject' }, body: { reason: '   ' } })).status).toBe(400);
    expect(snapshot()).toBe(before);
    const done = call('POST /api/cms/bookings/:id/:action', as({ params: { id, action: 'reject' }, body: { reason: 'Dock closed' } }));
    expect(done.body.data).toMatchObject({ status: 'rejected', reason: 'Dock closed', noticeNo: '' });
  });

  it('refuses unknown docks and SKUs, and an accept the notice rules refuse changes nothing', () => {
    expect(call('POST /api/cms/bookings', as({ body: booking({ dock: 'NOPE' }) })).status).toBe(400);
    expect(call('POST /api/cms/bookings', as({ body: booking({ lines: [{ sku: 'NO-SUCH', expected: 1 }] }) })).status).toBe(400);
    const outboundOnly = env().ledger.docks.find((d) => d.type === 'outbound');
    if (outboundOnly) expect(call('POST /api/cms/bookings', as({ body: booking({ dock: outboundOnly.code }) })).status).toBe(400);
    // a shelf-life SKU without an expiry: the notice needs one, so the accept is refused
    const shelf = env().ledger.products.find((p) => p.enabled && p.shelfLife);
    if (shelf) {
      const id = call('POST /api/cms/bookings', as({ body: booking({ lines: [{ sku: shelf.sku, expected: 3 }] }) })).body.data.id;
      const before = snapshot();
      const refused = call('POST /api/cms/bookings/:id/:action', as({ params: { id, action: 'accept' } }));
      expect(refused.status).toBe(400);
      expect(snapshot()).toBe(before);
    }
  });
});

describe('customer orders', () => {
  it('accepting makes one outbound order through outbound (the order list shows it); again: refused, nothing more', () => {
    const co = call('POST /api/cms/orders', as({ body: customerOrder({ orderType: 'b2b', cartons: 2 }) })).body.data;
    expect(co.status).toBe('submitted');
    const count = () => env().ledger.orders.length;
    const before = count();
    const done = call('POST /api/cms/orders/:id/:action', as({ params: { id: co.id, action: 'accept' } }));
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'accepted', orderKind: 'b2b', orderNo: expect.stringMatching(/^BO/) });
    expect(count()).toBe(before + 1);
    const order = env().ledger.orderById.get(done.body.data.orderId)!;
    expect(order).toMatchObject({ kind: 'b2b', cartons: 2, status: 'created', source: co.no });
    expect(call('POST /api/cms/orders/:id/:action', as({ params: { id: co.id, action: 'accept' } })).status).toBe(409);
    expect(count()).toBe(before + 1);
    const listed = call('GET /api/outbound/:kind/orders', as({ params: { kind: 'b2b' }, query: { no: order.no } })).body.data;
    expect(listed.list.map((o: { no: string }) => o.no)).toContain(order.no);
  });

  it('an accept outbound refuses (unknown SKU, unknown carrier) shows why and changes nothing', () => {
    for (const extra of [{ lines: [{ sku: 'NO-SUCH-SKU', qty: 1 }] }, { carrier: 'NOCARRIER' }]) {
      const co = call('POST /api/cms/orders', as({ body: customerOrder(extra) })).body.data;
      const before = snapshot();
      const refused = call('POST /api/cms/orders/:id/:action', as({ params: { id: co.id, action: 'accept' } }));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/NO-SUCH-SKU|NOCARRIER/);
      expect(snapshot()).toBe(before);
    }
  });

  it('rejecting needs a reason', () => {
    const co = call('POST /api/cms/orders', as({ body: customerOrder() })).body.data;
    const before = snapshot();
    expect(call('POST /api/cms/orders/:id/:action', as({ params: { id: co.id, action: 'reject' }, body: {} })).status).toBe(400);
    expect(snapshot()).toBe(before);
    const done = call('POST /api/cms/orders/:id/:action', as({ params: { id: co.id, action: 'reject' }, body: { reason: 'Out of area' } })).body.data;
    expect(done).toMatchObject({ status: 'rejected', reason: 'Out of area', orderNo: '' });
  });
});

describe('routing rules', () => {
  const rule = (body: Record<string, unknown>) => call('POST /api/cms/rules', as({ body: { orderType: 'b2c', ...body } }));

  it('the first enabled rule in priority order takes a new order; disabled rules and non-matching ones do not', () => {
    const sku = plainSku();
    expect(rule({ code: 'T-LATE', name: 'Late', priority: 900, channel: 'shop', carrier: 'DHL', orderType: 'b2c' }).status).toBe(200);
    expect(rule({ code: 'T-EARLY', name: 'Early', priority: 5, channel: 'shop', carrier: 'DHL', sku, orderType: 'b2b', setCarrier: 'UPS' }).status).toBe(200);
    const off = rule({ code: 'T-OFF', name: 'Off', priority: 1, channel: 'shop', carrier: 'DHL', orderType: 'b2c', enabled: false });
    expect(off.status).toBe(200);
    const co = call('POST /api/cms/orders', as({ body: customerOrder({ channel: 'shop', carrier: 'DHL', cartons: 4 }) })).body.data;
    expect(co).toMatchObject({ status: 'accepted', ruleCode: 'T-EARLY', orderKind: 'b2b' });
    const order = env().ledger.orderById.get(co.orderId)!;
    expect(order).toMatchObject({ kind: 'b2b', carrier: 'UPS' });
    // another SKU: the early rule does not match, the late one does
    const other = env().ledger.products.filter((p) => p.enabled && !p.shelfLife)[1].sku;
    const co2 = call('POST /api/cms/orders', as({ body: customerOrder({ channel: 'shop', carrier: 'DHL', lines: [{ sku: other, qty: 1 }] }) })).body.data;
    expect(co2).toMatchObject({ status: 'accepted', ruleCode: 'T-LATE', orderKind: 'b2c' });
    // no rule for email orders: it waits for a person
    expect(call('POST /api/cms/orders', as({ body: customerOrder({ channel: 'email', carrier: 'DHL' }) })).body.data.status).toBe('submitted');
    const runs = call('GET /api/cms/runs', as({ query: { no: co.no } })).body.data.list;
    expect(runs).toEqual([expect.objectContaining({ ruleCode: 'T-EARLY', customerOrderNo: co.no, orderNo: co.orderNo, outcome: 'accepted' })]);
  });

  it('a refused routing is recorded as refused and leaves the order submitted, nothing made', () => {
    expect(rule({ code: 'T-EDIALL', name: 'All EDI', priority: 2, channel: 'edi', orderType: 'b2c' }).status).toBe(200);
    const count = env().ledger.orders.length;
    const co = call('POST /api/cms/orders', as({ body: customerOrder({ channel: 'edi', lines: [{ sku: 'NO-SUCH-SKU', qty: 1 }] }) })).body.data;
    expect(co.status).toBe('submitted');
    expect(env().ledger.orders.length).toBe(count);
    const runs = call('GET /api/cms/runs', as({ query: { no: co.no } })).body.data.list;
    expect(runs).toEqual([expect.objectContaining({ ruleCode: 'T-EDIALL', outcome: 'refused', orderNo: '' })]);
  });

  it('runs the rules over the waiting orders on demand; refuses a bad rule', () => {
    const co = call('POST /api/cms/orders', as({ body: customerOrder({ channel: 'platform', carrier: 'ZTO' }) })).body.data;
    expect(co.status).toBe('submitted');
    expect(rule({ code: 'T-PLAT', name: 'Platform', priority: 3, channel: 'platform', carrier: 'ZTO', orderType: 'b2c' }).status).toBe(200);
    const ran = call('POST /api/cms/rules/run', as({ body: { ids: [co.id] } }));
    expect(ran.status).toBe(200);
    expect(ran.body.data.accepted).toBe(1);
    expect(call('GET /api/cms/orders/:id', as({ params: { id: co.id } })).body.data.status).toBe('accepted');
    const before = snapshot();
    expect(rule({ code: 'T-PLAT', name: 'Again', priority: 4, orderType: 'b2c' }).status).toBe(400);
    expect(rule({ code: 'T-BAD', name: 'Bad', priority: 4, setCarrier: 'NOCARRIER', orderType: 'b2c' }).status).toBe(400);
    expect(rule({ code: 'T-BAD', name: 'Bad', priority: 0, orderType: 'b2c' }).status).toBe(400);
    expect(snapshot()).toBe(before);
  });
});
