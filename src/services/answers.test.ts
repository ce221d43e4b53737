import { fetchCurrentUser, login } from './auth';
import { destroyApi, outboundApi } from './outbound';
import { listRoles, listUsers, resetPassword, userOptions } from './system';
import { countApi } from './count';
import { fetchDashboard } from './dashboard';
import { inventoryApi } from './inventory';
import { logsApi } from './logs';
import { printApi } from './print';
import { relocateApi } from './relocate';
import { taskApi } from './task';

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
  const order = { ...orderRow, receiver, parcels: [], packCartons: [], backorders: [], records: [], history: [{ from: null, to: 'created', action: 'create', at: '2026-10-02T00:00:00.000Z', operator: 'admin' }] };
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

// the inventory, count, relocation, task, attendance, print, logs, dashboard and system areas
test('a page needs its rows as the screen reads them, and its paging', async () => {
  const row = { id: 'r1', sku: 'A', nameZh: 'A', nameEn: 'A', category: 'c', onHand: 1, allocated: 0, picked: 0, hold: 0, available: 1, damaged: 0, staged: 0, locations: 1 };
  answerData({ list: [row], total: 1, current: 1, pageSize: 20 });
  await expect(inventoryApi.stock({})).resolves.toMatchObject({ total: 1 });
  answerData({ list: [{ ...row, onHand: '1' }], total: 1, current: 1, pageSize: 20 });
  await expect(inventoryApi.stock({})).rejects.toMatchObject(badAnswer);
  answerData({ list: [row], total: 1 });
  await expect(inventoryApi.stock({})).rejects.toMatchObject(badAnswer);
  answerData({ list: [], total: 0, current: 1, pageSize: 20 });
  await expect(logsApi.list({})).resolves.toMatchObject({ total: 0 });
});

test('states are the machine’s: an unknown one is a bad answer', async () => {
  answerData({ list: [], total: 0, counts: {}, all: 0, supervisor: false });
  await expect(taskApi.list({})).resolves.toMatchObject({ all: 0 });
  answerData({ list: [], total: 0, counts: {}, all: 0 });
  await expect(taskApi.list({})).rejects.toMatchObject(badAnswer);
  const setting = { template: 'pickList', enabled: true, printer: '' };
  const station = { station: 'PACK-01', printer: '', labelSize: '100x150' };
  answerData({ templates: [setting], printers: [], station });
  await expect(printApi.settings()).resolves.toMatchObject({ printers: [] });
  answerData({ templates: [{ ...setting, template: 'poster' }], printers: [], station });
  await expect(printApi.settings()).rejects.toMatchObject(badAnswer);
});

test('a document needs what its drawer reads (a count plan its tasks, a relocation its records)', async () => {
  answerData({ id: 'p1', no: 'CC1', status: 'open' });
  await expect(countApi.plan('p1')).rejects.toMatchObject(badAnswer);
  answerData({ id: 'x1', no: 'RL1', status: 'created' });
  await expect(relocateApi.get('x1')).rejects.toMatchObject(badAnswer);
});

test('reads of forms and one-off answers are checked too', async () => {
  answerData({ roles: [{ id: 'r1', code: 'admin' }], warehouses: [] });
  await expect(userOptions('system')).rejects.toMatchObject(badAnswer);
  answerData({});
  await expect(resetPassword('system', 'u1')).rejects.toMatchObject(badAnswer);
  answerData({ password: 'Ab3defghijkl' });
  await expect(resetPassword('system', 'u1')).resolves.toEqual({ password: 'Ab3defghijkl' });
  answerData({ groups: [], figures: [], charts: {} });
  await expect(fetchDashboard({ day: '2026-01-01', weekDay: '2025-12-29', dayStart: '', dayEnd: '', weekStart: '' })).rejects.toMatchObject(badAnswer);
});
