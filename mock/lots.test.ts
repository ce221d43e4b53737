/**
 * Lots end to end: tally lot and expiry with the unknown-lot rule, lot-confirmed picks, hold and release by lot, the trace;
 * every refused write changes nothing and the ledger's invariant holds.
 */
import './_lib/root';
import auth from './auth';
import inventory from './inventory';
import { DomainError } from './_lib/errors';
import { finishTally, tallyScan } from './_lib/inbound/rules';
import type { InboundEnv, Notice } from './_lib/inbound/types';
import { holdLot, traceLot } from './_lib/inventory/lots';
import { checkLedger, lockLocation, receive, unlockLocation, type StockRow } from './_lib/ledger';
import { checkInvariants } from './_lib/outbound/inventory';
import { fixture } from './_lib/outbound/fixture';
import { confirmPick, createOrder, createWave, transition } from './_lib/outbound/orders';
import { inboundEnv } from './_lib/inbound';
import { getStore, resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';
import { packAll } from './_lib/outbound/packing';


const ctx = { operator: 'tester', now: '2026-11-10T00:00:00.000Z' };

function world() {
  const { state, wh, master } = fixture(4, 0, 0, 'w1', 'SZ01', 7);
  const place = { warehouseId: 'w1', notices: [] as Notice[], returns: [], trailers: [] };
  const env = { ledger: wh, master, ctx, place } as unknown as InboundEnv;
  return { state, wh, master, env };
}

/** A notice at the tally: one SKU in two lines, lot A (with its expiry) and a line naming no lot. */
function receivedNotice(w: ReturnType<typeof world>, sku: string): Notice {
  const n = {
    id: 'n1', no: 'ASN1', status: 'received', supplier: 'S', containerNo: 'C1', eta: '2026-11-10', note: '', dock: 'D01', putaway: [], history: [], createdAt: ctx.now,
    lines: [
      { sku, expected: 5, lot: 'LOTA', expiry: '2027-06-01', good: 0, damaged: 0 },
      { sku, expected: 5, good: 0, damaged: 0 },
    ],
  } as unknown as Notice;
  w.env.place.notices.push(n);
  return n;
}

const refused = (fn: () => unknown, key: string) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    expect((e as DomainError).key).toBe(key);
    return;
  }
  throw new Error(`not refused: ${key}`);
};

describe('tally: lot and expiry from the scan', () => {
  it('counts on the lot\'s line and records the scanned expiry; a line naming no lot takes the first new lot', () => {
    const w = world();
    const sku = w.wh.products[0].sku;
    const n = receivedNotice(w, sku);
    expect(tallyScan(w.env, n, { code: sku, qty: 2, lot: 'lota', expiry: '2027-06-01' }).lineIndex).toBe(0);
    const second = tallyScan(w.env, n, { code: sku, qty: 3, lot: 'LOTB', expiry: '2027-08-01' });
    expect(second.lineIndex).toBe(1);
    expect(n.lines[1]).toMatchObject({ lot: 'LOTB', expiry: '2027-08-01', good: 3 });
    expect(n.lines).toHaveLength(2);
  });

  it('a lot the notice did not name becomes a new line (expected 0) under the rule newLine, never dropped', () => {
    const w = world();
    const sku = w.wh.products[0].sku;
    const n = receivedNotice(w, sku);
    tallyScan(w.env, n, { code: sku, qty: 5, lot: 'LOTB' }); // the open line takes LOTB
    w.master.config.unknownLot = 'newLine';
    const r = tallyScan(w.env, n, { code: sku, qty: 4, lot: 'LOTC', expiry: '2028-01-01' });
    expect(r.lineIndex).toBe(2);
    expect(n.lines[2]).toEqual({ sku, expected: 0, lot: 'LOTC', expiry: '2028-01-01', good: 4, damaged: 0, added: true });
  });

  it('is refused under the rule refuse, and a scanned expiry that differs from the notice\'s is refused: nothing changes', () => {
    const w = world();
    const sku = w.wh.products[0].sku;
    const n = receivedNotice(w, sku);
    tallyScan(w.env, n, { code: sku, qty: 5, lot: 'LOTB' });
    w.master.config.unknownLot = 'refuse';
    const before = JSON.stringify(n);
    refused(() => tallyScan(w.env, n, { code: sku, lot: 'LOTC' }), 'server.inbound.lotNotOnNotice');
    refused(() => tallyScan(w.env, n, { code: sku, lot: 'LOTA', expiry: '2029-01-01' }), 'server.inbound.expiryMismatch');
    expect(JSON.stringify(n)).toBe(before);
  });

  it('books each line\'s lot and expiry onto its pallet', () => {
    const w = world();
    const sku = w.wh.products[0].sku;
    const n = receivedNotice(w, sku);
    tallyScan(w.env, n, { code: sku, qty: 5, lot: 'LOTA' });
    tallyScan(w.env, n, { code: sku, qty: 5, lot: 'LOTB', expiry: '2027-08-01' });
    finishTally(w.env, n);
    const rows = w.wh.stock.filter((r) => r.sku === sku && r.lpn && r.lot);
    expect(rows.map((r) => [r.lot, r.expiry, r.onHand])).toEqual([['LOTA', '2027-06-01', 5], ['LOTB', '2027-08-01', 5]]);
    expect(checkLedger(w.wh)).toEqual([]);
  });
});

/** Stock of a lot at two shelf locations; the SKU allocated FEFO so orders take the lot first. */
function lotStock(w: ReturnType<typeof world>) {
  const p = w.wh.products.find((x) => !x.shelfLife) ?? w.wh.products[0];
  (p as { allocationRule?: string }).allocationRule = 'FEFO';
  const [a, b] = w.wh.locations.filter((l) => l.status === 'active');
  const doc = { type: 'receipt', no: 'RCVLOT' };
  receive(w.wh, ctx, doc, { sku: p.sku, location: a.code, lot: 'RECALL1', expiry: '2027-01-01' }, 10);
  receive(w.wh, ctx, doc, { sku: p.sku, location: b.code, lot: 'RECALL1', expiry: '2027-01-01' }, 6);
  return { sku: p.sku, a: a.code, b: b.code };
}

describe('a lot-controlled pick confirms its lot', () => {
  it('refuses no lot and a wrong lot (nothing changes), picks with the right one', () => {
    const w = world();
    const { sku } = lotStock(w);
    const o = createOrder(w.state, w.wh, ctx, 'b2c', { receiver: { name: 'Ann', address: '1 Main St' }, carrier: 'SF', lines: [{ sku, qty: 3 }] }, 'SZ01');
    transition(w.wh, ctx, o, 'allocate');
    const wave = createWave(w.wh, ctx, 'b2c', [o]);
    const t = wave.tasks[0];
    expect(t.lot).toBe('RECALL1');
    const before = JSON.stringify([w.wh.stock, wave, o]);
    refused(() => confirmPick(w.wh, ctx, wave, t.id, 3), 'server.pick.lotRequired');
    refused(() => confirmPick(w.wh, ctx, wave, t.id, 3, 'OTHER'), 'server.pick.lotMismatch');
    expect(JSON.stringify([w.wh.stock, wave, o])).toBe(before);
    confirmPick(w.wh, ctx, wave, t.id, 3, 'recall1');
    expect(o.status).toBe('picked');
    expect(checkInvariants(w.wh)).toEqual([]);
  });
});

describe('hold and trace by lot', () => {
  function shipped(w: ReturnType<typeof world>, sku: string) {
    const o = createOrder(w.state, w.wh, ctx, 'b2c', { receiver: { name: 'Bo', address: '2 Main St' }, carrier: 'SF', lines: [{ sku, qty: 4 }] }, 'SZ01');
    transition(w.wh, ctx, o, 'allocate');
    const wave = createWave(w.wh, ctx, 'b2c', [o]);
    for (const t of wave.tasks) confirmPick(w.wh, ctx, wave, t.id, t.qty, t.lot);
    packAll(w.state, w.wh, ctx, o);
    transition(w.wh, ctx, o, 'label');
    transition(w.wh, ctx, o, 'ship');
    return o;
  }

  it('traces where the lot is, the documents that moved it and the orders that shipped it', () => {
    const w = world();
    const { sku, a, b } = lotStock(w);
    const o = shipped(w, sku);
    const t = traceLot(w.wh, { lot: 'recall1' });
    expect(t.lot).toBe('RECALL1');
    expect(t.rows.map((r) => [r.location, r.onHand]).sort()).toEqual([[a, 6], [b, 6]].sort());
    expect(t.shipped).toEqual([expect.objectContaining({ orderNo: o.no, sku, qty: 4, carrier: 'SF', receiver: 'Bo' })]);
    expect(t.documents.map((d) => d.docNo)).toEqual(['RCVLOT', o.no]);
    expect(t.documents[0]).toMatchObject({ inQty: 16, outQty: 0 });
    expect(t.documents[1]).toMatchObject({ inQty: 0, outQty: 4 });
    expect(t.totals).toEqual({ onHand: 12, hold: 0, qualityHold: 0, available: 12, shipped: 4 });
    refused(() => traceLot(w.wh, { lot: 'NOPE' }), 'server.lot.unknown');
  });

  it('holds every available unit of the lot at every location as one document, and releases it', () => {
    const w = world();
    const { sku } = lotStock(w);
    const r = holdLot(w.wh, ctx, 'hold', { lot: 'RECALL1', reason: 'recall' }, () => 'HD1');
    expect(r).toMatchObject({ no: 'HD1', lot: 'RECALL1', qty: 16 });
    expect(r.rows).toHaveLength(2);
    const rows = w.wh.stock.filter((x: StockRow) => x.lot === 'RECALL1');
    expect(rows.every((x) => x.hold === x.onHand)).toBe(true);
    expect(w.wh.journal.length).toBeGreaterThan(0);
    refused(() => holdLot(w.wh, ctx, 'hold', { lot: 'RECALL1', reason: 'again' }, () => 'HD2'), 'server.lot.nothingToHold');
    expect(checkInvariants(w.wh)).toEqual([]);
    const back = holdLot(w.wh, ctx, 'release', { lot: 'RECALL1', sku, reason: 'cleared' }, () => 'HD3');
    expect(back.qty).toBe(16);
    expect(rows.every((x) => x.hold === 0)).toBe(true);
    refused(() => holdLot(w.wh, ctx, 'release', { lot: 'RECALL1', reason: 'x' }, () => 'HD4'), 'server.lot.nothingHeld');
    expect(checkLedger(w.wh)).toEqual([]);
  });

  it('a location under count refuses the whole hold: no row of the lot changes', () => {
    const w = world();
    const { b } = lotStock(w);
    lockLocation(w.wh, b, { type: 'count', no: 'CC1' });
    const before = JSON.stringify([w.wh.stock, w.wh.journal.length, w.wh.seq]);
    refused(() => holdLot(w.wh, ctx, 'hold', { lot: 'RECALL1', reason: 'recall' }, () => `HD${++w.wh.seq}`), 'server.stock.locked');
    expect(JSON.stringify([w.wh.stock, w.wh.journal.length, w.wh.seq])).toBe(before);
    unlockLocation(w.wh, b, { type: 'count', no: 'CC1' });
    expect(checkLedger(w.wh)).toEqual([]);
  });
});

describe('lot routes', () => {
  const call = (route: string, opts?: CallOptions) => callRoute({ ...inventory, ...auth }, route, opts);
  let admin: string;
  const as = (extra: CallOptions = {}): CallOptions => ({ token: admin, warehouse: 'w1', ...extra });
  const wh = () => inboundEnv('w1', ctx).ledger;

  beforeAll(() => {
    resetStore();
    admin = call('POST /api/login', { body: { username: 'admin', password: 'admin123' } }).body.data.token;
  });

  it('trace, hold and release over HTTP: a refused body changes nothing; each write one audit entry', () => {
    const lot = wh().stock.find((r) => r.lot && r.onHand > 0 && wh().locationByCode.has(r.location))!.lot!;
    const trace = call('GET /api/inventory/lots/trace', as({ query: { lot } }));
    expect(trace.status).toBe(200);
    expect(trace.body.data.rows.length).toBeGreaterThan(0);
    expect(call('GET /api/inventory/lots/trace', as({ query: { lot: 'NOPE-LOT' }, lang: 'en' })).body.message).toBe('No stock or record of lot NOPE-LOT');
    const before = JSON.stringify(wh().stock);
    expect(call('POST /api/inventory/lots/:action', as({ params: { action: 'hold' }, body: { lot } })).status).toBe(400);
    expect(call('POST /api/inventory/lots/:action', as({ params: { action: 'hold' }, body: { lot, reason: 'x', qty: 1 } })).status).toBe(400);
    expect(JSON.stringify(wh().stock)).toBe(before);
    const audits = getStore().audit.length;
    const held = call('POST /api/inventory/lots/:action', as({ params: { action: 'hold' }, body: { lot, reason: 'recall' } }));
    expect(held.status).toBe(200);
    expect(getStore().audit.length).toBe(audits + 1);
    expect(getStore().audit.at(-1)).toMatchObject({ entity: 'lot', entityId: lot, action: 'hold' });
    expect(call('GET /api/inventory/lots/trace', as({ query: { lot } })).body.data.rows.every((r: { available: number }) => r.available === 0)).toBe(true);
    expect(call('POST /api/inventory/lots/:action', as({ params: { action: 'release' }, body: { lot, reason: 'cleared' } })).status).toBe(200);
    expect(checkLedger(wh())).toEqual([]);
  });
});
