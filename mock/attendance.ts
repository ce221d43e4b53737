/** Attendance (403): shifts, clock-in / clock-out, productivity per worker (mock/_lib/attendance.ts). */
import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { requireAnyId, requireWarehouse } from './_lib/auth';
import { clockIn, clockOut, productivity, shiftRows, workersOf } from './_lib/attendance';
import { masterOf } from './_lib/master';
import { asHttp } from './_lib/kits/document';
import { badRequest, handle, type MockRequest } from './_lib/http';
import { page, PAGE_QUERY } from './_lib/paging';
import { z } from 'zod';
import { parseBody } from './_lib/validate';
import { attendanceOptionsAnswer, productivityListAnswer, shiftAnswer, shiftPageAnswer } from '../src/domain/data/answers';
import { ATTENDANCE_MENU_ID, clockInSchema, clockOutSchema } from '../src/domain/data';

function scope(req: MockRequest) {
  const user = requireAnyId(req, [ATTENDANCE_MENU_ID]);
  const warehouseId = requireWarehouse(req, user);
  return { warehouseId, ctx: { operator: user.name, now: new Date().toISOString() } };
}

const iso = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : undefined);

/** Every attendance route: its menu id, in the caller's Current-Warehouse. */
const onScreen = (summary: string, rest: { query?: z.ZodObject; body?: z.ZodType; answer: z.ZodType }) => ({ summary, access: { any: [ATTENDANCE_MENU_ID] }, warehouse: true, ...rest });
const filter = z.string().optional();

export default defineRoutes({
  /** The selects: the warehouse's workers and its stations (enabled positions). */
  'GET /api/attendance/options': handle(onScreen("The selects: the warehouse's workers and its stations.", { answer: attendanceOptionsAnswer }), (req) => {
    const { warehouseId } = scope(req);
    return {
      workers: workersOf(warehouseId).map((u) => ({ id: u.id, name: u.name })),
      positions: masterOf(warehouseId).positions.rows.filter((p) => p.enabled).map((p) => ({ code: p.code, name: p.name })),
    };
  }),
  'GET /api/attendance/shifts': handle(onScreen('Lists shifts, newest first, filtered and paged.', { query: z.object({ userId: filter, position: filter, from: filter, to: filter, open: filter, ...PAGE_QUERY }), answer: shiftPageAnswer }), (req) => {
    const { warehouseId } = scope(req);
    return page(shiftRows(warehouseId, req.query), { current: req.query.current, pageSize: req.query.pageSize }, { defaultPageSize: 20, maxPageSize: 1000 });
  }),
  /** Productivity per worker from `from` to `to` (ISO instants; both required). */
  'GET /api/attendance/productivity': handle(onScreen('Productivity per worker in a period: hours clocked, picks, units received, counts.', { query: z.object({ from: z.string().describe('ISO instant'), to: z.string().describe('ISO instant') }), answer: productivityListAnswer }), (req) => {
    const { warehouseId } = scope(req);
    const from = iso(req.query.from);
    const to = iso(req.query.to);
    if (!from || !to) throw badRequest('server.data.attendance.period', {}, from ? 'to' : 'from');
    const rows = productivity(warehouseId, from, to);
    return { list: rows, total: rows.length };
  }),
  'POST /api/attendance/clock-in': handle(onScreen('Clocks a worker in at a station: a new open shift.', { body: clockInSchema, answer: shiftAnswer }), (req) => {
    const { warehouseId, ctx } = scope(req);
    const input = parseBody(clockInSchema, req.body);
    return asHttp(req, () => clockIn(warehouseId, input, ctx));
  }),
  'POST /api/attendance/clock-out': handle(onScreen("Clocks a worker out: closes the worker's open shift.", { body: clockOutSchema, answer: shiftAnswer }), (req) => {
    const { warehouseId, ctx } = scope(req);
    const { userId } = parseBody(clockOutSchema, req.body);
    return asHttp(req, () => clockOut(warehouseId, userId, ctx));
  }),
});
