import i18n, { type i18n as I18n, type InitOptions } from 'i18next';
import Cookies from 'js-cookie';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { initReactI18next } from 'react-i18next';
import { getStoredLang, setStoredLang } from '@/utils/storage';
import CachedHttpBackend, { TEXTS_REPLACED, type CachedHttpOptions } from './backend';
import { detectLanguage, FALLBACK_LANG, LANG_COOKIE, LANG_COOKIE_DAYS, langTag, SUPPORTED_LANGS, type Lang } from './detect';
import { lazyFallback } from './fallback';
import { ALL_NAMESPACES, COMMON_NS, namespacesFor } from './namespaces';

const isDev = process.env.NODE_ENV === 'development';
const CACHE_DAYS = 30;
/** The first paint waits at most this long for a language file (then: the bundled copy). */
const FILE_WAIT_MS = 1500;
/** A file that did not load is asked for again after these delays (then the notice stays). */
const FILE_RETRY_DELAYS_MS = [2_000, 10_000, 30_000, 60_000, 120_000];

/** The translations built into the app, one chunk per file, loaded only when a file fails. */
const bundledTexts = (lng: string, ns: string) =>
  import(/* webpackChunkName: "locale-[request]" */ `../../locales/${lng}/${ns}.json`).then((m) => m.default as Record<string, string>);

export const dayjsLocale = (lng: string) => (lng === 'zh' ? 'zh-cn' : 'en');

function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? [...navigator.languages] : [navigator.language].filter(Boolean);
}

export function initialLanguage(): Lang {
  return detectLanguage({ stored: getStoredLang(), cookie: Cookies.get(LANG_COOKIE), browser: browserLanguages() });
}

const http = {
  loadPath: '/locales/{{lng}}/{{ns}}.json',
  addPath: '/locales/add/{{lng}}/{{ns}}',
};

let initPromise: Promise<unknown> | undefined;

/**
 * react-i18next: a file that arrives after the start with the bundled copy re-renders the texts;
 * the first load of a file does not (a page waits for its files before it renders: wrappers/auth).
 */
export const REACT_OPTIONS = { useSuspense: false, bindI18nStore: TEXTS_REPLACED };

/**
 * i18next's options for a page. The build reads a 30-day localStorage copy first; `dev` always
 * fetches (edits show on reload) and posts missing keys. Both start with the built-in copy when a
 * file fails or is slow (./backend), never after i18next's retry loop (12 s of blank page).
 */
export function i18nOptions(instance: () => I18n, { lng, pathname, dev }: { lng: Lang; pathname: string; dev: boolean }): InitOptions {
  const fallback = lazyFallback(instance);
  const backend: CachedHttpOptions = {
    loadPath: http.loadPath,
    prefix: 'i18n_',
    expirationTime: CACHE_DAYS * 24 * 60 * 60 * 1000,
    version: process.env.LOCALES_VERSION || 'dev',
    waitMs: FILE_WAIT_MS,
    bundled: bundledTexts,
    retryDelaysMs: FILE_RETRY_DELAYS_MS,
    deferred: fallback.deferred,
    ...(dev ? { cache: false, addPath: http.addPath } : {}),
  };
  return {
    lng,
    // A key missing in zh shows the English text. The English file of its namespace is loaded only
    // then (./fallback): a zh page with every key loads no English file.
    fallbackLng: FALLBACK_LANG,
    parseMissingKeyHandler: fallback.missingKey,
    supportedLngs: [...SUPPORTED_LANGS],
    // Only what the first page shows (/login: the login file alone); the pages of an area load
    // their area's file before they render (wrappers/auth). Keys are unique across files: a key
    // is found in whichever loaded file holds it.
    ns: namespacesFor(pathname),
    // `common` on every page. react-i18next loads the default namespace for a useTranslation call
    // without one, so what renders on /login names `login` (src/i18n/namespaces.test.ts checks it).
    defaultNS: COMMON_NS,
    fallbackNS: ALL_NAMESPACES.filter((ns) => ns !== COMMON_NS),
    // Keys are flat ("area.screen.label"); texts may contain ":" and ".".
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes
    saveMissing: dev,
    // the language the key is missing in, not the fallback that may hold it
    saveMissingTo: 'current',
    react: REACT_OPTIONS,
    backend,
  };
}

/** Starts i18next for the current page (i18nOptions). */
export function initI18n(): Promise<unknown> {
  if (initPromise) return initPromise;
  const lng = initialLanguage();
  dayjs.locale(dayjsLocale(lng));
  const pathname = typeof window === 'undefined' ? '/' : window.location.pathname;
  initPromise = i18n
    .use(initReactI18next)
    .use(CachedHttpBackend)
    .init(i18nOptions(() => i18n, { lng, pathname, dev: isDev }));
  return initPromise;
}

/**
 * Switches the language everywhere without a reload: texts, antd (through the root
 * ConfigProvider, which follows i18n), dayjs dates; remembers it in storage and the cookie.
 */
export async function changeLanguage(lng: Lang) {
  setStoredLang(lng);
  Cookies.set(LANG_COOKIE, lng, { expires: LANG_COOKIE_DAYS, sameSite: 'lax' });
  dayjs.locale(dayjsLocale(lng));
  await i18n.changeLanguage(lng);
}

/** Loads the translation files the page at `pathname` needs (i18n/namespaces); resolves when they are in. */
export function loadNamespacesFor(pathname: string): Promise<void> {
  return initPromise ? initPromise.then(() => i18n.loadNamespaces(namespacesFor(pathname))) : Promise.resolve();
}

i18n.on('languageChanged', (lng) => {
  dayjs.locale(dayjsLocale(lng));
  if (typeof document !== 'undefined') {
    document.documentElement.lang = langTag(lng);
    document.title = i18n.t('app.title');
  }
});

export default i18n;
