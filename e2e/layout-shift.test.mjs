/**
 * The first page keeps still while its parts arrive (a layout shift moves what the user is about to
 * read or click; Lighthouse's CLS, docs/benchmarks.md). The late parts are made late on purpose:
 * the header's controls and the outdated-version notice (their chunks, found by what they
 * contain), the current warehouse and the figures (their answers). On a desk screen and a handheld.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiToken, BASE_URL, newPage, useBrowser } from './helpers.mjs';

const b = useBrowser();
const LATE_MS = 600;
const LATE_CHUNKS = ['"version-banner"', '"header-actions"'];
const LATE_ANSWERS = /\/api\/(warehouses\/current|dashboard)\b/;

/** Every layout shift of the page's life, with the elements that moved. */
function recordShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__shifts.push({
        value: e.value,
        moved: e.sources.map((s) => `${s.node?.className || s.node?.nodeName} y ${s.previousRect.y} → ${s.currentRect.y}, x ${s.previousRect.x} → ${s.currentRect.x}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

for (const [screen, viewport] of [
  ['a desk screen', { width: 1366, height: 860 }],
  ['a handheld', { width: 412, height: 823 }],
]) {
  test(`/homepage opened cold on ${screen}: nothing moves as the header, the notice, the warehouse and the figures arrive late`, async () => {
    const page = await newPage(b.browser, { lang: 'zh', viewport });
    const token = await apiToken('admin');
    await page.context().addInitScript((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('Current-Warehouse', 'w1');
    }, token);
    await page.context().addInitScript(recordShifts);
    const late = [];
    await page.route(/\.async\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (LATE_CHUNKS.some((marker) => body.includes(marker))) {
        late.push(route.request().url());
        await sleep(LATE_MS);
      }
      await route.fulfill({ response, body });
    });
    await page.route(LATE_ANSWERS, async (route) => {
      await sleep(LATE_MS);
      await route.continue();
    });
    await page.goto(`${BASE_URL}/homepage`);
    await page.getByTestId('header-actions').waitFor();
    await page.locator('[data-testid^=figure-value-]').first().waitFor();
    await page.getByText('SZ01 · ', { exact: false }).first().waitFor();
    // the observer's last entries are delivered after a frame
    await page.evaluate(
      () =>
        new Promise((r) => {
          requestAnimationFrame(() => setTimeout(r, 50));
        }),
    );
    assert.ok(late.length >= 2, `the late chunks were found (${late.length})`);
    const shifts = await page.evaluate(() => window.__shifts);
    const total = shifts.reduce((s, e) => s + e.value, 0);
    assert.ok(total < 0.005, `layout shift ${total.toFixed(3)}: ${JSON.stringify(shifts.flatMap((s) => s.moved))}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
