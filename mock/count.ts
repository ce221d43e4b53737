/**
 * Cycle-count endpoints: plans on the document kit, approval, variance review (557, 284), and the
 * counters' side (173, 345), never with an expected quantity when the warehouse counts blind.
 */
import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { heldIds, requireAnyId, requireWarehouse } from './_lib/auth';
import { errorBody, handle, HttpError, notFound, requestLang, translate, type MockRequest } from './_lib/http';
import { page, PAGE_QUERY, statePage, type PageOptions } from './_lib/paging';
import { emptyBody, parseBody } from './_lib/validate';
import { DomainError } from './_lib/errors';
import { auditedRecord } from './_lib/audit';
import { asHttp, createDocument, documentRoutes, type DocumentDeclaration } from './_lib/kits/document';
import { linesOf, type LedgerCtx } from './_lib/ledger';
import { reviewRows, skuTest, text } from './_lib/count/queries';
import type { User } from './_lib/seed';
import { countEnv } from './_lib/count';
import { confirmingTask } from './_lib/task';
import { requireScans } from './_lib/master/operations';

export { reviewRows } from './_lib/count/queries';
import { abcCounts, approvePlan, counterTask, countTask, expectedOf, isBlind, planOfTask, planProblems, planRow, planRules, requestRecount, reviewTask, tasksOf, threshold } from './_lib/count/rules';
import type { CountEnv, CountPlan, CountTask } from './_lib/count/types';
import {
  COUNT_COUNTER_IDS,
  COUNT_MENU_IDS as IDS,
  COUNT_SELF_APPROVE_ID,
  COUNT_SUPERVISOR_IDS,
  COUNT_TASK_STATUSES,
  countCancelSchema,
  countSchema,
  planImportSchema,
  planSchema,
  type PlanInput,
  PLAN_KINDS,
  recountSchema,
  type CountPlanAction,
  type CountPlanStatus,
  type PlanDetail,
  type SkuCountRow,
} from '../src/domain/inventory/count';
import { importCheckSchema } from '../src/domain/fields';
import {
  counterTaskAnswer,
  counterTaskPageAnswer,
  countMetaAnswer,
  planDetailAnswer,
  planImportAnswer,
  planImportCheckAnswer,
  planRowAnswer,
  reviewTaskAnswer,
  reviewTaskPageAnswer,
  skuCountPageAnswer,
} from '../src/domain/inventory/answers';
import { z } from 'zod';
import { PLAN_ACTION_KEYS, PLAN_IMPORT_COLUMN_KEYS, PLAN_KIND_KEYS, PLAN_STATUS_KEYS } from '../src/domain/inventory/countLabels';

const ALL_IDS = [...COUNT_SUPERVISOR_IDS, ...COUNT_COUNTER_IDS];
const WORDS = { status: PLAN_STATUS_KEYS, action: PLAN_ACTION_KEYS };

/** The caller and its warehouse counts, for one of the screens `ids`; 403 without one of them. */
function caller(req: MockRequest, ids: readonly string[]): { e: CountEnv; user: User; warehouseId: string } {
  const user = requireAnyId(req, [...ids]);
  const warehouseId = requireWarehouse(req, user);
  return { e: countEnv(warehouseId, { operator: user.name, now: new Date().toISOString() }, user.id), user, warehouseId };
}

/** The caller's warehouse counts, for one of the screens `ids`; 403 without one of them. */
const env = (req: MockRequest, ids: readonly string[]): CountEnv => caller(req, ids).e;

/** The plan and task of a task id; 404 when there is none. */
function taskOf(e: CountEnv, id: string): { plan: CountPlan; task: CountTask } {
  const plan = planOfTask(e, id);
  const task = plan?.tasks.find((t) => t.id === id);
  if (!plan || !task) throw notFound();
  return { plan, task };
}

export function planDetail(e: CountEnv, p: CountPlan): PlanDetail {
  return {
    ...planRow(p),
    threshold: threshold(e),
    blind: isBlind(e),
    skippedLocations: p.skipped,
    taskList: p.tasks.map((t) => reviewTask(e, p, t)),
    history: p.history,
    records: linesOf(e.ledger, p.no).map((j) => ({ id: j.id, sku: j.sku, location: j.location, delta: j.delta.onHand, before: j.before.onHand, after: j.after.onHand, at: j.at, operator: j.operator })),
  };
}

/** The import column a plan field comes from (a problem of the whole row: the row). */
const IMPORT_COLUMN: Record<string, string> = { ...PLAN_IMPORT_COLUMN_KEYS, body: 'inventory.count.import.col.body' };

/**
 * Each file row's problems, translated and named by column: the schema's, the store's (an unknown
 * zone or SKU), then whether the plan would count anything, with the locations of the rows above it
 * taken (two rows never count one location). Changes nothing.
 */
function planImportProblems(req: MockRequest, e: CountEnv, raw: unknown[]): string[][] {
  const lang = requestLang(req);
  const named = (field: string, problem: string) => translate(lang, 'inventory.count.import.problem', { column: translate(lang, IMPORT_COLUMN[field.split('.')[0]] ?? IMPORT_COLUMN.body), problem });
  // a kind the schema does not know is named with the kinds in the caller's words, not the enum's keys
  const kinds = PLAN_KINDS.map((k) => translate(lang, PLAN_KIND_KEYS[k])).join(' / ');
  const claimed = new Set<string>();
  return raw.map((row) => {
    let input: PlanInput;
    try {
      input = parseBody(planSchema, row);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const { fields = {}, message } = errorBody(lang, err);
      const kind = (row as { kind?: unknown } | null)?.kind;
      const problems = Object.entries(fields).map(([field, text]) =>
        named(field, field === 'kind' && kind !== undefined ? translate(lang, 'server.count.unknownKind', { value: String(kind), kinds }) : text),
      );
      return problems.length ? problems : [message];
    }
    const problems = planProblems(e, input);
    if (problems.length) return problems.map((p) => named(p.field, translate(lang, p.key, p.vars)));
    try {
      for (const t of tasksOf(e, '', input, claimed).tasks) claimed.add(t.location);
      return [];
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      // left with nothing because the rows above take its locations: say so, not "nothing to count"
      const alone = (() => {
        try {
          return tasksOf(e, '', input).tasks.length > 0;
        } catch {
          return false;
        }
      })();
      return [alone ? translate(lang, 'server.count.importOverlap') : translate(lang, err.key, err.vars)];
    }
  });
}

const list: PageOptions = { sortable: ['no', 'createdAt', 'updatedAt', 'status', 'tasks'], defaultSort: { field: 'createdAt', order: 'descend' }, tie: 'no', defaultPageSize: 20, maxPageSize: 1000 };

export const planDocument: DocumentDeclaration<CountPlan, CountPlanStatus, CountPlanAction, CountEnv, ReturnType<typeof planRow>> = {
  ...planRules,
  path: '/api/count/plans',
  read: () => COUNT_SUPERVISOR_IDS,
  write: () => [IDS.plans],
  scope: (_req: MockRequest, user: User, warehouseId: string, ctx: LedgerCtx) => countEnv(warehouseId, ctx, user.id),
  schemas: { create: planSchema, actions: { cancel: countCancelSchema } },
  list: {
    filters: {
      no: (v) => (p) => p.no.includes(v.toUpperCase()),
      kind: (v) => (p) => p.kind === v,
      location: (v) => (p) => p.tasks.some((t) => t.location.startsWith(v.toUpperCase())),
      sku: (v, sc) => {
        const test = skuTest(sc, v);
        return (p) => p.tasks.some((t) => t.skus.some(test) || t.rounds.some((r) => r.lines.some((l) => test(l.sku))));
      },
      createdFrom: (v) => (p) => p.createdAt >= v,
      createdTo: (v) => (p) => p.createdAt <= v,
    },
    row: (_, p) => planRow(p),
    page: list,
  },
  detail: planDetail,
  routeActions: ['cancel'],
  words: WORDS,
  contract: { noun: 'cycle-count plans', row: planRowAnswer, document: planDetailAnswer },
};

// The screens' own routes come first: Umi's mock answers with the first route whose path matches,
// and `POST /api/count/plans/:id/approve` would otherwise be the kit's `:id/:action`.
const REVIEW_PAGING = { sortable: ['location', 'planNo', 'countedAt', 'variancePct', 'status'], defaultSort: { field: 'createdAt', order: 'descend' }, tie: 'location', defaultPageSize: 20, maxPageSize: 1000 } as const;

/** What the count routes declare: the menu ids, in the caller's Current-Warehouse. */
const counting = (summary: string, ids: readonly string[], rest: { query?: z.ZodObject; body?: z.ZodType; answer: z.ZodType }) => ({ summary, access: { any: [...ids] }, warehouse: true, ...rest });
const filter = z.string().optional();
const listQuery = (filters: string[], sortable: readonly string[]) =>
  z.object({ ...Object.fromEntries(filters.map((f) => [f, filter])), ...PAGE_QUERY, sortField: z.enum(sortable as [string, ...string[]]).optional() });

export default defineRoutes({
  /** What the count screens offer: zones, the warehouse's threshold and blind rule, the ABC classes' sizes. */
  'GET /api/count/meta': handle(counting("What the count screens offer: zones, the warehouse's variance threshold and blind rule, the ABC classes' sizes.", ALL_IDS, { answer: countMetaAnswer }), (req) => {
    const e = env(req, ALL_IDS);
    return {
      zones: e.ledger.zones.filter((z) => z.enabled).map((z) => ({ code: z.code, name: z.name })),
      threshold: threshold(e),
      blind: isBlind(e),
      abc: abcCounts(e.ledger),
    };
  }),

  /**
   * Approval: each counted line's difference from what the ledger had when it was counted, the
   * locations unlocked; refused while a location waits for its (re)count, and to someone who counted
   * one of its locations without the right to approve their own counts (COUNT_SELF_APPROVE_ID).
   */
  'POST /api/count/plans/:id/approve': handle(counting('Approves a counted plan: posts each counted difference to stock and unlocks its locations.', COUNT_SUPERVISOR_IDS, { body: emptyBody, answer: planDetailAnswer }), (req) => {
    const { e, user, warehouseId } = caller(req, COUNT_SUPERVISOR_IDS);
    const plan = e.place.plans.find((p) => p.id === req.params.id);
    if (!plan) throw notFound();
    parseBody(emptyBody, req.body);
    const approver = { userId: user.id, mayApproveOwn: heldIds(user, warehouseId).has(COUNT_SELF_APPROVE_ID) };
    asHttp(req, () => approvePlan(e, plan, approver), WORDS);
    return planDetail(e, plan);
  }),

  // ---- plan import: a preview of every row's problems, then all rows or none
  'POST /api/count/plans/import/check': handle(counting("Checks the rows of a plan import: each row's problems, nothing saved.", [IDS.plans], { body: importCheckSchema, answer: planImportCheckAnswer }), (req) => {
    const e = env(req, [IDS.plans]);
    const { rows } = parseBody(importCheckSchema, req.body);
    return planImportProblems(req, e, rows).map((errors, index) => ({ index, errors }));
  }),
  'POST /api/count/plans/import': handle(counting('Imports the rows as count plans: all of them, or none.', [IDS.plans], { body: planImportSchema, answer: planImportAnswer }), (req) => {
    const e = env(req, [IDS.plans]);
    const { rows } = parseBody(planImportSchema, req.body);
    const errors = planImportProblems(req, e, rows);
    const bad = errors.findIndex((x) => x.length);
    if (bad >= 0) throw new HttpError(400, 'server.count.importRefused', { row: bad + 1, problem: errors[bad][0] });
    // every row was checked against the plans of the rows above it: none of these creations is refused
    return { created: rows.map((input) => asHttp(req, () => createDocument(planRules, e, input), WORDS).no) };
  }),

  ...documentRoutes(planDocument),

  // ---- variance review (284): every task with what the ledger says and what was counted
  'GET /api/count/tasks': handle(counting('Lists count tasks with expected and counted quantities (the variance review), a count per state.', COUNT_SUPERVISOR_IDS, { query: listQuery(['plan', 'location', 'sku', 'variance', 'status'], REVIEW_PAGING.sortable), answer: reviewTaskPageAnswer }), (req) => {
    const q = req.query as Record<string, unknown>;
    return statePage(reviewRows(env(req, COUNT_SUPERVISOR_IDS), q), COUNT_TASK_STATUSES, q, (r) => r, REVIEW_PAGING);
  }),
  /** A supervisor sends a counted location back for a second count by scan. */
  'POST /api/count/tasks/:id/recount': handle(counting('Sends a counted location back for a second count.', [IDS.review], { body: recountSchema, answer: reviewTaskAnswer }), (req) => {
    const e = env(req, [IDS.review]);
    const { plan, task } = taskOf(e, req.params.id);
    const input = parseBody(recountSchema, req.body);
    asHttp(req, () => auditedRecord(e, planRules.type, plan, 'recount', () => requestRecount(e, plan, task, input?.reason)), WORDS);
    return reviewTask(e, plan, task);
  }),

  // ---- the counters (173, 345): open work, never an expected quantity when counting is blind
  'GET /api/count/work': handle(counting("The counter's open count tasks (no expected quantities when counting is blind).", COUNT_COUNTER_IDS, { query: listQuery(['location'], ['location', 'planNo', 'status']), answer: counterTaskPageAnswer }), (req) => {
    const e = env(req, COUNT_COUNTER_IDS);
    const q = req.query as Record<string, unknown>;
    const location = text(q, 'location').toUpperCase();
    const rows = e.place.plans
      .filter((p) => p.status === 'open' || p.status === 'counting')
      .flatMap((p) => p.tasks.filter((t) => (t.status === 'open' || t.status === 'recount') && (!location || t.location === location)).map((t) => counterTask(e, p, t)));
    return page(rows, q, { sortable: ['location', 'planNo', 'status'], defaultSort: { field: 'location', order: 'ascend' }, tie: 'id', defaultPageSize: 20, maxPageSize: 200 });
  }),
  'GET /api/count/work/:id': handle(counting('One count task as the counter sees it.', COUNT_COUNTER_IDS, { answer: counterTaskAnswer }), (req) => {
    const e = env(req, COUNT_COUNTER_IDS);
    const { plan, task } = taskOf(e, req.params.id);
    return counterTask(e, plan, task);
  }),
  /** One count of a location by scan; the answer says whether it is to be counted again, never by how much it differs. */
  'POST /api/count/work/:id/count': handle(counting('Records one count of a location by scan; says whether it is to be counted again.', COUNT_COUNTER_IDS, { body: countSchema, answer: counterTaskAnswer }), (req) => {
    const { e, user, warehouseId } = caller(req, COUNT_COUNTER_IDS);
    const { plan, task } = taskOf(e, req.params.id);
    const input = parseBody(countSchema, req.body);
    requireScans(warehouseId, user, 'count', input, requestLang(req));
    const claim = confirmingTask({ user, warehouseId, now: e.ctx.now }, { id: `count:${task.id}`, docNo: plan.no });
    asHttp(req, () => auditedRecord(e, planRules.type, plan, 'count', () => countTask(e, plan, task, input)), WORDS);
    claim();
    return counterTask(e, plan, task);
  }),

  // ---- the SKU count (345): each SKU under count at each of its locations
  'GET /api/count/skus': handle(counting('Lists each SKU under count at each of its locations.', COUNT_COUNTER_IDS, { query: listQuery(['sku', 'location', 'plan'], ['sku', 'location', 'planNo']), answer: skuCountPageAnswer }), (req) => {
    const e = env(req, COUNT_COUNTER_IDS);
    const q = req.query as Record<string, unknown>;
    const sku = skuTest(e, text(q, 'sku'));
    const location = text(q, 'location').toUpperCase();
    const planQ = text(q, 'plan').toUpperCase();
    const rows: SkuCountRow[] = [];
    for (const p of e.place.plans) {
      if ((p.status !== 'open' && p.status !== 'counting') || (planQ && p.no !== planQ)) continue;
      for (const t of p.tasks) {
        if ((t.status !== 'open' && t.status !== 'recount') || (location && !t.location.startsWith(location))) continue;
        const skus = t.skus.length ? t.skus : [...expectedOf(e.ledger, t).keys()].sort();
        for (const s of skus) {
          if (!sku(s)) continue;
          const product = e.ledger.productBySku.get(s);
          rows.push({ id: `${t.id}|${s}`, taskId: t.id, planNo: p.no, sku: s, nameZh: product?.nameZh ?? '', nameEn: product?.nameEn ?? '', location: t.location, zone: t.zone, status: t.status });
        }
      }
    }
    return page(rows, q, { sortable: ['sku', 'location', 'planNo'], defaultSort: { field: 'sku', order: 'ascend' }, tie: 'location', defaultPageSize: 20, maxPageSize: 1000 });
  }),
});
