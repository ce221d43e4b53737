import { test } from 'node:test';
import assert from 'node:assert/strict';
import { animationsDone, api, apiToken, BASE_URL, dialog, fieldHelp, newPage, resetBackend, signIn, useBrowser } from './helpers.mjs';
import { readTexts } from './texts.mjs';

/**
 * The inventory screens in both languages, as admin on warehouse w1: (a) the stock list finds a SKU
 * by one of its barcodes with the API's figures and drills down to its rows; (b) a hold on a row
 * takes units out of available (row and stock list), a release of more than is held (the row
 * changed meanwhile) shows the server's refusal, the rest released puts it back; (c) the records of
 * a row, opened from it, start with its hold and release lines and their reasons. Each test starts
 * from the seed (reset) and finds its data through the API: no fixed SKU.
 */
const b = useBrowser();
const TEXTS = { zh: readTexts('zh'), en: readTexts('en') };
/** A translated text with its values, as i18next fills it in. */
const say = (lang, key, vars = {}) => TEXTS[lang][key].replace(/{{(\w+)}}/g, (_, k) => String(vars[k]));
const SEARCH = { zh: /^查\s?询$/, en: /^Search$/ };

/** Back to the seed; a fresh admin session for API fixtures (a reset ends every session). */
async function fresh() {
  await resetBackend();
  const token = await apiToken('admin');
  return (path, opts = {}) => api(path, { token, warehouse: 'w1', method: 'GET', ...opts });
}

/** A shelf row of a SKU with barcodes, enough available and nothing on hold (and its product). */
async function pickRow(call) {
  const rows = (await call('/api/inventory/rows?place=shelf&pageSize=1000')).body.data.list;
  for (const row of rows.filter((r) => r.available >= 10 && r.hold === 0)) {
    const product = (await call(`/api/master/products?code=${row.sku}`)).body.data.list.find((p) => p.sku === row.sku);
    if (product?.barcodes.length) return { row, product };
  }
  throw new Error('no shelf row with available stock and a product with barcodes');
}

const stockOf = async (call, sku) => (await call(`/api/inventory/stock?sku=${sku}`)).body.data.list.find((s) => s.sku === sku);
const rowOf = async (call, row) => (await call(`/api/inventory/rows?sku=${row.sku}&location=${row.location}&pageSize=100`)).body.data.list.find((r) => r.id === row.id);
const text = (page, testId) => page.getByTestId(testId);
/** Waits until nothing in the page moves (a dialog zooming in). */
const settled = animationsDone;
const toast = (page, words) => page.locator('.ant-message-notice').filter({ hasText: words });

async function openDialog(page, testId) {
  await page.getByTestId(testId).click();
  await dialog(page).waitFor();
  await settled(page);
  return dialog(page);
}

for (const lang of ['zh', 'en']) {
  const w = (key, vars) => say(lang, key, vars);

  test(`${lang}: the stock list finds a SKU by a barcode with the API's figures; its on-hand figure opens its rows on the location screen`, async () => {
    const call = await fresh();
    const { product } = await pickRow(call);
    const sku = product.sku;
    const barcode = product.barcodes.at(-1);
    const stock = await stockOf(call, sku);
    const page = await newPage(b.browser, { lang });
    await signIn(page, 'admin', '/inventory');
    const filters = page.getByTestId('inventory-stock-filters');
    await filters.getByLabel(w('inventory.sku.filter')).fill(barcode);
    await filters.getByRole('button', { name: SEARCH[lang] }).click();
    // the one SKU of the barcode, with the server's on hand and available
    await text(page, `stock-onHand-${sku}`).filter({ hasText: new RegExp(`^${stock.onHand}$`) }).waitFor();
    await page.locator('[data-testid^="stock-onHand-"]').nth(1).waitFor({ state: 'detached' });
    assert.equal(await text(page, `stock-available-${sku}`).innerText(), String(stock.available));
    assert.equal(await text(page, `stock-hold-${sku}`).innerText(), String(stock.hold));
    // its name in the page's language
    await page.getByTestId('inventory-stock-table').getByText(lang === 'zh' ? product.nameZh : product.nameEn, { exact: true }).waitFor();

    // drill-down: the location screen filtered by the SKU (address and field), its rows only
    await text(page, `stock-onHand-${sku}`).click();
    await page.waitForURL((u) => u.pathname === '/inventory/location' && u.searchParams.get('sku') === sku);
    assert.equal(await page.getByTestId('inventory-rows-filters').getByLabel(w('inventory.sku.filter')).inputValue(), sku);
    const rows = (await call(`/api/inventory/rows?sku=${sku}&pageSize=100`)).body.data;
    assert.ok(rows.total > 0 && rows.total <= 20, `rows of ${sku} fit one page`);
    await page.locator('[data-testid^="row-onHand-"]').nth(rows.total - 1).waitFor();
    assert.equal(await page.locator('[data-testid^="row-onHand-"]').count(), rows.total);
    const shown = await page.locator('[data-testid^="row-onHand-"]').allInnerTexts();
    assert.equal(shown.reduce((n, v) => n + Number(v), 0), stock.onHand);
    assert.deepEqual(page.errors, []);
  });

  test(`${lang}: 3 units of a row put on hold leave available 3 lower (row and stock list); a release of more than is held shows the server's refusal; the rest released puts it back`, async () => {
    const call = await fresh();
    const { row } = await pickRow(call);
    const before = await stockOf(call, row.sku);
    const page = await newPage(b.browser, { lang });
    await signIn(page, 'admin', `/inventory/location?sku=${row.sku}&location=${row.location}`);
    await text(page, `row-available-${row.id}`).filter({ hasText: new RegExp(`^${row.available}$`) }).waitFor();
    // nothing held: no release offered
    assert.equal(await page.getByTestId(`release-${row.id}`).count(), 0);

    let form = await openDialog(page, `hold-${row.id}`);
    // more than available is refused on the form, nothing sent
    await form.getByLabel(w('inventory.hold.qty')).fill(String(row.available + 1));
    await form.getByLabel(w('inventory.hold.reason')).fill('Carton wet');
    await page.getByTestId('hold-save').click();
    await fieldHelp(form, 'holdForm_qty').filter({ hasText: w('inventory.hold.tooMany', { max: row.available }) }).waitFor();
    assert.equal((await rowOf(call, row)).hold, 0);
    await form.getByLabel(w('inventory.hold.qty')).fill('3');
    await page.getByTestId('hold-save').click();
    await form.waitFor({ state: 'hidden' });
    await text(page, `row-available-${row.id}`).filter({ hasText: new RegExp(`^${row.available - 3}$`) }).waitFor();
    assert.equal(await text(page, `row-hold-${row.id}`).innerText(), '3');
    assert.equal((await rowOf(call, row)).hold, 3);

    // the stock list: 3 on hold, available 3 lower
    await page.goto(`${BASE_URL}/inventory?sku=${row.sku}`);
    await text(page, `stock-hold-${row.sku}`).filter({ hasText: /^3$/ }).waitFor();
    assert.equal(await text(page, `stock-available-${row.sku}`).innerText(), String(before.available - 3));

    // release 3 while someone else released 1 already: the server refuses, naming what is held; the dialog keeps what was typed
    await page.goto(`${BASE_URL}/inventory/location?sku=${row.sku}&location=${row.location}`);
    form = await openDialog(page, `release-${row.id}`);
    assert.equal((await call(`/api/inventory/rows/${row.id}/release`, { method: 'POST', body: { qty: 1, reason: 'Checked elsewhere' } })).status, 200);
    await form.getByLabel(w('inventory.release.qty')).fill('3');
    await form.getByLabel(w('inventory.hold.reason')).fill('Checked, dry');
    await page.getByTestId('hold-save').click();
    await toast(page, w('server.inventory.notHeld', { hold: 2, sku: row.sku, location: row.location })).waitFor();
    assert.equal(await form.getByLabel(w('inventory.release.qty')).inputValue(), '3');
    assert.equal((await rowOf(call, row)).hold, 2);
    await form.getByLabel(w('inventory.release.qty')).fill('2');
    await page.getByTestId('hold-save').click();
    await form.waitFor({ state: 'hidden' });
    await text(page, `row-available-${row.id}`).filter({ hasText: new RegExp(`^${row.available}$`) }).waitFor();
    assert.equal(await text(page, `row-hold-${row.id}`).innerText(), '0');
    await page.getByTestId(`release-${row.id}`).waitFor({ state: 'detached' });
    assert.equal((await stockOf(call, row.sku)).available, before.available);
    assert.deepEqual(page.errors, []);
  });

  test(`${lang}: a row's records, opened from it, start with its hold and release lines and their reasons`, async () => {
    const call = await fresh();
    const { row } = await pickRow(call);
    const reasons = { hold: `Quality check ${lang}`, unhold: `Passed ${lang}` };
    assert.equal((await call(`/api/inventory/rows/${row.id}/hold`, { method: 'POST', body: { qty: 3, reason: reasons.hold } })).status, 200);
    assert.equal((await call(`/api/inventory/rows/${row.id}/release`, { method: 'POST', body: { qty: 3, reason: reasons.unhold } })).status, 200);
    const page = await newPage(b.browser, { lang });
    await signIn(page, 'admin', `/inventory/location?sku=${row.sku}&location=${row.location}`);
    await page.getByTestId(`records-${row.id}`).click();
    await page.waitForURL((u) => u.pathname === '/inventory/record' && u.searchParams.get('sku') === row.sku && u.searchParams.get('location') === row.location);
    const lines = page.getByTestId('inventory-records-table').locator('tr:has([data-testid^="type-"])');
    await lines.nth(1).waitFor();
    const [release, hold] = [lines.nth(0), lines.nth(1)];
    await release.getByTestId('type-unhold').filter({ hasText: w('inventory.type.unhold') }).waitFor();
    await release.getByText(reasons.unhold, { exact: true }).waitFor();
    await release.getByText('-3', { exact: true }).waitFor();
    await release.getByText(`${w('inventory.doc.hold')} HD`).waitFor();
    await hold.getByTestId('type-hold').filter({ hasText: w('inventory.type.hold') }).waitFor();
    await hold.getByText(reasons.hold, { exact: true }).waitFor();
    await hold.getByText('+3', { exact: true }).waitFor();
    // every line shown is of the row's SKU at its location
    const shown = await lines.count();
    const records = (await call(`/api/inventory/records?sku=${row.sku}&location=${row.location}`)).body.data;
    assert.equal(shown, Math.min(records.total, 20));
    assert.deepEqual(page.errors, []);
  });
}
