/**
 * Relocation and FBA staging over HTTP: the flow, refusals that change nothing, units in transit
 * counted once, cancel, FBA holds, the task list's work items and random-run invariants.
 */
import fc from 'fast-check';
import auth from './auth';
import inventory from './inventory';
import relocate from './relocate';
import fba from './fba';
import { available, checkLedger, receive, type StockRow } from './_lib/ledger';
import { availableOf, fifoRows } from './_lib/outbound/inventory';
import { fixture } from './_lib/outbound/fixture';
import { prng } from './_lib/prng';
import { resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';
import { DomainError } from './_lib/errors';
import { seedInbound } from './_lib/inbound/seed';
import { availableAt, planRelocation, relocateEnv, relocateOut, relocationWork, transition, type RelocateEnv } from './_lib/relocate';
import { TRANSIT_AREA, RELOCATION_STATUSES, type Relocation } from '../src/domain/relocate';

const call = (route: string, opts?: CallOptions) => callRoute({ ...relocate, ...fba, ...inventory, ...auth }, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;

let admin: string;
const as = (extra: CallOptions = {}): CallOptions => ({ token: admin, warehouse: 'w1', ...extra });
const env = () => relocateEnv('w1', { operator: 'test', now: new Date().toISOString() });

/** A shelf row with at least `min` available units, on an active location with no other SKU's relocation. */
function sourceRow(e: RelocateEnv, min = 10): StockRow {
  const wh = e.ledger;
  return wh.stock.find((r) => !r.lpn && r.location.startsWith('A') && availableAt(wh, r.sku, r.location) >= min && wh.locationByCode.get(r.location)?.status === 'active')!;
}
/** An empty active location to put onto. */
const emptyShelf = (e: RelocateEnv, not: string[] = []) => e.ledger.locations.find((l) => l.status === 'active' && !not.includes(l.code) && l.zone === 'D' && !e.ledger.stock.some((r) => r.location === l.code && r.onHand))!.code;
/** What a refusal must not change. */
const snapshot = (e: RelocateEnv) => JSON.stringify({ stock: e.ledger.stock, journal: e.ledger.journal.length, seq: e.ledger.seq, relocations: e.reloc.relocations });

beforeAll(() => {
  resetStore();
  admin = login('admin');
});

describe('seeded relocations', () => {
  it('has relocations in every state in both seeded warehouses, and a consistent ledger', () => {
    for (const w of ['w1', 'w2']) {
      const { counts } = call('GET /api/relocate/relocations', as({ warehouse: w })).body.data;
      for (const s of RELOCATION_STATUSES) expect(counts[s]).toBeGreaterThan(0);
      expect(checkLedger(relocateEnv(w, { operator: 't', now: '' }).ledger)).toEqual([]);
    }
  });

  it('refuses callers without a relocation screen, and each action to a screen that does not take it', () => {
    expect(call('GET /api/relocate/relocations', { warehouse: 'w1' }).status).toBe(401);
    expect(call('GET /api/relocate/relocations', { token: login('sysadmin'), warehouse: 'w1' }).status).toBe(403);
  });
});

describe('an emergency relocation out → in → putaway', () => {
  it('moves the units through the transit area (counted once, not available) to the target, one record per change', () => {
    const e = env();
    const row = sourceRow(e);
    const { sku, location: from } = row;
    const to = emptyShelf(e);
    const before = availableOf(e.ledger, sku);
    const onHand = e.ledger.stock.filter((r) => r.sku === sku).reduce((s, r) => s + r.onHand, 0);
    const out = call('POST /api/relocate/out', as({ body: { from, sku, qty: 4, to } }));
    expect(out.status).toBe(200);
    const r = out.body.data;
    expect(r.status).toBe('inTransit');
    expect(r.at).toBe(TRANSIT_AREA(r.no));
    // counted once (on hand unchanged), not available anywhere
    expect(e.ledger.stock.filter((x) => x.sku === sku).reduce((s, x) => s + x.onHand, 0)).toBe(onHand);
    expect(availableOf(e.ledger, sku)).toBe(before - 4);
    expect(fifoRows(e.ledger, sku).some((x) => x.location === TRANSIT_AREA(r.no))).toBe(false);
    const bySku = call('GET /api/inventory/stock', as({ query: { sku } })).body.data.list[0];
    expect(bySku.onHand).toBe(onHand);
    expect(bySku.staged).toBeGreaterThanOrEqual(4);
    // receive then putaway on the target
    expect(call('POST /api/relocate/relocations/:id/:action', as({ params: { id: r.id, action: 'receive' }, body: {} })).body.data.status).toBe('received');
    const done = call('POST /api/relocate/relocations/:id/:action', as({ params: { id: r.id, action: 'putaway' }, body: { location: to } })).body.data;
    expect(done.status).toBe('done');
    expect(done.at).toBe(to);
    expect(availableAt(e.ledger, sku, to)).toBe(4);
    expect(availableOf(e.ledger, sku)).toBe(before);
    expect(done.records.map((j: { type: string; location: string }) => `${j.type} ${j.location}`)).toEqual([`move ${from}`, `move ${TRANSIT_AREA(r.no)}`, `hold ${TRANSIT_AREA(r.no)}`, `unhold ${TRANSIT_AREA(r.no)}`, `move ${TRANSIT_AREA(r.no)}`, `move ${to}`]);
    expect(done.history.map((h: { action: string }) => h.action)).toEqual(['create', 'out', 'receive', 'putaway']);
    expect(checkLedger(e.ledger)).toEqual([]);
  });

  it('suggests a target when none is given, and records a putaway on another location than planned', () => {
    const e = env();
    const row = sourceRow(e);
    const src = call('GET /api/relocate/source', as({ query: { from: row.location, sku: row.sku } })).body.data;
    expect(src.available).toBe(availableAt(e.ledger, row.sku, row.location));
    expect(src.suggested).toBeTruthy();
    const r = call('POST /api/relocate/out', as({ body: { from: row.location, sku: row.sku, qty: 2 } })).body.data;
    expect(r.to).toBeTruthy();
    const other = emptyShelf(e, [r.to]);
    transition(e, e.reloc.relocations.find((x) => x.id === r.id)!, 'receive');
    const done = call('POST /api/relocate/relocations/:id/:action', as({ params: { id: r.id, action: 'putaway' }, body: { location: other } })).body.data;
    expect(done.putTo).toBe(other);
    expect(done.records.at(-1).reason).toBe(`planned ${r.to}`);
  });
});

describe('refusals change nothing', () => {
  const refused = (route: string, opts: CallOptions, status: number) => {
    const e = env();
    const before = snapshot(e);
    const a = call(route, opts);
    expect(a.status).toBe(status);
    expect(snapshot(e)).toBe(before);
    return a;
  };

  it('relocating more than available is a 409', () => {
    const e = env();
    const row = sourceRow(e);
    const have = availableAt(e.ledger, row.sku, row.location);
    const a = refused('POST /api/relocate/out', as({ body: { from: row.location, sku: row.sku, qty: have + 1 } }), 409);
    expect(a.body.message).toContain(String(have));
    refused('POST /api/relocate/relocations', as({ body: { from: row.location, sku: row.sku, qty: have + 1 } }), 409);
  });

  it('from or to a locked or disabled location is a 409; an unknown one or the same one a 400', () => {
    const e = env();
    const row = sourceRow(e);
    const locked = e.ledger.locations.find((l) => l.status === 'locked')!;
    refused('POST /api/relocate/out', as({ body: { from: row.location, sku: row.sku, qty: 1, to: locked.code } }), 409);
    const disabled = e.ledger.locationByCode.get(emptyShelf(e))!;
    disabled.status = 'disabled';
    refused('POST /api/relocate/out', as({ body: { from: row.location, sku: row.sku, qty: 1, to: disabled.code } }), 409);
    disabled.status = 'active';
    const src = e.ledger.locationByCode.get(row.location)!;
    src.status = 'locked';
    refused('POST /api/relocate/out', as({ body: { from: row.location, sku: row.sku, qty: 1 } }), 409);
    src.status = 'active';
    refused('POST /api/relocate/out', as({ body: { from: row.location, sku: row.sku, qty: 1, to: 'NOPE-1' } }), 400);
    refused('POST /api/relocate/out', as({ body: { from: row.location, sku: row.sku, qty: 1, to: row.location } }), 400);
    refused('POST /api/relocate/out', as({ body: { from: row.location, sku: 'NO-SUCH-SKU', qty: 1 } }), 400);
    refused('POST /api/relocate/out', as({ body: { from: row.location, sku: row.sku, qty: 0 } }), 400);
  });

  it('steps the machine does not allow are 409s: putaway before receipt, of a cancelled or done one, cancel after putaway', () => {
    const e = env();
    const byState = (s: Relocation['status']) => e.reloc.relocations.find((r) => r.status === s)!;
    const to = emptyShelf(e);
    refused('POST /api/relocate/relocations/:id/:action', as({ params: { id: byState('inTransit').id, action: 'putaway' }, body: { location: to } }), 409);
    refused('POST /api/relocate/relocations/:id/:action', as({ params: { id: byState('cancelled').id, action: 'putaway' }, body: { location: to } }), 409);
    refused('POST /api/relocate/relocations/:id/:action', as({ params: { id: byState('done').id, action: 'cancel' }, body: { reason: 'late' } }), 409);
    refused('POST /api/relocate/relocations/:id/:action', as({ params: { id: byState('created').id, action: 'receive' }, body: {} }), 409);
    // putaway onto a locked location
    const locked = e.ledger.locations.find((l) => l.status === 'locked')!;
    refused('POST /api/relocate/relocations/:id/:action', as({ params: { id: byState('received').id, action: 'putaway' }, body: { location: locked.code } }), 409);
    // cancel needs a reason
    refused('POST /api/relocate/relocations/:id/:action', as({ params: { id: byState('inTransit').id, action: 'cancel' }, body: {} }), 400);
  });

  it('each action belongs to its screen: a user without the relocation screens may not put away (the FBA screen is theirs)', () => {
    const e = env();
    const received = e.reloc.relocations.find((r) => r.status === 'received')!;
    const staff = login('staff');
    const before = snapshot(e);
    const a = call('POST /api/relocate/relocations/:id/:action', { token: staff, warehouse: 'w1', params: { id: received.id, action: 'putaway' }, body: { location: emptyShelf(e) } });
    expect(a.status).toBe(403);
    expect(call('POST /api/relocate/out', { token: staff, warehouse: 'w1', body: { from: 'A-01-01-01', sku: 'X', qty: 1 } }).status).toBe(403);
    expect(snapshot(e)).toBe(before);
    expect(call('GET /api/fba/stock', { token: staff, warehouse: 'w1' }).status).toBe(200);
  });
});

describe('cancel', () => {
  it('before putaway puts the units back on the source, with records', () => {
    const e = env();
    const row = sourceRow(e);
    const have = availableAt(e.ledger, row.sku, row.location);
    const r = relocateOut(e, { from: row.location, sku: row.sku, qty: 3 });
    transition(e, r, 'receive');
    expect(availableAt(e.ledger, row.sku, row.location)).toBe(have - 3);
    const c = call('POST /api/relocate/relocations/:id/:action', as({ params: { id: r.id, action: 'cancel' }, body: { reason: 'wrong SKU' } })).body.data;
    expect(c.status).toBe('cancelled');
    expect(c.at).toBe(row.location);
    expect(availableAt(e.ledger, row.sku, row.location)).toBe(have);
    expect(c.records.at(-1)).toMatchObject({ type: 'move', location: row.location, reason: 'wrong SKU' });
    expect(c.history.at(-1)).toMatchObject({ action: 'cancel', note: 'wrong SKU' });
    expect(checkLedger(e.ledger)).toEqual([]);
  });

  it('is refused (409) when the source has been locked by a count since: the units stay in transit, nothing changes', () => {
    const e = env();
    const row = sourceRow(e);
    const r = relocateOut(e, { from: row.location, sku: row.sku, qty: 2 });
    const source = e.ledger.locationByCode.get(row.location)!;
    source.status = 'locked'; // as a count plan over it does
    try {
      const before = snapshot(e);
      const answer = call('POST /api/relocate/relocations/:id/:action', as({ params: { id: r.id, action: 'cancel' }, body: { reason: 'aisle blocked' } }));
      expect(answer.status).toBe(409);
      expect(snapshot(e)).toBe(before);
      expect(e.reloc.relocations.find((x) => x.id === r.id)!.status).toBe('inTransit');
    } finally {
      source.status = 'active';
    }
  });
});

describe('the task list', () => {
  it('reports each relocation as work, its link the screen of its next step', () => {
    const work = relocationWork('w1');
    const e = env();
    expect(work).toHaveLength(e.reloc.relocations.length);
    const inTransit = e.reloc.relocations.find((r) => r.status === 'inTransit' && r.emergency)!;
    const item = work.find((w) => w.id === `relocate:${inTransit.id}`)!;
    expect(item).toMatchObject({ kind: 'relocate', docNo: inTransit.no, progress: 'started', priority: 'high', link: `/relocate/emergency/relocateInbound?relocation=${inTransit.id}` });
    const created = e.reloc.relocations.find((r) => r.status === 'created')!;
    expect(work.find((w) => w.id === `relocate:${created.id}`)).toMatchObject({ progress: 'open', link: `/relocate/emergency/relocateOutbound?relocation=${created.id}` });
    expect(work.filter((w) => w.progress === 'done').every((w) => w.link.startsWith('/relocate/record?relocation='))).toBe(true);
  });
});

describe('FBA staging', () => {
  it('stages units onto an FBA location held for the shipment (not allocatable), and releases them back', () => {
    const e = env();
    const stock = call('GET /api/fba/stock', as()).body.data;
    expect(stock.total).toBeGreaterThan(0);
    const fbaLoc = call('GET /api/fba/locations', as()).body.data[0].code;
    const row = sourceRow(e, 12);
    const before = availableOf(e.ledger, row.sku);
    const staged = call('POST /api/fba/stage', as({ body: { shipment: 'fba1test', from: row.location, sku: row.sku, qty: 6, to: fbaLoc } }));
    expect(staged.status).toBe(200);
    expect(availableOf(e.ledger, row.sku)).toBe(before - 6);
    const line = call('GET /api/fba/stock', as({ query: { shipment: 'FBA1TEST' } })).body.data.list[0];
    expect(line).toMatchObject({ shipment: 'FBA1TEST', sku: row.sku, qty: 6, location: fbaLoc });
    // refused: more than staged; onto an FBA location; nothing changes
    const snap = snapshot(e);
    expect(call('POST /api/fba/stock/:id/release', as({ params: { id: line.id }, body: { qty: 7, to: row.location, reason: 'r' } })).status).toBe(409);
    expect(call('POST /api/fba/stock/:id/release', as({ params: { id: line.id }, body: { qty: 1, to: fbaLoc, reason: 'r' } })).status).toBe(400);
    expect(call('POST /api/fba/stage', as({ body: { shipment: 'X', from: row.location, sku: row.sku, qty: 1, to: row.location } })).status).toBe(400);
    expect(snapshot(e)).toBe(snap);
    expect(call('POST /api/fba/stock/:id/release', as({ params: { id: line.id }, body: { qty: 6, to: row.location, reason: 'shipment cancelled' } })).status).toBe(200);
    expect(availableOf(e.ledger, row.sku)).toBe(before);
    const records = call('GET /api/fba/records', as({ query: { sku: row.sku } })).body.data.list;
    expect(records.map((j: { type: string }) => j.type)).toEqual(expect.arrayContaining(['move', 'hold', 'unhold']));
    expect(checkLedger(e.ledger)).toEqual([]);
  });
});

// ---------------------------------------------------------------- invariants over random runs

function invariants(e: RelocateEnv): string[] {
  const wh = e.ledger;
  const problems = checkLedger(wh);
  for (const r of e.reloc.relocations) {
    const inTransit = wh.stock.filter((x) => x.location === TRANSIT_AREA(r.no)).reduce((s, x) => s + x.onHand, 0);
    const expected = r.status === 'inTransit' || r.status === 'received' ? r.qty : 0;
    if (inTransit !== expected) problems.push(`${r.no} (${r.status}): ${inTransit} in transit, expected ${expected}`);
  }
  for (const sku of wh.rowsBySku.keys()) for (const x of fifoRows(wh, sku)) if (x.location.startsWith('TRANSIT-')) problems.push(`${x.id} in transit is allocatable`);
  return problems;
}

describe('invariants over seeded random action runs', () => {
  it('hold after every step: ledger consistent, units in transit exactly those of relocations out and not put away, never allocatable, on hand per SKU unchanged', () => {
    let steps = 0;
    let done = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const { wh, master } = fixture(60, 8, 4, 'w1', 'SZ01', 7);
        const base = { ledger: wh, master, place: { warehouseId: 'w1', notices: [], returns: [], trailers: [] }, ctx: { operator: 'fuzz', now: '2026-11-10T00:00:00.000Z' } };
        seedInbound(base);
        const e: RelocateEnv = { ...base, reloc: { warehouseId: 'w1', relocations: [], fba: [] } };
        const total = () => wh.stock.reduce((s, r) => s + r.onHand, 0);
        const start = total();
        const rng = prng(seed);
        const shelves = wh.stock.filter((r) => wh.locationByCode.has(r.location) && r.onHand > 0);
        for (let i = 0; i < 40; i++) {
          try {
            const r = e.reloc.relocations.length ? rng.pick(e.reloc.relocations) : undefined;
            const k = rng.int(0, 5);
            if (k <= 1 || !r) {
              const s = rng.pick(shelves);
              const input = { from: s.location, sku: s.sku, qty: rng.int(1, 30), ...(rng.next() < 0.5 ? { to: rng.pick(wh.locations).code } : {}) };
              if (k === 0) relocateOut(e, input);
              else planRelocation(e, input);
            } else if (k === 2) transition(e, r, 'out');
            else if (k === 3) transition(e, r, 'receive');
            else if (k === 4) transition(e, r, 'putaway', { location: rng.next() < 0.7 ? r.to : rng.pick(wh.locations).code });
            else transition(e, r, 'cancel', { reason: 'r' });
            done++;
          } catch (err) {
            if (!(err instanceof DomainError)) throw err;
          }
          steps++;
          const found = invariants(e);
          if (total() !== start) found.push(`on hand ${total()} ≠ ${start}`);
          if (found.length) throw new Error(`seed ${seed}, step ${i}: ${found.join('; ')}`);
        }
      }),
      { numRuns: 12 },
    );
    expect(steps).toBe(12 * 40);
    expect(done / steps).toBeGreaterThan(0.3);
  });
});

describe('a relocation of one lot (the "New relocation" form)', () => {
  it('takes out only units of that lot; more than the lot has is a 409 naming what is available, nothing changed', () => {
    const e = env();
    const wh = e.ledger;
    // a location holding one SKU in two lots
    const lotted = (r: StockRow) => !!r.lot && r.onHand > 2 && available(r) === r.onHand && wh.locationByCode.get(r.location)?.status === 'active';
    const row =
      wh.stock.find((r) => lotted(r) && wh.stock.some((x) => x !== r && x.sku === r.sku && x.location === r.location && x.lot !== r.lot && x.onHand > 0)) ??
      // none in the seed: a second lot of the same SKU put there now
      (() => {
        const r = wh.stock.find(lotted)!;
        receive(wh, { operator: 't', now: new Date().toISOString() }, { type: 'test', no: 'T1' }, { sku: r.sku, location: r.location, lot: 'OTHERLOT' }, 5);
        return r;
      })();
    const lotHas = availableAt(wh, row.sku, row.location, undefined, row.lot);
    const before = snapshot(e);
    const over = call('POST /api/relocate/relocations', as({ body: { from: row.location, sku: row.sku, lot: row.lot, qty: lotHas + 1, reason: 'lot' } }));
    expect(over.status).toBe(409);
    expect(over.body.message).toContain(String(lotHas));
    expect(snapshot(e)).toBe(before);
    const made = call('POST /api/relocate/relocations', as({ body: { from: row.location, sku: row.sku, lot: row.lot!.toLowerCase(), qty: lotHas, to: emptyShelf(e), reason: 'lot' } }));
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ lot: row.lot, status: 'created' });
    const others = () => wh.stock.filter((x) => x.sku === row.sku && x.location === row.location && x.lot !== row.lot).map((x) => x.onHand);
    const othersBefore = others();
    expect(call('POST /api/relocate/relocations/:id/:action', as({ params: { id: made.body.data.id, action: 'out' } })).status).toBe(200);
    expect(availableAt(wh, row.sku, row.location, undefined, row.lot)).toBe(0);
    expect(others()).toEqual(othersBefore);
  });
});
