/**
 * Every warehouse setting does something: palletize rules split a tally into pallets, scan rules refuse
 * a confirmation without a scan (and say who may override), a station's label size and printer count.
 */
import { createHash } from 'crypto';
import auth from './auth';
import count from './count';
import inbound from './inbound';
import master from './master';
import outbound from './outbound';
import print from './print';
import warehouse from './warehouse';
import { countEnv } from './_lib/count';
import { inboundEnv } from './_lib/inbound';
import { masterOf } from './_lib/master';
import { getOutbound } from './_lib/outbound';
import { getStore, resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';
import { palletizeRuleFor, palletQuantities, scanVerdict, type PalletizeRule } from '../src/domain/master';
import { paperFor, printerFor, stationFor, type StationInputs } from '../src/domain/print/station';

const routes = { ...auth, ...count, ...inbound, ...master, ...outbound, ...print, ...warehouse };
const call = (route: string, opts?: CallOptions) => callRoute(routes, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;
let admin: string;
let staff: string;
const as = (token: string, extra: CallOptions = {}): CallOptions => ({ token, warehouse: 'w1', ...extra });
const env = () => inboundEnv('w1', { operator: 't', now: new Date().toISOString() });

/** The store as data without its sessions. */
function storeHash(): string {
  const { sessions, ...rest } = getStore();
  void sessions;
  return createHash('sha1').update(JSON.stringify(rest)).digest('hex');
}

beforeAll(() => {
  resetStore();
  admin = login('admin');
  staff = login('staff');
});

let containers = 0;
/** A notice of `lines` received at a free dock, ready to tally. */
function receivedNotice(lines: { sku: string; expected: number }[]): string {
  const containerNo = `SETU${String(1000000 + ++containers).slice(1)}`;
  const made = call('POST /api/inbound/notices', as(admin, { body: { supplier: 'ACME', containerNo, eta: '2026-12-01', lines } }));
  expect(made.status).toBe(200);
  const id = made.body.data.id as string;
  const dock = env().ledger.docks.find((d) => d.status === 'free' && d.type !== 'outbound')!;
  for (const [action, body] of [['arrive', { dock: dock.code }], ['unload', undefined], ['receive', undefined]] as const) {
    expect(call('POST /api/inbound/notices/:id/:action', as(admin, { params: { id, action }, ...(body ? { body } : {}) })).status).toBe(200);
  }
  return id;
}

/** Tallies every line of the notice in full and finishes: booked. */
function tallyInFull(id: string) {
  const n = env().place.notices.find((x) => x.id === id)!;
  for (const l of n.lines) expect(call('POST /api/inbound/tally/:id/scan', as(admin, { params: { id }, body: { code: l.sku, qty: l.expected } })).status).toBe(200);
  const done = call('POST /api/inbound/tally/:id/finish', as(admin, { params: { id } }));
  expect(done.body.data.status).toBe('tallied');
  return done.body.data;
}

/** Enabled products without shelf life and without a palletize rule of their own or their category's. */
const plainProducts = () => {
  const rules = masterOf('w1').palletize.rows;
  return env().ledger.products.filter((p) => p.enabled && !p.shelfLife && !palletizeRuleFor(rules, p.sku, p.category));
};

describe('palletize rules decide pallet ids at tally', () => {
  const rule = (over: Partial<PalletizeRule>): PalletizeRule => ({ id: 'x', target: 'sku', code: 'A', unitsPerCarton: 1, cartonsPerLayer: 1, layers: 1, enabled: true, ...over });

  it('splits a quantity into full pallets and the rest; no rule is one pallet', () => {
    expect(palletQuantities(12, 5)).toEqual([5, 5, 2]);
    expect(palletQuantities(10, 5)).toEqual([5, 5]);
    expect(palletQuantities(3, 5)).toEqual([3]);
    expect(palletQuantities(3, undefined)).toEqual([3]);
    expect(palletQuantities(0, 5)).toEqual([]);
  });

  it('takes the SKU’s own enabled rule, else its category’s', () => {
    const rules = [rule({ id: 'c', target: 'category', code: 'HOME', layers: 9 }), rule({ id: 's', code: 'A', layers: 2 }), rule({ id: 'off', code: 'B', enabled: false })];
    expect(palletizeRuleFor(rules, 'A', 'HOME')?.id).toBe('s');
    expect(palletizeRuleFor(rules, 'B', 'HOME')?.id).toBe('c');
    expect(palletizeRuleFor(rules, 'B', 'TOYS')).toBeUndefined();
    expect(palletizeRuleFor(rules, 'B', '')).toBeUndefined();
  });

  it('at the tally, the SKU’s rule splits its good units into pallets, each with its own LPN and putaway task', () => {
    const [p, q] = plainProducts();
    expect(call('POST /api/master/palletize', as(admin, { body: { target: 'sku', code: p.sku, unitsPerCarton: 5, cartonsPerLayer: 1, layers: 1 } })).status).toBe(200);
    const id = receivedNotice([{ sku: p.sku, expected: 12 }, { sku: q.sku, expected: 4 }]);
    const booked = tallyInFull(id);
    const [split, whole] = booked.lines;
    expect(split.lpns).toHaveLength(3);
    expect(new Set(split.lpns).size).toBe(3);
    expect(split.lpn).toBe(split.lpns[0]);
    expect(whole.lpns).toEqual([whole.lpn]);
    const tasks = booked.putaway.filter((t: { sku: string }) => t.sku === p.sku);
    expect(tasks.map((t: { lpn: string; qty: number }) => [t.lpn, t.qty])).toEqual(split.lpns.map((lpn: string, i: number) => [lpn, [5, 5, 2][i]]));
    // each pallet is its own stock row in the receiving area, held for its putaway
    for (const [i, lpn] of split.lpns.entries()) {
      const rows = env().ledger.stock.filter((r) => r.lpn === lpn);
      expect(rows.map((r) => [r.sku, r.onHand, r.hold])).toEqual([[p.sku, [5, 5, 2][i], [5, 5, 2][i]]]);
    }
  });

  it('a category’s rule applies to its SKUs; a disabled rule does nothing', () => {
    const p = plainProducts().find((x) => x.category)!;
    const made = call('POST /api/master/palletize', as(admin, { body: { target: 'category', code: p.category, unitsPerCarton: 2, cartonsPerLayer: 1, layers: 1 } }));
    expect(made.status).toBe(200);
    expect(tallyInFull(receivedNotice([{ sku: p.sku, expected: 3 }])).lines[0].lpns).toHaveLength(2);
    expect(call('PATCH /api/master/palletize/:id/enabled', as(admin, { params: { id: made.body.data.id }, body: { enabled: false } })).status).toBe(200);
    expect(tallyInFull(receivedNotice([{ sku: p.sku, expected: 3 }])).lines[0].lpns).toHaveLength(1);
  });
});

describe('operations: scanRequired and overrideRoleIds', () => {
  const op = { scanRequired: ['location', 'sku'] as ('location' | 'sku')[], overrideRoleIds: ['r2'], enabled: true };

  it('decides: required steps done without a scan are refused; an override needs an override role', () => {
    expect(scanVerdict(op, {}, ['r3'])).toEqual({ ok: true, overridden: [] });
    expect(scanVerdict(op, { unscanned: ['lpn'] }, ['r3'])).toEqual({ ok: true, overridden: [] });
    expect(scanVerdict(op, { unscanned: ['location', 'lpn'] }, ['r2'])).toEqual({ ok: false, reason: 'scanRequired', steps: ['location'] });
    expect(scanVerdict(op, { unscanned: ['location'], override: true }, ['r3'])).toEqual({ ok: false, reason: 'overrideDenied', steps: ['location'] });
    expect(scanVerdict(op, { unscanned: ['location'], override: true }, ['r2'])).toEqual({ ok: true, overridden: ['location'] });
    expect(scanVerdict({ ...op, enabled: false }, { unscanned: ['location'] }, [])).toEqual({ ok: true, overridden: [] });
    expect(scanVerdict(undefined, { unscanned: ['location'] }, [])).toEqual({ ok: true, overridden: [] });
  });

  /** An open putaway task of a tallied notice, with a location that takes it. */
  let task: { docId: string; id: string; location: string };
  const putaway = (token: string, body: object, lang = 'en') =>
    call('POST /api/inbound/putaway/:source/:docId/:taskId', as(token, { lang, params: { source: 'notice', docId: task.docId, taskId: task.id }, body: { location: task.location, ...body } }));
  const putawayOp = () => masterOf('w1').operations.rows.find((o) => o.code === 'PUTAWAY')!;
  const editOp = (change: object) => {
    const o = putawayOp();
    const body = { code: o.code, nameZh: o.nameZh, nameEn: o.nameEn, scanRequired: o.scanRequired, overrideRoleIds: o.overrideRoleIds, ...change };
    expect(call('PUT /api/master/operations/:id', as(admin, { params: { id: o.id }, body })).status).toBe(200);
  };

  beforeAll(() => {
    const [p] = plainProducts();
    const id = receivedNotice([{ sku: p.sku, expected: 2 }]);
    const t = tallyInFull(id).putaway[0];
    task = { docId: id, id: t.id, location: t.suggested };
    if (!task.location) throw new Error('no location suggested for the pallet');
  });

  it('a putaway whose location was typed by hand is refused (422) naming the operation, in the caller’s language, changing nothing', () => {
    const before = storeHash();
    const en = putaway(admin, { unscanned: ['location'] });
    expect(en.status).toBe(422);
    expect(en.body.message).toBe('Putaway requires a scan (Location): it cannot be confirmed without one');
    const zh = putaway(admin, { unscanned: ['location'] }, 'zh');
    expect(zh.status).toBe(422);
    expect(zh.body.message).toBe('「上架」要求扫描库位，未扫描不能确认');
    expect(storeHash()).toBe(before);
  });

  it('an override by a user outside the operation’s override roles is 403; by one inside, it goes through', () => {
    editOp({ overrideRoleIds: [] });
    const before = storeHash();
    const refused = putaway(admin, { unscanned: ['location'], override: true }, 'zh');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('你的角色不能跳过「上架」的扫描（库位）');
    expect(storeHash()).toBe(before);
    editOp({ overrideRoleIds: ['r2'] });
    const done = putaway(admin, { unscanned: ['location'], override: true });
    expect(done.status).toBe(200);
    expect(done.body.data.task).toMatchObject({ status: 'done', location: task.location, overridden: ['location'] });
  });

  it('a step the operation does not require may go unscanned; a disabled operation requires nothing', () => {
    const [p] = plainProducts();
    const id = receivedNotice([{ sku: p.sku, expected: 2 }]);
    const t = tallyInFull(id).putaway[0];
    task = { docId: id, id: t.id, location: t.suggested };
    editOp({ scanRequired: ['sku'] });
    expect(putaway(admin, { unscanned: ['sku'] }).status).toBe(422);
    expect(call('PATCH /api/master/operations/:id/enabled', as(admin, { params: { id: putawayOp().id }, body: { enabled: false } })).status).toBe(200);
    expect(putaway(admin, { unscanned: ['sku', 'location'] }).status).toBe(200);
    expect(call('PATCH /api/master/operations/:id/enabled', as(admin, { params: { id: putawayOp().id }, body: { enabled: true } })).status).toBe(200);
    editOp({ scanRequired: ['location', 'sku'] });
  });

  it('pick: staff confirming without a scan get 422, overriding without an override role 403; nothing changes', () => {
    const w = getOutbound().warehouses.w1.waves.find((x) => x.status === 'open' && x.tasks.some((t) => t.status === 'open'))!;
    const t = w.tasks.find((x) => x.status === 'open')!;
    const pick = (body: object) => call('POST /api/outbound/:kind/waves/:id/tasks/:taskId/pick', as(staff, { lang: 'zh', params: { kind: w.kind, id: w.id, taskId: t.id }, body: { qty: 1, ...body } }));
    const before = storeHash();
    const refused = pick({ unscanned: ['sku'] });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('「拣货」');
    const denied = pick({ unscanned: ['sku'], override: true });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toContain('「拣货」');
    expect(pick({ unscanned: ['nope'] }).status).toBe(400);
    expect(storeHash()).toBe(before);
  });

  it('count: a location typed by hand is refused by the count operation (422), changing nothing', () => {
    const plan = countEnv('w1', { operator: 't', now: new Date().toISOString() }).place.plans.find((p) => (p.status === 'open' || p.status === 'counting') && p.tasks.some((t) => t.status === 'open'))!;
    const t = plan.tasks.find((x) => x.status === 'open')!;
    const before = storeHash();
    const r = call('POST /api/count/work/:id/count', as(admin, { params: { id: t.id }, body: { location: t.location, lines: [], unscanned: ['location'] } }));
    expect(r.status).toBe(422);
    expect(r.body.message).toContain('Count');
    expect(storeHash()).toBe(before);
  });

  it('the stations read each enabled operation’s rule and whether the caller may override it', () => {
    const of = (token: string) => call('GET /api/warehouses/current/scan-rules', as(token)).body.data as { code: string; scanRequired: string[]; mayOverride: boolean }[];
    expect(of(admin).find((r) => r.code === 'PUTAWAY')).toMatchObject({ scanRequired: ['location', 'sku'], mayOverride: true });
    expect(of(staff).find((r) => r.code === 'PICK')).toMatchObject({ scanRequired: ['location', 'sku'], mayOverride: false });
    expect(call('GET /api/warehouses/current/scan-rules', as(staff, { warehouse: 'w2' })).status).toBe(403);
  });
});

describe('station label size and printer', () => {
  const inputs = (over: Partial<StationInputs> = {}): StationInputs => ({
    stations: [
      { station: 'PACK-01', labelSize: '100x150', printer: 'PRN-A' },
      { station: 'PACK-02', labelSize: '100x50', printer: '' },
    ],
    positions: [
      { id: 'pos1', code: 'PACK-01', enabled: true, userIds: [] },
      { id: 'pos2', code: 'PACK-02', enabled: true, userIds: ['u9'] },
    ],
    devices: [
      { code: 'PRN-A', kind: 'printer', boundType: 'position', boundTo: 'pos1', enabled: true },
      { code: 'PRN-B', kind: 'printer', boundType: 'position', boundTo: 'pos2', enabled: true },
      { code: 'PRN-U', kind: 'printer', boundType: 'user', boundTo: 'u9', enabled: true },
    ],
    ...over,
  });

  it('the user’s station is the configured one of a position they are on, else the first; its printer the row’s, else the one bound to it, else the user’s', () => {
    expect(stationFor(inputs(), 'u9')).toEqual({ station: 'PACK-02', printer: 'PRN-B', labelSize: '100x50' });
    expect(stationFor(inputs(), 'u1')).toEqual({ station: 'PACK-01', printer: 'PRN-A', labelSize: '100x150' });
    const noBound = inputs();
    noBound.devices = noBound.devices.filter((d) => d.code !== 'PRN-B');
    expect(stationFor(noBound, 'u9').printer).toBe('PRN-U');
    // a row naming a printer that is disabled falls back to the station's bound printer
    const off = inputs();
    off.devices = off.devices.map((d) => (d.code === 'PRN-A' ? { ...d, enabled: false } : d));
    expect(stationFor(off, 'u1').printer).toBe('');
    expect(stationFor(inputs({ stations: [] }), 'u9')).toEqual({ station: '', printer: 'PRN-U', labelSize: '100x150' });
  });

  it('a label goes to the station’s printer on the station’s size; a sheet keeps its template’s printer and A4', () => {
    const station = stationFor(inputs(), 'u9');
    expect(printerFor('palletLabel', station, 'PRN-T')).toBe('PRN-B');
    expect(printerFor('pickList', station, 'PRN-T')).toBe('PRN-T');
    expect(printerFor('shippingLabel', { ...station, printer: '' }, 'PRN-T')).toBe('PRN-T');
    expect(paperFor('shippingLabel', station)).toBe('small');
    expect(paperFor('palletLabel', { ...station, labelSize: '100x150' })).toBe('label');
    expect(paperFor('palletLabel', { station: '', printer: '', labelSize: '100x150' })).toBe('small');
    expect(paperFor('manifest', station)).toBe('a4');
  });

  it('prints from the station: the bound printer and the station’s label size, in the browser job and the ZPL', () => {
    const config = call('GET /api/master/warehouse-config', as(admin)).body.data;
    const { history, ...rules } = config;
    void history;
    const saved = call('PUT /api/master/warehouse-config', as(admin, { body: { ...rules, stations: [{ station: 'PACK-03', labelSize: '100x50', printer: '' }] } }));
    expect(saved.status).toBe(200);
    expect(call('PUT /api/print/settings/:template', as(admin, { params: { template: 'shippingLabel' }, body: { enabled: true, printer: '' } })).status).toBe(200);
    const job = call('POST /api/print/jobs', as(admin, { body: { template: 'shippingLabel', copies: 1, subject: 'S1' } })).body.data;
    expect(job).toMatchObject({ printer: 'PRN-0001', station: 'PACK-03', labelSize: '100x50' });
    const sheet = call('POST /api/print/jobs', as(admin, { body: { template: 'pickList', copies: 1, subject: 'S2' } })).body.data;
    expect(sheet.station).toBeUndefined();
    const pallet = { kind: 'pallet', sscc: '369012340000000123', title: 'Pallet', contents: [] };
    const zpl = call('POST /api/print/zpl', as(admin, { body: { template: 'palletLabel', copies: 1, dpi: 203, label: pallet } })).body.data;
    expect(zpl).toMatchObject({ printer: 'PRN-0001', labelSize: '100x50' });
    expect(zpl.zpl).toContain('^PW800\n^LL400');
  });

  it('the config refuses a printer that is no enabled printer of the warehouse, changing nothing', () => {
    const { history, ...rules } = call('GET /api/master/warehouse-config', as(admin)).body.data;
    void history;
    const before = storeHash();
    const r = call('PUT /api/master/warehouse-config', as(admin, { body: { ...rules, stations: [{ station: 'PACK-03', labelSize: '100x50', printer: 'SCN-0001' }] } }));
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields)).toEqual(['stations.0.printer']);
    expect(storeHash()).toBe(before);
  });
});

describe('warehouse config: the default unit', () => {
  it('is the unit of a product created or imported without one; the carton unit, off the form, is kept as stored', () => {
    const { history, ...rules } = call('GET /api/master/warehouse-config', as(admin)).body.data;
    void history;
    const { defaultCartonUnit, ...withoutCarton } = rules;
    expect(call('PUT /api/master/warehouse-config', as(admin, { body: { ...withoutCarton, defaultUnit: 'BOX' } })).status).toBe(200);
    expect(masterOf('w1').config).toMatchObject({ defaultUnit: 'BOX', defaultCartonUnit });
    const made = call('POST /api/master/products', as(admin, { body: { sku: 'SETUNIT1', nameZh: '默认单位', nameEn: 'Default unit', barcodes: ['SETUNITB1'] } }));
    expect(made.status).toBe(200);
    expect(made.body.data.unit).toBe('BOX');
    const given = call('POST /api/master/products', as(admin, { body: { sku: 'SETUNIT2', nameZh: '单位', nameEn: 'Unit', barcodes: ['SETUNITB2'], unit: 'PCS' } }));
    expect(given.body.data.unit).toBe('PCS');
    const imported = call('POST /api/master/products/import', as(admin, { body: { rows: [{ sku: 'SETUNIT3', nameZh: '导入', nameEn: 'Imported', barcodes: 'SETUNITB3' }] } }));
    expect(imported.status).toBe(200);
    expect(masterOf('w1').products.get('SETUNIT3')?.unit).toBe('BOX');
    // an edit without a unit keeps the product's
    expect(call('PUT /api/master/products/:id', as(admin, { params: { id: 'SETUNIT2' }, body: { nameZh: '单位', nameEn: 'Unit', barcodes: ['SETUNITB2'] } })).body.data.unit).toBe('PCS');
    expect(call('PUT /api/master/warehouse-config', as(admin, { body: { ...rules } })).status).toBe(200);
  });
});
