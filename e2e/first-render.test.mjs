/**
 * The first render of a page opened cold takes the page's code at once (utils/lazyRoutes,
 * app.tsx render; issue 23): no route commits its loading fallback before the page shows, so the
 * console renders once instead of suspending and retrying in time slices that each answer
 * arriving meanwhile restarted. Watched through React's DevTools hook, which the production
 * build calls on every commit. The first pages also load no schema library: zod (~37 KB gzip) is
 * for forms and lists, and the sign-in and home answers are checked without it (services/leanShape).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiToken, BASE_URL, newPage, recordCommits, useBrowser } from './helpers.mjs';

const b = useBrowser({ timed: true });

/** How many commits showed the loading fallback of the route boundary around `selector` (the page's own Suspense). */
const routeFallbackCommits = (page, selector) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    const key = Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
    let fiber = el[key];
    while (fiber && fiber.tag !== 13) fiber = fiber.return;
    const routeFallback = fiber.memoizedProps.fallback.type;
    return { commits: window.__commits.length, withFallback: window.__commits.filter((c) => c.fallbacks.includes(routeFallback)).length };
  }, selector);

for (const [path, selector, signedIn] of [
  ['/homepage', '[data-testid=home-today]', true],
  ['/outbound/b2c', 'main table', true],
  ['/login', '#username', false],
]) {
  test(`${path} opened cold: its first render shows the page, no route loading fallback before it`, async () => {
    const page = await newPage(b.browser, { lang: 'en' });
    const token = signedIn ? await apiToken('admin') : '';
    await page.context().addInitScript((t) => {
      if (t) localStorage.setItem('token', t);
      // the first render waits for the page's code however long a loaded machine takes (1 s in the product)
      window.__wmsPageCodeWaitMs = 60_000;
    }, token);
    await page.context().addInitScript(recordCommits);
    await page.goto(`${BASE_URL}${path}`);
    // the app's own element (on /login, the HTML's copy of the form is there first)
    await page.waitForFunction((sel) => {
      const el = document.querySelector(sel);
      return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
    }, selector);
    const { commits, withFallback } = await routeFallbackCommits(page, selector);
    assert.ok(commits > 0, 'the hook saw the commits');
    assert.equal(withFallback, 0, `${withFallback} of ${commits} commits showed the route's loading fallback`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

for (const [path, selector, signedIn] of [
  ['/login', '#username', false],
  ['/homepage', '[data-testid=home-today]', true],
]) {
  test(`${path} opened cold loads no schema library (zod)`, async () => {
    const page = await newPage(b.browser, { lang: 'en' });
    const token = signedIn ? await apiToken('admin') : '';
    // "save data": no background route prefetch, only what the page itself needs
    await page.context().addInitScript((t) => {
      if (t) localStorage.setItem('token', t);
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    }, token);
    const scripts = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r));
    await page.goto(`${BASE_URL}${path}`);
    await page.locator(selector).waitFor();
    await page.waitForLoadState('networkidle');
    const withZod = [];
    for (const r of scripts) if ((await r.text()).includes('ZodError')) withZod.push(new URL(r.url()).pathname);
    assert.ok(scripts.length > 3, `${scripts.length} scripts seen`);
    assert.deepEqual(withZod, []);
    await page.context().close();
  });
}
