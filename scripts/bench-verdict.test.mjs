// How the bench judges a budget against a baseline build (scripts/bench-verdict.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { percentile } from './bench.mjs';
import { fails, judge, quantileSpread, runSpread } from './bench-verdict.mjs';

const TIME = { max: 450, unit: 'ms' };
const BYTES = { max: 450 * 1024, unit: 'bytes' };
const at = (value, spread = [value, value]) => ({ value, spread });

test('a budget met passes, with or without a baseline', () => {
  assert.equal(judge(TIME, at(450)), 'pass');
  assert.equal(judge(TIME, at(300), at(900)), 'pass');
});

test('without a baseline every miss fails', () => {
  assert.equal(judge(TIME, at(451)), 'miss');
  assert.ok(fails('miss'));
});

test('a miss the baseline passes is a regression', () => {
  assert.equal(judge(TIME, at(500), at(440, [400, 520])), 'regression');
  assert.ok(fails('regression'));
});

test('a time budget missed alike by the baseline, the spreads overlapping, is the machine', () => {
  assert.equal(judge(TIME, at(835, [771, 949]), at(905, [780, 960])), 'as-baseline');
  // a median above the baseline's slowest run, yet a run as quick as the baseline's: noise, not proven
  assert.equal(judge(TIME, at(1232, [1018, 1408]), at(1051, [922, 1090])), 'as-baseline');
  assert.ok(!fails('as-baseline'));
});

test("a spread wholly above the baseline's fails", () => {
  assert.equal(judge(TIME, at(1100, [961, 1200]), at(905, [780, 960])), 'worse');
  assert.equal(judge(TIME, at(961), at(905, [780, 960])), 'worse');
  assert.equal(judge(TIME, at(960, [960, 990]), at(905, [780, 960])), 'as-baseline'); // touching: overlapping
  assert.ok(fails('worse'));
});

test('a byte budget is not the machine: a miss fails whatever the baseline', () => {
  assert.equal(judge(BYTES, at(460 * 1024), at(470 * 1024, [460 * 1024, 480 * 1024])), 'miss');
});

test('a figure not measured fails, and a baseline not measured excuses nothing', () => {
  assert.equal(judge(TIME, at(undefined)), 'not-measured');
  assert.equal(judge(TIME, at(NaN), at(900)), 'not-measured');
  assert.equal(judge(TIME, at(900), { value: undefined, spread: [NaN, NaN] }), 'miss');
  assert.ok(fails('not-measured'));
});

test('a run median spreads from its lowest to its highest run', () => {
  assert.deepEqual(runSpread([893, 771, 949, 835, 796]), [771, 949]);
});

test('a pooled p95 spreads over the ranks around its own, and holds the p95', () => {
  const xs = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100: the p95 is 95
  const [lo, hi] = quantileSpread(xs, 95);
  assert.equal(percentile(xs, 95), 95);
  assert.ok(lo < 95 && hi > 95, `${lo}–${hi}`);
  assert.deepEqual([lo, hi], [90, 100]); // rank 94 ± 2·√(100·0.95·0.05) ≈ 4.4
  // 30 scans: the top ranks, from the 26th
  assert.deepEqual(quantileSpread(Array.from({ length: 30 }, (_, i) => i + 1), 95), [26, 30]);
});
