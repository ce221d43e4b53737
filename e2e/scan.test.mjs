// The scan-station kit in the browser (src/kits/scan): on a 390 px handheld the scan field keeps
// the focus, a GS1 carton label fills GTIN, lot and expiry, a scan that cannot reach the server
// waits in the visible queue and is sent once when the connection returns, and a refusal by the
// server is shown at once in the user's language.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { animationsDone, api, apiToken, newPage, openPickWave, resetBackend, signIn, useBrowser } from './helpers.mjs';

const b = useBrowser();
const HANDHELD = { width: 390, height: 844 };
const GS = '\u001d';
let token;
const call = (path, opts = {}) => api(path, { token, warehouse: 'w1', method: 'GET', ...opts });

before(async () => {
  await resetBackend();
  token = await apiToken('staff');
});

/** The GS1 mod-10 check digit (as on a carton label). */
const checkDigit = (digits) => (10 - ([...digits].reduce((s, d, i) => s + Number(d) * ((digits.length - i) % 2 === 1 ? 3 : 1), 0) % 10)) % 10;

/** A product in stock whose barcode is a valid GTIN-13, so that a GS1 label can carry it. */
async function gs1Product() {
  const hits = (await call('/api/outbound/b2c/products?q=SKU00')).body.data;
  const p = hits.find((h) => h.available >= 10 && h.barcodes.some((c) => /^\d{13}$/.test(c) && checkDigit(c.slice(0, 12)) === Number(c[12])));
  assert.ok(p, 'a product with a GS1-valid barcode');
  return { sku: p.sku, gtin13: p.barcodes.find((c) => checkDigit(c.slice(0, 12)) === Number(c[12])) };
}

/** A new B2C wave holding one order of `qty` × `sku`: the wave and its only task. */
async function waveOf(sku, qty) {
  const order = (await call('/api/outbound/b2c/orders', { method: 'POST', body: { receiver: { name: 'Scan Test', address: '1 Test Rd' }, carrier: 'SF', lines: [{ sku, qty }] } })).body.data;
  await call('/api/outbound/b2c/orders/bulk', { method: 'POST', body: { action: 'allocate', ids: [order.id] } });
  const wave = (await call('/api/outbound/b2c/waves', { method: 'POST', body: { orderIds: [order.id] } })).body.data;
  const tasks = (await call(`/api/outbound/b2c/waves/${wave.id}`)).body.data.tasks;
  return { wave, tasks };
}
const pickedOnServer = async (waveId) => (await call(`/api/outbound/b2c/waves/${waveId}`)).body.data.tasks.reduce((s, x) => s + x.picked, 0);

/** Staff's pick screen with the wave open. */
const openWave = (lang, wave) => openPickWave(b.browser, lang, wave, HANDHELD);

const scan = async (input, code) => {
  await input.fill(code);
  await input.press('Enter');
};
const inputFocused = (page) => page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'scan-input');

test('390 px: the scan field keeps the focus after a tap elsewhere and after a dialog; a GS1 carton label fills GTIN, lot and expiry (en)', async () => {
  const product = await gs1Product();
  const { wave, tasks } = await waveOf(product.sku, 2);
  const [task] = tasks;
  const { page, input } = await openWave('en', wave);
  await inputFocused(page);

  // a tap on the progress and on the task: the focus comes back to the field
  await page.locator('[data-testid=pick-progress]').click();
  await inputFocused(page);
  await page.locator('[data-testid=pick-current]').click();
  await inputFocused(page);
  // a dialog takes the focus while open and gives it back when it closes
  await page.getByRole('button', { name: 'Short pick' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Quantity found').waitFor();
  await animationsDone(page); // a click while the dialog zooms in can land beside the moving button
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await inputFocused(page);
  // Esc clears what was typed
  await input.fill('A-HALF-TYPED');
  await input.press('Escape');
  assert.equal(await input.inputValue(), '');

  await page.getByTestId('scan-step').filter({ hasText: 'Step 1 of 3' }).waitFor();
  await scan(input, task.location);
  await page.getByRole('status').filter({ hasText: task.location }).waitFor();
  await page.getByTestId('scan-step').filter({ hasText: 'Step 2 of 3' }).waitFor();

  // a GS1 label with a wrong check digit is refused, translated, and changes nothing
  await scan(input, `]C101${'0'}${product.gtin13.slice(0, 12)}${(Number(product.gtin13[12]) + 1) % 10}`);
  await page.getByRole('alert').filter({ hasText: 'GS1 check digit wrong (01)' }).waitFor();
  await page.getByTestId('scan-step').filter({ hasText: 'Step 2 of 3' }).waitFor();

  // the carton label: GTIN-14, expiry 00 (end of month), lot ended by FNC1, serial
  await scan(input, `]C1010${product.gtin13}17270600` + `10LOT-42${GS}21SER9`);
  await page.getByTestId('carton-gtin').filter({ hasText: `0${product.gtin13}` }).waitFor();
  assert.match(await page.getByTestId('carton-lot').innerText(), /Lot\s*LOT-42/);
  assert.match(await page.getByTestId('carton-expiry').innerText(), /Expiry\s*2027-06-30/);
  await page.getByRole('status').filter({ hasText: `Product ${task.sku} OK` }).waitFor();
  await page.getByTestId('scan-step').filter({ hasText: 'Step 3 of 3' }).waitFor();
  await inputFocused(page);
  assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= window.innerWidth), 'no horizontal scroll at 390 px');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('no connection: picks wait in the visible queue, with their keys; when the connection returns they are sent in order, each applied once (zh)', async () => {
  const { sku } = await gs1Product();
  const { wave, tasks } = await waveOf(sku, 3);
  const [task] = tasks;
  const { page, input } = await openWave('zh', wave);

  // The first pick reaches the server but its answer is lost; later tries cannot reach it.
  let down = true;
  let lostAnswer = true;
  const keys = [];
  await page.route(/\/api\/outbound\/b2c\/waves\/[^/]+\/tasks\/[^/]+\/pick$/, async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (!down) return route.fallback();
    if (lostAnswer) {
      lostAnswer = false;
      await route.fetch();
    }
    return route.abort('internetdisconnected');
  });
  const pickOne = async () => {
    await scan(input, task.location);
    await page.getByRole('status').filter({ hasText: task.location }).waitFor();
    await scan(input, task.sku);
    await page.getByRole('status').filter({ hasText: task.sku }).waitFor();
    await scan(input, '1');
  };

  await pickOne();
  const queue = page.getByTestId('scan-queue');
  await queue.filter({ hasText: '待发送 1 条' }).waitFor();
  await page.getByRole('alert').filter({ hasText: '无网络' }).waitFor();
  assert.match(await queue.innerText(), new RegExp(`1 × ${task.sku} \\(${task.location}\\)`));
  assert.equal(await pickedOnServer(wave.id), 1, 'the lost answer: the server did apply the first pick');
  // the picker goes on: the queued piece counts, the next scan waits behind it
  await page.getByTestId('pick-current').filter({ hasText: new RegExp(`数量[:：]\\s*${task.qty - 1}`) }).waitFor();
  await pickOne();
  await queue.filter({ hasText: '待发送 2 条' }).waitFor();
  const stored = await page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith('wms.scanQueue:')));
  assert.equal(stored.length, 1, 'one queue, stored under user, warehouse and screen');
  assert.match(stored[0][0], /^wms\.scanQueue:[^:]+:w1:outbound\.b2c\.pick$/);
  assert.equal(JSON.parse(stored[0][1]).length, 2);

  // The connection returns.
  down = false;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await queue.waitFor({ state: 'detached' });
  await page.getByRole('status').filter({ hasText: '已发送' }).waitFor();
  assert.equal(await pickedOnServer(wave.id), 2, 'each pick applied once: the resent first one was answered from its key');
  const [first, ...rest] = keys;
  assert.ok(first && rest.includes(first), 'the first pick was sent again with its own key');
  assert.equal(new Set(keys).size, 2, 'one key per scan');
  assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('wms.scanQueue:')).length), 0, 'the stored queue is gone');
  await page.getByTestId('pick-current').filter({ hasText: new RegExp(`数量[:：]\\s*${task.qty - 2}`) }).waitFor();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

for (const [lang, text] of [
  ['zh', (no) => `${no} 已扫描`],
  ['en', (no) => `${no} was already scanned`],
]) {
  test(`a scan the server refuses is shown at once, translated, and not queued (${lang})`, async () => {
    const labelled = (await call('/api/outbound/b2c/orders?status=labelled&carrier=SF&pageSize=50')).body.data.list.find((o) => o.trackingNos?.length);
    assert.ok(labelled, 'a labelled SF order');
    const trackingNo = labelled.trackingNos[0];
    const manifest = (await call('/api/outbound/b2c/manifests', { method: 'POST', body: { carrier: 'SF' } })).body.data;
    await call(`/api/outbound/b2c/manifests/${manifest.id}/scan`, { method: 'POST', body: { trackingNo } });
    const page = await newPage(b.browser, { lang, viewport: HANDHELD });
    await signIn(page, 'staff', '/outbound/b2c/delivery');
    await page.locator(`[data-testid="manifest-${manifest.no}"]`).click();
    const input = page.locator('[data-testid=manifest-input]');
    await scan(input, trackingNo);
    await page.getByRole('alert').filter({ hasText: text(trackingNo) }).waitFor();
    assert.equal(await page.getByTestId('scan-queue').count(), 0, 'a refusal is not queued');
    await page.context().close();
  });
}
