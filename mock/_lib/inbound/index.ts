import { masterOf } from '../master';
import { getOutbound, registerAreaSeed } from '../outbound';
import type { LedgerCtx } from '../ledger';
import { getStore } from '../store';
import { seedInbound } from './seed';
import type { InboundEnv, InboundPlace, InboundState } from './types';

/**
 * The inbound part of the shared store (and again after a reset). Each warehouse's notices, returns
 * and trailers are made when first asked for: seeded for the seeded warehouses, empty for one
 * created since.
 */
export function getInbound(): InboundState {
  const store = getStore();
  if (!store.inbound) store.inbound = { warehouses: {} };
  return store.inbound;
}

/** Where a change of a warehouse's inbound happens, as `operator` at `now`. */
export function inboundEnv(warehouseId: string, ctx: LedgerCtx): InboundEnv {
  const ledger = getOutbound().warehouses[warehouseId];
  const master = masterOf(warehouseId);
  const state = getInbound();
  let place: InboundPlace | undefined = state.warehouses[warehouseId];
  if (!place) {
    place = { warehouseId, notices: [], returns: [], trailers: [] };
    state.warehouses[warehouseId] = place;
    seedInbound({ ledger, master, place, ctx });
  }
  return { ledger, master, place, ctx };
}

// Made with the warehouse's ledger (see registerAreaSeed), in this order: inbound, relocations and FBA, counts, CMS.
registerAreaSeed(1, (id) => inboundEnv(id, { operator: 'system', now: new Date().toISOString() }));
