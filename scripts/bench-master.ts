/**
 * Page times of the master lists on the large warehouse (NJ01, w3: 20,000 locations, 50,000 SKUs),
 * through the mock's handlers as the dev server calls them. Not a test (timings belong here):
 *   npx tsx scripts/bench-master.ts
 */
import auth from '../mock/auth';
import master from '../mock/master';
import { resetStore } from '../mock/_lib/store';
import { callRoute, type CallOptions } from '../mock/_lib/testing';

const routes = { ...master, ...auth };
resetStore();
const token = callRoute(routes, 'POST /api/login', { body: { username: 'admin', password: 'admin123' } }).body.data.token as string;
const call = (route: string, opts: CallOptions = {}) => callRoute(routes, route, { token, warehouse: 'w3', ...opts });

const ms = (fn: () => unknown) => {
  const t = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
};

const seed = ms(() => call('GET /api/master/locations'));
console.log(`first request on w3 (seeds its master data and stock): ${seed.toFixed(0)} ms`);

const cases: [string, string, Record<string, string>][] = [
  ['locations, page 1', 'GET /api/master/locations', {}],
  ['locations, page 500, sorted by code descending', 'GET /api/master/locations', { current: '500', pageSize: '20', sortField: 'code', sortOrder: 'descend' }],
  ['locations, zone C, status active, sorted by pick sequence', 'GET /api/master/locations', { zone: 'C', status: 'active', sortField: 'pickSeq' }],
  ['locations, code contains "-07-"', 'GET /api/master/locations', { q: '-07-' }],
  ['products, page 1', 'GET /api/master/products', {}],
  ['products, page 2000, sorted by English name', 'GET /api/master/products', { current: '2000', pageSize: '20', sortField: 'nameEn', sortOrder: 'ascend' }],
  ['products, name contains "hoodie"', 'GET /api/master/products', { q: 'hoodie' }],
  ['products, by barcode', 'GET /api/master/products', { code: '691000316760' }],
  ['model: zones and aisles', 'GET /api/master/model', {}],
];
const RUNS = 20;
for (const [name, route, query] of cases) {
  const first = ms(() => call(route, { query }));
  const times = Array.from({ length: RUNS }, () => ms(() => call(route, { query }))).sort((a, b) => a - b);
  const status = call(route, { query }).status;
  console.log(`${name}: first ${first.toFixed(1)} ms, median ${times[RUNS >> 1].toFixed(1)} ms, max ${times[RUNS - 1].toFixed(1)} ms (status ${status})`);
}
// a write makes the kept sorted views stale: the next sorted page sorts again
const added = call('POST /api/master/locations', { body: { zone: 'A', aisle: 99, rack: 1, level: 1, type: 'shelf', capacity: 10 } }).status;
console.log(`locations sorted by code after a location was added (status ${added}): ${ms(() => call('GET /api/master/locations', { query: { sortField: 'code', sortOrder: 'descend' } })).toFixed(1)} ms`);
