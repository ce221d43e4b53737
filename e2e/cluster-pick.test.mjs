// Cluster picking on a 360 px handheld (zh and en): a tote bound to each order of a two-order wave,
// one trip over the wave's tasks, each confirmed by scanning its order's tote (a wrong tote refused
// in the user's language), and the wave done. E2E_SHOTS=<dir> keeps screenshots of both steps.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { api, apiToken, openPickWave, resetBackend, useBrowser } from './helpers.mjs';

const b = useBrowser();
const HANDHELD = { width: 360, height: 740 };
let token;
const call = (path, opts = {}) => api(path, { token, warehouse: 'w1', method: 'GET', ...opts });

before(async () => {
  await resetBackend();
  token = await apiToken('staff');
});

/** A new B2C wave of two one-line orders of products in stock: the wave, its orders, its tasks. */
async function twoOrderWave(skip) {
  const hits = (await call('/api/outbound/b2c/products?q=SKU00')).body.data.filter((h) => h.available >= 10);
  assert.ok(hits.length >= 2 + skip, 'two products in stock');
  const orders = [];
  for (const p of hits.slice(skip, skip + 2)) {
    orders.push((await call('/api/outbound/b2c/orders', { method: 'POST', body: { receiver: { name: 'Cluster Test', address: '1 Test Rd' }, carrier: 'SF', lines: [{ sku: p.sku, qty: 2 }] } })).body.data);
  }
  await call('/api/outbound/b2c/orders/bulk', { method: 'POST', body: { action: 'allocate', ids: orders.map((o) => o.id) } });
  const wave = (await call('/api/outbound/b2c/waves', { method: 'POST', body: { orderIds: orders.map((o) => o.id) } })).body.data;
  const detail = (await call(`/api/outbound/b2c/waves/${wave.id}`)).body.data;
  return { wave, orders: detail.orders, tasks: detail.tasks };
}

const scan = async (input, code) => {
  await input.fill(code);
  await input.press('Enter');
};
const shot = async (page, name) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: join(process.env.E2E_SHOTS, name) });
};

const WORDS = {
  zh: {
    switch: '集合拣货',
    bindPrompt: (no) => `扫描订单 ${no} 的周转箱`,
    bound: (tote, no) => `周转箱 ${tote} 已绑定订单 ${no}`,
    taken: (tote, no) => `周转箱 ${tote} 已用于订单 ${no}`,
    format: (code) => `不是周转箱条码：${code}`,
    wrong: (scanned, tote, no) => `周转箱错误：扫描了 ${scanned}，应放入 ${tote}（订单 ${no}）`,
    put: (qty, sku, tote) => `已放入：${qty} × ${sku} → ${tote}`,
    step: (i, n) => `第 ${i}/${n} 步`,
  },
  en: {
    switch: 'Cluster pick',
    bindPrompt: (no) => `Scan a tote for order ${no}`,
    bound: (tote, no) => `Tote ${tote} bound to order ${no}`,
    taken: (tote, no) => `Tote ${tote} is already used for order ${no}`,
    format: (code) => `Not a tote barcode: ${code}`,
    wrong: (scanned, tote, no) => `Wrong tote: scanned ${scanned}, put into ${tote} (order ${no})`,
    put: (qty, sku, tote) => `Put ${qty} × ${sku} into ${tote}`,
    step: (i, n) => `Step ${i} of ${n}`,
  },
};

for (const [i, lang] of ['zh', 'en'].entries()) {
  test(`360 px: totes bound to a two-order wave, one trip, a wrong tote refused, the wave done (${lang})`, async () => {
    const w = WORDS[lang];
    const { wave, orders, tasks } = await twoOrderWave(i * 2);
    const totes = orders.map((_, k) => `TOTE-${lang === 'zh' ? 1 : 2}${k}${String(Date.now()).slice(-4)}`);
    const toteOf = (orderId) => totes[orders.findIndex((o) => o.id === orderId)];

    const { page, input } = await openPickWave(b.browser, lang, wave, HANDHELD);

    // no totes yet: the single-order flow; the switch turns cluster pick on, totes first
    await page.getByRole('switch', { name: w.switch }).click();
    await page.getByTestId('tote-bind').filter({ hasText: orders[0].no }).waitFor();
    assert.equal(await page.getByTestId('short-pick').count(), 0, 'no short pick while totes are bound');
    assert.equal(await input.getAttribute('placeholder'), w.bindPrompt(orders[0].no));
    await scan(input, 'bad tote');
    await page.getByRole('alert').filter({ hasText: w.format('bad tote') }).waitFor();
    await shot(page, `cluster-bind-${lang}.png`);
    await scan(input, totes[0].toLowerCase());
    await page.getByRole('status').filter({ hasText: w.bound(totes[0], orders[0].no) }).waitFor();
    await page.getByTestId('tote-bind').filter({ hasText: orders[1].no }).waitFor();
    // the same tote for the second order is refused before it reaches the server
    await scan(input, totes[0]);
    await page.getByRole('alert').filter({ hasText: w.taken(totes[0], orders[0].no) }).waitFor();
    await scan(input, totes[1]);
    await page.getByRole('status').filter({ hasText: w.bound(totes[1], orders[1].no) }).waitFor();
    const bound = (await call(`/api/outbound/b2c/waves/${wave.id}`)).body.data.orders.map((o) => o.tote);
    assert.deepEqual(bound, totes);

    // the trip: every task of both orders in pick sequence, each into its order's tote
    for (const [k, task] of tasks.entries()) {
      const tote = toteOf(task.orderId);
      await page.getByTestId('pick-tote').filter({ hasText: tote }).filter({ hasText: task.orderNo }).waitFor();
      await scan(input, task.location);
      await scan(input, task.sku);
      if (task.lot) await scan(input, task.lot);
      const steps = task.lot ? 4 : 3;
      await page.getByTestId('scan-step').filter({ hasText: w.step(steps, steps) }).waitFor();
      if (k === 0) {
        const wrong = totes.find((x) => x !== tote);
        await scan(input, wrong);
        await page.getByRole('alert').filter({ hasText: w.wrong(wrong, tote, task.orderNo) }).waitFor();
        await shot(page, `cluster-put-${lang}.png`);
        const server = (await call(`/api/outbound/b2c/waves/${wave.id}`)).body.data.tasks.find((x) => x.id === task.id);
        assert.equal(server.picked, 0, 'a wrong tote picks nothing');
      }
      await scan(input, tote);
      await page.getByRole('status').filter({ hasText: w.put(task.qty, task.sku, tote) }).waitFor();
    }
    await page.getByTestId('pick-all-done').waitFor();
    const done = (await call(`/api/outbound/b2c/waves/${wave.id}`)).body.data;
    assert.equal(done.status, 'done');
    assert.ok(done.tasks.every((x) => x.status === 'done' && x.picked === x.qty));
    assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= window.innerWidth), 'no horizontal scroll at 360 px');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
