/**
 * Count plans' and tasks' states, actions, plan kinds and import columns as literal translation
 * keys, for the console and the mock's refusals. Relative imports only: the mock imports this file.
 */
import type { CountPlanAction, CountPlanStatus, CountTaskStatus, PlanInput, PlanKind } from './count';

export const PLAN_STATUS_KEYS: Record<CountPlanStatus, string> = {
  open: 'inventory.count.status.open',
  counting: 'inventory.count.status.counting',
  counted: 'inventory.count.status.counted',
  approved: 'inventory.count.status.approved',
  cancelled: 'inventory.count.status.cancelled',
};

export const PLAN_ACTION_KEYS: Record<CountPlanAction, string> = {
  start: 'inventory.count.action.start',
  finish: 'inventory.count.action.finish',
  reopen: 'inventory.count.action.reopen',
  approve: 'inventory.count.action.approve',
  cancel: 'inventory.count.action.cancel',
};

export const TASK_STATUS_KEYS: Record<CountTaskStatus, string> = {
  open: 'inventory.count.task.open',
  recount: 'inventory.count.task.recount',
  counted: 'inventory.count.task.counted',
  approved: 'inventory.count.task.approved',
  cancelled: 'inventory.count.task.cancelled',
};

export const PLAN_KIND_KEYS: Record<PlanKind, string> = {
  zone: 'inventory.count.kind.zone',
  range: 'inventory.count.kind.range',
  sku: 'inventory.count.kind.sku',
  abc: 'inventory.count.kind.abc',
};

/** The columns of the plan import file (one plan per row), each with the plan field it fills. */
export const PLAN_IMPORT_COLUMN_KEYS = {
  kind: 'inventory.count.import.col.kind',
  zone: 'inventory.count.import.col.zone',
  from: 'inventory.count.import.col.from',
  to: 'inventory.count.import.col.to',
  skus: 'inventory.count.import.col.skus',
  abc: 'inventory.count.import.col.abc',
  note: 'inventory.count.import.col.note',
} as const satisfies Record<keyof PlanInput, string>;
