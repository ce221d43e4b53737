/**
 * Lighthouse budgets (issue 5): `npm run bench:lighthouse`.
 *
 * Builds (or, with BENCH_SKIP_BUILD=1, reuses) bench/dist, serves it with `max preview`, and runs
 * Lighthouse (mobile preset, simulated throttling) on /login and on /homepage signed in as admin,
 * in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium; nothing is downloaded). Median of
 * LH_RUNS (default 3) runs per page; writes bench/lighthouse.json; exits 1 when a budget is missed:
 * performance >= 90 (/login) and >= 80 (/homepage), accessibility >= 95 (both).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/browser.mjs';
import { apiToken } from '../../e2e/helpers.mjs';
import { build, root, startPreview } from '../../e2e/server.mjs';

const benchDir = join(root, 'bench');
const outDir = process.env.BENCH_OUTPUT_PATH || join(benchDir, 'dist');
const RUNS = Number(process.env.LH_RUNS || 3);

const BUDGETS = [
  { page: '/login', category: 'performance', min: 90 },
  { page: '/login', category: 'accessibility', min: 95 },
  { page: '/homepage', category: 'performance', min: 80 },
  { page: '/homepage', category: 'accessibility', min: 95 },
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** One Lighthouse run in a fresh Chromium; storage is prepared first and not reset by Lighthouse. */
async function audit(baseUrl, path) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    // Same origin as the audited page: the language (and for /homepage the session) is stored.
    await page.goto(`${baseUrl}/404-lighthouse-setup`);
    const t = path === '/login' ? '' : await apiToken('admin', baseUrl);
    await page.evaluate((tok) => {
      localStorage.clear();
      localStorage.setItem('lang', 'zh');
      if (tok) localStorage.setItem('token', tok);
    }, t);
    const result = await lighthouse(
      `${baseUrl}${path}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
      undefined,
      page,
    );
    await browser.disconnect();
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      // Each metric's score (0-100), to see which one costs the points.
      metricScores: Object.fromEntries(
        ['first-contentful-paint', 'speed-index', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map((id) => [
          id,
          Math.round((audits[id]?.score ?? 0) * 100),
        ]),
      ),
      speedIndex: audits['speed-index']?.numericValue,
      // What to work on: the LCP element and the longest (simulated) tasks with where they ran.
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      // The elements that moved (CLS), with their share of the score.
      layoutShifts: (audits['layout-shifts']?.details?.items || []).slice(0, 6).map((i) => `${(i.score ?? 0).toFixed(3)} ${i.node?.snippet ?? i.node?.selector ?? '?'}`),
      cls: audits['cumulative-layout-shift']?.numericValue,
      longTasks: (audits['long-tasks']?.details?.items || []).slice(0, 12).map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${String(t.url).split('/').pop()}`),
      failedA11y: Object.values(audits)
        .filter((a) => a.score === 0 && result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id),
      // Where: the elements each failing accessibility audit names.
      a11yDetails: Object.fromEntries(
        Object.values(audits)
          .filter((a) => a.score === 0 && result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
          .map((a) => [a.id, (a.details?.items || []).map((i) => i.node?.snippet || i.node?.selector).filter(Boolean)]),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  mkdirSync(benchDir, { recursive: true });
  if (!(process.env.BENCH_SKIP_BUILD && existsSync(join(outDir, 'index.html')))) {
    if (build({ outputPath: outDir, env: { ANALYZE: '' } }) !== 0) throw new Error('build failed');
  }
  const { baseUrl, stop } = await startPreview({ outputPath: outDir, env: { MOCK_SESSION_IDLE_MINUTES: '60' } });

  const pages = {};
  // LH_PAGES=/homepage audits one page (while working on it); the budgets need both.
  const auditPaths = (process.env.LH_PAGES || '/login,/homepage').split(',');
  for (const path of auditPaths) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await audit(baseUrl, path));
      const r = runs.at(-1);
      process.stdout.write(
        `${path} run ${i + 1}/${RUNS}: performance ${r.performance}, accessibility ${r.accessibility}; TBT ${Math.round(r.tbt)} ms, LCP ${Math.round(r.lcp)} ms, SI ${Math.round(r.speedIndex)} ms; scores ${JSON.stringify(r.metricScores)}\n`,
      );
    }
    pages[path] = {
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      fcp: median(runs.map((r) => r.fcp)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      failedA11y: [...new Set(runs.flatMap((r) => r.failedA11y))],
      runs,
    };
  }
  stop();

  const budgets = BUDGETS.filter((b) => pages[b.page]).map((b) => ({ ...b, value: pages[b.page][b.category], pass: pages[b.page][b.category] >= b.min }));
  writeFileSync(join(benchDir, 'lighthouse.json'), JSON.stringify({ date: new Date().toISOString(), runs: RUNS, pages, budgets }, null, 2));
  console.log(`\nLighthouse (mobile, simulated throttling), median of ${RUNS} runs`);
  for (const [path, p] of Object.entries(pages)) {
    console.log(
      `  ${path.padEnd(10)} performance ${p.performance}, accessibility ${p.accessibility}; FCP ${Math.round(p.fcp)} ms, LCP ${Math.round(p.lcp)} ms, TBT ${Math.round(p.tbt)} ms` +
        (p.failedA11y.length ? `; failing a11y audits: ${p.failedA11y.join(', ')}` : ''),
    );
  }
  console.log('\nbudgets:');
  for (const b of budgets) console.log(`  ${b.pass ? 'PASS' : 'MISS'}  ${b.page} ${b.category}: ${b.value} (budget >= ${b.min})`);
  console.log(`\nwritten ${relative(root, join(benchDir, 'lighthouse.json'))}`);
  if (budgets.some((b) => !b.pass)) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
