/**
 * The production build and its server, for the browser tests (e2e/run.mjs, e2e/cdn.test.mjs) and
 * the benchmarks (scripts/bench*.mjs): `max build` into an output folder, and `max preview` of it
 * (mock back end included) in its own process group, ready once /api/getVersion answers, stopped
 * with its whole group.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(fileURLToPath(import.meta.url), '..', '..');

/** A CDN base that refuses every connection (the discard port): the build's own vendor copies load. */
export const UNREACHABLE_CDN = 'http://127.0.0.1:9/npm';

/** A port nothing listens on at 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; throws after `ms`. */
export async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => { setTimeout(r, 200); });
  }
  throw new Error(`server at ${url} did not come up`);
}

/** How a build is spawned: from the project, into `outputPath` (if given), `env` added. */
const buildOptions = (outputPath, env, stdio) => ({
  cwd: root,
  stdio,
  env: { ...process.env, ...(outputPath ? { OUTPUT_PATH: outputPath } : {}), ...env },
});

/**
 * `max build` (production) into `outputPath` (default: the OUTPUT_PATH of the environment, else
 * dist/) with `env` added to the environment. Returns the exit status (0: built).
 */
export function build({ outputPath, env = {}, stdio = ['ignore', 'ignore', 'inherit'] } = {}) {
  return spawnSync('npx', ['max', 'build'], buildOptions(outputPath, env, stdio)).status;
}

/**
 * build() in the background: resolves with { status, output } (output: the build's log when `copy`).
 * With `copy`, from a copy of the project (copyOfProject): Umi writes a build's generated files into
 * src/, so a build beside another needs a tree of its own (`outputPath` is still the project's).
 */
export function buildAsync({ outputPath = process.env.OUTPUT_PATH || 'dist', env = {}, copy = false } = {}) {
  const tree = copy ? copyOfProject() : root;
  const stdio = copy ? ['ignore', 'pipe', 'pipe'] : 'inherit';
  const child = spawn('npx', ['max', 'build'], { ...buildOptions(resolve(root, outputPath), env, stdio), cwd: tree });
  let output = '';
  child.stdout?.on('data', (d) => { output += d; });
  child.stderr?.on('data', (d) => { output += d; });
  return new Promise((done) => {
    child.on('close', (status) => {
      if (copy) rmSync(tree, { recursive: true, force: true });
      done({ status, output });
    });
  });
}

/** The project's files (tracked and new, not ignored) in a temporary folder, with its node_modules linked. */
function copyOfProject() {
  const tree = mkdtempSync(join(tmpdir(), 'wms-build-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const f of files) {
    if (!existsSync(join(root, f))) continue; // deleted, not yet staged
    mkdirSync(dirname(join(tree, f)), { recursive: true });
    copyFileSync(join(root, f), join(tree, f));
  }
  symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
  return tree;
}

/**
 * Serves the build in `outputPath` (default as for build()) with `max preview` on `port` (default: a
 * free one), `env` added to the environment. Resolves once the server answers, with its `baseUrl`
 * and `stop()` (ends the preview's process group; safe to call again). With `stopOnExit` (default)
 * it is also stopped when this process exits, and SIGINT / SIGTERM end this process (130 / 143).
 */
export async function startPreview({ port, outputPath, env = {}, stdio = ['ignore', 'ignore', 'inherit'], stopOnExit = true, timeoutMs = 60_000 } = {}) {
  const p = Number(port) || (await freePort());
  const child = spawn('npx', ['max', 'preview', '--port', String(p)], {
    cwd: root,
    detached: true,
    stdio,
    env: { ...process.env, ...(outputPath ? { OUTPUT_PATH: outputPath } : {}), ...env },
  });
  const stop = () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    }
  };
  if (stopOnExit) {
    process.on('exit', stop);
    process.on('SIGINT', () => process.exit(130));
    process.on('SIGTERM', () => process.exit(143));
  }
  const baseUrl = `http://127.0.0.1:${p}`;
  try {
    await waitFor(`${baseUrl}/api/getVersion`, timeoutMs);
  } catch (e) {
    stop();
    throw e;
  }
  return { baseUrl, port: p, stop };
}
