/** Attendance (403): shifts, clock-in / clock-out, productivity per worker (mock/_lib/attendance.ts). */
import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { requireAnyId, requireWarehouse } from './_lib/auth';
import { clockIn, clockOut, productivity, shiftRows, workersOf } from './_lib/attendance';
import { masterOf } from './_lib/master';
import { asHttp } from './_lib/kits/document';
import { badRequest, handle, type MockRequest } from './_lib/http';
import { page } from './_lib/paging';
import { parseBody } from './_lib/validate';
import { ATTENDANCE_MENU_ID, clockInSchema, clockOutSchema } from '../src/domain/data';

function scope(req: MockRequest) {
  const user = requireAnyId(req, [ATTENDANCE_MENU_ID]);
  const warehouseId = requireWarehouse(req, user);
  return { warehouseId, ctx: { operator: user.name, now: new Date().toISOString() } };
}

const iso = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : undefined);

export default defineRoutes({
  /** The selects: the warehouse's workers and its stations (enabled positions). */
  'GET /api/attendance/options': handle((req) => {
    const { warehouseId } = scope(req);
    return {
      workers: workersOf(warehouseId).map((u) => ({ id: u.id, name: u.name })),
      positions: masterOf(warehouseId).positions.rows.filter((p) => p.enabled).map((p) => ({ code: p.code, name: p.name })),
    };
  }),
  'GET /api/attendance/shifts': handle((req) => {
    const { warehouseId } = scope(req);
    return page(shiftRows(warehouseId, req.query), { current: req.query.current, pageSize: req.query.pageSize }, { defaultPageSize: 20, maxPageSize: 1000 });
  }),
  /** Productivity per worker from `from` to `to` (ISO instants; both required). */
  'GET /api/attendance/productivity': handle((req) => {
    const { warehouseId } = scope(req);
    const from = iso(req.query.from);
    const to = iso(req.query.to);
    if (!from || !to) throw badRequest('server.data.attendance.period', {}, from ? 'to' : 'from');
    const rows = productivity(warehouseId, from, to);
    return { list: rows, total: rows.length };
  }),
  'POST /api/attendance/clock-in': handle((req) => {
    const { warehouseId, ctx } = scope(req);
    const input = parseBody(clockInSchema, req.body);
    return asHttp(req, () => clockIn(warehouseId, input, ctx));
  }),
  'POST /api/attendance/clock-out': handle((req) => {
    const { warehouseId, ctx } = scope(req);
    const { userId } = parseBody(clockOutSchema, req.body);
    return asHttp(req, () => clockOut(warehouseId, userId, ctx));
  }),
});
