// Navigation in the browser: menus per account, 403/404, menu sets, login redirect, warehouses.
import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { api, BASE_URL, login, menuLabels, newPage, openAllSubmenus, pickHeaderMenu, resetBackend, sideMenu, useBrowser } from './helpers.mjs';

const ctx = useBrowser();
beforeEach(() => resetBackend());

/** The labels of the side menu's top level: its own items and the titles of its areas. */
const topLevel = (page) =>
  sideMenu(page)
    .locator(':scope > ul > li > a, :scope > ul > li > button')
    .allInnerTexts()
    .then((t) => t.map((s) => s.trim()).filter(Boolean));
/** The page title (PageContainer gives it its text as title). */
const pageTitle = (page, text) => page.getByRole('main').getByTitle(text, { exact: true });

describe('menus per account', () => {
  test('admin sees the whole warehouse menu and the system switch', async () => {
    const page = await newPage(ctx.browser, { lang: 'zh' });
    await login(page, 'admin');
    assert.equal(new URL(page.url()).pathname, '/homepage');
    assert.deepEqual(await topLevel(page), ['首页', '出库', '入库', 'CMS', '库存', '商品', '任务', '移库', '数据', '仓库', '基础类型', '日志', '打印', '系统']);
    const labels = await menuLabels(page);
    for (const leaf of ['拣货', '理货', '上架', '循环盘点', '库位', '月台', '移库出库', '考勤', '用户', '角色']) assert.ok(labels.includes(leaf), leaf);
    assert.equal(await sideMenu(page).getByRole('separator').count(), 1);
    assert.ok(await page.locator('[data-testid=menu-set-switch]').isVisible());
    await page.context().close();
  });

  test('staff sees exactly homepage, outbound, inventory and tasks, and no system switch', async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await login(page, 'staff');
    assert.deepEqual(await menuLabels(page), [
      'Homepage',
      'Outbound', 'B2C', 'B2C orders', 'Pick', 'Pack', 'Label', 'Delivery', 'B2B', 'B2B orders', 'Pick', 'Pack', 'Label', 'Delivery', 'Destroy', 'Transfers',
      'Inventory', 'Inventory list', 'Location inventory', 'Inventory records', 'Lot trace', 'Network stock', 'Cycle count management', 'Count', 'SKU count',
      'Cycle count', 'FBA locations', 'FBA location records',
      'Tasks',
    ]);
    assert.equal(await page.locator('[data-testid=menu-set-switch]').count(), 0);
    await page.context().close();
  });

  test('sysadmin lands in the system menu and sees only it', async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await login(page, 'sysadmin');
    assert.equal(new URL(page.url()).pathname, '/system');
    assert.deepEqual(await menuLabels(page), ['System management', 'User management', 'Role management', 'Admin user management', 'Admin role management']);
    await page.context().close();
  });
});

describe('access', () => {
  test('staff opening /warehouse/zone gets a translated 403 inside the layout', async () => {
    const page = await newPage(ctx.browser, { lang: 'zh' });
    await login(page, 'staff');
    await page.goto(`${BASE_URL}/warehouse/zone`);
    await page.getByText('抱歉，您没有访问此页面的权限。').waitFor();
    assert.ok(await sideMenu(page).isVisible());
    await page.context().close();
  });
});

describe('side menu', () => {
  test("going to a page keeps the areas the user opened, and opens the page's own", async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await login(page, 'admin');
    const menu = sideMenu(page);
    /** An area's title in the menu (it says whether the area is open: aria-expanded). */
    const area = (path) => menu.locator(`[data-menu-key="group:${path}"]`);
    const isOpen = async (path) => (await area(path).getAttribute('aria-expanded')) === 'true';
    await area('/inventory').click();
    await menu.locator('a[href="/inventory/location"]').waitFor();
    await menu.locator('a[href="/inventory/location"]').click();
    await page.waitForURL((u) => u.pathname === '/inventory/location');
    await pageTitle(page, 'Location inventory').waitFor();
    assert.ok(await isOpen('/inventory'));
    // A page of another area: its area is open, the one opened before stays open.
    await area('/outbound').click();
    await area('/outbound/b2c').click();
    await menu.locator('a[href="/outbound/b2c"]').click();
    await page.waitForURL((u) => u.pathname === '/outbound/b2c');
    await page.locator('[data-testid=order-table]').waitFor();
    assert.ok(await isOpen('/outbound'), 'the page’s own area is open');
    assert.ok(await isOpen('/inventory'), 'the area opened before stays open');
    // The user folds the page's own area, goes to another page, and back: the area opens again.
    await area('/outbound').click();
    await page.waitForFunction(() => document.querySelector('aside [data-menu-key="group:/outbound"]')?.getAttribute('aria-expanded') === 'false');
    await menu.locator('a[href="/inventory/location"]').click();
    await page.waitForURL((u) => u.pathname === '/inventory/location');
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/outbound/b2c');
    await page.locator('[data-testid=order-table]').waitFor();
    await page.waitForFunction(() => document.querySelector('aside [data-menu-key="group:/outbound"]')?.getAttribute('aria-expanded') === 'true');
    assert.ok(await isOpen('/inventory'));
    assert.equal(await menu.locator('a[aria-current=page][href="/outbound/b2c"]').count(), 1, 'the page is the selected entry');
    await page.context().close();
  });
});

describe('side menu, folded and on a handheld', () => {
  test("a window too narrow for the full sider folds the same menu to icons: an area's entries open beside it, by mouse or keys; wide again, the page's area open", async () => {
    // ProLayout folds the sider under its `lg` breakpoint (992 px) and unfolds it above.
    const page = await newPage(ctx.browser, { lang: 'en', viewport: { width: 900, height: 800 } });
    await login(page, 'admin', undefined, '/login?redirect=/outbound/b2c');
    await page.getByTestId('order-table').waitFor();
    const menu = sideMenu(page);
    await page.locator('aside nav.wms-side-menu-folded').waitFor();
    assert.equal(await page.getByRole('complementary').getByRole('menu').count(), 0, "no antd menu");
    const inbound = menu.getByRole('button', { name: 'Inbound', exact: true });
    await inbound.click();
    const flyout = page.getByRole('group', { name: 'Inbound' });
    await flyout.getByRole('button', { name: 'Returns' }).click();
    await flyout.locator('a[href="/inbound/return/trailer"]').click();
    await page.waitForURL((u) => u.pathname === '/inbound/return/trailer');
    assert.equal(await flyout.count(), 0, 'the flyout closes as the page opens');
    // the keys: Enter opens an area, its first entry takes the focus, Esc closes and returns to the icon
    await inbound.focus();
    await page.keyboard.press('Enter');
    await flyout.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.closest('[role=group]')?.getAttribute('aria-label')), 'Inbound');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Inbound');
    assert.equal(await flyout.count(), 0);
    await page.setViewportSize({ width: 1366, height: 800 });
    await menu.locator('a[aria-current=page][href="/inbound/return/trailer"]').waitFor();
    assert.equal(await menu.locator('[data-menu-key="group:/inbound"]').getAttribute('aria-expanded'), 'true');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test('folded in Chinese: the icons are named in Chinese and an area opens its entries', async () => {
    const page = await newPage(ctx.browser, { lang: 'zh', viewport: { width: 900, height: 800 } });
    await login(page, 'admin', undefined, '/login?redirect=/outbound/b2c');
    await page.getByTestId('order-table').waitFor();
    const inventory = sideMenu(page).getByRole('button', { name: '库存', exact: true });
    await inventory.click();
    await page.getByRole('group', { name: '库存' }).locator('a[href="/inventory/location"]').click();
    await page.waitForURL((u) => u.pathname === '/inventory/location');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test('on a handheld the menu is a drawer that a chosen entry folds', async () => {
    const page = await newPage(ctx.browser, { lang: 'en', viewport: { width: 390, height: 800 } });
    await login(page, 'admin');
    await page.getByRole('banner').getByRole('img', { name: 'menu' }).click();
    const menu = sideMenu(page);
    await menu.getByRole('button', { name: 'Inventory' }).click();
    await menu.getByRole('link', { name: 'Location inventory' }).click();
    await page.waitForURL((u) => u.pathname === '/inventory/location');
    await menu.waitFor({ state: 'hidden' });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});

describe('page containers', () => {
  test('the content area drops its padding exactly while the page has a PageContainer, through page switches', async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await login(page, 'admin');
    // What a person sees: the content area's own padding (ProLayout's token: 24 px inline, 32 px block).
    const padding = "(() => { const c = document.querySelector('.ant-pro-layout-content'); return c ? getComputedStyle(c).paddingLeft : ''; })()";
    const settled = (zero) => page.waitForFunction(`${padding} ${zero ? '===' : '!=='} '0px'`);
    await page.locator('[data-testid=home-today]').waitFor();
    await settled(true);
    const menu = sideMenu(page);
    for (const area of ['/outbound', '/outbound/b2c']) await menu.locator(`[data-menu-key="group:${area}"]`).click();
    await menu.locator('a[href="/outbound/b2c"]').click();
    await page.locator('[data-testid=order-table]').waitFor();
    assert.equal(await page.evaluate(padding), '0px', 'a switch between two pages keeps it');
    // The 404 page has no PageContainer: padded; a page with one again: not.
    await page.goto(`${BASE_URL}/no-such-page`);
    await page.getByText('Sorry, the page you visited does not exist.').waitFor();
    await settled(false);
    await sideMenu(page).locator('a[href="/homepage"]').first().click();
    await page.locator('[data-testid=home-today]').waitFor();
    assert.equal(await page.evaluate(padding), '0px');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});

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
    // Every list request, with whether a list (a kit table, `<name>-table`) was in the document when it was made.
    await page.evaluate(() => {
      window.__lists = [];
      const fetch0 = window.fetch;
      window.fetch = function fetchLogged(input, init) {
        window.__lists.push({ path: new URL(String(input?.url ?? input), window.location.href).pathname, tables: document.querySelectorAll('[data-testid$="-table"]').length });
        return fetch0.call(this, input, init);
      };
    });
    const visit = async (href) => {
      await menu.locator(`a[href="${href}"]`).first().click();
      await page.waitForURL(`${BASE_URL}${href}`);
      await page.getByRole('main').getByRole('table').first().waitFor();
      await page.waitForLoadState('networkidle'); // its rows, or its empty state (no logs yet)
    };
    for (const [href, endpoints] of LISTS) {
      await visit(href); // the page's module is loaded now (the route prefetch may not have reached it yet)
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

describe('menu sets', () => {
  test('admin switches to the system menu and back', async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await login(page, 'admin');
    await page.locator('[data-testid=menu-set-switch]').click();
    await page.waitForURL((u) => u.pathname === '/system');
    await sideMenu(page).getByText('Admin user management').waitFor();
    assert.deepEqual(await topLevel(page), ['System management']);
    await page.locator('[data-testid=menu-set-switch]').click();
    await page.waitForURL((u) => u.pathname === '/homepage');
    await sideMenu(page).getByText('Outbound').waitFor();
    assert.equal(await sideMenu(page).getByText('Admin user management').count(), 0);
    await page.context().close();
  });
});

describe('login', () => {
  test('no token → /login with the redirect, and back there after login', async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await page.goto(`${BASE_URL}/inventory/location`);
    await page.waitForURL((u) => u.pathname === '/login');
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/inventory/location');
    await page.locator('#username').fill('staff');
    await page.locator('#password').fill('staff123');
    await page.keyboard.press('Enter'); // Enter submits
    await page.waitForURL((u) => u.pathname === '/inventory/location');
    await page.locator('[data-testid=inventory-rows-table] tbody tr[data-row-key]').first().waitFor();
    await page.context().close();
  });

  test('a wrong password shows the server message and keeps the username', async () => {
    for (const [lang, message] of [['zh', '用户名或密码错误'], ['en', 'Wrong username or password']]) {
      const page = await newPage(ctx.browser, { lang });
      await page.goto(`${BASE_URL}/login`);
      await page.locator('#username').fill('staff');
      await page.locator('#password').fill('nope');
      await page.locator('[data-testid=login-submit]').click();
      await page.locator('[data-testid=login-error]').getByText(message).waitFor();
      assert.equal(await page.locator('#username').inputValue(), 'staff');
      assert.equal(new URL(page.url()).pathname, '/login');
      await page.context().close();
    }
  });

  test('empty fields show validation messages without calling the server', async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await page.goto(`${BASE_URL}/login`);
    let calls = 0;
    page.on('request', (r) => r.url().includes('/api/login') && calls++);
    await page.locator('[data-testid=login-submit]').click();
    await page.getByText('Please enter your username').waitFor();
    await page.getByText('Please enter your password').waitFor();
    assert.equal(calls, 0);
    await page.context().close();
  });

  test('logout calls the server, clears the token and goes to /login', async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await login(page, 'staff');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await pickHeaderMenu(page, page.locator('[data-testid=user-menu]'), page.getByRole('menuitem', { name: 'Log out' }), (timeout) => page.waitForURL((u) => u.pathname === '/login', { timeout }));
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    const after = await api('/api/currentUser', { method: 'GET', token });
    assert.equal(after.status, 401);
    await page.context().close();
  });
});

describe('current warehouse', () => {
  test('switching sends the new Current-Warehouse header and re-fetches the page without a reload', async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await login(page, 'admin');
    const card = page.locator('[data-testid=home-warehouse]');
    await card.getByText('SZ01').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('Current-Warehouse')), 'w1');
    await page.evaluate(() => {
      window.__noReload = true;
    });
    const request = page.waitForRequest((r) => r.url().includes('/api/warehouses/current'), { timeout: 60_000 });
    const switched = (timeout) => page.waitForFunction(() => localStorage.getItem('Current-Warehouse') === 'w2', null, { timeout });
    await pickHeaderMenu(page, page.locator('[data-testid=warehouse-select]'), page.getByRole('menuitem', { name: 'LA01 · Los Angeles Ontario DC' }), switched);
    assert.equal((await request).headers()['current-warehouse'], 'w2');
    await card.getByText('LA01').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('Current-Warehouse')), 'w2');
    assert.equal(await page.evaluate(() => window.__noReload), true);
    await page.context().close();
  });

  test('a stored warehouse the user may not use is replaced by the first allowed one', async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await page.addInitScript(() => localStorage.getItem('token') || localStorage.setItem('Current-Warehouse', 'w3'));
    await login(page, 'staff');
    await page.locator('[data-testid=home-warehouse]').getByText('SZ01').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('Current-Warehouse')), 'w1');
    await page.context().close();
  });
});
