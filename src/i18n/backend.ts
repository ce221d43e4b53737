import type { BackendModule, ReadCallback, Services } from 'i18next';

export interface CachedHttpOptions {
  /** e.g. `/locales/{{lng}}/{{ns}}.json` */
  loadPath: string;
  /** localStorage key prefix: `<prefix><lng>-<ns>` */
  prefix: string;
  /** ms a cached copy is used */
  expirationTime: number;
  /** cached copies of another version are dropped */
  version: string;
}

/**
 * Production translation loading in one small module (instead of i18next-chained-backend +
 * i18next-localstorage-backend + i18next-http-backend, ~5 kB gzip at start): a fresh cached copy
 * in localStorage is used without any network round trip; otherwise the file is fetched and
 * cached. Same storage format as i18next-localstorage-backend (existing caches stay valid).
 */
export default class CachedHttpBackend implements BackendModule<CachedHttpOptions> {
  static type = 'backend' as const;

  type = 'backend' as const;

  options!: CachedHttpOptions;

  init(_services: Services, options: CachedHttpOptions) {
    this.options = options;
  }

  read(lng: string, ns: string, callback: ReadCallback) {
    const { loadPath, prefix, expirationTime, version } = this.options;
    const key = `${prefix}${lng}-${ns}`;
    try {
      const raw = window.localStorage.getItem(key);
      if (raw) {
        const { i18nStamp, i18nVersion, ...data } = JSON.parse(raw);
        if (i18nVersion === version && typeof i18nStamp === 'number' && i18nStamp + expirationTime > Date.now()) {
          callback(null, data);
          return;
        }
        window.localStorage.removeItem(key);
      }
    } catch {
      /* no storage or a broken entry: fetch */
    }
    fetch(loadPath.replace('{{lng}}', lng).replace('{{ns}}', ns), { credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) {
          // Like i18next-http-backend: server errors may be retried, missing files not.
          callback(new Error(`failed loading ${res.url}: ${res.status}`), res.status >= 500);
          return;
        }
        const data = await res.json();
        try {
          window.localStorage.setItem(key, JSON.stringify({ ...data, i18nStamp: Date.now(), i18nVersion: version }));
        } catch {
          /* storage full or blocked: still works, uncached */
        }
        callback(null, data);
      })
      .catch((e) => callback(e, true));
  }
}
