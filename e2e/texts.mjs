/** The translation texts of one language, from all its namespace files (src/i18n/namespace-rules.json). */
import { readLanguage } from '../scripts/i18n-split.mjs';

export const readTexts = (lng) => readLanguage(lng);
