/**
 * Browser tests: builds the console (production), serves it with `max preview` (which also serves
 * the mock back end) on E2E_PORT (default 8123), runs every e2e/*.test.mjs with node's test runner
 * in Debian's Chromium, and stops the server. BASE_URL=http://... runs against a server you started
 * yourself; E2E_SKIP_BUILD=1 reuses an existing dist/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, root, startPreview } from './server.mjs';

const port = process.env.E2E_PORT || '8123';
let baseUrl = process.env.BASE_URL;
let stop = () => {};
// every answer the mock gives in the run, checked against the API document (mock/_lib/contract.ts)
const contractLog = join(tmpdir(), `wms-contract-${process.pid}.log`);

if (!baseUrl) {
  if (!(process.env.E2E_SKIP_BUILD && existsSync(join(root, 'dist', 'index.html')))) {
    const status = build({ env: { UMI_APP_E2E_HOOKS: '1' }, stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
  rmSync(contractLog, { force: true });
  ({ baseUrl, stop } = await startPreview({ port, env: { MOCK_SESSION_IDLE_MINUTES: '30', MOCK_CONTRACT_CHECK: '1', MOCK_CONTRACT_LOG: contractLog } }));
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
process.exit(Math.max(result.status ?? 1, contractVerdict()));

/** 1 when an answer of the run broke its documented contract; prints the figures. */
function contractVerdict() {
  if (!existsSync(contractLog)) return 0;
  const lines = readFileSync(contractLog, 'utf8').split('\n').filter(Boolean);
  const broken = lines.filter((l) => l.startsWith('breach '));
  const routes = new Set(lines.map((l) => l.replace(/^(ok|breach) /, '').replace(/: .*$/, '')));
  console.log(`\ncontract: ${lines.length} answers of ${routes.size} routes checked against the API document, ${broken.length} broke it`);
  for (const b of [...new Set(broken)].slice(0, 50)) console.log(`  ${b}`);
  return broken.length ? 1 : 0;
}
