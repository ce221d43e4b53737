/**
 * The first page keeps still while its parts arrive (a layout shift moves what the user is about to
 * read or click; Lighthouse's CLS, docs/performance.md). The late parts are made late on purpose:
 * the header's controls and the outdated-version notice (their chunks, found by what they
 * contain), the current warehouse and the figures (their answers) are held until the page has
 * drawn its content, then let through. On a desk screen and a handheld.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiToken, BASE_URL, newPage, useBrowser } from './helpers.mjs';

const b = useBrowser({ timed: true });
const LATE_CHUNKS = ['"version-banner"', '"header-actions"'];
const LATE_ANSWERS = /\/api\/(warehouses\/current|dashboard)\b/;

/** Every layout shift of the page's life, with the elements that moved (`window.__shifts()` reads them). */
function recordShifts() {
  const shifts = [];
  const keep = (entries) => {
    for (const e of entries) {
      if (e.hadRecentInput) continue;
      shifts.push({
        value: e.value,
        moved: e.sources.map((s) => `${s.node?.className || s.node?.nodeName} y ${s.previousRect.y} → ${s.currentRect.y}, x ${s.previousRect.x} → ${s.currentRect.x}`),
      });
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  // the entries not yet delivered to the observer's callback, too
  window.__shifts = () => {
    keep(observer.takeRecords());
    return shifts;
  };
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
    /** What is held back: each a function that lets it through. */
    const held = [];
    let released = false;
    let allHeld;
    const fourHeld = new Promise((r) => {
      allHeld = r;
    });
    const holdOrPass = (pass) => {
      if (released) return pass();
      held.push(pass);
      if (held.length >= 4) allHeld();
      return undefined;
    };
    await page.route(/\.async\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const fulfil = () => route.fulfill({ response, body });
      if (LATE_CHUNKS.some((marker) => body.includes(marker))) holdOrPass(fulfil);
      else await fulfil();
    });
    await page.route(LATE_ANSWERS, (route) => holdOrPass(() => route.continue()));
    await page.goto(`${BASE_URL}/homepage`, { waitUntil: 'commit' });
    // the page's content is drawn, with its placeholders: now the held parts come
    await page.locator('[data-testid=home-figures]').waitFor();
    await page.getByTestId('home-today').waitFor();
    await fourHeld; // the two chunks and the two answers
    released = true;
    await Promise.all(held.map((pass) => pass()));
    await page.getByTestId('header-actions').waitFor();
    await page.locator('[data-testid^=figure-value-]').first().waitFor();
    await page.getByText('SZ01 · ', { exact: false }).first().waitFor();
    // a frame after the last change, so its layout (and any shift) has run
    await page.evaluate(
      () =>
        new Promise((r) => {
          requestAnimationFrame(() => requestAnimationFrame(r));
        }),
    );
    const shifts = await page.evaluate(() => window.__shifts());
    const total = shifts.reduce((s, e) => s + e.value, 0);
    assert.ok(total < 0.005, `layout shift ${total.toFixed(3)}: ${JSON.stringify(shifts.flatMap((s) => s.moved))}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
