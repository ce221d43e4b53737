/**
 * Replenishment on a 360 px handheld, in both languages: the supervisor generates it on the task
 * list, a replenishment task is taken out of reserve, received and put away on its pick face by
 * scan; the pick face's stock rises by its units and the task list shows the task done.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, apiToken, login, newPage, resetBackend, useBrowser, BASE_URL } from './helpers.mjs';
import { say } from './texts.mjs';

const b = useBrowser();
const HANDHELD = { width: 360, height: 740 };
/** An answer's data as the admin, which must be a 2xx. */
async function data(path) {
  const r = await api(path, { token: await apiToken('admin'), warehouse: 'w1', method: 'GET' });
  assert.ok(r.status < 300, `${path}: ${JSON.stringify(r.body)}`);
  return r.body.data;
}
/** A scan at the station: the field has the focus back (the kit refocuses it after every answer), then the code and Enter. */
async function scan(page, code) {
  const field = page.getByTestId('scan-input');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'scan-input');
  await field.fill(code);
  await field.press('Enter');
}
const faceStock = async (sku, location) => (await data(`/api/inventory/rows?location=${location}&sku=${sku}&pageSize=100`)).list.filter((r) => r.location === location && r.sku === sku).reduce((n, r) => n + r.onHand, 0);

before(() => resetBackend());
// the files after this one find the seed's reserve free again
after(() => resetBackend());

for (const lang of ['zh', 'en']) {
  describe(`replenishment (${lang})`, () => {
    test('generated on the task list, taken out of reserve, received and put away on the pick face: its stock rises, the task is done', async () => {
      const page = await newPage(b.browser, { lang, viewport: HANDHELD });
      await login(page, 'admin');

      // 1. the supervisor generates (the second language finds the first one's still open: none twice)
      const open = async () => (await data('/api/relocate/relocations?status=created&pageSize=500')).list.filter((r) => r.replenish);
      const had = new Set((await open()).map((r) => r.no));
      await page.goto(`${BASE_URL}/task`);
      await page.getByTestId('tasks-replenish').click();
      const madeText = new RegExp(say(lang, 'task.replenish.made', { count: '#' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('#', '(\\d+)'));
      await page.getByText(madeText).or(page.getByText(say(lang, 'task.replenish.none'))).first().waitFor();
      const made = (await open()).filter((r) => !had.has(r.no));
      if (made.length) await page.getByText(say(lang, 'task.replenish.made', { count: made.length })).waitFor();
      const r = made[0] ?? (await open())[0];
      assert.ok(r, 'a replenishment task');
      assert.ok(['min', 'shortfall'].includes(r.replenish));
      const before = await faceStock(r.sku, r.to);

      // 2. out of reserve (the task's link): scan its source
      await page.goto(`${BASE_URL}/relocate/emergency/relocateOutbound?relocation=${r.id}`);
      await page.getByRole('status').filter({ hasText: say(lang, 'relocate.out.chosenPlanned', { no: r.no, location: r.from }) }).waitFor();
      await page.getByTestId(`replenish-${r.no}`).first().waitFor();
      await scan(page, r.from);
      await page.getByRole('status').filter({ hasText: say(lang, 'relocate.out.done', { no: r.no, sku: r.sku, qty: r.qty, from: r.from, to: r.to }) }).waitFor();

      // 3. received: scan its number
      await page.goto(`${BASE_URL}/relocate/emergency/relocateInbound`);
      await page.getByTestId('relocate-receive-station').waitFor();
      await scan(page, r.no);
      await page.getByRole('status').filter({ hasText: say(lang, 'relocate.scan.received', { no: r.no, sku: r.sku, qty: r.qty }) }).waitFor();

      // 4. put away: its number, then the pick face
      await page.goto(`${BASE_URL}/relocate/emergency/relocatePutaway`);
      await page.getByTestId('relocate-putaway-station').waitFor();
      await scan(page, r.no);
      await page.getByTestId('relocation-target').filter({ hasText: r.to }).waitFor();
      await scan(page, r.to);
      await page.getByRole('status').filter({ hasText: say(lang, 'relocate.scan.putAway', { no: r.no, sku: r.sku, qty: r.qty, location: r.to }) }).waitFor();
      assert.equal(await faceStock(r.sku, r.to), before + r.qty);

      // 5. the task list shows it done
      await page.goto(`${BASE_URL}/task`);
      const docNo = page.getByLabel(say(lang, 'task.docNo'));
      await docNo.fill(r.no);
      await docNo.press('Enter');
      await page.getByTestId(`task-state-replenish:${r.id}`).filter({ hasText: say(lang, 'task.state.done') }).waitFor();
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}
