/**
 * Relocation's place in the store and its reading of the site's locations and stock, shared by
 * relocations (./index.ts) and FBA stagings (./fba.ts).
 */
import { formatLocationCode } from '../../../src/domain/master/location';
import type { Relocation } from '../../../src/domain/relocate';
import { DomainError } from '../errors';
import { available, type StockRow } from '../ledger';
import type { Location } from '../master/types';
import { skuOf } from '../site/sku';
import type { Site as WarehouseData, SiteEnv as InboundEnv } from '../site/types';

/** Units of one stock row on an FBA location held for a shipment. */
export interface FbaStaging {
  id: string;
  /** The staging's document number: the owner of the hold. */
  no: string;
  shipment: string;
  rowId: string;
  location: string;
  sku: string;
  lot?: string;
  lpn?: string;
  /** Units still staged (0: all released). */
  qty: number;
  stagedAt: string;
  operator: string;
}

export interface RelocatePlace {
  warehouseId: string;
  relocations: Relocation[];
  fba: FbaStaging[];
}

export interface RelocateState {
  warehouses: Record<string, RelocatePlace>;
}

/** Where a relocation change happens: the site (ledger), the master data, who and when, and the relocations. */
export interface RelocateEnv extends InboundEnv {
  reloc: RelocatePlace;
}

/** Units on a location (its rows in the location index). */
export function filledAt(wh: WarehouseData, code: string): number {
  let n = 0;
  for (const r of wh.rowsByLocation.get(code) ?? []) n += r.onHand;
  return n;
}

export function filledMap(wh: WarehouseData): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of wh.stock) if (r.onHand) m.set(r.location, (m.get(r.location) ?? 0) + r.onHand);
  return m;
}

/** A location of the layout that stock may be taken from or put on: known (400), active (409: not locked, not disabled). */
export function usableLocation(wh: WarehouseData, code: string, field: string): Location {
  const loc = wh.locationByCode.get(code);
  if (!loc) throw new DomainError('server.relocate.locationUnknown', { location: code }, 400, { [field]: { key: 'server.relocate.locationUnknown', vars: { location: code } } });
  if (loc.status !== 'active') throw new DomainError('server.relocate.locationNotActive', { location: code, status: loc.status }, 409);
  return loc;
}

/** A location that takes `qty` more units: usable, with room. */
export function roomFor(wh: WarehouseData, code: string, qty: number, field: string): Location {
  const loc = usableLocation(wh, code, field);
  const filled = filledAt(wh, code);
  if (filled + qty > loc.capacity) throw new DomainError('server.relocate.locationFull', { location: code, room: Math.max(loc.capacity - filled, 0), qty }, 409);
  return loc;
}

/** The SKU a scan names: a SKU or a barcode (400 on the field when none). */
export function skuOfScan(wh: WarehouseData, code: string, field = 'sku'): string {
  const sku = skuOf(wh, code);
  if (!sku) throw new DomainError('server.relocate.skuUnknown', { sku: code }, 400, { [field]: { key: 'server.relocate.skuUnknown', vars: { sku: code } } });
  return sku;
}

/** The rows of a SKU at a location (on one pallet when `lpn`, of one lot when `lot`), oldest first. */
export function rowsAt(wh: WarehouseData, sku: string, location: string, lpn?: string, lot?: string): StockRow[] {
  return (wh.rowsBySku.get(sku) ?? []).filter((r) => r.location === location && (!lpn || r.lpn === lpn) && (!lot || r.lot === lot)).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

/** Units of a SKU available at a location (on a pallet, of a lot). */
export const availableAt = (wh: WarehouseData, sku: string, location: string, lpn?: string, lot?: string) => rowsAt(wh, sku, location, lpn, lot).reduce((s, r) => s + available(r), 0);

/** Shelf rows without a pallet with `min` units available, one per SKU, `n` at most (the seeds). */
export function seedRows(wh: WarehouseData, min: number, n: number, usable: (r: StockRow) => boolean = () => true): StockRow[] {
  const seen = new Set<string>();
  const out: StockRow[] = [];
  for (const r of wh.stock) {
    if (out.length >= n) break;
    if (r.lpn || seen.has(r.sku) || available(r) < min || wh.locationByCode.get(r.location)?.status !== 'active' || !usable(r)) continue;
    seen.add(r.sku);
    out.push(r);
  }
  return out;
}

/** FBA locations for the seed: a few in each enabled FBA zone that has none yet. */
export function ensureFbaLocations(env: RelocateEnv) {
  const zones = env.master.zones.rows.filter((z) => z.type === 'fba' && z.enabled);
  for (const z of zones) {
    if (env.master.locations.rows.some((l) => l.zone === z.code)) continue;
    for (let rack = 1; rack <= 4; rack++) {
      const code = formatLocationCode({ zone: z.code, aisle: 1, rack, level: 1 });
      env.master.locations.add({ id: code, code, zone: z.code, aisle: 1, rack, level: 1, type: 'floor', capacity: 2000, status: 'active', pickSeq: 900000 + rack });
    }
  }
}
