import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, afterEach, before, beforeEach } from 'node:test';
import { launch, BASE_URL } from './browser.mjs';
import { root } from './server.mjs';

export { BASE_URL };

/** Pages opened by the running test: what a failure report looks at. */
let testPages = [];
const artifacts = join(import.meta.dirname, 'artifacts');
/**
 * What a failure report reads off the screen: alerts, dialogs, popovers, form fields' messages, and
 * antd's message toasts and result pages, which have no role of their own.
 */
const ON_SCREEN = '[role=alert], [role=dialog], [role=tooltip], [id$=_help], .ant-message-notice, .ant-result';

/**
 * A failed test prints, for each page it opened, the address, the messages and dialogs on screen,
 * failed requests and page errors (a CI log is all one gets of a flaky failure), and saves a
 * screenshot under e2e/artifacts/.
 */
async function reportFailure(name) {
  mkdirSync(artifacts, { recursive: true });
  for (const [i, page] of testPages.entries()) {
    if (page.isClosed()) continue;
    const onScreen = await page.locator(ON_SCREEN).allInnerTexts().catch((e) => [`(unreadable: ${e.message})`]);
    const shot = join(artifacts, `${name.replace(/[^\w-]+/g, '_').slice(0, 80)}-${i}.png`);
    await page.screenshot({ path: shot }).catch(() => {});
    console.log(
      [`failure report: ${name}`, `  page: ${page.url()}`, `  on screen: ${JSON.stringify(onScreen)}`, `  failed requests: ${JSON.stringify(page.failedRequests)}`, `  page errors: ${JSON.stringify(page.errors)}`, `  screenshot: ${shot}`].join('\n'),
    );
  }
}

let lendPages = true;
/** The tests running now, innermost last (a subtest runs inside its test). */
const runningTests = [];
const pagesByBrowser = new WeakMap();
/** The idle pages of one kind (language, motion, viewport) in `browser`. */
function idlePages(browser, kind) {
  if (!pagesByBrowser.has(browser)) pagesByBrowser.set(browser, new Map());
  const byKind = pagesByBrowser.get(browser);
  if (!byKind.has(kind)) byKind.set(kind, []);
  return byKind.get(kind);
}

/** What a test may do to a page or its context that the next test must not inherit. */
const PAGE_SETTINGS = ['addInitScript', 'exposeBinding', 'exposeFunction', 'route', 'routeFromHAR', 'routeWebSocket', 'setExtraHTTPHeaders', 'emulateMedia'];
const CONTEXT_SETTINGS = [...PAGE_SETTINGS, 'newPage', 'setOffline', 'grantPermissions', 'setGeolocation', 'addCookies', 'setHTTPCredentials', 'clock', 'tracing', 'newCDPSession'];

/**
 * How to take back a setting made by `original` (the unwrapped `name`) with `args`, answered
 * `result`, or undefined if it cannot be: init scripts and routes answer a Disposable; a print
 * media type and offline are set back.
 */
function undoOf(name, original, args, result) {
  if (['addInitScript', 'route'].includes(name) && typeof result?.dispose === 'function') return () => result.dispose();
  const [options] = args;
  if (name === 'emulateMedia' && options && Object.keys(options).join() === 'media') return () => original({ media: null });
  if (name === 'setOffline') return () => original(false);
  return undefined;
}

/**
 * Closing `page` (or its context) takes back the settings its test made, leaves the console, clears
 * storage and cookies and puts the tab in `idle`: the next test's page loads in the same renderer, at
 * under half a new tab's CPU. A page with a setting that cannot be taken back closes with its context.
 */
function lend(page, idle) {
  const context = page.context();
  page.lentFrom = context;
  let changed = false;
  const undo = [];
  /** `target[name]`, answering as before, with what takes it back recorded (or the page marked changed). */
  const recorded = (target, name) => {
    const original = target[name].bind(target);
    return async (...args) => {
      let result;
      try {
        result = await original(...args);
      } finally {
        const back = undoOf(name, original, args, result);
        if (back) undo.push(back);
        else changed = true;
      }
      return result;
    };
  };
  for (const name of PAGE_SETTINGS) page[name] = recorded(page, name);
  const lent = new Proxy(context, {
    get(target, prop) {
      if (prop === 'close') return () => page.close();
      const value = Reflect.get(target, prop);
      if (CONTEXT_SETTINGS.includes(prop)) {
        if (typeof value === 'function') return recorded(target, prop);
        changed = true;
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  page.context = () => lent;
  page.close = async () => {
    if (page.returned) return;
    page.returned = true;
    if (!changed && (await undone(undo)) && (await cleared(page, context))) {
      page.removeAllListeners();
      idle.push(page);
    } else await context.close();
  };
}

/** Takes back the recorded settings, the last first; whether all of them were. */
async function undone(undo) {
  try {
    for (const back of [...undo].reverse()) await back();
    return true;
  } catch {
    return false;
  }
}

/** Leaves the console and clears its storage and cookies; whether nothing of the test is left. */
async function cleared(page, context) {
  try {
    if (page.isClosed()) return false;
    await page.goto(`${BASE_URL}/api/getVersion`, { timeout: 5000 });
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await context.clearCookies();
    const { cookies, origins } = await context.storageState();
    return cookies.length === 0 && origins.length === 0;
  } catch {
    return false;
  }
}

/** In a lane's process (E2E_LANE=1, e2e/lane.mjs), its Chromiums: one for each set of switches. */
const laneBrowsers = new Map();

/** Closes the lane's Chromiums, once its last file is done. */
export async function closeLaneBrowsers() {
  for (const browser of laneBrowsers.values()) await (await browser).close();
  laneBrowsers.clear();
}

/**
 * One Chromium per test file, or per lane in a lane's process (timed files have their own); a closed
 * page's tab is cleared and lent to the next page, and V8 skips its optimizing tiers (short pages never
 * earn them). `timed` files get new tabs and default V8; `longScripts` files (axe on every screen)
 * keep the tiers, which pay off there.
 */
export function useBrowser({ timed = false, longScripts = false } = {}) {
  lendPages = !timed;
  const holder = {};
  const inLane = process.env.E2E_LANE === '1' && !timed;
  before(async () => {
    const args = timed || longScripts ? [] : ['--js-flags=--no-opt --no-maglev'];
    if (!inLane) holder.browser = await launch(args);
    else {
      if (!laneBrowsers.has(args.join())) laneBrowsers.set(args.join(), launch(args));
      holder.browser = await laneBrowsers.get(args.join());
    }
  });
  beforeEach((t) => {
    runningTests.push(t);
  });
  afterEach(async (t) => {
    if (!t.passed) await reportFailure(t.name);
    runningTests.pop();
    // what the test left open goes back (pages of a before hook stay, for the tests that share them)
    for (const page of testPages.filter((p) => p.openedBy === t)) await page.close();
    testPages = testPages.filter((p) => p.openedBy !== t && !p.isClosed());
  });
  after(async () => {
    if (!inLane) return holder.browser?.close();
    // the next file gets the lent tabs and nothing else of this one: its other contexts close
    for (const page of testPages) await page.close();
    testPages = [];
    const lent = new Set([...(pagesByBrowser.get(holder.browser)?.values() ?? [])].flat().map((page) => page.lentFrom));
    for (const context of holder.browser.contexts()) if (!lent.has(context)) await context.close();
  });
  return holder;
}

/**
 * A page with storage of its own (a new or a lent tab), in the given language (stored `lang`, like a
 * returning user). The system asks for reduced `motion` unless told otherwise: the console then draws
 * no animation, which takes about a sixth of the browser tests' CPU time. With `saveData` (the
 * default but in timed files) the browser's data saver is on: the console fetches no page's code
 * ahead (RoutePrefetch, ListKitWarmup), which takes about 3 % of the CPU time.
 */
export async function newPage(browser, { lang = 'zh', storeLang = true, viewport = { width: 1366, height: 860 }, motion = 'reduce', saveData = lendPages } = {}) {
  // the window's size is the page's own: a tab of another size is lent too (a new context costs
  // a renderer, an empty cache and uncompiled scripts)
  const idle = idlePages(browser, JSON.stringify([lang, storeLang, motion, saveData]));
  let page = lendPages ? idle.pop() : undefined;
  if (page) {
    page.returned = false;
    const size = page.viewportSize();
    if (size?.width !== viewport.width || size?.height !== viewport.height) await page.setViewportSize(viewport);
    await page.mouse.move(0, 0);
  } else {
    const context = await browser.newContext({ viewport, locale: lang === 'zh' ? 'zh-CN' : 'en-US', reducedMotion: motion });
    if (storeLang) await context.addInitScript((l) => localStorage.getItem('lang') || localStorage.setItem('lang', l), lang);
    page = await context.newPage();
    if (saveData) await (await context.newCDPSession(page)).send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    if (lendPages) lend(page, idle);
  }
  page.openedBy = runningTests.at(-1);
  page.setDefaultTimeout(15_000);
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.failedRequests = [];
  page.on('response', (r) => r.status() >= 400 && page.failedRequests.push(`${r.request().method()} ${r.url()} → ${r.status()}`));
  testPages.push(page);
  return page;
}

/** Calls the mock back end directly (as a test fixture, not as the user); `baseUrl` defaults to BASE_URL. */
export async function api(path, { method = 'POST', body, token, warehouse, lang, baseUrl = BASE_URL } = {}) {
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers['X-Access-Token'] = token;
  if (warehouse) headers['Current-Warehouse'] = warehouse;
  if (lang) headers['Accept-Language'] = lang;
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, body: json };
}

/**
 * A new notice of `lines` taken to `received` through the API (arrived at a free dock, unloaded,
 * received), as `username` in `warehouse`: answers its detail. Throws with the refusal otherwise.
 */
export async function receivedNotice(lines, { username = 'admin', token, warehouse = 'w1', baseUrl = BASE_URL, supplier = 'E2E supplier' } = {}) {
  const auth = token ?? (await apiToken(username, baseUrl));
  const call = async (path, opts = {}) => {
    const r = await api(path, { method: 'GET', token: auth, warehouse, baseUrl, ...opts });
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data;
  };
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
  const notice = await call('/api/inbound/notices', { method: 'POST', body: { supplier: `${supplier} ${tag}`, containerNo: `E2E${tag}`, eta: '2026-12-01', lines } });
  const dock = (await call('/api/inbound/meta')).docks.find((d) => d.status === 'free');
  if (!dock) throw new Error('no free inbound dock');
  for (const [step, body] of [['arrive', { dock: dock.code }], ['unload', {}], ['receive', {}]]) await call(`/api/inbound/notices/${notice.id}/${step}`, { method: 'POST', body });
  return call(`/api/inbound/notices/${notice.id}`);
}

/** Back to the seed (each warehouse's data, every area's included, is made whole on its first use: mock/_lib/outbound registerAreaSeed). */
export async function resetBackend() {
  return api('/api/dev/reset');
}

/** Test fixtures on the mock back end as a user (signed in before the tests): `call(path, opts)`, GET unless told. */
export function useApiAs(username = 'staff', warehouse = 'w1') {
  let token;
  before(async () => {
    token = await apiToken(username);
  });
  return (path, opts = {}) => api(path, { token, warehouse, method: 'GET', ...opts });
}

export const PASSWORDS = { admin: 'admin123', staff: 'staff123', sysadmin: 'sysadmin123' };

/** A session token of a demo user, from the back end's login API (no browser). */
export async function apiToken(username, baseUrl = BASE_URL) {
  const { body } = await api('/api/login', { body: { username, password: PASSWORDS[username] }, baseUrl });
  const token = body?.data?.token;
  if (!token) throw new Error(`login as ${username} failed: ${JSON.stringify(body)}`);
  return token;
}

/** The side menu of the console layout (the navigation in the layout's aside: components/SideMenu). */
export const sideMenu = (page) => page.getByRole('complementary').getByRole('navigation').first();

/** The name of antd's OK button in either language (antd shows two CJK characters spaced: 确 定). */
export const OK_NAME = /^(确\s?定|OK)$/;
/** The submit button of a form dialog: the list kit's Save (kit.list.form.save), or antd's OK. */
export const SUBMIT_NAME = /^(确\s?定|OK|保\s?存|Save)$/;

/** Waits until no finite animation runs (a click on a dialog still zooming in can miss). */
export const animationsDone = (page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));

/** The open Popconfirm (antd draws it as a tooltip), and its confirming button. */
export const popconfirm = (page) => page.getByRole('tooltip').filter({ visible: true });
/**
 * Clicks the open Popconfirm's OK once its opening animation is over: on a loaded machine a click
 * while it still zooms in can land beside the moving button and do nothing (clicking again instead
 * could confirm twice where a refusal keeps it open).
 */
export async function confirmPopconfirm(page) {
  const ok = popconfirm(page).getByRole('button', { name: OK_NAME });
  await ok.waitFor();
  await animationsDone(page);
  await ok.click();
}

/**
 * The message under a form field (its validation error): the element the field's aria-describedby
 * names, `<field id>_help` in antd's Form.
 */
export const fieldHelp = (scope, fieldId) => scope.locator(`#${fieldId}_help`);

/** The open dialog (a Modal or a confirm). */
export const dialog = (page) => page.getByRole('dialog').filter({ visible: true });

/**
 * The options of the open antd Select that contain `text`. rc-select draws the visible options in
 * a portal without a role (role=option sits on a hidden list for screen readers, and clicking it
 * does nothing), so they are found by antd's class: the one place e2e allows it (scripts/e2e-selectors.test.mjs).
 */
export const selectOption = (page, text) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text });


/**
 * Opens `path` as `username` with a session, as a returning user opening a bookmark would: a token
 * from the login API in storage, then one page load (the login form, then the page, costs three).
 */
export async function signIn(page, username, path = '/homepage') {
  const token = await apiToken(username);
  await page.goto(`${BASE_URL}/api/getVersion`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(`${BASE_URL}${path}`);
}

/** Logs in through the login form and waits to leave /login. */
export async function login(page, username, password = PASSWORDS[username], path = '/login') {
  await page.goto(`${BASE_URL}${path}`);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('[data-testid=login-submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  // The console layout's content (not the menu: a handheld folds it away), once the login card is
  // gone (its submit button: the users list has a #username filter of its own).
  await page.locator('[data-testid=login-submit]').waitFor({ state: 'detached' });
  await page.getByRole('main').waitFor();
}

/** The visible labels of the side menu, expanded fully. */
export async function menuLabels(page) {
  const menu = sideMenu(page);
  await openAllSubmenus(menu);
  return menu.locator('a, button').allInnerTexts().then((t) => t.map((s) => s.trim()).filter(Boolean));
}

/** Waits for the menu (a locator) and opens every submenu, deepest last, until nothing is closed. */
export async function openAllSubmenus(menu) {
  await menu.waitFor();
  for (let i = 0; i < 6; i++) {
    const closed = menu.locator('[aria-expanded=false]');
    const n = await closed.count();
    if (!n) break;
    for (let k = 0; k < n; k++) await closed.nth(0).click();
  }
}

/** WCAG 2.0 / 2.1, levels A and AA: what the issue's accessibility check asks for. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AXE_SCRIPT = join(root, 'node_modules', 'axe-core', 'axe.min.js');

/**
 * Findings of axe-core that are library artefacts no user meets, each with the exact rule, element
 * and attribute, and why ({ rule, selector, attribute, why }). Everything else counts; none today.
 */
export const AXE_ALLOWED = [];

/**
 * Runs axe-core on the page as it is now (injected once per document) and returns the violations of
 * impact serious or critical, each as { id, impact, help, targets } (targets: CSS selectors of the
 * failing nodes), less the findings in AXE_ALLOWED. With `overlaysOnly`, only what the visible
 * dialogs, drawers and popconfirms added to the page is checked (each one's whole portal below
 * <body>), for a page checked as a whole just before they opened; with `within` (a selector), only
 * that part of the page.
 */
export async function axeViolations(page, { overlaysOnly = false, within } = {}) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.addScriptTag({ path: AXE_SCRIPT });
    // findings are read by their selectors: axe need not copy each checked node's HTML
    await page.evaluate(() => window.axe.configure({ noHtml: true }));
  }
  return page.evaluate(
    async ({ tags, allowed, overlaysOnly: only, within: part }) => {
      const portalOf = (el) => {
        let n = el;
        while (n.parentElement && n.parentElement !== document.body) n = n.parentElement;
        return n;
      };
      const overlays = [...document.querySelectorAll('[role=dialog], [role=tooltip]')].filter((el) => el.checkVisibility());
      const scoped = only && overlays.length ? [...new Set(overlays.map(portalOf))] : [];
      for (const n of scoped) n.setAttribute('data-axe-scope', '');
      const context = scoped.length ? { include: ['[data-axe-scope]'] } : part ? { include: [part] } : document;
      const result = await window.axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).finally(() => {
        for (const n of scoped) n.removeAttribute('data-axe-scope');
      });
      /** The node is one of the allowed findings: its element matches, and every failing attribute is the allowed one. */
      const isAllowed = (ruleId, node) =>
        allowed.some((a) => {
          if (a.rule !== ruleId) return false;
          const el = document.querySelector(node.target[0]);
          const attrs = [...node.any, ...node.all].flatMap((check) => check.data?.values ?? []); // e.g. 'aria-required="true"'
          return !!el?.matches(a.selector) && attrs.length > 0 && attrs.every((d) => String(d).startsWith(`${a.attribute}=`));
        });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.filter((n) => !isAllowed(v.id, n)).map((n) => n.target.join(' ')) }))
        .filter((v) => v.targets.length > 0);
    },
    { tags: AXE_TAGS, allowed: AXE_ALLOWED.map(({ rule, selector, attribute }) => ({ rule, selector, attribute })), overlaysOnly, within },
  );
}

/** Violations as readable lines: id, impact, help, then each failing node's selector. */
export const formatViolations = (violations) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.targets.map((t) => `    ${t}`).join('\n')}`).join('\n');

/** The mock API as the admin, in w1 (GET unless `opts.method` says otherwise). */
export const adminCall = async (path, opts = {}) => api(path, { token: await apiToken('admin'), warehouse: 'w1', method: 'GET', ...opts });

/** The `data` of the admin's call; any answer but 200 fails the test with the body. */
export async function adminData(path, opts) {
  const r = await adminCall(path, opts);
  assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/**
 * Opens the antd Select `combobox`, picks its option with `text` and waits for the list to close.
 * A click while the list is still sliding in can miss (the list then stays open over the dialog's
 * buttons): it is tried again once the animations are done.
 */
export async function pickOption(page, combobox, text) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // forced: a select showing a value has its shown item over the input; after the dialog's animations
    await combobox.waitFor();
    await animationsDone(page);
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click({ force: true });
    await animationsDone(page);
    const option = selectOption(page, text).first();
    if (!(await option.waitFor({ timeout: 5000 }).then(() => true, () => false))) continue;
    await option.click();
    const closed = await page
      .locator('.ant-select-dropdown:visible')
      .first()
      .waitFor({ state: 'hidden', timeout: 2000 })
      .then(() => true, () => false);
    if (closed) return;
  }
  throw new Error(`the option "${text}" could not be picked`);
}

/**
 * Clicks the open select list's option with `text` (a search select, after typing) until `chosen`
 * shows: a click while the list slides in or its options arrive can miss, leaving the list open.
 */
export async function clickOptionUntil(page, text, chosen) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const option = selectOption(page, text).first();
    await option.waitFor({ timeout: 5000 }).catch(() => undefined);
    await animationsDone(page);
    if (await option.isVisible()) await option.click();
    if (await chosen.waitFor({ timeout: 3000 }).then(() => true, () => false)) return;
  }
  await chosen.waitFor();
}

/**
 * Picks `item` (a menuitem) of the header dropdown that `trigger` opens, again until `done()` holds:
 * under CI's load a first click or pick on the internals-off build sometimes takes no effect.
 */
export async function pickHeaderMenu(page, trigger, item, done) {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if (!(await item.isVisible())) await trigger.click();
    if (!(await item.waitFor({ timeout: 8000 }).then(() => true, () => false))) continue;
    await animationsDone(page);
    await item.click();
    if (await done(5000).then(() => true, () => false)) return;
  }
  await done(15000);
}

/** Staff's B2C pick screen in `viewport` with `wave` open: the page and its scan field. */
export async function openPickWave(browser, lang, wave, viewport) {
  const page = await newPage(browser, { lang, viewport });
  await login(page, 'staff');
  await page.goto(`${BASE_URL}/outbound/b2c/pick`);
  await page.locator(`[data-testid="wave-${wave.no}"]`).click();
  const input = page.locator('[data-testid=scan-input]');
  await input.waitFor();
  return { page, input };
}

/** A new page in `lang`, the admin logged in, at `path`. */
export async function openAsAdmin(browser, lang, path) {
  const page = await newPage(browser, { lang });
  await login(page, 'admin');
  await page.goto(`${BASE_URL}${path}`);
  return page;
}

/**
 * An init script: records each React commit in `window.__commits` through the DevTools hook the
 * production build calls: its time, the components rendered (counts by name), the update's roots
 * (the components the render started from, with ancestors), and the fallback element types of the
 * Suspense boundaries showing their fallback. Used by scripts/commits.mjs and e2e/first-render.
 */
export function recordCommits() {
  const PERFORMED_WORK = 1;
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const SUSPENSE = 13;
  const nameOf = (f) => {
    const t = f.type;
    if (typeof t === 'string') return t;
    return t?.displayName || t?.name || t?.render?.displayName || t?.render?.name || t?.type?.displayName || t?.type?.name || `(tag ${f.tag})`;
  };
  window.__commits = [];
  let previous = new WeakSet();
  // Which of an update root's hooks hold another state than in the last commit (why it rendered).
  const show = (v) => (v === null || typeof v !== 'object' ? String(v).slice(0, 24) : Array.isArray(v) ? `[${v.length}]` : '{…}');
  const changedHooks = (f) => {
    const out = [];
    let a = f.memoizedState;
    let b = f.alternate?.memoizedState;
    for (let i = 0; a && b && typeof a === 'object' && 'next' in a && i < 80; i++, a = a.next, b = b.next) {
      // state hooks keep their queue: a changed memoizedState with a queue is a setState
      if (a.queue && a.memoizedState !== b?.memoizedState) out.push(`#${i} ${show(b?.memoizedState)}→${show(a.memoizedState)}`);
    }
    return out.length ? ` [${out.join(', ')}]` : '';
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(_, root) {
      // A fiber rendered in this commit has done work and is not the object the last commit had
      // (a subtree React bailed out of keeps its fibers, and their old flags).
      const current = new WeakSet();
      const rendered = (f) => (f.flags & PERFORMED_WORK) !== 0 && !previous.has(f);
      const counts = new Map();
      const roots = [];
      const fallbacks = [];
      const stack = [root.current];
      while (stack.length) {
        const f = stack.pop();
        current.add(f);
        if (f.tag === SUSPENSE && f.memoizedState !== null) fallbacks.push(f.memoizedProps?.fallback?.type);
        if (rendered(f) && COMPONENT_TAGS.has(f.tag)) {
          counts.set(nameOf(f), (counts.get(nameOf(f)) ?? 0) + 1);
          let up = f.return;
          while (up && !(COMPONENT_TAGS.has(up.tag) && rendered(up))) up = up.return;
          if (!up) {
            const ancestors = [];
            for (let a = f.return; a && ancestors.length < 4; a = a.return) if (COMPONENT_TAGS.has(a.tag)) ancestors.push(nameOf(a));
            roots.push([nameOf(f), ...ancestors].join(' < ') + changedHooks(f));
          }
        }
        if (f.sibling) stack.push(f.sibling);
        if (f.child) stack.push(f.child);
      }
      previous = current;
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6);
      window.__commits.push({ at: performance.now(), total, top, roots, fallbacks });
    },
  };
}
