/**
 * Relocation and FBA request bodies: one zod schema per request, shared by the console (forms take
 * their rules from here) and the mock (which parses every body before it touches the store).
 * Relative imports only: the mock imports this file.
 */
import { z } from 'zod';
import { required, text } from '../fields';

export const LOCATION_MAX = 32;
export const SKU_MAX = 64;
export const LPN_MAX = 32;
export const QTY_MAX = 99999;
export const REASON_MAX = 200;
export const SHIPMENT_MAX = 32;
export const LOT_MAX = 32;

const qty = z.number().int().min(1).max(QTY_MAX);
/** Printable ASCII without spaces, upper-cased: it goes on labels and into scanners. */
const code = (max: number) =>
  required(max)
    .regex(/^[\x21-\x7e]+$/)
    .transform((s) => s.toUpperCase());

/**
 * A relocation: what (a SKU or barcode, optionally only the units on one pallet or of one lot), how many, from
 * which location, to which (optional: one is suggested), why, and whether it is an emergency.
 */
export const relocationSchema = z.strictObject({
  from: code(LOCATION_MAX),
  sku: required(SKU_MAX),
  lpn: code(LPN_MAX).optional(),
  lot: code(LOT_MAX).optional(),
  qty,
  to: code(LOCATION_MAX).optional(),
  reason: text(REASON_MAX).optional(),
  emergency: z.boolean().optional(),
});
export type RelocationInput = z.input<typeof relocationSchema>;

/** Receiving a relocation at the target side: its number or id as scanned (optional: the route names it). */
export const relocationReceiveSchema = z.strictObject({ scan: text(64).optional() });
/** Putting a relocation away: the location scanned (another one than planned is allowed, and recorded). */
export const relocationPutawaySchema = z.strictObject({ location: code(LOCATION_MAX) });
/** Cancelling one: why (required). */
export const relocationCancelSchema = z.strictObject({ reason: required(REASON_MAX) });

/** Staging stock into an FBA location for a marketplace shipment. */
export const fbaStageSchema = z.strictObject({
  shipment: code(SHIPMENT_MAX),
  from: code(LOCATION_MAX),
  sku: required(SKU_MAX),
  qty,
  to: code(LOCATION_MAX),
});
export type FbaStageInput = z.input<typeof fbaStageSchema>;
/** Releasing staged stock back to a shelf location. */
export const fbaReleaseSchema = z.strictObject({ qty, to: code(LOCATION_MAX), reason: required(REASON_MAX) });
export type FbaReleaseInput = z.input<typeof fbaReleaseSchema>;
