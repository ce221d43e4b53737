/**
 * Inbound request bodies: one zod schema per request, shared by the console (forms take their
 * rules from here) and the mock (which parses every body with them before it touches the store).
 * Relative imports only: the mock imports this file.
 */
import { z } from 'zod';
import { scanProofFields } from '../master/scan';
import { BULK_MAX, ID_MAX, IMPORT_ROWS_MAX, required, text, unique } from '../fields';
import { RETURN_CONDITIONS } from './machine';

export { importCheckSchema } from '../fields';

export const SUPPLIER_MAX = 50;
export const CONTAINER_MAX = 32;
export const SKU_MAX = 40;
export const LOT_MAX = 20;
export const QTY_MAX = 99999;
export const LINES_MAX = 200;
export const NOTE_MAX = 200;
export const REASON_MAX = 200;
export const CODE_MAX = 32;
export const LOCATION_MAX = 32;
export const LPN_MAX = 32;
export const SCAN_MAX = 64;
export const DOCK_MAX = 16;
export const PARCELS_MAX = 9999;

const id = required(ID_MAX);
const qty = z.number().int().min(1).max(QTY_MAX);
const count = z.number().int().min(0).max(QTY_MAX);
/** Printable ASCII without spaces, upper-cased: it goes on labels and into scanners. */
const code = (max: number, error?: string) =>
  required(max)
    .regex(/^[\x21-\x7e]+$/, error ? { error } : undefined)
    .transform((s) => s.toUpperCase());
/** A calendar date, YYYY-MM-DD. */
const date = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'server.inbound.dateFormat' }).refine((s) => !Number.isNaN(Date.parse(s)), { error: 'server.inbound.dateFormat' });
const optionalText = (max: number) => text(max).optional();


export const noticeLineSchema = z.strictObject({
  /** A SKU or one of its barcodes (the mock names the SKU). */
  sku: required(SKU_MAX),
  expected: qty,
  lot: optionalText(LOT_MAX),
  expiry: date.optional(),
});

export const noticeSchema = z.strictObject({
  supplier: required(SUPPLIER_MAX),
  containerNo: code(CONTAINER_MAX, 'server.inbound.containerFormat'),
  eta: date,
  note: optionalText(NOTE_MAX),
  lines: z
    .array(noticeLineSchema)
    .min(1)
    .max(LINES_MAX)
    .superRefine(unique((l) => `${l.sku.toUpperCase()}|${l.lot ?? ''}`)),
});

/** One row of an import file: one line of a notice; rows with the same container number make one notice. */
export const noticeImportRowSchema = z.strictObject({
  containerNo: code(CONTAINER_MAX, 'server.inbound.containerFormat'),
  supplier: required(SUPPLIER_MAX),
  eta: date,
  note: optionalText(NOTE_MAX),
  sku: required(SKU_MAX),
  expected: qty,
  lot: optionalText(LOT_MAX),
  expiry: date.optional(),
});
export const noticeImportSchema = z.strictObject({ rows: z.array(noticeImportRowSchema).min(1).max(IMPORT_ROWS_MAX) });

export const arriveSchema = z.strictObject({ dock: code(DOCK_MAX) });
export const reasonSchema = z.strictObject({ reason: required(REASON_MAX) });
export const noticeBulkSchema = z
  .strictObject({
    action: z.enum(['cancel', 'approve']),
    ids: z.array(id).min(1).max(BULK_MAX).superRefine(unique((x) => x)),
    reason: optionalText(REASON_MAX),
  })
  .superRefine((b, ctx) => {
    if (b.action === 'cancel' && !b.reason) ctx.addIssue({ code: 'custom', message: 'server.outbound.reasonRequired', path: ['reason'], input: b.reason });
  });

/** A tally scan: a SKU or barcode (a GS1 scan's GTIN), how many, good or damaged, the lot and expiry it carried. */
export const tallyScanSchema = z.strictObject({
  code: required(SCAN_MAX),
  qty: qty.optional(),
  damaged: z.boolean().optional(),
  lot: optionalText(LOT_MAX),
  expiry: date.optional(),
});
/** A line's counts set by hand, with the reason for a difference. */
export const tallyLineSchema = z.strictObject({
  good: count,
  damaged: count,
  /** A `tallyReason` code of the dictionary; required when the line differs (the mock checks). */
  reason: code(CODE_MAX).optional(),
});

/** Putting a pallet away: the location scanned (and the LPN scanned, when the station asked for it); the steps done without a scan. */
export const putawaySchema = z.strictObject({ location: code(LOCATION_MAX), lpn: code(LPN_MAX).optional(), ...scanProofFields });
/** Moving a whole pallet to another location. */
export const lpnMoveSchema = z.strictObject({ location: code(LOCATION_MAX) });

/** Preprocessing a return: the shipped order (tracking or order number), its condition, the units that came back. */
export const returnSchema = z.strictObject({
  order: required(SCAN_MAX),
  condition: z.enum(RETURN_CONDITIONS),
  trailerNo: optionalText(CONTAINER_MAX),
  note: optionalText(NOTE_MAX),
  lines: z
    .array(z.strictObject({ sku: required(SKU_MAX), qty }))
    .min(1)
    .max(LINES_MAX)
    .superRefine(unique((l) => l.sku.toUpperCase())),
});
/** Grading: per line of the return, how many units go back to stock, are damaged, are destroyed (adding up to the line). */
export const gradeSchema = z.strictObject({
  lines: z.array(z.strictObject({ restock: count, damaged: count, destroy: count })).min(1).max(LINES_MAX),
});

export const trailerSchema = z.strictObject({
  trailerNo: code(CONTAINER_MAX, 'server.inbound.containerFormat'),
  carrier: code(CODE_MAX),
  eta: date,
  expectedParcels: z.number().int().min(0).max(PARCELS_MAX),
  note: optionalText(NOTE_MAX),
});

export type NoticeInput = z.input<typeof noticeSchema>;
export type NoticeImportRow = z.input<typeof noticeImportRowSchema>;
export type TallyScanInput = z.input<typeof tallyScanSchema>;
export type TallyLineInput = z.input<typeof tallyLineSchema>;
export type ReturnInput = z.input<typeof returnSchema>;
export type GradeInput = z.input<typeof gradeSchema>;
export type TrailerInput = z.input<typeof trailerSchema>;
