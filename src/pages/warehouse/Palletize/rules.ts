/** Palletizing: what a rule makes, and the words of its targets. */
import type { PalletizeTarget } from '@/services/master';

export { unitsPerPallet } from '@/domain/master/palletize';

export const TARGET_KEYS = {
  sku: 'master.palletize.target.sku',
  category: 'master.palletize.target.category',
} as const satisfies Record<PalletizeTarget, string>;
