/**
 * CMS: the customer-facing requests the warehouse receives. A customer books a delivery slot at a
 * dock (a booking), or submits an outbound order (a customer order) before it becomes a B2C/B2B
 * order. Relative imports only: the mock imports this file.
 */
import { defineMachine } from '../machine';

/** The CMS screens' menu ids. */
export const CMS_MENU_IDS = {
  inBooking: '326',
  inBookingNew: '501',
  outOrder: '327',
  outOrderNew: '494',
  smartHistory: '478',
  smartOutbound: '487',
} as const;

export const BOOKING_STATUSES = ['requested', 'accepted', 'rejected', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A booking: requested by the customer; accepted (a warehousing notice is made for it) or rejected
 * with a reason; cancelled (with a reason) while requested.
 */
export const bookingMachine = defineMachine({
  states: BOOKING_STATUSES,
  initial: 'requested',
  edges: {
    accept: { from: ['requested'], to: 'accepted' },
    reject: { from: ['requested'], to: 'rejected' },
    cancel: { from: ['requested'], to: 'cancelled' },
  },
});
export type BookingAction = (typeof bookingMachine.actions)[number];

/** The delivery slots of a day a customer can book at a dock. */
export const BOOKING_SLOTS = ['08-10', '10-12', '13-15', '15-17'] as const;
export type BookingSlot = (typeof BOOKING_SLOTS)[number];

/** The states in which a booking holds its dock slot. */
export const SLOT_HOLDING: readonly BookingStatus[] = ['requested', 'accepted'];

export const CUSTOMER_ORDER_STATUSES = ['submitted', 'accepted', 'rejected'] as const;
export type CustomerOrderStatus = (typeof CUSTOMER_ORDER_STATUSES)[number];

/** A customer order: submitted; accepted (an outbound order is made for it, by hand or by a routing rule) or rejected with a reason. */
export const customerOrderMachine = defineMachine({
  states: CUSTOMER_ORDER_STATUSES,
  initial: 'submitted',
  edges: {
    accept: { from: ['submitted'], to: 'accepted' },
    reject: { from: ['submitted'], to: 'rejected' },
  },
});
export type CustomerOrderAction = (typeof customerOrderMachine.actions)[number];

/** The sales channels a customer order comes from. */
export const CHANNELS = ['shop', 'platform', 'edi', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

export const ORDER_TYPES = ['b2c', 'b2b'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** What a routing rule did to a customer order. */
export const ROUTING_OUTCOMES = ['accepted', 'refused'] as const;
export type RoutingOutcome = (typeof ROUTING_OUTCOMES)[number];
