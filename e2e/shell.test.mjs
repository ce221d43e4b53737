// Application shell in the browser: session expiry, the outdated-page notice, the language switch.
import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { animationsDone, api, BASE_URL, login, newPage, OK_NAME, resetBackend, sideMenu, signIn, useBrowser } from './helpers.mjs';

const ctx = useBrowser();
const SESSION_TEXT = {
  zh: '没有访问权限或权限已过期，请重新授权登录',
  en: 'No access permission, or the permission has expired. Please login again.',
};

beforeEach(() => resetBackend());

/**
 * Checks `done` until it holds, `deadlineMs` at most: for states that come with time (an idle
 * session), rather than a fixed sleep that guesses how long they take.
 */
async function waitUntil(done, what, deadlineMs = 15_000) {
  const until = Date.now() + deadlineMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => { setTimeout(r, 50); });
  }
}

/**
 * Fires `trigger` in the page until `locator` shows: the version re-check on focus / online is
 * throttled and merged with recent checks for a few seconds, so an early trigger may be ignored.
 */
async function triggerUntilShown(page, trigger, locator, deadlineMs = 15_000) {
  await waitUntil(async () => {
    await page.evaluate(trigger);
    return locator.waitFor({ timeout: 500 }).then(
      () => true,
      () => false,
    );
  }, 'the version banner', deadlineMs);
}

/**
 * Logs in and waits for the page's first version check: the banner's code loads after the first
 * page, and a version bumped before that check would be taken as the page's own.
 */
async function loginWithFirstVersion(page, user) {
  const firstCheck = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/getVersion' && r.ok());
  await login(page, user);
  await page.locator('[data-testid=home-today]').waitFor();
  await firstCheck;
}

describe('session expiry (401)', () => {
  for (const lang of ['zh', 'en']) {
    test(`401 removes the token, shows the dialog in ${lang}, OK lands on /login`, async () => {
      const page = await newPage(ctx.browser, { lang });
      await login(page, 'admin');
      await api('/api/dev/sessions/expire');
      await page.reload(); // the current user is fetched again: 401
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      assert.match(await dialog.innerText(), new RegExp(SESSION_TEXT[lang].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
      await dialog.getByRole('button', { name: OK_NAME }).click();
      await page.waitForURL((u) => u.pathname === '/login');
      await page.locator('#username').waitFor();
      await page.context().close();
    });
  }

  test('ten parallel 401s open one dialog', async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await login(page, 'admin');
    await page.locator('[data-testid=home-today]').waitFor();
    await api('/api/dev/sessions/expire');
    const statuses = await page.evaluate(() =>
      Promise.all(
        Array.from({ length: 10 }, () => window.__wmsTest.request('GET', '/api/currentUser').then(() => 200, (e) => e.status)),
      ),
    );
    assert.deepEqual(statuses, Array(10).fill(401));
    await page.getByRole('dialog').first().waitFor();
    assert.equal(await page.getByRole('dialog').count(), 1);
    await page.context().close();
  });

  test('an idle token expires after the configured time and answers 401', async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await login(page, 'staff');
    await page.locator('[data-testid=home-today]').waitFor();
    await page.waitForLoadState('networkidle');
    let lastApiRequest = Date.now();
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) lastApiRequest = Date.now();
    });
    // Shortened once the page has settled (a slow start must not use the second up already).
    await api('/api/dev/sessions/idle', { body: { seconds: 1 } });
    // Every request of the page's renews its session: wait until it has been quiet for longer than the second.
    await waitUntil(() => Date.now() - lastApiRequest > 1200, 'the session to be idle for over a second');
    await page.reload();
    await page.getByRole('dialog').waitFor();
    assert.match(await page.getByRole('dialog').innerText(), /Please login again/);
    await page.context().close();
  });
});

describe('outdated-page notice', () => {
  test('a new version seen on focus shows the banner; close hides it; Refresh reloads', async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await loginWithFirstVersion(page, 'admin');
    const banner = page.locator('[data-testid=version-banner]');
    assert.equal(await banner.count(), 0);

    await api('/api/dev/version/bump');
    // Focus re-checks are throttled to one per 5 s: focus until one gets through.
    await triggerUntilShown(page, () => window.dispatchEvent(new Event('focus')), banner);
    assert.match(await banner.innerText(), /This page is outdated\. Please refresh\./);

    await banner.getByRole('button', { name: /^(close|关闭)$/i }).click();
    await banner.waitFor({ state: 'detached' });

    // A further version brings it back; Refresh reloads the page.
    await api('/api/dev/version/bump');
    await page.evaluate(() => {
      window.__beforeReload = true;
    });
    await triggerUntilShown(page, () => window.dispatchEvent(new Event('focus')), banner);
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Refresh' }).click()]);
    assert.equal(await page.evaluate(() => window.__beforeReload), undefined);
    await page.context().close();
  });

  test('the network coming back re-checks the version', async () => {
    const page = await newPage(ctx.browser, { lang: 'zh' });
    await loginWithFirstVersion(page, 'admin');
    await api('/api/dev/version/bump');
    const banner = page.locator('[data-testid=version-banner]');
    // Checks within 2 s of the last one are merged into it: go online again until one fetches.
    await triggerUntilShown(page, () => window.dispatchEvent(new Event('online')), banner);
    assert.match(await banner.innerText(), /页面已过期，请刷新/);
    await page.context().close();
  });
});

describe('language', () => {
  test('switching changes header texts, date names and the lang cookie; a reload keeps it', async () => {
    const page = await newPage(ctx.browser, { lang: 'zh' });
    await login(page, 'admin');
    const today = page.locator('[data-testid=home-today]');
    await today.waitFor();
    assert.equal(await page.title(), '仓储管理平台');
    assert.match(await page.locator('[data-testid=header-actions]').innerText(), /系统管理/);
    const weekdays = () => today.locator('li > span').allInnerTexts();
    assert.match(await today.locator('[data-testid=home-date]').innerText(), /^\d{4}年\d{1,2}月\d{1,2}日$/);
    assert.match(await today.innerText(), /星期[一二三四五六日]/);
    // zh-cn weeks start on Monday.
    assert.deepEqual(await weekdays(), ['一', '二', '三', '四', '五', '六', '日']);

    await page.locator('[data-testid=lang-switch]').first().getByText('English').click();
    await page.locator('[data-testid=header-actions]').getByText('System admin').waitFor();
    assert.equal(await page.title(), 'Warehouse Management Platform');
    const text = await today.innerText();
    assert.match(await today.locator('[data-testid=home-date]').innerText(), /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/);
    assert.match(text, /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/);
    assert.deepEqual(await weekdays(), ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    assert.doesNotMatch(text, /[月星]/);
    assert.match(await sideMenu(page).innerText(), /Outbound/);

    const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
    assert.equal(cookie?.value, 'en');
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    assert.ok(days > 360 && days < 367, `cookie lifetime ${days} days`);
    assert.equal(await page.evaluate(() => localStorage.getItem('lang')), 'en');

    await page.reload();
    await page.locator('[data-testid=header-actions]').getByText('System admin').waitFor();
    // The home card renders after the header: wait for its week before reading it.
    await today.locator('li > span').first().waitFor();
    assert.deepEqual(await weekdays(), ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    await page.context().close();
  });

  // `en` is the fallback language, but its files load only for a key missing in zh (src/i18n/fallback.ts);
  // `common` is the default namespace, but /login names its own (src/i18n/namespaces.test.ts).
  test('a page asks for its own language\'s files only (the fallback language\'s only for a missing key)', async () => {
    for (const lang of ['zh', 'en']) {
      const page = await newPage(ctx.browser, { lang });
      const files = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (pathname.startsWith('/locales/')) files.push(pathname);
      });
      await page.goto(`${BASE_URL}/login`);
      await page.locator('#username').waitFor();
      await page.waitForLoadState('networkidle');
      // the login page's own file only (issue 22: the login page loads only what it shows)
      assert.deepEqual(files, [`/locales/${lang}/login.json`]);
      await login(page, 'admin');
      await page.locator('[data-testid=home-today]').waitFor();
      assert.deepEqual([...new Set(files)].sort(), [`/locales/${lang}/common.json`, `/locales/${lang}/login.json`]);
      // the switch loads the other language's files then
      const other = lang === 'zh' ? 'en' : 'zh';
      const loaded = page.waitForResponse((r) => r.url().endsWith(`/locales/${other}/common.json`));
      await page.locator('[data-testid=lang-switch]').first().getByText(lang === 'zh' ? 'English' : '中文').click();
      await loaded;
      await page.context().close();
    }
  });

  test('the login page has the switch too and detects the browser language', async () => {
    const page = await newPage(ctx.browser, { lang: 'en', storeLang: false });
    await page.goto(`${BASE_URL}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.locator('[data-testid=lang-switch]').getByText('中文').click();
    await page.getByRole('button', { name: /登\s*录/ }).waitFor();
    // The tab's title follows the language in the same change, not necessarily in the same frame.
    await page.waitForFunction(() => document.title === '仓储管理平台', null, { timeout: 5_000 }).catch(() => undefined);
    assert.equal(await page.title(), '仓储管理平台');
    await page.context().close();
  });
});

describe('motion', () => {
  /** The longest CSS animation (ms) that starts while a zone's create dialog opens, 0 if none does. */
  const longestAnimationOpeningDialog = async (motion) => {
    const page = await newPage(ctx.browser, { lang: 'en', motion });
    await signIn(page, 'admin', '/warehouse/zone');
    await page.evaluate(() => {
      window.longestAnimation = 0;
      document.addEventListener('animationstart', (e) => {
        const ms = parseFloat(getComputedStyle(e.target).animationDuration) * 1000;
        window.longestAnimation = Math.max(window.longestAnimation, ms);
      });
    });
    await page.getByTestId('zone-new').click();
    await page.getByRole('dialog').waitFor();
    // animationstart is dispatched a frame after the dialog shows: read once its animations ended
    await animationsDone(page);
    const longest = await page.evaluate(() => window.longestAnimation);
    await page.context().close();
    return longest;
  };

  test('a system asking for reduced motion gets dialogs shown at once; any other gets them animated', async () => {
    assert.ok((await longestAnimationOpeningDialog('reduce')) < 1, 'no animation lasts a millisecond');
    assert.ok((await longestAnimationOpeningDialog('no-preference')) >= 100, 'the dialog animates by default');
  });
});

describe('error boundary', () => {
  test('unknown URLs show a translated 404 inside the layout', async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await signIn(page, 'admin', '/no/such/page');
    await page.getByText('Sorry, the page you visited does not exist.').waitFor();
    assert.ok(await sideMenu(page).isVisible());
    await page.context().close();
  });
});
