#!/usr/bin/env node
/**
 * Files every translation key into the namespace its prefix names (src/i18n/namespace-rules.json):
 *   node scripts/i18n-split.mjs
 * Reads all locales/<lng>/*.json, writes one file per namespace (keys in their old order) and
 * removes files left empty. Run it after a merge or a rule change; scripts/i18n-add.mjs already
 * files new keys where they belong.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const config = JSON.parse(readFileSync(join(root, 'src', 'i18n', 'namespace-rules.json'), 'utf8'));
export const namespaceOf = (key) => config.rules.find((r) => r.prefixes.some((p) => key.startsWith(p)))?.ns ?? config.default;

/** All keys of one language, from every file of it. Throws on a key held by two files. */
export function readLanguage(lng) {
  const dir = join(root, 'locales', lng);
  const all = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    for (const [k, v] of Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8')))) {
      if (k in all && all[k] !== v) throw new Error(`${lng}: ${k} differs between files`);
      all[k] = v;
    }
  }
  return all;
}

export function writeLanguage(lng, all) {
  const dir = join(root, 'locales', lng);
  // Every declared namespace keeps its file (an area's may be empty until its first key); others go.
  const byNs = Object.fromEntries([config.default, ...config.rules.map((r) => r.ns)].map((ns) => [ns, {}]));
  for (const [k, v] of Object.entries(all)) (byNs[namespaceOf(k)] ||= {})[k] = v;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    if (!byNs[file.replace(/\.json$/, '')]) rmSync(join(dir, file));
  }
  for (const [ns, dict] of Object.entries(byNs)) writeFileSync(join(dir, `${ns}.json`), `${JSON.stringify(dict, null, 2)}\n`);
  return Object.keys(byNs);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const lng of ['zh', 'en']) console.log(`${lng}: ${writeLanguage(lng, readLanguage(lng)).join(', ')}`);
}
