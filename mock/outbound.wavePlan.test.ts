/** Wave planning over HTTP: the preview changes nothing, the plan makes its waves all or nothing (answers checked against their contracts). */
import auth from './auth';
import outbound from './outbound';
import { getOutbound } from './_lib/outbound';
import { DomainError } from './_lib/errors';
import { resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';

const call = (route: string, opts?: CallOptions) => callRoute({ ...outbound, ...auth }, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;
const w1 = () => getOutbound().warehouses.w1;
const snapshot = () => JSON.stringify([w1().orders, w1().waves, w1().journal.length, w1().seq, w1().stock]);
const PREVIEW = 'POST /api/outbound/:kind/waves/plan/preview';
const PLAN = 'POST /api/outbound/:kind/waves/plan';
const LATER = '2099-01-01T00:00:00.000Z';

let staff: string;
const as = (body?: unknown, kind = 'b2c', token = staff): CallOptions => ({ token, warehouse: 'w1', params: { kind }, body });

/** An allocated order of `carrier` with one unit of a SKU with stock. */
function allocatedOrder(carrier: string) {
  const sku = w1().products.find((p) => (w1().rowsBySku.get(p.sku) ?? []).some((r) => r.onHand - r.allocated - r.picked - r.hold >= 5 && !r.lot))!.sku;
  const o = call('POST /api/outbound/:kind/orders', as({ receiver: { name: 'Ann', address: '1 Main St' }, carrier, lines: [{ sku, qty: 1 }] })).body.data;
  expect(call('POST /api/outbound/:kind/orders/bulk', as({ action: 'allocate', ids: [o.id] })).body.data.done).toEqual([o.no]);
  return o as { id: string; no: string };
}

beforeAll(() => {
  resetStore();
  staff = login('staff');
  // the seed's allocated orders go into waves first: the tests below plan only their own
  if (call(PREVIEW, as({ maxOrders: 200 })).body.data.waves.length) call(PLAN, as({ maxOrders: 200 }));
});

describe('wave planning', () => {
  it('offers the zones in the meta', () => {
    expect(call('GET /api/outbound/:kind/meta', as()).body.data.zones.length).toBeGreaterThan(0);
  });

  it('previews the waves of a carrier and a cut-off without changing anything, then makes them', () => {
    const carriers = call('GET /api/outbound/:kind/meta', as()).body.data.carriers.map((c: { code: string }) => c.code) as string[];
    const [a, b] = carriers;
    const orders = [allocatedOrder(a), allocatedOrder(a), allocatedOrder(a), allocatedOrder(b)];
    const before = snapshot();
    const preview = call(PREVIEW, as({ carriers: [a], cutoff: LATER, maxOrders: 2 }));
    expect(preview.status).toBe(200);
    expect(preview.body.data.waves).toEqual([
      { carrier: a, orders: 2, lines: 2, units: 2, orderNos: [orders[0].no, orders[1].no] },
      { carrier: a, orders: 1, lines: 1, units: 1, orderNos: [orders[2].no] },
    ]);
    expect(snapshot()).toBe(before);
    // a cut-off before the orders were made: nothing to plan, and a plan of nothing is refused
    expect(call(PREVIEW, as({ carriers: [a], cutoff: '2000-01-01T00:00:00Z' })).body.data.waves).toEqual([]);
    expect(call(PLAN, as({ carriers: [a], cutoff: '2000-01-01T00:00:00Z' })).status).toBe(400);

    const made = call(PLAN, as({ carriers: [a], cutoff: LATER, maxOrders: 2 }));
    expect(made.status).toBe(200);
    expect(made.body.data.waves.map((w: { carrier: string; orders: number }) => [w.carrier, w.orders])).toEqual([
      [a, 2],
      [a, 1],
    ]);
    for (const o of orders.slice(0, 3)) expect(w1().orderById.get(o.id)!.status).toBe('picking');
    expect(w1().orderById.get(orders[3].id)!.status).toBe('allocated');
    const listed = call('GET /api/outbound/:kind/waves', { ...as(), query: { current: '1', pageSize: '10' } }).body.data.list.map((w: { no: string }) => w.no);
    for (const w of made.body.data.waves) expect(listed).toContain(w.no);
    // planned already: nothing left of that carrier
    expect(call(PREVIEW, as({ carriers: [a], cutoff: LATER })).body.data.waves).toEqual([]);
  });

  it('groups by zone when zones are chosen', () => {
    const o = allocatedOrder('SF');
    const zones = [...new Set(w1().orderById.get(o.id)!.lines.flatMap((l) => l.allocations.map((x) => w1().locationByCode.get(x.location)!.zone)))];
    const waves = call(PREVIEW, as({ zones, carriers: ['SF'] })).body.data.waves;
    expect(waves.find((w: { orderNos: string[] }) => w.orderNos.includes(o.no)).zone).toBe(zones.length === 1 ? zones[0] : 'mixed');
    const other = call('GET /api/outbound/:kind/meta', as()).body.data.zones.find((z: string) => !zones.includes(z));
    expect(other).toBeDefined();
    expect(call(PREVIEW, as({ zones: [other], carriers: ['SF'] })).body.data.waves.flatMap((w: { orderNos: string[] }) => w.orderNos)).not.toContain(o.no);
    call(PLAN, as({ carriers: ['SF'], maxOrders: 200 }));
  });

  it('refuses bad criteria with the fields named', () => {
    for (const [body, field] of [
      [{ maxOrders: 0 }, 'maxOrders'],
      [{ maxOrders: 201 }, 'maxOrders'],
      [{ cutoff: 'soon' }, 'cutoff'],
      [{ carriers: 'SF' }, 'carriers'],
    ] as const) {
      for (const route of [PREVIEW, PLAN]) {
        const r = call(route, as(body));
        expect(r.status).toBe(400);
        expect(r.body.fields).toHaveProperty(field);
      }
    }
  });

  it('takes the access of wave creation', () => {
    expect(call(PREVIEW, as({}, 'b2c', login('sysadmin'))).status).toBe(403);
    expect(call(PLAN, as({}, 'b2c', login('sysadmin'))).status).toBe(403);
  });

  it('a refused plan changes nothing: the waves made before the refusal are undone', () => {
    const orders = [allocatedOrder('SF'), allocatedOrder('SF'), allocatedOrder('SF')];
    const before = snapshot();
    // the second wave of the plan is refused when it is stored
    const waves = w1().waves;
    let n = 0;
    waves.push = function (...items) {
      if (++n === 2) throw new DomainError('server.wave.empty', {}, 409);
      return Array.prototype.push.apply(this, items);
    };
    try {
      expect(call(PLAN, as({ carriers: ['SF'], maxOrders: 1 })).status).toBe(409);
    } finally {
      delete (waves as { push?: unknown }).push;
    }
    expect(n).toBe(2);
    expect(snapshot()).toBe(before);
    for (const o of orders) expect(w1().orderById.get(o.id)!.status).toBe('allocated');
    expect(call(PLAN, as({ carriers: ['SF'], maxOrders: 1 })).body.data.waves).toHaveLength(3);
  });
});
