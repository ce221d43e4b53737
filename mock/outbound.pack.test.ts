/** The pack bench over HTTP: cartons opened, items scanned, closed with a weight, packing completed; then the label (every answer checked against its contract). */
import auth from './auth';
import outbound from './outbound';
import { getOutbound } from './_lib/outbound';
import { resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';

const call = (route: string, opts?: CallOptions) => callRoute({ ...outbound, ...auth }, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;
const w1 = () => getOutbound().warehouses.w1;
const snapshot = () => JSON.stringify([w1().orders, w1().journal.length]);

let staff: string;
const as = (params: Record<string, string> = {}, body?: unknown, kind = 'b2c'): CallOptions => ({ token: staff, warehouse: 'w1', params: { kind, ...params }, body });

/** Two SKUs with stock, in an order picked through the routes (`qty` units of each). */
function pickedOrder(kind: 'b2c' | 'b2b' = 'b2c', qty = 2) {
  const skus = w1()
    .products.filter((p) => (w1().rowsBySku.get(p.sku) ?? []).some((r) => r.onHand - r.allocated - r.picked - r.hold >= 20 && !r.lot))
    .slice(0, 2)
    .map((p) => p.sku);
  const o = call('POST /api/outbound/:kind/orders', as({}, { receiver: { name: 'Ann', address: '1 Main St' }, carrier: 'SF', cartons: kind === 'b2b' ? 5 : undefined, lines: skus.map((sku) => ({ sku, qty })) }, kind)).body.data;
  expect(call('POST /api/outbound/:kind/orders/bulk', as({}, { action: 'allocate', ids: [o.id] }, kind)).body.data.done).toEqual([o.no]);
  const wave = call('POST /api/outbound/:kind/waves', as({}, { orderIds: [o.id] }, kind)).body.data;
  for (const t of w1().waves.find((w) => w.id === wave.id)!.tasks) {
    expect(call('POST /api/outbound/:kind/waves/:id/tasks/:taskId/pick', as({ id: wave.id, taskId: t.id }, { qty: t.qty, ...(t.lot ? { lot: t.lot } : {}) }, kind)).status).toBe(200);
  }
  expect(w1().orderById.get(o.id)!.status).toBe('picked');
  return { id: o.id as string, no: o.no as string, skus };
}

beforeAll(() => {
  resetStore();
  staff = login('staff');
});

describe('the pack bench', () => {
  it('packs a picked order into two cartons; it becomes packed, and its label numbers the two cartons', () => {
    const o = pickedOrder();
    const [a, b] = o.skus;
    expect(call('GET /api/outbound/:kind/pack/:id', as({ id: o.id })).body.data).toMatchObject({ orderNo: o.no, status: 'picked', cartons: [], complete: false, lines: [{ sku: a, picked: 2, packed: 0, left: 2 }, { sku: b, left: 2 }] });
    // carton 1: both units of a (one scanned by its barcode), carton 2: b
    expect(call('POST /api/outbound/:kind/pack/:id/cartons', as({ id: o.id })).body.data.cartons).toEqual([{ seq: 1, status: 'open', items: [] }]);
    const barcode = w1().productBySku.get(a)!.barcodes[0];
    expect(call('POST /api/outbound/:kind/pack/:id/scan', as({ id: o.id }, { code: barcode })).status).toBe(200);
    expect(call('POST /api/outbound/:kind/pack/:id/scan', as({ id: o.id }, { code: a })).body.data.lines[0]).toMatchObject({ packed: 2, left: 0 });
    // a second carton waits until the first is closed, which takes a weight
    expect(call('POST /api/outbound/:kind/pack/:id/cartons', as({ id: o.id })).status).toBe(409);
    expect(call('POST /api/outbound/:kind/pack/:id/cartons/:seq/close', as({ id: o.id, seq: '1' }, {})).body.fields).toHaveProperty('weight');
    expect(call('POST /api/outbound/:kind/pack/:id/cartons/:seq/close', as({ id: o.id, seq: '1' }, { weight: 0 })).status).toBe(400);
    expect(call('POST /api/outbound/:kind/pack/:id/cartons/:seq/close', as({ id: o.id, seq: '1' }, { weight: 2.4 })).body.data.cartons).toEqual([{ seq: 1, status: 'closed', items: [{ sku: a, qty: 2 }], weight: 2.4 }]);
    call('POST /api/outbound/:kind/pack/:id/cartons', as({ id: o.id }));
    call('POST /api/outbound/:kind/pack/:id/scan', as({ id: o.id }, { code: b, qty: 2 }));
    // not complete while a carton is open
    expect(call('POST /api/outbound/:kind/pack/:id/complete', as({ id: o.id })).status).toBe(409);
    const closed = call('POST /api/outbound/:kind/pack/:id/cartons/:seq/close', as({ id: o.id, seq: '2' }, { weight: 1.1 })).body.data;
    expect(closed.complete).toBe(true);
    const done = call('POST /api/outbound/:kind/pack/:id/complete', as({ id: o.id }));
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'packed', complete: true });
    // the label screen: one parcel per packed carton, with its weight
    const labelled = call('POST /api/outbound/:kind/orders/:id/label', as({ id: o.id })).body.data;
    expect(labelled.status).toBe('labelled');
    expect(labelled.parcels.map((p: { seq: number; weight: number }) => [p.seq, p.weight])).toEqual([[1, 2.4], [2, 1.1]]);
    expect(labelled.packCartons).toHaveLength(2);
  });

  it('refuses a wrong item (422) and one already packed (409) with translated messages, changing nothing', () => {
    const o = pickedOrder('b2c', 1);
    call('POST /api/outbound/:kind/pack/:id/cartons', as({ id: o.id }));
    call('POST /api/outbound/:kind/pack/:id/scan', as({ id: o.id }, { code: o.skus[0] }));
    const before = snapshot();
    const other = w1().products.find((p) => !o.skus.includes(p.sku))!.sku;
    const wrong = call('POST /api/outbound/:kind/pack/:id/scan', { ...as({ id: o.id }, { code: other }), lang: 'zh' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(`${other} 不在订单 ${o.no} 中`);
    const unknown = call('POST /api/outbound/:kind/pack/:id/scan', { ...as({ id: o.id }, { code: 'NO-SUCH-CODE' }), lang: 'en' });
    expect([unknown.status, unknown.body.message]).toEqual([422, `NO-SUCH-CODE is not on order ${o.no}`]);
    const again = call('POST /api/outbound/:kind/pack/:id/scan', { ...as({ id: o.id }, { code: o.skus[0] }), lang: 'en' });
    expect([again.status, again.body.message]).toEqual([409, `${o.skus[0]}: 0 left to pack, no more`]);
    expect(call('POST /api/outbound/:kind/pack/:id/scan', as({ id: o.id }, { code: o.skus[1], qty: 2 })).status).toBe(409);
    expect(call('POST /api/outbound/:kind/pack/:id/scan', as({ id: o.id }, {})).status).toBe(400);
    expect(snapshot()).toBe(before);
  });

  it('a scan with its idempotency key sent twice packs once', () => {
    const o = pickedOrder('b2c', 3);
    call('POST /api/outbound/:kind/pack/:id/cartons', as({ id: o.id }));
    const send = () => call('POST /api/outbound/:kind/pack/:id/scan', { ...as({ id: o.id }, { code: o.skus[0] }), path: `/api/outbound/b2c/pack/${o.id}/scan`, headers: { 'idempotency-key': 'pack-scan-0001-aaaa' } });
    expect(send().body.data.lines[0].packed).toBe(1);
    expect(send().body.data.lines[0].packed).toBe(1);
    expect(w1().orderById.get(o.id)!.packCartons![0].items).toEqual([{ sku: o.skus[0], qty: 1 }]);
  });

  it('packs only picked orders; an empty carton is not closed; labels wait for packing', () => {
    const created = w1().orders.find((x) => x.status === 'created' && x.kind === 'b2c')!;
    expect(call('POST /api/outbound/:kind/pack/:id/cartons', as({ id: created.id })).status).toBe(409);
    const o = pickedOrder();
    expect(call('POST /api/outbound/:kind/orders/:id/label', as({ id: o.id })).status).toBe(409);
    expect(call('POST /api/outbound/:kind/pack/:id/scan', as({ id: o.id }, { code: o.skus[0] })).status).toBe(409);
    call('POST /api/outbound/:kind/pack/:id/cartons', as({ id: o.id }));
    expect(call('POST /api/outbound/:kind/pack/:id/cartons/:seq/close', as({ id: o.id, seq: '1' }, { weight: 1 })).status).toBe(409);
    expect(call('POST /api/outbound/:kind/pack/:id/cartons/:seq/close', as({ id: o.id, seq: '9' }, { weight: 1 })).status).toBe(404);
    expect(call('POST /api/outbound/:kind/pack/:id/complete', as({ id: o.id })).status).toBe(409);
    expect(call('GET /api/outbound/:kind/pack/:id', { token: login('sysadmin'), warehouse: 'w1', params: { kind: 'b2c', id: o.id } }).status).toBe(403);
  });

  it('B2B: the order\'s cartons are the packed ones, not the number typed', () => {
    const o = pickedOrder('b2b', 3);
    for (const [seq, sku] of o.skus.entries()) {
      call('POST /api/outbound/:kind/pack/:id/cartons', as({ id: o.id }, undefined, 'b2b'));
      call('POST /api/outbound/:kind/pack/:id/scan', as({ id: o.id }, { code: sku, qty: 3 }, 'b2b'));
      expect(call('POST /api/outbound/:kind/pack/:id/cartons/:seq/close', as({ id: o.id, seq: String(seq + 1) }, { weight: 12.5 }, 'b2b')).status).toBe(200);
    }
    expect(call('POST /api/outbound/:kind/pack/:id/complete', as({ id: o.id }, undefined, 'b2b')).status).toBe(200);
    expect(call('GET /api/outbound/:kind/orders', { ...as({}, undefined, 'b2b'), query: { no: o.no } }).body.data.list[0]).toMatchObject({ status: 'packed', cartons: 2 });
    expect(call('POST /api/outbound/:kind/orders/:id/label', as({ id: o.id }, undefined, 'b2b')).body.data.parcels).toHaveLength(2);
  });
});
