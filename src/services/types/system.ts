/** User / role administration shapes the console (src/services/system.ts) and the mock back end (mock/_lib/seed.ts) share. No imports here. */

/** One change of a user or role: the record before and after it (without password material). */
export interface AuditRecord {
  id: string;
  entity: 'user' | 'role';
  entityId: string;
  action: string;
  operator: string;
  at: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}
