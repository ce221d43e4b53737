import { test } from 'node:test';
import assert from 'node:assert/strict';
import { confirmPopconfirm, dialog, fieldHelp, login, newPage, selectOption, useApiAs, useBrowser, BASE_URL } from './helpers.mjs';

const b = useBrowser();
const call = useApiAs('staff', 'w1');

const stockRow = async (location, rowId) => (await call(`/api/outbound/destroy/stock?q=${encodeURIComponent(location)}`)).body.data.find((r) => r.rowId === rowId);

async function confirmAction(page, action, no) {
  await page.locator(`[data-testid="destroy-${action}-${no}"]`).click();
  await confirmPopconfirm(page);
}

test('destroy: create through the form, approve, execute; available stock drops by the destroyed qty', async () => {
  const row = (await call('/api/outbound/destroy/stock')).body.data.find((r) => r.available >= 5);
  assert.ok(row, 'a stock row with available stock');
  const qty = 2;
  const page = await newPage(b.browser, { lang: 'zh' });
  await login(page, 'staff');
  await page.goto(`${BASE_URL}/outbound/destroy`);
  await page.locator('[data-testid=destroy-new]').click();

  const form = dialog(page);
  await form.getByRole('combobox', { name: '销毁原因' }).click();
  await selectOption(page, '过期').first().click();
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
