import { masterOf } from '../master';
import type { LedgerCtx } from '../ledger';
import { siteOf } from '../site';
import { defineSlot } from '../store';
import { seedInbound } from './seed';
import type { InboundEnv, InboundPlace, InboundState } from './types';

/**
 * The inbound part of the shared store (and again after a reset). Each warehouse's notices, returns
 * and trailers are made when first asked for: seeded for the seeded warehouses, empty for one
 * created since.
 */
export const inboundSlot = defineSlot<InboundState>('inbound', () => ({ warehouses: {} }));

export function getInbound(): InboundState {
  return inboundSlot();
}

/** Where a change of a warehouse's inbound happens, as `operator` at `now`. */
export function inboundEnv(warehouseId: string, ctx: LedgerCtx): InboundEnv {
  const ledger = siteOf(warehouseId);
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
