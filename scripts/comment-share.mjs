/**
 * Share of comment-only lines among non-blank lines of <dir>/**\/*.ts(x), .umi* left out; `--long` lists
 * blocks of over 3 lines of text:  node scripts/comment-share.mjs [top=15] [--all] [--long] [--dir=src]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '../..');

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.umi') || e.name === 'node_modules') continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (/\.tsx?$/.test(e.name)) yield p;
  }
}

/** Counts a file's non-blank lines and those that are only comment; `blocks`: runs of comment lines. */
export function countLines(text) {
  let code = 0;
  let comment = 0;
  let inBlock = false;
  const blocks = [];
  let run = null;
  const lines = text.split('\n');
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const before = comment;
    countLine(line);
    if (comment > before) {
      const text = !/^(\{?\/\*\*?|\*\/\}?)$/.test(line);
      if (run && run.end === i - 1) {
        run.end = i;
        run.text += text;
      } else blocks.push((run = { start: i, end: i, text: +text }));
    }
  });
  return { code, comment, blocks };

  function countLine(line) {
    if (!line) return;
    if (inBlock) {
      comment++;
      if (line.includes('*/')) {
        inBlock = false;
        if (
          line
            .slice(line.indexOf('*/') + 2)
            .trim()
            .replace(/^\}/, '')
        ) {
          comment--;
          code++;
        }
      }
      return;
    }
    const bare = line.replace(/^\{/, '');
    if (bare.startsWith('//')) comment++;
    else if (bare.startsWith('/*')) {
      comment++;
      if (!bare.includes('*/', 2)) inBlock = true;
      else if (
        bare
          .slice(bare.indexOf('*/', 2) + 2)
          .trim()
          .replace(/^\}/, '')
      ) {
        comment--;
        code++;
      }
    } else code++;
  }
}

const args = process.argv.slice(2);
const top = Number(args.find((a) => /^\d+$/.test(a)) ?? 15);
const all = [];
let code = 0;
let comment = 0;
const dir = args.find((a) => a.startsWith('--dir='))?.slice(6) ?? 'src';
for (const file of files(join(root, dir))) {
  const c = countLines(readFileSync(file, 'utf8'));
  code += c.code;
  comment += c.comment;
  all.push({
    file: relative(root, file),
    ...c,
    share: c.comment / (c.code + c.comment || 1),
  });
}
const pct = (x) => `${(x * 100).toFixed(1)} %`;
console.log(`${dir}/**/*.ts(x): ${comment} comment lines of ${code + comment} non-blank lines: ${pct(comment / (code + comment))}`);
const list = args.includes('--all') ? all : [...all].sort((a, b) => b.comment - a.comment).slice(0, top);
console.log(`\n${args.includes('--all') ? 'every file' : `top ${top} files by comment lines`}:`);
for (const f of list) console.log(`  ${String(f.comment).padStart(5)} / ${String(f.code + f.comment).padStart(5)}  ${pct(f.share).padStart(7)}  ${f.file}`);
if (args.includes('--long')) {
  console.log('\ncomment blocks of more than 3 lines:');
  for (const f of all) for (const b of f.blocks) if (b.text > 3) console.log(`  ${f.file}:${b.start + 1} (${b.text} lines)`);
}
