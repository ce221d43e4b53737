import { z } from 'zod';
import { count, id, isoDate, record, text } from '../contract';
import { auditChangeAnswer } from '../system/answers';

/**
 * Answers of the logs screen's routes (mock/logs.ts); the contract: mock/_lib/contract.ts,
 * src/domain/contract. Relative imports only: the mock imports this file.
 */

/** One write as the list shows it: its kind and action in the reader's words. */
export const logRowAnswer = record({
  id,
  entity: text,
  entityLabel: text,
  entityId: id,
  record: text,
  warehouse: text,
  action: text,
  actionLabel: text,
  operator: text,
  at: isoDate,
  changeCount: count,
});
/** The trail, newest first (a page without its paging echoed). */
export const logPageAnswer = record({ list: z.array(logRowAnswer), total: count });
export const logDetailAnswer = logRowAnswer.extend({ changes: z.array(auditChangeAnswer) });
/** The kinds of record in the trail the reader may read, in its words. */
export const logTypesAnswer = z.array(record({ value: text, label: text }));
