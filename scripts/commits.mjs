/**
 * What React rendered during a cold load, commit by commit (issue 23: "context providers that
 * render the whole tree twice, effects that set state right after mount"):
 *   node scripts/commits.mjs <built dir> [/homepage] [ms after the page is visible = 3000]
 * Loads the page signed in as admin with React's DevTools hook installed and prints, for every
 * commit, its time (ms from navigation), how many components rendered in it, the most frequent of
 * them, and the update's roots (the components from which the render started, with their
 * ancestors). A `VISIBLE` line marks the bench's "content visible". Component names are minified
 * in a production build: `PROFILE_NO_MINIFY=1 OUTPUT_PATH=/tmp/plain npx max build` makes one
 * with the source names.
 */
import { launch } from '../e2e/browser.mjs';
import { apiToken, recordCommits } from '../e2e/helpers.mjs';
import { startPreview } from '../e2e/server.mjs';
import { HOME_SELECTORS, newContext, visibilityProbe } from './bench.mjs';

const [dir, path = '/homepage', afterArg] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node scripts/commits.mjs <built dir> [path] [ms after visible]');
  process.exit(2);
}

const { baseUrl, stop } = await startPreview({ outputPath: dir });
const browser = await launch();
try {
  const selectors = path === '/login' ? ['#username'] : HOME_SELECTORS;
  const context = await newContext(browser, path === '/login' ? '' : await apiToken('admin', baseUrl));
  await context.addInitScript(visibilityProbe, selectors);
  await context.addInitScript(recordCommits);
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
    console.log(`${String(Math.round(c.at)).padStart(6)} ${String(c.total).padStart(5)} rendered  ${c.top.map(([n, k]) => `${n}×${k}`).join(' ')}`);
    for (const r of c.roots.slice(0, 5)) console.log(`${' '.repeat(22)}from ${r}`);
  }
  if (!shown) console.log(`${String(Math.round(visibleAt)).padStart(6)}  VISIBLE`);
} finally {
  await browser.close();
  await stop();
}
