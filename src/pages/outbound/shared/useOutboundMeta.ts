import { useRequest } from 'ahooks';
import { outboundApi, type OrderKind } from '@/services/outbound';
import { getWarehouse } from '@/utils/storage';

/** How long the carriers and docks of a warehouse are reused before they are asked for again. */
const META_STALE_MS = 5 * 60_000;

/**
 * The carriers and docks of an order kind in the current warehouse. One request serves the list's
 * carrier filter, the order form and delivery (ahooks' cache, per kind and warehouse); a page
 * re-mounts when the warehouse changes, so reading the warehouse as it renders is enough.
 */
export function useOutboundMeta(kind: OrderKind) {
  return useRequest(() => outboundApi.meta(kind), {
    cacheKey: `outbound-meta:${kind}:${getWarehouse() ?? ''}`,
    staleTime: META_STALE_MS,
    refreshDeps: [kind],
  });
}
