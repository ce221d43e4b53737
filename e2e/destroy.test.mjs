import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clickOptionUntil, confirmPopconfirm, dialog, fieldHelp, newPage, pickOption, selectOption, signIn, useApiAs, useBrowser } from './helpers.mjs';

const b = useBrowser();
const call = useApiAs('staff', 'w1');
const asAdmin = useApiAs('admin', 'w1');

const stockRow = async (location, rowId) => (await call(`/api/outbound/destroy/stock?q=${encodeURIComponent(location)}`)).body.data.find((r) => r.rowId === rowId);

/** The list names its reasons once the dictionary's have arrived (the form's reason select is filled from the same answer). */
const reasonsShown = (page, lang) => page.locator('tbody').getByText(lang === 'zh' ? /^(损坏|过期|其他)$/ : /^(Damaged|Expired|Other)$/).first().waitFor();

async function confirmAction(page, action, no) {
  await page.locator(`[data-testid="destroy-${action}-${no}"]`).click();
  await confirmPopconfirm(page);
}

test('destroy: create through the form, approve, execute; available stock drops by the destroyed qty', async () => {
  const row = (await call('/api/outbound/destroy/stock')).body.data.find((r) => r.available >= 5);
  assert.ok(row, 'a stock row with available stock');
  const qty = 2;
  const page = await newPage(b.browser, { lang: 'zh' });
  await signIn(page, 'staff', '/outbound/destroy');
  await reasonsShown(page, 'zh');
  await page.locator('[data-testid=destroy-new]').click();

  const form = dialog(page);
  await pickOption(page, form.getByRole('combobox', { name: '销毁原因' }), '过期');
  await form.getByTitle('过期', { exact: true }).waitFor();
  await form.locator('#destroyForm_lines_0_rowId').fill(row.location);
  await selectOption(page, `${row.location} · ${row.sku}`).first().click();
  // more than available is refused before anything is sent, and what was typed stays
  await form.locator('#destroyForm_lines_0_qty').fill(String(row.available + 1));
  await page.locator('[data-testid=destroy-save]').click();
  await fieldHelp(form, 'destroyForm_lines_0_qty').filter({ hasText: String(row.available) }).waitFor();
  await form.locator('#destroyForm_lines_0_qty').fill(String(qty));
  await page.locator('[data-testid=destroy-save]').click();
  await form.waitFor({ state: 'hidden' });

  const created = (await call('/api/outbound/destroy?status=created')).body.data.list[0];
  // the reason chosen by its name (过期) is stored as the dictionary's code
  assert.equal(created.reason, 'EXPIRED');
  assert.equal(created.lines[0].rowId, row.rowId);
  assert.equal(created.lines[0].qty, qty);
  const tr = page.locator('tr', { has: page.locator(`[data-testid="destroy-${created.no}"]`) });
  await tr.locator('[data-testid=status-created]').waitFor();

  await confirmAction(page, 'approve', created.no);
  await tr.locator('[data-testid=status-approved]').waitFor();
  await confirmAction(page, 'execute', created.no);
  await tr.locator('[data-testid=status-executed]').waitFor();

  assert.equal((await stockRow(row.location, row.rowId)).available, row.available - qty);
  // an executed order cannot be cancelled any more: no action offered
  assert.equal(await tr.locator(`[data-testid="destroy-cancel-${created.no}"]`).count(), 0);
  assert.deepEqual(page.errors, []);
});

test('zh and en: a destroy reason added to the dictionary is offered in the destroy form by its name in the page language; its order shows the name, also once the reason is disabled', async () => {
  const tag = Date.now().toString(36).toUpperCase();
  const code = `E2E${tag}`;
  const names = { zh: `召回检查${tag}`, en: `Recall check ${tag}` };
  // sorted last: the seeded reasons keep their places for the other tests
  const added = await asAdmin('/api/master/basic', { method: 'POST', body: { type: 'destroyReason', code, nameZh: names.zh, nameEn: names.en, sort: 9000 } });
  assert.equal(added.status, 200);
  const row = (await call('/api/outbound/destroy/stock')).body.data.find((r) => r.available >= 3);
  assert.ok(row, 'a stock row with available stock');
  let no;

  for (const [lang, reasonLabel, other] of [
    ['zh', '销毁原因', 'en'],
    ['en', 'Reason', 'zh'],
  ]) {
    const page = await newPage(b.browser, { lang });
    await signIn(page, 'staff', '/outbound/destroy');
    await reasonsShown(page, lang);
    await page.locator('[data-testid=destroy-new]').click();
    const form = dialog(page);
    await form.getByRole('combobox', { name: reasonLabel }).click();
    // offered by its name in this language only, beside the seeded reasons (not the cancel reasons of the type "reason")
    await selectOption(page, lang === 'zh' ? '损坏' : 'Damaged').waitFor();
    assert.equal(await selectOption(page, lang === 'zh' ? '客户要求' : 'Customer request').count(), 0);
    assert.equal(await selectOption(page, names[other]).count(), 0);
    await clickOptionUntil(page, names[lang], form.getByTitle(names[lang], { exact: true }));
    if (lang === 'en') {
      // saved with it: the back end stores the code; the list and the drawer name it
      await form.locator('#destroyForm_lines_0_rowId').fill(row.location);
      await selectOption(page, `${row.location} · ${row.sku}`).first().click();
      await form.locator('#destroyForm_lines_0_qty').fill('1');
      await page.locator('[data-testid=destroy-save]').click();
      await form.waitFor({ state: 'hidden' });
      const [made] = (await call(`/api/outbound/destroy?reason=${code}`)).body.data.list;
      assert.equal(made.reason, code);
      no = made.no;
      const tr = page.locator('tr', { has: page.locator(`[data-testid="destroy-${no}"]`) });
      await tr.getByText(names.en, { exact: true }).waitFor();
      await page.locator(`[data-testid="destroy-${no}"]`).click();
      await page.locator('[data-testid=destroy-drawer]').getByText(names.en, { exact: true }).waitFor();
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }

  // disabled in the dictionary: no longer offered; the order that gave it still names it (zh)
  assert.equal((await asAdmin(`/api/master/basic/destroyReason-${code}/enabled`, { method: 'PATCH', body: { enabled: false } })).status, 200);
  const page = await newPage(b.browser, { lang: 'zh' });
  await signIn(page, 'staff', '/outbound/destroy');
  const tr = page.locator('tr', { has: page.locator(`[data-testid="destroy-${no}"]`) });
  await tr.getByText(names.zh, { exact: true }).waitFor();
  // the list's reason filter still offers it, marked as disabled, and finds its order alone
  await page.getByRole('combobox', { name: '销毁原因' }).click();
  await selectOption(page, `${names.zh} (已停用)`).click();
  await page.getByRole('button', { name: /^查\s?询$/ }).click();
  await page.locator('tbody a[data-testid^="destroy-DS"]').nth(1).waitFor({ state: 'detached' });
  await tr.getByText(names.zh, { exact: true }).waitFor();
  await page.locator('[data-testid=destroy-new]').click();
  await dialog(page).getByRole('combobox', { name: '销毁原因' }).click();
  await selectOption(page, '损坏').waitFor();
  assert.equal(await selectOption(page, names.zh).count(), 0);
  assert.deepEqual(page.errors, []);
});
