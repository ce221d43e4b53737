/**
 * The services of the inventory, count, relocation, task, attendance, print, logs, dashboard and
 * system areas check their answers with the contract's schemas (src/domain/<area>/answers.ts): an
 * answer missing what a screen reads is a "bad answer", never read as empty.
 */
import { countApi } from './count';
import { fetchDashboard } from './dashboard';
import { inventoryApi } from './inventory';
import { logsApi } from './logs';
import { printApi } from './print';
import { relocateApi } from './relocate';
import { resetPassword, userOptions } from './system';
import { taskApi } from './task';

jest.mock('@/utils/session', () => ({ handleUnauthorized: jest.fn() }));
jest.mock('@/i18n', () => ({ __esModule: true, default: { language: 'en', t: (key: string) => `t:${key}` } }));

function answerData(data: unknown) {
  (global as any).fetch = jest.fn(() =>
    Promise.resolve(new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
}
const badAnswer = { kind: 'badAnswer', message: 't:request.badAnswer' };

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
  answerData({ templates: [setting], printers: [] });
  await expect(printApi.settings()).resolves.toMatchObject({ printers: [] });
  answerData({ templates: [{ ...setting, template: 'poster' }], printers: [] });
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
