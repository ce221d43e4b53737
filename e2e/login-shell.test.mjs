// The login form in the HTML (issue 23; config/plugins/loginShell.ts): shown before the app's code
// has run, in the visitor's language, and taken over by the app without losing what was typed.
import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { BASE_URL, newPage, PASSWORDS, resetBackend, signIn, useBrowser } from './helpers.mjs';

const ctx = useBrowser({ timed: true });
beforeEach(() => resetBackend());

const TITLE = { zh: '仓储管理平台', en: 'Warehouse Management Platform' };
const SIGN_IN = { zh: /^登\s?录$/, en: /^Sign in$/ };

/** Opens /login with the app's entry script held back; `release()` lets it load. */
async function openHeld(page, path = '/login') {
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(/\/umi\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'commit' });
  await page.locator('#wms-login-shell #username').waitFor();
  return release;
}

/** The login card's elements as tag, id and classes (focus state left out): the markup to compare. */
const cardShape = (page) =>
  page.evaluate(() =>
    [...document.querySelector('.wms-login').querySelectorAll('*')].map((el) =>
      [el.tagName, el.id, [...el.classList].filter((c) => !c.endsWith('-focused')).sort().join(' '), el.getAttribute('aria-pressed') ?? ''].join('|'),
    ),
  );

describe('the login form in the HTML', () => {
  for (const lang of ['zh', 'en']) {
    test(`${lang}: shown before the app runs; the app's form takes over what was typed, the field and the caret`, async () => {
      const page = await newPage(ctx.browser, { lang });
      const release = await openHeld(page);
      assert.equal(await page.locator('#wms-login-shell').getByRole('heading').innerText(), TITLE[lang]);
      assert.equal(await page.title(), TITLE[lang]);
      await page.getByRole('button', { name: SIGN_IN[lang] }).waitFor();
      const shellShape = await cardShape(page);
      await page.locator('#username').fill('admin');
      await page.locator('#password').click();
      await page.keyboard.type(PASSWORDS.admin.slice(0, -1));
      release();
      await page.locator('#wms-login-shell').waitFor({ state: 'detached' });
      // the app's own form now, with the same markup, what was typed and the focus where it was
      assert.deepEqual(await cardShape(page), shellShape);
      assert.equal(await page.locator('#username').count(), 1);
      assert.equal(await page.locator('#username').inputValue(), 'admin');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'password');
      await page.keyboard.type(PASSWORDS.admin.slice(-1));
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === '/homepage');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }

  test('Enter pressed before the app runs: signed in as soon as it does', async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    const release = await openHeld(page, '/login?redirect=%2Flogs');
    await page.locator('#username').fill('admin');
    await page.locator('#password').fill(PASSWORDS.admin);
    await page.keyboard.press('Enter');
    assert.equal(new URL(page.url()).pathname, '/login'); // the form did not navigate
    release();
    await page.waitForURL((u) => u.pathname === '/logs');
    await page.getByRole('main').waitFor();
    await page.context().close();
  });

  test('the language picked in the HTML copy is the app\'s and is remembered', async () => {
    const page = await newPage(ctx.browser, { lang: 'zh' });
    const release = await openHeld(page);
    await page.locator('#username').fill('staff');
    await page.getByRole('button', { name: 'English' }).click();
    assert.equal(await page.locator('#wms-login-shell').getByRole('heading').innerText(), TITLE.en);
    assert.equal(await page.locator('#username').inputValue(), 'staff');
    release();
    await page.locator('#wms-login-shell').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: SIGN_IN.en }).waitFor();
    assert.equal(await page.locator('#username').inputValue(), 'staff');
    assert.equal(await page.evaluate(() => localStorage.getItem('lang')), 'en');
    await page.context().close();
  });

  test('any other page: no copy, shown or kept', async () => {
    const page = await newPage(ctx.browser, { lang: 'en' });
    await signIn(page, 'admin', '/logs');
    await page.getByRole('main').waitFor();
    assert.equal(await page.locator('#wms-login-shell').count(), 0);
    // a page that sends a signed-out visitor to the login page: the app's form, one of it
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`${BASE_URL}/homepage`);
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByRole('button', { name: SIGN_IN.en }).waitFor();
    assert.equal(await page.locator('#username').count(), 1);
    await page.context().close();
  });
});
