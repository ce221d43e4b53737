import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dialog, newPage, signIn, useApiAs, useBrowser } from './helpers.mjs';

const b = useBrowser();
const call = useApiAs('staff', 'w1');

/** The words each language shows for the dialog and the backorder. */
const WORDS = {
  zh: { title: /^短缺发货：/, backorder: '生成补发单（关联本单，有货后再分配）', tag: '补发', backorderOf: '补发自' },
  en: { title: /^Ship .+ short$/, backorder: 'Become a backorder order (linked to this one, allocated when stock arrives)', tag: 'Backorder', backorderOf: 'Backorder of' },
};

/** Through the API, as the floor does it: an order of 3 units allocated, waved and short-picked by one (in exception, 2 picked). */
async function shortPickedOrder() {
  const products = (await call('/api/outbound/b2c/products?q=SKU')).body.data;
  const sku = products.find((p) => p.available >= 20).sku;
  const created = await call('/api/outbound/b2c/orders', { method: 'POST', body: { receiver: { name: 'E2E Short', address: '1 Dock Rd' }, carrier: 'SF', lines: [{ sku, qty: 3 }] } });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const order = created.body.data;
  const allocated = await call('/api/outbound/b2c/orders/bulk', { method: 'POST', body: { action: 'allocate', ids: [order.id] } });
  assert.deepEqual(allocated.body.data.done, [order.no]);
  const wave = (await call('/api/outbound/b2c/waves', { method: 'POST', body: { orderIds: [order.id] } })).body.data;
  const [first, ...others] = (await call(`/api/outbound/b2c/waves/${wave.id}`)).body.data.tasks;
  for (const t of others) assert.equal((await call(`/api/outbound/b2c/waves/${wave.id}/tasks/${t.id}/pick`, { method: 'POST', body: { qty: t.qty } })).status, 200);
  const short = await call(`/api/outbound/b2c/waves/${wave.id}/tasks/${first.id}/short`, { method: 'POST', body: { found: first.qty - 1, reason: 'bin empty' } });
  assert.equal(short.status, 200, JSON.stringify(short.body));
  return { ...order, sku };
}

for (const lang of ['zh', 'en']) {
  test(`exceptions (${lang}): a short-picked order ships short; its backorder is made and linked both ways`, async () => {
    const w = WORDS[lang];
    const order = await shortPickedOrder();
    const page = await newPage(b.browser, { lang });
    await signIn(page, 'staff', `/outbound/b2c?no=${order.no}`);
    const row = page.locator('tr', { has: page.locator(`[data-testid="order-${order.no}"]`) });
    await row.locator('[data-testid=status-exception]').waitFor();

    // the exception's own action: the dialog shows the lines and the choice, backorder by default
    await row.locator(`[data-testid="ship-short-${order.no}"]`).click();
    const box = dialog(page);
    await box.getByText(w.title).waitFor();
    await box.locator('[data-testid=ship-short-lines]').getByText(order.sku).waitFor();
    await box.getByRole('radio', { name: w.backorder }).check();
    await box.locator('[data-testid=ship-short-ok]').click();
    await box.waitFor({ state: 'hidden' });

    // the order goes on with what was picked; the backorder is listed beside it (its number contains the original's)
    const backorderNo = `${order.no}-B1`;
    await row.locator('[data-testid=status-picked]').waitFor();
    const boRow = page.locator('tr', { has: page.locator(`[data-testid="order-${backorderNo}"]`) });
    await boRow.locator('[data-testid=status-created]').waitFor();
    await boRow.getByText(w.tag, { exact: true }).waitFor();

    // the original's drawer names its backorder; the link opens the backorder, whose drawer names the original
    await page.locator(`[data-testid="order-${order.no}"]`).click();
    const drawer = page.locator('[data-testid=order-drawer]');
    await drawer.locator('[data-testid=order-backorders]').getByText(backorderNo).waitFor();
    await drawer.locator(`[data-testid="order-link-${backorderNo}"]`).click();
    await page.waitForURL((u) => u.searchParams.get('no') === backorderNo);
    await page.locator(`[data-testid="order-${backorderNo}"]`).click();
    await drawer.getByText(w.backorderOf).waitFor();
    await drawer.locator(`[data-testid="order-link-${order.no}"]`).waitFor();

    const detail = (await call(`/api/outbound/b2c/orders/${order.id}`)).body.data;
    assert.equal(detail.status, 'picked');
    assert.equal(detail.shortRest, 'backorder');
    assert.deepEqual(detail.lines.map((l) => [l.qty, l.picked]), [[2, 2]]);
    assert.deepEqual(detail.backorders.map((x) => [x.no, x.status]), [[backorderNo, 'created']]);
    assert.deepEqual(page.errors, []);
  });
}
