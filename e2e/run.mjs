/**
 * Browser tests: builds the console (production), serves it with `max preview` (which also serves
 * the mock back end), runs every e2e/*.test.mjs with node's test runner in Debian's Chromium,
 * and stops the server. BASE_URL=http://... runs against a server you started yourself;
 * E2E_SKIP_BUILD=1 reuses an existing dist/.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const port = process.env.E2E_PORT || '8123';
let baseUrl = process.env.BASE_URL;
let server;

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server at ${url} did not come up`);
}

function stop() {
  if (server && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

if (!baseUrl) {
  if (!(process.env.E2E_SKIP_BUILD && existsSync(join(root, 'dist', 'index.html')))) {
    run('npx', ['max', 'build'], { UMI_APP_E2E_HOOKS: '1' });
  }
  server = spawn('npx', ['max', 'preview', '--port', port], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, MOCK_SESSION_IDLE_MINUTES: '30' },
  });
  baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/api/getVersion`);
}

const files = readdirSync(join(root, 'e2e'))
  .filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => !process.env.E2E_ONLY || f.includes(process.env.E2E_ONLY))
  .map((f) => join('e2e', f));

const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BASE_URL: baseUrl },
});
stop();
process.exit(result.status ?? 1);
