/**
 * Each key sits in the file its prefix names, and each page finds every key its modules use in the
 * files loaded for it (static imports followed through src/; lazy chunks count as pages of their own).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'fs';
import { dirname, join, resolve } from 'path';
import config from './namespace-rules.json';
import { namespaceOf, namespacesFor } from './namespaces';
import { readNamespace, readTexts } from '@/testing/texts';

const SRC = join(__dirname, '..');
const ROOT = join(SRC, '..');
const all = readTexts('en');

function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? join(SRC, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : undefined;
  if (!base) return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((e) => base + e).find((p) => existsSync(p) && statSync(p).isFile() && /\.tsx?$/.test(p));
}

/** The modules reachable from `entries` by static imports (`skip`: files left out). */
function modulesFrom(entries: string[], skip: string[] = []): string[] {
  const seen = new Set<string>();
  const stack = entries.map((e) => join(ROOT, e));
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || skip.some((s) => file.endsWith(s))) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    // `import type` / `export type` are erased from the built code: the module they name is not loaded by them
    for (const m of text.matchAll(/\b(?:import|export)\s+(type\s+)?(?:[^;'"]*?\bfrom\s+)?['"]([^'"]+)['"]/g)) {
      const next = m[1] ? undefined : resolveImport(file, m[2]);
      if (next) stack.push(next);
    }
  }
  return [...seen];
}

/** The keys the modules reachable from `entries` by static imports quote (`skip`: files left out). */
function keysUsedFrom(entries: string[], skip: string[] = []): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of modulesFrom(entries, skip)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/(['"])([\w-]+(?:\.[\w-]+)+)\1/g)) if (m[2] in all) used.set(m[2], file.slice(ROOT.length + 1));
  }
  return used;
}

/** Keys used from `entries` that none of `namespaces` holds, as "key (file)". */
function missingFrom(entries: string[], namespaces: string[], skip?: string[]) {
  const loaded = Object.assign({}, ...namespaces.map((ns) => readNamespace('en', ns)));
  return [...keysUsedFrom(entries, skip)].filter(([key]) => !(key in loaded)).map(([key, file]) => `${key} (${file})`);
}

// an area whose screens are not built yet (its back end and texts come first) has no pages
const pagesOf = (dir: string): string[] =>
  (existsSync(join(SRC, 'pages', dir)) ? readdirSync(join(SRC, 'pages', dir)) : [])
    .filter((name) => existsSync(join(SRC, 'pages', dir, name, 'index.tsx')))
    .map((name) => `src/pages/${dir}/${name}/index.tsx`);

const LOGIN_ENTRIES = ['src/pages/login/Login/index.tsx', 'src/app.tsx'];
// The menus' labels (src/domain/menu.ts, the route table's) are shown by the layout, which is not on the login page.
const LOGIN_SKIP = ['config/routes.ts', 'src/domain/menu.ts'];

describe('translation namespaces', () => {
  it.each(['zh', 'en'] as const)('%s: every key is in the file its prefix names, and in one file only', (lng) => {
    const dir = join(ROOT, 'locales', lng);
    const misplaced: string[] = [];
    const seen = new Map<string, string>();
    for (const file of readdirSync(dir)) {
      const ns = file.replace(/\.json$/, '');
      for (const key of Object.keys(readNamespace(lng, ns))) {
        if (namespaceOf(key) !== ns) misplaced.push(`${key} in ${ns}, belongs in ${namespaceOf(key)}`);
        if (seen.has(key)) misplaced.push(`${key} in ${ns} and ${seen.get(key)}`);
        seen.set(key, ns);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('the login page and the app shell it starts in use only the login file', () => {
    expect(missingFrom(LOGIN_ENTRIES, namespacesFor('/login'), LOGIN_SKIP)).toEqual([]);
  });

  it('what the login page and the app shell render names its namespace: a bare useTranslation() loads `common`, the default', () => {
    const bare = modulesFrom(LOGIN_ENTRIES, LOGIN_SKIP).filter((file) => /\buseTranslation\(\s*\)/.test(readFileSync(file, 'utf8')));
    expect(bare.map((file) => file.slice(ROOT.length + 1))).toEqual([]);
  });

  it('the layout, the home page and the error pages use only the login and common files', () => {
    const entries = ['src/layoutConfig.tsx', 'src/pages/homepage/Home/index.tsx', ...pagesOf('exception')];
    expect(missingFrom(entries, namespacesFor('/homepage'))).toEqual([]);
  });

  it.each(Object.keys(config.areas))('the %s pages find every key in the files their area loads', (area) => {
    expect(missingFrom(pagesOf(area), namespacesFor(`/${area}/x`))).toEqual([]);
  });

  it('a page path asks for its area: /login its own file only', () => {
    expect(namespacesFor('/login')).toEqual(['login']);
    expect(namespacesFor('/outbound/b2c/pick')).toEqual(['login', 'common', 'outbound']);
    expect(namespacesFor('/system/role')).toEqual(['login', 'common', 'system']);
    expect(namespacesFor('/homepage')).toEqual(['login', 'common']);
  });
});
