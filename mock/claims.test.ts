/**
 * One document cannot take or undo the stock another owns (issue 46): every unit that is not
 * available is claimed by one owner document, and a count lock stops every other document at the
 * location. Each case is what a tester did over HTTP on 6f054ce, where it got through.
 */
import auth from './auth';
import outbound from './outbound';
import inbound from './inbound';
import inventory from './inventory';
import relocate from './relocate';
import fba from './fba';
import count from './count';
import { inboundEnv } from './_lib/inbound';
import { available, checkLedger, heldBy, lockOf, type StockRow } from './_lib/ledger';
import { resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';

const routes = { ...auth, ...outbound, ...inbound, ...inventory, ...relocate, ...fba, ...count };
const call = (route: string, opts?: CallOptions) => callRoute(routes, route, opts);
let admin: string;
const as = (extra: CallOptions = {}): CallOptions => ({ token: admin, warehouse: 'w1', ...extra });
const wh = () => inboundEnv('w1', { operator: 't', now: '' }).ledger;
const shelfRow = (min: number, skip: (r: StockRow) => boolean = () => false) =>
  wh().stock.find((r) => !r.lpn && !r.lot && wh().locationByCode.get(r.location)?.status === 'active' && available(r) >= min && !skip(r))!;
const snapshot = () => JSON.stringify(wh().stock.map((r) => [r.id, r.onHand, r.allocated, r.picked, r.hold, r.claims]));

/** A destroy order of the row's units, created and approved: the answer of the step that refused it (or of the approval). */
function destroy(rowId: string, qty: number) {
  const created = call('POST /api/outbound/destroy', as({ body: { reason: 'DAMAGED', lines: [{ rowId, qty }] } }));
  if (created.status !== 200) return created;
  return call('POST /api/outbound/destroy/:id/:action', as({ params: { id: created.body.data.id, action: 'approve' } }));
}

beforeEach(() => {
  resetStore();
  admin = call('POST /api/login', { body: { username: 'admin', password: 'admin123' } }).body.data.token;
});

describe('a count lock stops every other document at the location', () => {
  it('a destroy order cannot be approved on a location a count has locked (409 naming the count)', () => {
    const row = shelfRow(5);
    const plan = call('POST /api/count/plans', as({ body: { kind: 'range', from: row.location, to: row.location } }));
    expect(plan.status).toBe(200);
    expect(lockOf(wh(), row.location)?.no).toBe(plan.body.data.no);
    const before = snapshot();
    const r = destroy(row.id, 2);
    expect(r.status).toBe(409);
    expect(r.body.message).toContain(plan.body.data.no);
    expect(snapshot()).toBe(before);
  });

  it('a pallet split over two locations does not move while one of them is locked', () => {
    const env = inboundEnv('w1', { operator: 't', now: '2026-11-01T00:00:00.000Z' });
    const row = shelfRow(10);
    const other = wh().locations.find((l) => l.status === 'active' && l.code !== row.location && !wh().rowsByLocation.get(l.code)?.length)!;
    const target = wh().locations.find((l) => l.status === 'active' && l.code !== row.location && l.code !== other.code && !wh().rowsByLocation.get(l.code)?.length)!;
    // one pallet, half here, half on another location (the state the tester found)
    const { receive } = jest.requireActual('./_lib/ledger');
    receive(wh(), env.ctx, { type: 'receipt', no: 'RCT1' }, { sku: row.sku, location: other.code, lpn: 'LPNSPLIT1' }, 5);
    receive(wh(), env.ctx, { type: 'receipt', no: 'RCT1' }, { sku: row.sku, location: row.location, lpn: 'LPNSPLIT1' }, 5);
    const plan = call('POST /api/count/plans', as({ body: { kind: 'range', from: row.location, to: row.location } }));
    expect(plan.status).toBe(200);
    const before = snapshot();
    const r = call('POST /api/inbound/lpns/:lpn/move', as({ params: { lpn: 'LPNSPLIT1' }, body: { location: target.code } }));
    expect(r.status).toBe(409);
    expect(snapshot()).toBe(before);
  });
});

describe('units held for a document are its own', () => {
  it('a destroy order cannot take a pallet waiting for putaway (409 naming the notice)', () => {
    const waiting = wh().stock.find((r) => r.lpn && !wh().locationByCode.has(r.location) && (r.location.startsWith('RECV-') || r.location === 'RTN') && r.hold > 0);
    expect(waiting).toBeDefined();
    const owner = waiting!.claims!.find((c) => c.kind === 'hold')!.owner;
    const r = destroy(waiting!.id, 1);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.body.message).toContain(owner.no);
    expect(heldBy(waiting!, 'hold', owner)).toBe(waiting!.hold);
  });

  it('a destroy order cannot take units in transit of a relocation (409 naming it); the relocation puts all of them away', () => {
    const row = shelfRow(6);
    const out = call('POST /api/relocate/out', as({ body: { from: row.location, sku: row.sku, qty: 5 } }));
    expect(out.status).toBe(200);
    const no = out.body.data.no as string;
    const transit = wh().stock.find((r) => r.location.endsWith(no) && r.onHand > 0)!;
    expect(available(transit)).toBe(0);
    const r = destroy(transit.id, 1);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.body.message).toContain(no);
    expect(transit.onHand).toBe(5);
    expect(checkLedger(wh())).toEqual([]);
  });

  it('a stock-row release cannot lift an FBA staging hold (409 naming the staging); the FBA release still works', () => {
    const staged = call('GET /api/fba/stock', as()).body.data.list[0];
    expect(staged).toBeDefined();
    const row = wh().stock.find((r) => r.location === staged.location && r.sku === staged.sku && r.hold > 0)!;
    const owner = row.claims!.find((c) => c.kind === 'hold')!.owner.no;
    const r = call('POST /api/inventory/rows/:id/:action', as({ params: { id: row.id, action: 'release' }, body: { qty: 1, reason: 'passed' } }));
    expect(r.status).toBe(409);
    expect(r.body.message).toContain(owner);
    const shelf = wh().locations.find((l) => l.status === 'active' && l.zone !== wh().locationByCode.get(row.location)!.zone && !wh().rowsByLocation.get(l.code)?.length)!;
    const ok = call('POST /api/fba/stock/:id/release', as({ params: { id: staged.id }, body: { qty: 1, to: shelf.code, reason: 'cancelled' } }));
    expect(ok.status).toBe(200);
  });

  it("a quality hold is released by the stock team's release, and a release of more than it holds names the holders", () => {
    const row = shelfRow(5, (r) => !!r.claims);
    expect(call('POST /api/inventory/rows/:id/:action', as({ params: { id: row.id, action: 'hold' }, body: { qty: 2, reason: 'quality' } })).status).toBe(200);
    expect(call('POST /api/inventory/rows/:id/:action', as({ params: { id: row.id, action: 'release' }, body: { qty: 2, reason: 'passed' } })).status).toBe(200);
    expect(row.hold).toBe(0);
    expect(row.claims).toBeUndefined();
  });
});
