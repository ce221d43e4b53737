import { outboundApi, type OrderKind } from '@/services/outbound';
import { sharedRequest } from '@/utils/sharedRequest';
import { useShared } from '@/utils/useAnswer';

/** How long the carriers and docks of a warehouse are reused before they are asked for again. */
const META_STALE_MS = 5 * 60_000;
const metaKey = (kind: OrderKind) => `outbound-meta:${kind}`;

/** The carriers and docks of an order kind in the current warehouse: one request for every reader (utils/sharedRequest). */
export const outboundMeta = (kind: OrderKind) => sharedRequest(metaKey(kind), () => outboundApi.meta(kind), META_STALE_MS);

/**
 * The carriers and docks of an order kind in the current warehouse. One request serves the list's
 * carrier filter, the order form and delivery (shared per kind and warehouse, and asked for again
 * after a write); a page re-mounts when the warehouse changes (initialState's, utils/workspace).
 * An answer already in (the click that opened the list asked for it) is shown at the first render.
 */
export function useOutboundMeta(kind: OrderKind) {
  return useShared(metaKey(kind), () => outboundApi.meta(kind), META_STALE_MS);
}
