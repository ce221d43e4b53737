import { defineSlot, getStore } from '../store';
import { masterState, seedWarehouseMaster } from './seed';
import type { MasterState, WarehouseMaster } from './types';

/** Master's part of the store. */
export const masterSlot = defineSlot<MasterState>('master', () => masterState(getStore().warehouses));

/** The master data of the shared store, made on first use (and again after a reset). */
export function getMaster(): MasterState {
  return masterSlot();
}

/** A warehouse's set-up, seeded on its first use (NJ01's 20,000 locations and 50,000 SKUs only when asked for). */
export function masterOf(warehouseId: string): WarehouseMaster {
  const m = getMaster();
  if (!m.places[warehouseId]) m.places[warehouseId] = seedWarehouseMaster(warehouseId);
  return m.places[warehouseId];
}
