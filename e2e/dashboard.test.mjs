import { test } from 'node:test';
import assert from 'node:assert/strict';
import { api, apiToken, BASE_URL, dialog, login, newPage, pickOption, resetBackend, signIn, SUBMIT_NAME, useBrowser } from './helpers.mjs';
import { say } from './texts.mjs';

/**
 * The console's overview in both languages, as admin on warehouse w1: (a) the home page's figures
 * link to their lists, which open filtered and count what the figure said (an order of today's, a
 * state's orders, notices on their way, a stock alert); (b) an order edited through its form is in
 * the logs with its receiver's name before and after; (c) a clock-in on the attendance screen shows
 * the shift, and a second one is refused in the page's language; (d) a hold on a stock row (a write
 * of the ledger only) is in the logs with its figures before and after. Each test starts from the seed.
 */
const b = useBrowser();
const SEARCH = { zh: /^查\s?询$/, en: /^Search$/ };

/** Back to the seed; a fresh admin session for API fixtures (a reset ends every session). */
async function fresh() {
  await resetBackend();
  const token = await apiToken('admin');
  return (path, opts = {}) => api(path, { token, warehouse: 'w1', method: 'GET', ...opts });
}

const newOrder = async (call, name) => {
  const sku = (await call('/api/outbound/b2c/products?q=')).body.data[0].sku;
  const r = await call('/api/outbound/b2c/orders', { method: 'POST', body: { receiver: { name, address: '1 Test Rd' }, carrier: 'SF', lines: [{ sku, qty: 1 }] } });
  assert.equal(r.status, 200);
  return r.body.data;
};

/** The list each group's figures open, and the test id of its total. */
const TOTAL_OF = { b2c: 'order-total', inbound: 'notice-total', stock: 'inventory-stock-total' };

for (const lang of ['zh', 'en']) {
  const w = (key, vars) => say(lang, key, vars);

  test(`${lang}: each figure opens its list filtered, and the list counts what the figure said`, async () => {
    const call = await fresh();
    await newOrder(call, 'Dashboard Today');
    // a stock alert: units of a shelf row on hold
    const row = (await call('/api/inventory/rows?place=shelf&pageSize=100')).body.data.list.find((r) => r.available > 0 && r.hold === 0);
    assert.equal((await call(`/api/inventory/rows/${row.id}/hold`, { method: 'POST', body: { qty: 1, reason: 'dashboard' } })).status, 200);
    const page = await newPage(b.browser, { lang });
    await login(page, 'admin');
    assert.equal(new URL(page.url()).pathname, '/homepage');
    const figures = page.getByTestId('home-figures');
    await figures.getByTestId('figure-b2c-today').waitFor();
    // the figures' words are in the page's language
    await figures.getByTestId('figure-b2c-today').getByText(w('home.fig.newToday'), { exact: true }).waitFor();
    // one figure of each list, with something to count: today's orders, then the first non-zero of the others
    const values = await page.locator('[data-testid^="figure-value-"]').evaluateAll((els) => els.map((e) => [e.dataset.testid.slice('figure-value-'.length), Number(e.textContent)]));
    const chosen = ['b2c-today', ...['b2c', 'inbound', 'stock'].map((group) => values.find(([key, v]) => key.startsWith(`${group}-`) && key !== 'b2c-today' && v > 0)?.[0])];
    assert.ok(chosen.every(Boolean), `a non-zero figure in each group: ${JSON.stringify(values)}`);
    for (const key of chosen) {
      const value = Number(await page.getByTestId(`figure-value-${key}`).innerText());
      const href = await page.getByTestId(`figure-${key}`).getAttribute('href');
      await page.getByTestId(`figure-${key}`).click();
      await page.waitForURL((u) => `${u.pathname}${u.search}` === href);
      // the list, filtered by the address, totals the figure
      await page.getByTestId(TOTAL_OF[key.split('-')[0]]).filter({ hasText: w('kit.list.total', { total: value }) }).waitFor();
      await page.goBack();
      await page.getByTestId(`figure-${key}`).waitFor();
    }
    // the charts come after the figures, in their own chunk, once their card is in view
    await page.getByTestId('home-charts').scrollIntoViewIfNeeded();
    await page.getByTestId('chart-orders').getByText(w('home.chart.orders')).waitFor();
  });

  test(`${lang}: an order edited in its form is in the logs with the field before and after`, async () => {
    const call = await fresh();
    const order = await newOrder(call, 'Before Edit');
    const page = await newPage(b.browser, { lang });
    await signIn(page, 'admin', '/outbound/b2c');
    const filters = page.getByTestId('order-filters');
    await filters.getByLabel(w('outbound.order.no')).fill(order.no);
    await filters.getByRole('button', { name: SEARCH[lang] }).click();
    await page.getByTestId(`edit-${order.no}`).click();
    await dialog(page).locator('#receiver_name').waitFor();
    await page.waitForFunction(() => document.querySelector('[role=dialog] #receiver_name')?.value === 'Before Edit');
    await dialog(page).locator('#receiver_name').fill('After Edit');
    await dialog(page).getByRole('button', { name: SUBMIT_NAME }).click();
    await dialog(page).waitFor({ state: 'detached' });

    await page.goto(`${BASE_URL}/logs`);
    const logFilters = page.getByTestId('logs-filters');
    await logFilters.getByLabel(w('logs.record'), { exact: true }).fill(order.no);
    await logFilters.getByRole('button', { name: SEARCH[lang] }).click();
    const edit = page.getByTestId('logs-table').locator('tbody tr').filter({ hasText: w('logs.action.edit') }).filter({ hasText: order.no });
    await edit.waitFor();
    await edit.locator('[data-testid^="log-view-"]').click();
    const changes = page.getByTestId('log-drawer').getByTestId('log-changes');
    const row = changes.locator('tbody tr').filter({ hasText: 'receiver.name' });
    await row.waitFor();
    assert.deepEqual((await row.locator('td').allInnerTexts()).map((s) => s.trim()), ['receiver.name', 'Before Edit', 'After Edit']);
    await page.getByTestId('log-drawer').getByText(w('logs.entity.order'), { exact: true }).waitFor();
  });

  test(`${lang}: a write that changes only the ledger (a hold on a stock row) is in the logs, in the page's words, with the figures before and after`, async () => {
    const call = await fresh();
    const row = (await call('/api/inventory/rows?place=shelf&pageSize=100')).body.data.list.find((r) => r.available >= 5 && r.hold === 0);
    assert.ok(row, 'a shelf row with units available');
    const held = await call(`/api/inventory/rows/${row.id}/hold`, { method: 'POST', body: { qty: 2, reason: 'e2e audit' } });
    assert.equal(held.status, 200, JSON.stringify(held.body));
    const page = await newPage(b.browser, { lang });
    await signIn(page, 'admin', '/logs');
    const logFilters = page.getByTestId('logs-filters');
    await logFilters.getByLabel(w('logs.record'), { exact: true }).fill(`${row.sku} @ ${row.location}`);
    await logFilters.getByRole('button', { name: SEARCH[lang] }).click();
    const entry = page.getByTestId('logs-table').locator('tbody tr').filter({ hasText: w('logs.action.hold') }).filter({ hasText: w('logs.entity.stock') });
    await entry.waitFor();
    await entry.locator('[data-testid^="log-view-"]').click();
    const hold = page.getByTestId('log-drawer').getByTestId('log-changes').locator('tbody tr').filter({ hasText: /^hold/ });
    await hold.waitFor();
    assert.deepEqual((await hold.locator('td').allInnerTexts()).map((s) => s.trim()), ['hold', '0', '2']);
  });

  test(`${lang}: a clock-in shows the shift on the attendance screen; a second one is refused`, async () => {
    await fresh();
    const page = await newPage(b.browser, { lang });
    await signIn(page, 'admin', '/data/attendance');
    const card = page.getByTestId('attendance-clock');
    await pickOption(page, card.getByLabel(w('data.attendance.worker')), 'Li Staff');
    await pickOption(page, card.getByLabel(w('data.attendance.station')), 'RCV-01');
    await page.getByTestId('clock-in').click();
    await page.getByText(w('data.attendance.clockedIn', { worker: 'Li Staff', station: 'RCV-01' })).first().waitFor();
    // the shift, open, first in the list
    const first = page.getByTestId('shifts-table').locator('tbody tr[data-row-key]').first();
    await first.filter({ hasText: 'Li Staff' }).filter({ hasText: w('data.attendance.onShift') }).waitFor();
    // clocked in already: the server's refusal in the page's language
    await page.getByTestId('clock-in').click();
    await page.getByText(w('server.data.attendance.alreadyIn', { worker: 'Li Staff', position: 'RCV-01' })).first().waitFor();
    // the productivity table has the seeded work
    await page.getByTestId('productivity-table').locator('tbody tr').filter({ hasText: 'Li Staff' }).waitFor();
  });
}

test('a cold load of the home page asks for its figures at the start, once, with the current user (not after the layout)', async () => {
  await resetBackend();
  const page = await newPage(b.browser, { lang: 'zh' });
  await login(page, 'admin');
  await page.locator('[data-testid=home-figures] [data-testid^=figure-value-]').first().waitFor();
  const sent = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/')) sent.push(pathname);
  });
  await page.reload();
  await page.locator('[data-testid=home-figures] [data-testid^=figure-value-]').first().waitFor();
  assert.equal(sent.filter((p) => p === '/api/dashboard').length, 1, sent.join(', '));
  assert.equal(sent.filter((p) => p === '/api/warehouses/current').length, 1, sent.join(', '));
  // asked for before anything the rendered layout asks for (the version check)
  const version = sent.indexOf('/api/getVersion');
  assert.ok(version < 0 || sent.indexOf('/api/dashboard') < version, sent.join(', '));
  assert.ok(sent.indexOf('/api/dashboard') <= sent.indexOf('/api/currentUser') + 2, sent.join(', '));
  await page.context().close();
});

test('a settled home page runs no endless animation (the charts placeholder below the fold is still)', async () => {
  const page = await newPage(b.browser, { lang: 'en' });
  await login(page, 'admin');
  await page.locator('[data-testid=home-figures] [data-testid^=figure-value-]').first().waitFor();
  await page.getByTestId('home-warehouse').getByText(say('en', 'warehouse.timeZone')).waitFor();
  await page.waitForLoadState('networkidle');
  // the charts wait below the fold: their placeholder is what is shown
  assert.equal(await page.getByTestId('chart-shipped').count(), 0, 'the charts are out of view at 1366 x 860');
  await page.getByTestId('home-charts').waitFor();
  const endless = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations === Infinity)
      .map((a) => `${a.animationName ?? a.transitionProperty} on ${a.effect.target?.className}`),
  );
  assert.deepEqual(endless, []);
  // scrolled into view, the charts load and draw
  await page.getByTestId('home-charts').scrollIntoViewIfNeeded();
  await page.getByTestId('chart-shipped').waitFor();
  await page.context().close();
});
