/**
 * CMS in the browser, in both languages: a customer's booking accepted on the new-bookings screen
 * becomes a warehousing notice the notice desk lists; a customer order rejected with a reason; an
 * accept outbound refuses (an unknown SKU) shows why and changes nothing.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, apiToken, confirmPopconfirm, dialog, login, newPage, useBrowser, BASE_URL, adminCall, adminData, animationsDone, openAsAdmin } from './helpers.mjs';
import { say } from './texts.mjs';

const b = useBrowser();
const call = adminCall;
const data = adminData;
const settled = animationsDone;
const stateTag = (scope, lang, key, status) => scope.locator(`[data-testid=status-${status}]`).filter({ hasText: say(lang, key) });

/** An enabled product without shelf life. */
const plainSku = async () => (await data('/api/master/products?pageSize=200')).list.find((p) => p.enabled && !p.shelfLife).sku;

/** A booking on a day and slot nobody holds: each run books a day of its own. */
async function makeBooking(tag) {
  const meta = await data('/api/cms/meta');
  const day = new Date(Date.now() + (400 + Math.floor(Math.random() * 3000)) * 86400_000).toISOString().slice(0, 10);
  const body = { customer: `E2E ${tag}`, containerNo: `E2EBK${tag}${Date.now().toString(36).toUpperCase()}`, eta: day, slot: meta.slots[1], dock: meta.docks[0].code, lines: [{ sku: await plainSku(), expected: 12 }] };
  return data('/api/cms/bookings', { method: 'POST', body });
}

const makeOrder = async (tag, extra = {}) =>
  data('/api/cms/orders', { method: 'POST', body: { customer: `E2E ${tag}`, channel: 'email', orderType: 'b2c', carrier: 'SF', receiver: { name: 'Ann', address: '1 Main St' }, lines: [{ sku: await plainSku(), qty: 1 }], ...extra } });

const open = (lang, path) => openAsAdmin(b.browser, lang, path);

for (const lang of ['zh', 'en']) {
  describe(`CMS (${lang})`, () => {
    test('a new booking accepted becomes a warehousing notice on the notice desk, linked from the booking', async () => {
      const bk = await makeBooking(lang.toUpperCase());
      const page = await open(lang, '/cms/inBookingNew');
      // the new-bookings screen opens on the requested ones
      const row = page.locator('tr', { has: page.locator(`[data-testid="booking-${bk.no}"]`) });
      await stateTag(row, lang, 'cms.booking.status.requested', 'requested').waitFor();
      await page.locator(`[data-testid="booking-accept-${bk.no}"]`).click();
      await confirmPopconfirm(page);
      // accepted: it leaves the requested tab
      await row.waitFor({ state: 'detached' });
      const after = await data(`/api/cms/bookings/${bk.id}`);
      assert.equal(after.status, 'accepted');
      assert.match(after.noticeNo, /\S/);
      await page.locator('.ant-message-notice').filter({ hasText: say(lang, 'cms.booking.accepted', { no: bk.no, notice: after.noticeNo }) }).waitFor();

      // the booking list shows the notice it became
      await page.goto(`${BASE_URL}/cms/inBooking`);
      await page.locator(`[data-testid="booking-notice-${bk.no}"]`).filter({ hasText: after.noticeNo }).waitFor();
      // and the notice desk lists the notice, from the customer, waiting for its container
      await page.goto(`${BASE_URL}/inbound/regular/warehousingNotify`);
      const notice = page.locator('tr', { has: page.locator(`[data-testid="notice-${after.noticeNo}"]`) });
      await notice.getByText(bk.customer).waitFor();
      await notice.getByText(bk.containerNo).waitFor();
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('a customer order rejected with a reason; an accept outbound refuses shows why and changes nothing', async () => {
      const co = await makeOrder(`R${lang}`);
      const page = await open(lang, '/cms/outOrdeNew');
      const row = page.locator('tr', { has: page.locator(`[data-testid="customer-order-${co.no}"]`) });
      await stateTag(row, lang, 'cms.order.status.submitted', 'submitted').waitFor();
      await page.locator(`[data-testid="customer-order-reject-${co.no}"]`).click();
      const ask = dialog(page);
      await ask.getByText(say(lang, 'cms.order.rejectTitle', { no: co.no })).waitFor();
      await settled(page);
      await ask.locator('[data-testid=reason-input]').fill('Address outside the delivery area');
      await ask.locator('[data-testid=reason-ok]').click();
      await ask.waitFor({ state: 'hidden' });
      await row.waitFor({ state: 'detached' });
      const after = await data(`/api/cms/orders/${co.id}`);
      assert.equal(after.status, 'rejected');
      assert.equal(after.reason, 'Address outside the delivery area');
      assert.equal(after.orderNo, '');

      // an order naming a SKU the warehouse does not know: the accept is refused with the reason, nothing made
      const bad = await makeOrder(`B${lang}`, { lines: [{ sku: 'NO-SUCH-SKU', qty: 1 }] });
      const orders = (await data('/api/outbound/b2c/orders?pageSize=1')).total;
      await page.reload();
      await page.locator(`[data-testid="customer-order-accept-${bad.no}"]`).click();
      await confirmPopconfirm(page);
      await page.getByText(say(lang, 'server.order.unknownSku', { sku: 'NO-SUCH-SKU' })).first().waitFor();
      assert.equal((await data(`/api/cms/orders/${bad.id}`)).status, 'submitted');
      assert.equal((await data('/api/outbound/b2c/orders?pageSize=1')).total, orders);

      // the full list shows the rejected order and its reason
      await page.goto(`${BASE_URL}/cms/outOrder`);
      const listed = page.locator('tr', { has: page.locator(`[data-testid="customer-order-${co.no}"]`) });
      await stateTag(listed, lang, 'cms.order.status.rejected', 'rejected').waitFor();
      await listed.getByText('Address outside the delivery area').waitFor();
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}
