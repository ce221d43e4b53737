import { prng, seedProducts, seedWarehouse } from './seed';
import type { OutboundState, WarehouseData } from './types';

/** A small seeded warehouse for tests: 60 products, the given numbers of orders and destroy orders. */
export function fixture(b2c = 40, b2b = 8, destroys = 0): { state: OutboundState; wh: WarehouseData } {
  const products = seedProducts(prng(1), 60);
  const skuByBarcode = new Map<string, string>();
  for (const p of products) for (const b of p.barcodes) skuByBarcode.set(b, p.sku);
  const state: OutboundState = { products, productBySku: new Map(products.map((p) => [p.sku, p])), skuByBarcode, warehouses: {} };
  const wh = seedWarehouse(state, 'wt', 'T01', 7, { b2c, b2b, destroys });
  state.warehouses.wt = wh;
  return { state, wh };
}
