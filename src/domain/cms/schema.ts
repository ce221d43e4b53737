/**
 * CMS request bodies: one zod schema per request, shared by the console (forms take their rules
 * from here) and the mock (which parses every body with them before it touches the store).
 * Relative imports only: the mock imports this file.
 */
import { z } from 'zod';
import { required, text, unique } from '../fields';
import { BOOKING_SLOTS, CHANNELS, ORDER_TYPES } from './machine';

export const CUSTOMER_MAX = 50;
export const CONTAINER_MAX = 32;
export const SKU_MAX = 40;
export const QTY_MAX = 99999;
export const LINES_MAX = 200;
export const NOTE_MAX = 200;
export const REASON_MAX = 200;
export const DOCK_MAX = 16;
export const REF_MAX = 32;
export const NAME_MAX = 50;
export const PHONE_MAX = 32;
export const ADDRESS_MAX = 200;
export const CARRIER_MAX = 32;
export const RULE_CODE_MAX = 20;
export const PRIORITY_MAX = 999;
export const CARTONS_MAX = 99;

/** Printable ASCII without spaces, upper-cased: it goes on labels and into scanners. */
const code = (max: number) =>
  required(max)
    .regex(/^[\x21-\x7e]+$/)
    .transform((s) => s.toUpperCase());
/** As `code`, or empty: any. */
const optionalCode = (max: number) =>
  text(max)
    .regex(/^[\x21-\x7e]*$/)
    .transform((s) => s.toUpperCase())
    .default('');
const date = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'server.cms.dateFormat' }).refine((s) => !Number.isNaN(Date.parse(s)), { error: 'server.cms.dateFormat' });

/** A line: a SKU (or one of its barcodes), how many; the expiry of a shelf-life SKU (its notice needs one). */
export const bookingLineSchema = z.strictObject({ sku: required(SKU_MAX), expected: z.number().int().min(1).max(QTY_MAX), expiry: date.optional() });

/** A delivery booked by a customer: a dock, a day and a slot, what comes. */
export const bookingSchema = z.strictObject({
  customer: required(CUSTOMER_MAX),
  containerNo: code(CONTAINER_MAX),
  eta: date,
  slot: z.enum(BOOKING_SLOTS),
  dock: code(DOCK_MAX),
  note: text(NOTE_MAX).optional(),
  lines: z
    .array(bookingLineSchema)
    .min(1)
    .max(LINES_MAX)
    .superRefine(unique((l) => l.sku.toUpperCase())),
});

export const reasonSchema = z.strictObject({ reason: required(REASON_MAX) });

export const customerOrderLineSchema = z.strictObject({ sku: required(SKU_MAX), qty: z.number().int().min(1).max(9999) });

/** An outbound order as a customer submits it. */
export const customerOrderSchema = z.strictObject({
  customer: required(CUSTOMER_MAX),
  channel: z.enum(CHANNELS),
  ref: text(REF_MAX).optional(),
  orderType: z.enum(ORDER_TYPES),
  carrier: code(CARRIER_MAX),
  receiver: z.strictObject({
    name: required(NAME_MAX),
    phone: text(PHONE_MAX).optional(),
    address: required(ADDRESS_MAX),
    city: text(NAME_MAX).optional(),
    country: text(NAME_MAX).optional(),
  }),
  cartons: z.number().int().min(1).max(CARTONS_MAX).optional(),
  lines: z.array(customerOrderLineSchema).min(1).max(LINES_MAX),
});

/** A routing rule (create); its code is fixed once made. */
export const routingRuleSchema = z.strictObject({
  code: code(RULE_CODE_MAX),
  name: required(NAME_MAX),
  priority: z.number().int().min(1).max(PRIORITY_MAX),
  channel: z.enum(['', ...CHANNELS]).default(''),
  carrier: optionalCode(CARRIER_MAX),
  sku: optionalCode(SKU_MAX),
  orderType: z.enum(ORDER_TYPES),
  setCarrier: optionalCode(CARRIER_MAX),
  enabled: z.boolean().default(true),
});
export const routingRuleEditSchema = routingRuleSchema.omit({ code: true, enabled: true });

/** Running the enabled rules over the submitted customer orders (none: all of them). */
export const routingRunSchema = z.strictObject({ ids: z.array(required(64)).min(1).max(500).superRefine(unique((x) => x)).optional() }).optional();

export type BookingInput = z.input<typeof bookingSchema>;
export type CustomerOrderInput = z.input<typeof customerOrderSchema>;
export type RoutingRuleInput = z.input<typeof routingRuleSchema>;
export type RoutingRuleEditInput = z.input<typeof routingRuleEditSchema>;
