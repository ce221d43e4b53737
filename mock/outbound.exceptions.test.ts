/** The exception routes over HTTP: ship short, cancel with a put-back, its confirmation (every answer checked against its contract). */
import auth from './auth';
import outbound from './outbound';
import task from './task';
import { getOutbound } from './_lib/outbound';
import { resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';

const call = (route: string, opts?: CallOptions) => callRoute({ ...outbound, ...task, ...auth }, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;
const w1 = () => getOutbound().warehouses.w1;
const snapshot = () => JSON.stringify([w1().orders, w1().stock.map((r) => ({ ...r, claims: (r.claims ?? []).map((c) => JSON.stringify(c)).sort() })), w1().putbacks, w1().waves, w1().journal.length]);

let staff: string;
let admin: string;
const as = (token: string, params: Record<string, string> = {}, body?: unknown): CallOptions => ({ token, warehouse: 'w1', params: { kind: 'b2c', ...params }, body });

/** An order of 3 units short-picked by one, through the routes. */
function exceptionOrder() {
  const sku = w1().products.find((p) => (w1().rowsBySku.get(p.sku) ?? []).some((r) => r.onHand - r.allocated - r.picked - r.hold >= 20))!.sku;
  const o = call('POST /api/outbound/:kind/orders', as(staff, {}, { receiver: { name: 'Ann', address: '1 Main St' }, carrier: 'SF', lines: [{ sku, qty: 3 }] })).body.data;
  expect(call('POST /api/outbound/:kind/orders/bulk', as(staff, {}, { action: 'allocate', ids: [o.id] })).body.data.done).toEqual([o.no]);
  const wave = call('POST /api/outbound/:kind/waves', as(staff, {}, { orderIds: [o.id] })).body.data;
  const [first, ...others] = w1().waves.find((w) => w.id === wave.id)!.tasks;
  for (const t of others) expect(call('POST /api/outbound/:kind/waves/:id/tasks/:taskId/pick', as(staff, { id: wave.id, taskId: t.id }, { qty: t.qty })).status).toBe(200);
  expect(call('POST /api/outbound/:kind/waves/:id/tasks/:taskId/short', as(staff, { id: wave.id, taskId: first.id }, { found: first.qty - 1, reason: 'bin empty' })).status).toBe(200);
  expect(w1().orderById.get(o.id)!.status).toBe('exception');
  return o as { id: string; no: string };
}

beforeAll(() => {
  resetStore();
  staff = login('staff');
  admin = login('admin');
});

describe('POST /api/outbound/:kind/orders/:id/shipShort', () => {
  it('refuses a bad body, another screen, an order not in exception: 4xx, nothing changes', () => {
    const o = exceptionOrder();
    const before = snapshot();
    expect(call('POST /api/outbound/:kind/orders/:id/shipShort', as(staff, { id: o.id }, {})).status).toBe(400);
    expect(call('POST /api/outbound/:kind/orders/:id/shipShort', as(staff, { id: o.id }, { rest: 'later' })).status).toBe(400);
    expect(call('POST /api/outbound/:kind/orders/:id/shipShort', as(staff, { id: o.id }, { rest: 'cancel', extra: 1 })).status).toBe(400);
    expect(call('POST /api/outbound/:kind/orders/:id/shipShort', as(login('sysadmin'), { id: o.id }, { rest: 'cancel' })).status).toBe(403);
    expect(call('POST /api/outbound/:kind/orders/:id/shipShort', as(staff, { id: 'nope' }, { rest: 'cancel' })).status).toBe(404);
    const created = w1().orders.find((x) => x.status === 'created' && x.kind === 'b2c')!;
    const r = call('POST /api/outbound/:kind/orders/:id/shipShort', as(staff, { id: created.id }, { rest: 'cancel' }));
    expect(r.status).toBe(409);
    expect(snapshot()).toBe(before);
  });

  it('ships short with a backorder: the answer links it', () => {
    const o = exceptionOrder();
    const r = call('POST /api/outbound/:kind/orders/:id/shipShort', { ...as(staff, { id: o.id }, { rest: 'backorder' }), lang: 'zh' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'picked', shortRest: 'backorder', backorders: [{ no: `${o.no}-B1`, status: 'created' }] });
    const bo = r.body.data.backorders[0];
    expect(call('GET /api/outbound/:kind/orders/:id', as(staff, { id: bo.id })).body.data).toMatchObject({ backorderOf: o.no });
    // the list marks it a backorder
    expect(call('GET /api/outbound/:kind/orders', { ...as(staff), query: { no: `${o.no}-B1` } }).body.data.list).toMatchObject([{ no: `${o.no}-B1`, backorderOf: o.no }]);
  });
});

describe('cancel from exception and the put-back task', () => {
  it('a cancel makes a put-back task on the task list; confirming it is the holder\'s, with an active location', () => {
    const o = exceptionOrder();
    expect(call('POST /api/outbound/:kind/orders/bulk', as(staff, {}, { action: 'cancel', ids: [o.id], reason: 'customer' })).body.data.done).toEqual([o.no]);
    const detail = call('GET /api/outbound/:kind/orders/:id', as(staff, { id: o.id })).body.data;
    expect(detail).toMatchObject({ status: 'cancelled', putback: { status: 'open', orderNo: o.no } });
    const pb = detail.putback;
    const taskId = `putaway:putback:${pb.id}`;
    const tasks = call('GET /api/tasks', { token: staff, warehouse: 'w1', query: { docNo: pb.no } }).body.data.list;
    expect(tasks).toMatchObject([{ id: taskId, kind: 'putaway', docNo: pb.no, qty: 2, state: 'pending' }]);

    let before = snapshot();
    const bad = call('POST /api/outbound/:kind/putbacks/:id/confirm', as(staff, { id: pb.id }, { location: 'NOWHERE' }));
    expect(bad).toMatchObject({ status: 400, body: { code: 'server.outbound.putbackLocation', fields: { location: expect.any(String) } } });
    expect(call('POST /api/outbound/:kind/putbacks/:id/confirm', as(staff, { id: pb.id }, {})).status).toBe(400);
    expect(call('POST /api/outbound/:kind/putbacks/:id/confirm', as(staff, { id: 'nope' }, { location: pb.lines[0].from })).status).toBe(404);
    // held by the admin: the staff may not confirm it
    expect(call('POST /api/tasks/claim', { token: admin, warehouse: 'w1', body: { ids: [taskId] } }).status).toBe(200);
    expect(call('POST /api/outbound/:kind/putbacks/:id/confirm', as(staff, { id: pb.id }, { location: pb.lines[0].from })).body.code).toBe('server.task.confirmHeld');
    expect(snapshot()).toBe(before);

    const done = call('POST /api/outbound/:kind/putbacks/:id/confirm', as(admin, { id: pb.id }, { location: pb.lines[0].from.toLowerCase() }));
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'done', location: pb.lines[0].from, doneBy: expect.any(String) });
    expect(call('GET /api/tasks', { token: staff, warehouse: 'w1', query: { docNo: pb.no } }).body.data.list).toMatchObject([{ id: taskId, state: 'done' }]);
    before = snapshot();
    expect(call('POST /api/outbound/:kind/putbacks/:id/confirm', as(admin, { id: pb.id }, { location: pb.lines[0].from })).body.code).toBe('server.outbound.putbackClosed');
    expect(snapshot()).toBe(before);
  });
});
