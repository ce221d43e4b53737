import dayjs, { type Dayjs } from 'dayjs';
import { reference } from '@/query';
import { request } from '@/utils/request';
import type { ClockIn, Productivity, Shift } from '@/domain/data';
import { checked } from './shape';
import { attendanceOptionsAnswer, productivityListAnswer, shiftAnswer, shiftPageAnswer } from '@/domain/data/answers';

export type { ClockIn, Productivity, Shift };

export interface ShiftQuery {
  current?: number;
  pageSize?: number;
  [filter: string]: unknown;
}

export const attendanceApi = {
  options: () => checked(attendanceOptionsAnswer, request<{ workers: { id: string; name: string }[]; positions: { code: string; name: string }[] }>('GET', '/api/attendance/options')),
  /** Shifts, newest first: filters `userId`, `position`, `from` / `to` (clock-in, ISO), `open=true`. */
  shifts: (q: ShiftQuery) => checked(shiftPageAnswer, request<{ list: Shift[]; total: number }>('GET', '/api/attendance/shifts', { ...q })),
  productivity: (from: string, to: string) => checked(productivityListAnswer, request<{ list: Productivity[]; total: number }>('GET', '/api/attendance/productivity', { from, to })),
  clockIn: (input: ClockIn) => checked(shiftAnswer, request<Shift>('POST', '/api/attendance/clock-in', { ...input })),
  clockOut: (userId: string) => checked(shiftAnswer, request<Shift>('POST', '/api/attendance/clock-out', { userId })),
};

/** The workers and stations the clock form and the shift filters offer. */
export const attendanceOptions = reference('attendance-options', () => attendanceApi.options());

export type Period = [Dayjs, Dayjs];
/** The last `n` days, whole local days. */
export const lastDays = (n: number): Period => [dayjs().subtract(n, 'day').startOf('day'), dayjs().endOf('day')];
/** The query of each worker's productivity over `period` (key and load, for the query layer). */
export const productivityQuery = (period: Period, clocks = 0) =>
  [['attendance-productivity', period[0].valueOf(), period[1].valueOf(), clocks], () => attendanceApi.productivity(period[0].toISOString(), period[1].toISOString())] as const;
