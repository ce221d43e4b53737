/** Palletizing: what a rule makes, and the words of its targets. */
import type { PalletizeRule, PalletizeTarget } from '@/services/master';

export const TARGET_KEYS = {
  sku: 'master.palletize.target.sku',
  category: 'master.palletize.target.category',
} as const satisfies Record<PalletizeTarget, string>;

/** Units on a full pallet: units per carton × cartons per layer × layers. */
export const unitsPerPallet = (r: Pick<PalletizeRule, 'unitsPerCarton' | 'cartonsPerLayer' | 'layers'>) => r.unitsPerCarton * r.cartonsPerLayer * r.layers;
