/**
 * Cycle counts on the mock: plans and their locks, counting by scan (blind: the counter's answers
 * never carry an expected quantity), recount above the threshold, approval writing one adjust per
 * variance, refusals that change nothing, and the invariants over seeded random action runs.
 */
import fc from 'fast-check';
import { serialize } from 'v8';
import auth from './auth';
import count from './count';
import inventory from './inventory';
import inbound from './inbound';
import master from './master';
import { countEnv, countWork } from './_lib/count';
import { abcClasses, approvePlan, countTask, expectedOf, planRules, requestRecount } from './_lib/count/rules';
import { seedCounts } from './_lib/count/seed';
import type { CountEnv, CountPlan } from './_lib/count/types';
import { createDocument, runTransition } from './_lib/kits/document';
import { allocate, checkLedger, deduct, linesOf, lockLocation, lockOf, move, receive, unlockLocation } from './_lib/ledger';
import { availableOf, fifoRows } from './_lib/outbound/inventory';
import { fixture } from './_lib/outbound/fixture';
import { confirmPick, createOrder, createWave, transition } from './_lib/outbound/orders';
import { prng } from './_lib/prng';
import { relocateOut, type RelocateEnv } from './_lib/relocate';
import { DomainError } from './_lib/errors';
import { getStore, resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';
import { ABC_LIMITS, COUNT_SELF_APPROVE_ID } from '../src/domain/inventory/count';

const call = (route: string, opts?: CallOptions) => callRoute({ ...count, ...inventory, ...inbound, ...master, ...auth }, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;

let admin: string;
const as = (extra: CallOptions = {}): CallOptions => ({ token: admin, warehouse: 'w1', ...extra });
const env = (w = 'w1') => countEnv(w, { operator: 'test', now: new Date().toISOString() });

/** Everything a refused write must leave as it was: the plans, the ledger, the locations' status. */
const snapshot = (e: CountEnv) => serialize([e.place.plans, e.ledger.stock, e.ledger.journal.length, e.ledger.seq, e.ledger.locations.map((l) => l.status)]).toString('base64');

/** A free range: `n` active locations of one rack with stock and nothing allocated or picked (none under count). */
function freeRange(e: CountEnv, n = 4, not: string[] = []): { from: string; to: string } {
  const wh = e.ledger;
  const busy = (code: string) => wh.stock.some((r) => r.location === code && (r.allocated || r.picked));
  const stocked = (code: string) => wh.stock.some((r) => r.location === code && r.onHand);
  for (const l of wh.locations) {
    if (l.level !== 1) continue;
    const rack = wh.locations.filter((x) => x.zone === l.zone && x.aisle === l.aisle && x.rack === l.rack).slice(0, n);
    if (rack.length === n && !not.includes(rack[0].code) && rack.every((x) => x.status === 'active' && !busy(x.code) && stocked(x.code))) return { from: rack[0].code, to: rack[n - 1].code };
  }
  throw new Error('no free range');
}

/** Counts a task as the ledger has it, `off` units less of its first SKU. */
const linesFor = (e: CountEnv, t: { location: string; skus: string[] }, off = 0) => [...expectedOf(e.ledger, t)].map(([sku, qty], k) => ({ sku, qty: k === 0 ? Math.max(0, qty - off) : qty }));

beforeAll(() => {
  resetStore();
  admin = login('admin');
});

describe('seeded counts', () => {
  it('has plans in every state in both seeded warehouses, their open locations locked, the ledger consistent', () => {
    for (const w of ['w1', 'w2']) {
      const { counts } = call('GET /api/count/plans', as({ warehouse: w })).body.data;
      expect(Object.values(counts).every((c) => (c as number) > 0)).toBe(true);
      const e = env(w);
      for (const p of e.place.plans) {
        const locked = p.status !== 'approved' && p.status !== 'cancelled';
        for (const t of p.tasks) expect(e.ledger.locationByCode.get(t.location)!.status).toBe(locked ? 'locked' : 'active');
      }
      const approved = e.place.plans.find((p) => p.status === 'approved')!;
      // its one variance adjusted
      expect(linesOf(e.ledger, approved.no).map((j) => j.type)).toEqual(['adjust']);
      expect(checkLedger(e.ledger)).toEqual([]);
    }
  });

  it('refuses callers without a count screen or the warehouse', () => {
    expect(call('GET /api/count/plans', { warehouse: 'w1' }).status).toBe(401);
    expect(call('GET /api/count/plans', { token: login('sysadmin'), warehouse: 'w1' }).status).toBe(403);
    expect(call('GET /api/count/work', { token: login('sysadmin'), warehouse: 'w1' }).status).toBe(403);
  });

  it('reports each task as count work for the task list, linked to the count screen', () => {
    const work = countWork('w1');
    const e = env();
    expect(work.length).toBe(e.place.plans.reduce((s, p) => s + p.tasks.length, 0));
    expect(work.every((w) => w.kind === 'count' && w.link.startsWith('/inventory/count?task='))).toBe(true);
    expect(new Set(work.map((w) => w.progress))).toEqual(new Set(['open', 'started', 'done', 'cancelled']));
  });
});

describe('a count from the plan to the adjustment', () => {
  let plan: { id: string; no: string };
  let tasks: { id: string; location: string; skus: string[] }[];

  it('plans a location range: one task per location, each locked', () => {
    const e = env();
    const range = freeRange(e);
    const res = call('POST /api/count/plans', as({ body: { kind: 'range', ...range, note: 'test' } }));
    expect(res.status).toBe(200);
    plan = res.body.data;
    tasks = res.body.data.taskList;
    expect(tasks.length).toBe(4);
    for (const t of tasks) expect(e.ledger.locationByCode.get(t.location)!.status).toBe('locked');
    // locked: not allocatable, not a putaway suggestion
    for (const t of tasks) for (const sku of expectedOf(e.ledger, t).keys()) expect(fifoRows(e.ledger, sku).some((r) => r.location === t.location)).toBe(false);
  });

  it('counts blind: the counter never gets an expected quantity, neither listing, reading nor counting', () => {
    const e = env();
    expect(e.master.config.blindCount).toBe(true);
    const work = call('GET /api/count/work', as({ query: { location: tasks[0].location } })).body.data.list;
    expect(work).toHaveLength(1);
    const one = call('GET /api/count/work/:id', as({ params: { id: tasks[1].id } })).body.data;
    for (const answer of [work[0], one]) {
      expect(answer.blind).toBe(true);
      expect(JSON.stringify(answer)).not.toMatch(/expected|variance|qty/i);
    }
    // not blind: the counter sees what the ledger says
    e.master.config.blindCount = false;
    try {
      const open = call('GET /api/count/work/:id', as({ params: { id: tasks[1].id } })).body.data;
      expect(open.expected.length).toBeGreaterThan(0);
    } finally {
      e.master.config.blindCount = true;
    }
  });

  it('refuses illegal steps with a translated 409 and changes nothing', () => {
    const e = env();
    const t = tasks[0];
    const before = snapshot(e);
    const refusals: [string, CallOptions, number, RegExp][] = [
      ['POST /api/count/work/:id/count', as({ params: { id: t.id }, body: { location: tasks[1].location, lines: [] } }), 409, /not|不/],
      ['POST /api/count/work/:id/count', as({ params: { id: t.id }, body: { location: t.location, lines: [{ sku: 'NO-SUCH-SKU', qty: 1 }] } }), 409, /NO-SUCH-SKU/],
      ['POST /api/count/work/:id/count', as({ params: { id: t.id }, body: { location: t.location, lines: [{ sku: 'A', qty: -1 }] } }), 400, /./],
      ['POST /api/count/work/:id/count', as({ params: { id: 'nope' }, body: { location: t.location, lines: [] } }), 404, /./],
      ['POST /api/count/plans/:id/approve', as({ params: { id: plan.id } }), 409, /./],
      ['POST /api/count/plans/:id/:action', as({ params: { id: plan.id, action: 'cancel' }, body: {} }), 400, /./],
      ['POST /api/count/plans', as({ body: { kind: 'zone', zone: 'ZZ' } }), 400, /ZZ/],
      ['POST /api/count/plans', as({ body: { kind: 'range', from: 'B', to: 'A' } }), 400, /./],
      ['POST /api/count/plans', as({ body: { kind: 'range', from: tasks[0].location, to: tasks[3].location } }), 409, /./],
      ['POST /api/count/tasks/:id/recount', as({ params: { id: t.id } }), 409, /./],
    ];
    for (const [route, opts, status, message] of refusals) {
      const res = call(route, opts);
      expect([route, res.status]).toEqual([route, status]);
      expect(res.body.message).toMatch(message);
      expect(snapshot(e)).toBe(before);
    }
    // in Chinese too
    const zh = call('POST /api/count/work/:id/count', as({ lang: 'zh', params: { id: t.id }, body: { location: tasks[1].location, lines: [] } }));
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('sends a count above the threshold to a recount, refuses a second count in the round and approval before the recount', () => {
    const e = env();
    const [t0, ...rest] = tasks;
    // t0: a variance above 5 %
    const first = linesFor(e, t0, Math.max(2, Math.ceil(expectedOf(e.ledger, t0).values().next().value! / 2)));
    const a = call('POST /api/count/work/:id/count', as({ params: { id: t0.id }, body: { location: t0.location, lines: first } }));
    expect(a.status).toBe(200);
    expect(a.body.data.status).toBe('recount');
    expect(JSON.stringify(a.body.data)).not.toMatch(/expected|variance/);
    for (const t of rest) expect(call('POST /api/count/work/:id/count', as({ params: { id: t.id }, body: { location: t.location, lines: linesFor(e, t) } })).body.data.status).toBe('counted');
    // counted in this round: refused
    const before = snapshot(e);
    const again = call('POST /api/count/work/:id/count', as({ params: { id: rest[0].id }, body: { location: rest[0].location, lines: linesFor(e, rest[0]) } }));
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(rest[0].location);
    // approval before the recount
    const early = call('POST /api/count/plans/:id/approve', as({ params: { id: plan.id } }));
    expect(early.status).toBe(409);
    expect(early.body.message).toContain(t0.location);
    expect(snapshot(e)).toBe(before);
    // the supervisor sees expected, counted and the variance
    const review = call('GET /api/count/tasks', as({ query: { plan: plan.no } })).body.data;
    expect(review.counts.recount).toBe(1);
    const r0 = review.list.find((r: { id: string }) => r.id === t0.id);
    expect(r0.variancePct).toBeGreaterThan(r0.threshold);
  });

  it('approves after the recount: exactly one adjust record per variance, nothing for matching lines, locations unlocked', () => {
    const e = env();
    const [t0] = tasks;
    const expected = expectedOf(e.ledger, t0);
    const [sku, qty] = [...expected][0];
    // the recount finds 3 fewer; a second recount in the round is refused
    const res = call('POST /api/count/work/:id/count', as({ params: { id: t0.id }, body: { location: t0.location, lines: linesFor(e, t0, 3) } }));
    expect(res.body.data.status).toBe('counted');
    expect(call('GET /api/count/plans/:id', as({ params: { id: plan.id } })).body.data.status).toBe('counted');
    const journal = e.ledger.journal.length;
    const ok = call('POST /api/count/plans/:id/approve', as({ params: { id: plan.id } }));
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe('approved');
    const written = e.ledger.journal.slice(journal);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ type: 'adjust', docNo: plan.no, sku, location: t0.location, delta: { onHand: -3 } });
    expect(expectedOf(e.ledger, t0).get(sku)).toBe(qty - 3);
    for (const t of tasks) expect(e.ledger.locationByCode.get(t.location)!.status).toBe('active');
    // the movement journal lists it under the plan
    const records = call('GET /api/inventory/records', as({ query: { docNo: plan.no } })).body.data;
    expect(records.total).toBe(1);
    expect(checkLedger(e.ledger)).toEqual([]);
    // approved: nothing more
    expect(call('POST /api/count/plans/:id/approve', as({ params: { id: plan.id } })).status).toBe(409);
  });

  it('a cancelled plan unlocks its locations and writes nothing', () => {
    const e = env();
    const range = freeRange(e, 2);
    const p = call('POST /api/count/plans', as({ body: { kind: 'range', ...range } })).body.data;
    const journal = e.ledger.journal.length;
    expect(call('POST /api/count/plans/:id/:action', as({ params: { id: p.id, action: 'cancel' }, body: { reason: 'not now' } })).status).toBe(200);
    for (const t of p.taskList) expect(e.ledger.locationByCode.get(t.location)!.status).toBe('active');
    expect(e.ledger.journal.length).toBe(journal);
  });

  it('leaves out (and names) a location with allocated units: it is never locked', () => {
    const e = env();
    const row = e.ledger.stock.find((r) => r.allocated > 0 && e.ledger.locationByCode.get(r.location)?.status === 'active')!;
    const res = call('POST /api/count/plans', as({ body: { kind: 'range', from: row.location, to: row.location } }));
    expect(res.status).toBe(409);
    expect(e.ledger.locationByCode.get(row.location)!.status).toBe('active');
  });
});

describe('a location under count keeps its stock', () => {
  it('refuses to move a pallet (LPN) off it, and changes nothing', () => {
    const e = env();
    const wh = e.ledger;
    const row = wh.stock.find((r) => r.lpn && r.onHand > 0 && wh.locationByCode.get(r.location)?.status === 'active' && !wh.stock.some((x) => x.location === r.location && (x.allocated || x.picked)));
    expect(row).toBeDefined();
    if (!row) return;
    const p = call('POST /api/count/plans', as({ body: { kind: 'range', from: row.location, to: row.location } })).body.data;
    expect(wh.locationByCode.get(row.location)!.status).toBe('locked');
    const target = wh.locations.find((l) => l.status === 'active' && !wh.stock.some((r) => r.location === l.code && r.onHand))!.code;
    const before = snapshot(e);
    expect(call('POST /api/inbound/lpns/:lpn/move', as({ params: { lpn: row.lpn }, body: { location: target } })).status).toBe(409);
    expect(snapshot(e)).toBe(before);
    call('POST /api/count/plans/:id/:action', as({ params: { id: p.id, action: 'cancel' }, body: { reason: 'done' } }));
  });
});

// ---------------------------------------------------------------- counts that account for movement (issue 46)

describe('a count records what the ledger had when it was counted', () => {
  let staff: string;
  const T0 = '2026-10-01T00:00:00.000Z';
  const T1 = '2026-10-15T00:00:00.000Z';
  const asStaff = (extra: CallOptions = {}): CallOptions => ({ token: staff, warehouse: 'w1', ...extra });
  const receipt = { type: 'receipt', no: 'T-RCV46' };

  beforeAll(() => {
    staff = login('staff');
  });

  /** `n` active locations of the layout with nothing on them, under no plan. */
  function emptyLocations(e: CountEnv, n: number): string[] {
    const wh = e.ledger;
    const out = wh.locations.filter((l) => l.status === 'active' && !wh.stock.some((r) => r.location === l.code && r.onHand)).slice(0, n);
    expect(out).toHaveLength(n);
    return out.map((l) => l.code);
  }

  /** Stock put on a location for the test, received at `now` (the FIFO key of a new row). */
  const put = (e: CountEnv, key: { sku: string; location: string; lot?: string; expiry?: string; lpn?: string }, qty: number, now = T0) => receive(e.ledger, { operator: 'test', now }, receipt, key, qty);

  /** A plan of one location (as admin), its one task. */
  function planAt(location: string): { id: string; no: string; task: { id: string; location: string } } {
    const res = call('POST /api/count/plans', as({ body: { kind: 'range', from: location, to: location } }));
    expect(res.status).toBe(200);
    return { id: res.body.data.id, no: res.body.data.no, task: res.body.data.taskList[0] };
  }

  /** Counts a task as `who` (a first count above the threshold is counted again: the same figures stand). */
  function countAs(opts: (extra: CallOptions) => CallOptions, task: { id: string; location: string }, lines: { sku: string; qty: number; lot?: string; lpn?: string }[]) {
    for (let round = 0; round < 2; round++) {
      const res = call('POST /api/count/work/:id/count', opts({ params: { id: task.id }, body: { location: task.location, lines } }));
      expect(res.status === 200 ? 200 : res.body.message).toBe(200);
      if (res.body.data.status === 'counted') return;
    }
    throw new Error('not counted');
  }

  /** Stock that changes at a location under count (a lock the ledger would otherwise keep): lifted for `fn` only. */
  function meanwhile(e: CountEnv, location: string, fn: () => void) {
    const lock = lockOf(e.ledger, location);
    if (lock) unlockLocation(e.ledger, location, lock);
    try {
      fn();
    } finally {
      if (lock) lockLocation(e.ledger, location, lock);
    }
  }

  const rowsOf = (e: CountEnv, sku: string, location: string) => (e.ledger.rowsBySku.get(sku) ?? []).filter((r) => r.location === location && r.onHand > 0).map((r) => ({ lot: r.lot, lpn: r.lpn, expiry: r.expiry, onHand: r.onHand }));
  const onHandAt = (e: CountEnv, sku: string, location: string) => rowsOf(e, sku, location).reduce((s, r) => s + r.onHand, 0);
  const approve = (id: string, opts = as) => call('POST /api/count/plans/:id/approve', opts({ params: { id } }));

  it('approval posts counted − what the ledger had at the count: units destroyed or moved after the count stay gone', () => {
    const e = env();
    const [a, b, elsewhere] = emptyLocations(e, 3);
    const sku = e.ledger.products[0].sku;
    put(e, { sku, location: a }, 50);
    put(e, { sku, location: b }, 30);
    const pa = planAt(a);
    const pb = planAt(b);
    // a: counted as the ledger says; b: 3 missing
    countAs(asStaff, pa.task, [{ sku, qty: 50 }]);
    countAs(asStaff, pb.task, [{ sku, qty: 27 }]);
    // after the count: 10 destroyed at a, 5 moved off b
    meanwhile(e, a, () => {
      const row = e.ledger.rowsBySku.get(sku)!.find((r) => r.location === a)!;
      allocate(e.ledger, e.ctx, { type: 'destroy', no: 'T-DS46' }, row, 10);
      deduct(e.ledger, e.ctx, { type: 'destroy', no: 'T-DS46' }, row, 10, 'broken');
    });
    meanwhile(e, b, () => {
      move(e.ledger, e.ctx, { type: 'move', no: 'T-MV46' }, e.ledger.rowsBySku.get(sku)!.find((r) => r.location === b)!, elsewhere, 5);
    });
    expect([onHandAt(e, sku, a), onHandAt(e, sku, b)]).toEqual([40, 25]);
    // what the supervisor reviews: the count against what the ledger had then
    const review = call('GET /api/count/tasks', as({ query: { plan: pb.no } })).body.data.list[0];
    expect(review.lines).toEqual([expect.objectContaining({ sku, expected: 30, counted: 27, variance: -3 })]);
    expect(approve(pa.id).status).toBe(200);
    expect(approve(pb.id).status).toBe(200);
    // a: nothing to correct (the destroyed units are not put back); b: 3 missing, the 5 moved stay moved
    expect(linesOf(e.ledger, pa.no)).toEqual([]);
    expect(linesOf(e.ledger, pb.no).map((j) => j.delta.onHand)).toEqual([-3]);
    expect([onHandAt(e, sku, a), onHandAt(e, sku, b), onHandAt(e, sku, elsewhere)]).toEqual([40, 22, 5]);
    expect(checkLedger(e.ledger)).toEqual([]);
  });

  it('a SKU loose and on a pallet at one location: counted as one figure, the loss comes off the loose units first, then the pallet', () => {
    const e = env();
    const [loc] = emptyLocations(e, 1);
    const sku = e.ledger.products[1].sku;
    put(e, { sku, location: loc }, 6);
    put(e, { sku, location: loc, lpn: 'LPN-T46A' }, 10);
    const p = planAt(loc);
    countAs(asStaff, p.task, [{ sku, qty: 3 }]);
    const res = approve(p.id);
    expect(res.status === 200 ? 200 : res.body.message).toBe(200);
    expect(linesOf(e.ledger, p.no).map((j) => [j.lpn, j.delta.onHand])).toEqual([
      [undefined, -6],
      ['LPN-T46A', -7],
    ]);
    expect(rowsOf(e, sku, loc)).toEqual([{ lot: undefined, lpn: 'LPN-T46A', expiry: undefined, onHand: 3 }]);
    // found again: onto the loose row, not the pallet
    const again = planAt(loc);
    countAs(asStaff, again.task, [{ sku, qty: 5 }]);
    expect(approve(again.id).status).toBe(200);
    expect(rowsOf(e, sku, loc)).toEqual([
      { lot: undefined, lpn: undefined, expiry: undefined, onHand: 2 },
      { lot: undefined, lpn: 'LPN-T46A', expiry: undefined, onHand: 3 },
    ]);
    expect(checkLedger(e.ledger)).toEqual([]);
  });

  it('counted per pallet: the pallet line counts the pallet, the plain line the loose units', () => {
    const e = env();
    const [loc] = emptyLocations(e, 1);
    const sku = e.ledger.products[2].sku;
    put(e, { sku, location: loc }, 8);
    put(e, { sku, location: loc, lpn: 'LPN-T46B' }, 20);
    const p = planAt(loc);
    countAs(asStaff, p.task, [
      { sku, lpn: 'LPN-T46B', qty: 20 },
      { sku, qty: 6 },
    ]);
    const review = call('GET /api/count/tasks', as({ query: { plan: p.no } })).body.data.list[0];
    expect(review.lines.map((l: { lpn?: string; expected: number; counted: number }) => [l.lpn, l.expected, l.counted])).toEqual([
      ['LPN-T46B', 20, 20],
      [undefined, 8, 6],
    ]);
    expect(approve(p.id).status).toBe(200);
    expect(linesOf(e.ledger, p.no).map((j) => [j.lpn, j.delta.onHand])).toEqual([[undefined, -2]]);
  });

  it('lots: a count by lot adjusts that lot; one figure over several lots takes a loss from the newest lot first and puts a gain on the loose row of the oldest', () => {
    const e = env();
    const [loc] = emptyLocations(e, 1);
    const sku = e.ledger.products[3].sku;
    // the newer lot's row first, so that "the first row there" is not the oldest lot
    put(e, { sku, location: loc, lot: 'NEW46', expiry: '2027-09-30' }, 4, T1);
    put(e, { sku, location: loc, lot: 'OLD46', expiry: '2027-03-31', lpn: 'LPN-T46C' }, 8, T0);
    // one figure, 3 more than the ledger: onto a loose row of the oldest lot (with its expiry)
    const p1 = planAt(loc);
    countAs(asStaff, p1.task, [{ sku, qty: 15 }]);
    expect(approve(p1.id).status).toBe(200);
    expect(linesOf(e.ledger, p1.no).map((j) => [j.lot, j.lpn, j.delta.onHand])).toEqual([['OLD46', undefined, 3]]);
    const old = e.ledger.rowsBySku.get(sku)!.find((r) => r.location === loc && r.lot === 'OLD46' && !r.lpn)!;
    expect(old).toMatchObject({ expiry: '2027-03-31', receivedAt: T0, onHand: 3 });
    // one figure, 6 fewer: the loose rows first, newest lot first (NEW46 4, then OLD46 2); the pallet keeps its 8
    const p2 = planAt(loc);
    countAs(asStaff, p2.task, [{ sku, qty: 9 }]);
    expect(approve(p2.id).status).toBe(200);
    expect(linesOf(e.ledger, p2.no).map((j) => [j.lot, j.lpn, j.delta.onHand])).toEqual([
      ['NEW46', undefined, -4],
      ['OLD46', undefined, -2],
    ]);
    // by lot: 2 of NEW46 found, OLD46 as the ledger has it (8 on the pallet, 1 loose), 1 of a lot the ledger does not have here
    const p3 = planAt(loc);
    countAs(asStaff, p3.task, [
      { sku, lot: 'NEW46', qty: 2 },
      { sku, lot: 'OLD46', qty: 9 },
      { sku, lot: 'X46', qty: 1 },
    ]);
    const review = call('GET /api/count/tasks', as({ query: { plan: p3.no } })).body.data.list[0];
    expect(review.lines.map((l: { lot?: string; expected: number; counted: number }) => [l.lot, l.expected, l.counted])).toEqual([
      ['NEW46', 0, 2],
      ['OLD46', 9, 9],
      ['X46', 0, 1],
    ]);
    expect(approve(p3.id).status).toBe(200);
    expect(linesOf(e.ledger, p3.no).map((j) => [j.lot, j.lpn, j.delta.onHand])).toEqual([
      ['NEW46', undefined, 2],
      ['X46', undefined, 1],
    ]);
    expect(e.ledger.rowsBySku.get(sku)!.find((r) => r.location === loc && r.lot === 'NEW46')).toMatchObject({ expiry: '2027-09-30', onHand: 2 });
    expect(onHandAt(e, sku, loc)).toBe(12);
    // a lot line and a pallet line counting the same stock: refused, nothing changes
    const p4 = planAt(loc);
    const before = snapshot(e);
    const twice = call('POST /api/count/work/:id/count', asStaff({ params: { id: p4.task.id }, body: { location: loc, lines: [{ sku, lot: 'OLD46', qty: 9 }, { sku, lpn: 'LPN-T46C', qty: 8 }] } }));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('LPN-T46C');
    expect(snapshot(e)).toBe(before);
    call('POST /api/count/plans/:id/:action', as({ params: { id: p4.id, action: 'cancel' }, body: { reason: 'test' } }));
    expect(checkLedger(e.ledger)).toEqual([]);
  });

  it('is approved by someone who counted none of its locations, unless the approver holds the supervisor\'s right', () => {
    const e = env();
    const [a, b] = emptyLocations(e, 2);
    const sku = e.ledger.products[4].sku;
    put(e, { sku, location: a }, 12);
    put(e, { sku, location: b }, 12);
    // staff (557 / 284, not 536) counted it: staff may not approve it, in either language; nothing changes
    const p = planAt(a);
    countAs(asStaff, p.task, [{ sku, qty: 11 }]);
    const before = snapshot(e);
    for (const lang of ['en', 'zh-CN']) {
      const own = approve(p.id, (x) => asStaff({ ...x, lang }));
      expect(own.status).toBe(409);
      expect(own.body.message).toContain(p.no);
      expect(own.body.message).toContain(a);
      expect(own.body.message).toMatch(lang === 'en' ? /someone else/ : /[\u4e00-\u9fff]/);
    }
    expect(snapshot(e)).toBe(before);
    // another user approves it
    expect(approve(p.id).status).toBe(200);
    // admin (a warehouse manager: 536) approves its own count
    const q = planAt(b);
    countAs(as, q.task, [{ sku, qty: 12 }]);
    expect(approve(q.id).status).toBe(200);
    // a role that gives staff the supervisor's right lets staff approve its own count
    const role = getStore().roles.find((r) => r.id === 'r3')!;
    const ids = role.menuIds;
    role.menuIds = [...ids, COUNT_SELF_APPROVE_ID];
    try {
      const r = planAt(a);
      countAs(asStaff, r.task, [{ sku, qty: 11 }]);
      expect(approve(r.id, asStaff).status).toBe(200);
    } finally {
      role.menuIds = ids;
    }
  });
});

describe('ABC classes', () => {
  it('are derived from picked units: A makes the first 80 %, B the next 15 %', () => {
    const e = env();
    const classes = abcClasses(e.ledger);
    const picked = new Map<string, number>();
    for (const j of e.ledger.journal) if (j.type === 'pick') picked.set(j.sku, (picked.get(j.sku) ?? 0) + j.delta.picked);
    const total = [...picked.values()].reduce((s, n) => s + n, 0);
    const sum = (c: string) => [...picked].filter(([s]) => classes.get(s) === c).reduce((s, [, n]) => s + n, 0);
    expect(sum('A')).toBeGreaterThanOrEqual(ABC_LIMITS.A * total);
    expect(sum('A') + sum('B')).toBeGreaterThanOrEqual(ABC_LIMITS.B * total);
    expect(Math.min(...[...picked].filter(([s]) => classes.get(s) === 'A').map(([, n]) => n))).toBeGreaterThanOrEqual(Math.max(0, ...[...picked].filter(([s]) => classes.get(s) !== 'A').map(([, n]) => n)));
    const a = call('POST /api/count/plans', as({ body: { kind: 'abc', abc: 'A' } }));
    expect(a.status).toBe(200);
    expect(a.body.data.taskList.every((t: { skus: string[] }) => t.skus.every((s) => classes.get(s) === 'A'))).toBe(true);
  });
});

// ---------------------------------------------------------------- invariants over random runs

describe('invariants over seeded random action runs', () => {
  it('hold after every step: on hand never negative, the records add up to every row, a locked location is never allocated, picked or moved from', () => {
    let steps = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const { state, wh, master } = fixture(30, 4, 0, 'w1', 'SZ01', 7);
        const e: CountEnv = { ledger: wh, master, place: { warehouseId: 'w1', plans: [] }, ctx: { operator: 'fuzz', now: '2026-11-10T00:00:00.000Z' } };
        seedCounts(e);
        const relocating: RelocateEnv = { ...e, reloc: { warehouseId: 'w1', relocations: [], fba: [] } };
        const rng = prng(seed);
        const open = () => e.place.plans.filter((p) => p.status !== 'approved' && p.status !== 'cancelled');
        const pick = <T>(list: T[]) => (list.length ? rng.pick(list) : undefined);
        for (let i = 0; i < 30; i++) {
          const lockedBefore = new Set(wh.locations.filter((l) => l.status === 'locked').map((l) => l.code));
          const mark = wh.journal.length;
          const plan: CountPlan | undefined = pick(open());
          const task = plan && pick(plan.tasks.filter((t) => t.status === 'open' || t.status === 'recount'));
          try {
            switch (rng.int(0, 8)) {
              case 0: {
                const l = rng.pick(wh.locations);
                const to = wh.locations[Math.min(wh.locations.indexOf(l) + rng.int(0, 6), wh.locations.length - 1)];
                createDocument(planRules, e, { kind: 'range', from: l.code, to: to.code });
                break;
              }
              case 1:
                createDocument(planRules, e, { kind: 'sku', skus: [rng.pick(wh.products).sku] });
                break;
              case 2:
              case 3:
                if (plan && task) countTask(e, plan, task, { location: task.location, lines: linesFor(e, task, rng.int(-3, 10)) });
                break;
              case 4:
                if (plan) {
                  const t = pick(plan.tasks.filter((x) => x.status === 'counted'));
                  if (t && rng.next() < 0.5) requestRecount(e, plan, t);
                  else approvePlan(e, plan);
                }
                break;
              case 5:
                if (plan) runTransition(planRules, e, plan, 'cancel', { reason: 'r' });
                break;
              case 6:
              case 7: {
                // outbound at work meanwhile: allocate and pick orders
                const p = rng.pick(wh.products.filter((x) => availableOf(wh, x.sku) > 0));
                const o = createOrder(state, wh, e.ctx, 'b2c', { receiver: { name: 'A', address: 'B' }, carrier: 'SF', lines: [{ sku: p.sku, qty: 1 }] }, 'SZ01');
                transition(wh, e.ctx, o, 'allocate');
                const w = createWave(wh, e.ctx, 'b2c', [o]);
                for (const t of w.tasks) confirmPick(wh, e.ctx, w, t.id, t.qty, t.lot);
                break;
              }
              case 8: {
                // an emergency relocation out of any stocked location, under count or not
                const r = rng.pick(wh.stock.filter((x) => x.onHand > 0 && !x.lpn && wh.locationByCode.has(x.location)));
                relocateOut({ ...relocating, ctx: e.ctx }, { from: r.location, sku: r.sku, qty: 1 });
                break;
              }
            }
          } catch (err) {
            if (!(err instanceof DomainError)) throw err;
          }
          steps++;
          const problems = checkLedger(wh);
          // at a location under count nothing is allocated, picked or moved: only its count's adjustment changes it
          for (const j of wh.journal.slice(mark)) if (j.type !== 'adjust' && lockedBefore.has(j.location)) problems.push(`${j.id}: ${j.type} at locked ${j.location}`);
          for (const p of e.place.plans) {
            const live = p.status !== 'approved' && p.status !== 'cancelled';
            for (const t of p.tasks) if (live && wh.locationByCode.get(t.location)!.status !== 'locked') problems.push(`${p.no}: ${t.location} not locked`);
            const adjusts = linesOf(wh, p.no);
            if (p.status !== 'approved' && adjusts.length) problems.push(`${p.no} (${p.status}) wrote records`);
          }
          // a location under count holds nothing allocated or picked
          for (const r of wh.stock) if (wh.locationByCode.get(r.location)?.status === 'locked' && open().some((p) => p.tasks.some((t) => t.location === r.location)) && (r.allocated || r.picked)) problems.push(`${r.id} at locked ${r.location} is allocated`);
          expect(problems).toEqual([]);
        }
      }),
      { numRuns: 12 },
    );
    expect(steps).toBeGreaterThan(300);
  });
});

describe('the location form never releases a count lock (issues 17/19)', () => {
  it('editing the status of a location under count, disabling it (one or in bulk) or deleting it: 409 naming the plan, in both languages; nothing changes', () => {
    const e = env();
    const plan = createDocument(planRules, e, { kind: 'range', ...freeRange(e, 2) });
    const code = plan.tasks[0].location;
    const loc = e.ledger.locationByCode.get(code)!;
    expect(loc.status).toBe('locked');
    const body = { type: loc.type, capacity: loc.capacity, pickSeq: loc.pickSeq, status: 'active' };
    const before = snapshot(e);
    for (const lang of ['en', 'zh-CN']) {
      const r = call('PUT /api/master/locations/:id', as({ params: { id: loc.id }, body, lang, query: { scope: 'system' } }));
      expect(r.status).toBe(409);
      expect(r.body.message).toContain(plan.no);
      expect(r.body.message).toContain(lang === 'en' ? 'count plan' : '盘点计划');
    }
    expect(call('PATCH /api/master/locations/:id/enabled', as({ params: { id: loc.id }, body: { enabled: false } })).body.message).toContain(plan.no);
    const bulk = call('POST /api/master/locations/bulk', as({ body: { action: 'disable', ids: [loc.id] } }));
    expect(bulk.body.data[0]).toMatchObject({ ok: false });
    expect(bulk.body.data[0].error).toContain(plan.no);
    expect(call('DELETE /api/master/locations/:id', as({ params: { id: loc.id } })).status).toBe(409);
    expect(snapshot(e)).toBe(before);
    // the rest of the form still saves while the status stays locked
    expect(call('PUT /api/master/locations/:id', as({ params: { id: loc.id }, body: { ...body, status: 'locked', capacity: loc.capacity + 1 } })).status).toBe(200);
    expect(loc.status).toBe('locked');
    // cancelled: the plan unlocks, and the form may change the status again
    runTransition(planRules, e, plan, 'cancel', { reason: 'test' });
    expect(loc.status).toBe('active');
    expect(call('PUT /api/master/locations/:id', as({ params: { id: loc.id }, body: { ...body, capacity: loc.capacity, status: 'locked' } })).status).toBe(200);
    expect(call('PUT /api/master/locations/:id', as({ params: { id: loc.id }, body: { ...body, capacity: loc.capacity, status: 'active' } })).status).toBe(200);
  });
});

describe('the count-plan import', () => {
  // a fresh store: the random runs above leave few free racks
  beforeAll(() => {
    resetStore();
    admin = login('admin');
  });

  it('previews each row with its problems named by column, in the caller\'s language, and saves nothing', () => {
    const e = env();
    const r1 = freeRange(e);
    const r2 = freeRange(e, 4, [r1.from]);
    const before = snapshot(e);
    const rows = [
      { kind: 'range', ...r1, note: 'row 1' },
      { kind: 'range', ...r1 }, // the same locations as row 1
      { kind: 'zone', zone: 'ZZ' },
      { kind: 'range', from: r2.to, to: r2.from },
      { kind: 'sku' },
      { kind: 'area', zone: 'A' },
      null,
      { kind: 'range', ...r2 },
    ];
    const res = call('POST /api/count/plans/import/check', as({ body: { rows } }));
    expect(res.status).toBe(200);
    const errors = res.body.data.map((r: { errors: string[] }) => r.errors);
    expect(errors[0]).toEqual([]);
    expect(errors[1]).toEqual(['Every location of this plan is counted by a plan of an earlier row']);
    expect(errors[2]).toEqual(['Zone code: Zone ZZ does not exist']);
    expect(errors[3]).toEqual([expect.stringMatching(/^To location: The last location must not come before the first/)]);
    expect(errors[4]).toEqual([expect.stringMatching(/^SKU list: /)]);
    expect(errors[5]).toEqual(['Count by: “area” is not a way to count; one of: Zone / Location range / SKU / ABC class']);
    expect(errors[6]).toEqual([expect.stringMatching(/./)]);
    expect(errors[7]).toEqual([]);
    const zh = call('POST /api/count/plans/import/check', as({ lang: 'zh-CN', body: { rows: [rows[1], rows[2], rows[5]] } })).body.data;
    expect(zh[1].errors).toEqual(['库区编码：库区 ZZ 不存在']);
    // the kinds in Chinese, not the schema's keys
    expect(zh[2].errors).toEqual(['盘点方式：“area”不是盘点方式，可填：库区 / 库位范围 / SKU / ABC 分类']);
    expect(snapshot(e)).toBe(before);
  });

  it('imports all rows as plans that lock their locations, or refuses the file naming its first bad row and changes nothing', () => {
    const e = env();
    const r1 = freeRange(e);
    const r2 = freeRange(e, 4, [r1.from]);
    const before = snapshot(e);
    const refused = call('POST /api/count/plans/import', as({ body: { rows: [{ kind: 'range', ...r1 }, { kind: 'range', ...r1 }] } }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Row 2: Every location of this plan is counted by a plan of an earlier row. Nothing was imported');
    expect(call('POST /api/count/plans/import', as({ body: { rows: [{ kind: 'range', ...r1, extra: 1 }] } })).status).toBe(400);
    expect(snapshot(e)).toBe(before);

    const ok = call('POST /api/count/plans/import', as({ body: { rows: [{ kind: 'range', ...r1, note: 'imported' }, { kind: 'range', ...r2 }] } }));
    expect(ok.status).toBe(200);
    const created: string[] = ok.body.data.created;
    expect(created).toHaveLength(2);
    const plans = created.map((no) => e.place.plans.find((p) => p.no === no)!);
    expect(plans.map((p) => [p.from, p.to, p.status, p.tasks.length])).toEqual([
      [r1.from, r1.to, 'open', 4],
      [r2.from, r2.to, 'open', 4],
    ]);
    expect(plans[0].note).toBe('imported');
    for (const t of plans.flatMap((p) => p.tasks)) expect(e.ledger.locationByCode.get(t.location)!.status).toBe('locked');
  });

  it('answers 401 without a session and 403 without the count-plan screen', () => {
    const rows = [{ kind: 'abc', abc: 'A' }];
    expect(call('POST /api/count/plans/import/check', { warehouse: 'w1', body: { rows } }).status).toBe(401);
    expect(call('POST /api/count/plans/import', { token: login('sysadmin'), warehouse: 'w1', body: { rows } }).status).toBe(403);
  });
});
