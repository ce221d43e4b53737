/**
 * The pack bench's rules for the mock and the bench (relative imports only): cartons one open at a
 * time, closed with a weight; the order is packed when every picked unit is in a closed carton.
 */

/** A carton's weight in kg (typed or read off the scale): more than 0, at most this. */
export const CARTON_WEIGHT_MAX = 999;
/** Cartons of one order. */
export const PACK_CARTONS_MAX = 99;

export const CARTON_STATUSES = ['open', 'closed'] as const;
export type CartonStatus = (typeof CARTON_STATUSES)[number];

export interface PackItem {
  sku: string;
  qty: number;
}

export interface PackCarton {
  /** 1-based, in the order the cartons were opened. */
  seq: number;
  status: CartonStatus;
  items: PackItem[];
  /** kg, set when the carton is closed. */
  weight?: number;
}

/** What the bench needs of an order line: its SKU and the units picked for it. */
export interface PackLine {
  sku: string;
  picked: number;
}

/** Why a scan is refused: no carton open, a product the order does not have, or all of its units packed. */
export type PackScanRefusal = 'noOpenCarton' | 'notOnOrder' | 'fullyPacked';

/** Units of `sku` in the cartons (open and closed). */
export const packedOf = (cartons: readonly PackCarton[], sku: string) => cartons.reduce((n, c) => n + c.items.reduce((m, i) => m + (i.sku === sku ? i.qty : 0), 0), 0);

/** Each line with its units packed so far and those still to pack. */
export const packProgress = (lines: readonly PackLine[], cartons: readonly PackCarton[]) =>
  lines.map((l) => {
    const packed = packedOf(cartons, l.sku);
    return { sku: l.sku, picked: l.picked, packed, left: Math.max(l.picked - packed, 0) };
  });

export const openCarton = (cartons: readonly PackCarton[]) => cartons.find((c) => c.status === 'open');

/** Why `qty` units of `sku` (undefined: the scan named no product of the catalog) may not go into the open carton, if they may not. */
export function packScanRefusal(lines: readonly PackLine[], cartons: readonly PackCarton[], sku: string | undefined, qty = 1): PackScanRefusal | undefined {
  if (!openCarton(cartons)) return 'noOpenCarton';
  const picked = lines.filter((l) => l.sku === sku).reduce((n, l) => n + l.picked, 0);
  if (!sku || picked === 0) return 'notOnOrder';
  return packedOf(cartons, sku) + qty > picked ? 'fullyPacked' : undefined;
}

/** Packed: some carton, none open, every picked unit in one. */
export const packComplete = (lines: readonly PackLine[], cartons: readonly PackCarton[]) =>
  cartons.length > 0 && !openCarton(cartons) && packProgress(lines, cartons).every((l) => l.left === 0);

/** Units in a carton. */
export const cartonUnits = (c: PackCarton) => c.items.reduce((n, i) => n + i.qty, 0);
