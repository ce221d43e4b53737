// A menu click, as timed by the user: the page's first data asked for at the click, the page drawn
// once with its rows (a slow answer waited for only briefly), and the list kit's styles warmed up
// after the home page settles. Runs alone (e2e/run.mjs): another lane's load would fail its waits.
import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { api, BASE_URL, login, newPage, openAllSubmenus, resetBackend, sideMenu, useBrowser } from './helpers.mjs';

const ctx = useBrowser({ timed: true });
beforeEach(() => resetBackend());

describe('list kit warm-up', () => {
  test("after the homepage settles, once the user acts, the list pages' styles are computed while no table is in the page; a list page then uses them", async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await login(page, 'staff');
    const tableStyled = () => [...document.querySelectorAll('style')].some((s) => s.textContent.includes('.ant-pro-table') && s.textContent.includes('.ant-table-thead'));
    assert.equal(await page.evaluate(tableStyled), false, 'not part of the first paint');
    // the user's pointer on its way (the warm-up's cue: a page only looked at gets none)
    await page.waitForLoadState('networkidle');
    await page.mouse.move(120, 300);
    await page.waitForFunction(tableStyled, null, { timeout: 15_000, polling: 100 });
    assert.equal(await page.locator('.ant-table, .ant-pro-table').count(), 0, 'nothing shown');
    const menu = sideMenu(page);
    for (const area of ['/outbound', '/outbound/b2c']) await menu.locator(`[data-menu-key="group:${area}"]`).click();
    await menu.locator('a[href="/outbound/b2c"]').click();
    await page.locator('[data-testid=order-table] tbody tr[data-row-key]').first().waitFor();
    assert.equal(await page.locator('.ant-pro-table').count(), 1, 'the list page, and only it');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});

describe('first page at the click', () => {
  /** Every list page that declares its first page (kits/list/firstPage): its path and its list's endpoint (or the endpoints of all its first requests). */
  const LISTS = [
    ['/logs', '/api/logs'],
    ['/outbound/b2c', '/api/outbound/b2c/orders'],
    ['/outbound/destroy', '/api/outbound/destroy'],
    ['/warehouse', '/api/master/warehouses'],
    ['/warehouse/zone', '/api/master/zones'],
    ['/warehouse/location', '/api/master/locations'],
    ['/warehouse/dock', '/api/master/docks'],
    ['/warehouse/operation', '/api/master/operations'],
    ['/warehouse/patrol', '/api/master/patrol-routes'],
    ['/warehouse/position', '/api/master/positions'],
    ['/warehouse/deviceBind', '/api/master/devices'],
    ['/product', '/api/master/products'],
    ['/basic', '/api/master/basic'],
    ['/relocate/record', '/api/relocate/relocations'],
    ['/inventory', '/api/inventory/stock'],
    ['/inventory/location', '/api/inventory/rows'],
    ['/task', '/api/tasks'],
    ['/inbound/regular', '/api/inbound/notices'],
    ['/inbound/regular/warehousingNotify', '/api/inbound/notices'],
    ['/inbound/regular/lpnMap', '/api/inbound/lpns'],
    ['/inbound/return/secondProcess', '/api/inbound/returns'],
    ['/inbound/return/returnProcess', '/api/inbound/returns'],
    ['/inventory/record', '/api/inventory/records'],
    ['/inventory/cyclecountManagement', '/api/count/plans'],
    ['/inventory/fbaLocation', '/api/fba/stock'],
    ['/cms/smartHistory', '/api/cms/runs'],
    ['/product/moveable_pin_data', '/api/master/moveable-pins'],
    ['/warehouse/palletize', '/api/master/palletize'],
    // (its workers and stations too, but they are shared reference data: the second visit within 30 s asks for none)
    ['/data/attendance', ['/api/attendance/shifts', '/api/attendance/productivity']],
  ];

  test('a click on a list page asks for its first page before the page renders, and the page takes that answer (one request)', async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await login(page, 'admin');
    const menu = sideMenu(page);
    await openAllSubmenus(menu);
    // Every list request, with whether a list (a kit table, `<name>-table`) was in the document when it
    // was made; and the paths answered.
    await page.evaluate(() => {
      window.__lists = [];
      window.__answered = [];
      const fetch0 = window.fetch;
      window.fetch = function fetchLogged(input, init) {
        const path = new URL(String(input?.url ?? input), window.location.href).pathname;
        window.__lists.push({ path, tables: document.querySelectorAll('[data-testid$="-table"]').length });
        return fetch0.call(this, input, init).finally(() => window.__answered.push(path));
      };
    });
    const visit = async (href) => {
      await menu.locator(`a[href="${href}"]`).first().click();
      await page.waitForURL(`${BASE_URL}${href}`);
      // the page's own list (the home page's figures are a table too, shown while a page's code loads)
      await page.getByRole('main').locator('[data-testid$="-table"]').first().waitFor();
    };
    for (const [href, endpoints] of LISTS) {
      await page.evaluate(() => {
        window.__answered = [];
      });
      await visit(href); // the page's module is loaded now (the route prefetch may not have reached it yet)
      // its first data answered and shown: leaving sooner leaves the click's request on its way or
      // untaken, and the next click within 3 s takes it instead of asking
      await page.waitForFunction(
        (paths) =>
          paths.every((p) => window.__answered.includes(p)) &&
          !document.querySelector('main [data-testid$="-table"] [data-testid=list-pending]') &&
          !document.querySelector('main [aria-busy=true]'),
        [endpoints].flat(),
      );
      await menu.locator('a[href="/homepage"]').first().click();
      await page.getByTestId('home-today').waitFor();
      await page.evaluate(() => {
        window.__lists = [];
      });
      await visit(href);
      const requests = await page.evaluate(() => window.__lists);
      for (const endpoint of [endpoints].flat()) {
        const asked = requests.filter((r) => r.path === endpoint);
        assert.deepEqual(asked, [{ path: endpoint, tables: 0 }], `${href}: one request for ${endpoint}, made before the page's table was drawn`);
      }
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});

describe('a page renders once, with its first data', () => {
  /** Pages whose first data (rows, and what their filters and cells name) the click asks for. */
  const PAGES = [
    ['/outbound/b2c', 'order-table'],
    ['/task', 'tasks-table'],
    ['/inbound/regular', 'receipt-table'],
    ['/data/attendance', 'shifts-table'],
    ['/inventory/location', 'inventory-rows-table'],
    ['/warehouse/location', 'location-table'],
    ['/product', 'product-table'],
    ['/inbound/regular/lpnMap', 'lpn-table'],
    ['/inventory/record', 'inventory-records-table'],
    ['/inventory/cyclecountManagement', 'countPlans-table'],
    ['/cms/smartHistory', 'routing-run-table'],
    ['/product/moveable_pin_data', 'pin-table'],
  ];

  /**
   * Watches the page's main area from before the click: whether a list's blank "pending" body was
   * ever drawn, and whether its table had rows when it first appeared.
   */
  const watchMain = (page, testId) =>
    page.evaluate((id) => {
      window.__watch = { pending: false, firstRows: undefined };
      const seen = () => {
        if (document.querySelector('[data-testid="list-pending"]')) window.__watch.pending = true;
        const table = document.querySelector(`[data-testid="${id}"]`);
        if (table && window.__watch.firstRows === undefined) window.__watch.firstRows = table.querySelectorAll('tbody tr[data-row-key]').length;
      };
      new MutationObserver(seen).observe(document.body, { subtree: true, childList: true });
    }, testId);

  test("a menu click shows the next page with its rows in its first render, never an empty table first", async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await login(page, 'admin');
    const menu = sideMenu(page);
    await openAllSubmenus(menu);
    for (const [href, testId] of PAGES) {
      // once before: the page's module is in and has registered its first data (the route prefetch may not have reached it yet)
      await menu.locator(`a[href="${href}"]`).first().click();
      await page.getByTestId(testId).locator('tbody tr[data-row-key]').first().waitFor();
      await menu.locator('a[href="/homepage"]').first().click();
      await page.getByTestId('home-today').waitFor();
      await page.waitForLoadState('networkidle');
      await watchMain(page, testId);
      await menu.locator(`a[href="${href}"]`).first().click();
      await page.getByTestId(testId).locator('tbody tr[data-row-key]').first().waitFor();
      const watched = await page.evaluate(() => window.__watch);
      assert.ok(watched.firstRows > 0, `${href}: rows in the table's first render (${JSON.stringify(watched)})`);
      assert.equal(watched.pending, false, `${href}: no blank list body drawn first`);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test('a slow first answer is waited for only briefly: the entry is marked at once, then the page shows its loading state and its rows', async () => {
    const page = await newPage(ctx.browser, { lang: 'zh' });
    await login(page, 'admin');
    const menu = sideMenu(page);
    await openAllSubmenus(menu);
    // once before: the task list's module is in and has registered its first data
    await menu.locator('a[href="/task"]').first().click();
    await page.getByTestId('tasks-table').locator('tbody tr[data-row-key]').first().waitFor();
    await menu.locator('a[href="/homepage"]').first().click();
    await page.getByTestId('home-today').waitFor();
    await page.waitForLoadState('networkidle');
    const answer = { release: undefined };
    const released = new Promise((resolve) => {
      answer.release = resolve;
    });
    await page.route(/\/api\/tasks\?/, async (route) => {
      await released;
      await route.continue();
    });
    const entry = menu.locator('a[href="/task"]').first();
    await entry.click();
    assert.match(await entry.getAttribute('class'), /wms-side-menu-going/); // chosen at once, while the page waits
    await page.waitForURL(`${BASE_URL}/task`); // not past the wait's bound
    await page.getByTestId('list-pending').waitFor();
    assert.equal(await entry.getAttribute('aria-current'), 'page');
    answer.release();
    await page.getByTestId('tasks-table').locator('tbody tr[data-row-key]').first().waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
