/**
 * The logs screen (243): the audit trail of every write, as the console lists it. Relative imports
 * only (the mock imports this module).
 */
import type { AuditChange } from '../../services/types/system';

export type { AuditChange };

export const LOGS_MENU_ID = '243';
/** Menu ids that read the trail: the logs screen, and the administration screens (users and roles). */
export const LOG_READ_IDS = [LOGS_MENU_ID, '250', '255', '261', '266'] as const;

/** One write as the list shows it: its kind and action in the reader's words. */
export interface LogRow {
  id: string;
  entity: string;
  entityLabel: string;
  entityId: string;
  record: string;
  warehouse: string;
  action: string;
  actionLabel: string;
  operator: string;
  at: string;
  changeCount: number;
}

/** One write with the fields it changed (before → after). */
export interface LogDetail extends LogRow {
  changes: AuditChange[];
}
