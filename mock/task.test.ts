/**
 * The task list: states derived from the areas' documents, claims and their conflicts, the
 * supervisor's right, the caller's own queue first, refused writes change nothing, and each
 * built-in source reports the seeded open work.
 */
import auth from './auth';
import inbound from './inbound';
import task from './task';
import { inboundEnv } from './_lib/inbound';
import { getOutbound } from './_lib/outbound';
import { masterOf } from './_lib/master';
import { patrolWork, pickWork, putawayWork, registerWorkSource, taskPlace } from './_lib/task';
import { getStore, resetStore } from './_lib/store';
import { tasksSlot } from './_lib/task';
import { callRoute, type CallOptions } from './_lib/testing';
import { taskState, type Task, type WorkItem } from '../src/domain/task';

const call = (route: string, opts?: CallOptions) => callRoute({ ...task, ...inbound, ...auth }, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;
let admin: string;
let staff: string;
const as = (token: string, extra: CallOptions = {}): CallOptions => ({ token, warehouse: 'w1', ...extra });
const list = (token: string, query: Record<string, string> = {}) => call('GET /api/tasks', as(token, { query: { pageSize: '500', ...query } })).body.data as { list: Task[]; total: number; counts: Record<string, number>; all: number };
const snapshot = () => JSON.stringify(tasksSlot.peek() ?? null);

beforeEach(() => {
  resetStore();
  admin = login('admin');
  staff = login('staff');
});

describe('state derivation', () => {
  it('the area decides done and cancelled; a holder or started work is in progress; else pending', () => {
    expect(taskState('done', true)).toBe('done');
    expect(taskState('cancelled', true)).toBe('cancelled');
    expect(taskState('open', true)).toBe('inProgress');
    expect(taskState('started', false)).toBe('inProgress');
    expect(taskState('open', false)).toBe('pending');
  });

  it('a putaway claimed on the list and scanned on its screen shows done, because the notice says so', () => {
    const open = list(admin, { kind: 'putaway', status: 'pending' }).list[0];
    expect(open).toBeDefined();
    expect(call('POST /api/tasks/claim', as(admin, { body: { ids: [open.id] } })).status).toBe(200);
    expect(list(admin, { docNo: open.docNo }).list.find((x) => x.id === open.id)!.state).toBe('inProgress');
    const [, source, docId, taskId] = open.id.split(':');
    const suggested = open.to!;
    const r = call('POST /api/inbound/putaway/:source/:docId/:taskId', as(admin, { params: { source, docId, taskId }, body: { location: suggested } }));
    expect(r.status).toBe(200);
    const after = list(admin, { docNo: open.docNo }).list.find((x) => x.id === open.id)!;
    expect(after.state).toBe('done');
    expect(after.assignee).toBe('Admin');
    // a finished task cannot be claimed or released
    const again = call('POST /api/tasks/release', as(admin, { body: { ids: [open.id] } }));
    expect(again.status).toBe(409);
  });

  it('tabs count each state over the filters; the state filter pages', () => {
    const all = list(admin);
    expect(all.all).toBe(all.list.length);
    expect(Object.values(all.counts).reduce((a, b) => a + b, 0)).toBe(all.all);
    const pending = list(admin, { status: 'pending' });
    expect(pending.list.every((x) => x.state === 'pending')).toBe(true);
    expect(pending.total).toBe(all.counts.pending);
    const kinds = new Set(all.list.map((x) => x.kind));
    expect(kinds).toEqual(new Set(['pick', 'putaway', 'patrol', 'relocate', 'count']));
    expect(list(admin, { kind: 'patrol' }).list.every((x) => x.kind === 'patrol')).toBe(true);
  });
});

describe('claims', () => {
  it('claiming a task someone else holds is refused (409, translated) and changes nothing', () => {
    const x = list(admin, { status: 'pending' }).list[0];
    expect(call('POST /api/tasks/claim', as(staff, { body: { ids: [x.id] } })).status).toBe(200);
    const before = snapshot();
    const r = call('POST /api/tasks/claim', as(admin, { body: { ids: [x.id] }, lang: 'zh' }));
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('Li Staff');
    expect(r.body.message).toContain('已由');
    expect(snapshot()).toBe(before);
  });

  it('a worker releases their own claim, not another one; a supervisor may release anybody', () => {
    const [a, b] = list(admin, { status: 'pending' }).list;
    call('POST /api/tasks/claim', as(admin, { body: { ids: [a.id] } }));
    call('POST /api/tasks/claim', as(staff, { body: { ids: [b.id] } }));
    const before = snapshot();
    expect(call('POST /api/tasks/release', as(staff, { body: { ids: [b.id, a.id] } })).status).toBe(409);
    expect(snapshot()).toBe(before);
    expect(call('POST /api/tasks/release', as(staff, { body: { ids: [b.id] } })).status).toBe(200);
    expect(list(admin, { status: 'pending' }).list.some((x) => x.id === b.id)).toBe(true);
    call('POST /api/tasks/claim', as(staff, { body: { ids: [b.id] } }));
    expect(call('POST /api/tasks/release', as(admin, { body: { ids: [b.id] } })).status).toBe(200);
    expect(taskPlace('w1').history[b.id].map((h) => h.action)).toEqual(['claim', 'release', 'claim', 'release']);
  });

  it('a batch with one bad id changes nothing', () => {
    const [a] = list(admin, { status: 'pending' }).list;
    const before = snapshot();
    expect(call('POST /api/tasks/claim', as(admin, { body: { ids: [a.id, 'pick:nope'] } })).status).toBe(404);
    expect(call('POST /api/tasks/claim', as(admin, { body: { ids: [a.id, a.id] } })).status).toBe(400);
    expect(call('POST /api/tasks/claim', as(admin, { body: { ids: [] } })).status).toBe(400);
    expect(snapshot()).toBe(before);
  });
});

describe('assign and reassign', () => {
  const staffId = () => getStore().users.find((u) => u.username === 'staff')!.id;
  const adminId = () => getStore().users.find((u) => u.username === 'admin')!.id;

  it('a supervisor assigns and reassigns; the history names each step', () => {
    const x = list(admin, { status: 'pending' }).list[0];
    expect(call('POST /api/tasks/assign', as(admin, { body: { ids: [x.id], userId: staffId() } })).status).toBe(200);
    expect(call('POST /api/tasks/assign', as(admin, { body: { ids: [x.id], userId: adminId() } })).status).toBe(200);
    const d = call('GET /api/tasks/detail', as(admin, { query: { id: x.id } })).body.data;
    expect(d.assignee).toBe('Admin');
    expect(d.history.map((h: { action: string; to: string }) => [h.action, h.to])).toEqual([['assign', 'Li Staff'], ['reassign', 'Admin']]);
  });

  it('a worker without the supervisor right cannot assign to others, take a held task, or change priority', () => {
    const [a, b] = list(admin, { status: 'pending' }).list;
    call('POST /api/tasks/claim', as(admin, { body: { ids: [a.id] } }));
    const before = snapshot();
    expect(call('POST /api/tasks/assign', as(staff, { body: { ids: [b.id], userId: adminId() } })).status).toBe(403);
    expect(call('POST /api/tasks/assign', as(staff, { body: { ids: [a.id], userId: staffId() } })).status).toBe(409);
    expect(call('POST /api/tasks/priority', as(staff, { body: { ids: [b.id], priority: 'high' } })).status).toBe(403);
    expect(snapshot()).toBe(before);
    // to oneself an assign is a claim
    expect(call('POST /api/tasks/assign', as(staff, { body: { ids: [b.id], userId: staffId() } })).status).toBe(200);
    expect(taskPlace('w1').history[b.id][0].action).toBe('claim');
  });

  it('only users of the warehouse with the task list can be assigned (400)', () => {
    const x = list(admin, { status: 'pending' }).list[0];
    const users = call('GET /api/tasks/users', as(admin)).body.data.map((u: { username: string }) => u.username);
    expect(users).toEqual(expect.arrayContaining(['admin', 'staff']));
    expect(users).not.toContain('sysadmin');
    const before = snapshot();
    const r = call('POST /api/tasks/assign', as(admin, { body: { ids: [x.id], userId: 'u3' } }));
    expect(r.status).toBe(400);
    expect(r.body.fields.userId).toBeTruthy();
    expect(snapshot()).toBe(before);
  });

  it('the priority override orders the list and stays the task list\'s own', () => {
    const pending = list(admin, { status: 'pending' }).list;
    const last = pending[pending.length - 1];
    expect(call('POST /api/tasks/priority', as(admin, { body: { ids: [last.id], priority: 'high' } })).status).toBe(200);
    expect(list(admin, { status: 'pending' }).list[0].id).toBe(last.id);
    expect(call('POST /api/tasks/priority', as(admin, { body: { ids: [last.id], priority: 'urgent' } })).status).toBe(400);
  });
});

describe('own queue first', () => {
  it('a worker sees the tasks they hold first, then by priority and age', () => {
    const pending = list(staff, { status: 'pending' }).list;
    const mine = pending.slice(-2).map((x) => x.id);
    call('POST /api/tasks/assign', as(admin, { body: { ids: mine, userId: 'u2' } }));
    const seen = list(staff).list;
    expect(seen.slice(0, 2).map((x) => x.id).sort()).toEqual([...mine].sort());
    expect(seen.slice(0, 2).every((x) => x.mine)).toBe(true);
    // the admin does not hold them: they are not first for the admin
    expect(list(admin).list.slice(0, 2).some((x) => x.mine)).toBe(false);
    expect(list(staff, { assignee: 'me' }).list.map((x) => x.id).sort()).toEqual([...mine].sort());
  });

  it('needs the task list in the warehouse', () => {
    expect(call('GET /api/tasks', { token: login('sysadmin'), warehouse: 'w1' }).status).toBe(403);
    expect(call('GET /api/tasks', { token: staff, warehouse: 'w2' }).status).toBe(403);
  });
});

describe('work sources', () => {
  it('pick: one task per seeded wave, open ones linked to the pick screen with the wave', () => {
    const waves = getOutbound().warehouses.w1.waves;
    const work = pickWork('w1');
    expect(work).toHaveLength(waves.length);
    const openWave = waves.find((w) => w.status === 'open');
    if (openWave) {
      const item = work.find((x) => x.id === `pick:${openWave.id}`)!;
      expect(item.progress).not.toBe('done');
      expect(item.link).toBe(`/outbound/${openWave.kind}/pick?wave=${openWave.id}`);
    }
    expect(work.filter((x) => x.progress === 'done')).toHaveLength(waves.filter((w) => w.status === 'done').length);
  });

  it('putaway: every open pallet of tallied notices and booked returns', () => {
    const { place } = inboundEnv('w1', { operator: 't', now: '' });
    const open = [...place.notices, ...place.returns].flatMap((d) => d.putaway.filter((t) => t.status === 'open'));
    expect(open.length).toBeGreaterThan(0);
    const work = putawayWork('w1').filter((x) => x.progress === 'open');
    expect(work).toHaveLength(open.length);
    expect(work.every((x) => /^\/inbound\/(regular\/onShelf|return\/onShelfReturn)\?task=/.test(x.link))).toBe(true);
  });

  it('patrol: each enabled route is due one round today, done once a round is recorded today', () => {
    const m = masterOf('w1');
    const now = new Date().toISOString();
    const today = patrolWork('w1', now).filter((x) => x.progress === 'open');
    expect(today).toHaveLength(m.patrolRoutes.rows.filter((r) => r.enabled).length);
    const route = m.patrolRoutes.rows[0];
    m.patrolRounds.push({ id: 'r-today', routeId: route.id, at: now, operator: 'Admin', findings: [] });
    expect(patrolWork('w1', now).find((x) => x.id === `patrol:${route.id}:${now.slice(0, 10)}`)!.progress).toBe('done');
  });

  it('another area registers its work in one line', () => {
    const item: WorkItem = { id: 'count:T1:1', kind: 'count', docNo: 'CC1', location: 'A-01-01-01', progress: 'open', priority: 'high', createdAt: '2026-01-01T00:00:00.000Z', link: '/inventory/count?task=T1' };
    registerWorkSource('count', (w) => (w === 'w1' ? [item] : []));
    // (the counts' other source: recount requests waiting for a plan)
    registerWorkSource('count', () => [], 'recount');
    const first = list(admin, { kind: 'count' }).list;
    expect(first.map((x) => [x.id, x.state, x.priority])).toEqual([['count:T1:1', 'pending', 'high']]);
    registerWorkSource('count', () => []);
  });
});
