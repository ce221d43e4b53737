import { seededWarehouseMaster } from '../master/seed';
import type { WarehouseMaster } from '../master/types';
import { prng, seedLocations, seedProducts, seedWarehouse } from './seed';
import { basicTable, layoutOf, catalogOf } from '../master/seed';
import type { Catalog, OutboundState, WarehouseData } from './types';

/**
 * A small seeded warehouse for tests: 60 products, the standard 1,000 locations and the rest of a
 * seeded set-up, the given numbers of orders and destroy orders; `master` is its set-up (the same lists the outbound data reads),
 * `dictionary` the seeded dictionary it checks carriers against (its own, or the one given).
 */
export function fixture(b2c = 40, b2b = 8, destroys = 0, warehouseId = 'wt', code = 'T01', seed = 7, dictionary = basicTable()): { state: OutboundState & Catalog; wh: WarehouseData; master: WarehouseMaster } {
  const master = seededWarehouseMaster(warehouseId, seedProducts(prng(1), 60), seedLocations(prng(seed)), ['u2']);
  const wh = seedWarehouse(catalogOf(master), warehouseId, code, seed, { b2c, b2b, destroys }, layoutOf(master, dictionary));
  return { state: { ...catalogOf(master), warehouses: { [warehouseId]: wh } }, wh, master };
}
