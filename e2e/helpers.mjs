import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, afterEach, before } from 'node:test';
import { launch, BASE_URL } from './browser.mjs';

export { BASE_URL };

/** Pages opened by the running test: what a failure report looks at. */
let testPages = [];
const artifacts = join(import.meta.dirname, 'artifacts');
const ON_SCREEN = '.ant-message-notice, .ant-alert, .ant-form-item-explain-error, .ant-modal-content, .ant-popover-content, .ant-result';

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

/** One Chromium per test file; a fresh context (own storage) per page. */
export function useBrowser() {
  const holder = {};
  before(async () => {
    holder.browser = await launch();
  });
  afterEach(async (t) => {
    if (!t.passed) await reportFailure(t.name);
    testPages = [];
  });
  after(async () => {
    await holder.browser?.close();
  });
  return holder;
}

/** A new page in its own context, in the given language (stored `lang`, like a returning user). */
export async function newPage(browser, { lang = 'zh', storeLang = true, viewport = { width: 1366, height: 860 } } = {}) {
  const context = await browser.newContext({ viewport, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  if (storeLang) await context.addInitScript((l) => localStorage.getItem('lang') || localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
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

export const resetBackend = () => api('/api/dev/reset');

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

/** Logs in through the login form and waits to leave /login. */
export async function login(page, username, password = PASSWORDS[username], path = '/login') {
  await page.goto(`${BASE_URL}${path}`);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('[data-testid=login-submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.locator('.ant-pro-layout').first().waitFor();
}

/** The visible labels of the side menu, expanded fully. */
export async function menuLabels(page) {
  const menu = page.locator('.ant-pro-sider-menu, .ant-pro-layout .ant-menu-inline').first();
  await openAllSubmenus(menu);
  return menu.locator('.ant-menu-title-content').allInnerTexts().then((t) => t.map((s) => s.trim()).filter(Boolean));
}

/** Waits for the menu (a locator) and opens every submenu, deepest last, until nothing is closed. */
export async function openAllSubmenus(menu) {
  await menu.waitFor();
  for (let i = 0; i < 6; i++) {
    const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    const n = await closed.count();
    if (!n) break;
    for (let k = 0; k < n; k++) await closed.nth(0).click();
  }
}
