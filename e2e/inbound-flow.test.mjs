/**
 * The receiving team's whole day in the browser, in both languages, one screen after the other as
 * the people at each post use them: a notice imported from a file with a bad row → the container
 * received at a dock → tallied by scan with one short and one damaged line → approved by the notice
 * desk (the variance is above the threshold) → one pallet put away on a location the warehouse did
 * not suggest → the stock at that location and its records show it.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { adminCall, adminData, animationsDone, api, apiToken, BASE_URL, confirmPopconfirm, dialog, newPage, pickOption, signIn, useBrowser } from './helpers.mjs';
import { say } from './texts.mjs';

const b = useBrowser();
const call = adminCall;
const data = adminData;

const settled = animationsDone;
const scanFocused = (page) => page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'scan-input');
async function scan(page, code) {
  await page.getByTestId('scan-input').fill(code);
  await page.getByTestId('scan-input').press('Enter');
}
const status = (scope, lang, state) => scope.locator(`[data-testid=status-${state}]`).filter({ hasText: say(lang, `inbound.status.${state}`) });

/** Two enabled products without shelf life, each with a barcode. */
async function twoProducts() {
  const list = (await data('/api/master/products?pageSize=200')).list.filter((p) => p.enabled && !p.shelfLife && p.barcodes.length);
  assert.ok(list.length >= 2);
  return list.slice(0, 2);
}

/** An empty active location of zone B with room for `qty`, other than `avoid`. */
async function emptyLocation(avoid, qty) {
  const active = (await data('/api/master/locations?status=active&pageSize=200&zone=B')).list.filter((l) => l.capacity >= qty && l.code !== avoid);
  const held = new Map((await data('/api/master/model/zones/B')).map((l) => [l.code, l.onHand]));
  const free = active.find((l) => held.get(l.code) === 0);
  assert.ok(free, 'an empty active location');
  return free.code;
}

for (const lang of ['zh', 'en']) {
  describe(`inbound, end to end (${lang})`, () => {
    test('import with a bad row → receipt at a dock → tally by scan (one short, one damaged) → approval → putaway off the suggestion → stock and records at that location', async () => {
      const [a, c] = await twoProducts();
      const container = `E2EFLOW${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
      const page = await newPage(b.browser, { lang });

      // 1. the notice desk imports the supplier's file: the bad row is named, nothing is imported until it is gone
      await signIn(page, 'admin', '/inbound/regular/warehousingNotify');
      await page.locator('[data-testid=notice-table] tbody tr[data-row-key]').first().waitFor();
      const header = 'containerNo,supplier,eta,note,sku,expected,lot,expiry';
      const good = [`${container},Flow Supplier,2030-02-01,,${a.sku},10,,`, `${container},Flow Supplier,2030-02-01,,${c.barcodes[0]},10,,`];
      await page.getByTestId('notice-import').click();
      const files = page.locator('input[type=file]');
      await files.setInputFiles({ name: 'asn.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...good, `${container},Flow Supplier,2030-02-01,,NO-SUCH-SKU,3,,`].join('\n')) });
      await page.locator('[data-testid=import-preview] tbody tr[data-row-key="2"]').getByText(say(lang, 'server.inbound.skuUnknown', { sku: 'NO-SUCH-SKU' })).waitFor();
      assert.equal(await page.getByTestId('import-submit').isDisabled(), true);
      await files.setInputFiles({ name: 'asn.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...good].join('\n')) });
      await page.locator('[data-testid=import-preview] tbody tr[data-row-key="2"]').waitFor({ state: 'detached' });
      await page.getByTestId('import-submit').click();
      await dialog(page).waitFor({ state: 'hidden' });
      const [made] = (await data(`/api/inbound/notices?no=${container}`)).list;
      assert.ok(made, 'the notice was imported');
      const no = made.no;

      // 2. the receiving dock: arrive at a free dock, unload, confirm the receipt
      await page.goto(`${BASE_URL}/inbound/regular`);
      const row = page.locator('tr', { has: page.locator(`[data-testid="notice-${no}"]`) });
      await status(row, lang, 'created').waitFor();
      const dock = (await data('/api/inbound/meta')).docks.find((d) => d.status === 'free').code;
      await page.getByTestId(`receipt-arrive-${no}`).click();
      await settled(page);
      await pickOption(page, dialog(page).getByRole('combobox'), `${dock} ·`);
      await dialog(page).getByTestId('arrive-ok').click();
      await status(row, lang, 'arrived').waitFor();
      await page.getByTestId(`receipt-unload-${no}`).click();
      await confirmPopconfirm(page);
      await status(row, lang, 'unloading').waitFor();
      await page.getByTestId(`receipt-receive-${no}`).click();
      await confirmPopconfirm(page);
      await status(row, lang, 'received').waitFor();

      // 3. the tally, on a handheld: line A all scanned but one unit damaged, line C one short
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${BASE_URL}/inbound/regular/tally`);
      await page.getByTestId('tally-choose').waitFor();
      await scan(page, container);
      await page.getByTestId('tally-station').filter({ hasText: no }).waitFor();
      await scanFocused(page);
      await page.getByLabel(say(lang, 'inbound.tally.perScan')).fill('9');
      await page.getByLabel(say(lang, 'inbound.tally.perScan')).press('Enter');
      await scan(page, a.barcodes[0]);
      await page.getByTestId(`tally-good-${a.sku}`).filter({ hasText: /^9$/ }).waitFor();
      await scan(page, c.sku);
      await page.getByTestId(`tally-good-${c.sku}`).filter({ hasText: /^9$/ }).waitFor();
      await page.getByLabel(say(lang, 'inbound.tally.perScan')).fill('1');
      await page.getByRole('switch').click();
      await scanFocused(page);
      await scan(page, a.barcodes[0]);
      await page.getByTestId(`tally-damaged-${a.sku}`).filter({ hasText: /^1$/ }).waitFor();
      await page.getByRole('switch').click();
      for (const [sku, good, damaged, reason] of [
        [a.sku, 9, 1, 'DAMAGED'],
        [c.sku, 9, 0, 'SHORT'],
      ]) {
        await page.getByTestId(`tally-set-${sku}`).click();
        const form = dialog(page);
        await settled(page);
        await form.getByLabel(say(lang, 'inbound.tally.good'), { exact: true }).fill(String(good));
        await form.getByLabel(say(lang, 'inbound.tally.damaged'), { exact: true }).fill(String(damaged));
        const reasons = (await data('/api/inbound/meta')).tallyReasons;
        const entry = reasons.find((r) => r.code === reason);
        // picked again if a click during the list's opening animation left it open over Save
        await pickOption(page, form.getByRole('combobox'), lang === 'zh' ? entry.nameZh : entry.nameEn);
        await page.getByTestId('tally-line-save').click();
        await form.waitFor({ state: 'hidden' });
      }
      await page.getByTestId('tally-finish').click();
      await settled(page);
      await confirmPopconfirm(page);
      // 2 of 20 units off (one short, one damaged): 10 % > the warehouse's 5 %
      await page.getByTestId('tally-approval').waitFor();

      // 4. the notice desk approves it
      await page.setViewportSize({ width: 1366, height: 860 });
      await page.goto(`${BASE_URL}/inbound/regular/warehousingNotify`);
      const desk = page.locator('tr', { has: page.locator(`[data-testid="notice-${no}"]`) });
      await status(desk, lang, 'approval').waitFor();
      await page.getByTestId(`notice-approve-${no}`).click();
      await confirmPopconfirm(page);
      await status(desk, lang, 'tallied').waitFor();
      const booked = await data(`/api/inbound/notices/${made.id}`);
      assert.deepEqual(booked.lines.map((l) => [l.good, l.damaged, l.reason]), [[9, 1, 'DAMAGED'], [9, 0, 'SHORT']]);
      const task = booked.putaway.find((t) => t.sku === a.sku);
      const target = await emptyLocation(task.suggested, task.qty);

      // 5. putaway: the pallet of A onto a location that is not the suggested one
      await page.goto(`${BASE_URL}/inbound/regular/onShelf`);
      await page.getByTestId('putaway-station').waitFor();
      await scanFocused(page);
      await scan(page, task.lpn);
      await page.getByTestId('putaway-suggested').filter({ hasText: task.suggested }).waitFor();
      await scan(page, target);
      await page.getByRole('status').filter({ hasText: say(lang, 'inbound.putaway.done', { lpn: task.lpn, location: target }) }).waitFor();

      // 6. the stock at that location and its records
      await page.goto(`${BASE_URL}/inventory/location?location=${target}`);
      const stock = page.locator('tr', { hasText: a.sku });
      await stock.getByText(task.lpn).waitFor();
      await stock.getByText('9', { exact: true }).first().waitFor();
      await page.goto(`${BASE_URL}/inventory/record?location=${target}`);
      const records = page.locator('tr', { hasText: no });
      await records.first().waitFor();
      assert.ok((await records.count()) >= 1, 'the putaway move is a record of the notice at that location');
      const journal = (await data(`/api/inventory/records?location=${target}&docNo=${no}`)).list;
      assert.deepEqual(journal.map((j) => [j.type, j.sku, j.delta.onHand, j.lpn]), [['move', a.sku, 9, task.lpn]]);
      assert.match(journal[0].reason ?? '', new RegExp(task.suggested));
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}
