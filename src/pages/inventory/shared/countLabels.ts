/**
 * The words of count plans and tasks: the translation keys per state, action, plan kind and import
 * column are src/domain's (the locale tests see them; the mock names states and actions in its
 * refusals with them); the state colours only the console shows.
 */
import type { CountPlanStatus, CountTaskStatus } from '../../../domain/inventory/count';

export { PLAN_ACTION_KEYS, PLAN_IMPORT_COLUMN_KEYS, PLAN_KIND_KEYS, PLAN_STATUS_KEYS, TASK_STATUS_KEYS } from '../../../domain/inventory/countLabels';

export const PLAN_STATUS_COLORS: Record<CountPlanStatus, string> = { open: 'default', counting: 'processing', counted: 'warning', approved: 'success', cancelled: 'default' };
export const TASK_STATUS_COLORS: Record<CountTaskStatus, string> = { open: 'default', recount: 'error', counted: 'processing', approved: 'success', cancelled: 'default' };
