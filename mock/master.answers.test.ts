/**
 * Every read of the master-data and CMS routes, and the writes that change nothing, on the seeded
 * data: each answer is checked against its contract (a breach is a 500).
 */
import auth from './auth';
import cms from './cms';
import master from './master';
import { SETUP_DECLARATIONS } from './_lib/master/declarations';
import { ruleDecl } from './_lib/cms/documents';
import { resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';

const routes = { ...master, ...cms, ...auth };
let token: string;
const call = (route: string, opts: CallOptions = {}) => callRoute(routes, route, { token, warehouse: 'w1', ...opts });
const ok = (route: string, opts: CallOptions = {}) => {
  const r = call(route, opts);
  if (r.status >= 300) throw new Error(`${route}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
};

beforeAll(() => {
  resetStore();
  token = callRoute(routes, 'POST /api/login', { body: { username: 'admin', password: 'admin123' } }).body.data.token;
});

describe.each([...SETUP_DECLARATIONS, ruleDecl].map((d) => [d.path, d] as const))('%s', (path, decl) => {
  test('the list, a record with its history, an import preview, enabling an enabled record', () => {
    const page = ok(`GET ${path}`, { query: { pageSize: '1000' } });
    expect(page.list.length).toBeGreaterThan(0);
    for (const sortField of decl.list.sortable) ok(`GET ${path}`, { query: { sortField, sortOrder: 'descend', pageSize: '5' } });
    const first = page.list[0];
    expect(ok(`GET ${path}/:id`, { params: { id: first.id } }).id).toBe(first.id);
    const checks = ok(`POST ${path}/import/check`, { body: { rows: [{}, { ...first, id: undefined }] } });
    expect(checks).toHaveLength(2);
    // every declared list can be enabled and disabled
    const enabled = page.list.find((r: { enabled?: boolean; status?: string }) => r.enabled === true || r.status === 'active');
    expect(ok(`PATCH ${path}/:id/enabled`, { params: { id: enabled.id }, body: { enabled: true } }).id).toBe(enabled.id);
    expect(ok(`POST ${path}/bulk`, { body: { action: 'enable', ids: [enabled.id] } })).toEqual([{ id: enabled.id, ok: true }]);
  });
});

test('the routes of their own: options, people, the map, patrol rounds, the config, a barcode', () => {
  for (const type of ['unit', 'category', 'carrier', 'reason']) expect(ok('GET /api/master/basic/options', { query: { type } }).length).toBeGreaterThan(0);
  expect(ok('GET /api/master/people').users.length).toBeGreaterThan(0);
  expect(ok('GET /api/master/warehouse-config').history).toEqual(expect.any(Array));
  const zones = ok('GET /api/master/model');
  const zone = zones.find((z: { aisles: unknown[] }) => z.aisles.length);
  const locations = ok('GET /api/master/model/zones/:zone', { params: { zone: zone.code } });
  for (const l of locations.slice(0, 20)) ok('GET /api/master/model/locations/:code', { params: { code: l.code } });
  const product = ok('GET /api/master/products', { query: { pageSize: '1' } }).list[0];
  expect(ok('GET /api/master/products/barcode/:code', { params: { code: product.barcodes[0] } }).sku).toBe(product.sku);
  for (const route of ok('GET /api/master/patrol-routes').list) ok('GET /api/master/patrol-routes/:id/rounds', { params: { id: route.id } });
});

test('CMS: the selects, bookings and customer orders, what the rules did', () => {
  expect(ok('GET /api/cms/meta').slots.length).toBeGreaterThan(0);
  for (const path of ['/api/cms/bookings', '/api/cms/orders']) {
    const page = ok(`GET ${path}`, { query: { pageSize: '1000' } });
    expect(page.list.length).toBeGreaterThan(0);
    for (const row of page.list) ok(`GET ${path}/:id`, { params: { id: row.id } });
  }
  ok('GET /api/cms/runs', { query: { pageSize: '1000' } });
});
