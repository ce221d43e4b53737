import { inboundApi } from '@/services/inbound';
import { sharedRequest } from '@/utils/sharedRequest';
import { useShared } from '@/utils/useAnswer';

const META_KEY = 'inbound-meta';
/**
 * Docks change all the time: an answer is shared only by the readers of one moment (the click that
 * opens a page and the page's own readers, utils/routeData), a later visit asks again.
 */
const META_FRESH_MS = 3000;

/** The inbound meta, one request for the readers of the moment (register it for a page's click). */
export const inboundMeta = () => sharedRequest(META_KEY, inboundApi.meta, META_FRESH_MS);

/**
 * The inbound docks (free or occupied), the tally reasons and the approval threshold of the current
 * warehouse; `refresh()` asks again (the dock board after an action). An answer already in (the
 * click that opened the page asked for it) is shown at the first render.
 */
export function useInboundMeta() {
  return useShared(META_KEY, inboundApi.meta, META_FRESH_MS);
}
