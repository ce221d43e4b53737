/**
 * The network and main-thread timeline of one cold load (issue 23: "no request waterfall"):
 *   node scripts/timeline.mjs <built dir> [/homepage]
 * Serves the build, loads the page in a fresh browser (as admin unless /login) and prints each
 * resource's start and end (ms from navigation), its transferred bytes and what asked for it, the
 * long tasks and the first paint: what starts when, and what waits for what.
 */
import { launch } from '../e2e/browser.mjs';
import { apiToken } from '../e2e/helpers.mjs';
import { startPreview } from '../e2e/server.mjs';
import { newContext } from './bench.mjs';
const [dir, path = '/homepage'] = process.argv.slice(2);
const { baseUrl, stop } = await startPreview({ outputPath: dir });
const browser = await launch();
const token = path === '/login' ? '' : await apiToken('admin', baseUrl);
const context = await newContext(browser, token);
await context.addInitScript(() => {
  window.__lt = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
  window.__paints = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__paints.push([e.name, Math.round(e.startTime)]);
  }).observe({ type: 'paint', buffered: true });
});
const page = await context.newPage();
await page.goto(`${baseUrl}${path}`);
await page.waitForTimeout(3000);
const r = await page.evaluate(() => ({
  res: performance
    .getEntriesByType('resource')
    .map((e) => [e.name.replace(location.origin, ''), Math.round(e.startTime), Math.round(e.responseEnd), e.transferSize, e.initiatorType]),
  nav: performance.getEntriesByType('navigation').map((e) => [Math.round(e.responseEnd), Math.round(e.domContentLoadedEventEnd)]),
  lt: window.__lt,
  paints: window.__paints,
}));
console.log('nav responseEnd/DCL', r.nav);
for (const x of r.res) console.log(String(x[1]).padStart(5), String(x[2]).padStart(5), String(x[3]).padStart(7), x[4].padEnd(6), x[0].slice(0, 90));
console.log('longtasks', JSON.stringify(r.lt));
console.log('paints', JSON.stringify(r.paints));
await browser.close();
await stop();
