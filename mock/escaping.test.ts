/**
 * Hostile text (script, formula starters, ZPL controls) in 38 stored text fields is kept as data and
 * answered back verbatim (outer whitespace trimmed): escaping is each output's job.
 */
import auth from './auth';
import master from './master';
import outbound from './outbound';
import inbound from './inbound';
import inventory from './inventory';
import count from './count';
import relocate from './relocate';
import fba from './fba';
import cms from './cms';
import print from './print';
import system from './system';
import { getStore, resetStore } from './_lib/store';
import { BOOKING_SLOTS } from '../src/domain/cms/machine';
import { callRoute, type CallOptions } from './_lib/testing';

/** Script text, spreadsheet formula starters (OWASP: = + - @ tab CR) and ZPL commands (^ ~). */
const HOSTILE_TEXTS = [
  '<img src=x onerror=window.__xss=1>',
  '<script>window.__xss=2</script>',
  '=HYPERLINK("http://evil.example","x")',
  "+1+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+2',
  '\r=1+3',
  '^XA^FO50,50^FDx^FS^XZ',
  '~JA~HS',
];

const routes = { ...auth, ...master, ...outbound, ...inbound, ...inventory, ...count, ...relocate, ...fba, ...cms, ...print, ...system };
const call = (route: string, opts: CallOptions = {}) => callRoute(routes, route, opts);
let token: string;
const as = (extra: CallOptions = {}): CallOptions => ({ token, warehouse: 'w1', ...extra, query: { scope: 'system', ...extra.query } });

/** Whether `s` is a string value anywhere in `v` (the stored record, the answer). */
const holds = (v: unknown, s: string): boolean =>
  v === s || (Array.isArray(v) ? v.some((x) => holds(x, s)) : v !== null && typeof v === 'object' && Object.values(v).some((x) => holds(x, s)));

const data = (a: { status: number; body: any }, what: string) => {
  if (a.status !== 200) throw new Error(`${what}: ${a.status} ${JSON.stringify(a.body)}`);
  return a.body.data;
};
const firstOf = (route: string, query: Record<string, unknown>, opts: CallOptions = {}) => {
  const d = data(call(route, as({ ...opts, query: { pageSize: 100, ...query } })), route);
  const row = (d.list ?? d)[0];
  if (!row) throw new Error(`no row of ${route} ${JSON.stringify(query)}`);
  return row;
};
let seq = 0;
/** The order the last 'order cancel reason' write cancelled (a bulk answer names no record). */
let cancelled = '';
const code = (prefix: string) => `${prefix}${++seq}`;
/** The `i`th SKU with stock (distinct). */
const skuAt = (i: number) => [...new Set((data(call('GET /api/inventory/rows', as({ query: { pageSize: 100 } })), 'rows').list as { sku: string }[]).map((r) => r.sku))][i];
let plans = 0;
const noShelfLifeSku = () => (data(call('GET /api/outbound/:kind/products', as({ params: { kind: 'b2c' }, query: { keyword: '' } })), 'products') as { sku: string }[])[0].sku;

/**
 * One stored free-text field: the write that puts `text` into it (may make its subject first), and
 * the read that answers it back (a list or a detail of the screen that shows it).
 */
interface Field {
  name: string;
  write: (text: string) => { route: string; opts: CallOptions };
  /** `written`: the write's answer (the record made, or the one acted on). */
  read: (written: any) => { route: string; opts: CallOptions };
}

const order = (field: 'name' | 'address' | 'city' | 'phone') => (text: string) => ({
  route: 'POST /api/outbound/:kind/orders',
  opts: as({ params: { kind: 'b2c' }, body: { receiver: { name: 'Ann', phone: '1380000', address: '1 Main St', city: 'SZ', country: 'CN', [field]: text }, carrier: 'SF', lines: [{ sku: noShelfLifeSku(), qty: 1 }] } }),
});
const orders = (w: any) => ({ route: 'GET /api/outbound/:kind/orders/:id', opts: as({ params: { kind: 'b2c', id: w.id } }) });
const notice = (patch: Record<string, unknown>) => ({ supplier: 'S', containerNo: code('ESCN'), eta: '2027-01-05', note: '', lines: [{ sku: noShelfLifeSku(), expected: 5 }], ...patch });
const notices = (w: any) => ({ route: 'GET /api/inbound/notices/:id', opts: as({ params: { id: w.id } }) });
const setup = (path: string, body: (text: string) => Record<string, unknown>, query: Record<string, unknown> = {}) => ({
  write: (text: string) => ({ route: `POST /api/master/${path}`, opts: as({ body: body(text) }) }),
  read: () => ({ route: `GET /api/master/${path}`, opts: as({ query: { pageSize: 100, ...query } }) }),
});
const booking = (patch: Record<string, unknown>) => ({
  customer: 'C',
  containerNo: code('ESCB'),
  // a day of its own: a dock takes one booking a slot
  eta: `2027-${String(1 + (++seq % 12)).padStart(2, '0')}-${String(1 + (seq % 28)).padStart(2, '0')}`,
  slot: BOOKING_SLOTS[seq % BOOKING_SLOTS.length],
  dock: 'D01',
  lines: [{ sku: noShelfLifeSku(), expected: 3 }],
  ...patch,
});
const customerOrder = (receiver: Record<string, unknown>, patch: Record<string, unknown> = {}) => ({
  customer: 'C',
  channel: 'email',
  orderType: 'b2c',
  carrier: 'SF',
  receiver: { name: 'Ann', address: '1 Main St', ...receiver },
  lines: [{ sku: noShelfLifeSku(), qty: 1 }],
  ...patch,
});
const cmsOrders = (w: any) => ({ route: 'GET /api/cms/orders/:id', opts: as({ params: { id: w.id } }) });
const bookings = (w: any) => ({ route: 'GET /api/cms/bookings/:id', opts: as({ params: { id: w.id } }) });

const FIELDS: Field[] = [
  // master data
  { name: 'warehouse name', ...setup('warehouses', (t) => ({ code: code('EW'), name: t, address: 'x', timeZone: 'UTC' })) },
  { name: 'warehouse address', ...setup('warehouses', (t) => ({ code: code('EW'), name: 'W', address: t, timeZone: 'UTC' })) },
  { name: 'dictionary name (zh)', ...setup('basic', (t) => ({ type: 'unit', code: code('EU'), nameZh: t, nameEn: 'U', sort: 5 })) },
  { name: 'dictionary name (en)', ...setup('basic', (t) => ({ type: 'unit', code: code('EU'), nameZh: '件', nameEn: t, sort: 5 })) },
  { name: 'zone name', ...setup('zones', (t) => ({ code: code('EZ'), name: t, type: 'storage' })) },
  { name: 'dock name', ...setup('docks', (t) => ({ code: code('ED'), name: t, type: 'inbound' })) },
  { name: 'product name (zh)', ...setup('products', (t) => ({ sku: code('ESC-'), nameZh: t, nameEn: 'P', barcodes: [code('ESCBC')], unit: 'PCS' }), { q: 'ESC-' }) },
  { name: 'product name (en)', ...setup('products', (t) => ({ sku: code('ESC-'), nameZh: '品', nameEn: t, barcodes: [code('ESCBC')], unit: 'PCS' }), { q: 'ESC-' }) },
  { name: 'operation name (zh)', ...setup('operations', (t) => ({ code: code('EOP'), nameZh: t, nameEn: 'O', scanRequired: ['sku'] })) },
  { name: 'operation name (en)', ...setup('operations', (t) => ({ code: code('EOP'), nameZh: '作', nameEn: t, scanRequired: ['sku'] })) },
  { name: 'patrol route name', ...setup('patrol-routes', (t) => ({ code: code('ER'), name: t, locations: ['A-01-01-01'] })) },
  { name: 'position name', ...setup('positions', (t) => ({ code: code('EP'), name: t, kind: 'packing', userIds: [] })) },
  { name: 'device model', ...setup('devices', (t) => ({ code: code('EDV'), kind: 'scanner', model: t, boundType: 'user', boundTo: 'u2' })) },
  {
    name: 'patrol finding note',
    write: (t) => {
      const route = firstOf('GET /api/master/patrol-routes', {});
      return { route: 'POST /api/master/patrol-routes/:id/rounds', opts: as({ params: { id: route.id }, body: { findings: [{ location: route.locations[0], kind: 'damage', note: t }] } }) };
    },
    read: () => ({ route: 'GET /api/master/patrol-routes/:id/rounds', opts: as({ params: { id: firstOf('GET /api/master/patrol-routes', {}).id } }) }),
  },
  // outbound
  { name: 'order receiver name', write: order('name'), read: orders },
  { name: 'order receiver address', write: order('address'), read: orders },
  { name: 'order receiver city', write: order('city'), read: orders },
  {
    name: 'order cancel reason',
    write: (t) => {
      const made = data(call(order('name')('Ann').route, order('name')('Ann').opts), 'order');
      cancelled = made.id;
      return { route: 'POST /api/outbound/:kind/orders/bulk', opts: as({ params: { kind: 'b2c' }, body: { action: 'cancel', ids: [made.id], reason: t } }) };
    },
    read: () => orders({ id: cancelled }),
  },
  // inbound
  { name: 'notice supplier', write: (t) => ({ route: 'POST /api/inbound/notices', opts: as({ body: notice({ supplier: t }) }) }), read: notices },
  { name: 'notice note', write: (t) => ({ route: 'POST /api/inbound/notices', opts: as({ body: notice({ note: t }) }) }), read: notices },
  {
    name: 'notice cancel reason',
    write: (t) => {
      const made = data(call('POST /api/inbound/notices', as({ body: notice({}) })), 'notice');
      return { route: 'POST /api/inbound/notices/:id/:action', opts: as({ params: { id: made.id, action: 'cancel' }, body: { reason: t } }) };
    },
    read: (w) => notices(w),
  },
  {
    name: 'trailer note',
    write: (t) => ({ route: 'POST /api/inbound/trailers', opts: as({ body: { trailerNo: code('ETR'), carrier: 'SF', eta: '2027-01-05', expectedParcels: 2, note: t } }) }),
    read: (w) => ({ route: 'GET /api/inbound/trailers/:id', opts: as({ params: { id: w.id } }) }),
  },
  // inventory
  {
    name: 'hold reason',
    write: (t) => ({ route: 'POST /api/inventory/rows/:id/:action', opts: as({ params: { id: firstOf('GET /api/inventory/rows', { minAvailable: 20 }).id, action: 'hold' }, body: { qty: 1, reason: t } }) }),
    read: () => ({ route: 'GET /api/inventory/records', opts: as({ query: { pageSize: 100 } }) }),
  },
  // CMS
  { name: 'booking customer', write: (t) => ({ route: 'POST /api/cms/bookings', opts: as({ body: booking({ customer: t }) }) }), read: bookings },
  { name: 'booking note', write: (t) => ({ route: 'POST /api/cms/bookings', opts: as({ body: booking({ note: t }) }) }), read: bookings },
  { name: 'customer order customer', write: (t) => ({ route: 'POST /api/cms/orders', opts: as({ body: customerOrder({}, { customer: t }) }) }), read: cmsOrders },
  { name: 'customer order receiver', write: (t) => ({ route: 'POST /api/cms/orders', opts: as({ body: customerOrder({ name: t }) }) }), read: cmsOrders },
  { name: 'customer order address', write: (t) => ({ route: 'POST /api/cms/orders', opts: as({ body: customerOrder({ address: t }) }) }), read: cmsOrders },
  {
    name: 'routing rule name',
    write: (t) => ({ route: 'POST /api/cms/rules', opts: as({ body: { code: code('ERU'), name: t, priority: 50, channel: 'email', carrier: 'SF', sku: '', orderType: 'b2c', setCarrier: '', enabled: false } }) }),
    // (switched off: an enabled rule would take the customer orders the reject cases make)
    read: () => ({ route: 'GET /api/cms/rules', opts: as({ query: { pageSize: 100, sortField: 'updatedAt', sortOrder: 'descend' } }) }),
  },
  {
    name: 'booking reject reason',
    write: (t) => {
      const made = data(call('POST /api/cms/bookings', as({ body: booking({}) })), 'booking');
      return { route: 'POST /api/cms/bookings/:id/:action', opts: as({ params: { id: made.id, action: 'reject' }, body: { reason: t } }) };
    },
    read: bookings,
  },
  {
    name: 'customer order reject reason',
    write: (t) => {
      const made = data(call('POST /api/cms/orders', as({ body: customerOrder({}) })), 'customer order');
      return { route: 'POST /api/cms/orders/:id/:action', opts: as({ params: { id: made.id, action: 'reject' }, body: { reason: t } }) };
    },
    read: cmsOrders,
  },
  // counts, relocation, destruction
  {
    name: 'count plan note',
    // a SKU of its own each time: a SKU in an open plan is not planned twice
    write: (t) => ({ route: 'POST /api/count/plans', opts: as({ body: { kind: 'sku', skus: [skuAt(++plans)], note: t } }) }),
    read: (w) => ({ route: 'GET /api/count/plans/:id', opts: as({ params: { id: w.id } }) }),
  },
  {
    name: 'relocation reason',
    write: (t) => {
      const row = firstOf('GET /api/inventory/rows', { minAvailable: 20 });
      return { route: 'POST /api/relocate/relocations', opts: as({ body: { from: row.location, sku: row.sku, qty: 1, reason: t } }) };
    },
    read: (w) => ({ route: 'GET /api/relocate/relocations/:id', opts: as({ params: { id: w.id } }) }),
  },
  {
    name: 'destroy note',
    write: (t) => ({ route: 'POST /api/outbound/destroy', opts: as({ body: { reason: 'DAMAGED', note: t, lines: [{ rowId: firstOf('GET /api/inventory/rows', { minAvailable: 20 }).id, qty: 1 }] } }) }),
    read: (w) => ({ route: 'GET /api/outbound/destroy/:id', opts: as({ params: { id: w.id } }) }),
  },
  // the print centre
  { name: 'print subject', write: (t) => ({ route: 'POST /api/print/jobs', opts: as({ body: { template: 'shippingLabel', copies: 1, subject: t } }) }), read: () => ({ route: 'GET /api/print/jobs', opts: as({ query: { pageSize: 100 } }) }) },
  // system
  { name: 'user name', write: (t) => ({ route: 'POST /api/system/users', opts: as({ body: { username: code('escuser'), name: t, password: 'abcd1234', roleIds: ['r3'], warehouseIds: ['w1'], enabled: true } }) }), read: () => ({ route: 'GET /api/system/users', opts: as({ query: { pageSize: 100 } }) }) },
  { name: 'role name', write: (t) => ({ route: 'POST /api/system/roles', opts: as({ body: { code: code('esc_role_'), name: t, description: '', menuIds: [] } }) }), read: () => ({ route: 'GET /api/system/roles', opts: as({ query: { pageSize: 100 } }) }) },
  { name: 'role description', write: (t) => ({ route: 'POST /api/system/roles', opts: as({ body: { code: code('esc_role_'), name: 'R', description: t, menuIds: [] } }) }), read: () => ({ route: 'GET /api/system/roles', opts: as({ query: { pageSize: 100 } }) }) },
];

beforeAll(() => {
  resetStore();
  token = data(call('POST /api/login', { body: { username: 'admin', password: 'admin123' } }), 'login').token;
});

describe.each(FIELDS.map((f, n) => [f.name, f, n] as const))('%s', (_, field, n) => {
  // a tag of the field's own: a text found later is this write's, not an earlier field's
  it.each(HOSTILE_TEXTS.map((h, i) => [JSON.stringify(h), `${h} #${n}.${i}`] as const))('keeps %s as written and answers it back', (__, text) => {
    const { route, opts } = field.write(text);
    const answer = call(route, opts);
    expect([answer.status, answer.body?.fields]).toEqual([200, undefined]);
    // text fields trim outer whitespace (a tab or CR in front is dropped, the formula starter stays)
    const kept = text.trim();
    expect(holds(getStore(), kept)).toBe(true);
    const read = field.read(answer.body.data);
    expect(holds(call(read.route, read.opts).body, kept)).toBe(true);
  });
});
