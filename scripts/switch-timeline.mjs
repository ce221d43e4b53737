/**
 * What one warm route switch does (issue 23: switch p95): node scripts/switch-timeline.mjs <built dir> /outbound/b2c [/inventory ...]
 * Serves the build, opens /homepage as admin, waits until it has settled (as the bench does), then
 * clicks each menu entry in turn and prints, from the click: the requests (start, end, bytes), the
 * long tasks, the main thread's busy time by kind (trace) up to 1.5 s after the click, and the
 * changes to the page's content area by time (what the bench's "visible" waits out: a page that
 * changes again after its rows counts from that later change).
 */
import { writeFileSync } from 'node:fs';
import { launch } from '../e2e/browser.mjs';
import { apiToken, openAllSubmenus } from '../e2e/helpers.mjs';
import { startPreview } from '../e2e/server.mjs';
import { areaTitle, newContext, SIDE_MENU } from './bench.mjs';
import { mainThreadWork, TRACE_CATEGORIES } from './trace.mjs';

const [dir, ...hrefs] = process.argv.slice(2);
if (!dir || !hrefs.length) {
  console.error('usage: node scripts/switch-timeline.mjs <built dir> <href> [href ...]');
  process.exit(2);
}
const { baseUrl, stop } = await startPreview({ outputPath: dir });
const browser = await launch();
try {
  const context = await newContext(browser, await apiToken('admin', baseUrl));
  await context.addInitScript(() => {
    window.__lt = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/homepage`);
  await page.locator('[data-testid=home-today]').waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(6000);
  // As the bench: every area opened once (SWITCH_MENU=closed: only the areas on the way to each entry).
  const allOpen = process.env.SWITCH_MENU !== 'closed';
  if (allOpen) await openAllSubmenus(page.locator(SIDE_MENU).first());
  for (const href of hrefs) {
    const segments = href.split('/').filter(Boolean);
    for (let i = 1; !allOpen && i < segments.length; i++) {
      const title = page.locator(SIDE_MENU).locator(areaTitle(`/${segments.slice(0, i).join('/')}`)).first();
      if ((await title.count()) && !(await title.evaluate((el) => el.getAttribute('aria-expanded') === 'true'))) await title.click();
    }
    await page.waitForTimeout(800);
    const t0 = await page.evaluate(() => {
      window.__clickAt = 0;
      document.addEventListener('click', () => (window.__clickAt = performance.now()), { capture: true, once: true });
      // the content area's changes, batched as the browser reports them
      window.__changes = [];
      const name = (n) => (n.nodeType === 1 ? `${n.tagName.toLowerCase()}${n.getAttribute('data-testid') ? `[${n.getAttribute('data-testid')}]` : n.className && typeof n.className === 'string' ? `.${n.className.split(' ')[0]}` : ''}` : '#text');
      const changes = new MutationObserver((records) => {
        const root = document.querySelector('.ant-pro-layout-content');
        const inside = records.filter((r) => root?.contains(r.target));
        if (inside.length) window.__changes.push([performance.now(), inside.length, name(inside[0].target)]);
      });
      changes.observe(document.body, { subtree: true, childList: true, characterData: true });
      setTimeout(() => changes.disconnect(), 1500);
      return performance.now();
    });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.locator(SIDE_MENU).locator(`a[href="${href}"]`).first().click();
    await page.waitForTimeout(1500);
    const raw = (await browser.stopTracing()).toString('utf8');
    if (process.env.TRACE_DIR) writeFileSync(`${process.env.TRACE_DIR}/${href.replace(/\//g, '_')}.json`, raw);
    const trace = JSON.parse(raw);
    const r = await page.evaluate((since) => ({
      click: window.__clickAt,
      res: performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime > since)
        .map((e) => [e.name.replace(location.origin, ''), e.startTime, e.responseEnd, e.transferSize]),
      lt: window.__lt.filter(([s]) => s > since),
      changes: window.__changes,
    }), t0);
    console.log(`\n== ${href} (times from the click)`);
    for (const [name, s, e, size] of r.res) console.log(String(Math.round(s - r.click)).padStart(6), String(Math.round(e - r.click)).padStart(6), String(size).padStart(8), name.slice(0, 100));
    console.log('long tasks', JSON.stringify(r.lt.map(([s, d]) => [Math.round(s - r.click), d])));
    console.log('content changes (ms, records, first target)', JSON.stringify(r.changes.map(([at, n, target]) => [Math.round(at - r.click), n, target])));
    const work = mainThreadWork(trace, { toMs: 1500 });
    console.log('main thread busy', Math.round(work.busyMs), 'ms', JSON.stringify(Object.fromEntries(Object.entries(work.byKindMs).map(([k, v]) => [k, Math.round(v)]))));
  }
} finally {
  await browser.close();
  stop();
}
