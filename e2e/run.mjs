/**
 * Browser tests: builds the console (production), serves it with `max preview` (which also serves
 * the mock back end) on E2E_PORT (default 8123), runs every e2e/*.test.mjs with node's test runner
 * in Debian's Chromium, and stops the server. BASE_URL=http://... runs against a server you started
 * yourself; E2E_SKIP_BUILD=1 reuses an existing build. E2E_DIST=<folder> builds into / serves
 * that folder instead of dist/; E2E_SMOKE=1 runs the smoke set only (e2e/smoke.mjs). E2E_SHARDS=n
 * (default 2, 1 with E2E_ONLY) serves the build n times, each with its own mock state, and runs n groups at once.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, root, startPreview } from './server.mjs';
import { SMOKE_FILES } from './smoke.mjs';

const port = Number(process.env.E2E_PORT || '8123');
const outputPath = process.env.E2E_DIST || undefined;
const shards = Math.max(1, Number(process.env.E2E_SHARDS || (process.env.E2E_ONLY ? 1 : 2)));
// every answer the mock gives in the run, checked against the API document (mock/_lib/contract.ts)
const contractLogs = [];

const files = readdirSync(join(root, 'e2e'))
  .filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => !process.env.E2E_SMOKE || SMOKE_FILES.includes(f.replace(/\.test\.mjs$/, '')))
  .filter((f) => !process.env.E2E_ONLY || process.env.E2E_ONLY.split(',').some((name) => f.includes(name)))
  .map((f) => join('e2e', f));

const servers = [];
if (process.env.BASE_URL) {
  servers.push({ baseUrl: process.env.BASE_URL, stop: () => {} });
} else {
  if (!(process.env.E2E_SKIP_BUILD && existsSync(join(root, outputPath ?? 'dist', 'index.html')))) {
    const status = build({ outputPath, env: { UMI_APP_E2E_HOOKS: '1' }, stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
  for (let i = 0; i < Math.min(shards, files.length); i++) {
    const contractLog = join(tmpdir(), `wms-contract-${process.pid}-${i}.log`);
    rmSync(contractLog, { force: true });
    contractLogs.push(contractLog);
    servers.push(await startPreview({ port: port + i, outputPath, env: { MOCK_SESSION_IDLE_MINUTES: '30', MOCK_CONTRACT_CHECK: '1', MOCK_CONTRACT_LOG: contractLog } }));
  }
}

/**
 * Files that time the page (a render within a wait, layout shift, first paint, a 1.5 s request
 * timeout) or wait for the dev server's first compile: with several groups, they run after the
 * others, alone, so another group's load on the machine does not fail them.
 */
const ALONE = ['navigation.test.mjs', 'layout-shift.test.mjs', 'first-render.test.mjs', 'first-styles.test.mjs', 'login-shell.test.mjs', 'requests.test.mjs', 'dev-server.test.mjs', 'faults.test.mjs'];
const alone = servers.length > 1 ? files.filter((f) => ALONE.includes(f.slice(4))) : [];
const groups = shardFiles(files.filter((f) => !alone.includes(f)), servers.length);
const durations = [];
const failures = [];
const statuses = await Promise.all(groups.map((group, i) => runGroup(group, servers[i].baseUrl, groups.length > 1 ? `[${i + 1}/${groups.length}] ` : '')));
if (alone.length) statuses.push(await runGroup(alone, servers[0].baseUrl, '[alone] '));
for (const s of servers) s.stop();
console.log(`\ne2e file durations (s):\n${durations.sort((a, b) => b[1] - a[1]).map(([f, sec]) => `  ${sec.toFixed(1).padStart(7)}  ${f}`).join('\n')}`);
const contractStatus = contractVerdict();
printFailures();
process.exit(Math.max(...statuses, contractStatus));

/**
 * The files of a group one after another (as --test-concurrency=1 would) against `baseUrl`, each
 * timed. With several groups at once, a file's report is printed when it is done, not interleaved.
 */
async function runGroup(group, baseUrl, prefix) {
  let status = 0;
  for (const file of group) {
    const started = Date.now();
    const code = await new Promise((resolve) => {
      const child = spawn(process.execPath, ['--test', '--test-reporter=spec', file], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, BASE_URL: baseUrl, ...(outputPath ? { OUTPUT_PATH: outputPath } : {}) },
      });
      let out = '';
      const take = (d) => {
        out += d;
        if (!prefix) process.stdout.write(d);
      };
      child.stdout.on('data', take);
      child.stderr.on('data', take);
      child.on('close', (c) => {
        if (prefix) process.stdout.write(`\n== ${prefix}${file}\n${out}`);
        if (c !== 0) failures.push([file, out]);
        resolve(c ?? 1);
      });
    });
    durations.push([file, (Date.now() - started) / 1000]);
    status = Math.max(status, code);
  }
  return status;
}

/**
 * `files` in `n` groups of about equal running time (seconds a file took in CI; 30 if not listed),
 * longest first, each into the group with least so far.
 */
function shardFiles(list, n) {
  if (n <= 1) return [list];
  const WEIGHT = { 'a11y.test.mjs': 420, 'outbound.test.mjs': 100, 'products.test.mjs': 80, 'dashboard.test.mjs': 63, 'cdn.test.mjs': 61, 'inventory-count.test.mjs': 55, 'inbound-notices.test.mjs': 55, 'admin.test.mjs': 53, 'inbound-returns.test.mjs': 52, 'locations.test.mjs': 50, 'inbound-scan.test.mjs': 50, 'lists.test.mjs': 8, 'api-document.test.mjs': 14, 'scan.test.mjs': 23, 'destroy.test.mjs': 24, 'shell.test.mjs': 35 };
  const weight = (f) => WEIGHT[f.slice(4)] ?? 30;
  const out = Array.from({ length: n }, () => ({ files: [], total: 0 }));
  for (const f of [...list].sort((a, b) => weight(b) - weight(a))) {
    const g = out.reduce((min, x) => (x.total < min.total ? x : min));
    g.files.push(f);
    g.total += weight(f);
  }
  return out.map((g) => g.files.sort()).filter((g) => g.length);
}

/** Failed files again at the end, with node's own failure details, so a log's tail names them. */
function printFailures() {
  for (const [file, out] of failures) {
    const at = out.lastIndexOf('failing tests:');
    const details = at >= 0 ? out.slice(at) : out.split('\n').slice(-60).join('\n');
    console.log(`\n== FAILED ${file}\n${details.slice(0, 6000)}`);
  }
}

/** 1 when an answer of the run broke its documented contract; prints the figures. */
function contractVerdict() {
  const logs = contractLogs.filter((l) => existsSync(l));
  if (!logs.length) return 0;
  const lines = logs.flatMap((l) => readFileSync(l, 'utf8').split('\n')).filter(Boolean);
  const broken = lines.filter((l) => l.startsWith('breach '));
  const routes = new Set(lines.map((l) => l.replace(/^(ok|breach) /, '').replace(/: .*$/, '')));
  console.log(`\ncontract: ${lines.length} answers of ${routes.size} routes checked against the API document, ${broken.length} broke it`);
  for (const b of [...new Set(broken)].slice(0, 50)) console.log(`  ${b}`);
  return broken.length ? 1 : 0;
}
