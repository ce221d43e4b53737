import { reference, useReference } from '@/query';
import { destroyApi } from '@/services/outbound';

/** Asked for again on every visit (a reason just added on the dictionary screen is offered); the last answer shows meanwhile. */
const destroyReasons = reference('outbound-destroy-reasons', () => destroyApi.reasons(), 0);

/** The dictionary's destroy reasons (enabled and disabled) with their names, for the destroy list, its filter, drawer and form. */
export const useDestroyReasons = () => useReference(destroyReasons);
