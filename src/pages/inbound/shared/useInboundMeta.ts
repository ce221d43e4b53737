import { useReference } from '@/query';
import { inboundMeta } from '@/services/inbound';

/** The inbound docks (free or occupied), the tally reasons and the approval threshold; `refresh()` asks again. */
export function useInboundMeta() {
  return useReference(inboundMeta);
}
