/** Cluster picking over HTTP: totes bound to a wave's orders, each pick confirmed into its order's tote. */
import auth from './auth';
import outbound from './outbound';
import { getOutbound } from './_lib/outbound';
import { resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';

const call = (route: string, opts?: CallOptions) => callRoute({ ...outbound, ...auth }, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;
const w1 = () => getOutbound().warehouses.w1;
const snapshot = () => JSON.stringify([w1().orders, w1().stock, w1().waves, w1().journal.length]);
const BIND = 'POST /api/outbound/:kind/waves/:id/totes';
const PICK = 'POST /api/outbound/:kind/waves/:id/tasks/:taskId/pick';

let staff: string;
const as = (params: Record<string, string> = {}, body?: unknown, lang?: string): CallOptions => ({ token: staff, warehouse: 'w1', params: { kind: 'b2c', ...params }, body, ...(lang ? { lang } : {}) });

/** A wave of two allocated one-line orders, through the routes. */
function twoOrderWave() {
  const skus = w1().products.filter((p) => (w1().rowsBySku.get(p.sku) ?? []).some((r) => r.onHand - r.allocated - r.picked - r.hold >= 10 && !r.lot)).map((p) => p.sku);
  const orders = skus.slice(0, 2).map((sku) => call('POST /api/outbound/:kind/orders', as({}, { receiver: { name: 'Ann', address: '1 Main St' }, carrier: 'SF', lines: [{ sku, qty: 2 }] })).body.data as { id: string; no: string });
  expect(call('POST /api/outbound/:kind/orders/bulk', as({}, { action: 'allocate', ids: orders.map((o) => o.id) })).body.data.done).toHaveLength(2);
  const wave = call('POST /api/outbound/:kind/waves', as({}, { orderIds: orders.map((o) => o.id) })).body.data as { id: string; no: string };
  return { wave, orders };
}

let seq = 0;
const freshTote = () => `TOTE-${String(9000 + ++seq)}`;

beforeAll(() => {
  resetStore();
  staff = login('staff');
});

describe('POST /api/outbound/:kind/waves/:id/totes', () => {
  it('binds a tote to each order; the wave detail carries it; the same tote again is a no-op', () => {
    const { wave, orders } = twoOrderWave();
    const [a, b] = [freshTote(), freshTote()];
    const r = call(BIND, as({ id: wave.id }, { orderId: orders[0].id, tote: a.toLowerCase() }));
    expect(r.status).toBe(200);
    expect(r.body.data.orders).toEqual([expect.objectContaining({ id: orders[0].id, tote: a }), expect.not.objectContaining({ tote: expect.anything() })]);
    expect(call(BIND, as({ id: wave.id }, { orderId: orders[1].id, tote: b })).status).toBe(200);
    const before = snapshot();
    expect(call(BIND, as({ id: wave.id }, { orderId: orders[0].id, tote: a })).status).toBe(200);
    expect(snapshot()).toBe(before);
    const detail = call('GET /api/outbound/:kind/waves/:id', as({ id: wave.id })).body.data;
    expect(detail.orders.map((o: { tote?: string }) => o.tote)).toEqual([a, b]);
  });

  it('refuses a bad body, an unknown wave or order, and a tote another open order holds (translated 409): nothing changes', () => {
    const { wave, orders } = twoOrderWave();
    const other = twoOrderWave();
    const busy = freshTote();
    expect(call(BIND, as({ id: other.wave.id }, { orderId: other.orders[0].id, tote: busy })).status).toBe(200);
    const before = snapshot();
    expect(call(BIND, as({ id: wave.id }, { orderId: orders[0].id }))).toMatchObject({ status: 400, body: { fields: { tote: expect.any(String) } } });
    expect(call(BIND, as({ id: wave.id }, { orderId: orders[0].id, tote: 'a b' }))).toMatchObject({ status: 400, body: { fields: { tote: expect.stringContaining('TOTE-0001') } } });
    expect(call(BIND, as({ id: wave.id }, { orderId: orders[0].id, tote: 'TOTE-1', extra: 1 })).status).toBe(400);
    expect(call(BIND, as({ id: 'nope' }, { orderId: orders[0].id, tote: 'TOTE-1' })).status).toBe(404);
    expect(call(BIND, as({ id: wave.id }, { orderId: other.orders[1].id, tote: freshTote() }))).toMatchObject({ status: 400, body: { fields: { orderId: expect.any(String) } } });
    const zh = call(BIND, as({ id: wave.id }, { orderId: orders[0].id, tote: busy }, 'zh'));
    expect(zh).toMatchObject({ status: 409, body: { code: 'server.pick.toteBusy' } });
    expect(zh.body.message).toContain(other.orders[0].no);
    expect(zh.body.message).toContain('已绑定');
    const en = call(BIND, as({ id: wave.id }, { orderId: orders[0].id, tote: busy }, 'en'));
    expect(en.body.message).toContain('already bound');
    // the other order of the same wave holds it too
    expect(call(BIND, as({ id: other.wave.id }, { orderId: other.orders[1].id, tote: busy })).status).toBe(409);
    expect(snapshot()).toBe(before);
  });

  it('a tote is free again once its wave is done', () => {
    const { wave, orders } = twoOrderWave();
    const totes = [freshTote(), freshTote()];
    orders.forEach((o, i) => expect(call(BIND, as({ id: wave.id }, { orderId: o.id, tote: totes[i] })).status).toBe(200));
    for (const t of w1().waves.find((w) => w.id === wave.id)!.tasks) {
      const tote = totes[orders.findIndex((o) => o.id === t.orderId)];
      expect(call(PICK, as({ id: wave.id, taskId: t.id }, { qty: t.qty, tote })).status).toBe(200);
    }
    expect(w1().waves.find((w) => w.id === wave.id)!.status).toBe('done');
    expect(call(BIND, as({ id: wave.id }, { orderId: orders[0].id, tote: freshTote() })).status).toBe(409);
    const next = twoOrderWave();
    expect(call(BIND, as({ id: next.wave.id }, { orderId: next.orders[0].id, tote: totes[0] })).status).toBe(200);
  });
});

describe('the pick into a tote', () => {
  it('a wrong tote (or one with none bound) is a translated 409 that changes nothing; the right one picks', () => {
    const { wave, orders } = twoOrderWave();
    const totes = [freshTote(), freshTote()];
    orders.forEach((o, i) => call(BIND, as({ id: wave.id }, { orderId: o.id, tote: totes[i] })));
    const task = w1().waves.find((w) => w.id === wave.id)!.tasks[0];
    const mine = totes[orders.findIndex((o) => o.id === task.orderId)];
    const wrong = totes.find((t) => t !== mine)!;
    const before = snapshot();
    const en = call(PICK, as({ id: wave.id, taskId: task.id }, { qty: task.qty, tote: wrong }, 'en'));
    expect(en).toMatchObject({ status: 409, body: { code: 'server.pick.toteWrong', fields: { tote: expect.any(String) } } });
    expect(en.body.message).toBe(`Wrong tote: scanned ${wrong}, order ${task.orderNo} goes into tote ${mine}`);
    expect(call(PICK, as({ id: wave.id, taskId: task.id }, { qty: task.qty, tote: wrong }, 'zh')).body.message).toContain('周转箱错误');
    expect(call(PICK, as({ id: wave.id, taskId: task.id }, { qty: task.qty, tote: 'bad tote' })).status).toBe(400);
    expect(snapshot()).toBe(before);
    const ok = call(PICK, as({ id: wave.id, taskId: task.id }, { qty: task.qty, tote: mine.toLowerCase() }));
    expect(ok).toMatchObject({ status: 200, body: { data: { id: task.id, status: 'done' } } });

    // a wave without totes: naming one is refused, none picks as before
    const plain = twoOrderWave();
    const t2 = w1().waves.find((w) => w.id === plain.wave.id)!.tasks[0];
    expect(call(PICK, as({ id: plain.wave.id, taskId: t2.id }, { qty: 1, tote: freshTote() })).status).toBe(409);
    expect(call(PICK, as({ id: plain.wave.id, taskId: t2.id }, { qty: 1 })).status).toBe(200);
  });

  it('once an order\'s picking has begun its tote cannot be changed', () => {
    const { wave, orders } = twoOrderWave();
    const tote = freshTote();
    const task = w1().waves.find((w) => w.id === wave.id)!.tasks.find((t) => t.orderId === orders[0].id)!;
    expect(call(BIND, as({ id: wave.id }, { orderId: orders[0].id, tote })).status).toBe(200);
    // before the first pick it may be changed
    const changed = freshTote();
    expect(call(BIND, as({ id: wave.id }, { orderId: orders[0].id, tote: changed })).status).toBe(200);
    expect(call(PICK, as({ id: wave.id, taskId: task.id }, { qty: 1, tote: changed })).status).toBe(200);
    expect(call(BIND, as({ id: wave.id }, { orderId: orders[0].id, tote: freshTote() }))).toMatchObject({ status: 409, body: { code: 'server.pick.toteStarted' } });
  });

  it('idempotent: a bind repeated with its key answers the same', () => {
    const { wave, orders } = twoOrderWave();
    const tote = freshTote();
    const opts = { ...as({ id: wave.id }, { orderId: orders[0].id, tote }), headers: { 'idempotency-key': `k-${tote}` } };
    const first = call(BIND, opts);
    expect(call(BIND, opts)).toMatchObject({ status: first.status, body: first.body });
  });
});
