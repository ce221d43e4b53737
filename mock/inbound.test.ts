/**
 * Inbound on the mock: the notice flow end to end over HTTP (dock, receipt, tally, approval,
 * putaway, records), returns of shipped orders, trailers, license plates, the import, refusals that
 * change nothing, and the invariants over seeded random action runs.
 */
import fc from 'fast-check';
import auth from './auth';
import inbound from './inbound';
import outbound from './outbound';
import { inboundEnv } from './_lib/inbound';
import { finishTally, lpnsOf, moveLpn, noticeRules, putAway, returnRules, setTallyLine, tallyScan, trailerRules, bookAndClose, closeIfShelved } from './_lib/inbound/rules';
import { seedInbound } from './_lib/inbound/seed';
import type { InboundEnv } from './_lib/inbound/types';
import { createDocument, runTransition } from './_lib/kits/document';
import { checkLedger, linesOf } from './_lib/ledger';
import { availableOf, fifoRows } from './_lib/outbound/inventory';
import { fixture } from './_lib/outbound/fixture';
import { prng } from './_lib/prng';
import { getStore, resetStore } from './_lib/store';
import { outboundOf } from './_lib/outbound';
import { callRoute, type CallOptions } from './_lib/testing';
import { DomainError } from './_lib/errors';
import { tallyVariancePct } from '../src/domain/inbound/machine';

const call = (route: string, opts?: CallOptions) => callRoute({ ...inbound, ...outbound, ...auth }, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;

let admin: string;
const as = (extra: CallOptions = {}): CallOptions => ({ token: admin, warehouse: 'w1', ...extra });
const env = () => inboundEnv('w1', { operator: 'test', now: new Date().toISOString() });

beforeAll(() => {
  resetStore();
  admin = login('admin');
});

describe('seeded inbound', () => {
  it('has notices in every state, some with lots and expiry, returns of shipped orders and trailers, in both seeded warehouses', () => {
    for (const w of ['w1', 'w2']) {
      const { counts } = call('GET /api/inbound/notices', as({ warehouse: w })).body.data;
      expect(Object.values(counts).every((c) => (c as number) > 0)).toBe(true);
      const e = inboundEnv(w, { operator: 't', now: '' });
      expect(e.place.notices.some((n) => n.lines.some((l) => l.lot && l.expiry))).toBe(true);
      expect(e.place.returns.every((r) => e.ledger.orderById.get(r.orderId)?.status === 'shipped')).toBe(true);
      expect(new Set(e.place.returns.map((r) => r.status)).size).toBeGreaterThanOrEqual(4);
      expect(e.place.trailers.length).toBeGreaterThan(0);
      expect(checkLedger(e.ledger)).toEqual([]);
    }
  });

  it('refuses callers without an inbound screen or the warehouse', () => {
    expect(call('GET /api/inbound/notices', { warehouse: 'w1' }).status).toBe(401);
    expect(call('GET /api/inbound/notices', { token: login('sysadmin'), warehouse: 'w1' }).status).toBe(403);
    expect(call('GET /api/inbound/notices', { token: login('staff'), warehouse: 'w2' }).status).toBe(403);
  });
});

describe('a notice from the form to the shelf', () => {
  const e = () => env();
  let id: string;
  let sku: string;
  let lifeSku: string;

  it('refuses a shelf-life SKU without expiry and an unknown SKU, each on its line, creating nothing', () => {
    const products = e().ledger.products.filter((p) => p.enabled);
    sku = products.find((p) => !p.shelfLife)!.sku;
    lifeSku = products.find((p) => p.shelfLife)!.sku;
    const before = e().place.notices.length;
    const r = call('POST /api/inbound/notices', as({ body: { supplier: 'ACME', containerNo: 'msku1234567', eta: '2026-12-01', lines: [{ sku: 'NOPE-1', expected: 5 }, { sku: lifeSku, expected: 5 }] } }));
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields)).toEqual(['lines.0.sku', 'lines.1.expiry']);
    expect(r.body.fields['lines.1.expiry']).toContain(lifeSku);
    expect(e().place.notices.length).toBe(before);
  });

  it('creates it by SKU or barcode, the container upper-cased', () => {
    const barcode = e().ledger.productBySku.get(lifeSku)!.barcodes[0];
    const r = call('POST /api/inbound/notices', as({ body: { supplier: 'ACME', containerNo: 'msku1234567', eta: '2026-12-01', lines: [{ sku, expected: 10 }, { sku: barcode, expected: 4, lot: 'L1', expiry: '2027-06-30' }] } }));
    expect(r.status).toBe(200);
    id = r.body.data.id;
    expect(r.body.data).toMatchObject({ status: 'created', containerNo: 'MSKU1234567', expectedQty: 14 });
    expect(r.body.data.lines[1].sku).toBe(lifeSku);
    // the same container on another open notice is refused
    const again = call('POST /api/inbound/notices', as({ body: { supplier: 'B', containerNo: 'MSKU1234567', eta: '2026-12-01', lines: [{ sku, expected: 1 }] } }));
    expect(again.status).toBe(400);
    expect(again.body.fields.containerNo).toBeDefined();
  });

  it('arrives at a free inbound dock (occupied by it), refuses a busy one, frees it on receipt', () => {
    const busy = e().ledger.docks.find((d) => d.status === 'occupied')!;
    const refused = call('POST /api/inbound/notices/:id/:action', as({ params: { id, action: 'arrive' }, body: { dock: busy.code } }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(busy.code);
    expect(call('POST /api/inbound/notices/:id/:action', as({ params: { id, action: 'unload' } })).status).toBe(409);
    const free = e().ledger.docks.find((d) => d.status === 'free' && d.type !== 'outbound')!;
    expect(call('POST /api/inbound/notices/:id/:action', as({ params: { id, action: 'arrive' }, body: { dock: free.code } })).status).toBe(200);
    expect(free).toMatchObject({ status: 'occupied', trailer: 'MSKU1234567' });
    expect(call('POST /api/inbound/notices/:id/:action', as({ params: { id, action: 'unload' } })).status).toBe(200);
    expect(call('POST /api/inbound/notices/:id/:action', as({ params: { id, action: 'receive' } })).status).toBe(200);
    expect(free).toMatchObject({ status: 'free', trailer: '', appointment: '' });
  });

  it('tallies by scan (SKU, barcode, GTIN-14), needs a reason for a difference, and waits for approval above the threshold', () => {
    const n = e().place.notices.find((x) => x.id === id)!;
    const barcode = e().ledger.productBySku.get(sku)!.barcodes[0];
    expect(call('POST /api/inbound/tally/:id/scan', as({ params: { id }, body: { code: barcode, qty: 6 } })).body.data.line.good).toBe(6);
    expect(call('POST /api/inbound/tally/:id/scan', as({ params: { id }, body: { code: `0${barcode}`, qty: 2 } })).body.data.line.good).toBe(8);
    const other = e().ledger.products.find((p) => p.enabled && p.sku !== sku && p.sku !== lifeSku)!;
    expect(call('POST /api/inbound/tally/:id/scan', as({ params: { id }, body: { code: other.sku } })).status).toBe(409);
    expect(call('POST /api/inbound/tally/:id/scan', as({ params: { id }, body: { code: lifeSku, qty: 3, lot: 'L1' } })).body.data.line.good).toBe(3);
    call('POST /api/inbound/tally/:id/scan', as({ params: { id }, body: { code: lifeSku, damaged: true } }));
    // line 0 is 2 short, line 1 has a damaged unit: no reasons yet
    const noReason = call('POST /api/inbound/tally/:id/finish', as({ params: { id } }));
    expect(noReason.status).toBe(409);
    expect(n.status).toBe('received');
    expect(call('PUT /api/inbound/tally/:id/lines/:index', as({ params: { id, index: '0' }, body: { good: 8, damaged: 0, reason: 'NOPE' } })).status).toBe(400);
    expect(call('PUT /api/inbound/tally/:id/lines/:index', as({ params: { id, index: '0' }, body: { good: 8, damaged: 0, reason: 'short' } })).status).toBe(200);
    expect(call('PUT /api/inbound/tally/:id/lines/:index', as({ params: { id, index: '1' }, body: { good: 3, damaged: 1, reason: 'DAMAGED' } })).status).toBe(200);
    // 2 short + 1 damaged (counted as off and as not good) of 14: 21.4 % > 5 %
    expect(tallyVariancePct(n.lines)).toBe(21.4);
    const finished = call('POST /api/inbound/tally/:id/finish', as({ params: { id } }));
    expect(finished.body.data.status).toBe('approval');
    expect(linesOf(e().ledger, n.no)).toEqual([]);
  });

  it('approved: good units on pallets in the receiving area (not available), damaged ones apart; received = good + damaged', () => {
    const n = e().place.notices.find((x) => x.id === id)!;
    const before = availableOf(e().ledger, sku);
    const r = call('POST /api/inbound/notices/:id/:action', as({ params: { id, action: 'approve' } }));
    expect(r.status).toBe(200);
    expect(r.body.data.status).toBe('tallied');
    const received = linesOf(e().ledger, n.no).filter((j) => j.type === 'receive');
    expect(received.reduce((s, j) => s + j.delta.onHand, 0)).toBe(8 + 3 + 1);
    expect(received.filter((j) => j.location === 'DMG').map((j) => j.delta.onHand)).toEqual([1]);
    expect(availableOf(e().ledger, sku)).toBe(before);
    expect(n.putaway).toHaveLength(2);
    expect(n.putaway.every((t) => t.suggested && t.lpn && t.status === 'open')).toBe(true);
  });

  it('puts a pallet away to another location than suggested (recorded), refuses unknown and full locations, completes on the last pallet', () => {
    const ee = e();
    const n = ee.place.notices.find((x) => x.id === id)!;
    const [t0, t1] = n.putaway;
    const unknown = call('POST /api/inbound/putaway/:source/:docId/:taskId', as({ params: { source: 'notice', docId: id, taskId: t0.id }, body: { location: 'ZZ-99' } }));
    expect(unknown.status).toBe(400);
    const tiny = ee.ledger.locations.find((l) => l.status === 'active' && l.capacity < t0.qty);
    if (tiny) expect(call('POST /api/inbound/putaway/:source/:docId/:taskId', as({ params: { source: 'notice', docId: id, taskId: t0.id }, body: { location: tiny.code } })).status).toBe(409);
    expect(call('POST /api/inbound/putaway/:source/:docId/:taskId', as({ params: { source: 'notice', docId: id, taskId: t0.id }, body: { location: t0.suggested, lpn: 'LPN-OTHER' } })).status).toBe(400);
    const filled = new Set(ee.ledger.stock.filter((r) => r.onHand > 0).map((r) => r.location));
    const other = ee.ledger.locations.find((l) => l.status === 'active' && !filled.has(l.code) && l.code !== t0.suggested && l.capacity >= t0.qty)!;
    const before = availableOf(ee.ledger, sku);
    const ok = call('POST /api/inbound/putaway/:source/:docId/:taskId', as({ params: { source: 'notice', docId: id, taskId: t0.id }, body: { location: other.code, lpn: t0.lpn } }));
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'tallied', open: 1 });
    expect(availableOf(ee.ledger, sku)).toBe(before + t0.qty);
    const moves = linesOf(ee.ledger, n.no).filter((j) => j.type === 'move');
    expect(moves.map((j) => j.location)).toEqual([t0.from, other.code]);
    expect(moves[1].reason).toContain(t0.suggested);
    const last = call('POST /api/inbound/putaway/:source/:docId/:taskId', as({ params: { source: 'notice', docId: id, taskId: t1.id }, body: { location: t1.suggested } }));
    expect(last.body.data).toMatchObject({ status: 'completed', open: 0 });
    const detail = call('GET /api/inbound/notices/:id', as({ params: { id } })).body.data;
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['create', 'arrive', 'unload', 'receive', 'submit', 'approve', 'complete']);
    expect(detail.records.length).toBe(linesOf(ee.ledger, n.no).length);
  });

  it('the putaway list keeps suggestions true: a suggested location filled since, or given to two pallets, is suggested anew', () => {
    const ee = e();
    call('GET /api/inbound/putaway/:source', as({ params: { source: 'notice' }, query: { pageSize: '500' } }));
    const open = ee.place.notices.filter((n) => n.status === 'tallied').flatMap((n) => n.putaway).filter((t) => t.status === 'open');
    const suggested = open.map((t) => t.suggested).filter(Boolean);
    expect(new Set(suggested).size).toBe(suggested.length);
    // fill the first suggestion behind the list's back: the next read suggests elsewhere
    const [first] = open.filter((t) => t.suggested);
    const loc = ee.ledger.locationByCode.get(first.suggested)!;
    const old = loc.status;
    loc.status = 'locked';
    try {
      const list = call('GET /api/inbound/putaway/:source', as({ params: { source: 'notice' }, query: { pageSize: '500' } })).body.data.list;
      const again = list.find((t: { id: string }) => t.id === first.id);
      expect(again.suggested).not.toBe(loc.code);
    } finally {
      loc.status = old;
    }
  });

  it('moves a shelved pallet as one record set, refusing a staged one', () => {
    const ee = e();
    const n = ee.place.notices.find((x) => x.id === id)!;
    const lpn = n.putaway[0].lpn;
    const filled = new Set(ee.ledger.stock.filter((r) => r.onHand > 0).map((r) => r.location));
    const target = ee.ledger.locations.find((l) => l.status === 'active' && !filled.has(l.code) && l.capacity >= 100)!;
    const r = call('POST /api/inbound/lpns/:lpn/move', as({ params: { lpn }, body: { location: target.code } }));
    expect(r.status).toBe(200);
    expect(lpnsOf(ee.ledger).get(lpn)!.map((x) => x.location)).toEqual([target.code]);
    expect(ee.ledger.journal.filter((j) => j.docNo === r.body.data.no)).toHaveLength(2);
    const staged = [...lpnsOf(ee.ledger)].find(([, rows]) => rows[0].location.startsWith('RECV-'))![0];
    expect(call('POST /api/inbound/lpns/:lpn/move', as({ params: { lpn: staged }, body: { location: target.code } })).status).toBe(409);
    expect(call('GET /api/inbound/lpns', as({ query: { lpn } })).body.data.list[0]).toMatchObject({ lpn, location: target.code, staged: false });
  });

  it('a cancelled notice releases its dock', () => {
    const ee = e();
    const n = ee.place.notices.find((x) => x.status === 'arrived')!;
    const dock = ee.ledger.docks.find((d) => d.code === n.dock)!;
    expect(dock.appointment).toBe(n.no);
    expect(call('POST /api/inbound/notices/:id/:action', as({ params: { id: n.id, action: 'cancel' }, body: {} })).status).toBe(400);
    expect(call('POST /api/inbound/notices/:id/:action', as({ params: { id: n.id, action: 'cancel' }, body: { reason: 'Supplier recalled it' } })).status).toBe(200);
    expect(dock).toMatchObject({ status: 'free', appointment: '' });
  });

  it('only the receiving dock takes arrive / unload / receive, only the notice desk creates and approves', () => {
    const staffRole = getStore().roles.find((r) => r.id === 'r3')!;
    const kept = staffRole.menuIds;
    const staff = login('staff');
    const ee = e();
    const created = ee.place.notices.find((x) => x.status === 'created')!;
    const waiting = ee.place.notices.find((x) => x.status === 'approval')!;
    const free = ee.ledger.docks.find((d) => d.status === 'free' && d.type !== 'outbound')!;
    const body = { supplier: 'S', containerNo: 'PERM1', eta: '2026-12-01', lines: [{ sku, expected: 1 }] };
    try {
      staffRole.menuIds = ['27'];
      expect(call('POST /api/inbound/notices', { token: staff, warehouse: 'w1', body }).status).toBe(403);
      expect(call('POST /api/inbound/notices/:id/:action', { token: staff, warehouse: 'w1', params: { id: waiting.id, action: 'approve' } }).status).toBe(403);
      expect(call('POST /api/inbound/notices/:id/:action', { token: staff, warehouse: 'w1', params: { id: created.id, action: 'arrive' }, body: { dock: free.code } }).status).toBe(200);
      staffRole.menuIds = ['152'];
      expect(call('POST /api/inbound/notices/:id/:action', { token: staff, warehouse: 'w1', params: { id: created.id, action: 'unload' } }).status).toBe(403);
      expect(call('POST /api/inbound/tally/:id/finish', { token: staff, warehouse: 'w1', params: { id: waiting.id } }).status).toBe(403);
      expect(call('POST /api/inbound/notices', { token: staff, warehouse: 'w1', body }).status).toBe(200);
    } finally {
      staffRole.menuIds = kept;
    }
  });
});

describe('the notice import', () => {
  it('names each bad row, imports all rows of a good file as one notice per container, or nothing', () => {
    const e = env();
    const [a, b] = e.ledger.products.filter((p) => p.enabled && !p.shelfLife);
    const rows = [
      { containerNo: 'IMP0001', supplier: 'S', eta: '2026-12-03', sku: a.sku, expected: 5 },
      { containerNo: 'IMP0001', supplier: 'S', eta: '2026-12-03', sku: b.barcodes[0], expected: 7 },
      { containerNo: 'IMP0002', supplier: 'S', eta: '2026-12-04', sku: 'NOPE-9', expected: 1 },
      { containerNo: 'IMP0003', supplier: 'S', eta: '12/05/2026', sku: a.sku, expected: 'x' },
    ];
    const check = call('POST /api/inbound/import/notices/check', as({ body: { rows } })).body.data;
    expect(check[0].errors).toEqual([]);
    expect(check[1].errors).toEqual([]);
    expect(check[2].errors.join()).toContain('NOPE-9');
    expect(check[3].errors.length).toBe(2);
    expect(check[3].errors.join()).toMatch(/ETA|Expected qty/);
    const before = e.place.notices.length;
    expect(call('POST /api/inbound/import/notices', as({ body: { rows: rows.slice(0, 3) } })).status).toBe(400);
    expect(e.place.notices.length).toBe(before);
    const ok = call('POST /api/inbound/import/notices', as({ body: { rows: rows.slice(0, 2) } }));
    expect(ok.body.data.created).toHaveLength(1);
    expect(e.place.notices.at(-1)!.lines.map((l) => l.sku)).toEqual([a.sku, b.sku]);
  });
});

describe('returns', () => {
  it('a shipped B2C order returned, graded restock, booked and put away is available again', () => {
    const e = env();
    const returned = new Set(e.place.returns.map((r) => r.orderId));
    const order = e.ledger.orders.find((o) => o.status === 'shipped' && o.kind === 'b2c' && !returned.has(o.id))!;
    const line = order.lines[0];
    const look = call('GET /api/inbound/returns-lookup', as({ query: { order: order.parcels[0].trackingNo } })).body.data;
    expect(look.orderNo).toBe(order.no);
    expect(look.lines.find((l: { sku: string }) => l.sku === line.sku).returnable).toBe(line.picked);
    const tooMany = call('POST /api/inbound/returns', as({ body: { order: order.no, condition: 'intact', lines: [{ sku: line.sku, qty: line.picked + 1 }] } }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields['lines.0.qty']).toBeDefined();
    const created = call('POST /api/inbound/returns', as({ body: { order: order.parcels[0].trackingNo, condition: 'intact', lines: [{ sku: line.sku, qty: line.picked }] } })).body.data;
    expect(created.status).toBe('created');
    const badSum = call('POST /api/inbound/returns/:id/:action', as({ params: { id: created.id, action: 'grade' }, body: { lines: [{ restock: 0, damaged: 0, destroy: 0 }] } }));
    expect(badSum.status).toBe(400);
    expect(call('POST /api/inbound/returns/:id/:action', as({ params: { id: created.id, action: 'grade' }, body: { lines: [{ restock: line.picked, damaged: 0, destroy: 0 }] } })).body.data.status).toBe('graded');
    const before = availableOf(e.ledger, line.sku);
    const booked = call('POST /api/inbound/returns/:id/book', as({ params: { id: created.id } })).body.data;
    expect(booked.status).toBe('booked');
    expect(availableOf(e.ledger, line.sku)).toBe(before);
    const task = booked.putaway[0];
    const shelved = call('POST /api/inbound/putaway/:source/:docId/:taskId', as({ params: { source: 'return', docId: created.id, taskId: task.id }, body: { location: task.suggested } })).body.data;
    expect(shelved.status).toBe('shelved');
    expect(availableOf(e.ledger, line.sku)).toBe(before + line.picked);
    // nothing more of that line can come back
    expect(call('POST /api/inbound/returns', as({ body: { order: order.no, condition: 'intact', lines: [{ sku: line.sku, qty: 1 }] } })).status).toBe(400);
  });

  it('destroy-graded units go to the damaged area under a new destroy order; a return with nothing to shelve is shelved at once', () => {
    const e = env();
    const returned = new Set(e.place.returns.map((r) => r.orderId));
    const order = e.ledger.orders.find((o) => o.status === 'shipped' && o.kind === 'b2c' && !returned.has(o.id))!;
    const line = order.lines[0];
    const r = call('POST /api/inbound/returns', as({ body: { order: order.no, condition: 'damaged', lines: [{ sku: line.sku, qty: line.picked }] } })).body.data;
    call('POST /api/inbound/returns/:id/:action', as({ params: { id: r.id, action: 'grade' }, body: { lines: [{ restock: 0, damaged: line.picked - 1, destroy: 1 }] } }));
    const booked = call('POST /api/inbound/returns/:id/book', as({ params: { id: r.id } })).body.data;
    expect(booked.status).toBe('shelved');
    const destroy = outboundOf('w1').destroys.find((d) => d.no === booked.destroyNo)!;
    expect(destroy).toMatchObject({ status: 'created', reason: 'DAMAGED' });
    expect(destroy.lines).toEqual([expect.objectContaining({ sku: line.sku, location: 'DMG', qty: 1 })]);
  });

  it('counts what comes back per SKU over every line of the return and the order\'s other live returns (a code and a barcode are one SKU)', () => {
    const e = env();
    const returned = new Set(e.place.returns.map((r) => r.orderId));
    const order = e.ledger.orders.find((o) => o.status === 'shipped' && !returned.has(o.id) && o.lines.some((l) => l.picked >= 2 && e.ledger.productBySku.get(l.sku)!.barcodes.length))!;
    const line = order.lines.find((l) => l.picked >= 2 && e.ledger.productBySku.get(l.sku)!.barcodes.length)!;
    const barcode = e.ledger.productBySku.get(line.sku)!.barcodes[0];
    const shipped = line.picked;
    const onHand = () => e.ledger.totalsBySku.get(line.sku)?.onHand ?? 0;
    const left = () => call('GET /api/inbound/returns-lookup', as({ query: { order: order.no } })).body.data.lines.find((l: { sku: string }) => l.sku === line.sku).returnable;
    const before = { returns: e.place.returns.length, onHand: onHand() };
    // all it shipped by its code, and as many again by its barcode: refused on both lines, naming the SKU, what can come back and what was asked
    for (const lang of ['en', 'zh-CN']) {
      const twice = call('POST /api/inbound/returns', as({ lang, body: { order: order.no, condition: 'intact', lines: [{ sku: line.sku, qty: shipped }, { sku: barcode, qty: shipped }] } }));
      expect(twice.status).toBe(400);
      expect(Object.keys(twice.body.fields)).toEqual(['lines.0.qty', 'lines.1.qty']);
      for (const text of Object.values(twice.body.fields) as string[]) {
        expect(text).toContain(line.sku);
        expect(text).toContain(String(shipped));
        expect(text).toContain(String(2 * shipped));
        expect(text).toMatch(lang === 'en' ? /can come back/ : /[\u4e00-\u9fff]/);
      }
    }
    expect(e.place.returns.length).toBe(before.returns);
    expect(left()).toBe(shipped);
    // split over a code and a barcode line within what shipped: accepted as one SKU
    const first = call('POST /api/inbound/returns', as({ body: { order: order.no, condition: 'intact', lines: [{ sku: line.sku, qty: 1 }, { sku: barcode, qty: shipped - 1 }] } }));
    expect(first.status).toBe(200);
    expect(first.body.data.lines.map((l: { sku: string }) => l.sku)).toEqual([line.sku, line.sku]);
    expect(left()).toBe(0);
    // the order's live return took it all: one more by barcode is refused
    const more = call('POST /api/inbound/returns', as({ body: { order: order.parcels[0].trackingNo, condition: 'intact', lines: [{ sku: barcode, qty: 1 }] } }));
    expect(more.status).toBe(400);
    expect(more.body.fields['lines.0.qty']).toContain(line.sku);
    // booked, it brings back exactly what shipped
    call('POST /api/inbound/returns/:id/:action', as({ params: { id: first.body.data.id, action: 'grade' }, body: { lines: [{ restock: 1, damaged: 0, destroy: 0 }, { restock: shipped - 1, damaged: 0, destroy: 0 }] } }));
    expect(call('POST /api/inbound/returns/:id/book', as({ params: { id: first.body.data.id } })).body.data.status).toBe('booked');
    expect(onHand()).toBe(before.onHand + shipped);
    expect(left()).toBe(0);
    expect(checkLedger(e.ledger)).toEqual([]);
  });

  it('refuses an order that has not shipped and an unknown number', () => {
    const e = env();
    const open = e.ledger.orders.find((o) => o.status === 'created')!;
    expect(call('GET /api/inbound/returns-lookup', as({ query: { order: open.no } })).status).toBe(409);
    expect(call('GET /api/inbound/returns-lookup', as({ query: { order: 'NO-SUCH' } })).status).toBe(404);
  });
});

describe('trailers', () => {
  it('occupy a dock while at it and free it when unloaded; a carrier must be in the dictionary', () => {
    const e = env();
    expect(call('POST /api/inbound/trailers', as({ body: { trailerNo: 'TRL-1', carrier: 'NOPE', eta: '2026-12-01', expectedParcels: 3 } })).status).toBe(400);
    const t = call('POST /api/inbound/trailers', as({ body: { trailerNo: 'trl-1', carrier: 'sf', eta: '2026-12-01', expectedParcels: 3 } })).body.data;
    expect(t).toMatchObject({ status: 'expected', trailerNo: 'TRL-1', carrier: 'SF' });
    const dock = e.ledger.docks.find((d) => d.status === 'free' && d.type !== 'outbound')!;
    expect(call('POST /api/inbound/trailers/:id/:action', as({ params: { id: t.id, action: 'arrive' }, body: { dock: dock.code } })).status).toBe(200);
    expect(dock.appointment).toBe(t.no);
    call('POST /api/inbound/trailers/:id/:action', as({ params: { id: t.id, action: 'unload' } }));
    call('POST /api/inbound/trailers/:id/:action', as({ params: { id: t.id, action: 'finish' } }));
    expect(dock.status).toBe('free');
  });
});

// ---------------------------------------------------------------- invariants over random runs

/** The invariants over one warehouse: the problems found (empty = consistent). */
function invariants(e: InboundEnv): string[] {
  const wh = e.ledger;
  const problems = checkLedger(wh); // on hand never negative; every quantity change is one record
  for (const n of e.place.notices) {
    const received = linesOf(wh, n.no).filter((j) => j.type === 'receive').reduce((s, j) => s + j.delta.onHand, 0);
    const booked = n.status === 'tallied' || n.status === 'completed';
    const counted = n.lines.reduce((s, l) => s + l.good + l.damaged, 0);
    if (received !== (booked ? counted : 0)) problems.push(`${n.no} (${n.status}): received ${received}, tallied good + damaged ${counted}`);
    const dock = wh.docks.find((d) => d.appointment === n.no);
    if (dock && n.status !== 'arrived' && n.status !== 'unloading') problems.push(`${n.no} (${n.status}) still holds dock ${dock.code}`);
  }
  for (const t of e.place.trailers) {
    const dock = wh.docks.find((d) => d.appointment === t.no);
    if (dock && t.status !== 'atDock' && t.status !== 'unloading') problems.push(`${t.no} (${t.status}) still holds dock ${dock.code}`);
  }
  // nothing is available before it is on a shelf: no allocation may take stock from a receiving area
  for (const sku of wh.rowsBySku.keys()) for (const r of fifoRows(wh, sku)) if (!wh.locationByCode.has(r.location)) problems.push(`${r.id} at ${r.location} is allocatable`);
  return problems;
}

describe('invariants over seeded random action runs', () => {
  it('hold after every step: on hand never negative, received = good + damaged, nothing available before on-shelf, one record per change, cancelled notices release docks', () => {
    let runs = 0;
    let steps = 0;
    let done = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const { wh, master } = fixture(60, 8, 4, 'w1', 'SZ01', 7);
        const e: InboundEnv = { ledger: wh, master, place: { warehouseId: 'w1', notices: [], returns: [], trailers: [] }, ctx: { operator: 'fuzz', now: '2026-11-10T00:00:00.000Z' } };
        seedInbound(e);
        expect(invariants(e)).toEqual([]);
        const rng = prng(seed);
        const products = wh.products.filter((p) => p.enabled);
        const docks = wh.docks.map((d) => d.code);
        const locations = wh.locations;
        for (let i = 0; i < 40; i++) {
          const n = rng.pick(e.place.notices);
          const r = e.place.returns.length ? rng.pick(e.place.returns) : undefined;
          const t = e.place.trailers.length ? rng.pick(e.place.trailers) : undefined;
          try {
            switch (rng.int(0, 13)) {
              case 0: {
                const p = rng.pick(products);
                createDocument(noticeRules, e, { supplier: 'F', containerNo: `FZ${seed}X${i}`, eta: '2026-12-01', lines: [{ sku: p.sku, expected: rng.int(1, 50), ...(p.shelfLife ? { expiry: '2027-01-01' } : {}) }] });
                break;
              }
              case 1:
                runTransition(noticeRules, e, n, rng.pick(['arrive', 'unload', 'receive', 'cancel', 'approve', 'reject'] as const), { dock: rng.pick(docks), reason: 'r' });
                break;
              case 2:
              case 3:
                tallyScan(e, n, { code: rng.pick(n.lines).sku, qty: rng.int(1, 20), damaged: rng.next() < 0.2 });
                break;
              case 4:
                setTallyLine(e, n, rng.int(0, n.lines.length - 1), { good: rng.int(0, 60), damaged: rng.int(0, 3), reason: rng.pick(['SHORT', 'OVER', 'DAMAGED']) });
                break;
              case 5:
                finishTally(e, n);
                break;
              case 6:
              case 7: {
                const task = n.putaway.length ? rng.pick(n.putaway) : undefined;
                if (task) putAway(e, n, 'notice', task.id, { location: rng.next() < 0.6 ? task.suggested || rng.pick(locations).code : rng.pick(locations).code });
                if (n.status === 'tallied') closeIfShelved(e, n, 'notice');
                break;
              }
              case 8: {
                const lpn = [...lpnsOf(wh).keys()];
                if (lpn.length) moveLpn(e, rng.pick(lpn), rng.pick(locations).code);
                break;
              }
              case 9: {
                const o = wh.orders.filter((x) => x.status === 'shipped');
                if (o.length) {
                  const order = rng.pick(o);
                  createDocument(returnRules, e, { order: order.no, condition: 'intact', lines: [{ sku: order.lines[0].sku, qty: rng.int(1, 3) }] });
                }
                break;
              }
              case 10:
                if (r) {
                  const split = r.lines.map((l) => {
                    const destroy = rng.int(0, l.qty);
                    return { restock: l.qty - destroy, damaged: 0, destroy };
                  });
                  runTransition(returnRules, e, r, 'grade', { lines: split } as never);
                }
                break;
              case 11:
                if (r) {
                  if (r.status === 'graded') bookAndClose(e, r);
                  else if (r.putaway.length) putAway(e, r, 'return', rng.pick(r.putaway).id, { location: rng.pick(locations).code });
                }
                break;
              case 12:
                if (t) runTransition(trailerRules, e, t, rng.pick(['arrive', 'unload', 'finish', 'cancel'] as const), { dock: rng.pick(docks), reason: 'r' });
                break;
              default:
                if (r) runTransition(returnRules, e, r, 'cancel', { reason: 'r' });
            }
            done++;
          } catch (err) {
            if (!(err instanceof DomainError)) throw err;
          }
          steps++;
          const found = invariants(e);
          if (found.length) throw new Error(`seed ${seed}, step ${i}: ${found.join('; ')}`);
        }
        runs++;
      }),
      { numRuns: 12 },
    );
    expect(runs).toBe(12);
    expect(steps).toBe(12 * 40);
    // the runs do things, not only get refused
    expect(done / steps).toBeGreaterThan(0.3);
    console.log(`inbound invariants: ${runs} runs, ${steps} steps, ${done} applied`);
  });
});
