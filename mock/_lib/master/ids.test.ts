/**
 * Records the set-up kit numbers (pins, palletize rules, work types, routes, positions, devices)
 * get ids no seeded record has: a repeated id made the list show one record twice and an edit,
 * disable or delete by id reach the seeded one.
 */
import master from '../../master';
import auth from '../../auth';
import { resetStore } from '../store';
import { callRoute, type CallOptions } from '../testing';

const routes = { ...master, ...auth };
const call = (route: string, opts: CallOptions = {}) => callRoute(routes, route, opts);
let w1: (route: string, opts?: CallOptions) => ReturnType<typeof call>;

beforeEach(() => {
  resetStore();
  const token = call('POST /api/login', { body: { username: 'admin', password: 'admin123' } }).body.data.token as string;
  w1 = (route, opts = {}) => call(route, { token, warehouse: 'w1', ...opts });
});

const ids = (path: string) => (w1(`GET ${path}`, { query: { pageSize: '1000' } }).body.data.list as { id: string }[]).map((r) => r.id);

test('a new pin and a new palletize rule get ids of their own; the seeded record keeps its own', () => {
  const sku = (w1('GET /api/master/products', { query: { pageSize: '1' } }).body.data.list[0] as { sku: string }).sku;
  const pinned = new Set((w1('GET /api/master/moveable-pins', { query: { pageSize: '1000' } }).body.data.list as { location: string }[]).map((p) => p.location));
  const location = (w1('GET /api/master/locations', { query: { pageSize: '200' } }).body.data.list as { code: string }[]).find((l) => !pinned.has(l.code))!.code;
  const pinsBefore = ids('/api/master/moveable-pins');
  const pin = w1('POST /api/master/moveable-pins', { body: { sku, location, min: 1, max: 5 } });
  expect(pin.status).toBe(200);
  expect(pinsBefore).not.toContain(pin.body.data.id);
  const pins = ids('/api/master/moveable-pins');
  expect(new Set(pins).size).toBe(pins.length);

  const rule = w1('POST /api/master/palletize', { body: { target: 'category', code: 'HOME', unitsPerCarton: 6, cartonsPerLayer: 5, layers: 3 } });
  expect(rule.status).toBe(200);
  const rules = ids('/api/master/palletize');
  expect(new Set(rules).size).toBe(rules.length);
  // the seeded rule is what its id reaches
  expect(w1('GET /api/master/palletize/:id', { params: { id: 'w1-pal2' } }).body.data.target).toBe('sku');
});
