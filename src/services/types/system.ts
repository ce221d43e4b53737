/** User / role administration shapes the console (src/services/system.ts) and the mock back end (mock/_lib/seed.ts) share. No imports here. */

/** One field a write changed (nested fields by their path: `lines.0.qty`); a missing side: the field was not there. */
export interface AuditChange {
  field: string;
  before?: string | number | boolean | null;
  after?: string | number | boolean | null;
}

/**
 * One write of the audit trail: a user or role (with the record before and after it, without
 * password material), a document or a set-up record of a warehouse (with the fields it changed).
 */
export interface AuditRecord {
  id: string;
  /** What kind of record: 'user', 'role', a document type ('order', 'notice'…), a set-up list ('zones'…). */
  entity: string;
  entityId: string;
  /** The record as people name it (a number, a code), when it has one. */
  record?: string;
  /** The warehouse of a document or set-up record. */
  warehouseId?: string;
  action: string;
  operator: string;
  at: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  changes?: AuditChange[];
}
