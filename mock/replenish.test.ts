/**
 * Replenishment over HTTP and its rules: FEFO reserve, up to max (room allowing), no duplicate, the allocation shortfall trigger, reserve units held
 * by the replenishment, refusals that change nothing, the handheld steps (claims enforced) and the task list's `replenish` work.
 */
import auth from './auth';
import relocate from './relocate';
import task from './task';
import { allocate, available, checkLedger, heldBy, lockLocation, receive, unlockLocation, type StockRow } from './_lib/ledger';
import { resetStore, getStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';
import { relocateEnv, relocationWork, type RelocateEnv } from './_lib/relocate';
import { generateReplenishment, replenishNeeds, reserveRows } from './_lib/relocate/replenish';
import { RELOCATE_MENU_IDS, RELOCATION_DOC_TYPE, type Relocation, type RelocationRow } from '../src/domain/relocate';
import type { MoveablePin } from '../src/domain/master/types';

const call = (route: string, opts?: CallOptions) => callRoute({ ...relocate, ...task, ...auth }, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;
const as = (token: string, extra: CallOptions = {}): CallOptions => ({ token, warehouse: 'w1', ...extra });
const now = () => new Date().toISOString();
const env = () => relocateEnv('w1', { operator: 'test', now: now() });
const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const snapshot = (e: RelocateEnv) => JSON.stringify({ stock: e.ledger.stock, journal: e.ledger.journal.length, seq: e.ledger.seq, relocations: e.reloc.relocations });
const at = (e: RelocateEnv, sku: string, location: string) => (e.ledger.rowsBySku.get(sku) ?? []).filter((r) => r.location === location);
const onHandAt = (e: RelocateEnv, sku: string, location: string) => at(e, sku, location).reduce((n, r) => n + r.onHand, 0);
const ref = (r: Pick<Relocation, 'no'>) => ({ type: RELOCATION_DOC_TYPE, no: r.no });

let admin: string;
let staff: string;

/**
 * A pick face of its own: a SKU without a pin whose other stock has no expiry, an empty active
 * location as its face (min 10, max 30), 4 units on it, and reserve rows with lots and expiries.
 */
function pickFace(e: RelocateEnv) {
  const l = e.ledger;
  const pinned = new Set(e.master.pins.rows.map((p) => p.sku));
  const sku = l.products.map((p) => p.sku).find((s) => !pinned.has(s) && (l.rowsBySku.get(s) ?? []).every((r) => !r.expiry && !r.lot))!;
  const empty = l.locations.filter((x) => x.status === 'active' && !l.rowsByLocation.get(x.code)?.length && !e.master.pins.rows.some((p) => p.location === x.code)).map((x) => x.code);
  const [face, r1, r2, r3] = empty;
  l.locationByCode.get(face)!.capacity = 1000;
  const pin: MoveablePin = { id: `w1-pin-test-${sku}`, sku, location: face, min: 10, max: 30, enabled: true };
  e.master.pins.add(pin);
  const ctx = e.ctx;
  const doc = { type: 'notice', no: 'TEST' };
  receive(l, ctx, doc, { sku, location: face }, 4);
  // r1: later expiry; r2: the earliest; r3: expired yesterday (never taken)
  receive(l, ctx, doc, { sku, location: r1, lot: 'LATE', expiry: day(20) }, 10);
  receive(l, ctx, doc, { sku, location: r2, lot: 'SOON', expiry: day(3) }, 10);
  receive(l, ctx, doc, { sku, location: r3, lot: 'OLD', expiry: day(-1) }, 10);
  return { sku, face, r1, r2, r3, pin };
}

const mine = (e: RelocateEnv, sku: string, face: string) => e.reloc.relocations.filter((r) => r.replenish && r.sku === sku && r.to === face);

beforeEach(() => {
  resetStore();
  admin = login('admin');
  staff = login('staff');
  // the staff works the relocation screens on a handheld (no supervisor's right)
  const r3 = getStore().roles.find((r) => r.id === 'r3')!;
  r3.menuIds = [...r3.menuIds, RELOCATE_MENU_IDS.outbound, RELOCATE_MENU_IDS.inbound, RELOCATE_MENU_IDS.putaway];
});

describe('generation', () => {
  it('takes reserve in FEFO order (expired rows never), up to max, each row held by its replenishment', () => {
    const e = env();
    const { sku, face, r1, r2, r3 } = pickFace(e);
    const before = reserveRows(e, sku, day(0));
    expect(before[0].location).toBe(r2);
    expect(before[1].location).toBe(r1);
    expect(before.some((r) => r.location === r3)).toBe(false);
    const res = call('POST /api/relocate/replenish', as(admin));
    expect(res.status).toBe(200);
    const made = mine(env(), sku, face).reverse();
    expect(res.body.data.created.map((r: RelocationRow) => r.no)).toEqual(expect.arrayContaining(made.map((r) => r.no)));
    // 4 on the face, max 30: 26 units, the earliest expiry first, then the next, then the oldest rest
    expect(made.reduce((n, r) => n + r.qty, 0)).toBe(26);
    expect(made.map((r) => [r.from, r.lot, r.qty]).slice(0, 2)).toEqual([
      [r2, 'SOON', 10],
      [r1, 'LATE', 10],
    ]);
    expect(made.every((r) => r.replenish === 'min' && r.status === 'created' && !r.emergency)).toBe(true);
    // the units are claimed by the replenishment: not available to anybody else
    for (const r of made) {
      const held = at(e, sku, r.from).reduce((n, row) => n + heldBy(row, 'hold', ref(r)), 0);
      expect(held).toBe(r.qty);
    }
    expect(at(e, sku, r2).reduce((n, row) => n + available(row), 0)).toBe(0);
    expect(checkLedger(e.ledger)).toEqual([]);
  });

  it('makes no second replenishment for a pick face with an open one', () => {
    const e = env();
    const { sku, face } = pickFace(e);
    generateReplenishment(e);
    const n = mine(e, sku, face).length;
    expect(n).toBeGreaterThan(0);
    const again = snapshot(e);
    expect(call('POST /api/relocate/replenish', as(admin)).body.data.created).toEqual([]);
    expect(snapshot(e)).toBe(again);
  });

  it('stops at the room the pick face has', () => {
    const e = env();
    const { sku, face } = pickFace(e);
    e.ledger.locationByCode.get(face)!.capacity = 12;
    expect(replenishNeeds(e).find((x) => x.pin.location === face)?.qty).toBe(8);
    generateReplenishment(e);
    expect(mine(e, sku, face).reduce((n, r) => n + r.qty, 0)).toBe(8);
  });

  it('is triggered by an allocation shortfall at a pick face above its min (the ledger’s claims), as an emergency', () => {
    const e = env();
    const { sku, face, pin } = pickFace(e);
    pin.min = 2;
    pin.max = 40;
    const row = at(e, sku, face)[0];
    receive(e.ledger, e.ctx, { type: 'notice', no: 'TEST' }, { sku, location: face }, 36);
    expect(replenishNeeds(e).some((x) => x.pin.location === face)).toBe(false);
    // orders claim 30 of the 40: 10 left, fewer than they hold
    allocate(e.ledger, e.ctx, { type: 'order', no: 'SO-TEST' }, row, 30);
    const need = replenishNeeds(e).find((x) => x.pin.location === face)!;
    expect(need).toMatchObject({ reason: 'shortfall', available: 10, allocated: 30, qty: 30 });
    generateReplenishment(e);
    const made = mine(e, sku, face);
    expect(made.every((r) => r.replenish === 'shortfall' && r.emergency)).toBe(true);
    expect(relocationWork('w1').find((w) => w.docNo === made[0].no)).toMatchObject({ kind: 'replenish', priority: 'high', progress: 'open', to: face });
  });

  it('refuses a caller without the supervisor’s right, and a body, changing nothing', () => {
    const e = env();
    pickFace(e);
    const before = snapshot(e);
    expect(call('POST /api/relocate/replenish', as(staff)).status).toBe(403);
    expect(call('POST /api/relocate/replenish', as(admin, { body: { all: true } })).status).toBe(400);
    expect(snapshot(e)).toBe(before);
  });

  it('skips a pick face locked by a count, and makes it once unlocked', () => {
    const e = env();
    const { sku, face } = pickFace(e);
    lockLocation(e.ledger, face, { type: 'count', no: 'CC-TEST' });
    generateReplenishment(e);
    expect(mine(e, sku, face)).toEqual([]);
    unlockLocation(e.ledger, face, { type: 'count', no: 'CC-TEST' });
    generateReplenishment(e);
    expect(mine(e, sku, face).length).toBeGreaterThan(0);
  });
});

describe('the handheld steps', () => {
  it('out of reserve → received → put away on the face: its stock rises, the task is done, claims enforced', () => {
    const e = env();
    const { sku, face } = pickFace(e);
    generateReplenishment(e);
    const r = mine(e, sku, face).reverse()[0];
    const id = `replenish:${r.id}`;
    const step = (token: string, action: string, body: object = {}) => call('POST /api/relocate/relocations/:id/:action', as(token, { params: { id: r.id, action }, body }));
    // the staff claims it; the supervisor may not confirm a task somebody else holds
    expect(call('POST /api/tasks/claim', as(staff, { body: { ids: [id] } })).status).toBe(200);
    const before = snapshot(e);
    expect(step(admin, 'out').status).toBe(409);
    expect(snapshot(e)).toBe(before);
    expect(step(staff, 'out').status).toBe(200);
    expect(at(e, sku, r.from).reduce((n, row) => n + heldBy(row, 'hold', ref(r)), 0)).toBe(0);
    expect(step(staff, 'receive', { scan: r.no }).status).toBe(200);
    const faceBefore = onHandAt(e, sku, face);
    expect(step(staff, 'putaway', { location: face }).status).toBe(200);
    expect(onHandAt(e, sku, face)).toBe(faceBefore + r.qty);
    const t = (call('GET /api/tasks', as(admin, { query: { kind: 'replenish', pageSize: '500' } })).body.data.list as { id: string; state: string }[]).find((x) => x.id === id);
    expect(t?.state).toBe('done');
    expect(checkLedger(e.ledger)).toEqual([]);
  });

  it('a cancel before it is taken out gives the reserve units back', () => {
    const e = env();
    const { sku, face } = pickFace(e);
    generateReplenishment(e);
    const r = mine(e, sku, face)[0];
    const row: StockRow = at(e, sku, r.from).find((x) => heldBy(x, 'hold', ref(r)) > 0)!;
    const free = available(row);
    expect(call('POST /api/relocate/relocations/:id/:action', as(admin, { params: { id: r.id, action: 'cancel' }, body: { reason: 'not needed' } })).status).toBe(200);
    expect(available(row)).toBe(free + r.qty);
    expect(heldBy(row, 'hold', ref(r))).toBe(0);
    // the face may be replenished again
    generateReplenishment(e);
    expect(mine(e, sku, face).filter((x) => x.status === 'created').length).toBeGreaterThan(0);
  });
});
