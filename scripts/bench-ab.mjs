/**
 * A/B of two builds on a busy or quiet machine (issue 23: "no change without a figure"):
 *   node scripts/bench-ab.mjs <dirA> <dirB> [runs]
 * Serves each built directory with `max preview` (mock included) and alternates cold traced loads of
 * /login and /homepage between them (A, B, A, B…), so a load on the machine falls on both alike.
 * Prints, per build, the median main-thread busy time until the form / content is visible (Chromium
 * trace, scripts/trace.mjs) with its script and style shares, and the wall-clock time.
 *   AB_SWITCH=1 node scripts/bench-ab.mjs <dirA> <dirB> [runs] [href ...]
 * alternates warm route switches instead (the bench's warm runs: a settled home page, then each menu
 * entry clicked in turn, click -> content visible), by default to the bench's kit lists and its
 * inbound/inventory screens; prints the median and p95 of each build and each entry's medians.
 * Beside each figure, in brackets, the lowest and highest of the runs' own figures: the runs' spread.
 */
import { coldLoad, HOME_SELECTORS, INBOUND_SCREENS, percentile, tracedLoad, warmRun } from './bench.mjs';
import { apiToken } from '../e2e/helpers.mjs';
import { startPreview } from '../e2e/server.mjs';

const [dirA, dirB, runsArg, ...switchArgs] = process.argv.slice(2);
const SWITCH = !!process.env.AB_SWITCH;
/** The switch A/B's entries: kit lists of several areas, then the bench's inbound/inventory screens. */
const SWITCH_HREFS = switchArgs.length ? switchArgs : ['/warehouse', '/basic', '/outbound/b2c', '/inventory', ...INBOUND_SCREENS];
if (!dirA || !dirB) {
  console.error('usage: node scripts/bench-ab.mjs <built dir A> <built dir B> [runs=7]');
  process.exit(2);
}
const RUNS = Number(runsArg || 7);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const servers = [];
for (const [name, outputPath] of [
  ['A', dirA],
  ['B', dirB],
]) {
  const { baseUrl, stop } = await startPreview({ outputPath, env: { MOCK_SESSION_IDLE_MINUTES: '60' } });
  servers.push({ name, dir: outputPath, baseUrl, stop, login: [], home: [], loginWall: [], homeWall: [], switches: [], switchRuns: [] });
}
try {
  for (const s of servers) await coldLoad(s.baseUrl, '/login', ['#username']); // the server compresses and caches first
  for (let i = 0; i < RUNS; i++) {
    for (const s of i % 2 ? [...servers].reverse() : servers) {
      if (SWITCH) {
        const { switches } = await warmRun(s.baseUrl, await apiToken('admin', s.baseUrl), false, { only: SWITCH_HREFS });
        s.switches.push(...switches);
        s.switchRuns.push(switches.map((x) => x.ms));
        continue;
      }
      s.login.push(await tracedLoad(s.baseUrl, '/login', ['#username']));
      s.home.push(await tracedLoad(s.baseUrl, '/homepage', HOME_SELECTORS, await apiToken('admin', s.baseUrl)));
      s.loginWall.push((await coldLoad(s.baseUrl, '/login', ['#username'])).visible);
      s.homeWall.push((await coldLoad(s.baseUrl, '/homepage', HOME_SELECTORS, await apiToken('admin', s.baseUrl))).visible);
    }
    process.stdout.write(`run ${i + 1}/${RUNS}\n`);
  }
  const spread = (xs) => `[${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}]`;
  const fmt = (traces, wall) => {
    const busy = traces.map((t) => t.busyMs);
    return `busy ${Math.round(median(busy))} ms ${spread(busy)} (script ${Math.round(median(traces.map((t) => t.byKindMs.script)))}, style ${Math.round(median(traces.map((t) => t.byKindMs.style)))}), visible ${Math.round(median(wall))} ms ${spread(wall)}`;
  };
  for (const s of servers) {
    console.log(`${s.name} ${s.dir}`);
    if (SWITCH) {
      const ms = s.switches.map((x) => x.ms);
      const runMedians = s.switchRuns.map(median);
      const runP95s = s.switchRuns.map((xs) => percentile(xs, 95));
      console.log(`  switches (${ms.length}): median ${Math.round(median(ms))} ms ${spread(runMedians)}, p95 ${Math.round(percentile(ms, 95))} ms ${spread(runP95s)}`);
      const by = {};
      for (const x of s.switches) (by[x.href] ||= []).push(x.ms);
      console.log(`  per entry (median): ${Object.entries(by).map(([h, xs]) => `${h} ${Math.round(median(xs))}`).join(', ')}`);
      continue;
    }
    console.log(`  /login     ${fmt(s.login, s.loginWall)}`);
    console.log(`  /homepage  ${fmt(s.home, s.homeWall)}`);
  }
} finally {
  for (const s of servers) await s.stop();
}
