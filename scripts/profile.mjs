/**
 * Where a cold load's main-thread time goes, by source (issue 23: "find where the render time goes"):
 *   PROFILE_SOURCE_MAPS=1 OUTPUT_PATH=/tmp/dist-prof npx max build
 *   node scripts/profile.mjs /tmp/dist-prof [/homepage] [runs=3]
 *   PROFILE_SWITCH=1 node scripts/profile.mjs /tmp/dist-prof /outbound/b2c   (a warm switch to that entry)
 *   PROFILE_BACKGROUND_MS=6000 node scripts/profile.mjs /tmp/dist-prof /homepage   (what runs after it is shown)
 * Serves the build, samples the renderer's JavaScript with the CDP profiler from navigation until
 * the page's content is visible, maps each sample to its original source through the build's source
 * maps and prints the self time per package / source folder and the heaviest functions.
 * PROFILE_CALLERS=isVisible also prints the call stacks under which such functions ran;
 * PROFILE_UNDER=prefetch where the time under such a function goes.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { launch } from '../e2e/browser.mjs';
import { apiToken, openAllSubmenus } from '../e2e/helpers.mjs';
import { startPreview } from '../e2e/server.mjs';
import { HOME_SELECTORS, newContext, SIDE_MENU } from './bench.mjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map');

const [dir, path = '/homepage', runsArg] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node scripts/profile.mjs <built dir with source maps> [path] [runs]');
  process.exit(2);
}
const RUNS = Number(runsArg || 3);
/** PROFILE_SWITCH=1: `path` is a menu entry clicked from the settled home page (a warm route switch), not a cold load. */
const SWITCH = !!process.env.PROFILE_SWITCH;
/** PROFILE_BACKGROUND_MS=6000: the work of the first 6 s after the page's content is visible (cold load), instead of the load itself. */
const BACKGROUND_MS = Number(process.env.PROFILE_BACKGROUND_MS || 0);
const selectors = path === '/login' ? ['#username'] : HOME_SELECTORS;

const consumers = new Map();
function consumerFor(url) {
  if (consumers.has(url)) return consumers.get(url);
  const file = join(dir, new URL(url).pathname);
  let c = null;
  if (existsSync(`${file}.map`)) c = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  consumers.set(url, c);
  return c;
}

/** The group a source belongs to: the package under node_modules, else its folder under src/. */
function groupOf(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 13).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const src = source.indexOf('src/');
  if (src >= 0) return source.slice(src).split('/').slice(0, 3).join('/');
  return source
    .replace(/^webpack:\/\/\//, '')
    .split('/')
    .slice(0, 2)
    .join('/');
}

const byGroup = new Map();
/** PROFILE_WINDOW_MS=50: the first run's self time per group in each window of that many ms from the profile's start. */
const WINDOW_MS = Number(process.env.PROFILE_WINDOW_MS || 0);
const windows = new Map();
function groupOfNode(n) {
  const f = n.callFrame;
  if (!f.url) return `(${f.functionName || 'native'})`;
  const c = consumerFor(f.url);
  const pos = c && c.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  return pos?.source ? groupOf(pos.source) : f.url.split('/').pop();
}
const frameKeys = new Map();
/** `name src/...:line` of a frame in the app's own code, else ''. */
function appFrame(f) {
  const k = `${f.url}:${f.lineNumber}:${f.columnNumber}`;
  if (frameKeys.has(k)) return frameKeys.get(k);
  let key = '';
  const c = f.url && consumerFor(f.url);
  if (c) {
    const pos = c.originalPositionFor({
      line: f.lineNumber + 1,
      column: f.columnNumber,
    });
    if (pos.source && !pos.source.includes('node_modules') && pos.source.includes('src/'))
      key = `${pos.name || f.functionName || '(anonymous)'} ${pos.source.slice(pos.source.indexOf('src/'))}:${pos.line}`;
  }
  frameKeys.set(k, key);
  return key;
}
/** PROFILE_CALLERS=isVisible: the call stacks (10 frames up) of the functions whose name contains it. */
const CALLERS = process.env.PROFILE_CALLERS;
const callerStacks = new Map();
/** A frame's original position and its source as `package/file` (or `src/...`), where a source map has them. */
function sourceOf(f) {
  const c = f.url && consumerFor(f.url);
  const pos = c && c.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  return pos?.source ? { pos, file: pos.source.replace(/^.*node_modules\//, '').replace(/^webpack:\/\/[^/]*\//, '') } : undefined;
}
/** `name package/file:line` of a frame, through the source maps where there are any. */
function frameName(f) {
  const src = sourceOf(f);
  if (!src) return f.functionName || '(anonymous)';
  return `${src.pos.name || f.functionName || '(anonymous)'} ${src.file}:${src.pos.line}`;
}
/**
 * PROFILE_MODULES=1: time in each module's own top-level code (its factory run by webpack's
 * `__webpack_require__`, less the modules it requires in turn): what loading a module costs before
 * anything of it is called.
 */
const MODULES = !!process.env.PROFILE_MODULES;
const byModule = new Map();
const isRequire = (f) => f.functionName === '__webpack_require__' || frameName(f).startsWith('__webpack_require__ ');
const moduleOf = (f) => sourceOf(f)?.file ?? f.url.split('/').pop();
const byFn = new Map();
/** PROFILE_UNDER=prefetch: where the time under that function goes (its callees, and self time by function). */
const UNDER = process.env.PROFILE_UNDER;
const underCallees = new Map();
const underSelf = new Map();
/** Self time per function within each group (PROFILE_GROUPS=i18next,antd prints those groups' functions). */
const fnByGroup = new Map();
/** Inclusive time of the app's own functions (src/): what each of them costs with what it calls. */
const inclusive = new Map();
const add = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);

/** Adds one run's CPU profile to the tables above. */
function account(profile, run) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n);
  const counts = new Map();
  let at = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    add(counts, profile.samples[i], profile.timeDeltas[i] / 1000);
    at += profile.timeDeltas[i] / 1000;
    if (WINDOW_MS && run === 0) {
      const w = Math.floor(at / WINDOW_MS);
      if (!windows.has(w)) windows.set(w, new Map());
      add(windows.get(w), groupOfNode(nodes.get(profile.samples[i])), profile.timeDeltas[i] / 1000);
    }
  }
  for (const [id, ms] of counts) {
    const { callFrame: f } = nodes.get(id);
    let group = f.url ? 'other script' : `(${f.functionName || 'native'})`;
    let fn = f.functionName || '(anonymous)';
    const c = f.url && consumerFor(f.url);
    if (c) {
      const pos = c.originalPositionFor({
        line: f.lineNumber + 1,
        column: f.columnNumber,
      });
      if (pos.source) {
        group = groupOf(pos.source);
        fn = `${pos.name || fn} ${pos.source.replace(/^.*node_modules\//, '').replace(/^webpack:\/\/\//, '')}:${pos.line}`;
      }
    }
    if (group === '(idle)' || group === '(program)') continue;
    if (CALLERS && fn.includes(CALLERS)) {
      const stack = [];
      for (let n = parents.get(id); n && stack.length < 10; n = parents.get(n.id)) stack.push(frameName(n.callFrame));
      add(callerStacks, stack.join('\n      < '), ms / RUNS);
    }
    add(byGroup, group, ms / RUNS);
    add(byFn, fn, ms / RUNS);
    if (MODULES) {
      for (let n = nodes.get(id); n; n = parents.get(n.id)) {
        const parent = parents.get(n.id);
        if (parent && isRequire(parent.callFrame) && !isRequire(n.callFrame)) {
          add(byModule, moduleOf(n.callFrame), ms / RUNS);
          break;
        }
      }
    }
    if (UNDER) {
      // the frames just below the first frame named UNDER, and self time within it, by function
      let below = null;
      for (let n = nodes.get(id); n; n = parents.get(n.id)) {
        if (frameName(n.callFrame).includes(UNDER)) {
          add(underCallees, below ? frameName(below.callFrame) : '(self)', ms / RUNS);
          add(underSelf, fn, ms / RUNS);
          break;
        }
        below = n;
      }
    }
    if (!fnByGroup.has(group)) fnByGroup.set(group, new Map());
    add(fnByGroup.get(group), fn, ms / RUNS);
    // walk up the stack once per distinct app function
    const seen = new Set();
    for (let n = nodes.get(id); n; n = parents.get(n.id)) {
      const key = appFrame(n.callFrame);
      if (key && !seen.has(key)) {
        seen.add(key);
        add(inclusive, key, ms / RUNS);
      }
    }
  }
}

const { baseUrl, stop } = await startPreview({
  outputPath: dir,
  env: { MOCK_SESSION_IDLE_MINUTES: '60' },
});
try {
  for (let run = 0; run < RUNS; run++) {
    const browser = await launch();
    try {
      const token = path === '/login' ? '' : await apiToken('admin', baseUrl);
      const context = await newContext(browser, token);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      if (SWITCH) {
        // A warm switch, as the bench times it: the home page settled, then a click on the entry.
        await page.goto(`${baseUrl}/homepage`);
        await page.locator('[data-testid=home-today]').waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(6000);
        await openAllSubmenus(page.locator(SIDE_MENU).first());
        await page.waitForTimeout(800);
        await cdp.send('Profiler.start');
        await page.locator(SIDE_MENU).locator(`a[href="${path}"]`).first().click();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
      } else if (BACKGROUND_MS) {
        // What runs after the page is shown (prefetching, warm-ups): from its content visible on.
        await page.goto(`${baseUrl}${path}`);
        for (const s of selectors) await page.locator(s).first().waitFor({ state: 'visible', timeout: 30_000 });
        await cdp.send('Profiler.start');
        await page.waitForTimeout(BACKGROUND_MS);
      } else {
        await cdp.send('Profiler.start');
        await page.goto(`${baseUrl}${path}`);
        for (const s of selectors) await page.locator(s).first().waitFor({ state: 'visible', timeout: 30_000 });
      }
      const { profile } = await cdp.send('Profiler.stop');
      account(profile, run);
    } finally {
      await browser.close();
    }
  }
} finally {
  await stop();
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
const total = [...byGroup.values()].reduce((a, b) => a + b, 0);
console.log(`${path}: ${total.toFixed(0)} ms of sampled JavaScript (mean of ${RUNS} runs), by source:`);
for (const [k, v] of top(byGroup, 30)) console.log(`  ${v.toFixed(1).padStart(7)} ms  ${k}`);
if (MODULES) {
  const all = [...byModule.values()].reduce((a, b) => a + b, 0);
  console.log(`modules' own top-level code: ${all.toFixed(1)} ms in ${byModule.size} modules; the costliest:`);
  for (const [k, v] of top(byModule, 40)) console.log(`  ${v.toFixed(1).padStart(7)} ms  ${k}`);
}
console.log('heaviest functions (self time):');
for (const [k, v] of top(byFn, 40)) console.log(`  ${v.toFixed(1).padStart(7)} ms  ${k}`);
console.log('app functions, inclusive time:');
for (const [k, v] of top(inclusive, 30)) console.log(`  ${v.toFixed(1).padStart(7)} ms  ${k}`);
if (CALLERS) {
  console.log(`callers of ${CALLERS} (self time of the function under each stack):`);
  for (const [k, v] of top(callerStacks, 8)) console.log(`  ${v.toFixed(1).padStart(7)} ms  < ${k}`);
}
if (UNDER) {
  console.log(`under ${UNDER}, by callee:`);
  for (const [k, v] of top(underCallees, 12)) console.log(`  ${v.toFixed(1).padStart(7)} ms  ${k}`);
  console.log(`under ${UNDER}, self time by function:`);
  for (const [k, v] of top(underSelf, 20)) console.log(`  ${v.toFixed(1).padStart(7)} ms  ${k}`);
}
for (const g of (process.env.PROFILE_GROUPS ?? '').split(',').filter(Boolean)) {
  console.log(`${g}:`);
  for (const [k, v] of top(fnByGroup.get(g) ?? new Map(), 12)) console.log(`  ${v.toFixed(1).padStart(7)} ms  ${k}`);
}
for (const [w, m] of [...windows].sort((a, b) => a[0] - b[0])) {
  const busy = [...m].filter(([k]) => k !== '(idle)').reduce((a, [, v]) => a + v, 0);
  console.log(
    `${String(w * WINDOW_MS).padStart(5)} ms  busy ${busy.toFixed(0).padStart(3)}  ${top(m, 5)
      .filter(([k]) => k !== '(idle)')
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ')}`,
  );
}
