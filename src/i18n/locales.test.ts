import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import { readTexts } from '@/testing/texts';

const en = readTexts('en');
const zh = readTexts('zh');

const CJK = /[\u4e00-\u9fff]/;
const ROOT = join(__dirname, '..', '..');

/** The non-test .ts/.tsx files under dir (test helpers in `testing` folders/files left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith('.umi') || name === 'testing' || name === 'testing.ts') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('translation files', () => {
  test('both languages have exactly the same keys, none empty', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of [...Object.entries(zh), ...Object.entries(en)]) {
      expect([key, typeof text === 'string' && text.trim().length > 0]).toEqual([key, true]);
    }
  });

  test('English texts contain no Chinese', () => {
    const offenders = Object.entries(en).filter(([key, text]) => key !== 'lang.zh' && CJK.test(text));
    expect(offenders).toEqual([]);
  });

  test('every literal t("key") in the source exists', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(join(__dirname, '..'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) {
        if (!(m[1] in zh)) missing.push(`${file}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('no Chinese text in components (it belongs in locales/)', () => {
    const offenders = sourceFiles(join(__dirname, '..')).filter((f) => CJK.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  test('no template-literal translation key in t() or the mock\'s translate(): it hides keys from these checks (use a map of literal keys)', () => {
    const offenders = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'mock'))].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(?:t|translate)\((?:[^,()]*(?:\([^()]*\))?,)?\s*`[^`]*`/g)].map((m) => `${file}: ${m[0]}`),
    );
    expect(offenders).toEqual([]);
  });

  test('every key is used: it appears as a quoted literal in src/, mock/ or config/', () => {
    const literals = new Set<string>();
    for (const file of ['src', 'mock', 'config'].flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/(['"`])([\w.-]+)\1/g)) literals.add(m[2]);
    }
    // i18next picks `key_one` itself when the call asks for `key` with a count.
    const used = (key: string) => literals.has(key) || (key.endsWith('_one') && literals.has(key.slice(0, -'_one'.length)));
    expect(Object.keys(en).filter((key) => !used(key))).toEqual([]);
  });

  test('every quoted literal that looks like a key exists (the values of the key maps included)', () => {
    const namespaces = new Set(Object.keys(en).map((key) => key.split('.')[0]));
    const missing: string[] = [];
    for (const file of ['src', 'mock', 'config'].flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/(['"`])([\w-]+(?:\.[\w-]+)+)\1/g)) {
        const literal = m[2];
        if (namespaces.has(literal.split('.')[0]) && !/\.(json|tsx?|less)$/.test(literal) && !(literal in en)) missing.push(`${file}: ${literal}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
