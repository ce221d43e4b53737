// Accessibility: every page path of both menus, in both languages, passes axe-core's WCAG 2.0 / 2.1
// A and AA rules with no violation of impact serious or critical, with each screen's dialogs,
// drawers and confirmations opened in turn (issue #50, item 4).
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { api, apiToken, axeViolations, BASE_URL, formatViolations, login, newPage, resetBackend, useBrowser } from './helpers.mjs';
import { MENU_PAGE_PATHS } from './menuPaths.mjs';

const b = useBrowser({ longScripts: true });

before(async () => {
  await resetBackend();
  // one write in the audit trail, for the logs screen's drawer (a clock-in: a shift open on the attendance screen too)
  await api('/api/attendance/clock-in', { token: await apiToken('admin'), warehouse: 'w1', body: { userId: 'u2', position: 'RCV-01' } });
  // a transfer waiting to ship, for the transfer list's row, cancel confirmation and drawer
  const stock = await api('/api/inventory/network?sku=SKU000&pageSize=20', { method: 'GET', token: await apiToken('admin'), warehouse: 'w1' });
  const sku = stock.body.data.list.find((r) => r.warehouse.id === 'w1' && r.available > 0).sku;
  await api('/api/transfers', { token: await apiToken('admin'), warehouse: 'w1', body: { to: 'w2', carrier: 'SF', cartons: 1, lines: [{ sku, qty: 1 }] } });
});

/** Waits until nothing on the page is loading (antd's Spin marks itself aria-busy while it spins). */
const settled = (page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

/**
 * Waits until no finite animation runs in what axe checks next (a drawer fading in has its texts at
 * partial opacity, which axe measures as low contrast): with `overlaysOnly`, the overlays' portals.
 */
const still = (page, { overlaysOnly = false } = {}) =>
  page.waitForFunction((only) => {
    const portalOf = (el) => {
      let n = el;
      while (n.parentElement && n.parentElement !== document.body) n = n.parentElement;
      return n;
    };
    const overlays = [...document.querySelectorAll('[role=dialog], [role=tooltip]')].filter((el) => el.checkVisibility());
    const scopes = only && overlays.length ? overlays.map(portalOf) : [document.documentElement];
    const checked = (a) => a.effect?.target && scopes.some((s) => s.contains(a.effect.target));
    return document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity || !checked(a));
  }, overlaysOnly);

/** What the screen before left in the page is marked stale, so a screen's readiness is its own. */
const FRESH = ':not([data-stale])';

/** A data row of the page's main table (not the hidden row a scrolling table measures with). */
const firstDataRow = (scope) => scope.locator(`tbody tr[data-row-key]${FRESH}`).first();

/** What an opener shows: a dialog (Modal, Drawer) or a popconfirm (antd draws it as a tooltip). */
const OVERLAY = '[role=dialog], [role=tooltip]';

/** Whether no dialog, drawer or popconfirm shows (run in the page). */
const overlayGone = () => ![...document.querySelectorAll('[role=dialog], [role=tooltip]')].some((el) => el.checkVisibility());

/**
 * An opener: clicks the first visible, enabled `trigger` in the page's main area and waits for
 * `shows` (default: any dialog, drawer or popconfirm), then for `loaded` in it when given.
 */
const opener = (name, trigger, { shows = OVERLAY, loaded } = {}) => ({
  name,
  async open(page) {
    await page.getByRole('main').locator(trigger).filter({ visible: true }).and(page.locator(':enabled, a')).first().click();
    await page.locator(shows).filter({ visible: true }).first().waitFor();
    if (loaded) await page.locator(loaded).first().waitFor();
  },
});

/** The toolbar's New: the list's create dialog. */
const NEW = opener('new', '[data-testid$="-new"]', { shows: '[role=dialog]' });
/** The toolbar's Import: the import dialog. */
const IMPORT = opener('import', '[data-testid$="-import"]', { shows: '[role=dialog]' });
/** A row's Edit: the edit dialog. */
const EDIT = opener('edit', 'tbody [data-testid*="-edit-"]', { shows: '[role=dialog]' });
/** A row action behind a confirmation (a popconfirm, or a dialog asking for a reason). */
const confirm = (action) => opener(`${action} confirmation`, `tbody [data-testid*="-${action}-"]`);
/** A row link (in the main table) that opens a drawer or dialog, waited for until `loaded` shows. */
const detail = (link, loaded) => opener('detail', `tbody ${link}`, { shows: loaded });
/** A set-up list (src/kits/setup): create, import, edit, delete confirmation, record drawer. */
const setup = (name, action = 'delete') => [NEW, IMPORT, EDIT, confirm(action), detail(`a[data-testid^="${name}-"]`, `[data-testid=${name}-drawer] tbody`)];

/** Waits for a station screen's `testid`. */
const station = (testid) => (page) => page.locator(`[data-testid=${testid}]${FRESH}`).waitFor();

/**
 * Every menu path (src/domain/menu.ts, both sets) and the two exception pages: what shows the screen
 * is loaded (default: a data row in the main area) and what to open on it, one after another.
 */
const SCREENS = {
  '/homepage': { ready: (page) => page.locator(`main [data-testid=home-today]${FRESH}`).first().waitFor() },
  ...Object.fromEntries(
    ['b2c', 'b2b'].flatMap((kind) => [
      [`/outbound/${kind}`, { open: [NEW, IMPORT, detail('a[data-testid^="order-"]', '[data-testid=order-lines] tbody tr[data-row-key]')] }],
      [`/outbound/${kind}/pick`, { open: [detail('a[data-testid^="wave-"]', '[data-testid=wave-pick] tbody tr[data-row-key]')] }],
      [`/outbound/${kind}/pack`, { open: [detail('a[data-testid^="pack-order-"]', '[data-testid=pack-bench] [data-testid=pack-lines] tbody tr[data-row-key]')] }],
      [`/outbound/${kind}/label`, {}],
      [`/outbound/${kind}/delivery`, { open: [detail('a[data-testid^="manifest-"]', '[data-testid=manifest-scan] tbody tr[data-row-key]')] }],
    ]),
  ),
  '/outbound/destroy': { open: [NEW, confirm('cancel'), detail('a[data-testid^="destroy-DS"]', '[data-testid=destroy-drawer] tbody')] },
  '/outbound/transfer': { open: [NEW, confirm('cancel'), detail('a[data-testid^="transfer-BO"]', '[data-testid=transfer-drawer] tbody')] },
  // inbound
  '/inbound/regular/warehousingNotify': { open: [NEW, IMPORT, EDIT, confirm('cancel'), detail('a[data-testid^="notice-ASN"]', '[data-testid=notice-drawer] tbody')] },
  '/inbound/regular': { open: [opener('arrival', 'tbody [data-testid^="receipt-arrive-"]', { shows: '[role=dialog]' }), confirm('cancel')] },
  '/inbound/regular/tally': { ready: station('tally-choose') },
  '/inbound/regular/onShelf': { ready: station('putaway-station') },
  '/inbound/regular/lpnMap': { open: [opener('move', 'tbody [data-testid^="lpn-move-"]'), detail('a[data-testid^="lpn-LPN"]', '[data-testid=lpn-drawer] tbody')] },
  '/inbound/return/tallyReturn': { ready: station('return-station') },
  '/inbound/return/secondProcess': { open: [opener('grade', 'tbody [data-testid^="return-grade-"]'), confirm('cancel'), detail('a[data-testid^="return-RT"]', '[data-testid=return-drawer] tbody')] },
  '/inbound/return/returnProcess': { open: [opener('book', 'tbody [data-testid^="return-book-"]')] },
  '/inbound/return/onShelfReturn': { ready: station('putaway-station') },
  '/inbound/return/trailer': { open: [NEW, EDIT, confirm('cancel'), detail('a[data-testid^="trailer-TR"]', '[data-testid=trailer-drawer] tbody')] },
  // customer service
  '/cms/inBooking': { open: [NEW, detail('a[data-testid^="booking-BK"]', '[data-testid=booking-drawer] tbody')] },
  '/cms/inBookingNew': { open: [NEW, confirm('reject')] },
  '/cms/outOrder': { open: [NEW, detail('a[data-testid^="customer-order-CO"]', '[data-testid=customer-order-drawer] tbody')] },
  '/cms/outOrdeNew': { open: [NEW, confirm('reject')] },
  '/cms/smartOutbound': { open: [NEW, IMPORT, EDIT, confirm('delete')] },
  '/cms/smartHistory': {},
  // inventory
  '/inventory': {},
  '/inventory/location': { open: [opener('hold', '[data-testid^="hold-INV"]', { shows: '[role=dialog]' })] },
  '/inventory/record': {},
  '/inventory/lot': { ready: station('lot-search-form') },
  '/inventory/network': {},
  '/inventory/cyclecountManagement': { open: [NEW, IMPORT, confirm('cancel'), detail('a[data-testid^="plan-CC"]', '[data-testid=plan-drawer] tbody')] },
  '/inventory/count': { ready: station('count-choose') },
  '/inventory/sku_count': {},
  '/inventory/cyclecount': { open: [opener('approval', '[data-testid^="approve-"]'), detail('a[data-testid^="task-"]', '[data-testid=task-drawer] tbody')] },
  '/inventory/fbaLocation': { ready: (page) => firstDataRow(page.getByTestId('fba-stock-table')).waitFor() },
  '/inventory/fbaLocationRecord': {},
  '/product': { open: [NEW, IMPORT, EDIT, confirm('delete'), detail('a[data-testid^="product-"]', '[data-testid=product-drawer] tbody')] },
  '/product/moveable_pin_data': { open: [NEW, IMPORT, EDIT, confirm('delete')] },
  // the task list with a task's drawer (its fields and history) and the assign dialog
  '/task': {
    open: [opener('assign', 'tbody [data-testid^="task-assign-"]', { shows: '[role=dialog]' }), detail('[data-testid^="task-view-"]', '[data-testid=task-drawer] [role=tab]')],
  },
  '/relocate/emergency/relocateOutbound': { ready: station('relocate-out-station'), open: [NEW] },
  '/relocate/emergency/relocateInbound': { ready: station('relocate-receive-station') },
  '/relocate/emergency/relocatePutaway': { ready: station('relocate-putaway-station') },
  '/relocate/record': { open: [NEW, confirm('cancel'), detail('a[data-testid^="relocation-RL"]', '[data-testid=relocation-drawer] tbody')] },
  '/data/attendance': { ready: (page) => firstDataRow(page.getByTestId('productivity-table')).waitFor() },
  // set-up
  '/warehouse': { open: [NEW, IMPORT, EDIT, confirm('disable')] },
  '/warehouse/warehouseConfig': { ready: station('config-form') },
  '/warehouse/zone': { open: setup('zone') },
  '/warehouse/location': { open: [...setup('location'), opener('generate', '[data-testid=location-generate]', { shows: '[role=dialog]' })] },
  '/warehouse/dock': { open: setup('dock') },
  '/warehouse/palletize': { open: [NEW, IMPORT, EDIT, confirm('delete')] },
  '/warehouse/operation': { open: setup('operation') },
  '/warehouse/model': {
    ready: station('model-zone-A'),
    // a zone's map of locations, opened from its card
    open: [{ name: 'zone map', open: async (page) => {
      await page.locator('[data-testid=model-zone-A]').getByRole('button').first().click();
      await page.locator('[data-testid=model-zone-panel] [data-testid=model-grid]').waitFor();
    } }],
  },
  '/warehouse/patrol': { open: setup('patrol') },
  '/warehouse/position': { open: setup('position') },
  '/warehouse/deviceBind': { open: setup('device') },
  '/basic': { open: setup('basic') },
  // the audit trail with a write's drawer open (the clock-in of the set-up)
  '/logs': { open: [opener('detail', '[data-testid^="log-view-"]', { loaded: '[data-testid=log-changes] tbody tr' })] },
  '/print': { ready: (page) => page.locator(`[data-testid=print-preview] .wms-label${FRESH}`).waitFor() },
  // system: users and roles, of the warehouse and of the system menu
  ...Object.fromEntries(
    ['/system', '/system/admin'].map((path) => [path, { open: [NEW, EDIT, opener('password reset', 'tbody [data-testid^="user-reset-"]'), confirm('delete'), opener('detail', 'tbody [data-testid^="user-view-"]', { loaded: '[data-testid=user-drawer] tbody' })] }]),
  ),
  ...Object.fromEntries(
    ['/system/role', '/system/admin-role'].map((path) => [path, { open: [NEW, EDIT, opener('permissions', 'tbody [data-testid^="role-permissions-"]'), confirm('delete')] }]),
  ),
  '/403': { ready: (page) => page.locator(`main :is(a, button)${FRESH}`).first().waitFor() },
  '/no-such-page': { ready: (page) => page.locator(`main :is(a, button)${FRESH}`).first().waitFor() },
};
/** Paths checked besides the menus' (the exception pages). */
const NOT_IN_MENU = ['/403', '/no-such-page'];

/**
 * The screen at `path`, loaded: reached as a click on a link would (the router follows the
 * address), so axe and the app are not loaded again for every screen; `reload` opens it afresh.
 */
async function load(page, path, { reload = false } = {}) {
  const screen = SCREENS[path];
  if (reload || !page.url().startsWith(BASE_URL)) await page.goto(`${BASE_URL}${path}`);
  else if (new URL(page.url()).pathname !== path) await page.evaluate((to) => {
    for (const el of document.querySelectorAll('main *')) el.setAttribute('data-stale', '');
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await (screen.ready ? screen.ready(page) : firstDataRow(page.getByRole('main')).waitFor());
}

/** The serious and critical violations on the page as it is now, as readable text ('' if none). */
async function findings(page, where, { overlaysOnly = false, within } = {}) {
  // the pointer off the page's controls: a button just clicked to open a detail stays hovered, and
  // axe then measured its hover colour as it faded in (a loaded machine caught it once)
  await page.mouse.move(0, 0);
  await settled(page);
  await still(page, { overlaysOnly });
  const violations = await axeViolations(page, { overlaysOnly, within });
  return violations.length ? `${where}: ${violations.length} serious or critical axe violation(s)\n${formatViolations(violations)}` : '';
}

/** Closes the open dialog, drawer or popconfirm with Escape; loads the screen again if one stays. */
async function close(page, path) {
  await page.keyboard.press('Escape');
  const closed = await page.waitForFunction(overlayGone, null, { timeout: 3000 }).then(() => true, () => false);
  if (!closed) await load(page, path, { reload: true });
}

test('the check covers every page path of both menus, and only those and the exception pages', () => {
  assert.deepEqual(MENU_PAGE_PATHS.filter((p) => !(p in SCREENS)), [], 'menu paths without an entry in SCREENS');
  assert.deepEqual(Object.keys(SCREENS).filter((p) => !MENU_PAGE_PATHS.includes(p) && !NOT_IN_MENU.includes(p)), [], 'entries of SCREENS no menu opens');
});

test('the check finds what it looks for, by selector: a text without contrast and an image without alt', async () => {
  const page = await newPage(b.browser);
  await page.setContent('<html lang="en"><title>WMS</title><main><h1>WMS</h1><p id="faint" style="color:#eee;background:#fff">faint</p><img id="bare" src="data:,"></main></html>');
  const found = (await axeViolations(page)).map(({ id, targets }) => `${id} ${targets.join(' ')}`).sort();
  assert.deepEqual(found, ['color-contrast #faint', 'image-alt #bare']);
  await page.context().close();
});

for (const lang of ['zh', 'en']) {
  describe(`axe-core, ${lang}`, () => {
    test('login page', async () => {
      const page = await newPage(b.browser, { lang });
      await page.goto(`${BASE_URL}/login`);
      await page.locator('#username').waitFor();
      assert.equal(await findings(page, '/login'), '');
      await page.context().close();
    });

    test('every menu path and exception page, signed in as admin, with its dialogs, drawers and confirmations', async (t) => {
      const page = await newPage(b.browser, { lang });
      await login(page, 'admin');
      let layoutChecked;
      for (const [path, screen] of Object.entries(SCREENS)) {
        await t.test(path, async () => {
          await load(page, path);
          // the layout (header, side menu) is checked with the screen where it shows other texts than
          // at the screen before (another open group or menu); else the screen's part (main) only
          const layout = await page.evaluate(() => [...document.querySelectorAll('header, aside')].map((el) => el.innerText).join('\n'));
          const found = [await findings(page, path, { within: layout === layoutChecked ? 'main' : undefined })];
          layoutChecked = layout;
          // a list's New and Import are always checked: a screen showing one its entry leaves out fails
          const toolbar = await page.getByRole('main').locator('[data-testid$="-new"], [data-testid$="-import"]').filter({ visible: true }).evaluateAll((els) => els.map((el) => el.dataset.testid));
          const missing = toolbar.filter((id) => !(screen.open ?? []).includes(id.endsWith('-new') ? NEW : IMPORT));
          assert.deepEqual(missing, [], `${path}: toolbar buttons whose dialog the entry does not open`);
          for (const o of screen.open ?? []) {
            await o.open(page);
            // the page under it was checked just before: what the opener added, its portal, is checked
            found.push(await findings(page, `${path} with its ${o.name} open`, { overlaysOnly: true }));
            await close(page, path);
          }
          assert.equal(found.filter(Boolean).join('\n'), '');
        });
      }
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}
