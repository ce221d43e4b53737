/**
 * The set-up kit's screens (src/kits/setup): a zone made through the form after the schema and the
 * server refused it, edited, seen in its history, refused deletion while it has locations; docks
 * disabled in bulk; a zone sheet imported with bad rows; the warehouse config refused and saved; a
 * patrol round recorded. Both languages.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { confirmPopconfirm, dialog, fieldHelp, newPage, pickOption, popconfirm, signIn, useApiAs, useBrowser } from './helpers.mjs';

const b = useBrowser();
const call = useApiAs('admin', 'w1');
/** A code no earlier run made: the mock keeps its records between tests. */
const fresh = (prefix) => `${prefix}${Date.now().toString(36).slice(-5).toUpperCase()}`;
const row = (page, testId) => page.locator('tr', { has: page.locator(`[data-testid="${testId}"]`) });
const message = (page, text) => page.getByText(text, { exact: false }).first();
/** Waits until no finite animation runs: a click on a dialog still zooming in can miss its button. */
const settled = (page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
/** Confirms the open Popconfirm and waits until it has gone (the next one must not find two). */
async function confirmAndClose(page) {
  await settled(page);
  await confirmPopconfirm(page);
  await popconfirm(page).waitFor({ state: 'hidden' });
}

test('zones (zh): the form refuses by the schema and by the server and keeps what was typed; the zone is made, edited, has its history; one with locations is not deleted', async () => {
  const page = await newPage(b.browser, { lang: 'zh' });
  await signIn(page, 'admin', '/warehouse/zone');
  await page.locator('[data-testid=zone-new]').click();
  const form = dialog(page);
  await form.getByLabel('名称').fill('E2E 库区');
  await settled(page);
  // no code: the schema's own message, before anything is sent
  await page.locator('[data-testid=zone-save]').click();
  await fieldHelp(form, 'zone-form_code').waitFor();
  // a code that is taken: the server refuses, the form stays with the values typed
  await form.getByLabel('代码').fill('a');
  await page.locator('[data-testid=zone-save]').click();
  await fieldHelp(form, 'zone-form_code').filter({ hasText: 'A' }).waitFor();
  assert.equal(await form.getByLabel('名称').inputValue(), 'E2E 库区');
  const code = fresh('Z');
  await form.getByLabel('代码').fill(code.toLowerCase());
  // a select showing a value: its shown item lies over the input
  await pickOption(page, form.getByRole('combobox', { name: '类型' }), '隔离区');
  await page.locator('[data-testid=zone-save]').click();
  await form.waitFor({ state: 'hidden' });
  await message(page, `${code} 已创建`).waitFor();
  const saved = (await call(`/api/master/zones/${code}`, { method: 'GET' })).body.data;
  assert.equal(saved.type, 'quarantine');
  assert.equal(saved.name, 'E2E 库区');

  // edit: the code shows read only; the name changes
  await page.locator(`[data-testid="zone-edit-${code}"]`).click();
  await dialog(page).getByLabel('代码').waitFor();
  await settled(page);
  assert.equal(await dialog(page).getByLabel('代码').isDisabled(), true);
  await dialog(page).getByLabel('名称').fill('E2E 库区 2');
  await page.locator('[data-testid=zone-save]').click();
  await dialog(page).waitFor({ state: 'hidden' });
  await row(page, `zone-${code}`).getByText('E2E 库区 2').waitFor();

  // the drawer: fields in words, and the history of both changes
  await page.locator(`[data-testid="zone-${code}"]`).click();
  const drawer = page.locator('[data-testid=zone-drawer]');
  await drawer.getByText('隔离区', { exact: true }).waitFor();
  await drawer.locator('[data-testid=tab-history]').click();
  await drawer.locator('[data-testid=history-item]').nth(1).waitFor();
  const history = await drawer.locator('[data-testid=history-list]').innerText();
  assert.match(history, /编辑[\s\S]*名称：E2E 库区 → E2E 库区 2/);
  assert.match(history, /创建/);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  // zone A has locations: the refusal names them, and the zone stays
  await page.locator('[data-testid="zone-delete-A"]').click();
  await confirmAndClose(page);
  await message(page, '个库位').waitFor();
  assert.equal((await call('/api/master/zones/A', { method: 'GET' })).status, 200);

  // the new zone has none: deleted
  await page.locator(`[data-testid="zone-delete-${code}"]`).click();
  await confirmAndClose(page);
  await page.locator(`[data-testid="zone-${code}"]`).waitFor({ state: 'detached' });
  assert.equal((await call(`/api/master/zones/${code}`, { method: 'GET' })).status, 404);
});

test('docks (en): bulk disable answers per dock, an occupied dock is refused by name; enabled again', async () => {
  const codes = [fresh('DA'), fresh('DB')];
  await call('/api/master/docks', { method: 'POST', body: { code: codes[0], name: 'E2E free', type: 'both' } });
  await call('/api/master/docks', { method: 'POST', body: { code: codes[1], name: 'E2E busy', type: 'inbound' } });
  // a dock is occupied by what arrives at it, not by hand: a notice's container arrives there
  const sku = (await call('/api/master/products?pageSize=50', { method: 'GET' })).body.data.list.find((p) => p.enabled && !p.shelfLife).sku;
  const container = `TR9${codes[1]}`;
  const notice = await call('/api/inbound/notices', { method: 'POST', body: { supplier: 'E2E', containerNo: container, eta: '2030-01-15', lines: [{ sku, expected: 1 }] } });
  assert.equal((await call(`/api/inbound/notices/${notice.body.data.id}/arrive`, { method: 'POST', body: { dock: codes[1] } })).status, 200);
  const page = await newPage(b.browser, { lang: 'en' });
  await signIn(page, 'admin', '/warehouse/dock');
  await page.locator('[data-testid=dock-search]').fill('E2E');
  await page.getByRole('button', { name: 'Search' }).click();
  for (const c of codes) await page.getByRole('checkbox', { name: `Select ${c}` }).check();
  await page.locator('[data-testid=bulk-disable]').click();
  await row(page, `dock-${codes[1]}`).locator('[data-testid=bulk-failure]').filter({ hasText: container }).waitFor();
  await row(page, `dock-${codes[0]}`).getByText('Disabled').waitFor();
  assert.equal((await call(`/api/master/docks/${codes[0]}`, { method: 'GET' })).body.data.enabled, false);
  assert.equal((await call(`/api/master/docks/${codes[1]}`, { method: 'GET' })).body.data.enabled, true);

  await page.locator(`[data-testid="dock-enable-${codes[0]}"]`).click();
  await confirmAndClose(page);
  await message(page, `${codes[0]} enabled`).waitFor();
  assert.equal((await call(`/api/master/docks/${codes[0]}`, { method: 'GET' })).body.data.enabled, true);
});

test('zone import (en): the preview names each bad row, the valid rows are made', async () => {
  const good = fresh('I');
  const page = await newPage(b.browser, { lang: 'en' });
  await signIn(page, 'admin', '/warehouse/zone');
  await page.locator('[data-testid=zone-import]').click();
  const csv = ['Code,Name,Type', `${good},Imported,Staging`, 'A,Taken,storage', 'BAD CODE!,Spaces,storage', `${good}X,No type,mezzanine`].join('\n');
  await page.locator('input[type=file]').setInputFiles({ name: 'zones.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.locator('[data-testid=import-summary]').filter({ hasText: '1 valid row, 3 with errors' }).waitFor();
  const preview = await page.locator('[data-testid=import-preview]').innerText();
  assert.match(preview, /A.*(already|taken|exists)/i);
  await page.locator('[data-testid=import-submit]').click();
  await message(page, 'Imported 1 record').waitFor();
  const made = (await call(`/api/master/zones/${good}`, { method: 'GET' })).body.data;
  assert.equal(made.type, 'staging');
  assert.equal((await call(`/api/master/zones/${good}X`, { method: 'GET' })).status, 404);
});

test('warehouse config (zh): a threshold over 100 is refused on the field, a good one is saved with its history', async () => {
  const before = (await call('/api/master/warehouse-config', { method: 'GET' })).body.data;
  const page = await newPage(b.browser, { lang: 'zh' });
  await signIn(page, 'admin', '/warehouse/warehouseConfig');
  const form = page.locator('[data-testid=config-form]');
  const threshold = form.getByLabel('复盘差异阈值');
  await threshold.fill('150');
  await page.locator('[data-testid=config-save]').click();
  await fieldHelp(form, 'warehouseConfig_recountVariancePct').waitFor();
  const next = before.recountVariancePct === 7 ? 8 : 7;
  await threshold.fill(String(next));
  await form.getByText('先到期先出 (FEFO)').click();
  await page.locator('[data-testid=config-save]').click();
  await message(page, '仓库配置已保存').waitFor();
  const after = (await call('/api/master/warehouse-config', { method: 'GET' })).body.data;
  assert.equal(after.recountVariancePct, next);
  assert.equal(after.allocationRule, 'FEFO');
  await page.getByText(`复盘差异阈值：${before.recountVariancePct} → ${next}`).waitFor();
  // put it back for the other tests
  const { history: _history, ...config } = before;
  await call('/api/master/warehouse-config', { method: 'PUT', body: config });
});

test('patrol (en): a round of a route is recorded with a finding and listed', async () => {
  const route = (await call('/api/master/patrol-routes', { method: 'GET' })).body.data.list.find((r) => r.enabled);
  assert.ok(route, 'a seeded patrol route');
  const page = await newPage(b.browser, { lang: 'en' });
  await signIn(page, 'admin', '/warehouse/patrol');
  await page.locator(`[data-testid="patrol-${route.code}"]`).click();
  await page.locator('[data-testid=tab-rounds]').click();
  await page.locator('[data-testid=patrol-record]').click();
  // the round's dialog, over the route's drawer (a dialog too)
  const form = page.getByRole('dialog', { name: `Record a round of ${route.code}` });
  await form.waitFor();
  await settled(page);
  await pickOption(page, form.getByRole('combobox', { name: 'Finding' }).first(), 'Spill');
  const note = `e2e ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Note' }).first().fill(note);
  await page.locator('[data-testid=patrol-round-save]').click();
  await form.waitFor({ state: 'hidden' });
  await page.locator('[data-testid=patrol-rounds]').getByText(note).waitFor();
  const rounds = (await call(`/api/master/patrol-routes/${route.id}/rounds`, { method: 'GET' })).body.data.list;
  assert.ok(rounds.some((r) => r.findings.some((f) => f.kind === 'spill' && f.note === note)));
});
