/** The words of the product area's fixed options (literal translation keys, one map per type). */

/** A yes / no column (shelf life): its filter, its cell, and the words an import file may use. */
export const SHELF_LIFE_KEYS = {
  true: 'kit.setup.yes',
  false: 'kit.setup.no',
} as const satisfies Record<'true' | 'false', string>;
