/**
 * A cycle count in the browser, in both languages: a supervisor plans a count of one zone (the
 * form) → a counter counts one location by scan, blind, with a variance above the threshold → the
 * station sends it to a recount → counted again by scan → the supervisor approves the plan → the
 * location's on hand (stock by location) and the movement journal show the one adjustment. The
 * zone's other locations are counted through the API as the ledger has them (no variance), so the
 * plan can be approved. Each run starts from the seed (reset) and finds its data through the API.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { animationsDone, api, apiToken, BASE_URL, confirmPopconfirm, dialog, newPage, pickOption, resetBackend, signIn, useBrowser } from './helpers.mjs';
import { say } from './texts.mjs';

const b = useBrowser();
const ZONE = 'E';

const settled = animationsDone;
const scanFocused = (page) => page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'scan-input');
async function scan(page, code) {
  await scanFocused(page);
  await page.getByTestId('scan-input').fill(code);
  await page.getByTestId('scan-input').press('Enter');
}
/** The station's last answer (count-feedback-success, -warning, -error…) saying `text`. */
const feedback = (page, text) => page.locator('[data-testid^=count-feedback-]').filter({ hasText: text });

for (const lang of ['zh', 'en']) {
  describe(`cycle count, end to end (${lang})`, () => {
    test('plan a zone → count by scan with one variance → recount → approve → on hand and records change', async () => {
      await resetBackend();
      const token = await apiToken('admin');
      const call = async (path, opts = {}) => {
        const r = await api(path, { token, warehouse: 'w1', method: 'GET', ...opts });
        assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
        return r.body.data;
      };
      const page = await newPage(b.browser, { lang });

      // 1. the supervisor plans a count of zone E with the form
      await signIn(page, 'admin', '/inventory/cyclecountManagement');
      await page.locator('[data-testid=countPlans-table] tbody tr[data-row-key]').first().waitFor();
      await page.getByTestId('countPlans-new').click();
      await settled(page);
      const form = dialog(page);
      await pickOption(page, form.getByTestId('count-plan-zone'), `${ZONE} ·`);
      await page.getByTestId('count-plan-save').click();
      await form.waitFor({ state: 'hidden' });
      const [made] = (await call('/api/count/plans?kind=zone&status=open&pageSize=1')).list;
      assert.ok(made && made.scope === ZONE, 'the zone plan was made');
      await page.getByTestId(`plan-${made.no}`).waitFor();
      const plan = await call(`/api/count/plans/${made.id}`);
      assert.ok(plan.taskList.every((t) => t.zone === ZONE && t.status === 'open'));

      // one location with one SKU to count by scan; every other location counted as the ledger has it
      const target = plan.taskList.find((t) => t.lines.length === 1 && t.lines[0].expected >= 10);
      assert.ok(target, 'a location of the zone with one SKU');
      const [{ sku, expected }] = target.lines;
      for (const t of plan.taskList) {
        if (t.id === target.id) continue;
        await call(`/api/count/work/${t.id}/count`, { method: 'POST', body: { location: t.location, lines: t.lines.map((l) => ({ sku: l.sku, qty: l.expected })) } });
      }

      // 2. the counter: scan the location, then the product (half of what the ledger says), blind
      await page.goto(`${BASE_URL}/inventory/count`);
      await page.getByTestId('count-choose').waitFor();
      await scan(page, target.location);
      await page.getByTestId('count-station').waitFor();
      const perScan = page.getByTestId('count-per-scan');
      const first = Math.floor(expected / 2);
      await perScan.fill(String(first));
      await perScan.press('Enter');
      await scan(page, sku);
      await feedback(page, say(lang, 'inventory.count.added', { qty: first, code: sku, total: first })).waitFor();
      // blind: no expected quantity on the screen
      assert.equal(await page.getByRole('columnheader', { name: say(lang, 'inventory.count.expected') }).count(), 0);
      await page.getByTestId('count-finish').click();
      await confirmPopconfirm(page);
      await page.getByRole('alert').filter({ hasText: say(lang, 'inventory.count.recountNow', { location: target.location }) }).first().waitFor();

      // 3. the recount: the location again, then the product: 2 fewer than the ledger says
      await scan(page, target.location);
      await feedback(page, say(lang, 'inventory.count.atLocation', { location: target.location })).waitFor();
      const second = expected - 2;
      await page.getByTestId('count-per-scan').fill(String(second));
      await page.getByTestId('count-per-scan').press('Enter');
      await scan(page, sku);
      await page.getByTestId(`count-qty-${sku}`).waitFor();
      await page.getByTestId('count-finish').click();
      await confirmPopconfirm(page);
      await page.getByTestId('count-done').waitFor();
      assert.equal((await call(`/api/count/plans/${made.id}`)).status, 'counted');

      // 4. the supervisor approves the plan
      await page.goto(`${BASE_URL}/inventory/cyclecountManagement?no=${made.no}`);
      await page.locator(`[data-testid=plan-${made.no}]`).waitFor();
      await page.getByTestId(`plan-approve-${made.no}`).click();
      await confirmPopconfirm(page);
      await page.locator('[data-testid=countPlans-table]').getByText(say(lang, 'inventory.count.status.approved')).first().waitFor();
      const approved = await call(`/api/count/plans/${made.id}`);
      assert.equal(approved.status, 'approved');
      assert.equal(approved.records.length, 1, 'one adjustment: the one variance');

      // 5. on hand at the location is what was counted again
      await page.goto(`${BASE_URL}/inventory/location?location=${target.location}&sku=${sku}`);
      const rows = (await call(`/api/inventory/rows?location=${target.location}&sku=${sku}`)).list;
      assert.equal(rows.reduce((s, r) => s + r.onHand, 0), second);
      for (const r of rows) await page.getByTestId(`row-onHand-${r.id}`).filter({ hasText: new RegExp(`^${r.onHand}$`) }).waitFor();

      // 6. the movement journal lists the adjustment under the plan's number
      await page.goto(`${BASE_URL}/inventory/record?docNo=${made.no}`);
      const journal = page.getByRole('main').locator('tbody tr[data-row-key]');
      await journal.first().waitFor();
      assert.equal(await journal.count(), 1);
      const line = await journal.first().innerText();
      assert.match(line, new RegExp(say(lang, 'inventory.type.adjust')));
      assert.match(line, /-2\b/);
      assert.ok(line.includes(target.location) && line.includes(sku));
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}

for (const lang of ['zh', 'en']) {
  describe(`SKU count from the stock list (${lang})`, () => {
    test("the stock list's Count action opens the SKU count station with that SKU chosen: the filter shows it, the rows are its own", async () => {
      const token = await apiToken('admin');
      const data = async (path) => (await api(path, { token, warehouse: 'w1', method: 'GET' })).body.data;
      const [first] = (await data('/api/count/skus?pageSize=1')).list;
      assert.ok(first, 'a SKU under count');
      const { sku } = first;
      const own = (await data(`/api/count/skus?sku=${sku}&pageSize=1000`)).list;
      const page = await newPage(b.browser, { lang });
      await signIn(page, 'admin', `/inventory?sku=${encodeURIComponent(sku)}`);
      await page.getByTestId(`sku-count-${sku}`).click();
      await page.waitForURL((u) => u.pathname === '/inventory/sku_count' && u.searchParams.get('sku') === sku);
      assert.equal(await page.getByRole('textbox', { name: say(lang, 'inventory.sku.filter') }).inputValue(), sku);
      await page.getByTestId(`sku-count-${sku}-${own[0].location}`).waitFor();
      const shown = await page.locator('[data-testid^=sku-count-]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
      assert.equal(shown.length, Math.min(own.length, 20));
      assert.ok(shown.every((id) => id.startsWith(`sku-count-${sku}-`)), `only ${sku}: ${shown}`);
      // the station opened by a link keeps the SKU: the row's count link names it
      assert.match(await page.getByTestId(`sku-count-${sku}-${own[0].location}`).getAttribute('href'), new RegExp(`sku=${sku}`));
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}

for (const lang of ['zh', 'en']) {
  describe(`count plans export (${lang})`, () => {
    test('the CSV holds exactly the plans the tab and filters show, in the page\'s language', async () => {
      const token = await apiToken('admin');
      const { total, list } = (await api('/api/count/plans?kind=range&status=open&pageSize=1000', { token, warehouse: 'w1', method: 'GET' })).body.data;
      assert.ok(total >= 1, 'an open range plan');
      const page = await newPage(b.browser, { lang });
      await signIn(page, 'admin', '/inventory/cyclecountManagement?kind=range&status=open');
      await page.getByTestId(`plan-${list[0].no}`).waitFor();
      await page.getByTestId('countPlans-export').click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
      const { readFileSync } = await import('node:fs');
      const lines = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
      assert.equal(lines.length, total + 1, 'header + one line per plan shown');
      assert.ok(lines[0].startsWith(say(lang, 'inventory.count.no')), lines[0]);
      const open = say(lang, 'inventory.count.status.open');
      assert.ok(lines.slice(1).every((l) => l.includes(`,${open},`)), 'every plan open');
      assert.deepEqual(lines.slice(1).map((l) => l.split(',')[0]).sort(), list.map((p) => p.no).sort());
      await page.context().close();
    });
  });
}

for (const lang of ['zh', 'en']) {
  describe(`count plans import (${lang})`, () => {
    test("a file of plans: the preview names each bad row's problem in the page's language; Import makes the good plan, listed, its locations locked", async () => {
      await resetBackend();
      const token = await apiToken('admin');
      const call = async (path) => (await api(path, { token, warehouse: 'w1', method: 'GET' })).body.data;
      const page = await newPage(b.browser, { lang });
      await signIn(page, 'admin', '/inventory/cyclecountManagement');
      await page.locator('[data-testid=countPlans-table] tbody tr[data-row-key]').first().waitFor();
      const before = (await call('/api/count/plans?pageSize=1')).total;

      const header = ['kind', 'zone', 'from', 'to', 'skus', 'abc', 'note'].map((k) => say(lang, `inventory.count.import.col.${k}`));
      const zoneKind = say(lang, 'inventory.count.kind.zone');
      const rows = [header, [zoneKind, ZONE, '', '', '', '', `imported ${lang}`], [zoneKind, 'ZZ'], ['zone', ZONE.toLowerCase()]];
      await page.getByTestId('countPlans-import').click();
      await page.locator('input[type=file]').setInputFiles({ name: 'plans.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.map((r) => r.join(',')).join('\n')) });
      const preview = page.getByTestId('import-preview');
      const rowProblem = (key, text) => preview.locator(`tbody tr[data-row-key="${key}"]`).getByText(text);
      await rowProblem(1, say(lang, 'inventory.count.import.problem', { column: say(lang, 'inventory.count.import.col.zone'), problem: say(lang, 'server.count.unknownZone', { zone: 'ZZ' }) })).waitFor();
      await rowProblem(2, say(lang, 'server.count.importOverlap')).waitFor();
      assert.equal((await call('/api/count/plans?pageSize=1')).total, before, 'the preview saved nothing');

      await page.getByTestId('import-submit').click();
      await dialog(page).waitFor({ state: 'hidden' });
      const { total, list } = await call('/api/count/plans?kind=zone&pageSize=5');
      assert.equal(total, 1, 'one plan made: the valid row');
      const [made] = list;
      assert.equal(made.scope, ZONE);
      await page.getByTestId(`plan-${made.no}`).waitFor();
      const plan = await call(`/api/count/plans/${made.id}`);
      assert.equal(plan.note, `imported ${lang}`);
      assert.ok(plan.taskList.length > 0 && plan.taskList.every((t) => t.zone === ZONE && t.status === 'open'));
      const locations = await call(`/api/master/locations?zone=${ZONE}&pageSize=1000`);
      const locked = new Set(locations.list.filter((l) => l.status === 'locked').map((l) => l.code));
      assert.ok(plan.taskList.every((t) => locked.has(t.location)), "the plan's locations are locked");
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}
