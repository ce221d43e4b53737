// What the console asks the back end for: no menu page asks for the same thing twice when it is
// opened (its filters, table labels and dialogs share one answer: utils/sharedRequest). The product
// list asked for categories three times and units twice, the location list for the zones twice.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL, login, newPage, openAllSubmenus, sideMenu, useBrowser } from './helpers.mjs';

const b = useBrowser({ timed: true });

test('no menu page asks the back end for the same thing twice when it is opened (admin, every warehouse-menu page)', async () => {
  const page = await newPage(b.browser, { lang: 'en' });
  await page.context().addInitScript(() => localStorage.getItem('Current-Warehouse') || localStorage.setItem('Current-Warehouse', 'w1'));
  await login(page, 'admin');
  await page.waitForLoadState('networkidle');
  await openAllSubmenus(sideMenu(page));
  const hrefs = await sideMenu(page).locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.ok(hrefs.length > 50, `the whole menu (${hrefs.length} entries)`);
  let asked = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  const repeated = {};
  for (const href of hrefs) {
    asked = [];
    // opened as a user does, from the menu (the console's caches live on between pages)
    await sideMenu(page).locator(`a[href="${href}"]`).first().click();
    await page.waitForURL((u) => u.pathname === href);
    await page.waitForLoadState('networkidle');
    const twice = [...new Set(asked.filter((a, i) => asked.indexOf(a) !== i))];
    if (twice.length) repeated[href] = twice;
  }
  assert.deepEqual(repeated, {});
  assert.deepEqual(page.errors, []);
  assert.equal(new URL(page.url()).origin, new URL(BASE_URL).origin);
  await page.context().close();
});

test('a page loaded again asks the server for none of its scripts and styles: each is named by its content and marked immutable', async () => {
  const page = await newPage(b.browser, { lang: 'en' });
  const origin = new URL(BASE_URL).origin;
  let answers = [];
  page.on('response', (r) => {
    if (['script', 'stylesheet'].includes(r.request().resourceType()) && new URL(r.url()).origin === origin) answers.push({ path: new URL(r.url()).pathname, status: r.status(), cacheControl: r.headers()['cache-control'] });
  });
  await page.goto(`${BASE_URL}/login`);
  await page.locator('#username').waitFor();
  assert.ok(answers.length > 3, JSON.stringify(answers));
  assert.deepEqual(answers.filter((a) => a.cacheControl !== 'public, max-age=31536000, immutable'), []);
  answers = [];
  await page.reload();
  await page.locator('#username').waitFor();
  // without the mark every file came back 304 Not Modified: asked again, one request each
  assert.deepEqual(answers.filter((a) => a.status === 304), []);
  await page.context().close();
});
