/**
 * Operator work as each area reports it to the task list (178): the area keeps its documents and
 * answers `WorkItem`s, so a task's state is never kept twice. Relative imports only.
 */

export const TASK_KINDS = ['pick', 'putaway', 'count', 'relocate', 'replenish', 'patrol'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const TASK_PRIORITIES = ['high', 'normal', 'low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** How far the area's own document has got with the work. */
export type WorkProgress = 'open' | 'started' | 'done' | 'cancelled';

/** One piece of operator work, as its area reports it. */
export interface WorkItem {
  /** Unique over all areas: `<kind>:<area's own id>` (e.g. `count:CC1001:3`). */
  id: string;
  kind: TaskKind;
  /** The document the work belongs to (wave, notice, count plan, relocation, patrol route). */
  docNo: string;
  /** What and where, as far as the work has them. */
  sku?: string;
  qty?: number;
  location?: string;
  /** A move's target (putaway, relocation). */
  to?: string;
  progress: WorkProgress;
  /** Set by the area where it knows better than normal (an emergency relocation is high). */
  priority?: TaskPriority;
  /** Who the area says did or is doing it (a counter who scanned), if anybody. */
  operator?: string;
  createdAt: string;
  /** The console path of the screen that does this work, with its query (`/inventory/count?task=…`). */
  link: string;
}
