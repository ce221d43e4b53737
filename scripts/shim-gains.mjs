/**
 * The measured gain of each replacement of library internals (config/shims/manifest.ts):
 * `npm run shim-gains`. Builds once with every entry and once without each (SHIMS_OFF), serves
 * each build, and measures, in fresh Chromium contexts:
 *   - the JS + CSS bytes (compressed, on the wire) of cold /login and /homepage loads (exact: no
 *     median needed);
 *   - the main-thread work of a cold load of the B2C order list until its rows show (median of
 *     SHIM_RUNS, default 5; scripts/trace.mjs), for the entries that save run time.
 * Prints one line per entry: the bytes and ms it saves. Write the figures into the manifest.
 * Env: SHIM_RUNS, SHIM_ONLY=a,b (measure these entries only), SHIM_SKIP_BUILD=1 (reuse bench/shims).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apiToken } from '../e2e/helpers.mjs';
import { build, root, startPreview } from '../e2e/server.mjs';
import { coldLoad, HOME_SELECTORS, tracedLoad } from './bench.mjs';

const RUNS = Number(process.env.SHIM_RUNS || 5);
const names = ['card-tabs-lazy', 'form-tooltip-lazy', 'button-color-presets', 'rc-table-scrollbar-size', 'cssinjs-dynamic-css', 'layout-path-matchers', 'rc-color-class-only', 'lazy-antd-parts', 'layout-menus-lazy', 'breadcrumb-dropdown-lazy', 'no-global-regenerator', 'umi-request-shims'];
const only = process.env.SHIM_ONLY ? process.env.SHIM_ONLY.split(',') : names;
/** The entries that save run time rather than bytes: only these (and the base) are traced. */
const RUNTIME = new Set(['rc-table-scrollbar-size', 'cssinjs-dynamic-css', 'layout-path-matchers']);
const LIST_SELECTORS = ['tbody tr[data-row-key]'];
/**
 * A slow load (a busy machine) reaches network idle after the background route prefetch has begun
 * (components/RoutePrefetch): "save data" turns it off, so only the page's own bytes count.
 */
const NO_PREFETCH = () => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

async function measure(variant) {
  const outputPath = join(root, 'bench', 'shims', variant);
  if (!(process.env.SHIM_SKIP_BUILD && existsSync(join(outputPath, 'index.html')))) {
    process.stdout.write(`building ${variant} ... `);
    if (build({ outputPath, env: { SHIMS_OFF: variant === 'all' ? '' : variant } }) !== 0) throw new Error(`build ${variant} failed`);
    process.stdout.write('done\n');
  }
  const { baseUrl, stop } = await startPreview({ outputPath, env: { MOCK_SESSION_IDLE_MINUTES: '60' } });
  try {
    await coldLoad(baseUrl, '/login', ['#username'], undefined, NO_PREFETCH);
    const login = await coldLoad(baseUrl, '/login', ['#username'], undefined, NO_PREFETCH);
    const home = await coldLoad(baseUrl, '/homepage', HOME_SELECTORS, await apiToken('admin', baseUrl), NO_PREFETCH);
    const ms = [];
    const runs = variant === 'all' || RUNTIME.has(variant) ? RUNS : 0;
    for (let i = 0; i < runs; i++) ms.push((await tracedLoad(baseUrl, '/outbound/b2c', LIST_SELECTORS, await apiToken('admin', baseUrl))).busyMs);
    return { login: login.jsCss, home: home.jsCss, listBusy: ms.length ? median(ms) : NaN };
  } finally {
    stop();
  }
}

const base = await measure('all');
console.log(`all entries: /login ${(base.login / 1024).toFixed(1)} KB, /homepage ${(base.home / 1024).toFixed(1)} KB, B2C list main thread ${Math.round(base.listBusy)} ms`);
for (const name of only) {
  const off = await measure(name);
  const kb = Math.max(off.login - base.login, off.home - base.home) / 1024;
  const ms = Number.isNaN(off.listBusy) ? '' : `, ${Math.round(off.listBusy - base.listBusy)} ms main thread on the first B2C list load (off: ${Math.round(off.listBusy)} ms)`;
  console.log(`${name}: saves ${kb.toFixed(1)} KB gzip at start${ms}`);
}
