import type { LedgerCtx } from '../ledger';
import { Table } from '../kits/setup';
import { siteOf } from '../site';
import { defineSlot, getStore } from '../store';
import { seedCms } from './seed';
import type { CmsEnv, CmsPlace, CmsState, RoutingRule } from './types';

/** The CMS part of the shared store (and again after a reset). */
export const cmsSlot = defineSlot<CmsState>('cms', () => ({ warehouses: {} }));

export function getCms(): CmsState {
  return cmsSlot();
}

/**
 * Where a warehouse's CMS changes, as `operator` at `now`; seeded on first use for the seeded
 * warehouses (after the site and inbound: accepting a booking makes a notice), empty for new ones.
 */
export function cmsEnv(warehouseId: string, ctx: LedgerCtx): CmsEnv {
  const ledger = siteOf(warehouseId);
  const code = getStore().warehouses.find((w) => w.id === warehouseId)?.code ?? warehouseId;
  const state = getCms();
  let place: CmsPlace | undefined = state.warehouses[warehouseId];
  if (!place) {
    place = { warehouseId, bookings: [], orders: [], rules: new Table<RoutingRule>([], { code: (r) => [r.code] }), runs: [], seq: 0 };
    state.warehouses[warehouseId] = place;
    seedCms({ ledger, ctx, warehouseId, code, place });
  }
  return { ledger, ctx, warehouseId, code, place };
}
