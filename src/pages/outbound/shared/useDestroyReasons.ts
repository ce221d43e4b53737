import { useRequest } from 'ahooks';
import { destroyApi } from '@/services/outbound';

/**
 * The dictionary's destroy reasons (enabled and disabled) with their names, for the destroy list,
 * its filter, drawer and form. Cached (the page shows the last answer at once when it is opened
 * again) and asked for again on every visit: a reason just added on the dictionary screen is offered.
 */
export function useDestroyReasons() {
  return useRequest(destroyApi.reasons, { cacheKey: 'outbound-destroy-reasons' });
}
