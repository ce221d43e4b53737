/**
 * The pack bench on a 360 px handheld, in both languages, with a keyboard-wedge scanner (typed
 * text and Enter into the focused scan field): a picked order is scanned by its number and packed
 * into 2 cartons (a count may go before an item); a wrong item is refused with its message (nothing lost); a carton closes only with
 * its weight and prints its label; the order becomes packed and is labelled on the label screen,
 * one parcel per carton.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { api, apiToken, BASE_URL, newPage, resetBackend, signIn, useBrowser } from './helpers.mjs';
import { say } from './texts.mjs';

const b = useBrowser();
const HANDHELD = { width: 360, height: 740 };
let token;
const call = async (path, opts = {}) => {
  const r = await api(path, { token, warehouse: 'w1', method: 'GET', ...opts });
  assert.ok(r.status < 300, `${path}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body.data;
};

/** Two SKUs with free stock and no lot, in an order (2 + 1 units) allocated, waved and picked through the API. */
async function pickedOrder() {
  const rows = (await call('/api/inventory/rows?place=shelf&pageSize=1000')).list.filter((r) => !r.lot && r.available >= 10);
  const skus = [...new Set(rows.map((r) => r.sku))].slice(0, 2);
  const order = await call('/api/outbound/b2c/orders', { method: 'POST', body: { receiver: { name: 'Pack Test', address: '1 Main St' }, carrier: 'SF', lines: [{ sku: skus[0], qty: 2 }, { sku: skus[1], qty: 1 }] } });
  await call('/api/outbound/b2c/orders/bulk', { method: 'POST', body: { action: 'allocate', ids: [order.id] } });
  const wave = await call('/api/outbound/b2c/waves', { method: 'POST', body: { orderIds: [order.id] } });
  for (const t of (await call(`/api/outbound/b2c/waves/${wave.id}`)).tasks) {
    await call(`/api/outbound/b2c/waves/${wave.id}/tasks/${t.id}/pick`, { method: 'POST', body: { qty: t.qty, ...(t.lot ? { lot: t.lot } : {}) } });
  }
  const other = rows.map((r) => r.sku).find((s) => !skus.includes(s));
  return { ...order, skus, other };
}

/** A keyboard-wedge scan: the scan field has the focus back, the scanner types the code and Enter. */
async function scan(page, code) {
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'scan-input');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

before(async () => {
  await resetBackend();
  token = await apiToken('staff');
});

for (const lang of ['zh', 'en']) {
  describe(`pack bench (${lang}, 360 px)`, () => {
    test('a picked order packed into 2 cartons, a wrong item refused, weight required; packed, then labelled', async () => {
      const order = await pickedOrder();
      const [a, c] = order.skus;
      const page = await newPage(b.browser, { lang, viewport: HANDHELD });
      // the printer is not part of the test: count the carton labels sent to it
      await page.context().addInitScript(() => {
        window.print = () => {
          window.printCalls = (window.printCalls ?? 0) + 1;
        };
      });
      await signIn(page, 'staff', '/outbound/b2c/pack');
      await page.getByTestId('pack-choose').waitFor();
      // the list of picked orders (oldest first) has loaded: the chooser's scan field keeps the focus after it
      await page.locator('tbody a[data-testid^="pack-order-"]').first().waitFor();
      await scan(page, order.no);
      const bench = page.getByTestId('pack-bench');
      await bench.waitFor();
      await page.getByTestId(`pack-left-${a}`).filter({ hasText: '2' }).waitFor();

      // carton 1: a wrong item is refused (nothing packed), then both units of the first SKU
      await page.getByTestId('pack-open').click();
      await page.getByTestId('pack-carton-1').waitFor();
      await scan(page, order.other);
      await page.getByTestId('pack-feedback-error').filter({ hasText: say(lang, 'server.outbound.pack.notOnOrder', { code: order.other, no: order.no }) }).waitFor();
      await scan(page, a);
      await page.getByTestId('pack-feedback-success').filter({ hasText: say(lang, 'outbound.pack.packedItem', { qty: 1, sku: a, seq: 1 }) }).waitFor();
      await scan(page, a);
      await page.getByTestId(`pack-left-${a}`).filter({ hasText: '0' }).waitFor();
      // a third one is more than was picked; so are 3 at once (a count typed before the item)
      await scan(page, a);
      await page.getByTestId('pack-feedback-error').filter({ hasText: say(lang, 'server.outbound.pack.fullyPacked', { sku: a, left: 0 }) }).waitFor();
      await scan(page, '3');
      await page.getByTestId('pack-qty').filter({ hasText: say(lang, 'outbound.pack.nextQty', { qty: 3 }) }).waitFor();
      await scan(page, c);
      await page.getByTestId('pack-feedback-error').filter({ hasText: say(lang, 'server.outbound.pack.fullyPacked', { sku: c, left: 1 }) }).waitFor();
      // the count is for one scan (gone with the answer's frame or the next)
      await page.getByTestId('pack-qty').waitFor({ state: 'detached' });

      // no weight: refused, the carton stays open
      await page.getByTestId('pack-close').click();
      await page.getByText(say(lang, 'outbound.pack.weightRequired')).first().waitFor();
      assert.equal((await call(`/api/outbound/b2c/pack/${order.id}`)).cartons[0].status, 'open');
      await page.getByLabel(say(lang, 'outbound.pack.weight')).fill('2.5');
      await page.getByTestId('pack-close').click();
      await page.getByTestId('pack-feedback-success').filter({ hasText: say(lang, 'outbound.pack.cartonClosed', { seq: 1, weight: 2.5 }) }).waitFor();
      await page.waitForFunction(() => window.printCalls === 1);

      // carton 2: the other SKU, weighed with Enter in the weight field
      await page.getByTestId('pack-open').click();
      await page.getByTestId('pack-carton-2').waitFor();
      await scan(page, c);
      await page.getByTestId(`pack-left-${c}`).filter({ hasText: '0' }).waitFor();
      await page.getByLabel(say(lang, 'outbound.pack.weight')).fill('0.8');
      await page.getByLabel(say(lang, 'outbound.pack.weight')).press('Enter');
      await page.getByTestId('pack-feedback-success').filter({ hasText: say(lang, 'outbound.pack.cartonClosed', { seq: 2, weight: 0.8 }) }).waitFor();
      await page.waitForFunction(() => window.printCalls === 2);

      // nothing fits the 360 px screen sideways
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'no sideways scroll at 360 px');

      await page.getByTestId('pack-complete').click();
      await page.getByTestId('pack-done').waitFor();
      const packed = (await call(`/api/outbound/b2c/orders?no=${order.no}`)).list[0];
      assert.deepEqual([packed.status, packed.cartons], ['packed', 2]);
      const session = await call(`/api/outbound/b2c/pack/${order.id}`);
      assert.deepEqual(session.cartons.map((x) => [x.seq, x.weight, x.items]), [
        [1, 2.5, [{ sku: a, qty: 2 }]],
        [2, 0.8, [{ sku: c, qty: 1 }]],
      ]);

      // the label screen: the packed order gets a label per carton
      await page.goto(`${BASE_URL}/outbound/b2c/label`);
      await page.getByTestId(`label-${order.no}`).click();
      await page.getByTestId('tab-labelled').click();
      const labelled = (await call(`/api/outbound/b2c/orders?no=${order.no}`)).list[0];
      assert.equal(labelled.status, 'labelled');
      assert.equal(labelled.trackingNos.length, 2);
      await page.getByTestId(`tracking-${order.no}`).filter({ hasText: labelled.trackingNos[1] }).waitFor();
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}
