/**
 * The one task list (menu 178): every area's operator work with who holds it. Reads derive each
 * task from its area's documents (mock/_lib/task); writes change only who holds a task and its
 * priority. Every write checks every task first: one refusal changes nothing.
 */
import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { requireAnyId, requireWarehouse } from './_lib/auth';
import { handle, HttpError, type MockRequest } from './_lib/http';
import { page, PAGE_QUERY } from './_lib/paging';
import { z } from 'zod';
import { parseBody } from './_lib/validate';
import { audited } from './_lib/audit';
import { addHistory, allTasks, filterTasks, inStates, isSupervisor, readPlace, sortTasks, taskPlace, taskUsers } from './_lib/task';
import { taskDetailAnswer, taskDoneAnswer, taskPageAnswer, taskUsersAnswer } from '../src/domain/task/answers';
import { taskAssignSchema, taskClaimSchema, taskPrioritySchema, TASK_MENU_ID, TASK_STATES, type Task, type TaskState } from '../src/domain/task';

function scope(req: MockRequest) {
  const user = requireAnyId(req, [TASK_MENU_ID]);
  const warehouseId = requireWarehouse(req, user);
  return { user, warehouseId, now: new Date().toISOString() };
}

const isOpen = (x: Task) => x.state === 'pending' || x.state === 'inProgress';

/** The tasks named by `ids`, each open; 404 / 409 for the first that is not. */
function openTasks(warehouseId: string, userId: string, ids: string[]): Task[] {
  const byId = new Map(allTasks(warehouseId, userId).map((x) => [x.id, x]));
  return ids.map((id) => {
    const x = byId.get(id);
    if (!x) throw new HttpError(404, 'server.task.notFound', { id });
    if (!isOpen(x)) throw new HttpError(409, 'server.task.finished', { doc: x.docNo });
    return x;
  });
}

/** One task's change of holder or priority, recorded in the audit trail (who holds it, its priority, before → after). */
function onTask(sc: ReturnType<typeof scope>, x: Task, action: string, fn: () => void) {
  const place = taskPlace(sc.warehouseId);
  const state = () => ({ assignee: place.holds[x.id]?.userName ?? '', priority: place.priority[x.id] ?? x.priority });
  audited({ entity: 'task', entityId: x.id, record: x.docNo, warehouseId: sc.warehouseId, action, operator: sc.user.name, at: sc.now }, state, fn);
}

const SORTABLE = ['kind', 'docNo', 'priority', 'createdAt', 'assignee', 'sku', 'location'];

/** Every task route: the task list's menu id, in the caller's Current-Warehouse. */
const onList = (summary: string, rest: { query?: z.ZodObject; body?: z.ZodType; answer: z.ZodType }) => ({ summary, access: { any: [TASK_MENU_ID] }, warehouse: true, ...rest });
const filter = z.string().optional();
const LIST_QUERY = z.object({
  ...Object.fromEntries(['kind', 'priority', 'assignee', 'docNo', 'sku', 'location'].map((f) => [f, filter])),
  status: z.string().optional().describe('States, comma-separated'),
  ...PAGE_QUERY,
  sortField: z.enum(SORTABLE as [string, ...string[]]).optional(),
});

export default defineRoutes({
  /** The list: filters kind, priority, assignee (a user id, `me`, `none`), docNo, sku, location; tabs by state with counts. */
  'GET /api/tasks': handle(onList("Lists every area's operator work with who holds it, a count per state (the caller's own first unless sorted).", { query: LIST_QUERY, answer: taskPageAnswer }), (req) => {
    const { user, warehouseId } = scope(req);
    const base = filterTasks(allTasks(warehouseId, user.id), req.query, user.id);
    const counts = Object.fromEntries(TASK_STATES.map((s) => [s, 0])) as Record<TaskState, number>;
    for (const x of base) counts[x.state]++;
    const rows = inStates(base, req.query.status);
    // asked for a column: that order; else the caller's own first, then priority, then age
    const asked = typeof req.query.sortField === 'string' && SORTABLE.includes(req.query.sortField);
    const ordered = asked ? rows : sortTasks(rows);
    const p = page(ordered, req.query, asked ? { sortable: SORTABLE, tie: 'id', defaultPageSize: 20, maxPageSize: 500 } : { defaultPageSize: 20, maxPageSize: 500 });
    return { list: p.list, total: p.total, counts, all: base.length, supervisor: isSupervisor(user, warehouseId) };
  }),

  /** One task with its history. */
  'GET /api/tasks/detail': handle(onList('One task with its history.', { query: z.object({ id: z.string() }), answer: taskDetailAnswer }), (req) => {
    const { user, warehouseId } = scope(req);
    const place = readPlace(warehouseId);
    const id = typeof req.query.id === 'string' ? req.query.id : '';
    const x = allTasks(warehouseId, user.id).find((t) => t.id === id);
    if (!x) throw new HttpError(404, 'server.task.notFound', { id });
    return { ...x, history: place.history[id] ?? [] };
  }),

  /** Who may be given tasks here (the assign picker). */
  'GET /api/tasks/users': handle(onList('Who may be given tasks here.', { answer: taskUsersAnswer }), (req) => {
    const { warehouseId } = scope(req);
    return taskUsers(warehouseId).map((u) => ({ id: u.id, name: u.name, username: u.username }));
  }),

  /** Takes tasks for oneself; a task someone else holds is refused (409). */
  'POST /api/tasks/claim': handle(onList('Takes open tasks for oneself (all or none).', { body: taskClaimSchema, answer: taskDoneAnswer }), (req) => {
    const sc = scope(req);
    const { user, warehouseId, now } = sc;
    const { ids } = parseBody(taskClaimSchema, req.body);
    const tasks = openTasks(warehouseId, user.id, ids);
    for (const x of tasks) if (x.assigneeId && x.assigneeId !== user.id) throw new HttpError(409, 'server.task.heldBy', { doc: x.docNo, name: x.assignee ?? '' });
    const taken = tasks.filter((x) => x.assigneeId !== user.id);
    const place = taskPlace(warehouseId);
    for (const x of taken)
      onTask(sc, x, 'claim', () => {
        place.holds[x.id] = { userId: user.id, userName: user.name, at: now, how: 'claim', by: user.name };
        addHistory(place, x.id, { action: 'claim', at: now, operator: user.name, to: user.name });
      });
    return { done: ids };
  }),

  /** Gives tasks back: one's own, or anybody's for a supervisor. */
  'POST /api/tasks/release': handle(onList("Gives tasks back: one's own, or anybody's for a supervisor (all or none).", { body: taskClaimSchema, answer: taskDoneAnswer }), (req) => {
    const sc = scope(req);
    const { user, warehouseId, now } = sc;
    const { ids } = parseBody(taskClaimSchema, req.body);
    const tasks = openTasks(warehouseId, user.id, ids);
    const supervisor = isSupervisor(user, warehouseId);
    for (const x of tasks) {
      if (!x.assigneeId) throw new HttpError(409, 'server.task.notHeld', { doc: x.docNo });
      if (x.assigneeId !== user.id && !supervisor) throw new HttpError(409, 'server.task.notYours', { doc: x.docNo, name: x.assignee ?? '' });
    }
    const place = taskPlace(warehouseId);
    for (const x of tasks)
      onTask(sc, x, 'release', () => {
        delete place.holds[x.id];
        addHistory(place, x.id, { action: 'release', at: now, operator: user.name });
      });
    return { done: ids };
  }),

  /** Assigns tasks to a user of the warehouse: to someone else, or away from their holder, only with the supervisor's right. */
  'POST /api/tasks/assign': handle(onList('Assigns tasks to a user of the warehouse (to another, a supervisor only; all or none).', { body: taskAssignSchema, answer: taskDoneAnswer }), (req) => {
    const sc = scope(req);
    const { user, warehouseId, now } = sc;
    const { ids, userId } = parseBody(taskAssignSchema, req.body);
    const target = taskUsers(warehouseId).find((u) => u.id === userId);
    if (!target) throw new HttpError(400, 'server.task.userUnknown', {}, { userId: 'server.task.userUnknown' });
    const supervisor = isSupervisor(user, warehouseId);
    if (target.id !== user.id && !supervisor) throw new HttpError(403, 'server.task.supervisorOnly');
    const tasks = openTasks(warehouseId, user.id, ids);
    for (const x of tasks) if (x.assigneeId && x.assigneeId !== target.id && x.assigneeId !== user.id && !supervisor) throw new HttpError(409, 'server.task.heldBy', { doc: x.docNo, name: x.assignee ?? '' });
    const place = taskPlace(warehouseId);
    for (const x of tasks.filter((t) => t.assigneeId !== target.id)) {
      const action = x.assigneeId ? 'reassign' : target.id === user.id ? 'claim' : 'assign';
      onTask(sc, x, action, () => {
        place.holds[x.id] = { userId: target.id, userName: target.name, at: now, how: target.id === user.id ? 'claim' : 'assign', by: user.name };
        addHistory(place, x.id, { action, at: now, operator: user.name, to: target.name });
      });
    }
    return { done: ids };
  }),

  /** Changes tasks' priority (supervisor). */
  'POST /api/tasks/priority': handle(onList("Changes tasks' priority (a supervisor only; all or none).", { body: taskPrioritySchema, answer: taskDoneAnswer }), (req) => {
    const sc = scope(req);
    const { user, warehouseId, now } = sc;
    const { ids, priority } = parseBody(taskPrioritySchema, req.body);
    if (!isSupervisor(user, warehouseId)) throw new HttpError(403, 'server.task.supervisorOnly');
    const tasks = openTasks(warehouseId, user.id, ids);
    const place = taskPlace(warehouseId);
    for (const x of tasks.filter((t) => t.priority !== priority))
      onTask(sc, x, 'priority', () => {
        place.priority[x.id] = priority;
        addHistory(place, x.id, { action: 'priority', at: now, operator: user.name, priority });
      });
    return { done: ids };
  }),
});
