/**
 * Palletizing at the tally: the rule that applies to a SKU and the pallets its received units make.
 * Relative imports only: the mock imports this file.
 */
import type { PalletizeRule } from './types';

/** Units on a full pallet: units per carton × cartons per layer × layers. */
export const unitsPerPallet = (r: Pick<PalletizeRule, 'unitsPerCarton' | 'cartonsPerLayer' | 'layers'>) => r.unitsPerCarton * r.cartonsPerLayer * r.layers;

/** The enabled rule of the SKU itself, else of its category; none: no rule. */
export function palletizeRuleFor(rules: readonly PalletizeRule[], sku: string, category: string | undefined): PalletizeRule | undefined {
  const on = rules.filter((r) => r.enabled);
  return on.find((r) => r.target === 'sku' && r.code === sku) ?? (category ? on.find((r) => r.target === 'category' && r.code === category) : undefined);
}

/** `qty` units as pallets of at most `perPallet` (full ones first, the rest last); no rule: one pallet. */
export function palletQuantities(qty: number, perPallet: number | undefined): number[] {
  if (qty <= 0) return [];
  if (!perPallet || perPallet <= 0 || perPallet >= qty) return [qty];
  const full = Math.floor(qty / perPallet);
  const rest = qty - full * perPallet;
  return [...Array.from({ length: full }, () => perPallet), ...(rest ? [rest] : [])];
}
