import type { BackendModule, ReadCallback, Services } from 'i18next';

type Texts = Record<string, string>;

export interface CachedHttpOptions {
  /** e.g. `/locales/{{lng}}/{{ns}}.json` */
  loadPath: string;
  /** localStorage key prefix: `<prefix><lng>-<ns>` */
  prefix: string;
  /** ms a cached copy is used */
  expirationTime: number;
  /** cached copies of another version are dropped */
  version: string;
  /** ms the first paint waits for the file before the app starts with the bundled copy */
  waitMs: number;
  /** the copy built into the app (its own chunk: loaded only when the file does not come) */
  bundled: (lng: string, ns: string) => Promise<Texts>;
  /** ms before each background retry of a file that did not load */
  retryDelaysMs: number[];
  /** false: no localStorage copy read or written (development: an edited file shows on reload) */
  cache?: boolean;
  /** where missing keys are posted (`saveMissing`, development), e.g. `/locales/add/{{lng}}/{{ns}}` */
  addPath?: string;
  /**
   * True for a file not to load now (nothing is stored, so a later load asks again): the fallback
   * language's files until a key is missing (i18n/fallback).
   */
  deferred?: (lng: string, ns: string) => boolean;
}

/**
 * Emitted when a file replaces the bundled copy the texts were first shown from. Not i18next's
 * 'added', which every first load emits and which re-rendered every translated component.
 */
export const TEXTS_REPLACED = 'textsReplaced';

/** Files that could not be loaded from the server even after a background retry. */
const missing = new Set<string>();
const listeners = new Set<() => void>();
const setMissing = (file: string, isMissing: boolean) => {
  if (missing.has(file) === isMissing) return;
  if (isMissing) missing.add(file);
  else missing.delete(file);
  listeners.forEach((l) => l());
};
export const missingTranslationFiles = () => [...missing];
export function subscribeTranslationFiles(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `task` when the browser is idle (at the latest after 2 s), else soon. */
export function whenIdle(task: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else window.setTimeout(task, 50);
}

const isTexts = (v: unknown): v is Texts => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Translation loading for build and `npm start`: a fresh localStorage copy without a round trip,
 * else the file. A file that fails or is slower than `waitMs` gives way to the bundled copy and is
 * fetched again in the background (never i18next's retries, which kept the page blank).
 */
export default class CachedHttpBackend implements BackendModule<CachedHttpOptions> {
  static type = 'backend' as const;

  type = 'backend' as const;

  options!: CachedHttpOptions;

  services!: Services;

  init(services: Services, options: CachedHttpOptions) {
    this.services = services;
    this.options = options;
  }

  private key(lng: string, ns: string) {
    return `${this.options.prefix}${lng}-${ns}`;
  }

  /** The cached copy: `fresh` when of this version and not expired. */
  private cached(lng: string, ns: string): { data: Texts; fresh: boolean } | undefined {
    const { expirationTime, version } = this.options;
    if (this.options.cache === false) return undefined;
    try {
      const raw = window.localStorage.getItem(this.key(lng, ns));
      if (!raw) return undefined;
      const { i18nStamp, i18nVersion, ...data } = JSON.parse(raw);
      const fresh = i18nVersion === version && typeof i18nStamp === 'number' && i18nStamp + expirationTime > Date.now();
      return { data, fresh };
    } catch {
      return undefined; // no storage or a broken entry
    }
  }

  /**
   * Keeps the copy for the next visits once the browser is idle: a synchronous localStorage write of
   * a whole file took 10–16 ms of the first page's main thread (`node scripts/profile.mjs`).
   */
  private store(lng: string, ns: string, data: Texts) {
    if (this.options.cache === false) return;
    whenIdle(() => {
      try {
        window.localStorage.setItem(this.key(lng, ns), JSON.stringify({ ...data, i18nStamp: Date.now(), i18nVersion: this.options.version }));
      } catch {
        /* storage full or blocked: still works, uncached */
      }
    });
  }

  /** The file from the server; rejects on an error status, a body that is not a JSON object, or no answer. */
  private async fetchFile(lng: string, ns: string): Promise<Texts> {
    const res = await fetch(this.options.loadPath.replace('{{lng}}', lng).replace('{{ns}}', ns), { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`failed loading ${res.url}: ${res.status}`);
    const data: unknown = await res.json();
    if (!isTexts(data)) throw new Error(`not a translation file: ${res.url}`);
    this.store(lng, ns, data);
    return data;
  }

  /** After a fallback: fetches the file again until it comes, then puts it in (and the cache). */
  private retryInBackground(lng: string, ns: string, first: Promise<Texts>) {
    const file = `${lng}/${ns}`;
    const put = (data: Texts) => {
      setMissing(file, false);
      // i18next's store (typed without them); the texts shown re-render on TEXTS_REPLACED.
      const store = this.services.resourceStore as unknown as {
        addResourceBundle: (l: string, n: string, d: Texts, deep: boolean, overwrite: boolean) => void;
        emit: (event: string, ...args: unknown[]) => void;
      };
      store.addResourceBundle(lng, ns, data, true, true);
      store.emit(TEXTS_REPLACED, lng, ns);
    };
    const attempt = (n: number) => {
      const delay = this.options.retryDelaysMs[n];
      if (delay === undefined) return;
      window.setTimeout(() => {
        this.fetchFile(lng, ns).then(put, () => {
          setMissing(file, true);
          attempt(n + 1);
        });
      }, delay);
    };
    first.then(put, () => attempt(0));
  }

  read(lng: string, ns: string, callback: ReadCallback) {
    // No data and no error: i18next stores nothing and asks again when the file is next needed.
    if (this.options.deferred?.(lng, ns)) {
      callback(null, null);
      return;
    }
    const cached = this.cached(lng, ns);
    if (cached?.fresh) {
      callback(null, cached.data);
      return;
    }
    const file = this.fetchFile(lng, ns);
    let settled = false;
    const fallBack = () => {
      if (settled) return;
      settled = true;
      this.retryInBackground(lng, ns, file);
      this.options
        .bundled(lng, ns)
        .then((data) => callback(null, data))
        .catch((e) => (cached ? callback(null, cached.data) : callback(e, false)));
    };
    const timer = window.setTimeout(fallBack, this.options.waitMs);
    file.then(
      (data) => {
        if (settled) return;
        settled = true;
        window.clearTimeout(timer);
        callback(null, data);
      },
      () => {
        window.clearTimeout(timer);
        fallBack();
      },
    );
  }

  /** i18next's `saveMissing` (development): the key, with the text shown for it, for the terminal. */
  create(languages: readonly string[], ns: string, key: string, fallbackValue: string) {
    const { addPath } = this.options;
    if (!addPath) return;
    for (const lng of languages) {
      fetch(addPath.replace('{{lng}}', lng).replace('{{ns}}', ns), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ [key]: fallbackValue }),
      }).catch(() => undefined); // a report only
    }
  }
}
