#!/usr/bin/env node
/**
 * Adds translation keys to both languages at once, each into the namespace file its prefix names
 * (src/i18n/namespace-rules.json):
 *   node scripts/i18n-add.mjs '{"user.title": ["用户", "Users"]}'
 *   node scripts/i18n-add.mjs keys.json        (a file with the same shape)
 * Existing keys are overwritten; files keep their order (new keys appended).
 */
import { existsSync, readFileSync } from 'node:fs';
import { readLanguage, writeLanguage } from './i18n-split.mjs';

const arg = process.argv[2];
if (!arg) {
  console.error('usage: node scripts/i18n-add.mjs \'{"key": ["中文", "English"]}\' | file.json');
  process.exit(2);
}
const pairs = JSON.parse(existsSync(arg) ? readFileSync(arg, 'utf8') : arg);
['zh', 'en'].forEach((lng, i) => {
  const dict = readLanguage(lng);
  for (const [key, texts] of Object.entries(pairs)) {
    if (!Array.isArray(texts) || texts.length !== 2 || !texts[i]) throw new Error(`${key}: need [zh, en]`);
    dict[key] = texts[i];
  }
  writeLanguage(lng, dict);
});
console.log(`added ${Object.keys(pairs).length} keys to locales/zh and locales/en`);
