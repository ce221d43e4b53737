/**
 * The task list's back end (178): areas report their work as `WorkItem`s; this keeps only who holds
 * which task, priority overrides and history. State is derived on every read (`taskState`).
 */
import { defineSlot, getStore } from '../store';
import { inboundEnv } from '../inbound';
import { getOutbound } from '../outbound';
import { putbackWork } from '../outbound/putbacks';
import { masterOf } from '../master';
import { relocationWork } from '../relocate';
import { countEnv, countWork } from '../count';
import { recountWork } from '../count/recounts';
import { heldIds } from '../auth';
import { HttpError } from '../http';
import type { User } from '../seed';
import {
  compareTasks,
  taskState,
  TASK_MENU_ID,
  TASK_SUPERVISOR_ID,
  type Task,
  type TaskHistoryEntry,
  type TaskHold,
  type TaskKind,
  type TaskPriority,
  type WorkItem,
  type WorkProgress,
} from '../../../src/domain/task';

export type WorkSource = (warehouseId: string) => WorkItem[];

// ---------------------------------------------------------------- the registry of work sources

const sources = new Map<string, { kind: TaskKind; source: WorkSource }>();

/**
 * Adds an area's work to the task list: `source(warehouseId)` answers the area's open and finished
 * work. One line per area, e.g. `registerWorkSource('count', countWork)`; `name` tells two sources
 * of one kind apart (registering a name again replaces it).
 */
export function registerWorkSource(kind: TaskKind, source: WorkSource, name: string = kind) {
  sources.set(name, { kind, source });
}

/** Every area's work in the warehouse. */
export function allWork(warehouseId: string): WorkItem[] {
  return [...sources.values()].flatMap(({ source }) => source(warehouseId));
}

// ---------------------------------------------------------------- built-in sources

const ctx = () => ({ operator: 'system', now: new Date().toISOString() });

/** Picking: one task per wave (the pick screen picks a wave), done when the wave is. */
export function pickWork(warehouseId: string): WorkItem[] {
  const wh = getOutbound().warehouses[warehouseId];
  if (!wh) return [];
  return wh.waves.map((w) => {
    const open = w.tasks.filter((t) => t.status === 'open');
    const progress: WorkProgress = w.status === 'done' ? 'done' : open.length < w.tasks.length ? 'started' : 'open';
    const skus = new Set(w.tasks.map((t) => t.sku));
    const next = open[0] ?? w.tasks[0];
    return {
      id: `pick:${w.id}`,
      kind: 'pick' as const,
      docNo: w.no,
      ...(skus.size === 1 ? { sku: [...skus][0] } : {}),
      qty: w.tasks.reduce((s, t) => s + t.qty, 0),
      ...(next ? { location: next.location } : {}),
      progress,
      operator: w.operator,
      createdAt: w.createdAt,
      link: `/outbound/${w.kind}/pick?wave=${encodeURIComponent(w.id)}`,
    };
  });
}

/** Putaway: one task per pallet of a tallied notice or a booked return. */
export function putawayWork(warehouseId: string): WorkItem[] {
  if (!getOutbound().warehouses[warehouseId]) return [];
  const { place } = inboundEnv(warehouseId, ctx());
  const docs = [
    ...place.notices.map((d) => ({ d, source: 'notice' as const, path: '/inbound/regular/onShelf', cancelled: d.status === 'cancelled' })),
    ...place.returns.map((d) => ({ d, source: 'return' as const, path: '/inbound/return/onShelfReturn', cancelled: d.status === 'cancelled' })),
  ];
  return docs.flatMap(({ d, source, path, cancelled }) =>
    d.putaway.map((t) => ({
      id: `putaway:${source}:${d.id}:${t.id}`,
      kind: 'putaway' as const,
      docNo: d.no,
      sku: t.sku,
      qty: t.qty,
      location: t.from,
      ...(t.status === 'done' ? { to: t.location } : t.suggested ? { to: t.suggested } : {}),
      progress: (t.status === 'done' ? 'done' : cancelled ? 'cancelled' : 'open') as WorkProgress,
      ...(t.operator ? { operator: t.operator } : {}),
      createdAt: d.updatedAt ?? d.createdAt,
      link: `${path}?task=${encodeURIComponent(t.id)}&doc=${encodeURIComponent(d.id)}`,
    })),
  );
}

const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * Patrol: every enabled route is due one round a day. Today's round of each route is a task (done
 * once a round of that route is recorded today); the days with recorded rounds are done tasks.
 */
export function patrolWork(warehouseId: string, now = new Date().toISOString()): WorkItem[] {
  if (!getStore().warehouses.some((w) => w.id === warehouseId)) return [];
  const m = masterOf(warehouseId);
  const today = dayOf(now);
  const byKey = new Map<string, WorkItem>();
  for (const r of m.patrolRounds) {
    const route = m.patrolRoutes.get(r.routeId);
    if (!route) continue;
    const key = `patrol:${route.id}:${dayOf(r.at)}`;
    if (byKey.has(key)) continue;
    byKey.set(key, { id: key, kind: 'patrol', docNo: route.code, location: route.locations[0], progress: 'done', operator: r.operator, createdAt: `${dayOf(r.at)}T00:00:00.000Z`, link: `/warehouse/patrol?route=${encodeURIComponent(route.code)}` });
  }
  for (const route of m.patrolRoutes.rows) {
    const key = `patrol:${route.id}:${today}`;
    if (!route.enabled || byKey.has(key)) continue;
    byKey.set(key, { id: key, kind: 'patrol', docNo: route.code, location: route.locations[0], progress: 'open', createdAt: `${today}T00:00:00.000Z`, link: `/warehouse/patrol?route=${encodeURIComponent(route.code)}` });
  }
  return [...byKey.values()];
}

registerWorkSource('pick', pickWork);
registerWorkSource('putaway', putawayWork);
registerWorkSource('patrol', (id) => patrolWork(id));
registerWorkSource('relocate', relocationWork);
// a cancelled order's picked units on their way back to a shelf (mock/_lib/outbound/putbacks.ts)
registerWorkSource('putaway', putbackWork, 'putback');
registerWorkSource('count', countWork);
// units a picker did not find, waiting for a count plan of their location (mock/_lib/count/recounts.ts)
registerWorkSource('count', (id) => recountWork(countEnv(id, ctx())), 'recount');

// ---------------------------------------------------------------- holds, priorities, history

export interface TaskPlace {
  holds: Record<string, TaskHold>;
  priority: Record<string, TaskPriority>;
  history: Record<string, TaskHistoryEntry[]>;
}

export interface TaskStoreState {
  warehouses: Record<string, TaskPlace>;
}

export const tasksSlot = defineSlot<TaskStoreState>('tasks', () => ({ warehouses: {} }));

const emptyPlace = (): TaskPlace => ({ holds: {}, priority: {}, history: {} });

/** The warehouse's holds to read (an empty one, not stored, before the first write: a read or a refused write changes nothing). */
export function readPlace(warehouseId: string): TaskPlace {
  return tasksSlot.peek()?.warehouses[warehouseId] ?? emptyPlace();
}

/** The warehouse's holds to change (made on the first write). */
export function taskPlace(warehouseId: string): TaskPlace {
  const w = tasksSlot().warehouses;
  if (!w[warehouseId]) w[warehouseId] = emptyPlace();
  return w[warehouseId];
}

/** A work item as a row of the list, seen by `userId`. */
export function toTask(item: WorkItem, place: TaskPlace, userId: string): Task {
  const hold = place.holds[item.id];
  const state = taskState(item.progress, !!hold);
  return {
    ...item,
    state,
    priority: place.priority[item.id] ?? item.priority ?? 'normal',
    ...(hold ? { assigneeId: hold.userId, assignee: hold.userName, claimedAt: hold.at } : {}),
    mine: !!hold && hold.userId === userId,
  };
}

export function allTasks(warehouseId: string, userId: string): Task[] {
  const place = readPlace(warehouseId);
  return allWork(warehouseId).map((w) => toTask(w, place, userId));
}

const text = (q: Record<string, unknown>, k: string) => (typeof q[k] === 'string' ? (q[k] as string).trim() : '');
const listOf = (v: string) => (v ? v.split(',').map((x) => x.trim()).filter(Boolean) : []);

/** The filters of GET /api/tasks (before the state tab). */
export function filterTasks(tasks: Task[], q: Record<string, unknown>, userId: string): Task[] {
  const kinds = listOf(text(q, 'kind'));
  const priorities = listOf(text(q, 'priority'));
  const assignee = text(q, 'assignee');
  const doc = text(q, 'docNo').toUpperCase();
  const sku = text(q, 'sku').toUpperCase();
  const location = text(q, 'location').toUpperCase();
  return tasks.filter(
    (x) =>
      (!kinds.length || kinds.includes(x.kind)) &&
      (!priorities.length || priorities.includes(x.priority)) &&
      (!assignee || (assignee === 'me' ? x.assigneeId === userId : assignee === 'none' ? !x.assigneeId : x.assigneeId === assignee)) &&
      (!doc || x.docNo.toUpperCase().includes(doc)) &&
      (!sku || (x.sku ?? '').toUpperCase().includes(sku)) &&
      (!location || (x.location ?? '').toUpperCase().startsWith(location) || (x.to ?? '').toUpperCase().startsWith(location)),
  );
}

export const sortTasks = (tasks: Task[]) => [...tasks].sort(compareTasks);

/** The rows of a state (or comma-separated states) among filtered tasks: what the list pages and the home dashboard counts. */
export const inStates = (tasks: Task[], status: unknown): Task[] => {
  const wanted = typeof status === 'string' && status ? status.split(',') : [];
  return wanted.length ? tasks.filter((x) => wanted.includes(x.state)) : tasks;
};

// ---------------------------------------------------------------- rights and writes

/** The supervisor's right (TASK_SUPERVISOR_ID) in the warehouse. */
export const isSupervisor = (user: User, warehouseId: string) => heldIds(user, warehouseId).has(TASK_SUPERVISOR_ID);

/** The enabled users who work in the warehouse and hold the task list there: who may be assigned. */
export function taskUsers(warehouseId: string): User[] {
  return getStore().users.filter((u) => u.enabled && u.warehouseIds.includes(warehouseId) && heldIds(u, warehouseId).has(TASK_MENU_ID));
}

export function addHistory(place: TaskPlace, id: string, entry: TaskHistoryEntry) {
  (place.history[id] ??= []).push(entry);
}

/**
 * Who may confirm a task's work (a pick, a putaway, a count): its holder only. A supervisor (the
 * assign right, TASK_SUPERVISOR_ID) is no exception: they reassign it first, to someone or themself.
 */
export function confirmingTask(who: { user: Pick<User, 'id' | 'name'>; warehouseId: string; now: string }, task: { id: string; docNo: string }): () => void {
  const hold = readPlace(who.warehouseId).holds[task.id];
  if (hold && hold.userId !== who.user.id) throw new HttpError(409, 'server.task.confirmHeld', { doc: task.docNo, name: hold.userName });
  // answers what to run once the area's write succeeded: a task nobody held is the confirmer's from now on
  return () => {
    if (hold || readPlace(who.warehouseId).holds[task.id]) return;
    const place = taskPlace(who.warehouseId);
    place.holds[task.id] = { userId: who.user.id, userName: who.user.name, at: who.now, how: 'claim', by: who.user.name };
    addHistory(place, task.id, { action: 'claim', at: who.now, operator: who.user.name, to: who.user.name });
  };
}
