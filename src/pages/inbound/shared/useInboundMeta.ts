import { useRequest } from 'ahooks';
import { inboundApi } from '@/services/inbound';
import { useWarehouseId } from '@/utils/workspace';

/**
 * The inbound docks (free or occupied), the tally reasons and the approval threshold of the current
 * warehouse. Cached per warehouse (a screen shows the last answer at once and asks again: docks
 * change all the time, so the answer is never taken as fresh); `refresh()` asks again (the dock
 * board after an action).
 */
export function useInboundMeta() {
  const warehouseId = useWarehouseId();
  return useRequest(inboundApi.meta, { cacheKey: `inbound-meta:${warehouseId ?? ''}` });
}
