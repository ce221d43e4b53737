// Every repository path README.md and docs/*.md name exists: backticked paths, paths in code
// blocks and relative links. A glob or a <placeholder> checks the folder before it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '../..');

/** The top-level entries git tracks: a path counts as the repository's only when it starts with one. */
function topLevel() {
  try {
    const files = execFileSync('git', ['ls-files'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    }).split('\n');
    return new Set(files.filter(Boolean).map((f) => f.split('/')[0]));
  } catch {
    return new Set(readdirSync(root).filter((n) => n !== 'node_modules' && n !== '.git'));
  }
}
const TOP = topLevel();

const docs = () => [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((n) => n.endsWith('.md'))
    .map((n) => `docs/${n}`),
];

/** Where a name stops being literal: a glob, a placeholder, an ellipsis, a brace list. */
const WILD = /[*<>{}…?[\]]|\.\.\./;

/** The repository path a word names, or null; `check`: the literal part to look for. */
export function pathIn(word, doc = 'README.md') {
  let w = word.trim().replace(/^['"(]+|[)'",;:.]+$/g, '');
  w = w.replace(/#.*$/, '').replace(/:\d+(:\d+)?$/, '');
  // relative to the document: ./x, ../x
  // (a quoted './x' is a string of code, relative to something else)
  if (/^\.\.?\//.test(w))
    return /^['"]/.test(word) || WILD.test(w)
      ? null
      : {
          word,
          check: relative(root, resolve(root, dirname(doc), w))
            .split(sep)
            .join('/'),
        };
  if (!w || /^[a-z]+:\/\//i.test(w) || w.startsWith('/')) return null;
  const first = w.split('/')[0];
  if (!TOP.has(first.replace(WILD, '')) && !TOP.has(first)) return null;
  if (!w.includes('/') && w !== first) return null;
  const wild = w.search(WILD);
  if (wild === -1) return { word, check: w };
  const cut = w.lastIndexOf('/', wild);
  return cut === -1 ? null : { word, check: w.slice(0, cut + 1) };
}

/** The words of a Markdown file that may be paths: inline code, code blocks, link targets. */
export function candidates(md) {
  const out = [];
  const blocks = md.split(/^```.*$/m);
  blocks.forEach((part, i) => {
    if (i % 2 === 1) {
      for (const word of part.split(/[\s=]+/)) out.push(word);
      return;
    }
    for (const [, code] of part.matchAll(/`([^`\n]+)`/g)) for (const word of code.split(/[\s=,()]+/)) out.push(word);
    for (const [, target] of part.replace(/`[^`\n]+`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) out.push(target);
  });
  return out;
}

test('the paths the documents name exist', () => {
  const missing = [];
  for (const doc of docs()) {
    const text = readFileSync(join(root, doc), 'utf8');
    const seen = new Set();
    for (const word of candidates(text)) {
      const found = pathIn(word, doc);
      if (!found || seen.has(found.check)) continue;
      seen.add(found.check);
      // a path out of the repository is one a reader of the repository does not have
      if (found.check.startsWith('..') || !existsSync(join(root, found.check))) missing.push(`${doc}: ${found.word}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('a glob or a placeholder checks the folder before it; other words are not paths', () => {
  assert.deepEqual(pathIn('src/pages/<area>/<Screen>/index.tsx'), {
    word: 'src/pages/<area>/<Screen>/index.tsx',
    check: 'src/pages/',
  });
  assert.deepEqual(pathIn('`e2e/*.test.mjs`'.slice(1, -1)), {
    word: 'e2e/*.test.mjs',
    check: 'e2e/',
  });
  assert.equal(pathIn('/api/openapi.json'), null);
  assert.equal(pathIn('https://example.com/src/x'), null);
  assert.equal(pathIn('index.html'), null);
  assert.equal(pathIn('utils/routeData'), null);
  assert.deepEqual(pathIn('package.json'), {
    word: 'package.json',
    check: 'package.json',
  });
  assert.deepEqual(pathIn('src/app.tsx:12'), {
    word: 'src/app.tsx:12',
    check: 'src/app.tsx',
  });
  assert.deepEqual(pathIn('../README.md', 'docs/kits.md'), {
    word: '../README.md',
    check: 'README.md',
  });
  assert.deepEqual(pathIn('../../x.md', 'docs/kits.md'), {
    word: '../../x.md',
    check: '../x.md',
  });
  assert.equal(pathIn('...rest'), null);
  assert.equal(pathIn("'./outbound/Destroy'"), null);
  assert.deepEqual(pathIn('./mock.md', 'docs/kits.md'), {
    word: './mock.md',
    check: 'docs/mock.md',
  });
  assert.ok(candidates('a `node scripts/x.mjs /tmp/a` b [m](docs/mock.md)').includes('scripts/x.mjs'));
  assert.ok(candidates('```\nconfig/routes.ts   the tree\n```').includes('config/routes.ts'));
});
