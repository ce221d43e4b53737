// The tests' Chromium (e2e/browser.mjs): what its switches turn off is off, and Playwright's own
// switches still hold beside them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OMNIBOX_POPUPS } from './browser.mjs';
import { useBrowser } from './helpers.mjs';

const b = useBrowser();

test("every feature Playwright turns off stays off: Chromium's last --disable-features has them all", async () => {
  const context = await b.browser.newContext();
  const page = await context.newPage();
  await page.goto('chrome://version');
  const commandLine = await page.locator('#command_line').innerText();
  await context.close();
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((m) => m[1].split(','));
  assert.ok(lists.length > 0, commandLine);
  const used = lists.at(-1);
  assert.deepEqual(lists.flat().filter((f) => !used.includes(f)), [], 'features an earlier --disable-features names and the last one drops');
  for (const feature of OMNIBOX_POPUPS) assert.ok(used.includes(feature), feature);
});

test('a new browser context opens its page and no browser UI page (the omnibox popups)', async () => {
  const contexts = [await b.browser.newContext(), await b.browser.newContext()];
  for (const context of contexts) await (await context.newPage()).goto('about:blank');
  const cdp = await b.browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  for (const context of contexts) await context.close();
  assert.deepEqual(targetInfos.filter((t) => t.type === 'browser_ui' || t.url.startsWith('chrome://')).map((t) => `${t.type} ${t.url}`), []);
});
