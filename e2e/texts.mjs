/** The translation texts of one language, from all its namespace files (src/i18n/namespace-rules.json). */
import { readLanguage } from '../scripts/i18n-split.mjs';

export const readTexts = (lng) => readLanguage(lng);

const BOTH = { zh: readTexts('zh'), en: readTexts('en') };
/** A translation as the page shows it in `lang` ('zh' | 'en'), its {{vars}} filled in; throws on a missing key. */
export function say(lang, key, vars = {}) {
  const text = BOTH[lang][key];
  if (!text) throw new Error(`no text ${key} (${lang})`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, v) => String(vars[v]));
}
