/**
 * Transfers between warehouses (a B2B order of the source flagged `transferTo`, its shipment opening a
 * notice at the destination): schemas, states and menu ids for the console and the mock.
 */
import { z } from 'zod';
import { count, id as idAnswer, isoDate, listOf, record, tabbedPageOf, text as textAnswer } from '../contract';
import { defineMachine } from '../machine';
import { ID_MAX, required, text } from '../fields';
import { CARTONS_MAX, CARRIER_MAX, LINES_MAX, NOTE_MAX, QTY_MAX, REASON_MAX, SKU_MAX } from './schema';

/** The transfer list (outbound) and the cross-warehouse stock view (inventory). */
export const TRANSFER_MENU_ID = '602';
export const NETWORK_MENU_ID = '603';

/** Where a transfer is: made (allocated, picked… at the source), shipped and on its way, received at the destination, or cancelled before it shipped. */
export const TRANSFER_STATUSES = ['created', 'inTransit', 'received', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/**
 * The transfer's course, as its list shows it: shipping happens on the outbound screens and receipt
 * on the destination's tally; the list itself takes only `cancel`, before the shipment.
 */
export const transferMachine = defineMachine({
  states: TRANSFER_STATUSES,
  initial: 'created',
  edges: {
    ship: { from: ['created'], to: 'inTransit' },
    receive: { from: ['inTransit'], to: 'received' },
    cancel: { from: ['created'], to: 'cancelled' },
  },
});
export type TransferAction = (typeof transferMachine.actions)[number];

/** The destination's area holding a transfer's units from its shipment until its notice is received (not a location of the layout). */
export const TRANSFER_TRANSIT = (no: string) => `INTRANSIT-${no}`;
export const isTransferTransit = (location: string) => location.startsWith('INTRANSIT-');
/** The ledger's document type owning units in transit. */
export const TRANSFER_DOC_TYPE = 'transfer';

const qty = z.number().int().min(1).max(QTY_MAX);

export const transferLineSchema = z.strictObject({ sku: required(SKU_MAX), qty });

/** A new transfer: the destination (a warehouse id), its carrier and cartons, the lines. */
export const transferSchema = z.strictObject({
  to: required(ID_MAX),
  carrier: required(CARRIER_MAX)
    .regex(/^[\x21-\x7e]+$/)
    .transform((s) => s.toUpperCase()),
  cartons: z.number().int().min(1).max(CARTONS_MAX),
  note: text(NOTE_MAX).optional(),
  lines: z.array(transferLineSchema).min(1).max(LINES_MAX),
});
export type TransferInput = z.output<typeof transferSchema>;

export const transferCancelSchema = z.strictObject({ reason: required(REASON_MAX) });

const warehouseRef = record({ id: idAnswer, code: textAnswer, name: textAnswer });

export const transferRow = record({
  id: idAnswer,
  no: textAnswer,
  status: z.enum(TRANSFER_STATUSES),
  /** The source order's own state (allocated, picked…). */
  orderStatus: textAnswer,
  from: warehouseRef,
  to: warehouseRef,
  lines: z.array(record({ sku: textAnswer, qty: count, shipped: count })),
  totalQty: count,
  /** Units shipped and not received yet. */
  inTransit: count,
  carrier: textAnswer,
  note: textAnswer,
  noticeId: textAnswer.optional(),
  noticeNo: textAnswer.optional(),
  noticeStatus: textAnswer.optional(),
  createdAt: isoDate,
  shippedAt: isoDate.optional(),
});
export type TransferRow = z.infer<typeof transferRow>;

export const transferList = tabbedPageOf(transferRow);

/** One SKU in one warehouse of the network. */
export const networkRow = record({
  id: idAnswer,
  sku: textAnswer,
  nameZh: textAnswer,
  nameEn: textAnswer,
  warehouse: warehouseRef,
  available: count,
  onHand: count,
  inTransit: count,
});
export type NetworkRow = z.infer<typeof networkRow>;

export const networkList = listOf(networkRow);

/** What the transfer form offers: the warehouses it may go to (held by the caller, enabled, not this one). */
export const transferMeta = record({ warehouses: z.array(warehouseRef) });
