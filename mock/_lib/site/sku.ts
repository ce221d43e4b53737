/**
 * Reading a site's catalog and layout, for every area: the SKU a code names, a SKU filter, where a
 * pallet should go.
 */
import type { Location } from '../master/types';
import type { Catalog, SiteEnv } from './types';

/** The SKU a code names: the SKU itself (any case) or one of its barcodes. */
export function skuOf(wh: Catalog, code: string): string | undefined {
  const v = code.trim().toUpperCase();
  if (wh.productBySku.has(v)) return v;
  const exact = wh.productBySku.get(code.trim());
  if (exact) return exact.sku;
  return wh.skuByBarcode.get(v) ?? wh.skuByBarcode.get(code.trim());
}

/** A SKU filter: part of the SKU code, or exactly one of its barcodes. */
export const skuMatcher = (state: Catalog, q: string) => {
  const v = q.trim().toUpperCase();
  const fromBarcode = v ? state.skuByBarcode.get(v) : undefined;
  return (sku: string) => !v || sku.toUpperCase().includes(v) || sku === fromBarcode;
};

const SHELF_ZONES: ReadonlySet<string> = new Set(['storage', 'picking']);

/**
 * Where a pallet of `qty` units of a SKU should go: the SKU's pick face (an enabled pin) when it
 * has room, else the first empty active location of a storage or picking zone that holds the
 * pallet, in pick sequence; '' when none fits. `taken`: locations already suggested in this batch.
 */
export function suggestLocation(env: Pick<SiteEnv, 'ledger' | 'master'>, sku: string, qty: number, filled: Map<string, number>, taken: Set<string>): string {
  const wh = env.ledger;
  const room = (loc: Location) => loc.capacity - (filled.get(loc.code) ?? 0);
  for (const pin of env.master.pins.rows) {
    if (!pin.enabled || pin.sku !== sku) continue;
    const loc = wh.locationByCode.get(pin.location);
    if (loc && loc.status === 'active' && room(loc) >= qty) return loc.code;
  }
  const zoneType = new Map(wh.zones.map((z) => [z.code, z.enabled ? z.type : '']));
  let best: Location | undefined;
  for (const loc of wh.locations) {
    if (loc.status !== 'active' || !SHELF_ZONES.has(zoneType.get(loc.zone) ?? '') || taken.has(loc.code)) continue;
    if ((filled.get(loc.code) ?? 0) > 0 || loc.capacity < qty) continue;
    if (!best || loc.pickSeq < best.pickSeq) best = loc;
  }
  return best?.code ?? '';
}
