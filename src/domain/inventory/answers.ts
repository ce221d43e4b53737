import { z } from 'zod';
import { count, id, importAnswer, isoDate, pageOf, record, tabbedPageOf, text } from '../contract';
import { ROW_PLACES } from './index';
import { COUNT_PLAN_STATUSES, COUNT_TASK_STATUSES, PLAN_KINDS } from './count';

/**
 * Answers of the inventory routes (mock/inventory.ts) and of the cycle counts (mock/count.ts); the
 * contract: mock/_lib/contract.ts, src/domain/contract. Relative imports only: the mock imports this file.
 */

// ---------------------------------------------------------------- stock and the journal

/** A stock row's quantities (on hand, allocated to documents, picked, on hold). */
export const quantitiesAnswer = record({ onHand: count, allocated: count, picked: count, hold: count });
/** A change of quantities (a journal line's delta): signed. */
export const deltaAnswer = record({ onHand: z.number().int(), allocated: z.number().int(), picked: z.number().int(), hold: z.number().int() });

export const stockBySkuAnswer = record({
  id,
  sku: text,
  nameZh: text,
  nameEn: text,
  category: text,
  onHand: count,
  allocated: count,
  picked: count,
  hold: count,
  available: count,
  damaged: count,
  staged: count,
  locations: count,
  nextExpiry: text.optional(),
});
export const stockBySkuPageAnswer = pageOf(stockBySkuAnswer);

export const stockByLocationAnswer = record({
  id,
  location: text,
  zone: text,
  place: z.enum(ROW_PLACES),
  sku: text,
  nameZh: text,
  nameEn: text,
  lpn: text.optional(),
  lot: text.optional(),
  expiry: text.optional(),
  onHand: count,
  allocated: count,
  picked: count,
  hold: count,
  available: count,
  receivedAt: isoDate,
});
export const stockByLocationPageAnswer = pageOf(stockByLocationAnswer);

/** One line of the movement journal. */
export const recordRowAnswer = record({
  id,
  type: text,
  docType: text,
  docNo: text,
  sku: text,
  location: text,
  lpn: text.optional(),
  lot: text.optional(),
  delta: deltaAnswer,
  before: quantitiesAnswer,
  after: quantitiesAnswer,
  operator: text,
  at: isoDate,
  reason: text.optional(),
});
export const recordPageAnswer = pageOf(recordRowAnswer);

/** A hold or its release: its number, the journal line, and the row's figures after it. */
export const holdAnswer = record({ no: text, record: recordRowAnswer, row: quantitiesAnswer.extend({ id, available: count }) });

// ---------------------------------------------------------------- cycle counts

const planStatus = z.enum(COUNT_PLAN_STATUSES);
const taskStatus = z.enum(COUNT_TASK_STATUSES);

export const countMetaAnswer = record({
  zones: z.array(record({ code: text, name: text })),
  threshold: z.number().nonnegative(),
  blind: z.boolean(),
  abc: z.object({ A: count, B: count, C: count }),
});

export const reviewLineAnswer = record({
  sku: text,
  lot: text.optional(),
  lpn: text.optional(),
  nameZh: text,
  nameEn: text,
  expected: count,
  counted: count.optional(),
  variance: z.number().int().optional(),
});

/** A count task as a supervisor sees it: with expected quantities. */
export const reviewTaskAnswer = record({
  id,
  planId: id,
  planNo: text,
  planStatus,
  location: text,
  zone: text,
  skus: z.array(text),
  status: taskStatus,
  rounds: count,
  lines: z.array(reviewLineAnswer),
  expected: count,
  counted: count.optional(),
  variancePct: z.number().nonnegative().optional(),
  threshold: z.number().nonnegative(),
  countedBy: text.optional(),
  countedAt: isoDate.optional(),
  recountReason: text.optional(),
});
export const reviewTaskPageAnswer = tabbedPageOf(reviewTaskAnswer.extend({ createdAt: isoDate }));

/** A count task as the counter sees it: `expected` only when counting is not blind. */
export const counterTaskAnswer = record({
  id,
  planNo: text,
  location: text,
  zone: text,
  skus: z.array(text),
  status: taskStatus,
  round: z.number().int().positive(),
  blind: z.boolean(),
  expected: z.array(record({ sku: text, qty: count })).optional(),
});
export const counterTaskPageAnswer = pageOf(counterTaskAnswer);

export const planRowAnswer = record({
  id,
  no: text,
  kind: z.enum(PLAN_KINDS),
  scope: text,
  status: planStatus,
  tasks: count,
  counted: count,
  recount: count,
  variances: count,
  skipped: count,
  note: text,
  operator: text,
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const planDetailAnswer = planRowAnswer.extend({
  threshold: z.number().nonnegative(),
  blind: z.boolean(),
  skippedLocations: z.array(record({ location: text, allocated: count, picked: count })),
  taskList: z.array(reviewTaskAnswer),
  history: z.array(record({ from: planStatus.nullable(), to: planStatus, action: text, at: isoDate, operator: text, note: text.optional() })),
  records: z.array(record({ id, sku: text, location: text, delta: z.number().int(), before: count, after: count, at: isoDate, operator: text })),
});

export const skuCountRowAnswer = record({ id, taskId: id, planNo: text, sku: text, nameZh: text, nameEn: text, location: text, zone: text, status: taskStatus });
export const skuCountPageAnswer = pageOf(skuCountRowAnswer);

/** The plan import's preview: each row's problems (translated; not by field, unlike `importCheckAnswer`). */
export const planImportCheckAnswer = z.array(record({ index: count, errors: z.array(text) }));
/** The plans an import made, by number. */
export const planImportAnswer = importAnswer;

// ---------------------------------------------------------------- lots

/** A lot's trace: its stock rows now, the documents that moved it, the orders that shipped it. */
export const lotTraceAnswer = record({
  lot: text,
  skus: z.array(record({ sku: text, nameZh: text, nameEn: text })),
  rows: z.array(stockByLocationAnswer),
  documents: z.array(record({ docType: text, docNo: text, types: z.array(text), inQty: count, outQty: count, first: isoDate, last: isoDate })),
  shipped: z.array(record({ orderNo: text, kind: text.optional(), sku: text, qty: count, at: isoDate, carrier: text.optional(), trackingNo: text.optional(), receiver: text.optional(), city: text.optional() })),
  totals: record({ onHand: count, hold: count, qualityHold: count, available: count, shipped: count }),
});

/** A lot held or released everywhere: the hold document and each row it changed. */
export const lotHoldAnswer = record({
  no: text,
  lot: text,
  qty: count,
  rows: z.array(record({ id, sku: text, location: text, qty: count, hold: count })),
});
