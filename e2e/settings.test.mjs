// Warehouse settings at work, in both languages: a SKU's palletize rule splits a tally into pallets the
// station lists; the putaway operation's scan rule refuses a location typed by hand (the translated
// message names the operation), and an override by a supervisor's role goes through.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { animationsDone, confirmPopconfirm, newPage, receivedNotice, signIn, useApiAs, useBrowser } from './helpers.mjs';

const b = useBrowser();
const call = useApiAs('admin', 'w1');

const ok = (answer, what) => {
  assert.equal(answer.status, 200, `${what}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
};

const WORDS = {
  zh: { perScan: '每次扫描数量', refused: '「上架」要求扫描库位，未扫描不能确认', rule: '「上架」要求扫描' },
  en: { perScan: 'Qty per scan', refused: 'Putaway requires a scan (Location): it cannot be confirmed without one', rule: 'Putaway requires a scan of' },
};

/** Enabled products without shelf life and without a palletize rule of their own; one per test. */
async function plainProduct(index) {
  const rules = ok(await call('/api/master/palletize?pageSize=1000'), 'palletize rules').list;
  const products = ok(await call('/api/master/products?pageSize=200&enabled=true&shelfLife=false'), 'products').list;
  const free = products.filter((p) => !rules.some((r) => r.target === 'sku' && r.code === p.sku));
  assert.ok(free.length > index + 4, 'products without a rule');
  return free[index + 4];
}


const inputFocused = (page) => page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'scan-input');
async function scan(page, code) {
  const input = page.getByTestId('scan-input');
  await input.fill(code);
  await input.press('Enter');
}

for (const [i, lang] of ['zh', 'en'].entries()) {
  const w = WORDS[lang];

  test(`a palletize rule of 5 units per pallet: a tally of 8 books two pallets, and the station lists their ids (${lang})`, async () => {
    const p = await plainProduct(i);
    const rule = ok(await call('/api/master/palletize', { method: 'POST', body: { target: 'sku', code: p.sku, unitsPerCarton: 5, cartonsPerLayer: 1, layers: 1 } }), 'palletize rule');
    try {
      const n = await receivedNotice([{ sku: p.sku, expected: 8 }]);
      const page = await newPage(b.browser, { lang });
      await signIn(page, 'admin', '/inbound/regular/tally');
      await page.getByTestId('tally-choose').waitFor();
      await scan(page, n.containerNo);
      await page.getByTestId('tally-station').filter({ hasText: n.no }).waitFor();
      await page.getByLabel(w.perScan).fill('8');
      await page.getByLabel(w.perScan).press('Enter');
      await inputFocused(page);
      await scan(page, p.sku);
      await page.getByTestId(`tally-good-${p.sku}`).filter({ hasText: /^8$/ }).waitFor();
      await page.getByTestId('tally-finish').click();
      await confirmPopconfirm(page);
      await page.getByTestId('tally-booked').waitFor();

      const booked = ok(await call(`/api/inbound/notices/${n.id}`), 'notice');
      const lpns = booked.lines[0].lpns;
      assert.equal(lpns.length, 2, 'two pallets: 5 and 3');
      assert.deepEqual(booked.putaway.map((t) => t.qty), [5, 3]);
      const listed = page.getByTestId(`tally-lpns-${p.sku}`);
      for (const lpn of lpns) await listed.getByText(lpn).waitFor();
      for (const lpn of lpns) await page.getByTestId('tally-putaway').getByText(lpn).waitFor();
      assert.deepEqual(page.errors, []);
      await page.context().close();
    } finally {
      await call(`/api/master/palletize/${rule.id}`, { method: 'DELETE' });
    }
  });

  test(`the putaway operation requires the location scanned: one typed by hand is refused with the operation named; a supervisor's override goes through (${lang})`, async () => {
    const p = await plainProduct(i + 2);
    const n = await receivedNotice([{ sku: p.sku, expected: 3 }]);
    ok(await call(`/api/inbound/tally/${n.id}/lines/0`, { method: 'PUT', body: { good: 3, damaged: 0 } }), 'tally line');
    const [task] = ok(await call(`/api/inbound/tally/${n.id}/finish`, { method: 'POST', body: {} }), 'finish').putaway;
    assert.ok(task?.suggested, 'a suggested location');
    const op = ok(await call('/api/master/operations?q=PUTAWAY'), 'operations').list.find((o) => o.code === 'PUTAWAY');
    const { id, history, enabled, ...fields } = op;
    void history;
    void enabled;
    ok(await call(`/api/master/operations/${id}`, { method: 'PUT', body: { ...fields, scanRequired: ['location'] } }), 'set scanRequired');
    try {
      const page = await newPage(b.browser, { lang });
      await signIn(page, 'admin', '/inbound/regular/onShelf');
      await page.getByTestId('putaway-station').waitFor();
      await inputFocused(page);
      await scan(page, task.lpn);
      await page.getByTestId('putaway-lpn').filter({ hasText: task.lpn }).waitFor();
      await page.getByTestId('putaway-scan-rule').filter({ hasText: w.rule }).waitFor();

      // typed by hand, without the override: refused, the pallet still to put away
      await page.getByTestId('putaway-manual').click();
      await animationsDone(page);
      await page.getByTestId('putaway-manual-location').fill(task.suggested);
      await page.getByTestId('putaway-manual-send').click();
      await page.getByRole('alert').filter({ hasText: w.refused }).waitFor();
      const still = ok(await call(`/api/inbound/notices/${n.id}`), 'notice');
      assert.equal(still.putaway[0].status, 'open');

      // the admin holds the warehouse manager role, one of the operation's override roles
      await page.getByTestId('putaway-manual').click();
      await animationsDone(page);
      await page.getByTestId('putaway-manual-location').fill(task.suggested);
      await page.getByTestId('putaway-manual-override').check();
      await page.getByTestId('putaway-manual-send').click();
      await page.getByRole('status').filter({ hasText: task.lpn }).waitFor();
      const done = ok(await call(`/api/inbound/notices/${n.id}`), 'notice');
      assert.equal(done.putaway[0].status, 'done');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    } finally {
      await call(`/api/master/operations/${id}`, { method: 'PUT', body: fields });
    }
  });
}
