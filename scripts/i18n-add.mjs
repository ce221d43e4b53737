#!/usr/bin/env node
/**
 * Adds translation keys to both languages at once:
 *   node scripts/i18n-add.mjs '{"user.title": ["用户", "Users"]}'
 *   node scripts/i18n-add.mjs keys.json        (a file with the same shape)
 * Existing keys are overwritten; files stay sorted as written (new keys appended).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = process.argv[2];
if (!arg) {
  console.error('usage: node scripts/i18n-add.mjs \'{"key": ["中文", "English"]}\' | file.json');
  process.exit(2);
}
const pairs = JSON.parse(existsSync(arg) ? readFileSync(arg, 'utf8') : arg);
['zh', 'en'].forEach((lng, i) => {
  const file = join(root, 'locales', lng, 'common.json');
  const dict = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, texts] of Object.entries(pairs)) {
    if (!Array.isArray(texts) || texts.length !== 2 || !texts[i]) throw new Error(`${key}: need [zh, en]`);
    dict[key] = texts[i];
  }
  writeFileSync(file, `${JSON.stringify(dict, null, 2)}\n`);
});
console.log(`added ${Object.keys(pairs).length} keys to locales/zh and locales/en`);
