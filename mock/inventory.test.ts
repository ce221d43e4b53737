/**
 * Inventory reads over the ledger: stock by SKU and by location add up to the ledger's rows, the
 * journal reads newest first with its filters, holds take stock out of available and back.
 */
import auth from './auth';
import inventory, { stockByLocation, stockBySku } from './inventory';
import { inboundEnv } from './_lib/inbound';
import { available, checkLedger, receive } from './_lib/ledger';
import { availableOf } from './_lib/outbound/inventory';
import { resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';

const call = (route: string, opts?: CallOptions) => callRoute({ ...inventory, ...auth }, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;
let admin: string;
const as = (extra: CallOptions = {}): CallOptions => ({ token: admin, warehouse: 'w1', ...extra });
const wh = () => inboundEnv('w1', { operator: 't', now: '' }).ledger;

beforeAll(() => {
  resetStore();
  admin = login('admin');
});

describe('stock by SKU', () => {
  it('adds up every row of the SKU: on hand = shelf + staged + damaged; available is what outbound can allocate', () => {
    const all = stockBySku(wh(), {});
    for (const s of all.slice(0, 50)) {
      const rows = wh().rowsBySku.get(s.sku)!;
      expect(s.onHand).toBe(rows.reduce((n, r) => n + r.onHand, 0));
      expect(s.available).toBe(availableOf(wh(), s.sku));
    }
    const staged = all.find((s) => s.staged > 0)!;
    expect(staged).toBeDefined();
    const r = call('GET /api/inventory/stock', as({ query: { sku: staged.sku } })).body.data;
    expect(r.list).toEqual([staged]);
  });

  it('finds a SKU by barcode, filters near expiry and held, sorts and pages', () => {
    const p = wh().products.find((x) => wh().rowsBySku.get(x.sku)?.some((r) => r.onHand > 0))!;
    expect(call('GET /api/inventory/stock', as({ query: { sku: p.barcodes[0] } })).body.data.list.map((s: { sku: string }) => s.sku)).toEqual([p.sku]);
    const page = call('GET /api/inventory/stock', as({ query: { sortField: 'onHand', sortOrder: 'descend', pageSize: '5' } })).body.data;
    expect(page.list).toHaveLength(5);
    expect(page.list[0].onHand).toBeGreaterThanOrEqual(page.list[4].onHand);
    const soon = call('GET /api/inventory/stock', as({ query: { expiresWithin: '3650' } })).body.data.list;
    expect(soon.length).toBeGreaterThan(0);
    expect(soon.every((s: { nextExpiry?: string }) => !!s.nextExpiry)).toBe(true);
  });

  it('needs the inventory screen', () => {
    expect(call('GET /api/inventory/stock', { token: login('sysadmin'), warehouse: 'w1' }).status).toBe(403);
  });
});

describe('stock by location and holds', () => {
  it('lists rows by location prefix with where they are; a hold takes units out of available and a release gives them back, each one record', () => {
    const row = wh().stock.find((r) => wh().locationByCode.get(r.location)?.status === 'active' && available(r) >= 5)!;
    const listed = call('GET /api/inventory/rows', as({ query: { location: row.location, sku: row.sku } })).body.data.list;
    expect(listed).toEqual([expect.objectContaining({ id: row.id, place: 'shelf', available: available(row) })]);
    const before = availableOf(wh(), row.sku);
    const journal = wh().journal.length;
    expect(call('POST /api/inventory/rows/:id/:action', as({ params: { id: row.id, action: 'hold' }, body: { qty: 5 } })).status).toBe(400);
    const held = call('POST /api/inventory/rows/:id/:action', as({ params: { id: row.id, action: 'hold' }, body: { qty: 5, reason: 'Carton wet' } }));
    expect(held.status).toBe(200);
    expect(availableOf(wh(), row.sku)).toBe(before - 5);
    expect(call('GET /api/inventory/stock', as({ query: { sku: row.sku, held: 'true' } })).body.data.list[0].hold).toBe(row.hold);
    const tooMuch = call('POST /api/inventory/rows/:id/:action', as({ params: { id: row.id, action: 'release' }, body: { qty: 6, reason: 'checked' } }));
    expect(tooMuch.status).toBe(409);
    expect(call('POST /api/inventory/rows/:id/:action', as({ params: { id: row.id, action: 'release' }, body: { qty: 5, reason: 'Checked, dry' } })).status).toBe(200);
    expect(availableOf(wh(), row.sku)).toBe(before);
    expect(wh().journal.length).toBe(journal + 2);
    expect(checkLedger(wh())).toEqual([]);
  });

  it('sorted by expiry reads FEFO: earliest first, rows without an expiry after the dated ones (either order)', () => {
    // two more lots with an expiry, on a shelf (the seed has few)
    const shelf = wh().stock.find((r) => wh().locationByCode.has(r.location) && r.onHand > 0)!;
    const ctx = { operator: 't', now: new Date().toISOString() };
    receive(wh(), ctx, { type: 'receipt', no: 'T1' }, { sku: shelf.sku, location: shelf.location, lot: 'FEFO1', expiry: '2030-01-01' }, 2);
    receive(wh(), ctx, { type: 'receipt', no: 'T1' }, { sku: shelf.sku, location: shelf.location, lot: 'FEFO2', expiry: '2027-01-01' }, 2);
    const all = stockByLocation(wh(), {});
    const dated = all.filter((r) => r.expiry).length;
    expect(dated).toBeGreaterThan(2);
    expect(dated).toBeLessThan(all.length);
    for (const sortOrder of ['ascend', 'descend']) {
      const list = call('GET /api/inventory/rows', as({ query: { sortField: 'expiry', sortOrder, pageSize: '1000' } })).body.data.list as { expiry?: string }[];
      expect(list).toHaveLength(Math.min(all.length, 1000));
      const expiries = list.slice(0, dated).map((r) => r.expiry!);
      expect(expiries.every(Boolean)).toBe(true);
      expect(expiries).toEqual([...expiries].sort((a, b) => (sortOrder === 'ascend' ? a.localeCompare(b) : b.localeCompare(a))));
      expect(list.slice(dated).every((r) => !r.expiry)).toBe(true);
    }
    const byNext = call('GET /api/inventory/stock', as({ query: { sortField: 'nextExpiry', sortOrder: 'ascend', pageSize: '1000' } })).body.data.list as { nextExpiry?: string }[];
    expect(byNext[0].nextExpiry).toBeDefined();
    expect(byNext.findIndex((s) => !s.nextExpiry)).toBe(byNext.filter((s) => s.nextExpiry).length);
  });

  it('shows received stock waiting in a receiving area (or a relocation in transit) as staged, never available', () => {
    const staged = call('GET /api/inventory/rows', as({ query: { place: 'staged', pageSize: '100' } })).body.data.list;
    expect(staged.length).toBeGreaterThan(0);
    // every area of the warehouse is seeded with its site (mock/_lib/root.ts), relocations in transit among them
    expect(staged.every((r: { available: number; location: string }) => r.available === 0 && /^(RECV-|RTN|TRANSIT-)/.test(r.location))).toBe(true);
    expect(staged.some((r: { location: string }) => /^(RECV-|RTN)/.test(r.location))).toBe(true);
  });
});

describe('records', () => {
  it('reads the journal newest first, filtered by type, document, SKU and location', () => {
    const all = call('GET /api/inventory/records', as({ query: { pageSize: '50' } })).body.data;
    expect(all.total).toBe(wh().journal.length);
    expect(all.list[0].id).toBe(wh().journal.at(-1)!.id);
    const receives = call('GET /api/inventory/records', as({ query: { type: 'receive', docNo: 'ASN', pageSize: '1000' } })).body.data.list;
    expect(receives.length).toBeGreaterThan(0);
    expect(receives.every((j: { type: string; docNo: string }) => j.type === 'receive' && j.docNo.startsWith('ASN'))).toBe(true);
  });
});
