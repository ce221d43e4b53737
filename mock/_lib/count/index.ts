import { COUNT_TASK_PROGRESS } from '../../../src/domain/inventory/count';
import type { WorkItem } from '../../../src/domain/task/work';
import { masterOf } from '../master';
import { onRecountRequested, type LedgerCtx } from '../ledger';
import { siteOf, sites } from '../site';
import { defineSlot } from '../store';
import { seedCounts } from './seed';
import { openRecountPlan, recountRequested } from './recounts';
import type { CountEnv, CountPlace, CountState } from './types';

/**
 * The counts part of the shared store (and again after a reset). Each warehouse's plans are made
 * when first asked for: seeded for the two seeded warehouses with orders, empty for the others.
 */
export const countsSlot = defineSlot<CountState>('counts', () => ({ warehouses: {} }));

export function getCounts(): CountState {
  return countsSlot();
}

/** Where a change of a warehouse's counts happens, as `operator` at `now` (`userId`: the caller's account). */
export function countEnv(warehouseId: string, ctx: LedgerCtx, userId?: string): CountEnv {
  const ledger = siteOf(warehouseId);
  const master = masterOf(warehouseId);
  const state = getCounts();
  let place: CountPlace | undefined = state.warehouses[warehouseId];
  if (!place) {
    place = { warehouseId, plans: [] };
    state.warehouses[warehouseId] = place;
    seedCounts({ ledger, master, place, ctx });
  }
  return { ledger, master, place, ctx, ...(userId ? { userId } : {}) };
}

/** Each count task of the warehouse as operator work for the one task list (178). */
export function countWork(warehouseId: string): WorkItem[] {
  const env = countEnv(warehouseId, { operator: 'system', now: new Date().toISOString() });
  return env.place.plans.flatMap((plan) =>
    plan.tasks.map((t): WorkItem => {
      const last = t.rounds[t.rounds.length - 1];
      return {
        id: `count:${t.id}`,
        kind: 'count' as const,
        docNo: plan.no,
        ...(t.skus.length === 1 ? { sku: t.skus[0] } : {}),
        location: t.location,
        progress: COUNT_TASK_PROGRESS[t.status],
        // a recount (a supervisor's, or units a picker did not find) is the one to do first
        priority: t.status === 'recount' || (t.status === 'open' && recountRequested(env, t.location)) ? ('high' as const) : ('normal' as const),
        ...(last ? { operator: last.operator } : {}),
        createdAt: plan.createdAt,
        link: `/inventory/count?task=${encodeURIComponent(t.id)}`,
      };
    }),
  );
}

/**
 * A recount request (a short pick) opens a count of its location at once, in the warehouse the
 * store serves (a ledger of a test's own is not the store's: nothing to open there).
 */
onRecountRequested('count', (ledger, ctx, request) => {
  const warehouses = sites();
  if (!Object.prototype.hasOwnProperty.call(warehouses, ledger.warehouseId) || warehouses[ledger.warehouseId] !== ledger) return;
  openRecountPlan(countEnv(ledger.warehouseId, ctx), request);
});
