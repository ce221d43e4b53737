import i18n from 'i18next';
import Cookies from 'js-cookie';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { initReactI18next } from 'react-i18next';
import { getStoredLang, setStoredLang } from '@/utils/storage';
import CachedHttpBackend, { TEXTS_REPLACED } from './backend';
import { detectLanguage, LANG_COOKIE, LANG_COOKIE_DAYS, langTag, SUPPORTED_LANGS, type Lang } from './detect';

import { ALL_NAMESPACES, COMMON_NS, LOGIN_NS, namespacesFor } from './namespaces';

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
 * Starts i18next. Production reads the language files from a 30-day localStorage cache first
 * (keyed by a hash of the files, so a new build drops stale copies) and only then from the
 * network, falling back to the copy built into the app when the file fails or is slow
 * (./backend); development always fetches so edits show on reload, and posts missing keys.
 */
export function initI18n(): Promise<unknown> {
  if (initPromise) return initPromise;
  const lng = initialLanguage();
  dayjs.locale(dayjsLocale(lng));
  const startNamespaces = namespacesFor(typeof window === 'undefined' ? '/' : window.location.pathname);
  const defaultNS = startNamespaces.includes(COMMON_NS) ? COMMON_NS : LOGIN_NS;
  const version = process.env.LOCALES_VERSION || 'dev';
  i18n.use(initReactI18next);
  // Development fetches every time and posts missing keys (i18next-http-backend, not in the
  // production bundle); production reads a cached copy first (./backend).
  const backend: Promise<any> =
    process.env.NODE_ENV === 'development'
      ? import('i18next-http-backend').then((m) => m.default)
      : Promise.resolve(CachedHttpBackend);
  initPromise = backend.then((Backend) =>
    i18n.use(Backend).init({
      lng,
      // No fallback language: both languages hold every key (src/i18n/locales.test.ts), and a
      // fallback made i18next load every file twice (zh and en) before the first paint.
      fallbackLng: false,
      supportedLngs: [...SUPPORTED_LANGS],
      // Only what the first page shows (/login: the login file alone); the pages of an area load
      // their area's file before they render (wrappers/auth). Keys are unique across files: a key
      // is found in whichever loaded file holds it.
      ns: startNamespaces,
      // The login page's own file is its default: react-i18next loads the default namespace of every
      // `useTranslation()`, and with `common` the login page asked for a file it does not show.
      defaultNS,
      fallbackNS: ALL_NAMESPACES.filter((ns) => ns !== defaultNS),
      // Keys are flat ("area.screen.label"); texts may contain ":" and ".".
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false }, // React escapes
      saveMissing: isDev,
      react: REACT_OPTIONS,
      backend: isDev
        ? http
        : {
            loadPath: http.loadPath,
            prefix: 'i18n_',
            expirationTime: CACHE_DAYS * 24 * 60 * 60 * 1000,
            version,
            waitMs: FILE_WAIT_MS,
            bundled: bundledTexts,
            retryDelaysMs: FILE_RETRY_DELAYS_MS,
          },
    }),
  );
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
