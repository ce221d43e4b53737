/**
 * The words of the CMS bookings' and customer orders' states and actions as literal translation
 * keys: the console shows them (src/pages/cms/shared/labels.ts) and the mock names a state or
 * action in a refusal with them. Relative imports only: the mock imports this file.
 */
import type { BookingAction, BookingStatus, CustomerOrderAction, CustomerOrderStatus } from './machine';

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
