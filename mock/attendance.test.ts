/**
 * Attendance: clock-in / clock-out at a station (schema-validated, a second clock-in is a 409 that
 * changes nothing), the shifts list and its filters, and productivity per worker read from the
 * journal's operators (picks, units received) with the hours clocked.
 */
import attendance from './attendance';
import auth from './auth';
import { masterOf } from './_lib/master';
import { getOutbound } from './_lib/outbound';
import { SEED_TIME } from './_lib/seed';
import { getStore, resetStore } from './_lib/store';
import { attendanceSlot } from './_lib/attendance';
import { callRoute, type CallOptions } from './_lib/testing';
import type { Productivity, Shift } from '../src/domain/data';

const call = (route: string, opts?: CallOptions) => callRoute({ ...attendance, ...auth }, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;
let admin: string;
const as = (extra: CallOptions = {}): CallOptions => ({ token: admin, warehouse: 'w1', ...extra });
const station = () => masterOf('w1').positions.rows.find((p) => p.enabled)!.code;

beforeAll(() => {
  resetStore();
  admin = login('admin');
});

describe('clock in and out', () => {
  it('offers the warehouse\'s workers and stations', () => {
    const o = call('GET /api/attendance/options', as()).body.data;
    expect(o.workers.map((w: { id: string }) => w.id)).toEqual(expect.arrayContaining(['u1', 'u2']));
    expect(o.positions.map((p: { code: string }) => p.code)).toContain(station());
  });

  it('clocks a worker in; clocking in twice is a 409 that changes nothing; clocking out closes the shift', () => {
    const r = call('POST /api/attendance/clock-in', as({ body: { userId: 'u2', position: station() } }));
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ userId: 'u2', worker: 'Li Staff', position: station() });
    expect(r.body.data.clockOut).toBeUndefined();
    const before = JSON.stringify(attendanceSlot.peek());
    const again = call('POST /api/attendance/clock-in', as({ body: { userId: 'u2', position: station() } }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Li Staff is already clocked in at ${station()}`);
    expect(JSON.stringify(attendanceSlot.peek())).toBe(before);
    const open = call('GET /api/attendance/shifts', as({ query: { open: 'true' } })).body.data;
    expect(open.list.map((s: Shift) => s.userId)).toEqual(['u2']);
    const out = call('POST /api/attendance/clock-out', as({ body: { userId: 'u2' } }));
    expect(out.status).toBe(200);
    expect(out.body.data.clockOut).toBeDefined();
    expect(call('POST /api/attendance/clock-out', as({ body: { userId: 'u2' } })).status).toBe(409);
    expect(call('GET /api/attendance/shifts', as({ query: { open: 'true' } })).body.data.total).toBe(0);
  });

  it('refuses bad bodies with the field named (400), an unknown worker or station too', () => {
    for (const body of [{}, { userId: 'u2' }, { userId: 'u2', position: station(), extra: 1 }, { userId: 5, position: station() }, { userId: 'x'.repeat(100), position: station() }]) {
      expect(call('POST /api/attendance/clock-in', as({ body })).status).toBe(400);
    }
    const unknown = call('POST /api/attendance/clock-in', as({ body: { userId: 'u3', position: station() } }));
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields)).toEqual(['userId']);
    const nowhere = call('POST /api/attendance/clock-in', as({ body: { userId: 'u2', position: 'NOPE' } }));
    expect(Object.keys(nowhere.body.fields)).toEqual(['position']);
    expect(call('POST /api/attendance/clock-in', as({ lang: 'zh-CN', body: { userId: 'u2', position: 'NOPE' } })).body.message).toBe('没有这个岗位：NOPE');
  });

  it('filters shifts by worker, station and time; only with the attendance screen', () => {
    const all = call('GET /api/attendance/shifts', as({ query: { pageSize: '1000' } })).body.data;
    expect(all.total).toBeGreaterThan(10);
    const mine = call('GET /api/attendance/shifts', as({ query: { userId: 'u1', pageSize: '1000' } })).body.data.list as Shift[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((s) => s.userId === 'u1' && s.hours >= 0)).toBe(true);
    const late = call('GET /api/attendance/shifts', as({ query: { from: SEED_TIME } })).body.data.list as Shift[];
    expect(late.every((s) => s.clockIn >= SEED_TIME)).toBe(true);
    expect(call('GET /api/attendance/shifts', { token: login('staff'), warehouse: 'w1' }).status).toBe(403);
  });
});

describe('productivity per worker', () => {
  const from = new Date(Date.parse(SEED_TIME) - 30 * 86_400_000).toISOString();
  const to = new Date().toISOString();

  it('counts each worker\'s picks and units received from the journal, and the hours clocked', () => {
    const r = call('GET /api/attendance/productivity', as({ query: { from, to } }));
    expect(r.status).toBe(200);
    const rows = r.body.data.list as Productivity[];
    const journal = getOutbound().warehouses.w1.journal.filter((j) => j.at >= from && j.at <= to);
    for (const p of rows) {
      expect(p.picks).toBe(journal.filter((j) => j.operator === p.worker && j.type === 'pick').length);
      expect(p.received).toBe(journal.filter((j) => j.operator === p.worker && j.type === 'receive').reduce((n, j) => n + j.delta.onHand, 0));
    }
    expect(rows.some((p) => p.received > 0)).toBe(true);
    expect(rows.find((p) => p.worker === 'Li Staff')!.hours).toBeGreaterThan(8 * 13);
    expect(rows.map((p) => p.worker)).not.toContain('system');
  });

  it('asks for a period (400 without one)', () => {
    expect(call('GET /api/attendance/productivity', as({ query: { from } })).status).toBe(400);
    expect(call('GET /api/attendance/productivity', as({ query: { from: 'x', to } })).status).toBe(400);
  });
});
