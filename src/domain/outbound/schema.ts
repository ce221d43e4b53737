/**
 * Outbound request bodies: one zod schema per request, the console's request types and the mock's
 * parser alike (limits in docs/mock.md). The mock imports this file, so it imports nothing but zod.
 */
import { z } from 'zod';
import { scanProofFields } from '../master/scan';
import { BULK_MAX, ID_MAX, importRowsSchema, required, text, unique } from '../fields';
import { CARTON_WEIGHT_MAX } from './packing';
import { normalizeTote, TOTE_MAX, TOTE_PATTERN } from './tote';

export const ORDER_KINDS = ['b2c', 'b2b'] as const;
export const BULK_ACTIONS = ['allocate', 'cancel', 'resolve'] as const;

/** An order number: printable ASCII without spaces (it goes on labels and into scanners). */
export const ORDER_NO_MAX = 32;
/** Receiver name, city, country, order source, service. */
export const TEXT_MAX = 50;
export const PHONE_MAX = 32;
export const ADDRESS_MAX = 200;
/** A SKU code or one of its barcodes. */
export const SKU_MAX = 40;
/** Pieces of one order line, one destroy line, one pick. */
export const QTY_MAX = 9999;
/** Lines of one order or destroy order. */
export const LINES_MAX = 200;
export const CARTONS_MAX = 99;
/** Orders in one bulk action or one wave (BULK_MAX), rows of one import file, record ids: ../fields. */
export { BULK_MAX, ID_MAX, IMPORT_ROWS_MAX, importCheckSchema } from '../fields';
/** A cancel or short-pick reason, a destroy note. */
export const REASON_MAX = 200;
export const NOTE_MAX = 200;
/** Tracking numbers. */
export const TRACKING_NO_MAX = 64;
export const TRAILER_MAX = 32;
/** A dock code (the warehouse's docks are master data: the mock checks the dock exists and loads). */
export const DOCK_MAX = 16;
/**
 * A carrier: a code of the dictionary's carriers (master data, `type=carrier`), as long as the
 * dictionary's codes (CODE_MAX of src/domain/master/schema.ts); the mock checks it is one in use.
 */
export const CARRIER_MAX = 32;
/**
 * A destroy order's reason: a code of the dictionary's destroy reasons (master data,
 * `type=destroyReason`), as long as the dictionary's codes; the mock checks it is one in use.
 */
export const DESTROY_REASON_MAX = 32;
export const COPIES_MAX = 10;
/** A location code a put-back names. */
export const LOCATION_MAX = 32;
/** A lot as printed on the goods (GS1 AI 10: up to 20 characters). */
export const LOT_MAX = 20;

const id = required(ID_MAX);
const qty = z.number().int().min(1).max(QTY_MAX);
/** A dictionary code: trimmed, printable ASCII without spaces, upper-cased (`sf` is SF), like the dictionary's own codes. */
const dictionaryCode = (max: number) =>
  required(max)
    .regex(/^[\x21-\x7e]+$/)
    .transform((s) => s.toUpperCase());
/** A carrier code (`type=carrier`). */
const carrier = dictionaryCode(CARRIER_MAX);


export const receiverSchema = z.strictObject({
  name: required(TEXT_MAX),
  phone: text(PHONE_MAX).optional(),
  address: required(ADDRESS_MAX),
  city: text(TEXT_MAX).optional(),
  country: text(TEXT_MAX).optional(),
});

export const orderLineSchema = z.strictObject({ sku: required(SKU_MAX), qty });

const orderFields = {
  /** Empty: numbered by the warehouse. */
  no: text(ORDER_NO_MAX)
    .regex(/^[\x21-\x7e]*$/, { error: 'server.order.noFormat' })
    .optional(),
  source: text(TEXT_MAX).optional(),
  receiver: receiverSchema,
  carrier,
  service: text(TEXT_MAX).optional(),
  lines: z.array(orderLineSchema).min(1).max(LINES_MAX),
};
const cartons = z.number().int().min(1).max(CARTONS_MAX);

/** A B2C order as created or edited (cartons: ignored, always 1). */
export const b2cOrderSchema = z.strictObject({ ...orderFields, cartons: cartons.optional() });
/** A B2B order: the cartons (or pallets) it ships in are required. */
export const b2bOrderSchema = z.strictObject({ ...orderFields, cartons });
export const orderSchema = (kind: (typeof ORDER_KINDS)[number]) => (kind === 'b2b' ? b2bOrderSchema : b2cOrderSchema);

/** allocate / cancel / resolve many orders; cancel needs a reason. */
export const bulkSchema = z
  .strictObject({
    action: z.enum(BULK_ACTIONS),
    ids: z.array(id).min(1).max(BULK_MAX).superRefine(unique((x) => x)),
    reason: text(REASON_MAX).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action === 'cancel' && !b.reason) ctx.addIssue({ code: 'custom', message: 'server.outbound.reasonRequired', path: ['reason'], input: b.reason });
  });

/** The import itself: all rows valid (checked with the order schema), or nothing is created. */
export const importSchema = (kind: (typeof ORDER_KINDS)[number]) => importRowsSchema(orderSchema(kind));

export const waveSchema = z.strictObject({ orderIds: z.array(id).min(1).max(BULK_MAX).superRefine(unique((x) => x)) });
/** A tote's barcode (./tote.ts), upper-cased; another code is refused with its own words. */
const tote = required(TOTE_MAX)
  .transform(normalizeTote)
  .pipe(z.string().regex(TOTE_PATTERN, { error: 'server.pick.toteFormat' }));
/** Binds a tote to an order of the wave before a cluster-pick trip. */
export const toteBindSchema = z.strictObject({ orderId: id, tote });
/**
 * A pick: how many, and the lot read off the goods (required when the task's stock row has a lot);
 * in a cluster pick, the tote the units were put into (it must be the order's).
 */
export const pickSchema = z.strictObject({ qty, lot: text(LOT_MAX).optional(), tote: tote.optional(), ...scanProofFields });
export const shortPickSchema = z.strictObject({ found: z.number().int().min(0).max(QTY_MAX), reason: required(REASON_MAX) });
/** What ship short does with the units not picked: a new order linked to this one, or nothing. */
export const SHORT_REST = ['backorder', 'cancel'] as const;
export type ShortRest = (typeof SHORT_REST)[number];
/** Ship short an exception order: what becomes of the units not picked (a backorder order, or cancelled). */
export const shipShortSchema = z.strictObject({ rest: z.enum(SHORT_REST) });
/** Confirm a put-back task: the location its units went to (an active location of the layout). */
export const putbackConfirmSchema = z.strictObject({ location: required(LOCATION_MAX).transform((s) => s.toUpperCase()) });
export const printSchema = z.strictObject({ copies: z.number().int().min(1).max(COPIES_MAX).optional() });

/**
 * A scan at the pack bench into the order's open carton: a SKU code or one of its barcodes, and the
 * units it stands for (1 unless typed).
 */
export const packScanSchema = z.strictObject({ code: required(SKU_MAX), qty: qty.optional() });
/** Closing a carton takes its weight in kg (typed or read off the scale). */
export const packCloseSchema = z.strictObject({
  weight: z
    .number({ error: 'server.outbound.pack.weightRequired' })
    .positive({ error: 'server.outbound.pack.weightRequired' })
    .max(CARTON_WEIGHT_MAX),
});

/** A B2C manifest: a carrier. */
export const b2cManifestSchema = z.strictObject({ carrier, dock: required(DOCK_MAX).optional(), trailer: text(TRAILER_MAX).optional() });
/** A B2B manifest: a carrier, a dock and a trailer. */
export const b2bManifestSchema = z.strictObject({ carrier, dock: required(DOCK_MAX), trailer: required(TRAILER_MAX) });
export const manifestSchema = (kind: (typeof ORDER_KINDS)[number]) => (kind === 'b2b' ? b2bManifestSchema : b2cManifestSchema);
export const scanSchema = z.strictObject({ trackingNo: required(TRACKING_NO_MAX) });

export const destroySchema = z.strictObject({
  /** A destroy reason's code (`type=destroyReason`): ` damaged ` is DAMAGED. */
  reason: dictionaryCode(DESTROY_REASON_MAX),
  note: text(NOTE_MAX).optional(),
  lines: z
    .array(z.strictObject({ rowId: id, qty }))
    .min(1)
    .max(LINES_MAX)
    .superRefine(unique((l) => l.rowId)),
});

/** approve / execute / cancel many destroy orders (the destroy machine's actions), each id once. */
export const DESTROY_BULK_ACTIONS = ['approve', 'execute', 'cancel'] as const;
export const destroyBulkSchema = z.strictObject({
  action: z.enum(DESTROY_BULK_ACTIONS),
  ids: z.array(id).min(1).max(BULK_MAX).superRefine(unique((x) => x)),
});

/** Requests whose path says everything (label, confirm, approve…): no body, or an empty one. */
export const emptyBodySchema = z.strictObject({}).optional();

export type OrderInput = z.input<typeof b2cOrderSchema>;
export type BulkInput = z.input<typeof bulkSchema>;
export type ManifestInput = z.input<typeof b2cManifestSchema>;
export type DestroyInput = z.input<typeof destroySchema>;
export type PackScanInput = z.input<typeof packScanSchema>;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** A destroy reason's code (the dictionary's, `type=destroyReason`). */
export type DestroyReason = string;
/** A carrier's code (the dictionary's). */
export type Carrier = string;

/**
 * An import row as read from a file, sent for the preview: anything the cells held (the
 * server names each row's problems), in the shape of an order.
 */
export interface OrderDraft {
  no?: string;
  receiver?: { name?: string; phone?: string; address?: string; city?: string };
  carrier?: string;
  cartons?: number;
  lines?: { sku?: string; qty?: number | string }[];
}
