import { useRequest } from 'ahooks';
import { Alert, Empty, List, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditRecord } from '@/services/system';
import { formatDateTime } from '@/utils/date';
import { errorText } from './errors';

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

/** The audit records of one user or role, newest first. `format` shows a field's value its own way; undefined: the default. */
export default function History({ load, format }: { load: () => Promise<AuditRecord[]>; format?: (field: string, value: unknown) => string | undefined }) {
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useRequest(load, { refreshDeps: [] });
  const word = (keys: Record<string, string>, value: string) => (has(keys, value) ? t(keys[value]) : value);
  const show = (field: string, value: unknown): string => {
    if (value === undefined || value === null || value === '') return '—';
    const own = format?.(field, value);
    if (own !== undefined) return own;
    if (typeof value === 'boolean') return t(value ? 'system.common.yes' : 'system.common.no');
    if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
    return String(value);
  };
  if (loading) return <Spin />;
  if (error) return <Alert type="error" showIcon message={errorText(error, t('system.common.loadFailed'))} />;
  if (!data?.length) return <Empty description={t('system.audit.empty')} />;
  return (
    <List
      data-testid="history-list"
      dataSource={data}
      renderItem={(rec) => (
        <List.Item key={rec.id} data-testid="history-item">
          <Space direction="vertical" size={2} style={{ width: '100%' }}>
            <Space wrap>
              <Tag color="blue">{word(ACTION_KEYS, rec.action)}</Tag>
              <Typography.Text>{rec.operator}</Typography.Text>
              <Typography.Text type="secondary">{formatDateTime(rec.at, i18n.language)}</Typography.Text>
            </Space>
            {changedFields(rec.before, rec.after).map((field) => (
              <Typography.Text key={field} style={{ fontSize: 12 }}>
                {word(FIELD_KEYS, field)}: {rec.before ? show(field, rec.before[field]) : ''}
                {rec.before && rec.after ? ' → ' : ''}
                {rec.after ? show(field, rec.after[field]) : ''}
              </Typography.Text>
            ))}
          </Space>
        </List.Item>
      )}
    />
  );
}
