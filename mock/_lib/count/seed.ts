/**
 * Seeded count plans of the two seeded warehouses with orders (SZ01, LA01): one in each state but
 * the large warehouse's, made by the same rules the handlers run (create, count, recount, approve,
 * cancel), so the seed obeys every invariant. Small location ranges of the storage zones, so that
 * few locations are locked.
 */
import { DomainError } from '../errors';
import { createDocument, runTransition } from '../kits/document';
import { SEED_TIME } from '../seed';
import type { PlanInput } from '../../../src/domain/inventory/count';
import { approvePlan, countTask, expectedOf, planRules } from './rules';
import type { CountEnv, CountPlan } from './types';

const BASE = Date.parse(SEED_TIME);
const HOUR = 3600_000;
const SEEDED = ['w1', 'w2'];

function at(env: CountEnv, hoursAgo: number, operator: string) {
  env.ctx = { operator, now: new Date(BASE - hoursAgo * HOUR).toISOString() };
}

/** Counts every open task of a plan: what the ledger says, except `off` units less of the first SKU at the first `varied` tasks. */
function countAll(env: CountEnv, plan: CountPlan, varied: number, off: (expected: number) => number) {
  plan.tasks.forEach((t, i) => {
    if (t.status !== 'open' && t.status !== 'recount') return;
    const lines = [...expectedOf(env.ledger, t)].map(([sku, qty], k) => ({ sku, qty: i < varied && k === 0 ? Math.max(0, qty - off(qty)) : qty }));
    countTask(env, plan, t, { location: t.location, lines });
  });
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
  const ctx = env.ctx;
  // approved ten days ago: one variance adjusted (counted twice: above the threshold)
  at(env, 240, 'Admin');
  const approved = plan(env, { kind: 'range', from: 'D-01-01-01', to: 'D-01-01-04', note: 'monthly D-01' });
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
  const counted = plan(env, { kind: 'range', from: 'D-02-01-01', to: 'D-02-01-03', note: 'weekly D-02' });
  if (counted) {
    at(env, 28, 'Li Staff');
    countAll(env, counted, 1, (q) => (q >= 100 ? 1 : 0));
  }
  // counting: two locations counted, one of them waiting for a recount
  at(env, 6, 'Admin');
  const counting = plan(env, { kind: 'range', from: 'E-01-01-01', to: 'E-01-01-04' });
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
  plan(env, { kind: 'range', from: 'E-02-01-01', to: 'E-02-01-03', note: 'weekly E-02' });
  env.ctx = ctx;
}
