/**
 * The master-data rules through their endpoints (mock/master.ts on the set-up kit): unique codes
 * per warehouse and global, barcodes unique across SKUs, nothing deleted or disabled while stock or
 * a pin uses it (the refusal names it), location generation, imports, bulk, 403s, audit history.
 */
import { createHash } from 'crypto';
import auth from './auth';
import inbound from './inbound';
import master from './master';
import outbound from './outbound';
import { inboundEnv } from './_lib/inbound';
import { getMaster, masterOf } from './_lib/master';
import { ledgerOf } from './_lib/master/declarations';
import { getOutbound } from './_lib/outbound';
import { orderProblems } from './_lib/outbound/orders';
import { hashPassword, SEED_TIME } from './_lib/seed';
import { getStore, resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';

const routes = { ...master, ...outbound, ...inbound, ...auth };
const call = (route: string, opts: CallOptions = {}) => callRoute(routes, route, opts);
const login = (username: string, password = `${username}123`) => call('POST /api/login', { body: { username, password } }).body.data.token as string;

let admin: string;
const as = (token: string, warehouse = 'w1') => (route: string, opts: CallOptions = {}) => call(route, { token, warehouse, ...opts });
let w1: ReturnType<typeof as>;

/** The master data and stock of w1 as data: a refused write must leave it as it was. */
const w1Hash = () => createHash('sha1').update(JSON.stringify({ m: masterOf('w1'), g: getMaster().warehouses, b: getMaster().basic, s: ledgerOf('w1').stock })).digest('hex');

beforeEach(() => {
  resetStore();
  admin = login('admin');
  w1 = as(admin);
});

/** A user holding exactly these menu ids in w1. */
function userWith(menuIds: string[]) {
  const store = getStore();
  const id = `rT${store.roles.length}`;
  store.roles.push({ id, code: id, name: id, description: '', menuSet: 'warehouse', menuIds, createdAt: SEED_TIME, updatedAt: SEED_TIME });
  const username = `tester${store.users.length}`;
  store.users.push({ id: `u-${username}`, username, name: username, phone: '', email: '', kind: 'warehouse', roleIds: [id], warehouseIds: ['w1'], enabled: true, ...hashPassword(`${username}123`, 's'), createdAt: SEED_TIME, updatedAt: SEED_TIME });
  return login(username);
}

describe('unique codes', () => {
  it('a zone code is unique in its warehouse, not across warehouses; the refusal names the owner on the field', () => {
    const taken = w1('POST /api/master/zones', { body: { code: 'a', name: 'Again', type: 'storage' } });
    expect(taken.status).toBe(400);
    expect(taken.body.fields.code).toBe('A is already used by A');
    expect(w1('POST /api/master/zones', { body: { code: 'X1', name: 'New', type: 'returns' } }).status).toBe(200);
    expect(as(admin, 'w2')('POST /api/master/zones', { body: { code: 'X1', name: 'New', type: 'returns' } }).status).toBe(200);
    expect(w1('POST /api/master/zones', { body: { code: 'X1', name: 'Twice', type: 'returns' } }).status).toBe(400);
  });

  it('a warehouse code is unique across all warehouses', () => {
    const r = w1('POST /api/master/warehouses', { body: { code: 'sz01', name: 'Again', timeZone: 'Asia/Shanghai' } });
    expect(r.status).toBe(400);
    expect(r.body.fields.code).toBe('SZ01 is already used by SZ01');
    expect(w1('POST /api/master/warehouses', { body: { code: 'HK01', name: 'Hong Kong', timeZone: 'Mars/Base' } }).body.fields.timeZone).toMatch(/time zone/);
    const created = w1('POST /api/master/warehouses', { body: { code: 'HK01', name: 'Hong Kong', timeZone: 'Asia/Hong_Kong' } });
    expect(created.status).toBe(200);
    expect(getStore().warehouses.map((w) => w.code)).toContain('HK01');
  });

  it('a dictionary entry is unique per type and code', () => {
    expect(w1('POST /api/master/basic', { body: { type: 'unit', code: 'pcs', nameZh: '件', nameEn: 'Piece' } }).status).toBe(400);
    expect(w1('POST /api/master/basic', { body: { type: 'packaging', code: 'pcs', nameZh: '件', nameEn: 'Piece' } }).status).toBe(200);
  });
});

describe('a new warehouse', () => {
  it('is given to the user who created it (by the form or an import), and to nobody else', () => {
    const made = w1('POST /api/master/warehouses', { body: { code: 'HK01', name: 'Hong Kong', address: 'Kwai Chung', timeZone: 'Asia/Hong_Kong' } }).body.data;
    expect(getStore().users.find((u) => u.username === 'admin')!.warehouseIds).toContain(made.id);
    expect(getStore().users.find((u) => u.username === 'staff')!.warehouseIds).not.toContain(made.id);
    expect(w1('POST /api/master/warehouses/import', { body: { rows: [{ code: 'HK02', name: 'HK 2', timeZone: 'Asia/Hong_Kong' }] } }).status).toBe(200);
    const second = getMaster().warehouses.rows.find((w) => w.code === 'HK02')!;
    expect(getStore().users.find((u) => u.username === 'admin')!.warehouseIds).toContain(second.id);
  });
});

describe('dictionary entries named by documents', () => {
  it('a carrier or destroy reason that documents name is disabled (they keep its name) but never deleted; an unused one is deleted', () => {
    const order = getOutbound().warehouses.w1.orders[0];
    const refused = w1('DELETE /api/master/basic/:id', { params: { id: `carrier-${order.carrier}` } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/SO|BO/);
    expect(getMaster().basic.get(`carrier-${order.carrier}`)).toBeDefined();
    expect(w1('PATCH /api/master/basic/:id/enabled', { params: { id: `carrier-${order.carrier}` }, body: { enabled: false } }).status).toBe(200);
    const destroy = getOutbound().warehouses.w1.destroys[0];
    expect(w1('DELETE /api/master/basic/:id', { params: { id: `destroyReason-${destroy.reason}` } }).status).toBe(409);
    expect(w1('POST /api/master/basic', { body: { type: 'carrier', code: 'NEWC', nameZh: '新', nameEn: 'New', sort: 1 } }).status).toBe(200);
    expect(w1('DELETE /api/master/basic/:id', { params: { id: 'carrier-NEWC' } }).status).toBe(204);
    expect(getMaster().basic.get('carrier-NEWC')).toBeUndefined();
  });
});

describe('products and barcodes', () => {
  const product = (sku: string, barcodes: string[]) => ({ sku, nameZh: '测试', nameEn: 'Test', barcodes, unit: 'PCS' });

  it('a barcode belongs to one SKU of the warehouse: another SKU with it is refused, naming the owner', () => {
    const [first] = masterOf('w1').products.rows;
    const before = w1Hash();
    const r = w1('POST /api/master/products', { body: product('NEW1', ['111', first.barcodes[0]]) });
    expect(r.status).toBe(400);
    expect(r.body.fields['barcodes.1']).toBe(`${first.barcodes[0]} is already used by ${first.sku}`);
    expect(w1Hash()).toBe(before);
    // the same barcode twice in one product
    expect(w1('POST /api/master/products', { body: product('NEW1', ['111', '111']) }).body.fields['barcodes.1']).toBe('Listed more than once');
    // editing a product to take another's barcode
    const second = masterOf('w1').products.rows[1];
    expect(w1('PUT /api/master/products/:id', { params: { id: second.sku }, body: { ...product('x', [first.barcodes[0]]), sku: undefined } }).status).toBe(400);
  });

  it('finds a product by any of its barcodes, or its SKU, and filters the list by one', () => {
    const p = masterOf('w1').products.rows.find((x) => x.barcodes.length === 2)!;
    for (const code of [...p.barcodes, p.sku]) expect(w1('GET /api/master/products/barcode/:code', { params: { code } }).body.data.sku).toBe(p.sku);
    expect(w1('GET /api/master/products/barcode/:code', { params: { code: 'NOPE' } }).status).toBe(404);
    const listed = w1('GET /api/master/products', { query: { code: p.barcodes[1] } }).body.data;
    expect(listed.total).toBe(1);
    expect(listed.list[0].sku).toBe(p.sku);
  });

  it('a barcode freed by an edit can be used by another SKU; outbound orders find new products', () => {
    const created = w1('POST /api/master/products', { body: product('NEW2', ['222']) });
    expect(created.status).toBe(200);
    expect(w1('PUT /api/master/products/:id', { params: { id: 'NEW2' }, body: { nameZh: '新', nameEn: 'New', barcodes: ['333'], unit: 'PCS' } }).status).toBe(200);
    expect(w1('POST /api/master/products', { body: product('NEW3', ['222']) }).status).toBe(200);
    // outbound reads the same catalog: the new SKU and its barcode are known
    const wh = getOutbound().warehouses.w1;
    expect(orderProblems(wh, wh, { receiver: { name: 'A', address: 'B' }, carrier: 'SF', lines: [{ sku: '333', qty: 1 }] } as never)).toEqual([]);
  });

  it('a product with stock is neither deleted nor disabled: the refusal names the stock', () => {
    const row = ledgerOf('w1').stock.find((r) => r.onHand > 0)!;
    const before = w1Hash();
    const r = w1('DELETE /api/master/products/:id', { params: { id: row.sku } });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain(`${row.location} × `);
    expect(w1('PATCH /api/master/products/:id/enabled', { params: { id: row.sku }, body: { enabled: false } }).status).toBe(409);
    expect(w1Hash()).toBe(before);
  });
});

describe('locations', () => {
  const stocked = () => ledgerOf('w1').stock.find((r) => r.onHand > 0)!;

  it('a location holding stock cannot be deleted or disabled: 409 naming the SKU and quantity, nothing changed', () => {
    const row = stocked();
    const before = w1Hash();
    const del = w1('DELETE /api/master/locations/:id', { params: { id: row.location } });
    expect(del.status).toBe(409);
    expect(del.body.message).toContain(`Location ${row.location} holds stock: `);
    expect(del.body.message).toContain(`${row.sku} × ${row.onHand}`);
    const zh = w1('PATCH /api/master/locations/:id/enabled', { params: { id: row.location }, body: { enabled: false }, lang: 'zh' });
    expect(zh.status).toBe(409);
    expect(zh.body.message).toContain('仍有库存');
    expect(w1Hash()).toBe(before);
    expect(masterOf('w1').locations.get(row.location)!.status).not.toBe('disabled');
  });

  it('an empty location is disabled, enabled and deleted; its history keeps who did it', () => {
    const empty = masterOf('w1').locations.rows.find((l) => !ledgerOf('w1').stock.some((r) => r.location === l.code) && !masterOf('w1').pins.rows.some((p) => p.location === l.code))!;
    expect(w1('PATCH /api/master/locations/:id/enabled', { params: { id: empty.code }, body: { enabled: false } }).body.data.status).toBe('disabled');
    expect(w1('PATCH /api/master/locations/:id/enabled', { params: { id: empty.code }, body: { enabled: true } }).body.data.status).toBe('active');
    const history = w1('GET /api/master/locations/:id', { params: { id: empty.code } }).body.data.history;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['enable', 'disable']);
    expect(history[1]).toMatchObject({ operator: 'Admin', changes: [{ field: 'status', before: 'active', after: 'disabled' }] });
    expect(w1('DELETE /api/master/locations/:id', { params: { id: empty.code } }).status).toBe(204);
    expect(masterOf('w1').locations.get(empty.code)).toBeUndefined();
    // outbound reads the same layout
    expect(getOutbound().warehouses.w1.locationByCode.has(empty.code)).toBe(false);
  });

  it('bulk disable answers per item: the empty one is disabled, the stocked one refused with its reason', () => {
    const row = stocked();
    const empty = masterOf('w1').locations.rows.find((l) => !ledgerOf('w1').stock.some((r) => r.location === l.code) && !masterOf('w1').pins.rows.some((p) => p.location === l.code))!;
    const r = w1('POST /api/master/locations/bulk', { body: { action: 'disable', ids: [empty.code, row.location] } });
    expect(r.body.data).toEqual([{ id: empty.code, ok: true }, { id: row.location, ok: false, error: expect.stringContaining(`${row.sku} × `) }]);
    expect(masterOf('w1').locations.get(row.location)!.status).not.toBe('disabled');
  });

  it('a bulk request naming an unknown id changes nothing (404 naming it)', () => {
    const empty = masterOf('w1').locations.rows.find((l) => !ledgerOf('w1').stock.some((r) => r.location === l.code))!;
    const before = w1Hash();
    const r = w1('POST /api/master/locations/bulk', { body: { action: 'disable', ids: [empty.code, 'NOPE-01-01-01'] } });
    expect(r.status).toBe(404);
    expect(r.body.fields).toEqual({ 'ids.1': expect.any(String) });
    expect(w1Hash()).toBe(before);
  });

  it('a location of an unknown zone is refused on the zone field', () => {
    const r = w1('POST /api/master/locations', { body: { zone: 'ZZ', aisle: 1, rack: 1, level: 1, type: 'shelf', capacity: 10 } });
    expect(r.status).toBe(400);
    expect(r.body.fields.zone).toBe('Zone ZZ does not exist');
  });
});

describe('location generation', () => {
  const ranges = { zone: 'G', aisles: { from: 1, to: 2 }, racks: { from: 1, to: 3 }, levels: { from: 1, to: 4 }, bins: { from: 1, to: 2 }, type: 'shelf', capacity: 100 };
  beforeEach(() => {
    expect(w1('POST /api/master/zones', { body: { code: 'G', name: 'Generated', type: 'storage' } }).status).toBe(200);
  });

  it('previews 2 aisles × 3 racks × 4 levels × 2 bins = 48 codes without saving, then makes them', () => {
    const count = masterOf('w1').locations.rows.length;
    const preview = w1('POST /api/master/locations/generate/preview', { body: ranges }).body.data;
    expect(preview.count).toBe(48);
    expect(preview.codes[0]).toEqual({ code: 'G-01-01-01-01', taken: false });
    expect(masterOf('w1').locations.rows).toHaveLength(count);
    expect(w1('POST /api/master/locations/generate', { body: ranges }).body.data).toEqual({ created: 48 });
    expect(masterOf('w1').locations.rows).toHaveLength(count + 48);
    expect(w1('GET /api/master/locations', { query: { zone: 'G', pageSize: 100 } }).body.data.total).toBe(48);
  });

  it('refuses codes that exist, all of them (nothing made), and marks them in the preview', () => {
    w1('POST /api/master/locations', { body: { zone: 'G', aisle: 2, rack: 3, level: 4, bin: 2, type: 'shelf', capacity: 10 } });
    const before = w1Hash();
    const r = w1('POST /api/master/locations/generate', { body: ranges });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('1 location codes exist already: G-02-03-04-02');
    expect(w1Hash()).toBe(before);
    expect(w1('POST /api/master/locations/generate/preview', { body: ranges }).body.data.codes.filter((c: { taken: boolean }) => c.taken)).toEqual([{ code: 'G-02-03-04-02', taken: true }]);
  });

  it('refuses more than 5,000 locations a request, and an unknown zone', () => {
    const before = w1Hash();
    const many = w1('POST /api/master/locations/generate', { body: { ...ranges, aisles: { from: 1, to: 99 }, racks: { from: 1, to: 99 } } });
    expect(many.status).toBe(400);
    expect(many.body.fields.aisles).toBe('78408 locations: at most 5000 per request');
    expect(w1('POST /api/master/locations/generate', { body: { ...ranges, zone: 'NOPE' } }).body.fields.zone).toBe('Zone NOPE does not exist');
    expect(w1Hash()).toBe(before);
  });
});

describe('imports', () => {
  const rows = [
    { zone: 'A', aisle: 11, rack: 1, level: 1, type: 'shelf', capacity: 50 },
    { zone: 'A', aisle: 11, rack: 1, level: 1, type: 'shelf', capacity: 50 }, // the row above again
    { zone: 'A', aisle: 1, rack: 1, level: 1, type: 'shelf', capacity: 50 }, // in the store already
    { zone: 'ZZ', aisle: 1, rack: 1, level: 1, type: 'shelf', capacity: 50 }, // unknown zone
    { zone: 'A', aisle: 12, rack: 1, level: 1, type: 'shelf', capacity: 'lots' }, // bad number
    { zone: 'A', aisle: '12', rack: '2', level: '1', type: 'pallet', capacity: '80' }, // numbers as a sheet holds them: fine
  ];

  it('the preview lists every bad row and why, and saves nothing', () => {
    const before = w1Hash();
    const checked = w1('POST /api/master/locations/import/check', { body: { rows } }).body.data;
    expect(checked.map((c: { errors: string[] }) => c.errors.length)).toEqual([0, 1, 1, 1, 1, 0]);
    expect(checked[1].fields.code).toBe('A-11-01-01 is also in row 1 of the file');
    expect(checked[2].fields.code).toBe('A-01-01-01 is already used by A-01-01-01');
    expect(checked[3].fields.zone).toBe('Zone ZZ does not exist');
    expect(checked[4].fields.capacity).toMatch(/number/);
    expect(w1Hash()).toBe(before);
  });

  it('imports all rows or none', () => {
    const before = w1Hash();
    const refused = w1('POST /api/master/locations/import', { body: { rows: rows.slice(0, 4) } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields).sort()).toEqual(['rows.1.code', 'rows.2.code', 'rows.3.zone']);
    expect(w1Hash()).toBe(before);
    const done = w1('POST /api/master/locations/import', { body: { rows: [rows[0], rows[5]] } });
    expect(done.body.data).toEqual({ created: ['A-11-01-01', 'A-12-02-01'] });
    expect(w1('GET /api/master/locations/:id', { params: { id: 'A-12-02-01' } }).body.data).toMatchObject({ type: 'pallet', capacity: 80, history: [{ action: 'import' }] });
  });

  it('product import rows: barcodes in one cell, a barcode another SKU has, a duplicate SKU in the file', () => {
    const taken = masterOf('w1').products.rows[0].barcodes[0];
    const checked = w1('POST /api/master/products/import/check', {
      body: {
        rows: [
          { sku: 'IMP1', nameZh: '一', nameEn: 'One', barcodes: '9001|9002', unit: 'PCS' },
          { sku: 'imp1', nameZh: '二', nameEn: 'Two', barcodes: '9003', unit: 'PCS' },
          { sku: 'IMP3', nameZh: '三', nameEn: 'Three', barcodes: taken, unit: 'BAG' },
        ],
      },
    }).body.data;
    expect(checked[0].errors).toEqual([]);
    expect(checked[1].fields.sku).toBe('IMP1 is also in row 1 of the file');
    expect(checked[2].fields).toEqual({ 'barcodes.0': expect.stringContaining('is already used by SKU00001'), unit: 'BAG is not in the dictionary' });
  });
});

describe('permissions: the menu ids are the access keys', () => {
  it('403 without the screen id; product pages also need the product group 82', () => {
    const staff = login('staff'); // outbound, inventory, homepage, task in w1
    expect(as(staff)('GET /api/master/locations').status).toBe(403);
    expect(as(staff)('POST /api/master/zones', { body: { code: 'Q9', name: 'x', type: 'storage' } }).status).toBe(403);
    const pageOnly = userWith(['342']);
    expect(as(pageOnly)('GET /api/master/products').status).toBe(403);
    const withGroup = userWith(['82', '342']);
    expect(as(withGroup)('GET /api/master/products').status).toBe(200);
    expect(as(withGroup)('GET /api/master/moveable-pins').status).toBe(403);
    expect(as(userWith(['48']))('GET /api/master/zones').status).toBe(403);
    expect(as(userWith(['48']))('GET /api/master/locations').status).toBe(200);
  });

  it('the dictionary options are open to anyone signed in to the warehouse', () => {
    const staff = login('staff');
    const units = as(staff)('GET /api/master/basic/options', { query: { type: 'unit' } });
    expect(units.status).toBe(200);
    expect(units.body.data.map((u: { code: string }) => u.code)).toContain('PCS');
    expect(as(staff)('GET /api/master/basic/options', { query: { type: 'colour' } }).status).toBe(400);
    expect(as(staff, 'w2')('GET /api/master/basic/options', { query: { type: 'unit' } }).status).toBe(403);
    expect(call('GET /api/master/basic/options', { query: { type: 'unit' }, warehouse: 'w1' }).status).toBe(401);
  });
});

describe('audit history', () => {
  it('records create, edit and disable with who, when and each field before → after, newest first', () => {
    const id = w1('POST /api/master/docks', { body: { code: 'D20', name: 'Dock 20', type: 'inbound' } }).body.data.id;
    w1('PUT /api/master/docks/:id', { params: { id }, body: { name: 'Dock twenty', type: 'both', status: 'free' } });
    w1('PATCH /api/master/docks/:id/enabled', { params: { id }, body: { enabled: false } });
    const { history } = w1('GET /api/master/docks/:id', { params: { id } }).body.data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['disable', 'edit', 'create']);
    expect(history[1].changes).toEqual([
      { field: 'name', before: 'Dock 20', after: 'Dock twenty' },
      { field: 'type', before: 'inbound', after: 'both' },
    ]);
    expect(history[1]).toMatchObject({ operator: 'Admin', at: expect.any(String) });
  });

  it('an occupied dock is not disabled: the refusal names the container at it', () => {
    const notice = inboundW1().place.notices.find((n) => n.status === 'arrived')!;
    const r = w1('PATCH /api/master/docks/:id/enabled', { params: { id: notice.dock }, body: { enabled: false } });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(`Dock ${notice.dock} is occupied by ${notice.containerNo}`);
  });
});

/** w1's inbound (notices in every state, some at docks), seeded on first use. */
const inboundW1 = () => inboundEnv('w1', { operator: 'test', now: new Date().toISOString() });

describe('docks: the status follows what is at the dock', () => {
  const edit = (d: { code: string; name: string; type: string; trailer: string; appointment: string }, change: object, lang = 'en') =>
    w1('PUT /api/master/docks/:id', { params: { id: d.code }, body: { name: d.name, type: d.type, status: 'occupied', trailer: d.trailer, appointment: d.appointment, ...change }, lang });

  it('an edit does not free a dock a notice holds (409 naming the notice, nothing changed): no second container arrives there', () => {
    const notice = inboundW1().place.notices.find((n) => n.status === 'arrived')!;
    const dock = masterOf('w1').docks.get(notice.dock!)!;
    expect(dock).toMatchObject({ status: 'occupied', appointment: notice.no });
    const before = w1Hash();
    const freed = edit(dock, { status: 'free', trailer: '', appointment: '' });
    expect(freed.status).toBe(409);
    expect(dock.heldBy).toBe(notice.no);
    expect(freed.body.message).toBe(`Dock ${dock.code} is held by ${notice.no}: it is freed when ${notice.no} leaves the dock`);
    expect(freed.body.fields.status).toBe(freed.body.message);
    expect(edit(dock, { status: 'free' }, 'zh-CN').body.message).toBe(`月台 ${dock.code} 正被 ${notice.no} 占用：${notice.no} 离开月台后才会空出`);
    // nor is what is at it rewritten by hand
    expect(edit(dock, { trailer: 'OTHER' }).status).toBe(409);
    expect(w1Hash()).toBe(before);
    // a second container is refused at that dock
    const waiting = inboundW1().place.notices.find((n) => n.status === 'created')!;
    const second = w1('POST /api/inbound/notices/:id/:action', { params: { id: waiting.id, action: 'arrive' }, body: { dock: dock.code } });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain(notice.containerNo);
    // its name still changes; the notice leaving frees it
    expect(edit(dock, { name: 'Dock renamed' }).status).toBe(200);
    expect(w1('POST /api/inbound/notices/:id/:action', { params: { id: notice.id, action: 'unload' } }).status).toBe(200);
    expect(w1('POST /api/inbound/notices/:id/:action', { params: { id: notice.id, action: 'receive' } }).status).toBe(200);
    expect(masterOf('w1').docks.get(dock.code)).toEqual({ id: dock.code, code: dock.code, name: 'Dock renamed', type: dock.type, status: 'free', trailer: '', appointment: '', enabled: true });
    expect(w1('POST /api/inbound/notices/:id/:action', { params: { id: waiting.id, action: 'arrive' }, body: { dock: dock.code } }).status).toBe(200);
  });

  it('a free dock is not occupied by hand: an edit is a 409, a new dock or an import row a 400 on its status', () => {
    inboundW1();
    const free = masterOf('w1').docks.rows.find((d) => d.status === 'free')!;
    const before = w1Hash();
    const r = edit(free, { status: 'occupied', trailer: 'TR-77' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(`Dock ${free.code} is occupied only by a notice or trailer arriving at it, not by hand`);
    const made = w1('POST /api/master/docks', { body: { code: 'D21', name: 'Dock 21', type: 'inbound', status: 'occupied', trailer: 'TR-78' } });
    expect(made.status).toBe(400);
    expect(made.body.fields.status).toBe('Dock D21 is occupied only by a notice or trailer arriving at it, not by hand');
    const imported = w1('POST /api/master/docks/import', { body: { rows: [{ code: 'D22', name: 'Dock 22', type: 'inbound', status: 'occupied' }] } });
    expect(imported.status).toBe(400);
    expect(imported.body.fields['rows.0.status']).toBeDefined();
    expect(w1Hash()).toBe(before);
    // free, with an appointment noted by hand: fine
    expect(edit(free, { status: 'free', appointment: 'APT-0930' }).status).toBe(200);
  });
});

describe('warehouses are changed only by who may work in them', () => {
  it('a w1 user holding the warehouse screen (87) neither renames nor disables another warehouse (403, naming nothing); its own it changes', () => {
    const hk = w1('POST /api/master/warehouses', { body: { code: 'HK01', name: 'Hong Kong', timeZone: 'Asia/Hong_Kong' } }).body.data.id;
    const keeper = as(userWith(['87']));
    const before = w1Hash();
    const renamed = keeper('PUT /api/master/warehouses/:id', { params: { id: 'w2' }, body: { name: 'Owned', address: '', timeZone: 'UTC' } });
    expect(renamed.status).toBe(403);
    expect(renamed.body.message).toBe('You can change only the warehouses you may work in');
    expect(keeper('PUT /api/master/warehouses/:id', { params: { id: 'w2' }, body: { name: 'Owned', address: '', timeZone: 'UTC' }, lang: 'zh-CN' }).body.message).toBe('您只能修改自己有权作业的仓库');
    expect(keeper('PATCH /api/master/warehouses/:id/enabled', { params: { id: hk }, body: { enabled: false } }).status).toBe(403);
    // a bulk request with one such warehouse is refused whole
    const bulk = keeper('POST /api/master/warehouses/bulk', { body: { action: 'disable', ids: [hk, 'w1'] } });
    expect(bulk.status).toBe(403);
    expect(w1Hash()).toBe(before);
    // reading them is fine; its own warehouse it renames
    expect(keeper('GET /api/master/warehouses/:id', { params: { id: 'w2' } }).status).toBe(200);
    expect(keeper('PUT /api/master/warehouses/:id', { params: { id: 'w1' }, body: { name: 'Shenzhen', address: '', timeZone: 'Asia/Shanghai' } }).status).toBe(200);
  });
});

describe('a disabled warehouse is read only', () => {
  it('refuses every write made in it (409, translated), still answers reads, and is enabled again from itself', () => {
    const hk = w1('POST /api/master/warehouses', { body: { code: 'HK01', name: 'Hong Kong', timeZone: 'Asia/Hong_Kong' } }).body.data.id;
    const inHk = as(admin, hk);
    expect(inHk('POST /api/master/zones', { body: { code: 'Z1', name: 'Zone 1', type: 'storage' } }).status).toBe(200);
    expect(w1('PATCH /api/master/warehouses/:id/enabled', { params: { id: hk }, body: { enabled: false } }).status).toBe(200);
    const hash = () => JSON.stringify(masterOf(hk));
    const before = hash();
    const refused = inHk('POST /api/master/zones', { body: { code: 'Z2', name: 'Zone 2', type: 'storage' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Warehouse HK01 is disabled: nothing in it can be changed until it is enabled again');
    expect(inHk('POST /api/master/zones', { body: { code: 'Z2', name: 'Zone 2', type: 'storage' }, lang: 'zh-CN' }).body.message).toBe('仓库 HK01 已停用：重新启用前不能修改其数据');
    expect(inHk('PUT /api/master/zones/:id', { params: { id: 'Z1' }, body: { name: 'Renamed', type: 'storage' } }).status).toBe(409);
    expect(inHk('DELETE /api/master/zones/:id', { params: { id: 'Z1' } }).status).toBe(409);
    const { history, ...config } = inHk('GET /api/master/warehouse-config').body.data;
    expect(history).toBeDefined();
    expect(inHk('PUT /api/master/warehouse-config', { body: config }).status).toBe(409);
    expect(hash()).toBe(before);
    // reads still answer
    expect(inHk('GET /api/master/zones').body.data.list.map((z: { code: string }) => z.code)).toContain('Z1');
    // the warehouse list is no warehouse's data: it is enabled again from itself
    expect(inHk('PATCH /api/master/warehouses/:id/enabled', { params: { id: hk }, body: { enabled: true } }).status).toBe(200);
    expect(inHk('POST /api/master/zones', { body: { code: 'Z2', name: 'Zone 2', type: 'storage' } }).status).toBe(200);
  });

  it('document writes too: outbound and inbound in a warehouse disabled with its stock', () => {
    inboundW1();
    getStore().warehouses.find((w) => w.id === 'w2')!.enabled = false;
    const inW2 = as(admin, 'w2');
    const order = getOutbound().warehouses.w2.orders.find((o) => o.kind === 'b2c' && o.status === 'created')!;
    const cancel = inW2('POST /api/outbound/:kind/orders/bulk', { params: { kind: 'b2c' }, body: { action: 'cancel', ids: [order.id], reason: 'customer' } });
    expect(cancel.status).toBe(409);
    expect(order.status).toBe('created');
    const notice = inboundEnv('w2', { operator: 'test', now: new Date().toISOString() }).place.notices.find((n) => n.status === 'created')!;
    expect(inW2('POST /api/inbound/notices/:id/:action', { params: { id: notice.id, action: 'cancel' }, body: { reason: 'x' } }).status).toBe(409);
    expect(notice.status).toBe('created');
    expect(inW2('GET /api/outbound/:kind/orders', { params: { kind: 'b2c' } }).status).toBe(200);
    // w1 is not affected
    expect(w1('POST /api/master/zones', { body: { code: 'Z9', name: 'Zone 9', type: 'storage' } }).status).toBe(200);
  });
});

describe('the other set-up records', () => {
  it('warehouse config: validated (unknown unit, station, printer), kept per warehouse, with history', () => {
    const config = w1('GET /api/master/warehouse-config').body.data;
    const { history, ...body } = config;
    expect(history).toEqual([]);
    const bad = w1('PUT /api/master/warehouse-config', { body: { ...body, defaultUnit: 'NOPE', stations: [{ station: 'X', labelSize: '100x150', printer: 'P' }] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['defaultUnit', 'stations.0.printer', 'stations.0.station']);
    expect(w1('PUT /api/master/warehouse-config', { body: { ...body, allocationRule: 'FEFO' } }).body.data.allocationRule).toBe('FEFO');
    expect(w1('GET /api/master/warehouse-config').body.data.history[0].changes).toEqual([{ field: 'allocationRule', before: 'FIFO', after: 'FEFO' }]);
    expect(as(admin, 'w2')('GET /api/master/warehouse-config').body.data.allocationRule).toBe('FIFO');
  });

  it('a pin needs a known SKU and location, one per location, min not above max; a pinned location is not deleted', () => {
    const pin = masterOf('w1').pins.rows[0];
    expect(w1('POST /api/master/moveable-pins', { body: { sku: 'NOPE', location: 'A-09-01-01', min: 5, max: 1 } }).body.fields).toEqual({ min: expect.any(String) });
    expect(w1('POST /api/master/moveable-pins', { body: { sku: 'NOPE', location: 'A-09-01-01', min: 1, max: 5 } }).body.fields).toEqual({ sku: 'SKU NOPE does not exist' });
    expect(w1('POST /api/master/moveable-pins', { body: { sku: pin.sku, location: pin.location, min: 1, max: 5 } }).body.fields.location).toContain('is already used by');
  });

  it('patrol: a route of known locations; rounds with findings on its locations; a route with rounds is not deleted', () => {
    const route = masterOf('w1').patrolRoutes.rows[0];
    expect(w1('POST /api/master/patrol-routes', { body: { code: 'R9', name: 'x', locations: ['A-01-01-01', 'NOPE'] } }).body.fields).toEqual({ 'locations.1': 'Location NOPE does not exist' });
    const round = w1('POST /api/master/patrol-routes/:id/rounds', { params: { id: route.id }, body: { findings: [{ location: route.locations[0], kind: 'spill', note: 'oil' }] } });
    expect(round.status).toBe(200);
    expect(w1('GET /api/master/patrol-routes/:id/rounds', { params: { id: route.id } }).body.data.total).toBe(2);
    // a new round never takes a seeded round's id
    const ids = w1('GET /api/master/patrol-routes/:id/rounds', { params: { id: route.id } }).body.data.list.map((r: { id: string }) => r.id);
    expect(new Set(ids).size).toBe(2);
    expect(w1('DELETE /api/master/patrol-routes/:id', { params: { id: route.id } }).body.message).toBe(`Route ${route.code} has 2 recorded rounds`);
  });

  it('positions and devices: known users and stations; a station with a device is not deleted', () => {
    const pos = masterOf('w1').positions.rows.find((p) => p.code === 'PACK-03')!;
    expect(w1('POST /api/master/positions', { body: { code: 'P9', name: 'x', kind: 'packing', userIds: ['u3'] } }).body.fields).toEqual({ 'userIds.0': expect.stringContaining('u3') });
    expect(w1('POST /api/master/devices', { body: { code: 'SCN-9', kind: 'scanner', boundType: 'position', boundTo: 'nope' } }).status).toBe(400);
    expect(w1('DELETE /api/master/positions/:id', { params: { id: pos.id } }).body.message).toBe('Station PACK-03 has device PRN-0001 bound to it');
  });

  it('model: zones → aisles with status counts and fill, a zone\'s locations, a location\'s stock', () => {
    const zones = w1('GET /api/master/model').body.data;
    const a = zones.find((z: { code: string }) => z.code === 'A');
    expect(a.aisles).toHaveLength(10);
    expect(a.aisles[0].locations).toBe(20);
    expect(a.aisles.some((x: { fillPct: number }) => x.fillPct > 0)).toBe(true);
    const row = ledgerOf('w1').stock.find((r) => r.onHand > 0)!;
    const locs = w1('GET /api/master/model/zones/:zone', { params: { zone: row.location.split('-')[0] } }).body.data;
    expect(locs.find((l: { code: string }) => l.code === row.location).onHand).toBeGreaterThan(0);
    expect(w1('GET /api/master/model/locations/:code', { params: { code: row.location } }).body.data.map((s: { sku: string }) => s.sku)).toContain(row.sku);
  });

  it('lists page, sort and filter on the server', () => {
    const first = w1('GET /api/master/locations', { query: { sortField: 'code', sortOrder: 'descend', pageSize: 5, current: 2, zone: 'B,C' } }).body.data;
    expect(first).toMatchObject({ total: 400, current: 2, pageSize: 5 });
    expect(first.list.map((l: { code: string }) => l.code)).toEqual(['C-10-04-03', 'C-10-04-02', 'C-10-04-01', 'C-10-03-04', 'C-10-03-03']);
  });
});

describe('seeded warehouses', () => {
  it('each zone code once, also in the large warehouse whose layout has its own F', () => {
    for (const w of ['w1', 'w2', 'w3']) {
      const codes = as(admin, w)('GET /api/master/zones', { query: { pageSize: 1000 } }).body.data.list.map((z: { code: string }) => z.code);
      expect(codes.length).toBeGreaterThan(4);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });
});
