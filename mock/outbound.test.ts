import auth from './auth';
import outbound from './outbound';
import { getOutbound } from './_lib/outbound';
import { resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';

const call = (route: string, opts?: CallOptions) => callRoute({ ...outbound, ...auth }, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;
const LIST = 'GET /api/outbound/destroy';

let staff: string;
beforeAll(() => {
  resetStore();
  staff = login('staff');
});

describe('GET /api/outbound/destroy', () => {
  it('needs the destroy screen and a warehouse the caller works in', () => {
    expect(call(LIST, { warehouse: 'w1' }).status).toBe(401);
    expect(call(LIST, { token: login('sysadmin'), warehouse: 'w1' }).status).toBe(403);
    expect(call(LIST, { token: staff, warehouse: 'w2' }).status).toBe(403);
  });

  it('answers a page with total, counts per state and the unfiltered-by-state total', () => {
    const r = call(LIST, { token: staff, warehouse: 'w1', query: { current: '1', pageSize: '10', status: 'executed' } });
    expect(r.status).toBe(200);
    const { list, total, counts, all } = r.body.data;
    const destroys = getOutbound().warehouses.w1.destroys;
    expect(list).toHaveLength(10);
    expect(all).toBe(destroys.length);
    expect(counts).toEqual({
      created: destroys.filter((d) => d.status === 'created').length,
      approved: destroys.filter((d) => d.status === 'approved').length,
      executed: destroys.filter((d) => d.status === 'executed').length,
      cancelled: destroys.filter((d) => d.status === 'cancelled').length,
    });
    expect(total).toBe(counts.executed);
    expect(list[0]).toMatchObject({ status: 'executed', totalQty: expect.any(Number), operator: expect.any(String) });
  });

  it('filters by query-string values as the browser sends them', () => {
    const d = getOutbound().warehouses.w1.destroys[3];
    const query = { no: d.no, sku: d.lines[0].sku, location: d.lines[0].location, reason: d.reason, createdFrom: d.createdAt, createdTo: d.createdAt };
    const r = call(LIST, { token: staff, warehouse: 'w1', query });
    expect(r.body.data.list.map((x: { no: string }) => x.no)).toEqual([d.no]);
    expect(r.body.data.counts[d.status]).toBe(1);
    expect(call(LIST, { token: staff, warehouse: 'w1', query: { ...query, reason: d.reason === 'other' ? 'damaged' : 'other' } }).body.data.total).toBe(0);
  });
});
