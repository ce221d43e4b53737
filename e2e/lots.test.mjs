import { test } from 'node:test';
import assert from 'node:assert/strict';
import { animationsDone, api, apiToken, axeViolations, dialog, formatViolations, newPage, resetBackend, sideMenu, signIn, useBrowser } from './helpers.mjs';
import { readTexts } from './texts.mjs';
import { packThroughApi } from './packing.mjs';

/**
 * The lot trace (recall) in both languages, as admin on w1: a lot the seed put on shelves is
 * shipped by an order (through the API: allocated FEFO, picked with its lot, labelled, manifested);
 * the screen, opened from the inventory menu, finds the lot by what is typed, shows where its units
 * are and the order that shipped it, then holds the whole lot: every row of it held, none available.
 */
const b = useBrowser();
const TEXTS = { zh: readTexts('zh'), en: readTexts('en') };

/** Back to the seed; a fresh admin session for API fixtures (a reset ends every session). */
async function fresh() {
  await resetBackend();
  const token = await apiToken('admin');
  return (path, opts = {}) => api(path, { token, warehouse: 'w1', method: 'GET', ...opts });
}

const ok = (r, what) => {
  assert.ok(r.status >= 200 && r.status < 300, `${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body.data;
};

/** Ships one unit of a seeded lot: FEFO takes a row with an expiry (the lots) before the rows without. */
async function shipLot(call) {
  const { history: _h, ...config } = ok(await call('/api/master/warehouse-config'), 'config');
  const keep = ['allocationRule', 'blindCount', 'recountVariancePct', 'unknownLot', 'stations', 'defaultUnit', 'defaultCartonUnit'];
  ok(await call('/api/master/warehouse-config', { method: 'PUT', body: { ...Object.fromEntries(keep.map((k) => [k, config[k]])), allocationRule: 'FEFO' } }), 'FEFO');
  const rows = ok(await call('/api/inventory/rows?place=shelf&pageSize=1000'), 'rows').list;
  const row = rows.find((r) => r.lot && r.available >= 2);
  assert.ok(row, 'a seeded lot on a shelf');
  const order = ok(await call('/api/outbound/b2c/orders', { method: 'POST', body: { receiver: { name: 'Recall Test', address: '1 Main St' }, carrier: 'SF', lines: [{ sku: row.sku, qty: 1 }] } }), 'order');
  ok(await call('/api/outbound/b2c/orders/bulk', { method: 'POST', body: { action: 'allocate', ids: [order.id] } }), 'allocate');
  const wave = ok(await call('/api/outbound/b2c/waves', { method: 'POST', body: { orderIds: [order.id] } }), 'wave');
  const task = ok(await call(`/api/outbound/b2c/waves/${wave.id}`), 'wave detail').tasks[0];
  assert.ok(task.lot, 'the pick is lot-controlled');
  ok(await call(`/api/outbound/b2c/waves/${wave.id}/tasks/${task.id}/pick`, { method: 'POST', body: { qty: 1, lot: task.lot } }), 'pick');
  await packThroughApi(call, 'b2c', order.id);
  const labelled = ok(await call(`/api/outbound/b2c/orders/${order.id}/label`, { method: 'POST' }), 'label');
  const manifest = ok(await call('/api/outbound/b2c/manifests', { method: 'POST', body: { carrier: 'SF' } }), 'manifest');
  ok(await call(`/api/outbound/b2c/manifests/${manifest.id}/scan`, { method: 'POST', body: { trackingNo: labelled.parcels[0].trackingNo } }), 'scan');
  ok(await call(`/api/outbound/b2c/manifests/${manifest.id}/confirm`, { method: 'POST' }), 'confirm');
  return { lot: task.lot, orderNo: order.no };
}

for (const lang of ['zh', 'en']) {
  test(`lot recall (${lang}): find a lot, see where it is and which order shipped it, hold the whole lot`, async () => {
    const call = await fresh();
    const { lot, orderNo } = await shipLot(call);
    const trace = ok(await call(`/api/inventory/lots/trace?lot=${encodeURIComponent(lot)}`), 'trace');
    assert.ok(trace.rows.length > 0 && trace.totals.available > 0, 'the lot has units left');

    const page = await newPage(b.browser, { lang });
    await signIn(page, 'admin', '/inventory');
    // the screen is on the inventory menu
    await sideMenu(page).getByRole('link', { name: TEXTS[lang]['menu.inventory.lot'] }).click();
    await page.waitForURL(/\/inventory\/lot$/);
    await page.getByTestId('lot-input').fill(lot.toLowerCase());
    await page.getByTestId('lot-search').click();

    // where it is now: every row of the lot the API lists, and the order that shipped it
    const rows = page.getByTestId('lot-rows').locator('tbody tr[data-row-key]');
    await rows.first().waitFor();
    assert.equal(await rows.count(), trace.rows.length);
    for (const r of trace.rows) await page.getByTestId('lot-rows').locator(`tr[data-row-key="${r.id}"]`).filter({ hasText: r.location }).waitFor();
    await page.getByTestId(`lot-shipped-${orderNo}`).waitFor();
    assert.equal(await page.getByTestId('lot-total-shipped').innerText(), '1');
    assert.match(await page.getByTestId('lot-documents').innerText(), new RegExp(orderNo));
    // the trace as a whole passes axe (a11y.test.mjs sees the screen before a lot is asked for), the
    // pointer off the search button and its colour settled (a hovered primary button is lighter)
    await page.mouse.move(0, 0);
    await animationsDone(page);
    assert.equal(formatViolations(await axeViolations(page)), '');

    // hold the lot: one action, every row held, nothing available
    await page.getByTestId('lot-hold').click();
    const d = dialog(page);
    await d.filter({ hasText: TEXTS[lang]['inventory.lot.holdTitle'].replace('{{lot}}', lot) }).waitFor();
    // the dialog zoomed in fully: axe reads a fading text's colour as low contrast
    await animationsDone(page);
    assert.equal(formatViolations(await axeViolations(page, { overlaysOnly: true })), '');
    await d.locator('textarea').fill('recall');
    await page.getByTestId('lot-hold-save').click();
    await page.getByTestId('lot-total-available').filter({ hasText: /^0$/ }).waitFor();
    for (const r of trace.rows) await page.getByTestId(`lot-held-${r.id}`).waitFor();
    const after = ok(await call(`/api/inventory/lots/trace?lot=${encodeURIComponent(lot)}`), 'trace after');
    assert.equal(after.totals.available, 0);
    assert.equal(after.totals.hold, trace.totals.hold + trace.totals.available);
    assert.deepEqual(page.errors, []);
  });
}
