/**
 * What React rendered, commit by commit (issue 23: "context providers that render the whole tree
 * twice, effects that set state right after mount"):
 *   node scripts/commits.mjs <built dir> [/homepage] [ms after the page is visible = 3000]
 * Loads the page signed in as admin with React's DevTools hook installed and prints, for every
 * commit, its time (ms from navigation), how many components rendered in it, the most frequent of
 * them, and the update's roots (the components from which the render started, with their
 * ancestors). A `VISIBLE` line marks the bench's "content visible".
 *   COMMITS_SWITCH=1 node scripts/commits.mjs <built dir> /task [/warehouse ...]
 * does the same for warm route switches: /homepage settled, every menu area open (as the bench),
 * then each entry clicked in turn; the commits of the 2.5 s after each click, timed from it.
 * COMMITS_TOP=40 lists more of the frequent components (default 6). Component names are minified
 * in a production build: `PROFILE_NO_MINIFY=1 OUTPUT_PATH=/tmp/plain npx max build` makes one
 * with the source names.
 */
import { launch } from '../e2e/browser.mjs';
import { apiToken, openAllSubmenus, recordCommits } from '../e2e/helpers.mjs';
import { startPreview } from '../e2e/server.mjs';
import { HOME_SELECTORS, newContext, SIDE_MENU, visibilityProbe } from './bench.mjs';

const [dir, ...paths] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node scripts/commits.mjs <built dir> [path] [ms after visible] | COMMITS_SWITCH=1 ... <href> [href ...]');
  process.exit(2);
}
const SWITCH = !!process.env.COMMITS_SWITCH;
const TOP = Number(process.env.COMMITS_TOP || 6);
// the recorder, with as many of the frequent components as asked for
const recorder = { content: `(${recordCommits.toString().replace('.slice(0, 6)', `.slice(0, ${TOP})`)})()` };

const printCommit = (c, at) => {
  console.log(`${at === undefined ? '' : String(Math.round(at)).padStart(6)} ${String(c.total).padStart(5)} rendered  ${c.top.map(([n, k]) => `${n}×${k}`).join(' ')}`);
  for (const r of c.roots.slice(0, 5)) console.log(`${' '.repeat(22)}from ${r}`);
};

const { baseUrl, stop } = await startPreview({ outputPath: dir });
const browser = await launch();
try {
  if (SWITCH) {
    const context = await newContext(browser, await apiToken('admin', baseUrl));
    await context.addInitScript(recorder);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/homepage`);
    await page.locator('[data-testid=home-today]').waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(4000);
    await openAllSubmenus(page.locator(SIDE_MENU).first());
    for (const href of paths) {
      await page.waitForTimeout(1500);
      const before = await page.evaluate(() => {
        document.addEventListener('click', () => (window.__clickAt = performance.now()), { capture: true, once: true });
        return window.__commits.length;
      });
      await page.locator(SIDE_MENU).locator(`a[href="${href}"]`).first().click();
      await page.waitForTimeout(2500);
      console.log(`\n== ${href} (ms from the click)`);
      const { commits, clickAt } = await page.evaluate((n) => ({ commits: window.__commits.slice(n), clickAt: window.__clickAt }), before);
      for (const c of commits) printCommit(c, c.at - clickAt);
    }
  } else {
    const [path = '/homepage', afterArg] = paths;
    const selectors = path === '/login' ? ['#username'] : HOME_SELECTORS;
    const context = await newContext(browser, path === '/login' ? '' : await apiToken('admin', baseUrl));
    await context.addInitScript(visibilityProbe, selectors);
    await context.addInitScript(recorder);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    await page.waitForFunction(() => window.__bench?.visibleAt > 0, null, { timeout: 30_000 });
    await page.waitForTimeout(Number(afterArg ?? 3000));
    const { commits, visibleAt } = await page.evaluate(() => ({ commits: window.__commits, visibleAt: window.__bench.visibleAt }));
    let shown = false;
    for (const c of commits) {
      if (!shown && c.at > visibleAt) {
        console.log(`${String(Math.round(visibleAt)).padStart(6)}  VISIBLE`);
        shown = true;
      }
      printCommit(c, c.at);
    }
    if (!shown) console.log(`${String(Math.round(visibleAt)).padStart(6)}  VISIBLE`);
  }
} finally {
  await browser.close();
  await stop();
}
