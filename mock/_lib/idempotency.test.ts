import auth from '../auth';
import outbound from '../outbound';
import task from '../task';
import { getOutbound } from './outbound';
import { getStore, resetStore } from './store';
import { callRoute, type CallOptions } from './testing';
import { IDEMPOTENCY_MAX_PER_USER, idempotentCall, keptAnswers } from './idempotency';

const call = (route: string, opts?: CallOptions) => callRoute({ ...outbound, ...task, ...auth }, route, opts);
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
    // the first pick makes the wave's task the staff's: the supervisor gives it to themself, then back
    const giveTo = (userId: string) => expect(call('POST /api/tasks/assign', { token: admin, warehouse: 'w1', body: { ids: [`pick:${wave.id}`], userId } }).status).toBe(200);
    call(PICK, { ...as(staff, 'scan-0004-dddd', `/api/outbound/b2c/waves/${wave.id}/tasks/${task.id}/pick`), params, body: { qty: 1 } });
    giveTo('u1');
    call(PICK, { ...as(admin, 'scan-0004-dddd', `/api/outbound/b2c/waves/${wave.id}/tasks/${task.id}/pick`), params, body: { qty: 1 } });
    expect(task.picked).toBe(before + 2);
    expect(other).toBeDefined();
    const otherBefore = other!.picked;
    giveTo('u2');
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

});

describe('Idempotency-Key records: per user and warehouse, kept a day, bounded per user', () => {
  const HOUR = 60 * 60_000;
  /** A bare request as handle() passes it (the key lookup reads only these). */
  const req = (token: string, key: string, warehouse = 'w1', path = '/p') => ({ method: 'POST', path, headers: { 'x-access-token': token, 'idempotency-key': key, 'current-warehouse': warehouse }, query: {}, params: {}, body: {} });
  const keyOf = (i: number) => `key-${String(i).padStart(6, '0')}`;
  const userOf = (token: string) => getStore().sessions.get(token)!.userId;

  test('the same key in another warehouse is a new write, not the first warehouse’s answer', () => {
    const create = (warehouse: string) => call('POST /api/outbound/:kind/manifests', { token: admin, warehouse, params: { kind: 'b2c' }, path: '/api/outbound/b2c/manifests', headers: { 'idempotency-key': 'manifest-0001-aaaa' }, body: { carrier: 'SF' } });
    const inW1 = create('w1');
    expect(inW1.status).toBe(200);
    const inW2 = create('w2');
    expect(inW2.status).toBe(200);
    expect(inW2.body.data.id).not.toBe(inW1.body.data.id);
    expect(getOutbound().warehouses.w2.manifests.some((m) => m.id === inW2.body.data.id)).toBe(true);
    // and each warehouse replays its own answer
    expect(create('w1')).toEqual(inW1);
    expect(create('w2')).toEqual(inW2);
  });

  test('another user’s same key is that user’s own write', () => {
    idempotentCall(req(staff, 'shared-key-0001'), 0).record!(200, 'staff');
    const theirs = idempotentCall(req(admin, 'shared-key-0001'), 1);
    expect(theirs.replay).toBeUndefined();
    expect(theirs.record).toBeDefined();
    expect(idempotentCall(req(staff, 'shared-key-0001'), 2).replay).toEqual({ status: 200, data: 'staff' });
  });

  test('more than 5,000 keys of other users do not push out a user’s key', () => {
    idempotentCall(req(staff, 'staff-key-0001'), 0).record!(200, 'mine');
    for (let i = 0; i <= 6_000; i += 1) idempotentCall(req(admin, keyOf(i)), 1 + i).record!(200, i);
    expect(idempotentCall(req(staff, 'staff-key-0001'), 10_000).replay).toEqual({ status: 200, data: 'mine' });
    expect(idempotentCall(req(admin, keyOf(0)), 10_000).replay).toEqual({ status: 200, data: 0 });
  });

  test('an answer is replayed for 24 hours, then dropped', () => {
    const t0 = Date.UTC(2026, 10, 2);
    idempotentCall(req(staff, 'old-key-0001'), t0).record!(200, 'first');
    expect(idempotentCall(req(staff, 'old-key-0001'), t0 + 23 * HOUR).replay).toEqual({ status: 200, data: 'first' });
    expect(keptAnswers(userOf(staff), t0 + 24 * HOUR)).toBe(1);
    expect(keptAnswers(userOf(staff), t0 + 24 * HOUR + 1)).toBe(0);
    const later = idempotentCall(req(staff, 'old-key-0001'), t0 + 24 * HOUR + 1);
    expect(later.replay).toBeUndefined();
    expect(later.record).toBeDefined();
  });

  test('over HTTP, with the clock moved a day on (no waiting): the pick is applied again', () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 2), doNotFake: ['nextTick', 'setImmediate'] });
    try {
      staff = login('staff');
      const { task, params } = openTask(2);
      const before = task.picked;
      const pick = () => call(PICK, { ...as(staff, 'scan-0100-late'), params, body: { qty: 1 } });
      expect(pick().status).toBe(200);
      jest.setSystemTime(Date.UTC(2026, 10, 2) + 23 * HOUR);
      staff = login('staff'); // (the session idled out meanwhile)
      expect(pick().status).toBe(200);
      expect(task.picked).toBe(before + 1);
      jest.setSystemTime(Date.UTC(2026, 10, 3) + 1);
      staff = login('staff');
      expect(pick().status).toBe(200);
      expect(task.picked).toBe(before + 2);
    } finally {
      jest.useRealTimers();
    }
  });

  test(`a user keeps at most ${IDEMPOTENCY_MAX_PER_USER} answers of the day: then a NEW key is a 429 (none is forgotten), known keys still replay`, () => {
    const t0 = Date.UTC(2026, 10, 2);
    // the first half an hour before the rest
    for (let i = 0; i < IDEMPOTENCY_MAX_PER_USER; i += 1) idempotentCall(req(staff, keyOf(i)), i < 10 ? t0 : t0 + HOUR / 2).record!(200, i);
    const full = idempotentCall(req(staff, 'one-more-key'), t0 + HOUR);
    expect(full.record).toBeUndefined();
    expect(full.refuse).toEqual({ status: 429, key: 'server.idempotency.full', vars: { max: IDEMPOTENCY_MAX_PER_USER }, retryAfterSeconds: 23 * 60 * 60 + 1 });
    expect(keptAnswers(userOf(staff), t0 + HOUR)).toBe(IDEMPOTENCY_MAX_PER_USER);
    // every key of the day still answers, the first one too
    expect(idempotentCall(req(staff, keyOf(0)), t0 + HOUR).replay).toEqual({ status: 200, data: 0 });
    expect(idempotentCall(req(staff, keyOf(IDEMPOTENCY_MAX_PER_USER - 1)), t0 + HOUR).replay).toEqual({ status: 200, data: IDEMPOTENCY_MAX_PER_USER - 1 });
    // other users are not held back
    expect(idempotentCall(req(admin, 'one-more-key'), t0 + HOUR).record).toBeDefined();
    // once the first ten are a day old, ten new keys fit
    const next = t0 + 24 * HOUR + 1;
    for (let i = 0; i < 10; i += 1) idempotentCall(req(staff, `next-key-${i}0000`), next).record!(200, i);
    expect(idempotentCall(req(staff, 'eleventh-key'), next).refuse?.status).toBe(429);
  });

  test('the refusal over HTTP is a translated 429 and the write does not happen', () => {
    for (let i = 0; i < IDEMPOTENCY_MAX_PER_USER; i += 1) idempotentCall(req(staff, keyOf(i))).record!(200, i);
    const { task, params } = openTask();
    const before = task.picked;
    const zh = call(PICK, { ...as(staff, 'scan-0200-full'), params, body: { qty: 1 }, lang: 'zh-CN' });
    expect(zh.status).toBe(429);
    expect(zh.body).toMatchObject({ code: 'server.idempotency.full', message: `24 小时内的扫描编号已达上限（${IDEMPOTENCY_MAX_PER_USER} 个），请稍后再试` });
    const en = call(PICK, { ...as(staff, 'scan-0200-full'), params, body: { qty: 1 } });
    expect(en.body.message).toBe(`You have used ${IDEMPOTENCY_MAX_PER_USER} scan keys in the last 24 hours; please try again later`);
    expect(task.picked).toBe(before);
    // without a key the pick goes through
    expect(call(PICK, { ...as(staff), params, body: { qty: 1 } }).status).toBe(200);
  });
});
