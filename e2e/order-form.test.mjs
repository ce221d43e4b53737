import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, clickOptionUntil, dialog, fieldHelp, newPage, selectOption, signIn, useApiAs, useBrowser } from './helpers.mjs';

/**
 * The order form (OrderForm.tsx) through the UI: required fields, SKU lookup by barcode or code,
 * the stock check, a refused save that keeps everything typed, create and edit; zh and en.
 */
const b = useBrowser();
const call = useApiAs('staff', 'w1');
const asAdmin = useApiAs('admin', 'w1');

const product = async (kind, sku) => (await call(`/api/outbound/${kind}/products?q=${sku}`)).body.data[0];
const orderByNo = async (kind, no) => (await call(`/api/outbound/${kind}/orders?no=${encodeURIComponent(no)}`)).body.data.list.find((o) => o.no === no);
const detail = async (kind, no) => (await call(`/api/outbound/${kind}/orders/${(await orderByNo(kind, no)).id}`)).body.data;
const totalOf = async (kind) => (await call(`/api/outbound/${kind}/orders?pageSize=1`)).body.data.all;

const modal = dialog;
/** The error shown under the given input. */
const fieldError = (page, id) => fieldHelp(modal(page), id);
/** The product chosen on a line (a Select shows it with the option's text as its title). */
const chosenSku = (page, line, sku) => modal(page).locator(`[data-testid=line-${line}]`).getByTitle(`${sku} ·`);
/** Save, once the button shows no spinner from the save before (a refusal's message shows first). */
async function save(page) {
  const button = page.locator('[data-testid=order-save]');
  await button.getByRole('img', { name: 'loading' }).waitFor({ state: 'detached' });
  await button.click();
}

/** Types into a line's SKU lookup and picks the product that comes back. */
async function pickSku(page, line, typed, sku) {
  await modal(page).locator(`#lines_${line}_sku`).fill(typed);
  await clickOptionUntil(page, `${sku} ·`, chosenSku(page, line, sku));
}

async function findInTable(page, no) {
  await page.locator('[data-testid=order-filters] input#no').fill(no);
  await page.locator('[data-testid=order-filters] input#no').press('Enter');
  await page.locator(`[data-testid="order-${no}"]`).waitFor();
  return page.locator('tr', { has: page.locator(`[data-testid="order-${no}"]`) });
}

test('zh: new B2C order — required messages, SKU by barcode, stock check, a duplicate order no keeps everything typed, then saved with its line', async () => {
  const sku = 'SKU00042';
  const p = await product('b2c', sku);
  assert.ok(p.barcodes[0] && p.barcodes[0] !== sku && p.available > 2, 'a product with a barcode and stock');
  const existing = (await call('/api/outbound/b2c/orders?pageSize=1')).body.data.list[0].no;
  const total0 = await totalOf('b2c');
  const no = `E2E-FORM-ZH-${Date.now()}`;

  const page = await newPage(b.browser, { lang: 'zh' });
  await signIn(page, 'staff', '/outbound/b2c');
  await page.locator('[data-testid=order-new]').click();
  await page.getByRole('dialog', { name: '新建订单' }).waitFor();

  // empty: the required messages in Chinese, nothing sent
  await save(page);
  for (const id of ['receiver_name', 'receiver_address', 'lines_0_sku', 'lines_0_qty']) {
    await fieldError(page, id).filter({ hasText: '必填' }).waitFor();
  }
  assert.equal(await totalOf('b2c'), total0);

  // a line found by the product's barcode; more than the available stock is refused before saving
  await pickSku(page, 0, p.barcodes[0], sku);
  await modal(page).locator('#lines_0_qty').fill(String(p.available + 1));
  await modal(page).locator('#receiver_name').fill('张测试');
  await modal(page).locator('#receiver_phone').fill('13800001111');
  await modal(page).locator('#receiver_city').fill('深圳');
  await modal(page).locator('#receiver_address').fill('南山区科技园 1 号');
  await modal(page).locator('#source').fill('E2E');
  await save(page);
  await fieldError(page, 'lines_0_qty').filter({ hasText: `超过可用库存（${p.available}）` }).waitFor();
  assert.equal(await totalOf('b2c'), total0, 'nothing saved over stock');

  // the server refuses a duplicate order no: its message in Chinese, the form open with everything typed
  await modal(page).locator('#lines_0_qty').fill('2');
  await modal(page).locator('#no').fill(existing);
  await save(page);
  await page.locator('.ant-message-notice', { hasText: `订单号 ${existing} 已存在` }).waitFor();
  assert.equal(await modal(page).count(), 1);
  assert.equal(await modal(page).locator('#no').inputValue(), existing);
  assert.equal(await modal(page).locator('#receiver_name').inputValue(), '张测试');
  assert.equal(await modal(page).locator('#receiver_phone').inputValue(), '13800001111');
  assert.equal(await modal(page).locator('#receiver_city').inputValue(), '深圳');
  assert.equal(await modal(page).locator('#receiver_address').inputValue(), '南山区科技园 1 号');
  assert.equal(await modal(page).locator('#lines_0_qty').inputValue(), '2');
  assert.equal(await chosenSku(page, 0, sku).count(), 1);
  assert.equal(await totalOf('b2c'), total0);

  // fixed: saved, the modal closes, the order is in the list with its line
  await modal(page).locator('#no').fill(no);
  await save(page);
  await page.locator('.ant-message-notice', { hasText: '已保存' }).waitFor();
  await modal(page).waitFor({ state: 'hidden' });
  const row = await findInTable(page, no);
  await row.locator('[data-testid=status-created]').waitFor();
  assert.match(await row.innerText(), /张测试 · 深圳/);

  const d = await detail('b2c', no);
  assert.deepEqual(d.lines.map((l) => [l.sku, l.qty]), [[sku, 2]]);
  assert.deepEqual({ ...d.receiver, country: undefined }, { name: '张测试', phone: '13800001111', city: '深圳', address: '南山区科技园 1 号', country: undefined });
  assert.equal(d.source, 'E2E');
  assert.equal(await totalOf('b2c'), total0 + 1);
  assert.deepEqual(page.errors, []);
});

test('en: edit a B2B order — English messages, a refused save keeps the edits, then the change shows in the list and the back end', async () => {
  const no = `E2E-FORM-EN-${Date.now()}`;
  const created = await call('/api/outbound/b2b/orders', {
    method: 'POST',
    body: { no, receiver: { name: 'Old Name', phone: '555-0100', address: '1 Old Rd', city: 'Irvine', country: 'US' }, carrier: 'UPS', cartons: 2, lines: [{ sku: 'SKU00051', qty: 3 }, { sku: 'SKU00052', qty: 1 }] },
  });
  assert.equal(created.status, 200);
  const other = (await call('/api/outbound/b2b/orders?pageSize=5')).body.data.list.find((o) => o.no !== no).no;
  const p51 = await product('b2b', 'SKU00051');

  const page = await newPage(b.browser, { lang: 'en' });
  await signIn(page, 'staff', '/outbound/b2b');
  const row = await findInTable(page, no);
  await row.locator(`[data-testid="edit-${no}"]`).click();
  await page.getByRole('dialog', { name: `Edit order ${no}` }).waitFor();
  await page.waitForFunction(() => document.querySelector('[role=dialog] #receiver_name')?.value === 'Old Name');
  // the lines show their products (looked up), not bare codes
  await chosenSku(page, 0, 'SKU00051').waitFor();

  // a required field emptied: English message, nothing changes on the server
  await modal(page).locator('#receiver_address').fill('');
  await save(page);
  await fieldError(page, 'receiver_address').filter({ hasText: 'Required' }).waitFor();
  await modal(page).locator('#receiver_address').fill('2 New Rd');

  // over stock, in English
  await modal(page).locator('#lines_0_qty').fill(String(p51.available + 1));
  await save(page);
  await fieldError(page, 'lines_0_qty').filter({ hasText: `More than available stock (${p51.available})` }).waitFor();

  // edits: name, qty, cartons, a third line found by SKU code; then a duplicate order no is refused in English
  await modal(page).locator('#lines_0_qty').fill('5');
  await modal(page).locator('#receiver_name').fill('New Name');
  await modal(page).locator('#cartons').fill('3');
  await page.locator('[data-testid=line-add]').click();
  await pickSku(page, 2, 'SKU00053', 'SKU00053');
  await modal(page).locator('#lines_2_qty').fill('4');
  await modal(page).locator('#no').fill(other);
  await save(page);
  await page.locator('.ant-message-notice', { hasText: `Order no ${other} already exists` }).waitFor();
  assert.equal(await modal(page).locator('#receiver_name').inputValue(), 'New Name');
  assert.equal(await modal(page).locator('#receiver_address').inputValue(), '2 New Rd');
  assert.equal(await modal(page).locator('#lines_0_qty').inputValue(), '5');
  assert.equal(await modal(page).locator('#lines_2_qty').inputValue(), '4');
  assert.equal(await modal(page).locator('#cartons').inputValue(), '3');
  assert.equal((await detail('b2b', no)).receiver.name, 'Old Name', 'nothing saved yet');

  await modal(page).locator('#no').fill(no);
  await save(page);
  await page.locator('.ant-message-notice', { hasText: 'Saved' }).waitFor();
  await modal(page).waitFor({ state: 'hidden' });
  await row.filter({ hasText: 'New Name · Irvine' }).waitFor();

  const d = await detail('b2b', no);
  assert.deepEqual(d.lines.map((l) => [l.sku, l.qty]), [['SKU00051', 5], ['SKU00052', 1], ['SKU00053', 4]]);
  assert.deepEqual(d.receiver, { name: 'New Name', phone: '555-0100', address: '2 New Rd', city: 'Irvine', country: 'US' });
  assert.equal(d.cartons, 3);
  assert.equal(d.carrier, 'UPS');
  assert.deepEqual(page.errors, []);
});

test('zh and en: a carrier added to the dictionary is offered in the order form with its name in the page language; disabled, it is offered no more, but its order keeps it', async () => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  // sorted last: the form's first carrier (its default) stays the seeded one for the other tests
  const added = await asAdmin('/api/master/basic', { method: 'POST', body: { type: 'carrier', code, nameZh: '易通快运', nameEn: 'EasyGo Express', sort: 9000 } });
  assert.equal(added.status, 200);
  const no = `E2E-CARRIER-${Date.now()}`;
  // (the select by its test id: the form's combobox is not named by its label)
  const carrierBox = (page) => modal(page).locator('[data-testid=order-carrier]');

  for (const [lang, dialogName, name, sf] of [
    ['zh', '新建订单', '易通快运', 'SF · 顺丰'],
    ['en', 'New order', 'EasyGo Express', 'SF · SF Express'],
  ]) {
    const page = await newPage(b.browser, { lang });
    await signIn(page, 'staff', '/outbound/b2c');
    await page.locator('[data-testid=order-new]').click();
    await page.getByRole('dialog', { name: dialogName }).waitFor();
    // the seeded first carrier is chosen, named in the page language
    await modal(page).getByTitle(sf, { exact: true }).waitFor();
    // the new carrier chosen; a click that lands while the list is still settling (the carriers
    // arriving) leaves the list open with nothing chosen: open it and choose again
    const chosen = modal(page).getByTitle(`${code} · ${name}`, { exact: true });
    for (let attempt = 0; attempt < 3 && !(await chosen.isVisible()); attempt++) {
      if (!(await selectOption(page, sf).isVisible())) await carrierBox(page).click();
      await selectOption(page, sf).waitFor();
      await selectOption(page, `${code} · ${name}`).click();
      await chosen.waitFor({ timeout: 3000 }).catch(() => undefined);
    }
    await chosen.waitFor();
    if (lang === 'en') {
      // saved with it: the back end stores the code
      await modal(page).locator('#no').fill(no);
      await modal(page).locator('#receiver_name').fill('Carrier Test');
      await modal(page).locator('#receiver_address').fill('1 Carrier Rd');
      await pickSku(page, 0, 'SKU00044', 'SKU00044');
      await modal(page).locator('#lines_0_qty').fill('1');
      await save(page);
      await modal(page).waitFor({ state: 'hidden' });
      assert.equal((await detail('b2c', no)).carrier, code);
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }

  // disabled in the dictionary: no longer offered for a new order; the order that has it still shows it
  assert.equal((await asAdmin(`/api/master/basic/carrier-${code}/enabled`, { method: 'PATCH', body: { enabled: false } })).status, 200);
  const page = await newPage(b.browser, { lang: 'en' });
  await signIn(page, 'staff', '/outbound/b2c');
  await page.locator('[data-testid=order-new]').click();
  await page.getByRole('dialog', { name: 'New order' }).waitFor();
  await carrierBox(page).click();
  await selectOption(page, 'SF · SF Express').waitFor();
  assert.equal(await selectOption(page, code).count(), 0);
  await page.goto(`${BASE_URL}/outbound/b2c`);
  const row = await findInTable(page, no);
  await row.locator(`[data-testid="edit-${no}"]`).click();
  await page.getByRole('dialog', { name: `Edit order ${no}` }).waitFor();
  await modal(page).getByTitle(`${code} · EasyGo Express`, { exact: true }).waitFor();
  assert.deepEqual(page.errors, []);
});
