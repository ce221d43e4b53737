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
