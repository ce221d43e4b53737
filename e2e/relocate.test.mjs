/**
 * Emergency relocation and FBA staging in the browser. Both languages: take units out of a source
 * location by scan (on a handheld in Chinese), receive them at the target side, put them away by
 * scanning the target; the stock-by-location screen shows them at the target and relocation
 * management shows the relocation done, with its records. And one FBA check: staging units for a
 * shipment onto an FBA location from the FBA screen, then seeing its records on the FBA record screen.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BASE_URL, dialog, newPage, pickOption, signIn, SUBMIT_NAME, useApiAs, useBrowser } from './helpers.mjs';
import { say } from './texts.mjs';

const b = useBrowser();
const call = useApiAs('admin', 'w1');
/** An answer's data, which must be a 200. */
async function data(path) {
  const r = await call(path);
  assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/** Waits until no finite animation runs (a click on a dialog still zooming in can miss). */
const animationsDone = (page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
/** A scan at the station: the field has the focus back (the kit refocuses it after every answer), then the code and Enter. */
async function scan(page, code) {
  const field = page.getByTestId('scan-input');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'scan-input');
  await field.fill(code);
  await field.press('Enter');
}

/** A shelf row of zone `zone` without a pallet, with at least 5 units available, not used by an earlier test. */
async function sourceRow(zone, avoid = []) {
  const rows = (await data(`/api/inventory/rows?zone=${zone}&place=shelf&pageSize=200`)).list;
  const row = rows.find((r) => !r.lpn && r.available >= 5 && !avoid.includes(r.location));
  assert.ok(row, `a shelf row in zone ${zone}`);
  return row;
}

/** An empty active location of zone D. */
async function emptyLocation() {
  const active = (await data('/api/master/locations?status=active&pageSize=200&zone=D')).list;
  const held = new Map((await data('/api/master/model/zones/D')).map((l) => [l.code, l.onHand]));
  const free = active.filter((l) => held.get(l.code) === 0);
  assert.ok(free.length, 'an empty active location');
  return free[Math.floor(Math.random() * free.length)].code;
}

for (const lang of ['zh', 'en']) {
  describe(`emergency relocation (${lang})`, () => {
    test('out of a source by scan → received → put away on the target: the stock is at the target, the relocation done in management', async () => {
      const row = await sourceRow(lang === 'zh' ? 'A' : 'B');
      const target = await emptyLocation();
      // Chinese on a handheld (390 px), English on a desktop
      const page = await newPage(b.browser, { lang, ...(lang === 'zh' ? { viewport: { width: 390, height: 844 } } : {}) });

      // 1. out: source location, product, quantity, target
      await signIn(page, 'admin', '/relocate/emergency/relocateOutbound');
      await page.getByTestId('relocate-out-station').waitFor();
      await scan(page, row.location);
      await page.getByRole('status').filter({ hasText: say(lang, 'relocate.out.fromOk', { location: row.location }) }).waitFor();
      await scan(page, row.sku);
      await page.getByTestId('relocate-out-available').filter({ hasText: String(row.available) }).waitFor();
      await page.getByTestId('relocate-out-qty').fill('3');
      await page.getByTestId('relocate-out-qty').press('Enter');
      await scan(page, target);
      await page.getByTestId('relocate-feedback-success').waitFor();
      const [r] = (await data(`/api/relocate/relocations?sku=${row.sku}&location=${row.location}&status=inTransit`)).list;
      assert.ok(r, 'the relocation is in transit');
      assert.equal(r.qty, 3);
      assert.equal(r.to, target);
      await page.getByRole('status').filter({ hasText: say(lang, 'relocate.out.done', { no: r.no, sku: row.sku, qty: 3, from: row.location, to: target }) }).waitFor();
      // in transit: counted once, not available anywhere
      const [bySku] = (await data(`/api/inventory/stock?sku=${row.sku}`)).list;
      assert.ok(bySku.staged >= 3, 'the units in transit are on hand, not on a shelf');

      // 2. in: scan the relocation's number
      await page.goto(`${BASE_URL}/relocate/emergency/relocateInbound`);
      await page.getByTestId('relocate-receive-station').waitFor();
      await scan(page, r.no);
      await page.getByRole('status').filter({ hasText: say(lang, 'relocate.scan.received', { no: r.no, sku: row.sku, qty: 3 }) }).waitFor();

      // 3. putaway: the relocation (by the task list's link), then the target location
      await page.goto(`${BASE_URL}/relocate/emergency/relocatePutaway?relocation=${r.id}`);
      await page.getByTestId('relocation-target').filter({ hasText: target }).waitFor();
      await scan(page, target);
      await page.getByRole('status').filter({ hasText: say(lang, 'relocate.scan.putAway', { no: r.no, sku: row.sku, qty: 3, location: target }) }).waitFor();

      // 4. the stock is at the target (stock by location)
      await page.goto(`${BASE_URL}/inventory/location?location=${target}`);
      const stock = page.locator('tr', { hasText: row.sku });
      await stock.first().waitFor();
      await stock.getByText('3', { exact: true }).first().waitFor();

      // 5. relocation management shows it done, with its six records: out, into transit, held there for it, released, out of transit, onto the target
      await page.goto(`${BASE_URL}/relocate/record?relocation=${r.id}`);
      const line = page.locator('tr', { hasText: r.no });
      await line.getByTestId('relocation-status').filter({ hasText: say(lang, 'relocate.status.done') }).waitFor();
      await page.getByTestId(`relocation-${r.no}`).click();
      const drawer = page.getByTestId('relocation-drawer');
      await drawer.getByText(say(lang, 'relocate.title', { no: r.no })).waitFor();
      await drawer.getByRole('tab', { name: say(lang, 'relocate.records', { count: 6 }) }).click();
      await drawer.getByTestId('relocation-records').locator('tbody tr', { hasText: target }).first().waitFor();
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}

describe('FBA location (en)', () => {
  test('stage units for a shipment onto an FBA location: listed by shipment, not available, with their records', async () => {
    const row = await sourceRow('C');
    const [fba] = await data('/api/fba/locations');
    const shipment = `FBA${Date.now().toString(36).toUpperCase()}`;
    const page = await newPage(b.browser, { lang: 'en' });
    await signIn(page, 'admin', '/inventory/fbaLocation');
    // the seeded shipments
    await page.getByTestId('fba-stock-table').locator('tr', { hasText: 'FBA15K2Q8Z' }).first().waitFor();
    await page.getByTestId('fba-stage').click();
    const form = dialog(page);
    await animationsDone(page);
    await form.getByTestId('fba-shipment').fill(shipment);
    await form.getByTestId('fba-from').fill(row.location);
    await form.getByTestId('fba-sku').fill(row.sku);
    await form.getByTestId('fba-qty').fill('2');
    await pickOption(page, form.getByTestId('fba-to'), fba.code);
    await form.getByRole('button', { name: SUBMIT_NAME }).click();
    await page.getByTestId('fba-stock-table').locator('tr', { hasText: shipment }).getByText(row.sku).waitFor();
    const after = (await data(`/api/inventory/rows?location=${fba.code}&sku=${row.sku}`)).list[0];
    assert.equal(after.available, 0, 'staged stock is held for its shipment');
    await page.goto(`${BASE_URL}/inventory/fbaLocationRecord?sku=${row.sku}&location=${fba.code}`);
    const records = page.getByTestId('fba-records-table').locator('tr', { hasText: `FBA ${shipment}` });
    await records.first().waitFor();
    assert.ok((await records.count()) >= 2, 'the move onto the FBA location and its hold');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});

for (const lang of ['zh', 'en']) {
  describe(`a new relocation by hand (${lang})`, () => {
    test('the form checks each field with the schema, shows the server\'s refusal (more than available) keeping what was typed, then plans it: planned on the source side\'s station', async () => {
      const row = await sourceRow(lang === 'zh' ? 'C' : 'A', []);
      const target = await emptyLocation();
      const page = await newPage(b.browser, { lang });
      await signIn(page, 'admin', '/relocate/record');
      await page.getByTestId('relocations-new').click();
      const form = dialog(page).filter({ has: page.getByTestId('relocation-form-save') });
      await animationsDone(page);

      // nothing typed: a message under each required field, in the page's language
      await page.getByTestId('relocation-form-qty').fill('');
      await page.getByTestId('relocation-form-save').click();
      await form.locator('#relocationForm_from_help').filter({ hasText: say(lang, 'server.validation.required') }).waitFor();
      await form.locator('#relocationForm_sku_help').filter({ hasText: say(lang, 'server.validation.required') }).waitFor();
      await form.locator('#relocationForm_qty_help').filter({ hasText: say(lang, 'server.validation.required') }).waitFor();

      // more than available: the server's 409, the form still open with everything typed
      const over = row.available + 1000;
      await page.getByTestId('relocation-form-from').fill(row.location);
      await page.getByTestId('relocation-form-sku').fill(row.sku);
      await page.getByTestId('relocation-form-qty').fill(String(over));
      await page.getByTestId('relocation-form-to').fill(target);
      await page.getByTestId('relocation-form-reason').fill('e2e by hand');
      await page.getByTestId('relocation-form-save').click();
      await page.locator('.ant-message-notice').filter({ hasText: say(lang, 'server.relocate.insufficient', { available: row.available, sku: row.sku, location: row.location, qty: over }) }).waitFor();
      assert.equal(await page.getByTestId('relocation-form-from').inputValue(), row.location);
      assert.equal(await page.getByTestId('relocation-form-qty').inputValue(), String(over));

      // two units: planned, listed as created
      await page.getByTestId('relocation-form-qty').fill('2');
      await page.getByTestId('relocation-form-save').click();
      await form.waitFor({ state: 'hidden' });
      const [made] = (await data(`/api/relocate/relocations?sku=${row.sku}&status=created&sortField=createdAt&sortOrder=descend&pageSize=1`)).list;
      assert.ok(made && made.from === row.location && made.to === target && made.qty === 2 && made.reason === 'e2e by hand', JSON.stringify(made));
      await page.locator('.ant-message-notice').filter({ hasText: say(lang, 'relocate.form.created', { no: made.no, qty: 2, sku: row.sku, from: row.location, to: target }) }).waitFor();
      await page.getByTestId(`relocation-${made.no}`).waitFor();
      // the source side's station lists it among the planned ones
      await page.goto(`${BASE_URL}/relocate/emergency/relocateOutbound`);
      await page.getByText(made.no).first().waitFor();
      assert.deepEqual(page.errors, []);
      await page.context().close();
      await call(`/api/relocate/relocations/${made.id}/cancel`, { method: 'POST', body: { reason: 'e2e done' } });
    });
  });
}
