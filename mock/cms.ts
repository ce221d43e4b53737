/**
 * CMS endpoints: bookings and customer orders (the document kit's routes), the routing rules (the
 * set-up kit's routes), running the rules, what they did, and what the screens' selects offer.
 */
import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { requireAnyId, requireWarehouse } from './_lib/auth';
import { handle, type MockRequest } from './_lib/http';
import { asHttp, createDocument, documentRoutes } from './_lib/kits/document';
import { setupRoutes } from './_lib/kits/setup';
import { page, PAGE_QUERY } from './_lib/paging';
import { parseBody } from './_lib/validate';
import { cmsEnv } from './_lib/cms';
import { bookingDocument, customerOrderDocument, ORDER_IDS, READ_IDS, ruleDecl } from './_lib/cms/documents';
import { customerOrderRules, routeOrders } from './_lib/cms/rules';
import type { CmsEnv } from './_lib/cms/types';
import { CMS_MENU_IDS as IDS, BOOKING_SLOTS } from '../src/domain/cms/machine';
import { customerOrderSchema, routingRunSchema } from '../src/domain/cms/schema';
import { ORDER_ACTION_KEYS, ORDER_STATUS_KEYS } from '../src/domain/cms/labels';
import { cmsMetaAnswer, customerOrderDetailAnswer, routingRunResultAnswer, routingRunsPageAnswer } from '../src/domain/cms/answers';
import { z } from 'zod';

/** The caller's warehouse CMS, for one of the screens `ids`; 403 without one of them. */
function env(req: MockRequest, ids: readonly string[]): CmsEnv {
  const user = requireAnyId(req, [...ids]);
  const warehouseId = requireWarehouse(req, user);
  return cmsEnv(warehouseId, { operator: user.name, now: new Date().toISOString() });
}

const ORDER_WORDS = { status: ORDER_STATUS_KEYS, action: ORDER_ACTION_KEYS };
const RUN_SORT = ['at', 'ruleCode', 'customerOrderNo', 'outcome'] as const;
const runsQuery = z.object({
  rule: z.string().optional().describe('A rule code'),
  outcome: z.string().optional().describe('Outcomes, comma-separated'),
  no: z.string().optional().describe('Part of a customer order or outbound order number'),
  from: z.string().optional().describe('ISO date-time, inclusive'),
  to: z.string().optional().describe('ISO date-time, inclusive'),
  ...PAGE_QUERY,
  sortField: z.enum(RUN_SORT).optional(),
});

// The screens' own routes come first: Umi's mock answers with the first route whose path matches.
export default defineRoutes({
  /** What the CMS screens' selects offer: inbound docks, carriers, slots. */
  'GET /api/cms/meta': handle({ summary: 'What the CMS screens\' selects offer: inbound docks, carriers, booking slots.', access: { any: READ_IDS }, warehouse: true, answer: cmsMetaAnswer }, (req) => {
    const e = env(req, READ_IDS);
    const dict = e.ledger.dictionary.rows;
    return {
      docks: e.ledger.docks.filter((d) => d.enabled && d.type !== 'outbound').map(({ code, name, type }) => ({ code, name, type })),
      carriers: dict.filter((d) => d.type === 'carrier' && d.enabled).sort((a, b) => a.sort - b.sort).map(({ code, nameZh, nameEn }) => ({ code, nameZh, nameEn })),
      slots: BOOKING_SLOTS,
    };
  }),

  /** A customer order submitted (or keyed in for the customer): routed at once when a rule takes it. */
  'POST /api/cms/orders': handle({ summary: 'Submits a customer order; a routing rule that takes it makes its outbound order at once.', access: { any: ORDER_IDS }, warehouse: true, body: customerOrderSchema, answer: customerOrderDetailAnswer }, (req) => {
    const e = env(req, ORDER_IDS);
    const input = parseBody(customerOrderSchema, req.body);
    const co = asHttp(req, () => createDocument(customerOrderRules, e, input), ORDER_WORDS);
    routeOrders(e, [co]);
    return customerOrderDocument.detail!(e, co);
  }),

  /** Runs the enabled rules, in order, over the submitted customer orders (or those named). */
  'POST /api/cms/rules/run': handle({ summary: 'Runs the enabled routing rules over the submitted customer orders (or those named).', access: { any: [IDS.smartOutbound] }, warehouse: true, body: routingRunSchema, answer: routingRunResultAnswer }, (req) => {
    const e = env(req, [IDS.smartOutbound]);
    const { ids } = parseBody(routingRunSchema, req.body) ?? {};
    const orders = ids ? e.place.orders.filter((o) => ids.includes(o.id)) : e.place.orders.filter((o) => o.status === 'submitted');
    const runs = routeOrders(e, orders);
    return { accepted: runs.filter((r) => r.outcome === 'accepted').length, refused: runs.filter((r) => r.outcome === 'refused').length, runs };
  }),

  /** What the rules did (478): newest first, by rule, outcome, customer order, time. */
  'GET /api/cms/runs': handle({ summary: 'What the routing rules did, newest first: by rule, outcome, order number, time.', access: { any: [IDS.smartHistory, IDS.smartOutbound] }, warehouse: true, query: runsQuery, answer: routingRunsPageAnswer }, (req) => {
    const e = env(req, [IDS.smartHistory, IDS.smartOutbound]);
    const q = req.query as Record<string, string | undefined>;
    const text = (q.no ?? '').trim().toUpperCase();
    const rows = e.place.runs.filter(
      (r) =>
        (!q.rule || r.ruleCode === q.rule.trim().toUpperCase()) &&
        (!q.outcome || q.outcome.split(',').includes(r.outcome)) &&
        (!text || r.customerOrderNo.includes(text) || r.orderNo.includes(text)) &&
        (!q.from || r.at >= q.from) &&
        (!q.to || r.at <= q.to),
    );
    return page(rows, req.query, { sortable: RUN_SORT, defaultSort: { field: 'at', order: 'descend' }, tie: 'id', defaultPageSize: 20, maxPageSize: 1000 });
  }),

  ...setupRoutes(ruleDecl),
  ...documentRoutes(bookingDocument),
  ...documentRoutes(customerOrderDocument),
});

