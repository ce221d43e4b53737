/**
 * antd's first styles from the build's CSS file (config/plugins/firstStyles.ts, issue 23): the
 * pages look as before, and antd no longer computes those styles in the browser (no <style> tag
 * of its own for them). Production build only (the runner's preview).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL, login, newPage, useBrowser } from './helpers.mjs';

const b = useBrowser({ timed: true });

/** The antd component styles the page computed itself: the class each <style> tag is about, without its `ant-` prefix. */
const computedStyles = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style[data-token-hash]')].map((s) => (s.textContent.match(/[.]ant-([a-z-]+)/) || ['', ''])[1]).filter(Boolean),
  );

test('/login: the field and button styles come from the CSS file, and the button still wears the theme colour', async () => {
  const page = await newPage(b.browser, { lang: 'en' });
  await page.goto(`${BASE_URL}/login`);
  const submit = page.getByTestId('login-submit');
  await submit.waitFor();
  assert.ok(await page.locator('link[rel=stylesheet][href*="antd-first."]').count(), 'the page links the file');
  const computed = await computedStyles(page);
  assert.deepEqual(computed.filter((c) => /^(btn|input|wave)\b/.test(c)), [], `computed in the page: ${computed.join(', ')}`);
  // colorPrimary of src/theme.ts, and the input's border radius: the file's rules apply
  assert.equal(await submit.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(22, 104, 220)');
  assert.equal(await page.locator('#username').evaluate((el) => getComputedStyle(el.closest('span') || el).borderTopLeftRadius), '8px'); // a large field: borderRadiusLG
  await page.context().close();
});

test('/homepage: the header controls and the cards need no computed style; the menu still computes its own', async () => {
  const page = await newPage(b.browser, { lang: 'zh' });
  await login(page, 'admin');
  await page.getByTestId('home-today').waitFor();
  await page.getByTestId('header-actions').waitFor();
  const computed = await computedStyles(page);
  assert.deepEqual(
    computed.filter((c) => /^(btn|dropdown|avatar|space|card|skeleton|descriptions)\b/.test(c)),
    [],
    `computed in the page: ${computed.join(', ')}`,
  );
  assert.ok(computed.some((c) => c.startsWith('menu') || c.startsWith('pro-')), 'ProLayout tokens stay computed in the page');
  const card = page.getByTestId('home-today');
  assert.equal(await card.evaluate((el) => getComputedStyle(el).borderTopLeftRadius), '8px');
  await page.context().close();
});
