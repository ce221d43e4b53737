import { COUNT_TASK_PROGRESS } from '../../../src/domain/inventory/count';
import type { WorkItem } from '../../../src/domain/task/work';
import { masterOf } from '../master';
import { getOutbound, registerAreaSeed } from '../outbound';
import type { LedgerCtx } from '../ledger';
import { getStore } from '../store';
import { seedCounts } from './seed';
import type { CountEnv, CountPlace, CountState } from './types';

/**
 * The counts part of the shared store (and again after a reset). Each warehouse's plans are made
 * when first asked for: seeded for the two seeded warehouses with orders, empty for the others.
 */
export function getCounts(): CountState {
  const store = getStore();
  if (!store.counts) store.counts = { warehouses: {} };
  return store.counts;
}

/** Where a change of a warehouse's counts happens, as `operator` at `now`. */
export function countEnv(warehouseId: string, ctx: LedgerCtx): CountEnv {
  const ledger = getOutbound().warehouses[warehouseId];
  const master = masterOf(warehouseId);
  const state = getCounts();
  let place: CountPlace | undefined = state.warehouses[warehouseId];
  if (!place) {
    place = { warehouseId, plans: [] };
    state.warehouses[warehouseId] = place;
    seedCounts({ ledger, master, place, ctx });
  }
  return { ledger, master, place, ctx };
}

/** Each count task of the warehouse as operator work for the one task list (178). */
export function countWork(warehouseId: string): WorkItem[] {
  const env = countEnv(warehouseId, { operator: 'system', now: new Date().toISOString() });
  return env.place.plans.flatMap((plan) =>
    plan.tasks.map((t) => {
      const last = t.rounds[t.rounds.length - 1];
      return {
        id: `count:${t.id}`,
        kind: 'count' as const,
        docNo: plan.no,
        ...(t.skus.length === 1 ? { sku: t.skus[0] } : {}),
        location: t.location,
        progress: COUNT_TASK_PROGRESS[t.status],
        // a recount is the one to do first
        priority: t.status === 'recount' ? ('high' as const) : ('normal' as const),
        ...(last ? { operator: last.operator } : {}),
        createdAt: plan.createdAt,
        link: `/inventory/count?task=${encodeURIComponent(t.id)}`,
      };
    }),
  );
}

registerAreaSeed(3, (id) => countEnv(id, { operator: 'system', now: new Date().toISOString() }));
