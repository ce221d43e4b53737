/**
 * Transfers over HTTP: a new one's refusals, its course from w1 through the outbound flow to w2 (in
 * transit until the tally books its notice), a cancel before shipping, the network stock, whole ledgers.
 */
import './_lib/root';
import auth from './auth';
import inbound from './inbound';
import outbound from './outbound';
import transfer from './transfer';
import { checkLedger } from './_lib/ledger';
import { getOutbound } from './_lib/outbound';
import { availableOf } from './_lib/outbound/inventory';
import { siteOf } from './_lib/site';
import { resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';
import { TRANSFER_DOC_TYPE, TRANSFER_TRANSIT } from '../src/domain/outbound/transfer';

const call = (route: string, opts?: CallOptions) => callRoute({ ...auth, ...outbound, ...inbound, ...transfer }, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;

let admin: string;
const as = (warehouse: string, extra: CallOptions = {}): CallOptions => ({ token: admin, warehouse, ...extra });
const w1 = () => getOutbound().warehouses.w1;
const b2b = { kind: 'b2b' };

/** A SKU with units available at w1 that LA01 knows too. */
const skuToSend = (skip: string[] = []) => w1().products.find((p) => !skip.includes(p.sku) && availableOf(w1(), p.sku) >= 10 && siteOf('w2').productBySku.get(p.sku)?.enabled)!.sku;

const create = (sku: string, qty: number, extra: object = {}, opts: CallOptions = as('w1')) => call('POST /api/transfers', { ...opts, body: { to: 'w2', carrier: 'SF', cartons: 1, lines: [{ sku, qty }], ...extra } });
const listAt = (warehouse: string) => call('GET /api/transfers', as(warehouse, { query: { pageSize: 100 } })).body.data;
const rowAt = (warehouse: string, no: string) => listAt(warehouse).list.find((r: { no: string }) => r.no === no);

/** Allocates, picks, packs (one carton), labels and ships a transfer's order at w1, as the outbound screens do. */
function shipAtSource(id: string) {
  expect(call('POST /api/outbound/:kind/orders/bulk', as('w1', { params: b2b, body: { action: 'allocate', ids: [id] } })).body.data.done).toHaveLength(1);
  const wave = call('POST /api/outbound/:kind/waves', as('w1', { params: b2b, body: { orderIds: [id] } })).body.data;
  const tasks = call('GET /api/outbound/:kind/waves/:id', as('w1', { params: { ...b2b, id: wave.id } })).body.data.tasks;
  for (const t of tasks) expect(call('POST /api/outbound/:kind/waves/:id/tasks/:taskId/pick', as('w1', { params: { ...b2b, id: wave.id, taskId: t.id }, body: { qty: t.qty, ...(t.lot ? { lot: t.lot } : {}) } })).status).toBe(200);
  const pack = (path: string, body: object = {}, extra: object = {}) => call(`POST /api/outbound/:kind/pack/:id${path}`, as('w1', { params: { ...b2b, id, ...extra }, body }));
  pack('/cartons');
  for (const t of tasks) expect(pack('/scan', { code: t.sku, qty: t.qty }).status).toBe(200);
  expect(pack('/cartons/:seq/close', { weight: 3.5 }, { seq: '1' }).status).toBe(200);
  expect(pack('/complete').status).toBe(200);
  const order = call('POST /api/outbound/:kind/orders/:id/label', as('w1', { params: { ...b2b, id }, body: {} })).body.data;
  const dock = call('GET /api/outbound/:kind/meta', as('w1', { params: b2b })).body.data.docks[0];
  const m = call('POST /api/outbound/:kind/manifests', as('w1', { params: b2b, body: { carrier: 'SF', dock, trailer: 'TR-1' } })).body.data;
  for (const p of order.parcels) expect(call('POST /api/outbound/:kind/manifests/:id/scan', as('w1', { params: { ...b2b, id: m.id }, body: { trackingNo: p.trackingNo } })).body.data.ok).toBe(true);
  const shipped = call('POST /api/outbound/:kind/manifests/:id/confirm', as('w1', { params: { ...b2b, id: m.id }, body: {} }));
  expect(shipped.status).toBe(200);
}

/** Receives a notice at w2 through the dock and the tally. */
function receiveAtDestination(noticeId: string) {
  const act = (action: string, body: object = {}) => call('POST /api/inbound/notices/:id/:action', as('w2', { params: { id: noticeId, action }, body }));
  const dock = siteOf('w2').docks.find((d) => d.enabled && d.type !== 'outbound' && d.status === 'free')!.code;
  expect(act('arrive', { dock }).status).toBe(200);
  expect(act('unload').status).toBe(200);
  expect(act('receive').status).toBe(200);
  const notice = call('GET /api/inbound/notices/:id', as('w2', { params: { id: noticeId } })).body.data;
  for (const l of notice.lines) expect(call('POST /api/inbound/tally/:id/scan', as('w2', { params: { id: noticeId }, body: { code: l.sku, qty: l.expected, ...(l.lot ? { lot: l.lot } : {}), ...(l.expiry ? { expiry: l.expiry } : {}) } })).status).toBe(200);
  const done = call('POST /api/inbound/tally/:id/finish', as('w2', { params: { id: noticeId }, body: {} }));
  expect(done.status).toBe(200);
  expect(done.body.data.status).toBe('tallied');
}

const network = (sku: string) => call('GET /api/inventory/network', as('w1', { query: { sku, pageSize: 100 } })).body.data.list as { warehouse: { id: string }; sku: string; available: number; onHand: number; inTransit: number }[];
const at = (rows: ReturnType<typeof network>, sku: string, id: string) => rows.find((r) => r.sku === sku && r.warehouse.id === id);

beforeAll(() => {
  resetStore();
  admin = login('admin');
});

afterEach(() => {
  const problems = ['w1', 'w2'].flatMap((id) => checkLedger(siteOf(id)));
  if (problems.length) throw new Error(problems.join('; '));
});

describe('a new transfer', () => {
  it('is refused to the warehouse it leaves, to one the user does not hold, and for more than is available; nothing is made', () => {
    const sku = skuToSend();
    const before = w1().orders.length;
    const same = call('POST /api/transfers', { ...as('w1'), body: { to: 'w1', carrier: 'SF', cartons: 1, lines: [{ sku, qty: 1 }] } });
    expect(same.status).toBe(400);
    expect(same.body.fields.to).toMatch(/cannot go to the warehouse it leaves/);
    const staff = login('staff');
    const notHeld = create(sku, 1, {}, { token: staff, warehouse: 'w1' });
    expect(notHeld.status).toBe(400);
    expect(notHeld.body.fields.to).toMatch(/do not hold the destination/);
    const free = availableOf(w1(), sku);
    const tooMany = create(sku, free + 1);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields['lines.0.qty']).toContain(`Only ${free} of ${sku} available`);
    const unknown = create('NOPE-1', 1);
    expect(unknown.body.fields['lines.0.sku']).toBeDefined();
    // the schema: a body that does not fit is refused before anything is looked at
    expect(call('POST /api/transfers', { ...as('w1'), body: { to: 'w2', carrier: 'SF', cartons: 0, lines: [] } }).body.fields).toEqual(expect.objectContaining({ cartons: expect.any(String), lines: expect.any(String) }));
    expect(w1().orders.length).toBe(before);
  });

  it('answers in Chinese for a Chinese caller', () => {
    const r = call('POST /api/transfers', { ...as('w1', { lang: 'zh-CN' }), body: { to: 'w1', carrier: 'SF', cartons: 1, lines: [{ sku: skuToSend(), qty: 1 }] } });
    expect(r.body.fields.to).toBe('不能调拨到本仓库');
  });
});

describe('a transfer from w1 to w2', () => {
  it('ships through the outbound flow, is in transit on both sides, and ends in transit once the notice at w2 is received', () => {
    const sku = skuToSend();
    const free = availableOf(w1(), sku);
    const netBefore = network(sku);
    const made = create(sku, 3, { note: 'restock LA' });
    expect(made.status).toBe(200);
    const t = made.body.data;
    expect(t).toEqual(expect.objectContaining({ status: 'created', from: expect.objectContaining({ code: 'SZ01' }), to: expect.objectContaining({ code: 'LA01' }), totalQty: 3, inTransit: 0 }));
    // a transfer is the B2B order of its source: edited nowhere else
    expect(call('PUT /api/outbound/:kind/orders/:id', as('w1', { params: { ...b2b, id: t.id }, body: { receiver: { name: 'X', address: 'Y' }, carrier: 'SF', cartons: 1, lines: [{ sku, qty: 1 }] } })).status).toBe(409);

    shipAtSource(t.id);
    const out = rowAt('w1', t.no);
    expect(out).toEqual(expect.objectContaining({ status: 'inTransit', inTransit: 3, noticeNo: expect.stringMatching(/^ASN/) }));
    expect(availableOf(w1(), sku)).toBe(free - 3);
    // the destination sees it too, with the notice its shipment opened
    const incoming = rowAt('w2', t.no);
    expect(incoming).toEqual(expect.objectContaining({ status: 'inTransit', inTransit: 3, noticeId: out.noticeId }));
    const notice = call('GET /api/inbound/notices/:id', as('w2', { params: { id: out.noticeId } })).body.data;
    expect(notice.lines.reduce((n: number, l: { expected: number }) => n + l.expected, 0)).toBe(3);
    expect(notice.transfer).toEqual({ no: t.no, from: 'w1', fromCode: 'SZ01' });
    // the units in transit are on w2's books, held by the transfer: nobody else may take them
    const transit = siteOf('w2').rowsByLocation.get(TRANSFER_TRANSIT(t.no))!;
    expect(transit.reduce((n, r) => n + r.onHand, 0)).toBe(3);
    for (const r of transit) expect(r.claims).toEqual([{ kind: 'hold', owner: { type: TRANSFER_DOC_TYPE, no: t.no }, qty: r.onHand }]);
    // the network view: left w1, in transit to w2
    const mid = network(sku);
    expect(at(mid, sku, 'w1')!.onHand).toBe(at(netBefore, sku, 'w1')!.onHand - 3);
    expect(at(mid, sku, 'w2')!.inTransit).toBe((at(netBefore, sku, 'w2')?.inTransit ?? 0) + 3);
    // the notice is the transfer's: received, never cancelled
    expect(call('POST /api/inbound/notices/:id/:action', as('w2', { params: { id: out.noticeId, action: 'cancel' }, body: { reason: 'no' } })).status).toBe(409);
    // shipped: too late to cancel
    expect(call('POST /api/transfers/:id/cancel', as('w1', { params: { id: t.id }, body: { reason: 'late' } })).status).toBe(409);

    receiveAtDestination(out.noticeId);
    expect(rowAt('w1', t.no)).toEqual(expect.objectContaining({ status: 'received', inTransit: 0, noticeStatus: 'tallied' }));
    expect(rowAt('w2', t.no).status).toBe('received');
    expect(siteOf('w2').rowsByLocation.get(TRANSFER_TRANSIT(t.no))!.every((r) => r.onHand === 0 && !r.claims)).toBe(true);
    const after = network(sku);
    expect(at(after, sku, 'w2')!.inTransit).toBe(at(netBefore, sku, 'w2')?.inTransit ?? 0);
    expect(at(after, sku, 'w2')!.onHand).toBe((at(netBefore, sku, 'w2')?.onHand ?? 0) + 3);
  });

  it('cancelled before it ships gives its reservation back', () => {
    const sku = skuToSend();
    const free = availableOf(w1(), sku);
    const t = create(sku, 2).body.data;
    expect(call('POST /api/outbound/:kind/orders/bulk', as('w1', { params: b2b, body: { action: 'allocate', ids: [t.id] } })).body.data.done).toHaveLength(1);
    expect(availableOf(w1(), sku)).toBe(free - 2);
    expect(call('POST /api/transfers/:id/cancel', as('w1', { params: { id: t.id }, body: {} })).status).toBe(400);
    const cancelled = call('POST /api/transfers/:id/cancel', as('w1', { params: { id: t.id }, body: { reason: 'not needed' } }));
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(availableOf(w1(), sku)).toBe(free);
    expect(listAt('w1').counts.cancelled).toBeGreaterThanOrEqual(1);
  });
});

describe('the stock across warehouses', () => {
  it('lists only the warehouses the caller holds, and needs its menu id', () => {
    const staff = login('staff');
    const warehouses = new Set(network('SKU0000').map((r) => r.warehouse.id));
    expect([...warehouses].sort()).toEqual(['w1', 'w2', 'w3']);
    const theirs = call('GET /api/inventory/network', { token: staff, warehouse: 'w1', query: { pageSize: 100 } });
    expect(theirs.status).toBe(200);
    expect(new Set(theirs.body.data.list.map((r: { warehouse: { id: string } }) => r.warehouse.id))).toEqual(new Set(['w1']));
  });
});
