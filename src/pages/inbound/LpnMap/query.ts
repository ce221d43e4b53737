/** Where a pallet is, as the LPN map's filter offers it: waiting in a receiving area, or on a shelf. */
export type LpnPlace = 'staged' | 'shelf';

/** The filter bar's values as the list's query: where the pallet is as the server's `staged` flag. */
export function lpnQuery({ place, ...rest }: { lpn?: string; sku?: string; location?: string; place?: LpnPlace }) {
  return { ...rest, ...(place ? { staged: place === 'staged' ? 'true' : 'false' } : {}) };
}
