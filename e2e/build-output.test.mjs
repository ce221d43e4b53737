/**
 * The production build's base libraries (issue 5): React, ReactDOM and dayjs are loaded by
 * <script> tags before the app bundle, each with a sha384 integrity: of the installed package file
 * for a CDN's copy, of the copy in <output>/vendor/ (the installed file after V8's compile hint)
 * otherwise. Every emitted script starts with the compile hint (issue 23). Reads the build the
 * runner made (OUTPUT_PATH || dist); no browser.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const out = resolve(root, process.env.OUTPUT_PATH || 'dist');
const require = createRequire(join(root, 'package.json'));

const VENDORS = [
  { pkg: 'react', file: 'umd/react.production.min.js', global: 'React' },
  { pkg: 'react-dom', file: 'umd/react-dom.production.min.js', global: 'ReactDOM' },
  { pkg: 'dayjs', file: 'dayjs.min.js', global: 'dayjs' },
];

/** config/plugins/compileHints.ts */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const sri = (buf) => `sha384-${createHash('sha384').update(buf).digest('base64')}`;
const installed = (v) => {
  const pkgJson = require.resolve(`${v.pkg}/package.json`);
  const { version } = JSON.parse(readFileSync(pkgJson, 'utf8'));
  return { version, file: join(dirname(pkgJson), v.file), path: `${v.pkg}@${version}/${v.file}` };
};

/** The <script> tags of index.html in document order, with their attributes. */
function scripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs, body]) => {
    const a = Object.fromEntries([...attrs.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, k, v]) => [k, v ?? '']));
    return { ...a, body };
  });
}

describe('production build: base libraries', { skip: !existsSync(join(out, 'index.html')) && 'no build output' }, () => {
  const html = existsSync(join(out, 'index.html')) ? readFileSync(join(out, 'index.html'), 'utf8') : '';
  const tags = scripts(html);
  const appIndex = tags.findIndex((t) => /\/umi\.[\w]+\.js$/.test(t.src || ''));

  it('loads React, ReactDOM and dayjs before the app bundle, in that order', () => {
    assert.ok(appIndex >= 0, 'umi.js script tag');
    const vendorTags = tags.filter((t) => t['data-vendor'] && !t['data-fallback']);
    assert.deepEqual(vendorTags.map((t) => t['data-vendor']), VENDORS.map((v) => v.pkg));
    for (const t of vendorTags) assert.ok(tags.indexOf(t) < appIndex, `${t['data-vendor']} before the bundle`);
  });

  for (const v of VENDORS) {
    it(`${v.pkg}: /vendor/ has the installed file after the compile hint, and the tag's integrity matches what it loads`, () => {
      const inst = installed(v);
      const file = readFileSync(inst.file);
      const localPath = join(out, 'vendor', inst.path);
      assert.ok(existsSync(localPath), `vendor/${inst.path} in the output`);
      const local = readFileSync(localPath);
      assert.ok(local.equals(Buffer.concat([Buffer.from(COMPILE_HINT), file])), 'the installed file with the hint in front');
      const tag = tags.find((t) => t['data-vendor'] === v.pkg && !t['data-fallback']);
      assert.ok(tag, `script tag for ${v.pkg}`);
      assert.ok(tag.src.endsWith(`/${inst.path}`), `${tag.src} is ${inst.path} at the installed version`);
      if (tag.src.startsWith('/vendor/')) {
        assert.equal(tag.integrity, sri(local));
      } else {
        // From a CDN (the installed file as published): crossorigin for SRI, and an inline fallback to the local copy right after.
        assert.equal(tag.integrity, sri(file));
        assert.equal(tag.crossorigin, 'anonymous');
        const next = tags[tags.indexOf(tag) + 1];
        assert.match(next.body, new RegExp(`window\\.${v.global}\\|\\|document\\.write`));
        assert.ok(next.body.includes(`/vendor/${inst.path}`) && next.body.includes(sri(local)), 'fallback to the local copy, with its own integrity');
      }
    });
  }

  it("runs umi's route preload helper before the blocking scripts, so a route's chunks are asked for at once", () => {
    const helper = tags.findIndex((t) => /preload_helper/.test(t.src || ''));
    assert.ok(helper >= 0, 'preload helper script tag');
    assert.equal(helper, 0, `first script of the page: ${tags.map((t) => t.src || 'inline').join(', ')}`);
  });

  it("starts every script webpack emitted with V8's compile hint (compiled off the main thread as it streams in)", () => {
    const emitted = readdirSync(out).filter((f) => f.endsWith('.js') && !f.startsWith('preload_helper'));
    assert.ok(emitted.length > 20, `${emitted.length} scripts`);
    const without = emitted.filter((f) => !readFileSync(join(out, f), 'utf8').startsWith(COMPILE_HINT));
    assert.deepEqual(without, []);
  });

  it('does not bundle React or dayjs into the app code', () => {
    const app = readFileSync(join(out, tags[appIndex].src.replace(/^.*\//, '')), 'utf8');
    assert.ok(!app.includes('__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED=') && !app.includes('react.production.min.js'));
    assert.ok(!/https:\/\/reactjs\.org\/docs\/error-decoder/.test(app), 'no react-dom in umi.js');
  });
});

// config/plugins/firstStyles.ts: antd's styles of the first pages, extracted at build time.
describe("production build: antd's first styles as a CSS file", { skip: !existsSync(join(out, 'index.html')) && 'no build output' }, () => {
  const html = existsSync(join(out, 'index.html')) ? readFileSync(join(out, 'index.html'), 'utf8') : '';
  const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);

  it("is linked before the app's own CSS (where antd's style tags would be)", () => {
    const first = links.findIndex((href) => /\/antd-first\.[0-9a-f]{8}\.css$/.test(href));
    assert.ok(first >= 0, `links: ${links.join(', ')}`);
    assert.ok(first < links.findIndex((href) => /\/umi\.[\w]+\.css$/.test(href)), 'before umi.css');
  });

  it("lists every extracted style in the cache-path rule antd's runtime reads, in the console's theme", () => {
    const css = readFileSync(join(out, links.find((href) => href.includes('antd-first.')).replace(/^.*\//, '')), 'utf8');
    const map = css.match(/\.data-ant-cssinjs-cache-path\{content:"([^"]+)";\}/);
    assert.ok(map, 'the cache-path rule');
    const paths = map[1].split(';').map((entry) => entry.split(':')[0]);
    for (const component of ['Button-Button', 'Input-Component', 'Dropdown-Dropdown', 'Card-Card', 'Skeleton-Skeleton', 'Descriptions-Descriptions']) {
      assert.ok(paths.some((p) => p.includes(`|${component}|`)), `${component} in ${paths.join(', ')}`);
    }
    assert.equal(new Set(paths.filter((p) => /^[A-Z]/.test(p.split('|')[1] ?? '')).map((p) => p.split('|')[0])).size, 1, 'one theme (token hash) for all components');
    assert.ok(css.includes('ant-btn-primary'), 'the primary button rules');
  });
});

// config/shims/manifest.ts: the build reports the stand-ins it bundled (ShimReportPlugin), under a
// name made from the output folder as buildReportName does.
describe('production build: replacements of library internals', { skip: !existsSync(join(out, 'index.html')) && 'no build output' }, () => {
  it('bundles exactly the stand-ins the manifest lists', () => {
    const name = `build-${createHash('sha1').update(out).digest('hex').slice(0, 10)}`;
    const report = JSON.parse(readFileSync(join(root, 'node_modules', '.shim-report', `${name}.json`), 'utf8'));
    assert.ok(report.expected.length > 0);
    assert.deepEqual(report.used, report.expected);
  });
});

// .umirc.ts (sharedStyles): CSS that several async chunks use is in shared CSS chunks, as shared JS is.
describe("production build: the pages' CSS", { skip: !existsSync(join(out, 'index.html')) && 'no build output' }, () => {
  it('has each rule in one CSS chunk only (a kit or the side menu is not copied into every page that uses it)', () => {
    const files = readdirSync(out).filter((f) => f.endsWith('.chunk.css'));
    assert.ok(files.length > 3, `CSS chunks: ${files.join(', ')}`);
    const filesByRule = new Map();
    for (const file of files) {
      const rules = readFileSync(join(out, file), 'utf8')
        .split('}')
        .map((r) => r.trim())
        .filter((r) => r.includes('{') && !r.startsWith('@'));
      for (const rule of new Set(rules)) filesByRule.set(rule, [...(filesByRule.get(rule) ?? []), file]);
    }
    const copied = [...filesByRule].filter(([, inFiles]) => inFiles.length > 1);
    assert.ok(filesByRule.size > 50, `rules found: ${filesByRule.size}`);
    assert.deepEqual(
      copied.slice(0, 5).map(([rule, inFiles]) => `${rule.slice(0, 60)} in ${inFiles.length} files`),
      [],
    );
  });
});
