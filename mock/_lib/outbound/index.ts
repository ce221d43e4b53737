import { getMaster, masterOf } from '../master';
import { catalogOf, layoutOf } from '../master/seed';
import { getStore } from '../store';
import { emptyWarehouse, SEEDED_WAREHOUSES, seedWarehouse } from './seed';
import { SCALED_WAREHOUSE, scaleFactor, seedScale } from '../inventory/scale';
import type { OutboundState, WarehouseData } from './types';

/**
 * One warehouse's outbound data (its ledger and documents) on its master data, made on its first
 * use: seeded for the seeded warehouses (orders and stock), empty for one created since.
 */
function outboundWarehouse(warehouseId: string): WarehouseData {
  const m = masterOf(warehouseId);
  const i = SEEDED_WAREHOUSES.findIndex(([id]) => id === warehouseId);
  if (i < 0) return emptyWarehouse(warehouseId, catalogOf(m), layoutOf(m, getMaster().basic));
  const [, code, opts] = SEEDED_WAREHOUSES[i];
  const wh = seedWarehouse(catalogOf(m), warehouseId, code, 1000 + i, opts, layoutOf(m, getMaster().basic));
  // WMS_MOCK_SCALE=1: the large warehouse at scale (1,000,000 more rows, 5,000,000 more records), never by default
  const scale = scaleFactor();
  if (scale && warehouseId === SCALED_WAREHOUSE) seedScale(wh, { rows: Math.round(1_000_000 * scale), records: Math.round(5_000_000 * scale) });
  return wh;
}

/** An area whose seed changes the warehouse's stock or locations (holds, count locks, transit, accepted requests). */
interface AreaSeed {
  /** Seeds run in this order, whatever order their modules were loaded in. */
  rank: number;
  seed: (warehouseId: string) => void;
}

const areaSeeds: AreaSeed[] = [];

/**
 * Seeds `seed` for every warehouse right after its ledger is made. Each area used to seed on its own
 * first use, so the stock a test or a screen read could change under it when another area's screen
 * was opened later (a relocation in transit, an FBA hold); now a warehouse's data is made whole at once.
 */
export function registerAreaSeed(rank: number, seed: (warehouseId: string) => void) {
  areaSeeds.push({ rank, seed });
  areaSeeds.sort((a, b) => a.rank - b.rank);
}

/**
 * The outbound part of the shared store (and again after a reset). Each warehouse is seeded when
 * first asked for: NJ01's large data only when someone works in it.
 */
export function getOutbound(): OutboundState {
  const store = getStore();
  if (!store.outbound) {
    const seeded: Record<string, WarehouseData> = {};
    const warehouses = new Proxy(seeded, {
      get(target, id) {
        if (typeof id !== 'string' || Object.prototype.hasOwnProperty.call(target, id)) return Reflect.get(target, id);
        if (!getStore().warehouses.some((w) => w.id === id)) return undefined;
        target[id] = outboundWarehouse(id);
        for (const a of areaSeeds) a.seed(id);
        return target[id];
      },
    });
    store.outbound = { warehouses };
  }
  return store.outbound;
}
