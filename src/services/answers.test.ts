import { fetchCurrentUser, login } from './auth';
import { destroyApi, outboundApi } from './outbound';
import { listRoles, listUsers } from './system';

jest.mock('@/utils/session', () => ({ handleUnauthorized: jest.fn() }));
jest.mock('@/i18n', () => ({ __esModule: true, default: { language: 'en', t: (key: string) => `t:${key}` } }));

/** Every request answers 200 with `{success, data}`. */
function answerData(data: unknown) {
  (global as any).fetch = jest.fn(() =>
    Promise.resolve(new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
}

const badAnswer = { kind: 'badAnswer', message: 't:request.badAnswer' };

test('a list answer without its rows is a bad answer, never "0 rows" (orders, destroy, users, roles)', async () => {
  answerData({ total: 0, counts: {}, all: 0 });
  await expect(outboundApi.orders('b2c', {})).rejects.toMatchObject(badAnswer);
  await expect(destroyApi.list({})).rejects.toMatchObject(badAnswer);
  await expect(outboundApi.waves('b2c')).rejects.toMatchObject(badAnswer);
  await expect(outboundApi.manifests('b2c', {})).rejects.toMatchObject(badAnswer);
  await expect(listUsers('system', {})).rejects.toMatchObject(badAnswer);
  await expect(listRoles('system', {})).rejects.toMatchObject(badAnswer);
  answerData({ list: [], total: 0 }); // a state list also needs its counts
  await expect(outboundApi.orders('b2c', {})).rejects.toMatchObject(badAnswer);
});

/** An order as listed, every field the console reads. */
const orderRow = {
  id: 'o1',
  no: 'SO1',
  kind: 'b2c',
  status: 'created',
  source: 'shop',
  receiverName: 'Ann',
  city: 'Shenzhen',
  carrier: 'SF',
  service: '',
  cartons: 1,
  lineCount: 1,
  totalQty: 2,
  skus: ['A'],
  trackingNos: [],
  printCount: 0,
  createdAt: '2026-10-02T00:00:00.000Z',
  updatedAt: '2026-10-02T00:00:00.000Z',
};

test('well-formed answers pass unchanged', async () => {
  const orders = { list: [orderRow], total: 1, counts: { created: 1 }, all: 1 };
  answerData(orders);
  await expect(outboundApi.orders('b2c', {})).resolves.toEqual(orders);
  answerData({ list: [], total: 0, current: 1, pageSize: 10 });
  await expect(listUsers('system', {})).resolves.toEqual({ list: [], total: 0, current: 1, pageSize: 10 });
});

test('an order needs its lines with the rows each was allocated from and why', async () => {
  const line = { sku: 'A', qty: 2, allocated: 2, picked: 0, short: 0, locations: ['L1×2'] };
  const receiver = { name: 'Ann', phone: '', address: 'Road 1', city: 'Shenzhen', country: '' };
  const order = { ...orderRow, receiver, parcels: [], records: [], history: [{ from: null, to: 'created', action: 'create', at: '2026-10-02T00:00:00.000Z', operator: 'admin' }] };
  answerData({ ...order, lines: [line] });
  await expect(outboundApi.order('b2c', 'o1')).rejects.toMatchObject(badAnswer);
  answerData({ ...order, lines: [{ ...line, allocations: [{ location: 'L1', qty: 2, picked: 0, rule: 'FEFO' }] }] });
  await expect(outboundApi.order('b2c', 'o1')).rejects.toMatchObject(badAnswer);
  const good = { ...order, lines: [{ ...line, allocations: [{ location: 'L1', qty: 2, picked: 0, rule: 'FEFO', lot: 'L9', expiry: '2027-01-03', receivedAt: '2026-10-02T00:00:00.000Z' }] }] };
  answerData(good);
  await expect(outboundApi.order('b2c', 'o1')).resolves.toEqual(good);
});

test('the current user needs its menu ids and warehouses; login needs its token', async () => {
  answerData({ id: 'u1', username: 'admin', name: 'Admin' });
  await expect(fetchCurrentUser()).rejects.toMatchObject(badAnswer);
  const user = { id: 'u1', username: 'admin', name: 'Admin', menuIds: ['4'], warehouses: [{ id: 'w1', code: 'SZ01', name: 'SZ' }], roles: [] };
  answerData(user);
  await expect(fetchCurrentUser()).resolves.toEqual(user);
  answerData({});
  await expect(login({ username: 'a', password: 'b' })).rejects.toMatchObject(badAnswer);
});
