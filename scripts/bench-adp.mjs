/**
 * Side-by-side cold loads: this console against Ant Design Pro (ADP), the same umi 4.7.22 /
 * @umijs/max / antd 5 / React 18 stack with its own mock back end. Both production builds, both
 * already served (this script starts no server): `node scripts/bench-adp.mjs`.
 *
 * Per run (RUNS, default 7), console and ADP alternating (who goes first alternates too), each load
 * in a fresh Chromium (e2e/browser.mjs) and a fresh context (1366 × 860, zh-CN; bench.mjs newContext),
 * cache disabled, the method of bench.mjs coldLoad / tracedLoad:
 *   1. login page cold: console /login, ADP /user/login, both to `#password` visible. JS + CSS
 *      transferred (CDP encodedDataLength, compressed) up to network idle; visible (for the console
 *      the HTML's copy of the form counts) and "app's own" (the console's app has taken over the form;
 *      ADP has no copy, so its two are equal); LCP.
 *   2. first page after login, cold: console /homepage (signed in: a token from the mock's login API
 *      in localStorage 'token') to HOME_SELECTORS visible; ADP /welcome (signed in: ADP's mock keeps
 *      one global "access", set once below by POST /api/login/account; ADP keeps nothing in the
 *      browser) to its side menu, page title and the welcome card visible. Same figures.
 *   3. a separate traced cold load of each first page: main-thread busy time from navigation until
 *      visible, with its split by kind (scripts/trace.mjs).
 * Prints medians (figure | console | ADP | console/ADP) and writes every run to OUT (/tmp/bench-adp.json).
 *
 * Env: ADP_URL (http://127.0.0.1:8900), WMS_URL (http://127.0.0.1:8811), RUNS (7), OUT,
 *      SHOTS=<dir>: also screenshot each first page just after it counted as visible (first run).
 *
 * Setting up the two servers:
 *   console: `npx max build` into bench/dist (`OUTPUT_PATH=bench/dist npx max build`, or `npm run bench`
 *     builds it), then `OUTPUT_PATH=bench/dist npx max preview --port 8811` (our mock included).
 *   ADP: `fetch` github:ant-design/ant-design-pro, `git clone <mirror> /tmp/adp && git -C /tmp/adp
 *     checkout 65b909e` (v6.0.0, "chore: Upgrade antd (#11471)": @umijs/max ^4.3.24, antd ^5.25.4,
 *     React ^18.3.1). In its package.json pin devDependencies "@umijs/max" and "@umijs/lint" to
 *     "4.7.22" and add "overrides": { "umi": "4.7.22", "@umijs/max": "4.7.22" } (the registry here
 *     lacks some newer @umijs packages; 4.7.22 is ours). `npm install --no-audit --no-fund`, then
 *     `npx max build` (its default config: mako, hash) and `npx max preview --port 8900` in /tmp/adp,
 *     which serves dist and ADP's mock/ (GET /api/currentUser answers 401 until the login below).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch } from '../e2e/browser.mjs';
import { apiToken } from '../e2e/helpers.mjs';
import { HOME_SELECTORS, newContext, tracedLoad, trackNetwork, visibilityProbe } from './bench.mjs';
import { KINDS } from './trace.mjs';

const ADP_URL = (process.env.ADP_URL || 'http://127.0.0.1:8900').replace(/\/$/, '');
const WMS_URL = (process.env.WMS_URL || 'http://127.0.0.1:8811').replace(/\/$/, '');
const RUNS = Number(process.env.RUNS || 7);
const OUT = process.env.OUT || '/tmp/bench-adp.json';
const SHOTS = process.env.SHOTS || '';
const KB = 1024;

/** ADP's welcome page: ProLayout's side menu, the PageContainer's title and the welcome card. */
export const ADP_WELCOME_SELECTORS = ['.ant-pro-sider-menu', '.ant-page-header-heading-title', '.ant-pro-page-container .ant-card-body'];

const APPS = {
  console: {
    baseUrl: WMS_URL,
    login: { path: '/login', selectors: ['#password'] },
    home: { path: '/homepage', selectors: HOME_SELECTORS },
    token: () => apiToken('admin', WMS_URL),
  },
  adp: {
    baseUrl: ADP_URL,
    login: { path: '/user/login', selectors: ['#password'] },
    home: { path: '/welcome', selectors: ADP_WELCOME_SELECTORS },
    token: async () => {
      await adpSignIn();
      return '';
    },
  },
};

/** ADP's mock keeps who is signed in in one server-wide variable: set it (its login answers after 2 s). */
async function adpSignIn() {
  const me = await fetch(`${ADP_URL}/api/currentUser`);
  if (me.ok) return;
  const res = await fetch(`${ADP_URL}/api/login/account`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'ant.design', type: 'account' }),
  });
  const body = await res.json();
  if (body.status !== 'ok') throw new Error(`ADP login failed: ${JSON.stringify(body)}`);
  const again = await fetch(`${ADP_URL}/api/currentUser`);
  if (!again.ok) throw new Error(`ADP /api/currentUser still ${again.status} after login (is ${ADP_URL} ADP's preview with its mock?)`);
}

const pageErrors = [];

const median = (xs) => {
  const s = [...xs].filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** As bench.mjs probedPage: a fresh context recording when `selectors` are all visible. */
async function probedPage(browser, selectors, token) {
  const context = await newContext(browser, token);
  await context.addInitScript(visibilityProbe, selectors);
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(`${page.url()}: ${e.message}`));
  return page;
}

/** The page must still be where it was sent (not bounced to a login page). */
function checkPath(page, path) {
  const at = new URL(page.url()).pathname;
  if (at !== path) throw new Error(`${page.url()}: expected to stay on ${path} (not signed in?)`);
}

/** As bench.mjs coldLoad (without its later prefetch watch): fresh browser, cache disabled, to network idle. */
async function coldLoad(baseUrl, path, selectors, token, shot) {
  const browser = await launch();
  try {
    const page = await probedPage(browser, selectors, token);
    const net = await trackNetwork(page);
    await page.goto(`${baseUrl}${path}`);
    await page.waitForFunction(() => window.__bench?.appAt > 0, null, { timeout: 30_000 });
    if (shot) await page.screenshot({ path: shot });
    await page.waitForLoadState('networkidle');
    checkPath(page, path);
    const { visibleAt, appAt, lcp } = await page.evaluate(() => window.__bench);
    return { visible: visibleAt, app: appAt, lcp, ...net.summary(baseUrl) };
  } finally {
    await browser.close();
  }
}

const summarizeLoads = (runs) => Object.fromEntries(['js', 'css', 'jsCss', 'total', 'requests', 'visible', 'app', 'lcp'].map((k) => [k, median(runs.map((r) => r[k]))]));
const summarizeTraces = (runs) => ({
  busyMs: median(runs.map((r) => r.busyMs)),
  visibleTraced: median(runs.map((r) => r.visible)),
  byKindMs: Object.fromEntries(KINDS.map((k) => [k, median(runs.map((r) => r.byKindMs[k]))])),
});

async function main() {
  // Both servers up and answering from their own mocks.
  await adpSignIn();
  await apiToken('admin', WMS_URL);
  // One unmeasured load of each page: the servers compress and cache on first requests.
  for (const app of Object.values(APPS)) {
    await coldLoad(app.baseUrl, app.login.path, app.login.selectors);
    await coldLoad(app.baseUrl, app.home.path, app.home.selectors, await app.token());
  }

  const raw = Object.fromEntries(Object.keys(APPS).map((k) => [k, { login: [], home: [], homeTrace: [] }]));
  for (let i = 0; i < RUNS; i++) {
    const order = i % 2 ? ['adp', 'console'] : ['console', 'adp'];
    for (const name of order) {
      const { baseUrl, login } = APPS[name];
      raw[name].login.push(await coldLoad(baseUrl, login.path, login.selectors));
    }
    for (const name of order) {
      const { baseUrl, home, token } = APPS[name];
      const shot = SHOTS && i === 0 ? join(SHOTS, `${name}-first-page-visible.png`) : undefined;
      raw[name].home.push(await coldLoad(baseUrl, home.path, home.selectors, await token(), shot));
    }
    for (const name of order) {
      const { baseUrl, home, token } = APPS[name];
      raw[name].homeTrace.push(await tracedLoad(baseUrl, home.path, home.selectors, await token()));
    }
    const r = (name) => `login ${Math.round(raw[name].login[i].visible)} ms, first page ${Math.round(raw[name].home[i].visible)} ms (main thread ${Math.round(raw[name].homeTrace[i].busyMs)} ms)`;
    console.log(`run ${i + 1}/${RUNS} (${order.join(' first, ')} second): console ${r('console')}; ADP ${r('adp')}`);
  }

  const med = Object.fromEntries(
    Object.entries(raw).map(([name, r]) => [name, { login: summarizeLoads(r.login), home: summarizeLoads(r.home), homeMainThread: summarizeTraces(r.homeTrace) }]),
  );
  const kb = (b) => `${(b / KB).toFixed(1)} KB`;
  const ms = (v) => `${Math.round(v)} ms`;
  const figures = [
    ['login page JS+CSS', (m) => m.login.jsCss, kb],
    ['login page total transferred', (m) => m.login.total, kb],
    ['login page requests', (m) => m.login.requests, String],
    ['login password visible (console: HTML copy)', (m) => m.login.visible, ms],
    ["login password visible (app's own)", (m) => m.login.app, ms],
    ['login LCP', (m) => m.login.lcp, ms],
    ['first page JS+CSS', (m) => m.home.jsCss, kb],
    ['first page total transferred', (m) => m.home.total, kb],
    ['first page requests', (m) => m.home.requests, String],
    ['first page content visible', (m) => m.home.visible, ms],
    ['first page LCP', (m) => m.home.lcp, ms],
    ['first page main-thread busy', (m) => m.homeMainThread.busyMs, ms],
    ...KINDS.map((k) => [`  of it ${k}`, (m) => m.homeMainThread.byKindMs[k], ms]),
    ['first page visible (traced load)', (m) => m.homeMainThread.visibleTraced, ms],
  ];
  const table = figures.map(([label, get, fmt]) => {
    const c = get(med.console);
    const a = get(med.adp);
    return { figure: label, console: c, adp: a, ratio: a ? c / a : NaN, text: [label, fmt(c), fmt(a), a ? (c / a).toFixed(2) : '-'] };
  });
  const row = (cols) => console.log(cols.map((c, i) => String(c).padEnd(i ? 12 : 46)).join(' '));
  console.log(`\nmedian of ${RUNS} fresh-browser cold loads each, cache disabled, alternating (bytes: compressed, as transferred)`);
  console.log(`console ${WMS_URL}  |  ADP ${ADP_URL}\n`);
  row(['figure', 'console', 'ADP', 'console/ADP']);
  for (const t of table) row(t.text);

  const results = {
    date: new Date().toISOString(),
    runs: RUNS,
    urls: { console: WMS_URL, adp: ADP_URL },
    pages: Object.fromEntries(Object.entries(APPS).map(([k, a]) => [k, { login: a.login, home: a.home }])),
    medians: med,
    table: table.map(({ text, ...t }) => t),
    runsRaw: raw,
    pageErrors,
  };
  writeFileSync(OUT, JSON.stringify(results, null, 2));
  console.log(`\nwritten ${OUT}`);
  if (pageErrors.length) {
    console.error(`\n${pageErrors.length} uncaught page error(s):\n  ${[...new Set(pageErrors)].join('\n  ')}`);
    process.exitCode = 1;
  }
}

// Run as a script; importable for ADP_WELCOME_SELECTORS.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(e);
    process.exit(2);
  });
}
