/**
 * The one task list (menu 178): every area's work plus who holds it. Its state is derived, never
 * kept: the area says done / cancelled; a holder or started work means in progress; else pending.
 */
import { z } from 'zod';
import { defineMachine } from '../machine';
import { BULK_MAX, ID_MAX, unique } from '../fields';
import { TASK_PRIORITIES, type TaskPriority, type WorkItem, type WorkProgress } from './work';

export * from './work';

export const TASK_MENU_ID = '178';
/**
 * The supervisor's right on the task list (assign, take from a holder, change priorities): held
 * with the positions screen (536) in the warehouse; a worker only claims and releases their own.
 */
export const TASK_SUPERVISOR_ID = '536';

export const TASK_STATES = ['pending', 'inProgress', 'done', 'cancelled'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/**
 * What a person does to a task on the list. Done and cancelled are no actions here: the area's
 * document decides them (a putaway scanned, a wave cancelled), so no edge leads there.
 */
export const taskMachine = defineMachine({
  states: TASK_STATES,
  initial: 'pending',
  edges: {
    claim: { from: ['pending', 'inProgress'], to: 'inProgress' },
    assign: { from: ['pending', 'inProgress'], to: 'inProgress' },
    release: { from: ['inProgress'], to: 'pending' },
  },
});
export type TaskAction = (typeof taskMachine.actions)[number];

/** Who holds a task and since when (the task list's own record; the area knows nothing of it). */
export interface TaskHold {
  userId: string;
  userName: string;
  at: string;
  /** Claimed by the holder, or assigned by a supervisor. */
  how: 'claim' | 'assign';
  by: string;
}

export interface TaskHistoryEntry {
  action: TaskAction | 'reassign' | 'priority';
  at: string;
  /** Who did it. */
  operator: string;
  /** The holder after it (claim, assign, reassign). */
  to?: string;
  priority?: TaskPriority;
}

/** A row of the task list: the area's work, its derived state, holder and effective priority. */
export interface Task extends WorkItem {
  state: TaskState;
  priority: TaskPriority;
  assigneeId?: string;
  assignee?: string;
  claimedAt?: string;
  /** The caller holds it. */
  mine: boolean;
}

export interface TaskDetail extends Task {
  history: TaskHistoryEntry[];
}

/** The state of a task: the area's done / cancelled wins; a holder or started work is in progress. */
export function taskState(progress: WorkProgress, held: boolean): TaskState {
  if (progress === 'done' || progress === 'cancelled') return progress;
  return held || progress === 'started' ? 'inProgress' : 'pending';
}

export const PRIORITY_RANK: Record<TaskPriority, number> = { high: 0, normal: 1, low: 2 };

/**
 * The list's default order: the caller's own open tasks first, then open before finished, then by
 * priority, then oldest first.
 */
export function compareTasks(a: Task, b: Task): number {
  const open = (x: Task) => x.state === 'pending' || x.state === 'inProgress';
  const mine = (x: Task) => (x.mine && open(x) ? 0 : 1);
  return (
    mine(a) - mine(b) ||
    Number(!open(a)) - Number(!open(b)) ||
    PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
    (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

const taskId = z.string().trim().min(1).max(ID_MAX);
const taskIds = z.array(taskId).min(1).max(BULK_MAX).superRefine(unique((x) => x));

/** Claim or release one's own task(s). */
export const taskClaimSchema = z.strictObject({ ids: taskIds });
/** Assign (or reassign) tasks to a user of the warehouse. */
export const taskAssignSchema = z.strictObject({ ids: taskIds, userId: taskId });
export const taskPrioritySchema = z.strictObject({ ids: taskIds, priority: z.enum(TASK_PRIORITIES) });

export type TaskClaimInput = z.input<typeof taskClaimSchema>;
export type TaskAssignInput = z.input<typeof taskAssignSchema>;
export type TaskPriorityInput = z.input<typeof taskPrioritySchema>;

