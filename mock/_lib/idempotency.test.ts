import auth from '../auth';
import outbound from '../outbound';
import { getOutbound } from './outbound';
import { resetStore } from './store';
import { callRoute, type CallOptions } from './testing';
import { IDEMPOTENCY_MAX_RECORDS, idempotentCall } from './idempotency';

const call = (route: string, opts?: CallOptions) => callRoute({ ...outbound, ...auth }, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;
const PICK = 'POST /api/outbound/:kind/waves/:id/tasks/:taskId/pick';
const SHORT = 'POST /api/outbound/:kind/waves/:id/tasks/:taskId/short';
const SCAN = 'POST /api/outbound/:kind/manifests/:id/scan';
const w1 = () => getOutbound().warehouses.w1;

let staff: string;
let admin: string;
beforeEach(() => {
  resetStore();
  staff = login('staff');
  admin = login('admin');
});

/** An open task of a B2C wave in w1 with at least `left` pieces to pick, and the request that picks it. */
function openTask(left = 2) {
  const wave = w1().waves.find((w) => w.kind === 'b2c' && w.tasks.some((t) => t.status === 'open' && t.qty - t.picked >= left))!;
  const task = wave.tasks.find((t) => t.status === 'open' && t.qty - t.picked >= left)!;
  return { wave, task, params: { kind: 'b2c', id: wave.id, taskId: task.id } };
}
const as = (token: string, key?: string, path = '/x') => ({ token, warehouse: 'w1', path, headers: key === undefined ? {} : { 'idempotency-key': key } });

describe('Idempotency-Key on scan writes', () => {
  test('a pick posted twice with one key is applied once; the second gets the first answer', () => {
    const { task, params } = openTask();
    const before = task.picked;
    const first = call(PICK, { ...as(staff, 'scan-0001-aaaa'), params, body: { qty: 1 } });
    const again = call(PICK, { ...as(staff, 'scan-0001-aaaa'), params, body: { qty: 1 } });
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(task.picked).toBe(before + 1);
  });

  test('without a key, or with a new key, each post is a new pick', () => {
    const { task, params } = openTask(3);
    const before = task.picked;
    call(PICK, { ...as(staff), params, body: { qty: 1 } });
    call(PICK, { ...as(staff), params, body: { qty: 1 } });
    call(PICK, { ...as(staff, 'scan-0002-bbbb'), params, body: { qty: 1 } });
    expect(task.picked).toBe(before + 3);
  });

  test('the key with another body is a 422 in the caller language, and changes nothing', () => {
    const { task, params } = openTask(3);
    call(PICK, { ...as(staff, 'scan-0003-cccc'), params, body: { qty: 1 } });
    const picked = task.picked;
    const zh = call(PICK, { ...as(staff, 'scan-0003-cccc'), params, body: { qty: 2 }, lang: 'zh-CN' });
    expect(zh.status).toBe(422);
    expect(zh.body.message).toBe('该扫描编号已用于另一内容的请求，未重复处理');
    const en = call(PICK, { ...as(staff, 'scan-0003-cccc'), params, body: { qty: 2 } });
    expect(en.body).toMatchObject({ success: false, code: 'server.idempotency.mismatch', message: 'This scan key was already used for a different request; nothing was done' });
    expect(task.picked).toBe(picked);
  });

  test('a key belongs to one user and one path: another user or another task is a new write', () => {
    const { wave, task, params } = openTask(3);
    const other = wave.tasks.find((t) => t !== task && t.status === 'open' && t.qty > t.picked);
    const before = task.picked;
    call(PICK, { ...as(staff, 'scan-0004-dddd', `/api/outbound/b2c/waves/${wave.id}/tasks/${task.id}/pick`), params, body: { qty: 1 } });
    call(PICK, { ...as(admin, 'scan-0004-dddd', `/api/outbound/b2c/waves/${wave.id}/tasks/${task.id}/pick`), params, body: { qty: 1 } });
    expect(task.picked).toBe(before + 2);
    expect(other).toBeDefined();
    const otherBefore = other!.picked;
    const r = call(PICK, { ...as(staff, 'scan-0004-dddd', `/api/outbound/b2c/waves/${wave.id}/tasks/${other!.id}/pick`), params: { ...params, taskId: other!.id }, body: { qty: 1 } });
    expect(r.status).toBe(200);
    expect(other!.picked).toBe(otherBefore + 1);
  });

  test('a short pick posted twice is recorded once', () => {
    const { task, params } = openTask(2);
    const body = { found: 0, reason: 'shelf empty' };
    const first = call(SHORT, { ...as(staff, 'short-0001-eeee'), params, body });
    expect(first.status).toBe(200);
    const journal = JSON.stringify([w1().stock, w1().waves]);
    const again = call(SHORT, { ...as(staff, 'short-0001-eeee'), params, body });
    expect(again).toEqual(first);
    expect(JSON.stringify([w1().stock, w1().waves])).toBe(journal);
    expect(task.status).toBe('short');
  });

  test('a delivery scan posted twice puts the parcel on the manifest once (without a key the second is a duplicate)', () => {
    const order = w1().orders.find((o) => o.kind === 'b2c' && o.status === 'labelled' && o.carrier === 'SF')!;
    const m = call('POST /api/outbound/:kind/manifests', { ...as(staff), params: { kind: 'b2c' }, body: { carrier: 'SF' } }).body.data;
    const params = { kind: 'b2c', id: m.id };
    const trackingNo = order.parcels[0].trackingNo;
    const first = call(SCAN, { ...as(staff, 'parcel-0001-ffff'), params, body: { trackingNo } });
    const again = call(SCAN, { ...as(staff, 'parcel-0001-ffff'), params, body: { trackingNo } });
    expect(first.body.data).toMatchObject({ ok: true, orderNo: order.no });
    expect(again).toEqual(first);
    const manifest = w1().manifests.find((x) => x.id === m.id)!;
    expect(manifest.scanned).toEqual([trackingNo]);
    expect(manifest.unexpected).toEqual([]);
    expect(call(SCAN, { ...as(staff), params, body: { trackingNo } }).status).toBe(409);
  });

  test('a refused write is not recorded: sent again, it is judged again', () => {
    const { task, params } = openTask(2);
    const before = task.picked;
    const over = call(PICK, { ...as(staff, 'scan-0005-gggg'), params, body: { qty: 9999 } });
    expect(over.status).toBeGreaterThanOrEqual(400);
    expect(call(PICK, { ...as(staff, 'scan-0005-gggg'), params, body: { qty: 9999 } }).status).toBe(over.status);
    expect(task.picked).toBe(before);
  });

  test('a malformed key is a 400 before anything changes', () => {
    const { task, params } = openTask();
    const before = task.picked;
    for (const key of ['short', 'has space in it', 'x'.repeat(129)]) {
      const r = call(PICK, { ...as(staff, key), params, body: { qty: 1 } });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('server.idempotency.badKey');
    }
    expect(task.picked).toBe(before);
  });

  test('a reset forgets the keys', () => {
    const { params } = openTask();
    call(PICK, { ...as(staff, 'scan-0006-hhhh'), params, body: { qty: 1 } });
    resetStore();
    staff = login('staff');
    const fresh = openTask();
    const before = fresh.task.picked;
    call(PICK, { ...as(staff, 'scan-0006-hhhh'), params: fresh.params, body: { qty: 1 } });
    expect(fresh.task.picked).toBe(before + 1);
  });

  test('at most IDEMPOTENCY_MAX_RECORDS answers are kept; the oldest go first', () => {
    const req = (key: string) => ({ method: 'POST', path: '/p', headers: { 'x-access-token': staff, 'idempotency-key': key }, query: {}, params: {}, body: {} });
    for (let i = 0; i <= IDEMPOTENCY_MAX_RECORDS; i += 1) idempotentCall(req(`key-${String(i).padStart(6, '0')}`)).record?.(200, i);
    expect(idempotentCall(req('key-000000')).replay).toBeUndefined();
    expect(idempotentCall(req(`key-${String(IDEMPOTENCY_MAX_RECORDS).padStart(6, '0')}`)).replay).toEqual({ status: 200, data: IDEMPOTENCY_MAX_RECORDS });
  });
});
