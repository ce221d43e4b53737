import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';

const localesDir = join(__dirname, '..', '..', 'locales');

/** Every key of one language, from all its namespace files (src/i18n/namespace-rules.json). */
export function readTexts(lng: 'zh' | 'en'): Record<string, string> {
  const dir = join(localesDir, lng);
  return Object.assign({}, ...readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8'))));
}

/** The texts of one namespace file. */
export const readNamespace = (lng: 'zh' | 'en', ns: string): Record<string, string> => JSON.parse(readFileSync(join(localesDir, lng, `${ns}.json`), 'utf8'));
