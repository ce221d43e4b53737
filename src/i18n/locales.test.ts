import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import en from '../../locales/en/common.json';
import zh from '../../locales/zh/common.json';

const CJK = /[\u4e00-\u9fff]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith('.umi') || name === 'testing') return [];
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
});
