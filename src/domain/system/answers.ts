import { z } from 'zod';
import { count, id, isoDate, pageOf, record, text } from '../contract';

/**
 * Answers of the user and role administration routes (mock/system.ts; the contract:
 * mock/_lib/contract.ts, src/domain/contract). Relative imports only: the mock imports this file.
 */
export const MENU_SETS = ['warehouse', 'system'] as const;
const menuSet = z.enum(MENU_SETS);

/** A role as the user forms and lists name it. */
export const roleBriefAnswer = record({ id, code: text, name: text, warehouseId: id.optional() });

/** A user as the screens see it: never the password hash or salt. */
export const adminUserAnswer = record({
  id,
  username: text,
  name: text,
  phone: text,
  email: text,
  kind: menuSet,
  roleIds: z.array(id),
  roles: z.array(record({ id, code: text, name: text })),
  warehouseIds: z.array(id),
  enabled: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export const adminUserPageAnswer = pageOf(adminUserAnswer);

/** What the user form offers: the roles and warehouses the caller may hand out. */
export const userOptionsAnswer = record({
  roles: z.array(roleBriefAnswer),
  warehouses: z.array(record({ id, code: text, name: text })),
});

/** A reset password, answered this once. */
export const resetPasswordAnswer = record({ password: text });

export const roleAnswer = record({
  id,
  code: text,
  name: text,
  description: text,
  menuSet,
  warehouseId: id.optional(),
  menuIds: z.array(id),
  createdAt: isoDate,
  updatedAt: isoDate,
});
/** A role on the list: with the number of users holding it. */
export const rolePageAnswer = pageOf(roleAnswer.extend({ userCount: count }));

/** A scalar of a changed field (before / after): a missing side, the field was not there. */
const changeValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const auditChangeAnswer = record({ field: text, before: changeValue.optional(), after: changeValue.optional() });

/** One write of the audit trail (src/services/types/system.ts `AuditRecord`). */
export const auditRecordAnswer = record({
  id,
  entity: text,
  entityId: id,
  record: text.optional(),
  warehouseId: id.optional(),
  action: text,
  operator: text,
  at: isoDate,
  before: z.record(z.string(), z.unknown()).optional(),
  after: z.record(z.string(), z.unknown()).optional(),
  changes: z.array(auditChangeAnswer).optional(),
});
/** A user's or role's history, newest first. */
export const auditHistoryAnswer = z.array(auditRecordAnswer);
export const auditPageAnswer = pageOf(auditRecordAnswer);
