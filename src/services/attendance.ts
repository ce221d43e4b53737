import { request } from '@/utils/request';
import type { ClockIn, Productivity, Shift } from '@/domain/data';
import { checked, page } from './shape';

export type { ClockIn, Productivity, Shift };

export interface ShiftQuery {
  current?: number;
  pageSize?: number;
  [filter: string]: unknown;
}

export const attendanceApi = {
  options: () => request<{ workers: { id: string; name: string }[]; positions: { code: string; name: string }[] }>('GET', '/api/attendance/options'),
  /** Shifts, newest first: filters `userId`, `position`, `from` / `to` (clock-in, ISO), `open=true`. */
  shifts: (q: ShiftQuery) => checked(page(), request<{ list: Shift[]; total: number }>('GET', '/api/attendance/shifts', { ...q })),
  productivity: (from: string, to: string) => checked(page(), request<{ list: Productivity[]; total: number }>('GET', '/api/attendance/productivity', { from, to })),
  clockIn: (input: ClockIn) => request<Shift>('POST', '/api/attendance/clock-in', { ...input }),
  clockOut: (userId: string) => request<Shift>('POST', '/api/attendance/clock-out', { userId }),
};
