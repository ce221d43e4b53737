// Navigation in the browser: menus per account, 403/404, menu sets, login redirect, warehouses
// (a menu click's timing: e2e/page-switch.test.mjs).
import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { api, BASE_URL, login, menuLabels, newPage, pickHeaderMenu, resetBackend, sideMenu, signIn, useBrowser } from './helpers.mjs';

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
    await signIn(page, 'staff', '/warehouse/zone');
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
