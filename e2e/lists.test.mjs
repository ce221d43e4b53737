// A kit list with a filter bar takes its pages itself (kits/list/ListScreen): what it shows after
// each click is the server's answer to the query the click makes. Paging, sorting both ways, a
// search (back to page 1) and the toolbar's reload, in both languages, on the product list.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BASE_URL, login, newPage, useApiAs, useBrowser } from './helpers.mjs';

const b = useBrowser();
const call = useApiAs('admin', 'w1');
const LIST_API = '/api/master/products';
const isListRequest = (r) => new URL(r.url()).pathname === LIST_API && r.request().method() === 'GET';

/** The ids of the rows the table shows, in order. */
const shownIds = (page) => page.locator('[data-testid=product-table] tbody tr[data-row-key]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')));

/**
 * Does `action` and waits for the list request it makes; then checks the table shows exactly the
 * rows the server answers to that query. Returns the query.
 */
async function expectServerPage(page, action) {
  const asked = page.waitForResponse(isListRequest);
  await action();
  const query = new URL((await asked).url()).searchParams;
  const expected = (await call(`${LIST_API}?${query}`)).body.data.list.map((p) => p.id);
  assert.ok(expected.length > 0, `the server has rows for ${query}`);
  await page.waitForFunction(
    (ids) => JSON.stringify([...document.querySelectorAll('[data-testid=product-table] tbody tr[data-row-key]')].map((r) => r.getAttribute('data-row-key'))) === JSON.stringify(ids),
    expected,
    { timeout: 10_000 },
  ).catch(async () => assert.deepEqual(await shownIds(page), expected, `rows for ${query}`));
  return query;
}

describe('a filter-bar list pages, sorts and searches on the server', () => {
  for (const lang of ['zh', 'en']) {
    test(`${lang}: page 2, SKU ascending then descending (same page), a search back on page 1, reload`, async () => {
      const page = await newPage(b.browser, { lang });
      await login(page, 'admin');
      const first = page.waitForResponse(isListRequest);
      await page.goto(`${BASE_URL}/product`);
      await first;
      await page.locator('[data-testid=product-table] tbody tr[data-row-key]').first().waitFor();
      const total = Number((await page.getByTestId('product-total').innerText()).replace(/\D/g, ''));
      assert.ok(total > 40, `w1 has more than two pages of products (${total})`);
      const pageOne = await shownIds(page);

      let q = await expectServerPage(page, () => page.getByTitle('2', { exact: true }).click());
      assert.equal(q.get('current'), '2');
      assert.notDeepEqual(await shownIds(page), pageOne);

      const skuHeader = page.getByRole('columnheader', { name: 'SKU' });
      q = await expectServerPage(page, () => skuHeader.click());
      assert.deepEqual([q.get('sortField'), q.get('sortOrder'), q.get('current')], ['sku', 'ascend', '2']);
      q = await expectServerPage(page, () => skuHeader.click());
      assert.deepEqual([q.get('sortField'), q.get('sortOrder'), q.get('current')], ['sku', 'descend', '2']);

      const search = page.getByTestId('product-filters').getByRole('textbox').first();
      await search.fill('SKU0001');
      q = await expectServerPage(page, () => search.press('Enter'));
      assert.equal(q.get('current'), '1');
      assert.equal(q.get('sortOrder'), 'descend');
      assert.equal(await search.inputValue(), 'SKU0001');

      // the toolbar's reload asks for the same query again
      const again = await expectServerPage(page, () => page.getByRole('img', { name: 'reload' }).click());
      assert.equal(again.toString(), q.toString());
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
});
