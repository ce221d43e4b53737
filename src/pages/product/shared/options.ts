import type { AllocationRule } from '@/domain/master';
/** The words of the product area's fixed options (literal translation keys, one map per type). */

/** A yes / no column (shelf life): its filter, its cell, and the words an import file may use. */
export const SHELF_LIFE_KEYS = {
  true: 'kit.setup.yes',
  false: 'kit.setup.no',
} as const satisfies Record<'true' | 'false', string>;

/** A product's own allocation rule (absent: the warehouse's): the same words as the warehouse config's. */
export const ALLOCATION_RULE_KEYS = {
  FIFO: 'master.config.allocation.FIFO',
  FEFO: 'master.config.allocation.FEFO',
} as const satisfies Record<AllocationRule, string>;
