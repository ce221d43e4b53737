// The helpers lend a closed page's tab to the next page (e2e/helpers.mjs): nothing of the test before
// may reach the next one, or one test's sign-in or listener would decide another's result.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL, newPage, signIn, useBrowser } from './helpers.mjs';

const b = useBrowser();

test('a lent tab keeps none of the page before: storage, cookies, listeners', async () => {
  const first = await newPage(b.browser, { lang: 'en' });
  await signIn(first, 'staff', '/homepage');
  await first.getByRole('main').waitFor();
  await first.evaluate(() => {
    sessionStorage.setItem('draft', '1');
    document.cookie = 'seen=1; path=/';
  });
  let heard = 0;
  first.on('console', () => heard++);
  await first.close();

  const second = await newPage(b.browser, { lang: 'en' });
  assert.equal(second, first, 'the tab is lent again');
  assert.deepEqual(await second.evaluate(() => [localStorage.length, sessionStorage.length]), [0, 0]);
  assert.deepEqual(await second.context().cookies(), []);
  // signed out: the home page sends the next user to the login page
  await second.goto(`${BASE_URL}/homepage`);
  await second.waitForURL((u) => u.pathname.startsWith('/login'));
  await second.locator('#username').waitFor();
  await second.evaluate(() => console.log('heard?'));
  assert.equal(heard, 0, "the page before's listeners are gone");
  await second.close();
});

test('a tab is lent at the window size the next page asks for, and the console lays out for it', async () => {
  const wide = await newPage(b.browser, { lang: 'en', viewport: { width: 1400, height: 900 } });
  await wide.close();
  const handheld = await newPage(b.browser, { lang: 'en', viewport: { width: 390, height: 800 } });
  assert.equal(handheld, wide, 'the tab is lent again');
  await signIn(handheld, 'staff', '/homepage');
  await handheld.getByRole('main').waitFor();
  assert.deepEqual(await handheld.evaluate(() => [innerWidth, innerHeight, matchMedia('(max-width: 575px)').matches]), [390, 800, true]);
  // a handheld folds the side menu into a drawer behind the header's menu button (e2e/navigation.test.mjs)
  await handheld.getByRole('banner').getByRole('img', { name: 'menu' }).waitFor();
  await handheld.close();
});

test('init scripts, routes, print media and offline that a test set are taken back, and the tab is lent', async () => {
  const first = await newPage(b.browser);
  await first.addInitScript(() => (window.pageScript = true));
  await first.context().addInitScript(() => (window.contextScript = true));
  await first.route('**/api/getVersion', (route) => route.fulfill({ status: 500, body: 'page route' }));
  await first.context().route('**/favicon.svg', (route) => route.fulfill({ status: 500, body: 'context route' }));
  await first.emulateMedia({ media: 'print' });
  await first.context().setOffline(true);
  await first.close();

  const next = await newPage(b.browser);
  assert.equal(next, first, 'the tab is lent again');
  const version = await next.goto(`${BASE_URL}/api/getVersion`);
  assert.equal(version.status(), 200, 'online, and the page route is gone');
  assert.equal(await next.evaluate(() => fetch('/favicon.svg').then((r) => r.status)), 200, 'the context route is gone');
  assert.deepEqual(await next.evaluate(() => [window.pageScript, window.contextScript, matchMedia('print').matches]), [undefined, undefined, false]);
  await next.close();
});

test('a tab whose test changed a setting that cannot be taken back is closed, not lent', async () => {
  const changed = await newPage(b.browser);
  await changed.setExtraHTTPHeaders({ 'X-Changed': '1' });
  await changed.close();
  const next = await newPage(b.browser);
  assert.notEqual(next, changed);
  assert.ok(changed.isClosed());
  await next.close();
});

test("pages have the browser's data saver on, lent ones too (no code fetched ahead); off when asked", async () => {
  const saverOn = () => navigator.connection.saveData;
  const first = await newPage(b.browser);
  await signIn(first, 'staff', '/homepage');
  assert.equal(await first.evaluate(saverOn), true);
  await first.close();
  const lent = await newPage(b.browser);
  assert.equal(lent, first, 'the tab is lent again');
  await signIn(lent, 'staff', '/homepage');
  assert.equal(await lent.evaluate(saverOn), true);
  const other = await newPage(b.browser, { saveData: false });
  assert.notEqual(other, lent);
  await signIn(other, 'staff', '/homepage');
  assert.equal(await other.evaluate(saverOn), false);
});
