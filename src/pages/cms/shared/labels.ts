/**
 * The words of CMS states, actions and options: literal keys (the locale check finds them), also
 * read by the mock to name a state or action in a refusal.
 */
import type { BookingAction, BookingStatus, Channel, CustomerOrderAction, CustomerOrderStatus, OrderType, RoutingOutcome } from '../../../domain/cms/machine';

export const BOOKING_STATUS_KEYS: Record<BookingStatus, string> = {
  requested: 'cms.booking.status.requested',
  accepted: 'cms.booking.status.accepted',
  rejected: 'cms.booking.status.rejected',
  cancelled: 'cms.booking.status.cancelled',
};

export const BOOKING_ACTION_KEYS: Record<BookingAction | 'create', string> = {
  create: 'cms.action.create',
  accept: 'cms.action.accept',
  reject: 'cms.action.reject',
  cancel: 'cms.action.cancel',
};

export const ORDER_STATUS_KEYS: Record<CustomerOrderStatus, string> = {
  submitted: 'cms.order.status.submitted',
  accepted: 'cms.order.status.accepted',
  rejected: 'cms.order.status.rejected',
};

export const ORDER_ACTION_KEYS: Record<CustomerOrderAction | 'create', string> = {
  create: 'cms.action.create',
  accept: 'cms.action.accept',
  reject: 'cms.action.reject',
};

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
