export const SUPPORTED_LANGS = ['zh', 'en'] as const;
export type Lang = (typeof SUPPORTED_LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh';
export const FALLBACK_LANG: Lang = 'en';
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_DAYS = 365;

export const isLang = (v: unknown): v is Lang => SUPPORTED_LANGS.includes(v as Lang);

/**
 * The language on start: stored `lang`, then the `lang` cookie, then the browser language
 * (zh if it mentions zh, else en); zh when nothing decides.
 */
export function detectLanguage(sources: {
  stored?: string | null;
  cookie?: string | null;
  browser?: readonly string[] | string | null;
}): Lang {
  if (isLang(sources.stored)) return sources.stored;
  if (isLang(sources.cookie)) return sources.cookie;
  const browser = Array.isArray(sources.browser) ? sources.browser : sources.browser ? [sources.browser] : [];
  if (browser.length) return browser.some((l) => l.toLowerCase().includes('zh')) ? 'zh' : 'en';
  return DEFAULT_LANG;
}
