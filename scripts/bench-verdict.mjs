/**
 * `npm run bench` against a baseline build measured in the same session (BENCH_BASELINE): a time
 * budget's miss is the build's only when the baseline passes it or its spread lies above the baseline's.
 */

/**
 * The spread of a p-quantile taken from one pooled sample: the order statistics around its rank,
 * two binomial standard deviations either side (a distribution-free interval of about 95 %).
 */
export function quantileSpread(xs, p) {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return [NaN, NaN];
  const n = s.length;
  const q = p / 100;
  const rank = Math.ceil(q * n) - 1; // the nearest rank, as the bench's percentile
  const reach = 2 * Math.sqrt(n * q * (1 - q));
  return [s[Math.max(0, Math.floor(rank - reach))], s[Math.min(n - 1, Math.ceil(rank + reach))]];
}

/** The spread of a median of runs: the lowest and highest run. */
export const runSpread = (xs) => (xs.length ? [Math.min(...xs), Math.max(...xs)] : [NaN, NaN]);

/**
 * One budget's verdict. `current` and `baseline`: { value, spread: [lo, hi] }, baseline optional.
 * 'pass'; 'miss' (no baseline, or not a time budget); 'regression' (the baseline passes); 'worse'
 * (this build's spread wholly above the baseline's: with 5 runs each, 1 in 252 by chance alone);
 * 'as-baseline' (missed alike, the spreads overlapping: the machine's, not the build's).
 */
export function judge(budget, current, baseline) {
  if (current.value === undefined || Number.isNaN(current.value)) return 'not-measured';
  if (current.value <= budget.max) return 'pass';
  const measured = baseline && baseline.value !== undefined && !Number.isNaN(baseline.value);
  if (budget.unit !== 'ms' || !measured) return 'miss';
  if (baseline.value <= budget.max) return 'regression';
  if (current.spread[0] > baseline.spread[1]) return 'worse';
  return 'as-baseline';
}

/** Verdicts that fail the bench. */
export const fails = (verdict) => verdict !== 'pass' && verdict !== 'as-baseline';
