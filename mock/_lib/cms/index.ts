import { inboundEnv } from '../inbound';
import type { LedgerCtx } from '../ledger';
import { Table } from '../kits/setup';
import { getOutbound, registerAreaSeed } from '../outbound';
import { getStore } from '../store';
import { seedCms } from './seed';
import type { CmsEnv, CmsPlace, CmsState, RoutingRule } from './types';

/** The CMS part of the shared store (and again after a reset). */
export function getCms(): CmsState {
  const store = getStore();
  if (!store.cms) store.cms = { warehouses: {} };
  return store.cms;
}

/**
 * Where a change of a warehouse's CMS happens, as `operator` at `now`. Each warehouse's requests are
 * made when first asked for: seeded (requests in every state, rules and their runs) for the seeded
 * warehouses, empty for one created since. Inbound is made first: accepting a booking makes a notice.
 */
export function cmsEnv(warehouseId: string, ctx: LedgerCtx): CmsEnv {
  inboundEnv(warehouseId, ctx);
  const ledger = getOutbound().warehouses[warehouseId];
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

registerAreaSeed(4, (id) => cmsEnv(id, { operator: 'system', now: new Date().toISOString() }));
