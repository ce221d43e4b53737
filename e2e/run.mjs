/**
 * Browser tests: builds the console (production), serves it with `max preview` (which also serves
 * the mock back end) and runs every e2e/*.test.mjs with node's test runner in Debian's Chromium. The
 * smoke set (e2e/smoke.mjs: chosen tests of some files) runs once more against a build with every
 * library internal off (WMS_LIBRARY_INTERNALS=off, into dist-internals-off, built at the same time
 * from a copy of the project; CDN unreachable), in the same queue.
 * E2E_SHARDS=n (default 2, 1 with E2E_ONLY) lanes take files from one queue, longest first, each lane
 * with its own servers (own mock state): ports E2E_PORT (8123) + lane, and 8133 + lane for the smoke.
 * E2E_SKIP_BUILD=1 reuses builds. E2E_ONLY=<names>, E2E_DIST=<folder> (builds into / serves that
 * folder), BASE_URL=http://... (your own server) or E2E_NO_SMOKE=1 leave the smoke set out;
 * E2E_SMOKE=1 runs only it (scripts/smoke-internals-off.sh).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAsync, root, startPreview, UNREACHABLE_CDN } from './server.mjs';
import { DONE } from './lane-reporter.mjs';
import { SMOKE_BUILD_ONLY, SMOKE_FILES, SMOKE_TESTS } from './smoke.mjs';

const env = process.env;
const port = Number(env.E2E_PORT || '8123');
const smokePort = Number(env.E2E_SMOKE_PORT || '8133');
const shards = Math.max(1, Number(env.E2E_SHARDS || (env.E2E_ONLY ? 1 : 2)));
// every answer the mock gives in the run, checked against the API document (mock/_lib/contract.ts)
const contractLogs = [];

const nameOf = (f) => f.replace(/^e2e\//, '').replace(/\.test\.mjs$/, '');
const isSmoke = (f) => SMOKE_FILES.includes(nameOf(f));
const smokeBuildOnly = (f) => SMOKE_BUILD_ONLY.includes(nameOf(f));
const files = readdirSync(join(root, 'e2e'))
  .filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => !env.E2E_ONLY || env.E2E_ONLY.split(',').some((name) => f.includes(name)))
  .map((f) => join('e2e', f));

/**
 * The two kinds of build a file runs against: the shipped one, and the one with internals off (and
 * its base libraries from a CDN that refuses connections).
 */
const OFF = { WMS_LIBRARY_INTERNALS: 'off', CDN_BASE: UNREACHABLE_CDN };
const withSmoke = env.E2E_SMOKE || !(env.BASE_URL || env.E2E_NO_SMOKE || env.E2E_DIST || env.E2E_ONLY);
const builds = [];
if (!env.E2E_SMOKE) builds.push({ name: 'main', outputPath: env.E2E_DIST || undefined, env: {}, basePort: port, files: files.filter((f) => !withSmoke || !smokeBuildOnly(f)) });
if (withSmoke) {
  const smokeFiles = files.filter((f) => isSmoke(f) || smokeBuildOnly(f));
  const outputPath = env.E2E_SMOKE ? env.E2E_DIST || 'dist-internals-off' : 'dist-internals-off';
  if (smokeFiles.length) builds.push({ name: 'internals off', outputPath, env: OFF, basePort: env.E2E_SMOKE ? port : smokePort, files: smokeFiles });
}

if (env.BASE_URL) {
  builds[0].servers = [{ baseUrl: env.BASE_URL, stop: () => {} }];
} else {
  // the first build here, the others beside it from copies of the project (a build uses about 1.3 of
  // the 2 cores); Umi writes each build's generated files into the same src/.umi-production
  const toBuild = builds.filter((b) => !(env.E2E_SKIP_BUILD && existsSync(join(root, b.outputPath ?? 'dist', 'index.html'))));
  const results = await Promise.all(toBuild.map((b, i) => buildAsync({ outputPath: b.outputPath, env: { UMI_APP_E2E_HOOKS: '1', ...b.env }, copy: i > 0 })));
  results.forEach(({ output }, i) => output && console.log(`\n== build: ${toBuild[i].name}\n${output}`));
  const statuses = results.map((r) => r.status);
  const failed = statuses.find((s) => s !== 0);
  if (failed !== undefined) process.exit(failed ?? 1);
  // every lane's servers start together (each reads the config and the mock files: seconds of CPU)
  await Promise.all(builds.map(async (b) => {
    b.servers = await Promise.all(Array.from({ length: Math.min(shards, b.files.length) }, (_, i) => {
      const contractLog = join(tmpdir(), `wms-contract-${process.pid}-${b.basePort + i}.log`);
      rmSync(contractLog, { force: true });
      contractLogs.push(contractLog);
      return startPreview({ port: b.basePort + i, outputPath: b.outputPath, env: { ...b.env, MOCK_SESSION_IDLE_MINUTES: '30', MOCK_CONTRACT_CHECK: '1', MOCK_CONTRACT_LOG: contractLog } });
    }));
  }));
}

/**
 * Files that time the page (a render within a wait, layout shift, first paint) or load `npm start`'s
 * unminified pages (beside another lane, over 15 s): with several lanes, they run after the others,
 * alone, so another lane's load on the machine does not fail them.
 */
const ALONE = ['page-switch.test.mjs', 'layout-shift.test.mjs', 'first-render.test.mjs', 'first-styles.test.mjs', 'login-shell.test.mjs', 'requests.test.mjs', 'dev-server.test.mjs'];
const lanes = Math.max(...builds.map((b) => b.servers.length));
const jobs = builds.flatMap((b) => b.files.map((file) => ({ file, build: b, alone: lanes > 1 && ALONE.includes(file.slice(4)) })));
const durations = [];
const failures = [];
const queue = jobs.filter((j) => !j.alone).sort((a, b) => weight(b) - weight(a));
const statuses = await Promise.all(Array.from({ length: lanes }, (_, lane) => runLane(queue, lane, lanes > 1 ? `[${lane + 1}/${lanes}] ` : '')));
const alone = jobs.filter((j) => j.alone);
if (alone.length) statuses.push(await runLane(alone, 0, '[alone] '));
for (const b of builds) for (const s of b.servers) s.stop();
console.log(`\ne2e file durations (s):\n${durations.sort((a, b) => b[1] - a[1]).map(([f, sec]) => `  ${sec.toFixed(1).padStart(7)}  ${f}`).join('\n')}`);
const contractStatus = contractVerdict();
printFailures();
process.exit(Math.max(0, ...statuses, contractStatus));

/**
 * Takes jobs from `queue` until it is empty, one file at a time against the lane's server of the
 * job's build, each timed. Files but the ALONE and smoke-build-only ones run in the lane's one
 * process of their build (e2e/lane.mjs); the others each in a process of their own. With several
 * lanes, a file's report is printed when it is done.
 */
async function runLane(queue, lane, prefix) {
  let status = 0;
  const laneProcesses = new Map();
  for (let job = queue.shift(); job; job = queue.shift()) {
    const { file, build: b } = job;
    const server = b.servers[Math.min(lane, b.servers.length - 1)];
    const label = b.env === OFF ? `${file} (internals off)` : file;
    const started = Date.now();
    let out = '';
    const take = (d) => {
      out += d;
      if (!prefix) process.stdout.write(d);
    };
    let code;
    if (ALONE.includes(file.slice(4)) || smokeBuildOnly(file)) code = await runOwnProcess(file, b, server, take);
    else {
      if (!laneProcesses.get(b)?.running) laneProcesses.set(b, startLaneProcess(b, server));
      code = Math.max(await laneProcesses.get(b).run(file, take), smokeVerdict(file, b, out, take));
    }
    if (prefix) process.stdout.write(`\n== ${prefix}${label}\n${out}`);
    if (code !== 0) failures.push([label, out]);
    durations.push([label, (Date.now() - started) / 1000]);
    status = Math.max(status, code);
  }
  for (const laneProcess of laneProcesses.values()) if (laneProcess.running) status = Math.max(status, await laneProcess.end());
  return status;
}

/** With internals off, 1 (and why, through `take`) if a smoke pattern of `file` ran no passing test. */
function smokeVerdict(file, b, out, take) {
  const unmatched = b.env === OFF ? smokeMisses(SMOKE_TESTS[nameOf(file)] ?? [], out) : [];
  if (unmatched.length) take(`\nsmoke tests (e2e/smoke.mjs) that ran no passing test: ${unmatched.join(', ')}\n`);
  return unmatched.length ? 1 : 0;
}

/** The environment of a test process against `server` of build `b`. */
function testEnv(b, server) {
  return { ...env, ...b.env, BASE_URL: server.baseUrl, ...(b.outputPath ? { OUTPUT_PATH: b.outputPath } : {}) };
}

/** Runs `file` in a node test process of its own: its exit status. */
function runOwnProcess(file, b, server, take) {
  const child = spawn(process.execPath, ['--test', '--test-reporter=spec', file], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: testEnv(b, server) });
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  return new Promise((resolve) => {
    child.on('close', (exit) => resolve(exit ?? 1));
  });
}

/**
 * A lane's test process (e2e/lane.mjs) against `server`: `run(file, take)` runs one file in it and
 * answers 0 or 1; `end()` lets it close its browsers and answers 1 if it failed outside any file.
 */
function startLaneProcess(b, server) {
  // with internals off, the smoke tests only (a pattern names tests of one file)
  const patterns = b.env === OFF ? Object.values(SMOKE_TESTS).flat().map((p) => `--test-name-pattern=${p}`) : [];
  const child = spawn(process.execPath, ['--test-reporter=./e2e/lane-reporter.mjs', ...patterns, 'e2e/lane.mjs'], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'], env: { ...testEnv(b, server), E2E_LANE: '1' } });
  const lane = { running: true };
  let current; // { take, resolve } of the file running now
  let pending = '';
  const exited = new Promise((resolve) => {
    child.on('close', resolve);
  });
  child.stdout.on('data', (d) => {
    pending += d;
    for (let nl = pending.indexOf('\n'); nl >= 0; nl = pending.indexOf('\n')) {
      const line = pending.slice(0, nl + 1);
      pending = pending.slice(nl + 1);
      const done = line.trimEnd().match(DONE);
      if (done && current) {
        current.resolve(done[1] === 'ok' ? 0 : 1);
        current = undefined;
      } else (current ? current.take : (t) => process.stdout.write(t))(line);
    }
  });
  child.stderr.on('data', (d) => (current ? current.take(d) : process.stdout.write(d)));
  exited.then((exit) => {
    lane.running = false;
    current?.take(`${pending}\nthe lane's test process ended (exit ${exit}) during this file\n`);
    current?.resolve(1);
  });
  lane.run = (file, take) => new Promise((resolve) => {
    current = { take, resolve };
    child.stdin.write(`${file}\n`);
  });
  lane.end = async () => {
    child.stdin.end();
    const exit = await exited;
    if (exit !== 0) console.log(`\nthe lane's test process exited with ${exit}`);
    return exit === 0 ? 0 : 1;
  };
  return lane;
}

/** The smoke patterns of a file no passing test's name matches, from the spec reporter's output. */
function smokeMisses(patterns, out) {
  const passed = [...out.matchAll(/^\s*✔ (.*) \([\d.]+m?s\)$/gm)].map((m) => m[1]);
  return patterns.filter((p) => !passed.some((name) => new RegExp(p).test(name)));
}

/** Seconds a file took in a full run (30 if not listed): the queue starts with the longest. */
function weight({ file, build: b }) {
  const WEIGHT = {
    'a11y.test.mjs': 471, 'faults.test.mjs': 155, 'dev-server.test.mjs': 114,
    'screens.test.mjs': 94, 'navigation.test.mjs': 94, 'outbound.test.mjs': 93,
    'inventory-count.test.mjs': 87, 'products.test.mjs': 83, 'outbound-i18n.test.mjs': 81,
    'shell.test.mjs': 79, 'admin.test.mjs': 76, 'dashboard.test.mjs': 75,
    'inbound-flow.test.mjs': 73, 'inbound-notices.test.mjs': 72, 'print.test.mjs': 71,
    'locations.test.mjs': 71, 'escaping.test.mjs': 64, 'page-switch.test.mjs': 62,
    'inventory.test.mjs': 61, 'relocate.test.mjs': 61, 'inbound-returns.test.mjs': 60,
    'transfer.test.mjs': 58, 'task.test.mjs': 55, 'inbound-scan.test.mjs': 53, 'cms.test.mjs': 48,
    'order-form.test.mjs': 43, 'api-document.test.mjs': 37, 'replenishment.test.mjs': 37,
    'setup.test.mjs': 37, 'destroy.test.mjs': 33, 'pack.test.mjs': 32, 'scan.test.mjs': 29,
    'lists.test.mjs': 27, 'cluster-pick.test.mjs': 26, 'requests.test.mjs': 26,
    'settings.test.mjs': 26, 'wave-plan.test.mjs': 24, 'barcodes.test.mjs': 23,
    'lots.test.mjs': 21, 'outbound-exceptions.test.mjs': 13, 'login-shell.test.mjs': 12,
    'first-render.test.mjs': 12, 'cdn.test.mjs': 8, 'lending.test.mjs': 8,
    'layout-shift.test.mjs': 6, 'first-styles.test.mjs': 6, 'browser.test.mjs': 3, 'build-output.test.mjs': 1
  };
  // the smoke build runs about half of a smoke file
  return (WEIGHT[file.slice(4)] ?? 30) * (b.env === OFF ? 0.5 : 1);
}

/** Failed files again at the end, with node's own failure details, so a log's tail names them. */
function printFailures() {
  for (const [file, out] of failures) {
    const at = out.lastIndexOf('failing tests:');
    const details = at >= 0 ? out.slice(at) : out.split('\n').slice(-60).join('\n');
    // what was on screen when it failed: often the only clue to a failure CI alone shows
    const reports = out.match(/^failure report: .*(?:\n {2}.*)*/gm) ?? [];
    console.log(`\n== FAILED ${file}\n${details.slice(0, 6000)}${reports.map((r) => `\n${r.slice(0, 3000)}`).join('')}`);
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
