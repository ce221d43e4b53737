import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { packThroughApi } from './packing.mjs';
import { api, BASE_URL, confirmPopconfirm, login, newPage, pickOption, popconfirm, resetBackend, selectOption, sideMenu, signIn, useBrowser } from './helpers.mjs';

const b = useBrowser();
let token;
const W = 'w1';
const call = (path, opts = {}) => api(path, { token, warehouse: W, ...opts });

before(async () => {
  await resetBackend();
  token = (await api('/api/login', { body: { username: 'staff', password: 'staff123' } })).body.data.token;
});

const availableOf = async (sku) => (await call(`/api/outbound/b2c/products?q=${sku}`, { method: 'GET' })).body.data[0].available;
const orderByNo = async (kind, no) => (await call(`/api/outbound/${kind}/orders?no=${no}`, { method: 'GET' })).body.data.list[0];
const newOrder = async (kind, sku, qty, extra = {}) =>
  (await call(`/api/outbound/${kind}/orders`, { body: { receiver: { name: 'E2E Receiver', address: '1 Test Rd' }, carrier: 'SF', lines: [{ sku, qty }], ...extra } })).body.data;

/** Staff's B2C order list (zh), searched for order `no`: the page and that order's table row. */
async function openOrderRow(no) {
  const page = await newPage(b.browser, { lang: 'zh' });
  await signIn(page, 'staff', '/outbound/b2c');
  await page.locator('[data-testid=order-filters] input#no').fill(no);
  await page.locator('[data-testid=order-filters] input#no').press('Enter');
  await page.locator(`[data-testid="order-${no}"]`).waitFor();
  return { page, row: page.locator('tr', { has: page.locator(`[data-testid="order-${no}"]`) }) };
}

/**
 * Scan-picks every open task of `orderNo` in the newest wave. After each quantity it waits for a
 * stable state: the scan's success message together with the progress counting the task; after the
 * wave's last task, the success message of that last scan next to "wave complete".
 */
async function scanPickWave(page, kind, orderNo) {
  const waves = (await call(`/api/outbound/${kind}/waves`, { method: 'GET' })).body.data.list;
  const wave = waves[0];
  await page.goto(`${BASE_URL}/outbound/${kind}/pick`);
  await page.locator(`[data-testid="wave-${wave.no}"]`).click();
  const detail = (await call(`/api/outbound/${kind}/waves/${wave.id}`, { method: 'GET' })).body.data;
  const input = page.locator('[data-testid=scan-input]');
  const ours = detail.tasks.filter((x) => x.orderNo === orderNo && x.status === 'open');
  let done = detail.tasks.filter((x) => x.status !== 'open').length;
  let picked;
  for (const task of ours) {
    await page.locator('[data-testid=pick-current]').filter({ hasText: task.location }).filter({ hasText: task.sku }).waitFor();
    await input.fill(task.location);
    await input.press('Enter');
    await page.locator('[data-testid=scan-feedback-info]').filter({ hasText: task.location }).waitFor();
    await input.fill(task.barcodes[0]);
    await input.press('Enter');
    await page.locator('[data-testid=scan-feedback-info]').filter({ hasText: task.sku }).waitFor();
    await input.fill(String(task.qty));
    // the wave is loaded again after the pick
    const reloaded = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname.endsWith(`/waves/${wave.id}`));
    await input.press('Enter');
    done += 1;
    picked = page.locator('[data-testid=scan-feedback-success]').filter({ hasText: `${task.qty} × ${task.sku}` });
    await picked.waitFor();
    await page.locator('[data-testid=pick-progress]').getByText(new RegExp(`^${done}/${detail.tasks.length}$`)).waitFor();
    await reloaded;
  }
  if (picked && done === detail.tasks.length) {
    // Wave complete: the completion shows and the last scan's result is still there with it.
    await page.locator('[data-testid=pick-all-done]').waitFor();
    // The reload after the last pick has landed (awaited above); once a frame has been drawn since, nothing replaced the message.
    await page.evaluate(() => new Promise((r) => { requestAnimationFrame(() => requestAnimationFrame(r)); }));
    assert.ok(await page.locator('[data-testid=pick-all-done]').isVisible());
    assert.ok(await picked.isVisible(), 'the last scan result stays visible once the wave is complete');
    assert.equal(await page.locator('[data-testid=scan-input]').count(), 0);
  }
}


/**
 * Fills the new-manifest form step by step (each choice seen in its field) and waits for the created
 * message; `carrier` as the select shows it (code · name in the page's language).
 */
async function createManifest(page, { carrier, dock, trailer }) {
  const choose = async (field, value) => {
    await page.locator(`[data-testid=${field}]`).click();
    await selectOption(page, new RegExp(`^${value}$`)).click();
    await page.locator(`[data-testid=${field}]`).getByTitle(value, { exact: true }).waitFor();
  };
  await choose('manifest-carrier', carrier);
  if (dock) await choose('manifest-dock', dock);
  if (trailer) await page.locator('[data-testid=manifest-trailer]').fill(trailer);
  await page.locator('[data-testid=manifest-create]').click();
  await page.locator('.ant-message-notice').filter({ hasText: /MF\d+/ }).waitFor();
}
test('B2C: create → allocate → wave → scan-pick → label → manifest → shipped; stock reduced by the ordered qty', async () => {
  const sku = 'SKU00011';
  const avail0 = await availableOf(sku);
  const order = await newOrder('b2c', sku, 3);
  const { page, row } = await openOrderRow(order.no);
  await row.locator('input[type=checkbox]').check();
  await page.locator('[data-testid=bulk-allocate]').click();
  await row.locator('[data-testid=status-allocated]').waitFor();
  assert.equal(await availableOf(sku), avail0 - 3);

  await row.locator('input[type=checkbox]').check();
  await page.locator('[data-testid=bulk-wave]').click();
  await row.locator('[data-testid=status-picking]').waitFor();

  await scanPickWave(page, 'b2c', order.no);
  assert.equal((await orderByNo('b2c', order.no)).status, 'picked');
  // packed at the bench (its own test: e2e/pack.test.mjs), then labelled here
  await packThroughApi(call, 'b2c', order.id);

  await page.goto(`${BASE_URL}/outbound/b2c/label`);
  await page.locator(`[data-testid="label-${order.no}"]`).click();
  await page.locator('[data-testid=tab-labelled]').click();
  const tracking = (await orderByNo('b2c', order.no)).trackingNos[0];
  assert.ok(tracking);
  await page.locator(`[data-testid="tracking-${order.no}"]`).filter({ hasText: tracking }).waitFor();

  await page.goto(`${BASE_URL}/outbound/b2c/delivery`);
  await createManifest(page, { carrier: 'SF · 顺丰' });
  const input = page.locator('[data-testid=manifest-input]');
  await input.fill('NOT-A-PARCEL');
  await input.press('Enter');
  await page.locator('[data-testid=manifest-feedback-error]').waitFor();
  await input.fill(tracking);
  await input.press('Enter');
  await page.locator('[data-testid=manifest-feedback-success]').waitFor();
  await page.locator('[data-testid=manifest-confirm]').click();
  await confirmPopconfirm(page);
  // the open manifest's own status (the history beside it has confirmed manifests already)
  await page.locator('[data-testid=manifest-scan] [data-testid=status-confirmed]').waitFor();

  const shipped = await orderByNo('b2c', order.no);
  assert.equal(shipped.status, 'shipped');
  const detail = (await call(`/api/outbound/b2c/orders/${shipped.id}`, { method: 'GET' })).body.data;
  const onHandDelta = detail.records.reduce((s, r) => s + r.delta.onHand, 0);
  assert.equal(onHandDelta, -3, 'on-hand reduced by the ordered quantity');
  assert.equal(await availableOf(sku), avail0 - 3);
  assert.deepEqual(page.errors, []);
});

test('pick: a wrong SKU scan is refused with a message in the current language (en)', async () => {
  const order = await newOrder('b2c', 'SKU00021', 1);
  await call('/api/outbound/b2c/orders/bulk', { body: { action: 'allocate', ids: [order.id] } });
  await call('/api/outbound/b2c/waves', { body: { orderIds: [order.id] } });
  const page = await newPage(b.browser, { lang: 'en' });
  await login(page, 'staff');
  const wave = (await call('/api/outbound/b2c/waves', { method: 'GET' })).body.data.list[0];
  const task = (await call(`/api/outbound/b2c/waves/${wave.id}`, { method: 'GET' })).body.data.tasks[0];
  await page.goto(`${BASE_URL}/outbound/b2c/pick`);
  await page.locator(`[data-testid="wave-${wave.no}"]`).click();
  const input = page.locator('[data-testid=scan-input]');
  await input.fill('Z-99-99-99');
  await input.press('Enter');
  await page.locator('[data-testid=scan-feedback-error]').filter({ hasText: 'Wrong location' }).waitFor();
  await input.fill(task.location);
  await input.press('Enter');
  await input.fill('SKU00022');
  await input.press('Enter');
  const err = page.locator('[data-testid=scan-feedback-error]');
  await err.filter({ hasText: 'Wrong SKU' }).waitFor();
  assert.match(await err.innerText(), /SKU00022.*SKU00021/);
  assert.equal((await call(`/api/outbound/b2c/waves/${wave.id}`, { method: 'GET' })).body.data.tasks[0].picked, 0);
});

test('cancelling an allocated order (with a reason) releases its stock; an illegal cancel answers 409 in Chinese', async () => {
  const sku = 'SKU00031';
  const avail0 = await availableOf(sku);
  const order = await newOrder('b2c', sku, 4);
  await call('/api/outbound/b2c/orders/bulk', { body: { action: 'allocate', ids: [order.id] } });
  assert.equal(await availableOf(sku), avail0 - 4);
  const { page, row } = await openOrderRow(order.no);
  await row.locator('input[type=checkbox]').check();
  await page.locator('[data-testid=bulk-cancel]').click();
  await page.locator('[data-testid=reason-input]').fill('客户取消');
  await page.locator('[data-testid=reason-ok]').click();
  await row.locator('[data-testid=status-cancelled]').waitFor();
  assert.equal(await availableOf(sku), avail0);
  const again = await call('/api/outbound/b2c/orders/bulk', { body: { action: 'cancel', ids: [order.id], reason: 'x' }, lang: 'zh-CN' });
  assert.match(again.body.data.failed[0].message, /已取消/);
});

test('import: a bad row is shown with its errors; only the valid rows are imported', async () => {
  const page = await newPage(b.browser, { lang: 'en' });
  await signIn(page, 'staff', '/outbound/b2c');
  await page.locator('[data-testid=order-import]').click();
  const csv = [
    'no,receiver,phone,address,city,carrier,cartons,sku,qty',
    'IMP-E2E-1,Ann,123,1 Main St,LA,SF,,SKU00005,2',
    'IMP-E2E-2,,123,2 Main St,LA,SF,,NOPE,0',
    'IMP-E2E-1,Bob,123,3 Main St,LA,UPS,,SKU00006,1',
  ].join('\n');
  await page.locator('input[type=file]').setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.locator('[data-testid=import-summary]').filter({ hasText: '1 valid row, 2 with errors' }).waitFor();
  const preview = await page.locator('[data-testid=import-preview]').innerText();
  assert.match(preview, /Unknown SKU: NOPE/);
  assert.match(preview, /Bad quantity/);
  assert.match(preview, /Receiver is missing/);
  assert.match(preview, /IMP-E2E-1 already exists/);
  await page.locator('[data-testid=import-submit]').click();
  await page.locator('.ant-message-notice').filter({ hasText: 'Imported 1 order' }).waitFor();
  assert.equal((await orderByNo('b2c', 'IMP-E2E-1')).receiverName, 'Ann');
  assert.equal((await call('/api/outbound/b2c/orders?no=IMP-E2E-2', { method: 'GET' })).body.data.total, 0);
});

test('order list filters: the carrier filter loads its own options and narrows the rows; Reset shows all again (en)', async () => {
  const page = await newPage(b.browser, { lang: 'en' });
  await signIn(page, 'staff', '/outbound/b2c');
  const rows = page.locator('[data-testid=order-table] tbody tr[data-row-key]');
  await rows.first().waitFor();
  const all = (await call('/api/outbound/b2c/orders?pageSize=1', { method: 'GET' })).body.data.total;
  const ups = (await call('/api/outbound/b2c/orders?pageSize=1&carrier=UPS', { method: 'GET' })).body.data.total;
  assert.ok(ups > 0 && ups < all);
  await page.locator('[data-testid="tab-all"]').filter({ hasText: `(${all})` }).waitFor();

  await pickOption(page, page.locator('[data-testid=order-filters]').getByRole('combobox', { name: 'Carrier' }), /^UPS$/);
  await page.locator('[data-testid=order-filters] button[type=submit]').first().click();
  // the counts are over the filters: "All" is the UPS total, and every row is a UPS order
  await page.locator('[data-testid="tab-all"]').filter({ hasText: `(${ups})` }).waitFor();
  const carrierColumn = await page.locator('[data-testid=order-table] thead th').evaluateAll((ths) => ths.findIndex((th) => th.textContent.trim() === 'Carrier'));
  const carriers = await rows.evaluateAll((trs, i) => trs.map((tr) => tr.children[i].textContent.trim()), carrierColumn);
  assert.ok(carriers.length > 0);
  assert.deepEqual([...new Set(carriers)], ['UPS']);

  await page.locator('[data-testid=order-filters] button').filter({ hasText: 'Reset' }).click();
  await page.locator('[data-testid="tab-all"]').filter({ hasText: `(${all})` }).waitFor();
  await page.close();
});

test('order list: a slow first answer shows no "no data", then the spinner, then the rows (zh)', async () => {
  const page = await newPage(b.browser, { lang: 'zh' });
  await login(page, 'staff');
  let release;
  const held = new Promise((r) => {
    release = r;
  });
  await page.route('**/api/outbound/b2c/orders?*', async (route) => {
    await held;
    await route.continue();
  });
  // any "no data" drawn in the list at any moment (the pending placeholder lasts only until the spinner)
  await page.addInitScript(() => {
    window.__sawEmpty = false;
    new MutationObserver(() => {
      if (document.querySelector('.wms-list')?.textContent.includes('暂无数据')) window.__sawEmpty = true;
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(`${BASE_URL}/outbound/b2c`);
  await page.locator('.wms-list [aria-busy=true]').first().waitFor();
  assert.equal(await page.locator('.wms-list').getByText('暂无数据').count(), 0);
  assert.equal(await page.locator('[data-testid=tab-all]').textContent(), '全部'); // no count before the answer
  release();
  await page.locator('[data-testid=order-table] tbody tr[data-row-key]').first().waitFor();
  await page.locator('.wms-list [aria-busy=true]').first().waitFor({ state: 'detached' });
  assert.equal(await page.locator('[data-testid=list-pending]').count(), 0);
  assert.equal(await page.evaluate(() => window.__sawEmpty), false, 'no empty state before the rows');
  await page.close();
});

test('export: the CSV holds exactly the filtered rows', async () => {
  const page = await newPage(b.browser, { lang: 'zh' });
  await signIn(page, 'staff', '/outbound/b2c');
  await page.locator('[data-testid=order-filters] input#receiver').fill('E2E Receiver');
  await page.locator('[data-testid=order-filters] input#receiver').press('Enter');
  const expected = (await call('/api/outbound/b2c/orders?receiver=E2E%20Receiver', { method: 'GET' })).body.data.total;
  assert.ok(expected >= 2);
  await page.locator('[data-testid=order-export]').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=export-csv]').click()]);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const lines = readFileSync(path, 'utf8').replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  assert.equal(lines.length, expected + 1, 'header + one line per filtered order');
  assert.match(lines[0], /订单号/);
});

test('import .xlsx (zh): numbers from Excel arrive as text, bad rows show their errors, the invalid rows download as .xlsx with an errors column', async () => {
  const { default: writeExcelFile } = await import('write-excel-file/node');
  const { readSheet } = await import('read-excel-file/node');
  const page = await newPage(b.browser, { lang: 'zh' });
  await signIn(page, 'staff', '/outbound/b2c');
  await page.locator('[data-testid=order-import]').click();
  // Translated header row, a phone and the quantities typed as numbers (as Excel stores them).
  const xlsx = await writeExcelFile([
    ['订单号', '收件人', '电话', '地址', '城市', '承运商', '箱数', 'SKU', '数量'],
    ['IMP-XLSX-1', '张三', 13800138000, '北京市朝阳区 1 号', '北京', 'SF', null, 'SKU00005', 2],
    ['IMP-XLSX-2', null, 13900000000, '2 Main St', 'LA', 'SF', null, 'NOPE', 0],
    ['IMP-XLSX-3', 'Ann', '021-5555', '3 Main St', 'LA', 'UPS', null, 'SKU00006', 1.5],
  ]).toBuffer();
  await page.locator('input[type=file]').setInputFiles({ name: 'orders.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsx });
  await page.locator('[data-testid=import-summary]').filter({ hasText: '有效 1 行，错误 2 行' }).waitFor();
  assert.equal(await page.locator('[data-testid=import-file-name]').innerText(), 'orders.xlsx');
  const preview = await page.locator('[data-testid=import-preview]').innerText();
  assert.match(preview, /13800138000/);
  assert.doesNotMatch(preview, /13800138000\.0|1\.38e/i);
  assert.match(preview, /未知 SKU：NOPE/);
  assert.match(preview, /缺少收件人/);
  assert.match(preview, /数量无效：0/);
  assert.match(preview, /数量无效：1\.5/);

  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=import-download-invalid]').click()]);
  assert.equal(download.suggestedFilename(), 'b2c-import-errors.xlsx');
  const { readFileSync } = await import('node:fs');
  const sheet = await readSheet(readFileSync(await download.path()));
  assert.deepEqual(sheet[0], ['订单号', '收件人', '电话', '地址', '城市', '承运商', '箱数', 'SKU', '数量', '错误']);
  assert.equal(sheet.length, 3, 'header + the two invalid rows');
  assert.deepEqual(sheet[1].slice(0, 9), ['IMP-XLSX-2', null, '13900000000', '2 Main St', 'LA', 'SF', null, 'NOPE', '0']);
  assert.match(sheet[1][9], /缺少收件人/);
  assert.match(sheet[1][9], /未知 SKU：NOPE/);
  assert.equal(sheet[2][0], 'IMP-XLSX-3');
  assert.match(sheet[2][9], /数量无效：1\.5/);

  await page.locator('[data-testid=import-submit]').click();
  await page.locator('.ant-message-notice').filter({ hasText: '已导入 1 单' }).waitFor();
  const created = await orderByNo('b2c', 'IMP-XLSX-1');
  assert.equal(created.receiverName, '张三');
  const detail = (await call(`/api/outbound/b2c/orders/${created.id}`, { method: 'GET' })).body.data;
  assert.equal(detail.receiver.phone, '13800138000');
  assert.equal(detail.lines[0].qty, 2);
  assert.equal((await call('/api/outbound/b2c/orders?no=IMP-XLSX-2', { method: 'GET' })).body.data.total, 0);

  // The downloaded file goes back in as it is (its header and errors column are recognised).
  await page.locator('[data-testid=order-import]').click();
  await page.locator('input[type=file]').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/octet-stream', buffer: readFileSync(await download.path()) });
  await page.locator('[data-testid=import-summary]').filter({ hasText: '有效 0 行，错误 2 行' }).waitFor();
  assert.match(await page.locator('[data-testid=import-preview]').innerText(), /IMP-XLSX-3/);
  assert.deepEqual(page.errors, []);
});

test('import: a damaged .xlsx or an unsupported file shows a translated error and nothing breaks (en)', async () => {
  const page = await newPage(b.browser, { lang: 'en' });
  await signIn(page, 'staff', '/outbound/b2c');
  await page.locator('[data-testid=order-import]').click();
  await page.locator('input[type=file]').setInputFiles({ name: 'broken.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('PK\u0003\u0004 not really a workbook') });
  await page.locator('.ant-message-notice').filter({ hasText: 'Cannot read broken.xlsx: the file is damaged or is not a valid Excel / CSV file' }).waitFor();
  await page.locator('input[type=file]').setInputFiles({ name: 'orders.xls', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('whatever') });
  await page.locator('.ant-message-notice').filter({ hasText: 'Cannot import orders.xls: only Excel (.xlsx) and CSV files are supported' }).waitFor();
  assert.equal(await page.locator('[data-testid=import-preview]').count(), 0);
  // Still usable afterwards: a good CSV previews.
  await page.locator('input[type=file]').setInputFiles({ name: 'ok.csv', mimeType: 'text/csv', buffer: Buffer.from('X-OK-1,Ann,1,1 Main St,LA,SF,,SKU00005,1') });
  await page.locator('[data-testid=import-summary]').filter({ hasText: '1 valid row, 0 with errors' }).waitFor();
  const [template] = await Promise.all([page.waitForEvent('download'), (async () => {
    await page.locator('[data-testid=import-template]').click();
    await page.locator('[data-testid=import-template-xlsx]').click();
  })()]);
  assert.equal(template.suggestedFilename(), 'b2c-import-template.xlsx');
  const { readSheet } = await import('read-excel-file/node');
  const { readFileSync } = await import('node:fs');
  assert.deepEqual(await readSheet(readFileSync(await template.path())), [['Order no', 'Receiver', 'Phone', 'Address', 'City', 'Carrier', 'Cartons', 'SKU', 'Qty']]);
  assert.deepEqual(page.errors, []);
});

test('export: the Excel file holds exactly the filtered rows, with progress while the pages load', async () => {
  const { readSheet } = await import('read-excel-file/node');
  const page = await newPage(b.browser, { lang: 'zh' });
  await signIn(page, 'staff', '/outbound/b2c');
  await page.locator('[data-testid=order-filters] input#receiver').fill('E2E Receiver');
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/outbound/b2c/orders?') && r.url().includes('receiver=E2E')),
    page.locator('[data-testid=order-filters] input#receiver').press('Enter'),
  ]);
  const expected = (await call('/api/outbound/b2c/orders?receiver=E2E%20Receiver', { method: 'GET' })).body.data.total;
  assert.ok(expected >= 2);
  // The export's page requests (pageSize=500) are held until the progress has been seen.
  let releaseExport;
  const progressSeen = new Promise((r) => {
    releaseExport = r;
  });
  await page.route(/\/api\/outbound\/b2c\/orders\?.*pageSize=500/, async (route) => {
    await progressSeen;
    await route.continue();
  });
  await page.locator('[data-testid=order-export]').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.locator('[data-testid=export-xlsx]').click();
      await page.locator('[data-testid=export-progress]').waitFor();
      releaseExport();
    })(),
  ]);
  assert.equal(download.suggestedFilename(), 'b2c-orders.xlsx');
  const { readFileSync } = await import('node:fs');
  const sheet = await readSheet(readFileSync(await download.path()));
  assert.equal(sheet.length, expected + 1, 'header + one row per filtered order');
  assert.equal(sheet[0][0], '订单号');
  assert.ok(sheet.slice(1).every((r) => r[3] === 'E2E Receiver'), 'only the filtered receiver');
  assert.equal(typeof sheet[1][7], 'number', 'quantities are numbers in the sheet');
  await page.locator('.ant-message-notice').filter({ hasText: `已导出 ${expected} 行` }).waitFor();
  await page.locator('[data-testid=export-progress]').waitFor({ state: 'detached' });
  assert.deepEqual(page.errors, []);
});

// The refused hand-over is answered only once its OK button shows the loading state, as on a busy
// server: the answer then closes the confirmation while the button's loading icon is still leaving.
// The second confirmation must offer a plain OK again (it once kept the icon: named "loading OK").
test('B2B: cartons get one label each; the manifest needs every carton before hand-over', async () => {
  const sku = 'SKU00041';
  const before = await availableOf(sku);
  const order = await newOrder('b2b', sku, 6, { cartons: 2 });
  await call('/api/outbound/b2b/orders/bulk', { body: { action: 'allocate', ids: [order.id] } });
  await call('/api/outbound/b2b/waves', { body: { orderIds: [order.id] } });
  const page = await newPage(b.browser, { lang: 'en' });
  await login(page, 'staff');
  await scanPickWave(page, 'b2b', order.no);
  // packed in 2 cartons: the order's cartons are the packed ones, one label each
  await packThroughApi(call, 'b2b', order.id, 2);
  await page.goto(`${BASE_URL}/outbound/b2b/label`);
  await page.locator(`[data-testid="label-${order.no}"]`).click();
  await page.locator('[data-testid=tab-labelled]').click();
  const tracking = (await orderByNo('b2b', order.no)).trackingNos;
  assert.equal(tracking.length, 2);
  await page.goto(`${BASE_URL}/outbound/b2b/delivery`);
  await createManifest(page, { carrier: 'SF · SF Express', dock: 'D03', trailer: 'TR-E2E' });
  const input = page.locator('[data-testid=manifest-input]');
  await input.fill(tracking[0]);
  await input.press('Enter');
  await page.locator('[data-testid=manifest-feedback-success]').waitFor();
  let loadingSeen;
  const shownLoading = new Promise((r) => {
    loadingSeen = r;
  });
  await page.route(/\/api\/outbound\/b2b\/manifests\/[^/]+\/confirm$/, async (route) => {
    await shownLoading;
    await route.continue();
  }, { times: 1 });
  await page.locator('[data-testid=manifest-confirm]').click();
  await confirmPopconfirm(page);
  // the OK button's loading icon has fully appeared (its box at full opacity): now the refusal
  const loadingIcon = popconfirm(page).getByRole('button', { name: /loading/ }).getByRole('img', { name: 'loading' });
  await loadingIcon.waitFor();
  await page.waitForFunction((icon) => getComputedStyle(icon.parentElement).opacity === '1' && icon.parentElement.getBoundingClientRect().width > 0, await loadingIcon.elementHandle());
  loadingSeen();
  await page.locator('.ant-message-notice').filter({ hasText: 'Not every parcel' }).waitFor();
  await input.fill(tracking[1]);
  await input.press('Enter');
  await page.locator('[data-testid=manifest-feedback-success]').filter({ hasText: tracking[1] }).waitFor();
  await page.locator('[data-testid=manifest-confirm]').click();
  await confirmPopconfirm(page);
  // the open manifest's own status (the history beside it has confirmed manifests already)
  await page.locator('[data-testid=manifest-scan] [data-testid=status-confirmed]').waitFor();
  assert.equal((await orderByNo('b2b', order.no)).status, 'shipped');
  assert.equal(await availableOf(sku), before - 6);
});

test('a manifest that fails to load shows the server error with Retry; Retry opens it (en)', async () => {
  const page = await newPage(b.browser, { lang: 'en' });
  await login(page, 'staff');
  let failNext = true;
  await page.route(/\/api\/outbound\/b2b\/manifests\/[^/?]+$/, (route) => {
    if (!failNext || route.request().method() !== 'GET') return route.fallback();
    failNext = false;
    return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Manifest service is down' }) });
  });
  await page.goto(`${BASE_URL}/outbound/b2b/delivery`);
  await page.locator('a[data-testid^="manifest-MF"]').first().click();
  await page.locator('[data-testid=panel-error]').filter({ hasText: 'Manifest service is down' }).waitFor();
  await page.locator('[data-testid=panel-error] button').filter({ hasText: 'Retry' }).click();
  await page.locator('[data-testid=manifest-scan]').waitFor();
  assert.equal(await page.locator('[data-testid=panel-error]').count(), 0);
  assert.deepEqual(page.errors, []);
});

test('order list filters: the created-date range narrows the list to whole local days (en)', async () => {
  const page = await newPage(b.browser, { lang: 'en' });
  await signIn(page, 'staff', '/outbound/b2c');
  await page.locator('[data-testid=order-table] tbody tr[data-row-key]').first().waitFor();
  const newest = (await call('/api/outbound/b2c/orders?pageSize=1', { method: 'GET' })).body.data.list[0];
  // The newest order's day in the browser's time zone, and that day's bounds as the list sends them.
  const { day, from, to } = await page.evaluate((iso) => {
    const d = new Date(iso);
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    return { day, from: new Date(`${day}T00:00:00`).toISOString(), to: new Date(`${day}T23:59:59.999`).toISOString() };
  }, newest.createdAt);
  const expected = (await call(`/api/outbound/b2c/orders?pageSize=1&createdFrom=${encodeURIComponent(from)}&createdTo=${encodeURIComponent(to)}`, { method: 'GET' })).body.data.total;
  assert.ok(expected > 0);
  const inputs = page.locator('[data-testid=order-filters]').getByPlaceholder(/^(Start date|End date|开始日期|结束日期)$/);
  await inputs.first().click();
  await inputs.first().fill(day);
  await inputs.first().press('Enter');
  await inputs.nth(1).fill(day);
  await inputs.nth(1).press('Enter');
  await page.locator('[data-testid=order-filters] button[type=submit]').click();
  await page.locator('[data-testid="tab-all"]').filter({ hasText: `(${expected})` }).waitFor();
  assert.equal(await inputs.first().inputValue(), day, 'the range stays in the form');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('order list: hidden columns stay hidden after a reload (column settings, en)', async () => {
  const page = await newPage(b.browser, { lang: 'en' });
  await signIn(page, 'staff', '/outbound/b2c');
  const headers = () => page.locator('[data-testid=order-table] thead th').evaluateAll((ths) => ths.map((th) => th.textContent.trim()));
  await page.locator('[data-testid=order-table] tbody tr[data-row-key]').first().waitFor();
  assert.ok((await headers()).includes('Carrier'));
  await page.getByRole('main').getByRole('img', { name: 'setting' }).click();
  await page.getByRole('tooltip').getByRole('treeitem').filter({ hasText: 'Carrier' }).getByRole('checkbox').click();
  await page.waitForFunction(() => ![...document.querySelectorAll('[data-testid=order-table] thead th')].some((th) => th.textContent.trim() === 'Carrier'));
  await page.reload();
  await page.locator('[data-testid=order-table] tbody tr[data-row-key]').first().waitFor();
  const after = await headers();
  assert.ok(!after.includes('Carrier'), 'still hidden');
  assert.ok(after.includes('Receiver') && after.includes('Status'), 'the others are shown');
  await page.evaluate(() => localStorage.removeItem('outbound-b2c-orders'));
  await page.close();
});

test("a list's first page is asked for once, at the click on its menu entry, ahead of the page's other requests", async () => {
  const page = await newPage(b.browser, { lang: 'en' });
  await login(page, 'staff');
  // The menu's page code is fetched and set up while the browser is idle after the home page.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /outbound__Orders/.test(e.name)), null, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const apiCalls = [];
  page.on('request', (r) => /\/api\/outbound\/b2c\/(orders|meta)/.test(r.url()) && apiCalls.push(new URL(r.url()).pathname));
  const menu = sideMenu(page);
  for (const area of ['/outbound', '/outbound/b2c']) await menu.locator(`[data-menu-key="group:${area}"]`).click();
  await menu.locator('a[href="/outbound/b2c"]').click();
  await page.locator('[data-testid=order-table] tbody tr[data-row-key]').first().waitFor();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(apiCalls, ['/api/outbound/b2c/orders', '/api/outbound/b2c/meta']);
  assert.deepEqual(page.errors, []);
  await page.close();
});
