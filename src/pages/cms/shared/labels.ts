/**
 * The words of CMS states, actions and options: literal keys (the locale check finds them). The
 * states and actions are src/domain's (the mock names a state or action in a refusal with them);
 * the channels, order types and routing outcomes only the console shows.
 */
import type { Channel, OrderType, RoutingOutcome } from '../../../domain/cms/machine';

export { BOOKING_ACTION_KEYS, BOOKING_STATUS_KEYS, ORDER_ACTION_KEYS, ORDER_STATUS_KEYS } from '../../../domain/cms/labels';

export const CHANNEL_KEYS: Record<Channel, string> = {
  shop: 'cms.channel.shop',
  platform: 'cms.channel.platform',
  edi: 'cms.channel.edi',
  email: 'cms.channel.email',
};

export const ORDER_TYPE_KEYS: Record<OrderType, string> = {
  b2c: 'cms.orderType.b2c',
  b2b: 'cms.orderType.b2b',
};

export const OUTCOME_KEYS: Record<RoutingOutcome, string> = {
  accepted: 'cms.run.outcome.accepted',
  refused: 'cms.run.outcome.refused',
};
