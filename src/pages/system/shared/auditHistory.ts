import type { TFunction } from 'i18next';
import type { HistoryEntry } from '@/kits/list/History';
import type { AuditRecord } from '@/services/system';

const SKIP = new Set(['id', 'createdAt', 'updatedAt', 'passwordHash', 'passwordSalt', 'kind', 'menuSet']);

/** Audit actions and fields as literal translation keys; one the server adds later shows as it is. */
const ACTION_KEYS: Record<string, string> = {
  create: 'system.audit.action.create',
  update: 'system.audit.action.update',
  delete: 'system.audit.action.delete',
  enable: 'system.audit.action.enable',
  disable: 'system.audit.action.disable',
  resetPassword: 'system.audit.action.resetPassword',
  permissions: 'system.audit.action.permissions',
};
const FIELD_KEYS: Record<string, string> = {
  username: 'system.audit.field.username',
  name: 'system.audit.field.name',
  phone: 'system.audit.field.phone',
  email: 'system.audit.field.email',
  roleIds: 'system.audit.field.roleIds',
  warehouseIds: 'system.audit.field.warehouseIds',
  enabled: 'system.audit.field.enabled',
  code: 'system.audit.field.code',
  description: 'system.audit.field.description',
  warehouseId: 'system.audit.field.warehouseId',
  menuIds: 'system.audit.field.menuIds',
};
const has = (keys: Record<string, string>, value: string) => Object.prototype.hasOwnProperty.call(keys, value);

/** The fields that differ between before and after (all of one side for create / delete). */
export function changedFields(before?: Record<string, unknown>, after?: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((k) => !SKIP.has(k) && JSON.stringify(before?.[k]) !== JSON.stringify(after?.[k]));
}

/**
 * The audit records of one user or role as the kit's history entries (newest first as the server
 * sends them): the action, who and when, and each changed field with its value before and after.
 * `format` shows a field's value its own way; undefined: the default.
 */
export function auditHistory(load: () => Promise<AuditRecord[]>, t: TFunction, format?: (field: string, value: unknown) => string | undefined) {
  const word = (keys: Record<string, string>, value: string) => (has(keys, value) ? t(keys[value]) : value);
  const show = (field: string, value: unknown): string => {
    if (value === undefined || value === null || value === '') return '—';
    const own = format?.(field, value);
    if (own !== undefined) return own;
    if (typeof value === 'boolean') return t(value ? 'system.common.yes' : 'system.common.no');
    if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
    return String(value);
  };
  return async (): Promise<HistoryEntry[]> =>
    (await load()).map((rec) => ({
      key: rec.id,
      action: word(ACTION_KEYS, rec.action),
      operator: rec.operator,
      at: rec.at,
      changes: changedFields(rec.before, rec.after).map((field) => ({
        field: word(FIELD_KEYS, field),
        before: rec.before ? show(field, rec.before[field]) : undefined,
        after: rec.after ? show(field, rec.after[field]) : undefined,
      })),
    }));
}
