export const SUPPORTED_LANGS = ['zh', 'en'] as const;
export type Lang = (typeof SUPPORTED_LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh';
export const FALLBACK_LANG: Lang = 'en';
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_DAYS = 365;

/** Each language's BCP 47 tag: `<html lang>` and the requests' Accept-Language. */
export const LANG_TAGS: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };

export const isLang = (v: unknown): v is Lang => SUPPORTED_LANGS.includes(v as Lang);

/** The tag of a language i18next reports (the fallback language's for one the console does not speak). */
export const langTag = (lng: string) => LANG_TAGS[isLang(lng) ? lng : FALLBACK_LANG];

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
