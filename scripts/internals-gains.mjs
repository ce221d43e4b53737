/**
 * What each replacement of library internals earns (config/internals.ts): `node scripts/internals-gains.mjs`.
 * Builds once with WMS_LIBRARY_INTERNALS on, once off, and once with each mechanism alone off
 * (`-name`), into bench/int/<variant>, serves them all, and measures in fresh Chromium contexts:
 *   - the JS + CSS bytes (compressed, on the wire) of cold /login and /homepage (exact; the
 *     background route prefetch turned off, so only the page's own bytes count);
 *   - main-thread busy time until /login's form and /homepage's content show (traced cold loads,
 *     scripts/trace.mjs), and the untraced wall-clock time until they show;
 *   - with GAINS_SWITCH=1, warm route switches to the bench's list and inbound screens.
 * The variants take turns in each round (a load on the machine falls on all alike). Prints the
 * median and the min–max spread per variant, and each mechanism's gain against all on.
 * Env: GAINS_RUNS=5, GAINS_ONLY=a,b (these mechanisms alone off, besides on and off),
 * GAINS_SKIP_BUILD=1 (reuse the folders), GAINS_SWITCH=1.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apiToken } from '../e2e/helpers.mjs';
import { build, root, startPreview } from '../e2e/server.mjs';
import { coldLoad, HOME_SELECTORS, INBOUND_SCREENS, tracedLoad, warmRun } from './bench.mjs';

const MECHANISMS = ['shims', 'lazyRoutes', 'chunkNames', 'sharedStyles', 'firstStyles', 'loginShell', 'preloadHelper'];
const RUNS = Number(process.env.GAINS_RUNS || 5);
const only = process.env.GAINS_ONLY ? process.env.GAINS_ONLY.split(',') : MECHANISMS;
const variants = ['on', 'off', ...only.map((m) => `-${m}`)];
const NO_PREFETCH = () => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
const SWITCH_HREFS = ['/warehouse', '/basic', '/outbound/b2c', '/inventory', ...INBOUND_SCREENS];

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => {
  const s = sorted(xs);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const spread = (xs) => (xs.length ? `${Math.round(median(xs))} (${Math.round(sorted(xs)[0])}–${Math.round(sorted(xs).at(-1))})` : '-');

const servers = [];
try {
  for (const v of variants) {
    const outputPath = join(root, 'bench', 'int', v);
    if (!(process.env.GAINS_SKIP_BUILD && existsSync(join(outputPath, 'index.html')))) {
      process.stdout.write(`building ${v} ... `);
      const started = Date.now();
      if (build({ outputPath, env: { UMI_APP_E2E_HOOKS: '1', WMS_LIBRARY_INTERNALS: v } }) !== 0) throw new Error(`build ${v} failed`);
      process.stdout.write(`${Math.round((Date.now() - started) / 1000)} s\n`);
    }
    const { baseUrl, stop } = await startPreview({ outputPath, env: { MOCK_SESSION_IDLE_MINUTES: '60', WMS_LIBRARY_INTERNALS: v } });
    servers.push({ v, baseUrl, stop, loginBusy: [], homeBusy: [], loginWall: [], homeWall: [], switches: [] });
  }
  for (const s of servers) {
    await coldLoad(s.baseUrl, '/login', ['#username'], undefined, NO_PREFETCH); // the server compresses and caches first
    s.loginKB = (await coldLoad(s.baseUrl, '/login', ['#username'], undefined, NO_PREFETCH)).jsCss / 1024;
    s.homeKB = (await coldLoad(s.baseUrl, '/homepage', HOME_SELECTORS, await apiToken('admin', s.baseUrl), NO_PREFETCH)).jsCss / 1024;
  }
  for (let i = 0; i < RUNS; i++) {
    for (const s of i % 2 ? [...servers].reverse() : servers) {
      const token = await apiToken('admin', s.baseUrl);
      s.loginBusy.push((await tracedLoad(s.baseUrl, '/login', ['#username'])).busyMs);
      s.homeBusy.push((await tracedLoad(s.baseUrl, '/homepage', HOME_SELECTORS, token)).busyMs);
      s.loginWall.push((await coldLoad(s.baseUrl, '/login', ['#username'])).visible);
      s.homeWall.push((await coldLoad(s.baseUrl, '/homepage', HOME_SELECTORS, token)).visible);
      if (process.env.GAINS_SWITCH) s.switches.push(...(await warmRun(s.baseUrl, token, false, { only: SWITCH_HREFS })).switches.map((x) => x.ms));
    }
    process.stdout.write(`run ${i + 1}/${RUNS}\n`);
  }
  console.log('\nvariant | /login KB | /homepage KB | /login busy ms | /homepage busy ms | /login visible ms | /homepage visible ms | switch ms');
  for (const s of servers) {
    console.log(`${s.v} | ${s.loginKB.toFixed(1)} | ${s.homeKB.toFixed(1)} | ${spread(s.loginBusy)} | ${spread(s.homeBusy)} | ${spread(s.loginWall)} | ${spread(s.homeWall)} | ${spread(s.switches)}`);
  }
  const on = servers[0];
  console.log('\ngain against all on (the variant without it minus all on; median of each):');
  for (const s of servers.slice(1)) {
    const d = (k) => Math.round(median(s[k]) - median(on[k]));
    const sw = s.switches.length ? `, switch ${d('switches')} ms` : '';
    console.log(`${s.v}: login ${(s.loginKB - on.loginKB).toFixed(1)} KB, home ${(s.homeKB - on.homeKB).toFixed(1)} KB; busy login ${d('loginBusy')} ms, home ${d('homeBusy')} ms; visible login ${d('loginWall')} ms, home ${d('homeWall')} ms${sw}`);
  }
} finally {
  for (const s of servers) s.stop();
}
