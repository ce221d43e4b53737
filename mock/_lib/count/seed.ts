/**
 * Seeded count plans for SZ01 and LA01, one per state, made by the handlers' own rules so the seed
 * obeys every invariant; small location ranges, so that few locations are locked.
 */
import { DomainError } from '../errors';
import { createDocument, runTransition } from '../kits/document';
import { SEED_TIME } from '../seed';
import { getStore } from '../store';
import type { PlanInput } from '../../../src/domain/inventory/count';
import { approvePlan, countTask, expectedOf, planRules } from './rules';
import type { CountEnv, CountPlan } from './types';

const BASE = Date.parse(SEED_TIME);
const HOUR = 3600_000;
const SEEDED = ['w1', 'w2'];

/** Acts as the seeded user named `operator` (its id on the rounds it counts), `hoursAgo` before the seed time. */
function at(env: CountEnv, hoursAgo: number, operator: string) {
  env.ctx = { operator, now: new Date(BASE - hoursAgo * HOUR).toISOString() };
  env.userId = getStore().users.find((u) => u.name === operator)?.id;
}

/** Counts every open task of a plan: what the ledger says, except `off` units less of the first SKU at the first `varied` tasks with stock. */
function countAll(env: CountEnv, plan: CountPlan, varied: number, off: (expected: number) => number) {
  let left = varied;
  plan.tasks.forEach((t) => {
    if (t.status !== 'open' && t.status !== 'recount') return;
    const expected = [...expectedOf(env.ledger, t)];
    const vary = expected.length > 0 && left-- > 0;
    countTask(env, plan, t, { location: t.location, lines: expected.map(([sku, qty], k) => ({ sku, qty: vary && k === 0 ? Math.max(0, qty - off(qty)) : qty })) });
  });
}

/**
 * A rack of `zone` whose first `n` locations are active, free of allocated or picked units, with
 * stock on at least `stocked` of them (a rack not used by an earlier seeded plan); the fixed range
 * when none is.
 */
function rackRange(env: CountEnv, zone: string, n: number, stocked: number, used: Set<string>, fallback: [string, string]): { from: string; to: string } {
  const wh = env.ledger;
  const onHand = new Map<string, number>();
  const busy = new Set<string>();
  for (const r of wh.stock) {
    onHand.set(r.location, (onHand.get(r.location) ?? 0) + r.onHand);
    if (r.allocated || r.picked) busy.add(r.location);
  }
  const racks = new Map<string, typeof wh.locations>();
  for (const l of wh.locations) if (l.zone === zone) racks.set(`${l.aisle}-${l.rack}`, [...(racks.get(`${l.aisle}-${l.rack}`) ?? []), l]);
  for (const [key, locs] of racks) {
    const range = locs.slice(0, n);
    if (used.has(key) || range.length < n || range.some((l) => l.status !== 'active' || busy.has(l.code))) continue;
    if (range.filter((l) => onHand.get(l.code)).length < stocked) continue;
    used.add(key);
    return { from: range[0].code, to: range[n - 1].code };
  }
  return { from: fallback[0], to: fallback[1] };
}

function plan(env: CountEnv, input: PlanInput): CountPlan | undefined {
  try {
    return createDocument(planRules, env, input);
  } catch (e) {
    if (e instanceof DomainError) return undefined;
    throw e;
  }
}

export function seedCounts(env: CountEnv) {
  if (!SEEDED.includes(env.place.warehouseId) || !env.ledger) return;
  const { ctx, userId } = env;
  const used = new Set<string>();
  // approved ten days ago: one variance adjusted (counted twice: above the threshold)
  at(env, 240, 'Admin');
  const approved = plan(env, { kind: 'range', ...rackRange(env, 'D', 4, 2, used, ['D-01-01-01', 'D-01-01-04']), note: 'monthly D' });
  if (approved) {
    at(env, 238, 'Li Staff');
    countAll(env, approved, 1, (q) => Math.max(1, Math.round(q / 5)));
    at(env, 237, 'Li Staff');
    countAll(env, approved, 1, (q) => Math.max(1, Math.round(q / 5)));
    at(env, 230, 'Admin');
    approvePlan(env, approved);
  }
  // cancelled: a SKU count nobody started
  at(env, 200, 'Admin');
  const sku = env.ledger.products.find((p) => (env.ledger.rowsBySku.get(p.sku) ?? []).some((r) => r.onHand && !r.allocated && !r.picked && env.ledger.locationByCode.get(r.location)?.status === 'active'));
  const cancelled = (sku && plan(env, { kind: 'sku', skus: [sku.sku] })) || plan(env, { kind: 'range', from: 'E-03-01-01', to: 'E-03-01-02' });
  if (cancelled) {
    at(env, 199, 'Admin');
    runTransition(planRules, env, cancelled, 'cancel', { reason: 'stock moved' });
  }
  // counted, waiting for approval: one small variance within the threshold
  at(env, 30, 'Admin');
  const counted = plan(env, { kind: 'range', ...rackRange(env, 'D', 3, 2, used, ['D-02-01-01', 'D-02-01-03']), note: 'weekly D' });
  if (counted) {
    at(env, 28, 'Li Staff');
    countAll(env, counted, 1, (q) => (q >= 100 ? 1 : 0));
  }
  // counting: two locations counted, one of them waiting for a recount
  at(env, 6, 'Admin');
  const counting = plan(env, { kind: 'range', ...rackRange(env, 'E', 4, 2, used, ['E-01-01-01', 'E-01-01-04']) });
  if (counting) {
    at(env, 5, 'Li Staff');
    const [a, b] = counting.tasks;
    for (const [t, cut] of [[a, 0.5], [b, 0]] as const) {
      if (!t) continue;
      const lines = [...expectedOf(env.ledger, t)].map(([s, qty], k) => ({ sku: s, qty: k === 0 ? Math.floor(qty * (1 - cut)) : qty }));
      countTask(env, counting, t, { location: t.location, lines });
    }
  }
  // open: nothing counted yet
  at(env, 2, 'Admin');
  plan(env, { kind: 'range', ...rackRange(env, 'E', 3, 1, used, ['E-02-01-01', 'E-02-01-03']), note: 'weekly E' });
  env.ctx = ctx;
  env.userId = userId;
}
