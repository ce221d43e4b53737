/** The task list's words as literal translation keys (the locale tests see them). */
import type { TaskAction, TaskHistoryEntry, TaskKind, TaskPriority, TaskState } from '@/domain/task';

/** The states are src/domain's (the mock's dashboard names them too). */
export { STATE_KEYS } from '@/domain/task/labels';

export const KIND_KEYS: Record<TaskKind, string> = {
  pick: 'task.kind.pick',
  putaway: 'task.kind.putaway',
  count: 'task.kind.count',
  relocate: 'task.kind.relocate',
  replenish: 'task.kind.replenish',
  patrol: 'task.kind.patrol',
};

export const STATE_COLORS: Record<TaskState, string> = { pending: 'default', inProgress: 'processing', done: 'success', cancelled: 'error' };

export const ACTION_KEYS: Record<TaskAction | TaskHistoryEntry['action'], string> = {
  claim: 'task.action.claim',
  assign: 'task.action.assign',
  reassign: 'task.action.reassign',
  release: 'task.action.release',
  priority: 'task.action.priority',
};

export const PRIORITY_KEYS: Record<TaskPriority, string> = { high: 'task.priority.high', normal: 'task.priority.normal', low: 'task.priority.low' };
export const PRIORITY_COLORS: Record<TaskPriority, string> = { high: 'red', normal: 'blue', low: 'default' };

/** How long a task has waited, in the largest whole unit (key and count). */
export function ageOf(createdAt: string, now = Date.now()): { key: string; count: number } {
  const minutes = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 60) return { key: 'task.age.minutes', count: minutes };
  if (minutes < 48 * 60) return { key: 'task.age.hours', count: Math.floor(minutes / 60) };
  return { key: 'task.age.days', count: Math.floor(minutes / 1440) };
}
