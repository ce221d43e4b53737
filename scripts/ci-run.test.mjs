// .ci/run's step(): each step's time, and for steps of 5 s or more how many cores it kept busy.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const CI_RUN = fileURLToPath(new URL('../.ci/run', import.meta.url));
const STEP_FUNCTIONS = `sed -n '/^cpu_ticks()/,/^}/p;/^cores_busy()/,/^}/p;/^step()/,/^}/p' '${CI_RUN}'`;

test('a step prints its time, and the cores it kept busy only when it took 5 s or more', () => {
  const script = `set -euo pipefail; TIMES=(); eval "$(${STEP_FUNCTIONS})"; step short true; step spinning sh -c 'timeout 5 sh -c "while :; do :; done"; true'; printf '%s\\n' "\${TIMES[@]}"`;
  const out = execFileSync('bash', ['-c', script], { encoding: 'utf8' });
  assert.match(out, /^== short: 0 s$/m);
  const busy = out.match(/^== spinning: \d+ s, (\d+\.\d) of (\d+) cores busy$/m);
  assert.ok(busy, out);
  assert.ok(Number(busy[1]) >= 0.5 && Number(busy[1]) <= Number(busy[2]), out);
});
