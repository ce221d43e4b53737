/** The home dashboard (148): today's and this week's figures of the current warehouse (mock/_lib/dashboard). */
import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { requireAnyId, requireWarehouse } from './_lib/auth';
import { dashboard } from './_lib/dashboard';
import { handle, requestLang } from './_lib/http';
import { parseBody } from './_lib/validate';
import { DASHBOARD_MENU_ID, dashboardQuerySchema } from '../src/domain/dashboard';
import { dashboardAnswer } from '../src/domain/dashboard/answers';

export default defineRoutes({
  'GET /api/dashboard': handle({ summary: "The home page's figures and charts of the current warehouse for the caller's day and week.", access: { any: [DASHBOARD_MENU_ID] }, warehouse: true, query: dashboardQuerySchema, answer: dashboardAnswer }, (req) => {
    const user = requireAnyId(req, [DASHBOARD_MENU_ID]);
    const warehouseId = requireWarehouse(req, user);
    const query = parseBody(dashboardQuerySchema, req.query, 'query');
    return dashboard(user, warehouseId, query, requestLang(req));
  }),
});
