import { getMaster, masterOf } from '../master';
import { catalogOf, layoutOf } from '../master/seed';
import { sites } from '../site';
import { emptyWarehouse, SEEDED_WAREHOUSES, seedWarehouse } from './seed';
import type { OutboundState, WarehouseData } from './types';

/**
 * One warehouse's site with outbound's data (its ledger and documents) on its master data: seeded
 * for the seeded warehouses (orders and stock), empty for one created since. The site maker
 * (mock/_lib/root.ts): every warehouse's site is made here.
 */
export function outboundWarehouse(warehouseId: string): WarehouseData {
  const m = masterOf(warehouseId);
  const i = SEEDED_WAREHOUSES.findIndex(([id]) => id === warehouseId);
  if (i < 0) return emptyWarehouse(warehouseId, catalogOf(m), layoutOf(m, getMaster().basic));
  const [, code, opts] = SEEDED_WAREHOUSES[i];
  return seedWarehouse(catalogOf(m), warehouseId, code, 1000 + i, opts, layoutOf(m, getMaster().basic));
}

/**
 * The outbound part of the shared store: every warehouse's site, which outbound made
 * (`outboundWarehouse` is the root's site maker), with its documents. Each warehouse is seeded when
 * first asked for: NJ01's large data only when someone works in it.
 */
export function getOutbound(): OutboundState {
  return { warehouses: sites() as Record<string, WarehouseData> };
}

/** The warehouse's outbound data, made (with every area's part) on first use. */
export const outboundOf = (warehouseId: string): WarehouseData => getOutbound().warehouses[warehouseId];
