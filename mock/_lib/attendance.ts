/**
 * Attendance (403): each warehouse's shifts (a worker clocked in at a station, a position of the
 * master data, until clocked out), and each worker's productivity in a period, read from the
 * ledger's journal (who wrote each record: picks, receipts, count adjustments).
 */
import { hoursBetween, type ClockIn, type Productivity, type Shift } from '../../src/domain/data';
import { auditWrite } from './audit';
import { DomainError } from './errors';
import type { LedgerCtx } from './ledger';
import { masterOf } from './master';
import { siteOf } from './site';
import { SEED_TIME, type User } from './seed';
import { defineSlot, getStore } from './store';

/** A shift as kept: the worker and station by id and code (their names are read when shown). */
export interface ShiftRecord {
  id: string;
  userId: string;
  position: string;
  clockIn: string;
  clockOut?: string;
}

export interface AttendanceState {
  warehouses: Record<string, { shifts: ShiftRecord[]; seq: number }>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const attendanceSlot = defineSlot<AttendanceState>('attendance', () => ({ warehouses: {} }));

/** The warehouse's people: the users who work there. */
export const workersOf = (warehouseId: string): User[] => getStore().users.filter((u) => u.enabled && u.warehouseIds.includes(warehouseId));

/** The warehouse's shifts; the seeded warehouses start with the two weeks before the seed's time (8-hour days of the people on its positions). */
export function shiftsOf(warehouseId: string) {
  const attendance = attendanceSlot();
  let place = attendance.warehouses[warehouseId];
  if (!place) {
    place = { shifts: [], seq: 0 };
    attendance.warehouses[warehouseId] = place;
    const positions = masterOf(warehouseId).positions.rows.filter((p) => p.enabled);
    const base = Date.parse(SEED_TIME);
    workersOf(warehouseId).forEach((u, k) => {
      // the station the person is assigned to, else one in turn
      const position = positions.find((p) => p.userIds.includes(u.id)) ?? positions[k % Math.max(positions.length, 1)];
      if (!position) return;
      for (let d = 14; d >= 1; d--) {
        const start = base - d * DAY + (k % 2) * HOUR;
        place!.shifts.push({ id: `${warehouseId}-sh${++place!.seq}`, userId: u.id, position: position.code, clockIn: new Date(start).toISOString(), clockOut: new Date(start + 8 * HOUR).toISOString() });
      }
    });
  }
  return place;
}

export function shiftView(warehouseId: string, s: ShiftRecord, now = new Date().toISOString()): Shift {
  const user = getStore().users.find((u) => u.id === s.userId);
  const position = masterOf(warehouseId).positions.rows.find((p) => p.code === s.position);
  return {
    id: s.id,
    userId: s.userId,
    worker: user?.name ?? s.userId,
    position: s.position,
    positionName: position?.name ?? s.position,
    clockIn: s.clockIn,
    ...(s.clockOut ? { clockOut: s.clockOut } : {}),
    hours: hoursBetween(s.clockIn, s.clockOut ?? now),
  };
}

const text = (q: Record<string, unknown>, k: string) => (typeof q[k] === 'string' ? (q[k] as string).trim() : '');

/** The shifts the filters keep (worker, station, clocked in within from–to, open only), newest first. */
export function shiftRows(warehouseId: string, q: Record<string, unknown>): Shift[] {
  const userId = text(q, 'userId');
  const position = text(q, 'position');
  const from = text(q, 'from');
  const to = text(q, 'to');
  const open = text(q, 'open') === 'true';
  const now = new Date().toISOString();
  return shiftsOf(warehouseId)
    .shifts.filter((s) => (!userId || s.userId === userId) && (!position || s.position === position) && (!from || s.clockIn >= from) && (!to || s.clockIn <= to) && (!open || !s.clockOut))
    .map((s) => shiftView(warehouseId, s, now))
    .reverse();
}

function workerOf(warehouseId: string, userId: string) {
  const u = workersOf(warehouseId).find((x) => x.id === userId);
  if (!u) throw new DomainError('server.data.attendance.unknownWorker', { id: userId }, 400, { userId: { key: 'server.data.attendance.unknownWorker', vars: { id: userId } } });
  return u;
}

const audit = (warehouseId: string, s: ShiftRecord, action: 'clockIn' | 'clockOut', before: object, ctx: LedgerCtx) =>
  auditWrite({ entity: 'attendance', entityId: s.id, record: `${shiftView(warehouseId, s).worker} @ ${s.position}`, warehouseId, action, operator: ctx.operator, at: ctx.now, before, after: s });

/** Clocks a worker in at a station; a worker already clocked in is refused (409), nothing changes. */
export function clockIn(warehouseId: string, input: ClockIn, ctx: LedgerCtx): Shift {
  const user = workerOf(warehouseId, input.userId);
  const position = masterOf(warehouseId).positions.rows.find((p) => p.code === input.position && p.enabled);
  if (!position) throw new DomainError('server.data.attendance.unknownPosition', { code: input.position }, 400, { position: { key: 'server.data.attendance.unknownPosition', vars: { code: input.position } } });
  const place = shiftsOf(warehouseId);
  const open = place.shifts.find((s) => s.userId === user.id && !s.clockOut);
  if (open) throw new DomainError('server.data.attendance.alreadyIn', { worker: user.name, position: open.position }, 409);
  const s: ShiftRecord = { id: `${warehouseId}-sh${++place.seq}`, userId: user.id, position: position.code, clockIn: ctx.now };
  place.shifts.push(s);
  audit(warehouseId, s, 'clockIn', {}, ctx);
  return shiftView(warehouseId, s, ctx.now);
}

/** Clocks a worker out of the open shift; a worker not clocked in is refused (409). */
export function clockOut(warehouseId: string, userId: string, ctx: LedgerCtx): Shift {
  const user = workerOf(warehouseId, userId);
  const s = shiftsOf(warehouseId).shifts.find((x) => x.userId === user.id && !x.clockOut);
  if (!s) throw new DomainError('server.data.attendance.notIn', { worker: user.name }, 409);
  const before = { ...s };
  s.clockOut = ctx.now;
  audit(warehouseId, s, 'clockOut', before, ctx);
  return shiftView(warehouseId, s, ctx.now);
}

/**
 * Each worker's productivity from `from` to `to`: the hours of their shifts within it, and the
 * journal's lines they wrote (picks, units received, count adjustments). Workers without hours or
 * work in the period are left out; the journal's automatic records ('system') too.
 */
export function productivity(warehouseId: string, from: string, to: string, now = new Date().toISOString()): Productivity[] {
  const users = getStore().users;
  const byName = new Map<string, Productivity>();
  const row = (worker: string, id: string) => {
    let r = byName.get(worker);
    if (!r) byName.set(worker, (r = { id, worker, hours: 0, picks: 0, received: 0, counts: 0, picksPerHour: 0 }));
    return r;
  };
  for (const s of shiftsOf(warehouseId).shifts) {
    const start = s.clockIn > from ? s.clockIn : from;
    const endAt = s.clockOut ?? now;
    const end = endAt < to ? endAt : to;
    if (end <= start) continue;
    const u = users.find((x) => x.id === s.userId);
    row(u?.name ?? s.userId, s.userId).hours += (Date.parse(end) - Date.parse(start)) / HOUR;
  }
  // the warehouse's whole journal (its site made with every area seeded: receipts are part of the work)
  const ledger = siteOf(warehouseId);
  for (const j of ledger.journal) {
    if (j.at < from || j.at > to || j.operator === 'system') continue;
    const isPick = j.type === 'pick';
    const isReceive = j.type === 'receive';
    const isCount = j.type === 'adjust' && j.docType.toLowerCase().includes('count');
    if (!isPick && !isReceive && !isCount) continue;
    const r = row(j.operator, users.find((u) => u.name === j.operator)?.id ?? j.operator);
    if (isPick) r.picks++;
    if (isReceive) r.received += j.delta.onHand;
    if (isCount) r.counts++;
  }
  return [...byName.values()]
    .map((r) => ({ ...r, hours: Math.round(r.hours * 100) / 100, picksPerHour: r.hours > 0 ? Math.round((r.picks / r.hours) * 10) / 10 : 0 }))
    .sort((a, b) => a.worker.localeCompare(b.worker));
}
