// Accessibility: every built screen, in both languages, passes axe-core's WCAG 2.0 / 2.1 A and AA
// rules with no violation of impact serious or critical (issue #22, "done means").
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { api, apiToken, axeViolations, BASE_URL, formatViolations, login, newPage, resetBackend, useBrowser } from './helpers.mjs';

const b = useBrowser();

before(async () => {
  await resetBackend();
  // one write in the audit trail, for the logs screen's drawer (a clock-in: a shift open on the attendance screen too)
  await api('/api/attendance/clock-in', { token: await apiToken('admin'), warehouse: 'w1', body: { userId: 'u2', position: 'RCV-01' } });
});

/** Waits until nothing on the page is loading (antd's Spin marks itself aria-busy while it spins). */
const settled = (page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

/**
 * Waits until no finite animation or transition runs: a drawer fading in has its texts at partial
 * opacity, which axe measures as low contrast (a loaded machine caught it mid-fade).
 */
const still = (page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));

/** A data row of the page's main table (not the hidden row a scrolling table measures with). */
const firstDataRow = (scope) => scope.locator('tbody tr[data-row-key]').first();

/** Clicks the first link matching `link` in the main table and waits for `region` to show data rows. */
const openDetail = (link, region) => async (page) => {
  await page.locator(`tbody a${link}`).first().click();
  await firstDataRow(page.locator(region)).waitFor();
};

/** Clicks the first link matching `link` in the main table and waits for the drawer's fields. */
const openDrawer = (link, drawer) => async (page) => {
  await page.locator(`tbody a${link}`).first().click();
  await page.locator(`${drawer} tbody`).first().waitFor();
};

/** A screen: where it is, what shows it is loaded, and what to open on it before the check (optional). */
const SCREENS = [
  { path: '/homepage', ready: (page) => page.getByRole('main').waitFor() },
  ...['b2c', 'b2b'].flatMap((kind) => [
    { path: `/outbound/${kind}`, open: openDetail('[data-testid^="order-"]', '[data-testid=order-lines]') },
    { path: `/outbound/${kind}/pick`, open: openDetail('[data-testid^="wave-"]', '[data-testid=wave-pick]') },
    { path: `/outbound/${kind}/label` },
    { path: `/outbound/${kind}/delivery`, open: openDetail('[data-testid^="manifest-"]', '[data-testid=manifest-scan]') },
  ]),
  { path: '/outbound/destroy', open: openDetail('[data-testid^="destroy-DS"]', '[data-testid=destroy-drawer]') },
  { path: '/system' },
  { path: '/system/role' },
  // set-up screens (src/kits/setup)
  { path: '/warehouse' },
  { path: '/warehouse/warehouseConfig', ready: (page) => page.locator('[data-testid=config-form]').waitFor() },
  { path: '/warehouse/zone', open: openDrawer('[data-testid^="zone-"]', '[data-testid=zone-drawer]') },
  { path: '/warehouse/dock' },
  { path: '/warehouse/operation' },
  { path: '/warehouse/patrol', open: openDrawer('[data-testid^="patrol-"]', '[data-testid=patrol-drawer]') },
  { path: '/warehouse/position' },
  { path: '/warehouse/deviceBind' },
  { path: '/basic' },
  { path: '/warehouse/location', open: openDrawer('[data-testid^="location-"]', '[data-testid=location-drawer]') },
  {
    path: '/warehouse/model',
    ready: (page) => page.locator('[data-testid=model-zone-A]').waitFor(),
    // a zone's map of locations, opened from its card
    open: async (page) => {
      await page.locator('[data-testid=model-zone-A]').getByRole('button').first().click();
      await page.locator('[data-testid=model-zone-panel] [data-testid=model-grid]').waitFor();
    },
  },
  { path: '/product', open: openDrawer('[data-testid^="product-"]', '[data-testid=product-drawer]') },
  { path: '/product/moveable_pin_data' },
  { path: '/warehouse/palletize' },
  // inbound
  { path: '/inbound/regular/warehousingNotify', open: openDrawer('[data-testid^="notice-ASN"]', '[data-testid=notice-drawer]') },
  { path: '/inbound/regular' },
  { path: '/inbound/regular/tally', ready: (page) => page.locator('[data-testid=tally-choose]').waitFor() },
  { path: '/inbound/regular/onShelf', ready: (page) => page.locator('[data-testid=putaway-station]').waitFor() },
  { path: '/inbound/regular/lpnMap', open: openDrawer('[data-testid^="lpn-LPN"]', '[data-testid=lpn-drawer]') },
  { path: '/inbound/return/tallyReturn', ready: (page) => page.locator('[data-testid=return-station]').waitFor() },
  { path: '/inbound/return/secondProcess', open: openDrawer('[data-testid^="return-RT"]', '[data-testid=return-drawer]') },
  { path: '/inbound/return/returnProcess' },
  { path: '/inbound/return/onShelfReturn', ready: (page) => page.locator('[data-testid=putaway-station]').waitFor() },
  { path: '/inbound/return/trailer', open: openDrawer('[data-testid^="trailer-TR"]', '[data-testid=trailer-drawer]') },
  { path: '/inventory' },
  {
    path: '/inventory/location',
    // the hold dialog of the first row that has available stock
    open: async (page) => {
      await page.locator('[data-testid^="hold-INV"]').first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { path: '/inventory/record' },
  { path: '/inventory/cyclecountManagement', open: openDrawer('[data-testid^="plan-CC"]', '[data-testid=plan-drawer]') },
  { path: '/inventory/cyclecount', open: openDrawer('[data-testid^="task-"]', '[data-testid=task-drawer]') },
  { path: '/inventory/count', ready: (page) => page.locator('[data-testid=count-choose]').waitFor() },
  { path: '/inventory/sku_count' },
  { path: '/inventory/fbaLocation', ready: (page) => firstDataRow(page.getByTestId('fba-stock-table')).waitFor() },
  { path: '/inventory/fbaLocationRecord' },
  // relocation
  { path: '/relocate/emergency/relocateOutbound', ready: (page) => page.locator('[data-testid=relocate-out-station]').waitFor() },
  { path: '/relocate/emergency/relocateInbound', ready: (page) => page.locator('[data-testid=relocate-receive-station]').waitFor() },
  { path: '/relocate/emergency/relocatePutaway', ready: (page) => page.locator('[data-testid=relocate-putaway-station]').waitFor() },
  { path: '/relocate/record', open: openDrawer('[data-testid^="relocation-RL"]', '[data-testid=relocation-drawer]') },
  // the task list with a task's drawer (its fields and history)
  { path: '/task', open: async (page) => {
    await page.locator('tbody a[data-testid^="task-view-"]').first().click();
    await page.getByTestId('task-drawer').getByRole('tab').first().waitFor();
  } },
  { path: '/cms/inBooking', open: openDrawer('[data-testid^="booking-BK"]', '[data-testid=booking-drawer]') },
  { path: '/cms/inBookingNew' },
  { path: '/cms/outOrder', open: openDrawer('[data-testid^="customer-order-CO"]', '[data-testid=customer-order-drawer]') },
  { path: '/cms/outOrdeNew' },
  { path: '/cms/smartOutbound' },
  { path: '/cms/smartHistory' },
  { path: '/print', ready: (page) => page.locator('[data-testid=print-preview] .wms-label').waitFor() },
  // the audit trail with a write's drawer open (the clock-in of the set-up)
  {
    path: '/logs',
    open: async (page) => {
      await page.locator('[data-testid^="log-view-"]').first().click();
      await page.locator('[data-testid=log-changes] tbody tr').first().waitFor();
    },
  },
  { path: '/data/attendance', ready: (page) => page.locator('[data-testid=productivity-table] tbody tr[data-row-key]').first().waitFor() },
  { path: '/403', ready: (page) => page.getByRole('link').or(page.getByRole('button')).first().waitFor() },
  { path: '/no-such-page', ready: (page) => page.getByRole('link').or(page.getByRole('button')).first().waitFor() },
];

async function check(page, where) {
  // the pointer off the page's controls: a button just clicked to open a detail stays hovered, and
  // axe then measured its hover colour as it faded in (a loaded machine caught it once)
  await page.mouse.move(0, 0);
  await settled(page);
  await still(page);
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, `${where}: ${violations.length} serious or critical axe violation(s)\n${formatViolations(violations)}`);
}

for (const lang of ['zh', 'en']) {
  describe(`axe-core, ${lang}`, () => {
    test('login page', async () => {
      const page = await newPage(b.browser, { lang });
      await page.goto(`${BASE_URL}/login`);
      await page.locator('#username').waitFor();
      await check(page, '/login');
      await page.context().close();
    });

    test('every built screen, signed in as admin (a drawer or detail open where the screen has one)', async (t) => {
      const page = await newPage(b.browser, { lang });
      await login(page, 'admin');
      for (const screen of SCREENS) {
        await t.test(screen.path, async () => {
          await page.goto(`${BASE_URL}${screen.path}`);
          await (screen.ready ? screen.ready(page) : firstDataRow(page.getByRole('main')).waitFor());
          await check(page, screen.path);
          if (screen.open) {
            await screen.open(page);
            await check(page, `${screen.path} with its detail open`);
          }
        });
      }
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}
