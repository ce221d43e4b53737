// What a first look found on screen: handheld scan screens, printed page sizes, group ids, the
// language switch, the menu-set switch, the words and tables.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { api, apiToken, BASE_URL, login, menuLabels, newPage, resetBackend, sideMenu, signIn, useBrowser } from './helpers.mjs';

const b = useBrowser();
let staff;
const asStaff = (path, opts = {}) => api(path, { token: staff, warehouse: 'w1', method: 'GET', ...opts });

before(async () => {
  await resetBackend();
  staff = await apiToken('staff');
});

/** Page sizes of a PDF in points, one per page, from its /MediaBox entries. */
function pdfPageSizes(pdf) {
  const text = pdf.toString('latin1');
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s*\]/g)];
  const pages = (text.match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
  const sizes = boxes.map((m) => [Number(m[3]) - Number(m[1]), Number(m[4]) - Number(m[2])]);
  assert.equal(sizes.length, pages, 'one MediaBox per page');
  return sizes;
}
const MM = 72 / 25.4;
const near = (a, b) => Math.abs(a - b) < 1;
const assertSize = (sizes, [w, h], what) => {
  assert.ok(sizes.length > 0, `${what}: pages`);
  for (const [pw, ph] of sizes) assert.ok(near(pw, w) && near(ph, h), `${what}: ${pw.toFixed(2)} × ${ph.toFixed(2)} pt, expected ${w.toFixed(2)} × ${h.toFixed(2)}`);
};
const A4 = [210 * MM, 297 * MM];
const LABEL = [100 * MM, 150 * MM];

/** Prints the page as the browser would (print media, the sheet's own page size) into a PDF. */
const printToPdf = (page) => page.pdf({ preferCSSPageSize: true, printBackground: true });

/** In print media: the elements of <body> that are displayed (only the printed sheet may be). */
async function printedRoots(page) {
  await page.emulateMedia({ media: 'print' });
  const roots = await page.evaluate(() => [...document.body.children].filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.className || el.id || el.tagName));
  // controls and status tags of the screen
  const uiVisible = await page.evaluate(() => [...document.querySelectorAll('button, input, [role=button], [role=checkbox], [data-testid^="status-"]')].filter((el) => el.checkVisibility()).length);
  await page.emulateMedia({ media: null }); // back to none: page.pdf() prints with print media
  return { roots, uiVisible };
}

/** The 403 page (its text, in English). */
const forbidden = (page) => page.getByText('Sorry, you are not allowed to open this page.');
/** A data row of the screen's table (the hidden row a scrolling table measures with has no key). */
const dataRow = (page) => page.getByRole('main').locator('tbody tr[data-row-key]').first();

/** The page has no horizontal scroll, and the element is at least 44 px high. */
const noSideScroll = (page) => page.evaluate(() => document.scrollingElement.scrollWidth <= window.innerWidth);
const heightOf = async (locator) => (await locator.boundingBox()).height;
const isFocused = (locator) => locator.evaluate((el) => el === document.activeElement);

/** A wave of two allocated orders, made by the API as staff: its number. */
async function newWave() {
  const orders = (await asStaff('/api/outbound/b2c/orders?status=allocated&pageSize=2')).body.data.list;
  const wave = (await asStaff('/api/outbound/b2c/waves', { method: 'POST', body: { orderIds: orders.map((o) => o.id) } })).body.data;
  assert.ok(wave?.no, 'wave created');
  return wave;
}

for (const width of [412, 360]) {
  describe(`handheld, ${width} px`, () => {
    test('pick: fits the screen, large targets, the scan field keeps the focus after each scan', async () => {
      const wave = await newWave();
      const page = await newPage(b.browser, { lang: 'en', viewport: { width, height: 800 } });
      await signIn(page, 'staff', '/outbound/b2c/pick');
      await page.locator(`[data-testid="wave-${wave.no}"]`).click();
      const input = page.locator('[data-testid=scan-input]');
      await input.waitFor();
      assert.ok(await noSideScroll(page), 'no horizontal scroll');
      assert.ok(await isFocused(input), 'focused when the wave opens');
      for (const target of [input, page.locator('[data-testid=short-pick]'), page.locator('[data-testid=print-picklist]'), page.locator(`[data-testid="wave-${wave.no}"]`)]) {
        assert.ok((await heightOf(target)) >= 44, `touch target ${await target.getAttribute('data-testid')} ≥ 44 px`);
      }
      // A wrong location: an error, and the field has the focus again even after a tap elsewhere.
      await page.locator('[data-testid=pick-progress]').click();
      await input.fill('NOWHERE-1');
      await input.press('Enter');
      await page.locator('[data-testid=scan-feedback-error]').waitFor();
      assert.ok(await isFocused(input), 'focused after an error');
      // The right location: the next prompt, focused.
      const detail = (await asStaff(`/api/outbound/b2c/waves/${wave.id}`)).body.data;
      const task = detail.tasks.find((x) => x.status === 'open');
      await page.locator('[data-testid=pick-progress]').click();
      await input.fill(task.location);
      await input.press('Enter');
      await page.locator('[data-testid=scan-feedback-info]').filter({ hasText: task.location }).waitFor();
      assert.ok(await isFocused(input), 'focused after a good scan');
      // The label and value of the current task use the language's colon.
      assert.match(await page.locator('[data-testid=pick-current]').innerText(), /Location: /);
      assert.ok(await noSideScroll(page), 'still no horizontal scroll');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('delivery: fits the screen, large targets, the scan field keeps the focus after each scan', async () => {
      const manifest = (await asStaff('/api/outbound/b2c/manifests', { method: 'POST', body: { carrier: 'SF' } })).body.data;
      const page = await newPage(b.browser, { lang: 'zh', viewport: { width, height: 800 } });
      await signIn(page, 'staff', '/outbound/b2c/delivery');
      await page.locator(`[data-testid="manifest-${manifest.no}"]`).click();
      const input = page.locator('[data-testid=manifest-input]');
      await input.waitFor();
      assert.ok(await noSideScroll(page), 'no horizontal scroll');
      assert.ok(await isFocused(input));
      for (const target of [input, page.locator('[data-testid=manifest-confirm]'), page.locator('[data-testid=manifest-create]'), page.locator('[data-testid=print-manifest]')]) {
        assert.ok((await heightOf(target)) >= 44, `touch target ${await target.getAttribute('data-testid')} ≥ 44 px`);
      }
      await page.locator('.wms-scan-stats').click();
      await input.fill('NO-SUCH-PARCEL');
      await input.press('Enter');
      await page.locator('[data-testid=manifest-feedback-error]').waitFor();
      assert.ok(await isFocused(input), 'focused after an error');
      assert.ok(await noSideScroll(page));
      await page.context().close();
    });
  });
}

describe('printing', () => {
  test('a pick list prints on A4 pages with nothing of the screen', async () => {
    const wave = await newWave();
    const page = await newPage(b.browser, { lang: 'zh' });
    await signIn(page, 'staff', '/outbound/b2c/pick');
    await page.locator(`[data-testid="wave-${wave.no}"]`).click();
    await page.locator('[data-testid=picklist-sheet]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('[data-testid=picklist-sheet]').isVisible(), false, 'not on screen');
    const { roots, uiVisible } = await printedRoots(page);
    assert.deepEqual(roots, ['wms-print-root wms-print-a4']);
    assert.equal(uiVisible, 0, 'no buttons, tags, checkboxes or inputs in print');
    assertSize(pdfPageSizes(await printToPdf(page)), A4, 'pick list');
    await page.context().close();
  });

  test('a manifest prints on A4 pages', async () => {
    const manifest = (await asStaff('/api/outbound/b2c/manifests', { method: 'POST', body: { carrier: 'DHL' } })).body.data;
    const page = await newPage(b.browser, { lang: 'en' });
    await signIn(page, 'staff', '/outbound/b2c/delivery');
    await page.locator(`[data-testid="manifest-${manifest.no}"]`).click();
    await page.locator('[data-testid=manifest-sheet]').waitFor({ state: 'attached' });
    assert.deepEqual((await printedRoots(page)).roots, ['wms-print-root wms-print-a4']);
    assertSize(pdfPageSizes(await printToPdf(page)), A4, 'manifest');
    await page.context().close();
  });

  test('labels print 100 × 150 mm, one label per page, nothing else', async () => {
    const page = await newPage(b.browser, { lang: 'en' });
    // The browser's print dialog is not part of the test: count the calls instead.
    await page.context().addInitScript(() => {
      window.print = () => {
        window.printCalls = (window.printCalls ?? 0) + 1;
      };
    });
    await login(page, 'staff');
    const labelled = (await asStaff('/api/outbound/b2c/orders?status=labelled&pageSize=1')).body.data.list[0];
    const parcels = (await asStaff(`/api/outbound/b2c/orders/${labelled.id}`)).body.data.parcels.length;
    await page.goto(`${BASE_URL}/outbound/b2c/label`);
    await page.locator('[data-testid=tab-labelled]').click();
    await page.locator('input#no').fill(labelled.no);
    await page.locator('input#no').press('Enter');
    await page.locator(`[data-testid="print-${labelled.no}"]`).click();
    await page.getByRole('tooltip').getByRole('spinbutton').fill('2');
    await page.locator('[data-testid=print-go]').click();
    await page.locator('[data-testid=label-sheet]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => window.printCalls === 1);
    assert.equal(await page.locator('[data-testid=label-sheet] .wms-label').count(), parcels * 2);
    const { roots, uiVisible } = await printedRoots(page);
    assert.deepEqual(roots, ['wms-print-root wms-print-label']);
    assert.equal(uiVisible, 0);
    const sizes = pdfPageSizes(await printToPdf(page));
    assert.equal(sizes.length, parcels * 2, 'one page per label');
    assertSize(sizes, LABEL, 'label');
    // "1 label" / "2 labels": the count in the message is the number of labels.
    await page.locator('.ant-message-notice').filter({ hasText: `${parcels * 2} label${parcels * 2 === 1 ? '' : 's'} sent to print` }).waitFor();
    await page.context().close();
  });
});

describe('menu groups with ids of their own', () => {
  test('a user without a group id sees no group and gets 403 on its pages', async () => {
    const admin = await apiToken('admin');
    const sys = (path, body) => api(path, { token: admin, body: { scope: 'system', ...body } });
    // Product pages (342, 336) without the product group (82); relocate with 433 but not 434.
    const role = await sys('/api/system/roles', { code: 'nogroup', name: 'No group', description: 'test', warehouseId: 'w1', menuIds: ['148', '342', '336', '433', '575', '436'] });
    assert.equal(role.status, 200, JSON.stringify(role.body));
    const user = await sys('/api/system/users', { username: 'nogroup1', name: 'No Group', phone: '13900000009', email: 'ng@example.com', password: 'abcd1234', roleIds: [role.body.data.id], warehouseIds: ['w1'], enabled: true });
    assert.equal(user.status, 200, JSON.stringify(user.body));

    const page = await newPage(b.browser, { lang: 'en' });
    await page.goto(`${BASE_URL}/login`);
    await page.locator('#username').fill('nogroup1');
    await page.locator('#password').fill('abcd1234');
    await page.locator('[data-testid=login-submit]').click();
    await page.waitForURL((u) => u.pathname === '/homepage');
    const labels = await menuLabels(page);
    assert.ok(!labels.includes('Product'), `no product group: ${labels}`);
    assert.ok(labels.includes('Relocate') && labels.includes('Relocation management'), `relocate group with its record page: ${labels}`);
    assert.ok(!labels.includes('Emergency relocation'), `no emergency group without 434: ${labels}`);
    for (const path of ['/product', '/product/moveable_pin_data', '/relocate/emergency/relocateOutbound']) {
      await page.goto(`${BASE_URL}${path}`);
      await forbidden(page).waitFor();
    }
    await page.goto(`${BASE_URL}/relocate/record`);
    // relocation management opens with 433 and 575: its list of the seeded relocations, with their state tabs
    await page.locator('[data-testid=relocations-table] [data-testid^=relocation-RL]').first().waitFor();
    await page.getByRole('tab', { name: /In transit/ }).waitFor();
    assert.equal(await forbidden(page).count(), 0, 'the relocate record page opens with 433 and 575');
    await page.context().close();
  });

  test('sysadmin (system menu only) is offered no switch to the warehouse menu', async () => {
    const page = await newPage(b.browser, { lang: 'en' });
    await login(page, 'sysadmin');
    await page.locator('[data-testid=header-actions]').waitFor();
    await sideMenu(page).waitFor();
    assert.equal(await page.locator('[data-testid=menu-set-switch]').count(), 0);
    await page.context().close();
  });
});

test('switching the language changes the header title and the page heading at once', async () => {
  const page = await newPage(b.browser, { lang: 'zh' });
  await signIn(page, 'staff', '/outbound/b2c/pick');
  // the page title (PageContainer gives it its text as title) and the header's h1
  const heading = (text) => page.getByRole('main').getByTitle(text, { exact: true });
  const title = page.getByRole('banner').getByRole('heading', { level: 1 });
  await heading('拣货').waitFor();
  assert.equal((await title.innerText()).trim(), '仓储管理平台');
  await page.locator('[data-testid=lang-switch]').getByText('English').click();
  await heading('Pick').waitFor();
  await title.filter({ hasText: 'Warehouse Management Platform' }).waitFor();
  await page.context().close();
});

test('at 800 px the header keeps to one line: no title over the page, the language switch and the user menu in view', async () => {
  const page = await newPage(b.browser, { lang: 'en', viewport: { width: 800, height: 900 } });
  await login(page, 'admin');
  await page.getByTestId('header-actions').waitFor();
  // (ProLayout's fixed header has an empty twin that keeps its place)
  const banner = page.getByRole('banner').filter({ has: page.getByTestId('header-actions') });
  assert.equal(await banner.getByRole('heading', { level: 1 }).isVisible(), false, 'the title leaves the room to the controls');
  for (const button of await page.getByTestId('lang-switch').getByRole('button').all()) {
    const box = await button.boundingBox();
    assert.ok(box.height <= 24, `"${await button.innerText()}" on one line (${box.height} px high)`);
  }
  const actions = await page.getByTestId('header-actions').boundingBox();
  assert.ok(actions.x + actions.width <= 800, `header actions end at ${actions.x + actions.width} px`);
  const header = await banner.boundingBox();
  assert.ok(header.height <= 64, `header ${header.height} px high`);
  await page.context().close();
});

test('the system tables keep their actions in view at 1400 px; order tables stay in their card at 1280 px', async () => {
  const page = await newPage(b.browser, { lang: 'en', viewport: { width: 1400, height: 900 } });
  await login(page, 'admin');
  // A measurement of antd's own boxes (the table's card and scroll container have no role): the
  // pending budget of scripts/e2e-selectors.test.mjs covers these class names.
  const fits = () =>
    page.evaluate(() => {
      const wrapper = document.querySelector('.ant-layout-content .ant-table-wrapper');
      const card = wrapper.closest('.ant-pro-card, .ant-card').getBoundingClientRect();
      const actions = [...wrapper.querySelectorAll('thead th')].pop().getBoundingClientRect();
      return { inCard: actions.right <= card.right + 0.5, inView: actions.right <= wrapper.querySelector('.ant-table-content, .ant-table-body, .ant-table-container').getBoundingClientRect().right + 0.5 };
    });
  for (const path of ['/system', '/system/role', '/system/admin', '/system/admin-role']) {
    await page.goto(`${BASE_URL}${path}`);
    await dataRow(page).waitFor();
    assert.deepEqual(await fits(), { inCard: true, inView: true }, path);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const lang of ['en', 'zh']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    for (const path of ['/outbound/b2c', '/outbound/b2b', '/outbound/b2c/label', '/outbound/destroy']) {
      await page.goto(`${BASE_URL}${path}`);
      await dataRow(page).waitFor();
      assert.deepEqual(await fits(), { inCard: true, inView: true }, `${path} ${lang}`);
      // One verb for search buttons on every screen (ProComponents' own English says "Query").
      const buttons = (await page.getByRole('main').getByRole('button').allInnerTexts()).map((x) => x.trim());
      assert.ok(!buttons.includes('Query'), `${path} ${lang}: ${buttons}`);
      assert.ok(buttons.includes(lang === 'en' ? 'Search' : '查 询'), `${path} ${lang}: ${buttons}`);
    }
  }
  await page.context().close();
});
