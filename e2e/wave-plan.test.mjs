/**
 * Wave planning on the pick screen, in both languages: allocated orders of a carrier are planned with
 * the drawer's cut-off (an order made after it is left out), the preview shows the waves, "Create
 * waves" makes them and they appear in the wave list.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { animationsDone, api, apiToken, clickOptionUntil, dialog, newPage, resetBackend, signIn, useBrowser } from './helpers.mjs';
import { say } from './texts.mjs';

const b = useBrowser();
let token;
const call = async (path, opts = {}) => {
  const r = await api(path, { token, warehouse: 'w1', ...opts });
  assert.ok(r.status < 300, `${path}: ${JSON.stringify(r.body)}`);
  return r.body.data;
};
/** A button's name: antd spaces out a two-character Chinese label (预 览). */
const named = (lang, key) => new RegExp(`^${[...say(lang, key)].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`);
/** An allocated B2C order of `carrier`: one unit of a SKU with stock. */
async function allocatedOrder(carrier, sku) {
  const o = await call('/api/outbound/b2c/orders', { body: { receiver: { name: 'E2E Receiver', address: '1 Test Rd' }, carrier, lines: [{ sku, qty: 1 }] } });
  assert.deepEqual((await call('/api/outbound/b2c/orders/bulk', { body: { action: 'allocate', ids: [o.id] } })).done, [o.no]);
  return o;
}

before(() => resetBackend());
after(() => resetBackend());

for (const lang of ['zh', 'en']) {
  describe(`wave planning (${lang})`, () => {
    test('plans a carrier up to the cut-off: the preview shows the waves, they are made and listed', async () => {
      token = await apiToken('admin');
      const meta = await call('/api/outbound/b2c/meta', { method: 'GET' });
      const carrier = (meta.carriers[1] ?? meta.carriers[0]).code;
      const sku = (await call('/api/outbound/b2c/products?q=SKU000', { method: 'GET' })).find((p) => p.available >= 20).sku;
      const orders = [];
      for (let i = 0; i < 3; i++) orders.push(await allocatedOrder(carrier, sku));

      const page = await newPage(b.browser, { lang });
      await signIn(page, 'admin', '/outbound/b2c/pick');
      await page.getByRole('button', { name: named(lang, 'outbound.plan.open') }).click();
      const drawer = dialog(page).filter({ hasText: say(lang, 'outbound.plan.title') });
      await drawer.getByText(say(lang, 'outbound.plan.previewFirst')).waitFor();
      // made once the clock is past the drawer's cut-off (now when it has opened, shown to the second): left out of the plan
      await animationsDone(page);
      const cutoff = await drawer.getByLabel(say(lang, 'outbound.plan.cutoff')).inputValue();
      await page.waitForFunction((c) => Date.now() >= new Date(c.replace(' ', 'T')).getTime() + 1000, cutoff);
      const late = await allocatedOrder(carrier, sku);

      await animationsDone(page);
      await drawer.getByLabel(say(lang, 'outbound.plan.carriers')).click({ force: true });
      await clickOptionUntil(page, carrier, drawer.getByTitle(new RegExp(`^${carrier}( · |$)`)));
      await drawer.getByLabel(say(lang, 'outbound.plan.maxOrders')).fill('2');
      await drawer.getByRole('button', { name: named(lang, 'outbound.plan.preview') }).click();
      const table = drawer.getByTestId('plan-table');
      for (const o of orders) await table.getByText(o.no).waitFor();
      assert.equal(await table.getByText(late.no).count(), 0, 'an order made after the cut-off is not planned');
      // every planned wave is of the carrier and has at most 2 orders
      const rows = table.locator('tbody').getByRole('row');
      const waves = await rows.count();
      assert.ok(waves >= 2, `waves: ${waves}`);
      for (let i = 0; i < waves; i++) {
        const cells = await rows.nth(i).getByRole('cell').allInnerTexts();
        assert.equal(cells[1], carrier);
        assert.ok(Number(cells[3]) <= 2 && Number(cells[3]) >= 1, `orders in a wave: ${cells[3]}`);
      }

      await drawer.getByRole('button', { name: named(lang, 'outbound.plan.create') }).click();
      await page.getByText(say(lang, 'outbound.plan.created', { count: waves })).waitFor();
      for (const o of orders) assert.equal((await call(`/api/outbound/b2c/orders/${o.id}`, { method: 'GET' })).status, 'picking');
      assert.equal((await call(`/api/outbound/b2c/orders/${late.id}`, { method: 'GET' })).status, 'allocated');
      // the new waves, newest first, in the wave list
      const made = (await call('/api/outbound/b2c/waves?current=1&pageSize=10', { method: 'GET' })).list.slice(0, Math.min(waves, 10));
      for (const w of made) await page.getByTestId(`wave-${w.no}`).waitFor();
      // the late order is still to plan
      await call('/api/outbound/b2c/waves', { body: { orderIds: [late.id] } });
    });
  });
}
