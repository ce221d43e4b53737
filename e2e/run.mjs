/**
 * Browser tests: builds the console (production), serves it with `max preview` (which also serves
 * the mock back end) on E2E_PORT (default 8123), runs every e2e/*.test.mjs with node's test runner
 * in Debian's Chromium, and stops the server. BASE_URL=http://... runs against a server you started
 * yourself; E2E_SKIP_BUILD=1 reuses an existing dist/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build, root, startPreview } from './server.mjs';

const port = process.env.E2E_PORT || '8123';
let baseUrl = process.env.BASE_URL;
let stop = () => {};

if (!baseUrl) {
  if (!(process.env.E2E_SKIP_BUILD && existsSync(join(root, 'dist', 'index.html')))) {
    const status = build({ env: { UMI_APP_E2E_HOOKS: '1' }, stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
  ({ baseUrl, stop } = await startPreview({ port, env: { MOCK_SESSION_IDLE_MINUTES: '30' } }));
}

const files = readdirSync(join(root, 'e2e'))
  .filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => !process.env.E2E_ONLY || process.env.E2E_ONLY.split(',').some((name) => f.includes(name)))
  .map((f) => join('e2e', f));

const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BASE_URL: baseUrl },
});
stop();
process.exit(result.status ?? 1);
