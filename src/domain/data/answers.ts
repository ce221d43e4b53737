import { z } from 'zod';
import { count, id, isoDate, pageOf, record, text } from '../contract';

/**
 * Answers of the attendance routes (mock/attendance.ts); the contract: mock/_lib/contract.ts,
 * src/domain/contract. Relative imports only: the mock imports this file.
 */
export const attendanceOptionsAnswer = record({
  workers: z.array(record({ id, name: text })),
  positions: z.array(record({ code: text, name: text })),
});

/** A worker's time at a station: open (no `clockOut`) until clocked out. */
export const shiftAnswer = record({
  id,
  userId: id,
  worker: text,
  position: text,
  positionName: text,
  clockIn: isoDate,
  clockOut: isoDate.optional(),
  hours: z.number().nonnegative(),
});
export const shiftPageAnswer = pageOf(shiftAnswer);

export const productivityAnswer = record({
  id,
  worker: text,
  hours: z.number().nonnegative(),
  picks: count,
  received: count,
  counts: count,
  picksPerHour: z.number().nonnegative(),
});
/** Every worker of the period (not paged). */
export const productivityListAnswer = record({ list: z.array(productivityAnswer), total: count });
