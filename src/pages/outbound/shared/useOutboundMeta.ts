import { useRequest } from 'ahooks';
import { outboundApi, type OrderKind } from '@/services/outbound';
import { useWarehouseId } from '@/utils/workspace';

/** How long the carriers and docks of a warehouse are reused before they are asked for again. */
const META_STALE_MS = 5 * 60_000;

/**
 * The carriers and docks of an order kind in the current warehouse. One request serves the list's
 * carrier filter, the order form and delivery (ahooks' cache, per kind and warehouse); a page
 * re-mounts when the warehouse changes (initialState's, utils/workspace).
 */
export function useOutboundMeta(kind: OrderKind) {
  const warehouseId = useWarehouseId();
  return useRequest(() => outboundApi.meta(kind), {
    cacheKey: `outbound-meta:${kind}:${warehouseId ?? ''}`,
    staleTime: META_STALE_MS,
    refreshDeps: [kind],
  });
}
