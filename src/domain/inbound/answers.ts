/**
 * Answers of the inbound routes (mock/_lib/contract.ts): what the inbound screens read, checked by
 * the services too. Relative imports only: the mock imports this file.
 */
import { z } from 'zod';
import { count, id, importAnswer, isoDate, pageOf, record, text } from '../contract';
import { DOCK_STATUSES, DOCK_TYPES, SCAN_STEPS } from '../master/types';
import { bulkResult, historyOf, importRowsCheck } from '../contract';
import { stockRecord } from '../outbound/answers';
import { ORDER_KINDS } from '../outbound/schema';
import {
  NOTICE_STATUSES,
  RETURN_CONDITIONS,
  RETURN_STATUSES,
  TALLY_REASON_TYPE,
  TRAILER_STATUSES,
  noticeMachine,
  returnMachine,
  trailerMachine,
} from './machine';

export { bulkResult, importAnswer, importRowsCheck };

/** PUTAWAY task states. */
export const PUTAWAY_STATUSES = ['open', 'done'] as const;

const quantity = z.number().int();
/** A calendar date, YYYY-MM-DD. */
const date = z.string().describe('YYYY-MM-DD');

/** A product's names and barcodes on a line. */
const named = { nameZh: text, nameEn: text, barcodes: z.array(text) };

export const putawayTask = record({
  id,
  lineIndex: count,
  sku: text,
  lot: text.optional(),
  expiry: date.optional(),
  lpn: text,
  qty: count,
  from: text,
  suggested: text,
  status: z.enum(PUTAWAY_STATUSES),
  location: text.optional(),
  operator: text.optional(),
  at: isoDate.optional(),
  overridden: z.array(z.enum(SCAN_STEPS)).optional(),
});

/** A stock change of a document, with the reason it was written for (a tally reason…). */
export const inboundRecord = stockRecord.extend({ reason: text.optional() });

// ---------------------------------------------------------------- notices

export const noticeLine = record({
  sku: text,
  expected: count,
  added: z.boolean().optional(),
  lot: text.optional(),
  expiry: date.optional(),
  good: count,
  damaged: count,
  reason: text.optional(),
  lpn: text.optional(),
  lpns: z.array(text).optional(),
});

export const noticeRow = record({
  id,
  no: text,
  status: z.enum(NOTICE_STATUSES),
  supplier: text,
  containerNo: text,
  eta: date,
  dock: text,
  lineCount: count,
  expectedQty: count,
  goodQty: count,
  damagedQty: count,
  openPutaway: count,
  variancePct: z.number().nonnegative().optional(),
  skus: z.array(text),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const noticeDetail = noticeRow.extend({
  note: text,
  talliedBy: text.optional(),
  approvedBy: text.optional(),
  /** Opened by a transfer's shipment: its number and where it comes from. */
  transfer: record({ no: text, from: text, fromCode: text }).optional(),
  threshold: z.number().nonnegative(),
  lines: z.array(noticeLine.extend({ ...named, shelfLife: z.boolean() })),
  putaway: z.array(putawayTask),
  history: z.array(historyOf(NOTICE_STATUSES, noticeMachine.actions)),
  records: z.array(inboundRecord),
});

export const tallyScanned = record({ lineIndex: count, line: noticeLine, notice: noticeDetail });

// ---------------------------------------------------------------- returns

export const returnRow = record({
  id,
  no: text,
  status: z.enum(RETURN_STATUSES),
  orderNo: text,
  orderKind: z.enum(ORDER_KINDS),
  trackingNo: text,
  carrier: text,
  trailerNo: text,
  condition: z.enum(RETURN_CONDITIONS),
  qty: count,
  restock: count,
  damaged: count,
  destroy: count,
  openPutaway: count,
  lpns: z.array(text),
  destroyNo: text,
  skus: z.array(text),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const returnDetail = returnRow.extend({
  note: text,
  lines: z.array(record({ sku: text, qty: count, restock: count, damaged: count, destroy: count, lpn: text.optional(), ...named })),
  putaway: z.array(putawayTask),
  history: z.array(historyOf(RETURN_STATUSES, returnMachine.actions)),
  records: z.array(inboundRecord),
});

/** The shipped order behind a tracking or order number, and what may still come back. */
export const returnLookup = record({
  orderId: id,
  orderNo: text,
  kind: z.enum(ORDER_KINDS),
  carrier: text,
  trackingNos: z.array(text),
  receiver: text,
  lines: z.array(record({ sku: text, ...named, shipped: count, returnable: count })),
  returns: z.array(record({ no: text, status: z.enum(RETURN_STATUSES) })),
});

// ---------------------------------------------------------------- trailers

export const trailerRow = record({
  id,
  no: text,
  status: z.enum(TRAILER_STATUSES),
  trailerNo: text,
  carrier: text,
  eta: date,
  expectedParcels: count,
  dock: text,
  note: text,
  returns: count,
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const trailerDetail = trailerRow.extend({ history: z.array(historyOf(TRAILER_STATUSES, trailerMachine.actions)) });

// ---------------------------------------------------------------- the screens' own routes

const dictionaryName = record({ code: text, nameZh: text, nameEn: text, enabled: z.boolean() });

export const inboundMeta = record({
  docks: z.array(record({ code: text, name: text, type: z.enum(DOCK_TYPES), status: z.enum(DOCK_STATUSES), trailer: text, appointment: text })),
  tallyReasons: z.array(dictionaryName),
  carriers: z.array(dictionaryName),
  threshold: z.number().nonnegative(),
  reasonType: z.literal(TALLY_REASON_TYPE),
});

/** `sscc`: the pallet's SSCC, which a scan may give instead of the LPN. */
export const putawayRow = putawayTask.extend({ docId: id, docNo: text, sscc: text.optional(), ...named, createdAt: isoDate });
export const putawayPage = pageOf(putawayRow);

/** One pallet put away: the task, its document's state after it (closed with its last pallet), and the document's open tasks left. */
export const putawayDone = record({ task: putawayTask, status: z.enum(['tallied', 'completed', 'booked', 'shelved']), open: count });

export const lpnRow = record({
  id,
  lpn: text,
  /** The pallet's SSCC (GS1 AI 00), when its LPN has one. */
  sscc: text.optional(),
  location: text,
  staged: z.boolean(),
  lines: z.array(record({ sku: text, lot: text.optional(), expiry: date.optional(), qty: quantity, available: quantity, rowId: id })),
  qty: quantity,
  docNo: text,
  receivedAt: isoDate,
});
export const lpnPage = pageOf(lpnRow);

export const lpnRecords = z.array(stockRecord.extend({ lpn: text, docType: text }));

export const lpnMoved = record({ no: text, rows: count });
