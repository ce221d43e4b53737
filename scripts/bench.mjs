/**
 * Performance benchmark (issue 5): `npm run bench`.
 *
 * Builds the production bundle into bench/dist (timed), serves it with `max preview` (mock back end
 * included) on a free port, drives Debian's Chromium (e2e/browser.mjs) and measures, median of
 * BENCH_RUNS (default 5) fresh-browser runs, cache disabled:
 *   1. /login cold: transferred bytes (JS, CSS, total; compressed, from CDP) up to network idle,
 *      requests, form visible (the HTML's copy counts), the app's own form shown, LCP; and, apart,
 *      the route code prefetched in the background later
 *   2. /homepage cold as admin: the same, to menu + content visible
 *   3. warm route switches through 10 menu entries of different areas (click -> content visible),
 *      the large warehouse's location and product lists (w3), and the inbound and inventory screens (w1),
 *      once the home page has settled (network idle, then the background prefetch)
 *   4. JS heap after visiting every menu page once, and again after a second round
 *   5. build time and the gzip size of every emitted chunk
 *   6. main-thread work of /login and /homepage, from a Chromium trace of separate cold loads
 *      (tracing costs time, so the wall-clock figures come from untraced loads): busy time from
 *      navigation to the form / content being visible, and its share of script, style, layout,
 *      paint, HTML parsing and garbage collection (scripts/trace.mjs)
 *   7. the translation files a cold zh /login and /homepage load (bytes as transferred), the en
 *      files among them (the fallback language loads only for a missing key: budget 0), and the
 *      gzip bytes the same pages' en files would add if the fallback loaded with every page
 *   8. scan latency of the tally, pick, putaway, count and pack stations (scripts/scan-latency.mjs)
 * Prints a table, writes bench/results.json and exits 1 when a budget is missed.
 *
 * Env: BENCH_RUNS=5, BENCH_SKIP_BUILD=1 (reuse bench/dist), BENCH_PORT, CDN_BASE (passed to the
 * build: its bytes are counted in the page totals), NO_EXTERNALS=1 (bundle React/dayjs, to compare),
 * BENCH_BASELINE=<another build's dir>: measured too, runs alternating; a time budget both builds
 * miss alike fails no more (scripts/bench-verdict.mjs), and results.json holds both.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch } from '../e2e/browser.mjs';
import { api, apiToken, openAllSubmenus } from '../e2e/helpers.mjs';
import { build as buildApp, root, startPreview } from '../e2e/server.mjs';
import { scanLatency, THROTTLE } from './scan-latency.mjs';
import { KINDS, mainThreadWork, TRACE_CATEGORIES } from './trace.mjs';
import { fails, judge, quantileSpread, runSpread } from './bench-verdict.mjs';

const benchDir = join(root, 'bench');
const outDir = process.env.BENCH_OUTPUT_PATH || join(benchDir, 'dist');
const RUNS = Number(process.env.BENCH_RUNS || 5);
const KB = 1024;
/** How long a cold load is watched after network idle, for the background route prefetch. */
const PREFETCH_WAIT_MS = 6000;
/** How long a switched-to page must stay loaded (no spinner, no request in flight) to count as visible. */
const STABLE_MS = 150;

export const BUDGETS = {
  'login.jsCss': { max: 250 * KB, unit: 'bytes', label: '/login JS + CSS transferred' },
  'home.jsCss': { max: 450 * KB, unit: 'bytes', label: '/homepage JS + CSS transferred' },
  'login.visible': { max: 400, unit: 'ms', label: '/login form visible' },
  'home.visible': { max: 700, unit: 'ms', label: '/homepage menu + content visible' },
  'login.busy': { max: 250, unit: 'ms', label: '/login main-thread work until the form is visible' },
  'home.busy': { max: 450, unit: 'ms', label: '/homepage main-thread work until content is visible' },
  'switch.p95': { max: 150, unit: 'ms', label: 'warm route switch p95' },
  'heap.growth': { max: 0.15, unit: 'ratio', label: 'JS heap growth, 2nd round of all pages vs 1st' },
  'home.enFiles': { max: 0, unit: 'files', label: 'en translation files a zh /homepage loads (no key missing)' },
  ...Object.fromEntries(
    ['tally', 'pick', 'putaway', 'count', 'pack'].map((s) => [`scan.${s}.p95`, { max: 100, unit: 'ms', label: `${s} station: scan to answer painted p95 (360 px, CPU ${THROTTLE}× slower)` }]),
  ),
};

/** Uncaught errors in any measured page: the numbers of a broken page mean nothing. */
const pageErrors = [];
const watchErrors = (page) => page.on('pageerror', (e) => pageErrors.push(`${page.url()}: ${e.message}`));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const fmtBytes = (b) => `${(b / KB).toFixed(1)} KB`;
const fmt = (v, unit) => (unit === 'bytes' ? fmtBytes(v) : unit === 'ms' ? `${Math.round(v)} ms` : unit === 'ratio' ? `${(v * 100).toFixed(1)} %` : String(v));

/** 5. Build (timed) and the gzip size of every emitted chunk. */
function build() {
  const started = Date.now();
  if (buildApp({ outputPath: outDir, env: { ANALYZE: '' } }) !== 0) throw new Error('build failed');
  return (Date.now() - started) / 1000;
}

/** 7. The translation files among a cold load's requests (`/locales/<lng>/<ns>.json`). */
const LOCALE_FILE = /^\/locales\/(\w+)\/(\w+)\.json/;
function localeFiles(files) {
  const list = files.filter((f) => LOCALE_FILE.test(f.url));
  return { bytes: list.reduce((a, f) => a + f.bytes, 0), files: list.map((f) => f.url), en: list.filter((f) => f.url.startsWith('/locales/en/')).length };
}

/** 7. What an eager fallback would add: the gzip size of the en files of the namespaces a page loaded. */
function enFallbackGzip(files) {
  const namespaces = files.map((u) => u.match(LOCALE_FILE)?.[2]).filter(Boolean);
  return [...new Set(namespaces)].reduce((a, ns) => {
    const file = join(outDir, 'locales', 'en', `${ns}.json`);
    return a + (existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  }, 0);
}

function chunkSizes() {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(js|css)$/.test(name)) {
        const buf = readFileSync(p);
        out.push({ file: relative(outDir, p), bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
      }
    }
  };
  walk(outDir);
  return out.sort((a, b) => b.gzip - a.gzip);
}

/** Everything the page transferred, from CDP (encodedDataLength: compressed bytes on the wire). */
export async function trackNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const reqs = new Map();
  cdp.on('Network.requestWillBeSent', (e) => reqs.set(e.requestId, { url: e.request.url, type: e.type, bytes: 0, done: false }));
  cdp.on('Network.responseReceived', (e) => {
    const r = reqs.get(e.requestId);
    if (r) r.type = e.type;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = reqs.get(e.requestId);
    if (r) Object.assign(r, { bytes: e.encodedDataLength, done: true });
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = reqs.get(e.requestId);
    if (r) Object.assign(r, { failed: true, done: true });
  });
  return {
    cdp,
    summary(origin) {
      const list = [...reqs.values()].filter((r) => !r.url.startsWith('data:'));
      const sum = (f) => list.filter(f).reduce((a, r) => a + r.bytes, 0);
      const isJs = (r) => r.type === 'Script' || /\.js(\?|$)/.test(r.url);
      const isCss = (r) => r.type === 'Stylesheet' || /\.css(\?|$)/.test(r.url);
      const isVendor = (r) => !r.url.startsWith(origin) || new URL(r.url).pathname.startsWith('/vendor/');
      return {
        js: sum(isJs),
        css: sum(isCss),
        jsCss: sum((r) => isJs(r) || isCss(r)),
        total: sum(() => true),
        vendor: sum(isVendor),
        requests: list.length,
        failedRequests: list.filter((r) => r.failed).length,
        files: list.map((r) => ({ url: r.url.replace(origin, ''), type: r.type, bytes: r.bytes, ...(r.failed ? { failed: true } : {}) })),
      };
    },
  };
}

/** Records (in the page, relative to navigation start) when `selectors` are all visible, and LCP. */
export function visibilityProbe(selectors) {
  const visible = (sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  // appAt: the same, once the HTML's copy of the login form (config/plugins/loginShell.ts) has been
  // taken over by the app: the form is then the app's own (on any other page appAt = visibleAt).
  window.__bench = { visibleAt: 0, appAt: 0, lcp: 0 };
  const check = () => {
    const shown = selectors.every(visible);
    if (shown && !window.__bench.visibleAt) window.__bench.visibleAt = performance.now();
    if (shown && !document.getElementById('wms-login-shell')) window.__bench.appAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Counts the page's requests in flight (fetch and XHR), for the switch timing: a list page is not
 * "visible" while the rows it asked for are still on the way. A fetch counts until its body has
 * been read (a fetch resolves with the headers, before the body the page renders from).
 */
function requestProbe() {
  window.__benchInflight = 0;
  const track = (p) => {
    window.__benchInflight++;
    const done = () => window.__benchInflight--;
    p.then(done, done);
    return p;
  };
  const fetch0 = window.fetch;
  window.fetch = (...args) => track(fetch0.apply(window, args));
  for (const read of ['text', 'json', 'arrayBuffer', 'blob', 'formData']) {
    const read0 = Response.prototype[read];
    Response.prototype[read] = function bodyRead(...args) {
      return track(read0.apply(this, args));
    };
  }
  const send0 = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function send(...args) {
    track(new Promise((resolve) => { this.addEventListener('loadend', resolve, { once: true }); }));
    return send0.apply(this, args);
  };
}

/** A fresh browser context as the bench uses it: 1366 × 860, Chinese, signed in with `token` when given. */
export async function newContext(browser, token, initScript, initArg) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
  if (initScript) await context.addInitScript(initScript, initArg);
  await context.addInitScript((t) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'zh');
    if (t) localStorage.setItem('token', t);
  }, token || '');
  return context;
}

/** The side menu: the console's own (components/SideMenu), or antd's in builds before it (bench-ab of older builds). */
export const SIDE_MENU = '.wms-side-menu, .ant-pro-sider-menu';
/** An area's title in either menu (antd's keyed its titles `rc-menu-uuid-…-group:/path`). */
export const areaTitle = (path) => `[data-menu-key="group:${path}"], [data-menu-id$="group:${path}"]`;
export const HOME_SELECTORS = [SIDE_MENU, '[data-testid=home-today]', '.ant-page-header-heading-title'];

/** A page in a new context that records when `selectors` are visible (visibilityProbe). */
async function probedPage(browser, selectors, token, initScript) {
  const context = await newContext(browser, token, initScript);
  await context.addInitScript(visibilityProbe, selectors);
  const page = await context.newPage();
  watchErrors(page);
  return page;
}

/** 1 / 2. One cold load in a fresh browser. */
/** `initScript`: run in the page before its own scripts (scripts/shim-gains.mjs turns the background prefetch off). */
export async function coldLoad(baseUrl, path, selectors, token, initScript) {
  const browser = await launch();
  try {
    const page = await probedPage(browser, selectors, token, initScript);
    const net = await trackNetwork(page);
    await page.goto(`${baseUrl}${path}`);
    await page.waitForFunction(() => window.__bench?.appAt > 0, null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const { visibleAt, appAt, lcp } = await page.evaluate(() => window.__bench);
    const atIdle = net.summary(baseUrl);
    // Route code fetched in the background afterwards (components/RoutePrefetch): reported apart.
    await page.waitForTimeout(PREFETCH_WAIT_MS);
    const later = net.summary(baseUrl);
    return { visible: visibleAt, app: appAt, lcp, ...atIdle, prefetched: later.jsCss - atIdle.jsCss };
  } finally {
    await browser.close();
  }
}

/** 6. One traced cold load: the main thread's work from navigation until `selectors` are visible. */
export async function tracedLoad(baseUrl, path, selectors, token) {
  const browser = await launch();
  try {
    const page = await probedPage(browser, selectors, token);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(`${baseUrl}${path}`);
    await page.waitForFunction(() => window.__bench?.visibleAt > 0, null, { timeout: 30_000 });
    const { visibleAt } = await page.evaluate(() => window.__bench);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    return { visible: visibleAt, ...mainThreadWork(trace, { toMs: visibleAt }) };
  } finally {
    await browser.close();
  }
}

function summarizeTraces(runs) {
  return {
    busyMs: median(runs.map((r) => r.busyMs)),
    visibleTraced: median(runs.map((r) => r.visible)),
    byKindMs: Object.fromEntries(KINDS.map((k) => [k, median(runs.map((r) => r.byKindMs[k]))])),
  };
}

/** Menu links of the side menu (all submenus opened), in menu order. */
async function menuLinks(page) {
  const menu = page.locator(SIDE_MENU).first();
  await openAllSubmenus(menu);
  await page.waitForTimeout(300);
  const hrefs = await menu.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  // /system/* switches the side menu to the system menu set: stay in the warehouse set.
  return [...new Set(hrefs)].filter((h) => h && h.startsWith('/') && !h.startsWith('/system'));
}

/** 10 links from different areas (first path segment), round robin. */
function pickAcrossAreas(links, n = 10) {
  const byArea = new Map();
  for (const l of links) {
    const area = l.split('/')[1];
    if (!byArea.has(area)) byArea.set(area, []);
    byArea.get(area).push(l);
  }
  const picked = [];
  const queues = [...byArea.values()].map((q) => [...q].reverse());
  while (picked.length < n && queues.some((q) => q.length)) {
    for (const q of queues) if (q.length && picked.length < n) picked.push(q.pop());
  }
  return picked;
}

/** Clicks the menu link to `href`; resolves with click -> new page content visible (ms). */
async function switchTo(page, href) {
  const link = page.locator(SIDE_MENU).locator(`a[href="${href}"]`).first();
  await page.mouse.move(0, 0);
  // Let the menu settle after the previous switch (it folds the other areas, animated). Not timed.
  await page.waitForTimeout(500);
  // The menu closes other areas on navigation: open the submenus on the way (keyed by path prefix).
  const segments = href.split('/').filter(Boolean);
  for (let i = 1; i < segments.length + 1 && !(await link.isVisible()); i++) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    const title = page.locator(SIDE_MENU).locator(areaTitle(prefix)).first();
    if (!(await title.count())) continue;
    const open = await title.evaluate((el) => el.getAttribute('aria-expanded') === 'true');
    if (!open) {
      await title.click();
      await page.waitForTimeout(300);
    }
  }
  // Timed from the click on the entry itself (not the submenu titles above), in the page, at every
  // frame, by a watcher started before the click: the harness's round trips are not in the time.
  // Visible = the new page shows text, no spinner and no request is in flight, and stays so, with
  // its content (elements, text) unchanged, for STABLE_MS; the time is that of the first frame of
  // that stretch. (A table's first frames show its header before the rows arrive, and a response
  // is rendered a task after its body was read: neither alone is the page being visible.)
  await page.evaluate(
    ([target, stableMs]) => {
      const CONTENT = '.ant-pro-layout-content > *, .ant-pro-layout-content > .ant-app > *, .ant-layout-content > *';
      for (const el of document.querySelectorAll(CONTENT)) el.setAttribute('data-bench-old', '1');
      window.__benchClick = 0;
      window.__benchVisible = 0;
      document.addEventListener('click', () => (window.__benchClick = performance.now()), { capture: true, once: true });
      let changedAt = 0;
      const area = () => document.querySelector('.ant-pro-layout-content') || document.querySelector('.ant-layout-content');
      const changes = new MutationObserver((records) => {
        const root = area();
        if (records.some((r) => root?.contains(r.target))) changedAt = performance.now();
      });
      changes.observe(document.body, { subtree: true, childList: true, characterData: true });
      let stable = null; // the stretch so far: when it began and how many frames it has lasted
      const frame = () => {
        if (!window.__benchClick) return void requestAnimationFrame(frame);
        const fresh = [...document.querySelectorAll(CONTENT)].filter((el) => !el.hasAttribute('data-bench-old'));
        const shown =
          location.pathname === target &&
          window.__benchInflight === 0 &&
          fresh.some((el) => el.textContent.trim().length > 0 && !el.querySelector('.ant-spin-spinning') && el.getBoundingClientRect().height > 0);
        const now = performance.now();
        if (!shown) stable = null;
        else if (!stable || changedAt > stable.at) stable = { at: now, frames: 0 };
        if (stable && ++stable.frames >= 3 && now - stable.at >= stableMs) {
          changes.disconnect();
          window.__benchVisible = stable.at - window.__benchClick;
          return;
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    [href, STABLE_MS],
  );
  // Still folded (menu animation, nested submenu state): the same click event on the entry.
  if (await link.isVisible()) await link.click({ timeout: 2000 }).catch(() => link.dispatchEvent('click'));
  else await link.dispatchEvent('click');
  const handle = await page.waitForFunction(() => window.__benchVisible || false, null, { polling: 50, timeout: 15_000 }).catch((e) => {
    throw new Error(`switch to ${href}: no new content (now at ${page.url()}): ${e.message}`);
  });
  return handle.jsonValue();
}

async function heapMB(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await page.waitForTimeout(200);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / KB / KB;
}

/**
 * The large warehouse (w3: 20,000 locations, 50,000 SKUs, issue 17): its location and product lists
 * are switched to as well, in a browser working in w3; their first visits count in the switch p95.
 */
const LARGE_WAREHOUSE = 'w3';
const LARGE_LISTS = ['/warehouse/location', '/product'];
/** The inbound and inventory screens (document lists, scan stations, stock) and the task list, switched to in w1 in every run too. */
export const INBOUND_SCREENS = [
  '/inbound/regular',
  '/inbound/regular/tally',
  '/inbound/regular/onShelf',
  '/inbound/return/secondProcess',
  '/inventory/location',
  // counts, relocation, tasks, CMS and logs (issues 19 and 20)
  '/inventory/cyclecountManagement',
  '/inventory/count',
  '/relocate/record',
  '/relocate/emergency/relocateOutbound',
  '/task',
  '/cms/inBooking',
  '/logs',
];

/** 3 (+ 4 in the first run). Warm switches in a fresh browser, cache enabled; `only`: these entries, in `warehouse`. */
export async function warmRun(baseUrl, token, withHeap, { warehouse, only } = {}) {
  const browser = await launch();
  try {
    const context = await newContext(browser, token, warehouse && ((w) => localStorage.setItem('Current-Warehouse', w)), warehouse);
    await context.addInitScript(requestProbe);
    const page = await context.newPage();
    watchErrors(page);
    const cdp = await context.newCDPSession(page);
    await page.goto(`${baseUrl}/homepage`);
    await page.locator('[data-testid=home-today]').waitFor();
    // Warm: the app has settled, its background route prefetch included (a user reading the page).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(PREFETCH_WAIT_MS);
    const links = await menuLinks(page);
    const picked = only ?? pickAcrossAreas(links.filter((l) => l !== '/homepage'));
    const switches = [];
    for (const href of picked) switches.push({ href, ms: await switchTo(page, href) });
    // The same entries again: their code is loaded now (reported, not budgeted).
    const repeat = [];
    for (const href of picked) repeat.push({ href, ms: await switchTo(page, href) });
    let heap;
    if (withHeap) {
      const start = await heapMB(page, cdp);
      for (const href of links) await switchTo(page, href);
      const afterFirst = await heapMB(page, cdp);
      for (const href of links) await switchTo(page, href);
      const afterSecond = await heapMB(page, cdp);
      heap = { pages: links.length, startMB: start, afterFirstMB: afterFirst, afterSecondMB: afterSecond, growth: (afterSecond - afterFirst) / afterFirst };
    }
    return { switches, repeat, heap };
  } finally {
    await browser.close();
  }
}

function summarize(runs) {
  const keys = ['js', 'css', 'jsCss', 'total', 'vendor', 'requests', 'visible', 'app', 'lcp', 'prefetched'];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
}

/** A build served by `max preview` and warmed for measuring, with what its runs collect. */
async function openBuild(outputPath, port) {
  const { baseUrl, stop } = await startPreview({ port, outputPath, env: { MOCK_SESSION_IDLE_MINUTES: '60' } });
  // One unmeasured load: the server compresses and caches on first requests.
  await coldLoad(baseUrl, '/login', ['#username']);
  // The large warehouse is seeded on its first request (seconds): before the measured visits, as a running server would be.
  const adminToken = await apiToken('admin', baseUrl);
  for (const path of ['/api/master/locations', '/api/master/products', '/api/outbound/b2c/meta']) await api(path, { method: 'GET', token: adminToken, warehouse: LARGE_WAREHOUSE, baseUrl });
  // The mock back end seeds its outbound data on the first outbound request (about 0.4 s of
  // server time): not the console's, so not inside the first run's first switch.
  const seeded = await api('/api/outbound/b2c/meta', { method: 'GET', token: await apiToken('admin', baseUrl), warehouse: 'w1', baseUrl });
  if (seeded.status !== 200) throw new Error(`warming the back end: ${seeded.status} ${JSON.stringify(seeded.body)}`);
  return { outputPath, baseUrl, stop, loginRuns: [], homeRuns: [], loginTraces: [], homeTraces: [], switchTimes: [], repeatTimes: [], switchByHref: {}, heap: undefined };
}

/** One run on a build: cold and traced loads, then warm switches (the heap in the first run). */
async function measureRun(b, i) {
  const { baseUrl } = b;
  const login = await coldLoad(baseUrl, '/login', ['#username']);
  b.loginRuns.push(login);
  const home = await coldLoad(baseUrl, '/homepage', HOME_SELECTORS, await apiToken('admin', baseUrl));
  b.homeRuns.push(home);
  b.lastLogin = login;
  b.lastHome = home;
  b.loginTraces.push(await tracedLoad(baseUrl, '/login', ['#username']));
  b.homeTraces.push(await tracedLoad(baseUrl, '/homepage', HOME_SELECTORS, await apiToken('admin', baseUrl)));
  const warm = await warmRun(baseUrl, await apiToken('admin', baseUrl), i === 0);
  const large = await warmRun(baseUrl, await apiToken('admin', baseUrl), false, { warehouse: LARGE_WAREHOUSE, only: LARGE_LISTS });
  const inbound = await warmRun(baseUrl, await apiToken('admin', baseUrl), false, { only: INBOUND_SCREENS });
  for (const w of [warm, large, inbound]) {
    b.switchTimes.push(...w.switches.map((s) => s.ms));
    b.repeatTimes.push(...w.repeat.map((s) => s.ms));
  }
  for (const s of [...warm.switches, ...inbound.switches]) (b.switchByHref[s.href] ||= []).push(s.ms);
  for (const s of large.switches) (b.switchByHref[`${s.href}@${LARGE_WAREHOUSE}`] ||= []).push(s.ms);
  b.heap = b.heap || warm.heap;
  return `login ${Math.round(login.visible)} ms (main thread ${Math.round(b.loginTraces[i].busyMs)} ms), home ${Math.round(home.visible)} ms (main thread ${Math.round(b.homeTraces[i].busyMs)} ms)`;
}

/** A build's results, and each budget's figure with its spread (scripts/bench-verdict.mjs). */
function resultsOf(b, scan) {
  const { loginRuns, homeRuns, loginTraces, homeTraces, switchTimes, repeatTimes, heap } = b;
  const results = {
    login: { ...summarize(loginRuns), mainThread: summarizeTraces(loginTraces), files: b.lastLogin.files },
    home: { ...summarize(homeRuns), mainThread: summarizeTraces(homeTraces), files: b.lastHome.files },
    switches: {
      count: switchTimes.length,
      median: median(switchTimes),
      p95: percentile(switchTimes, 95),
      all: switchTimes,
      byEntry: Object.fromEntries(Object.entries(b.switchByHref).map(([h, xs]) => [h, median(xs)])),
      repeat: { median: median(repeatTimes), p95: percentile(repeatTimes, 95) },
    },
    heap,
    scan,
    translations: Object.fromEntries(
      [['login', b.lastLogin], ['home', b.lastHome]].map(([name, r]) => {
        const files = localeFiles(r.files);
        return [name, { ...files, eagerFallbackGzip: enFallbackGzip(files.files) }];
      }),
    ),
  };
  const ofRuns = (value, runs) => ({ value, spread: runSpread(runs) });
  const figures = {
    'login.jsCss': ofRuns(results.login.jsCss, loginRuns.map((r) => r.jsCss)),
    'home.jsCss': ofRuns(results.home.jsCss, homeRuns.map((r) => r.jsCss)),
    'login.visible': ofRuns(results.login.visible, loginRuns.map((r) => r.visible)),
    'home.visible': ofRuns(results.home.visible, homeRuns.map((r) => r.visible)),
    'login.busy': ofRuns(results.login.mainThread.busyMs, loginTraces.map((r) => r.busyMs)),
    'home.busy': ofRuns(results.home.mainThread.busyMs, homeTraces.map((r) => r.busyMs)),
    'switch.p95': { value: results.switches.p95, spread: quantileSpread(switchTimes, 95) },
    'heap.growth': { value: heap ? Math.max(0, heap.growth) : NaN },
    'home.enFiles': { value: results.translations.home.en },
    ...Object.fromEntries(Object.entries(scan).map(([s, r]) => [`scan.${s}.p95`, { value: r.p95, spread: r.times ? quantileSpread(r.times, 95) : [NaN, NaN] }])),
  };
  return { results, figures };
}

async function main() {
  mkdirSync(benchDir, { recursive: true });
  let buildSeconds = null;
  if (!(process.env.BENCH_SKIP_BUILD && existsSync(join(outDir, 'index.html')))) {
    console.log(`building into ${relative(root, outDir) || outDir} ...`);
    buildSeconds = build();
  }
  const chunks = chunkSizes();
  const baselineDir = process.env.BENCH_BASELINE;
  if (baselineDir && !existsSync(join(baselineDir, 'index.html'))) throw new Error(`BENCH_BASELINE: no build in ${baselineDir}`);

  const builds = [await openBuild(outDir, process.env.BENCH_PORT)];
  if (baselineDir) builds.push(await openBuild(baselineDir));
  const scans = [];
  try {
    // With a baseline, the two builds' runs alternate (A, B, B, A…): a load on the machine falls on both alike.
    for (let i = 0; i < RUNS; i++) {
      for (const b of i % 2 ? [...builds].reverse() : builds) {
        const line = await measureRun(b, i);
        process.stdout.write(`run ${i + 1}/${RUNS}${baselineDir ? (b === builds[0] ? ' (this build)' : ' (baseline)') : ''}: ${line}\n`);
      }
    }
    // after the page runs: its documents would change the lists they measure
    for (const b of builds) scans.push(await scanLatency(b.baseUrl));
  } finally {
    for (const b of builds) b.stop();
  }
  const [mine, baseline] = builds.map((b, i) => resultsOf(b, scans[i]));

  const { heap } = builds[0];
  const { switchTimes } = builds[0];
  const scan = scans[0];
  const results = {
    date: new Date().toISOString(),
    runs: RUNS,
    cdnBase: process.env.CDN_BASE || null,
    externals: !process.env.NO_EXTERNALS,
    ...mine.results,
    pageErrors,
    build: { seconds: buildSeconds, chunks },
    ...(baseline && { baseline: { dir: baselineDir, ...baseline.results } }),
  };
  results.budgets = Object.entries(BUDGETS).map(([key, b]) => {
    const figure = mine.figures[key] ?? {};
    const verdict = judge(b, figure, baseline?.figures[key]);
    return { key, ...b, ...figure, pass: verdict === 'pass', verdict, ...(baseline && { baseline: baseline.figures[key] }) };
  });
  writeFileSync(join(benchDir, 'results.json'), JSON.stringify(results, null, 2));

  const row = (cols) => console.log(cols.map((c, i) => String(c).padEnd(i ? 12 : 30)).join(' '));
  console.log(`\nmedian of ${RUNS} fresh-browser runs, cache disabled (bytes: compressed, as transferred)`);
  row(['page', 'JS', 'CSS', 'JS+CSS', 'total', 'of it vendor', 'requests', 'visible', "app's own", 'LCP', 'prefetched later']);
  for (const [name, r] of [['/login (cold)', results.login], ['/homepage (cold, admin)', results.home]]) {
    row([name, fmtBytes(r.js), fmtBytes(r.css), fmtBytes(r.jsCss), fmtBytes(r.total), fmtBytes(r.vendor), r.requests, `${Math.round(r.visible)} ms`, `${Math.round(r.app)} ms`, `${Math.round(r.lcp)} ms`, fmtBytes(r.prefetched)]);
  }
  console.log(`\nmain-thread work until visible (median of ${RUNS} traced cold loads; self time by kind)`);
  row(['page', 'busy', 'visible (traced)', ...KINDS]);
  for (const [name, r] of [['/login (cold)', results.login], ['/homepage (cold, admin)', results.home]]) {
    const m = r.mainThread;
    row([name, `${Math.round(m.busyMs)} ms`, `${Math.round(m.visibleTraced)} ms`, ...KINDS.map((k) => `${Math.round(m.byKindMs[k])} ms`)]);
  }
  console.log(`\nwarm route switches (${switchTimes.length}, first visit of each page): median ${Math.round(results.switches.median)} ms, p95 ${Math.round(results.switches.p95)} ms`);
  console.log(`  per entry (median): ${Object.entries(results.switches.byEntry).map(([h, ms]) => `${h} ${Math.round(ms)}`).join(', ')}`);
  console.log(`  the same entries again (code loaded): median ${Math.round(results.switches.repeat.median)} ms, p95 ${Math.round(results.switches.repeat.p95)} ms`);
  if (heap) {
    console.log(
      `JS heap (${heap.pages} menu pages): start ${heap.startMB.toFixed(1)} MB, after all pages ${heap.afterFirstMB.toFixed(1)} MB, after a 2nd round ${heap.afterSecondMB.toFixed(1)} MB`,
    );
  }
  console.log(`\nhandheld scans (360 px, CPU ${THROTTLE}× slower): Enter to the station's answer painted`);
  for (const [name, r] of Object.entries(scan)) {
    if (r.error) console.log(`  ${name.padEnd(8)} not measured: ${r.error}`);
    else console.log(`  ${name.padEnd(8)} ${r.n} scans: median ${Math.round(r.median)} ms, p95 ${Math.round(r.p95)} ms${r.refused ? `, ${r.refused} refused` : ''}`);
  }
  console.log('\ntranslation files of a cold zh load (the en fallback loads only for a missing key)');
  row(['page', 'transferred', 'files', 'of them en', 'eager en would add (gzip)']);
  for (const [name, r] of [['/login (cold)', results.translations.login], ['/homepage (cold, admin)', results.translations.home]]) {
    row([name, fmtBytes(r.bytes), r.files.length, r.en, fmtBytes(r.eagerFallbackGzip)]);
  }
  console.log(`\nbuild: ${buildSeconds === null ? 'skipped (BENCH_SKIP_BUILD)' : `${buildSeconds.toFixed(1)} s`}; chunks (gzip):`);
  for (const c of chunks) console.log(`  ${fmtBytes(c.gzip).padStart(10)}  ${c.file}`);
  console.log('\nbudgets:');
  const spreadOf = (f, unit) => {
    const [lo, hi] = f?.spread ?? [];
    if (lo === undefined || Number.isNaN(lo) || lo === hi) return '';
    return unit === 'ms' ? ` [${Math.round(lo)}–${Math.round(hi)}]` : ` [${fmt(lo, unit)}–${fmt(hi, unit)}]`;
  };
  const VERDICTS = { regression: 'the baseline passes: a regression', worse: "its spread above the baseline's: worse", 'as-baseline': 'missed alike: the machine, not this build' };
  for (const b of results.budgets) {
    const figure = b.value === undefined || Number.isNaN(b.value) ? 'not measured' : `${fmt(b.value, b.unit)}${baseline ? spreadOf(b, b.unit) : ''}`;
    const against = baseline && b.unit === 'ms' && b.verdict !== 'pass' ? `; baseline ${b.baseline?.value === undefined ? 'not measured' : `${fmt(b.baseline.value, b.unit)}${spreadOf(b.baseline, b.unit)}`}${VERDICTS[b.verdict] ? `: ${VERDICTS[b.verdict]}` : ''}` : '';
    console.log(`  ${b.pass ? 'PASS' : 'MISS'}  ${b.label}: ${figure} (budget ${fmt(b.max, b.unit)})${against}`);
  }
  console.log(`\nwritten ${relative(root, join(benchDir, 'results.json'))}`);
  if (pageErrors.length) {
    console.error(`\n${pageErrors.length} uncaught page error(s):\n  ${[...new Set(pageErrors)].join('\n  ')}`);
    process.exitCode = 1;
  }
  const missed = results.budgets.filter((b) => !b.pass);
  const failed = missed.filter((b) => fails(b.verdict));
  if (missed.length) console.error(`\n${missed.length} budget(s) missed: ${missed.map((b) => b.label).join('; ')}`);
  if (baseline && missed.length) console.error(`of them, against the baseline (${baselineDir}): ${failed.length ? failed.map((b) => b.label).join('; ') : 'none'}`);
  if (failed.length) process.exitCode = 1;
}

// Run as a script; imported (scripts/shim-gains.mjs) for its loads only.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(e);
    process.exit(2);
  });
}
