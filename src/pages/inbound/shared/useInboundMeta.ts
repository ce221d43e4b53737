import { useRequest } from 'ahooks';
import { inboundApi } from '@/services/inbound';
import { useWarehouseId } from '@/utils/workspace';

/** How long the docks, tally reasons and threshold of a warehouse are reused before they are asked for again. */
const META_STALE_MS = 60_000;

/**
 * The inbound docks (free or occupied), the tally reasons and the approval threshold of the current
 * warehouse: one request for the screens of a visit (ahooks' cache per warehouse); `refresh()` asks
 * again (the dock board after an action).
 */
export function useInboundMeta() {
  const warehouseId = useWarehouseId();
  return useRequest(inboundApi.meta, { cacheKey: `inbound-meta:${warehouseId ?? ''}`, staleTime: META_STALE_MS });
}
