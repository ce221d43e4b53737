/**
 * Attendance (menu 403, under data 400): clock-in / clock-out of workers at stations (the master
 * data's positions), and each worker's productivity read from the ledger's journal (the operator
 * of each record). Relative imports only (the mock imports this module).
 */
import { z } from 'zod';

export const ATTENDANCE_MENU_ID = '403';

const id = z.string().trim().min(1).max(64);

/** Clocking a worker in at a station (a position's code). */
export const clockInSchema = z.strictObject({ userId: id, position: id });
/** Clocking a worker out of the open shift. */
export const clockOutSchema = z.strictObject({ userId: id });
export type ClockIn = z.infer<typeof clockInSchema>;

/** A worker's time at a station: open until clocked out. */
export interface Shift {
  id: string;
  userId: string;
  worker: string;
  position: string;
  positionName: string;
  clockIn: string;
  clockOut?: string;
  /** Hours worked (to now while open), two decimals. */
  hours: number;
}

/** A worker's work in a period: hours clocked, and what the journal says the worker did. */
export interface Productivity {
  id: string;
  worker: string;
  hours: number;
  /** Pick lines (journal `pick` lines). */
  picks: number;
  /** Units received (journal `receive` lines' on-hand). */
  received: number;
  /** Count adjustments (journal `adjust` lines of counts). */
  counts: number;
  /** Pick lines per hour clocked (0 without hours). */
  picksPerHour: number;
}

/** Hours between two instants, two decimals. */
export const hoursBetween = (from: string, to: string) => Math.round(((Date.parse(to) - Date.parse(from)) / 3_600_000) * 100) / 100;
