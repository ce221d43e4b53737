/**
 * The specification's i18n constants: common is the default namespace on every path, en the fallback,
 * whose files a zh page loads only for a missing key. Real i18next with the app's options and backend.
 */
import { act, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { createElement } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import CachedHttpBackend, { type CachedHttpOptions } from './backend';
import { i18nOptions } from './index';
import { until } from '@/testing/until';

type Files = Record<string, Record<string, string> | number>;
let requested: string[];

/** fetch answering `/locales/<lng>/<ns>.json` from `files` (a number: that error status). */
function serve(files: Files) {
  requested = [];
  (global as any).fetch = jest.fn((url: string) => {
    requested.push(url);
    const file = files[url];
    const status = typeof file === 'number' ? file : file ? 200 : 404;
    return Promise.resolve({ ok: status === 200, status, url, json: () => Promise.resolve(file) });
  });
}

async function start(pathname: string, lng: 'zh' | 'en' = 'zh', dev = false): Promise<I18n> {
  const instance = createInstance();
  await instance.use(CachedHttpBackend).init(i18nOptions(() => instance, { lng, pathname, dev }));
  return instance;
}

/** Lets queued loads start (a missing key's en file is asked for after the render that met it). */
const settle = () => new Promise((r) => { setTimeout(r, 20); });

const ZH = {
  '/locales/zh/login.json': { 'app.title': '仓储管理平台' },
  '/locales/zh/common.json': { 'menu.homepage': '首页' },
};
const EN = {
  '/locales/en/login.json': { 'app.title': 'WMS' },
  '/locales/en/common.json': { 'menu.homepage': 'Home', 'menu.only.en': 'Only in English' },
};

beforeEach(() => {
  localStorage.clear();
  // a copy written (when idle) by an earlier test's instance would spare a later one its request
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => undefined);
});

test.each(['/login', '/', '/homepage', '/outbound/b2c/pick', '/system/role'])('%s: `common` is the default namespace and `en` the fallback language', async (path) => {
  serve({ ...ZH, ...EN });
  const options = i18nOptions(() => createInstance(), { lng: 'zh', pathname: path, dev: false });
  expect(options).toMatchObject({ defaultNS: 'common', fallbackLng: 'en' });
  const instance = await start(path);
  expect(instance.options.defaultNS).toBe('common');
  expect(instance.t('app.title')).toBe('仓储管理平台');
});

test('/login in zh asks for the zh login file alone (no common, no en)', async () => {
  serve({ ...ZH, ...EN });
  const instance = await start('/login');
  instance.t('app.title');
  await settle();
  expect(requested).toEqual(['/locales/zh/login.json']);
});

test('a zh page with no key missing requests no en file; switching to en loads the en files', async () => {
  serve({ ...ZH, ...EN });
  const instance = await start('/homepage');
  expect(instance.t('menu.homepage')).toBe('首页');
  expect(instance.t('app.title')).toBe('仓储管理平台');
  await settle();
  expect(requested.sort()).toEqual(['/locales/zh/common.json', '/locales/zh/login.json']);
  await instance.changeLanguage('en');
  expect(instance.t('menu.homepage')).toBe('Home');
  expect(requested.filter((u) => u.includes('/en/')).sort()).toEqual(['/locales/en/common.json', '/locales/en/login.json']);
});

test('a key missing in zh shows the English text, from the en file of its namespace only', async () => {
  serve({ ...ZH, ...EN });
  const instance = await start('/homepage');
  // blank (not the raw key) for the moment the English file takes
  expect(instance.t('menu.only.en')).toBe('');
  await until(() => instance.t('menu.only.en') === 'Only in English');
  expect(requested.filter((u) => u.includes('/en/'))).toEqual(['/locales/en/common.json']);
});

test('a component showing a key missing in zh re-renders in English once the en file is in', async () => {
  serve({ ...ZH, ...EN });
  const instance = await start('/homepage');
  function Label() {
    const { t } = useTranslation();
    return createElement('span', { 'data-testid': 'label' }, t('menu.only.en'));
  }
  render(createElement(I18nextProvider, { i18n: instance }, createElement(Label)));
  await act(async () => {
    await until(() => requested.includes('/locales/en/common.json'));
    await settle();
  });
  expect(screen.getByTestId('label')).toHaveTextContent('Only in English');
});

test('a key missing in both languages shows the key once the en file has come (not a blank)', async () => {
  serve({ ...ZH, ...EN });
  const instance = await start('/homepage');
  instance.t('menu.nowhere');
  await until(() => requested.includes('/locales/en/common.json'));
  await until(() => instance.t('menu.nowhere') === 'menu.nowhere');
});

test('npm start (dev): no localStorage copy, missing keys posted, and a failing file starts with the built-in copy', async () => {
  const options = i18nOptions(() => createInstance(), { lng: 'zh', pathname: '/login', dev: true });
  expect(options).toMatchObject({ saveMissing: true, backend: { cache: false, addPath: '/locales/add/{{lng}}/{{ns}}' } });
  // the same wait limit as the build: never i18next's retry loop (12 s of blank login page)
  expect((options.backend as CachedHttpOptions).waitMs).toBeLessThanOrEqual(2000);
  serve({ '/locales/zh/login.json': 500 });
  const instance = await start('/login', 'zh', true);
  // the copy built into the app: the real locales/zh/login.json
  expect(instance.t('login.submit')).toBe(require('../../locales/zh/login.json')['login.submit']);
  expect(localStorage.length).toBe(0);
});
