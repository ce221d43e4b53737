import { PageContainer, ProFormSelect, ProFormSwitch, ProFormText, type ProColumns } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Badge, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/utils/date';
import {
  createUser,
  deleteUser,
  listUsers,
  resetPassword,
  setUserEnabled,
  updateUser,
  userHistory,
  userOptions,
  type AdminScope,
  type AdminUser,
  type UserInput,
  type UserOptions,
  type UserQuery,
} from '@/services/system';
import { AdminForm, AdminTable, DeleteAction, RecordDrawer, ScopedScreen, useListActions } from '../shared/AdminList';
import { EMAIL_MAX, isEmail, NAME_MAX, PASSWORD_RE, PHONE_RE, USERNAME_RE } from '@/domain/system/rules';
import { errorText } from '../shared/errors';

/** What each variant of the screen covers, shown under its title. */
const SCOPE_KEYS = {
  system: 'system.user.scope.system',
  warehouse: 'system.user.scope.warehouse',
  admin: 'system.user.scope.admin',
} as const satisfies Record<AdminScope, string>;

/** The e-mail check of the mock, in one pass: a backtracking pattern froze on a long address. */
const emailRule = (message: string) => ({
  validator: async (_: unknown, value?: string) => {
    const v = value?.trim() ?? '';
    if (v && !isEmail(v)) throw new Error(message);
  },
});

/** User management: staff accounts (system menu: all, warehouse menu: this warehouse) or admin accounts. */
export default function Users() {
  return <ScopedScreen screen={UsersScreen} />;
}

function UsersScreen({ scope }: { scope: AdminScope }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { initialState } = useModel('@@initialState');
  const me = initialState?.currentUser;
  const { actionRef, reload, run } = useListActions();
  const { data: options } = useRequest(() => userOptions(scope), {
    onError: (e) => message.error(errorText(e, t('system.common.loadFailed'))),
  });
  const [editing, setEditing] = useState<AdminUser | 'new'>();
  const [viewing, setViewing] = useState<AdminUser>();

  const warehouseLabel = (id: string) => {
    const w = options?.warehouses.find((x) => x.id === id) ?? me?.warehouses.find((x) => x.id === id);
    return w ? w.code : id;
  };

  const onReset = async (user: AdminUser) => {
    try {
      const { password } = await resetPassword(scope, user.id);
      reload();
      modal.success({
        title: t('system.user.resetPassword.done', { username: user.username }),
        content: (
          <Space direction="vertical">
            <Typography.Text type="secondary">{t('system.user.resetPassword.once')}</Typography.Text>
            <Typography.Text code copyable={{ text: password }} data-testid="new-password" style={{ fontSize: 16 }}>
              {password}
            </Typography.Text>
          </Space>
        ),
      });
    } catch (e) {
      message.error(errorText(e, t('system.common.saveFailed')));
    }
  };

  const columns: ProColumns<AdminUser>[] = [
    { title: t('system.user.username'), dataIndex: 'username', sorter: true, render: (_, u) => <span data-testid={`user-row-${u.username}`}>{u.username}</span> },
    { title: t('system.user.name'), dataIndex: 'name', sorter: true },
    { title: t('system.user.phone'), dataIndex: 'phone', sorter: true },
    { title: t('system.user.email'), dataIndex: 'email', search: false },
    {
      title: t('system.user.roles'),
      dataIndex: 'roleId',
      valueType: 'select',
      fieldProps: { options: options?.roles.map((r) => ({ value: r.id, label: r.name })), showSearch: true, optionFilterProp: 'label' },
      render: (_, u) => (u.roles.length ? u.roles.map((r) => <Tag key={r.id}>{r.name}</Tag>) : '—'),
    },
    {
      title: t('system.user.warehouses'),
      dataIndex: 'warehouseIds',
      search: false,
      hideInTable: scope === 'admin',
      render: (_, u) => (u.warehouseIds.length ? u.warehouseIds.map((id) => <Tag key={id}>{warehouseLabel(id)}</Tag>) : '—'),
    },
    {
      title: t('system.user.status'),
      dataIndex: 'enabled',
      valueType: 'select',
      valueEnum: {
        true: { text: t('system.user.status.enabled'), status: 'Success' },
        false: { text: t('system.user.status.disabled'), status: 'Default' },
      },
      render: (_, u) => <Badge status={u.enabled ? 'success' : 'default'} text={t(u.enabled ? 'system.user.status.enabled' : 'system.user.status.disabled')} />,
    },
    { title: t('system.common.updatedAt'), dataIndex: 'updatedAt', sorter: true, search: false, render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.updatedAt)}</span> },
    {
      title: t('system.common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 300,
      render: (_, u) => {
        const self = u.id === me?.id;
        return (
          <Space size={0} wrap>
            <Button type="link" size="small" data-testid={`user-edit-${u.username}`} onClick={() => setEditing(u)}>
              {t('system.common.edit')}
            </Button>
            <Button type="link" size="small" data-testid={`user-view-${u.username}`} onClick={() => setViewing(u)}>
              {t('system.common.history')}
            </Button>
            <Popconfirm
              title={t(u.enabled ? 'system.user.disable.confirm' : 'system.user.enable.confirm', { username: u.username })}
              onConfirm={() => run(() => setUserEnabled(scope, u.id, !u.enabled), t(u.enabled ? 'system.user.disable.done' : 'system.user.enable.done'))}
              disabled={self && u.enabled}
            >
              <Button type="link" size="small" disabled={self && u.enabled} data-testid={`user-toggle-${u.username}`}>
                {t(u.enabled ? 'system.user.disable' : 'system.user.enable')}
              </Button>
            </Popconfirm>
            <Popconfirm title={t('system.user.resetPassword.confirm', { username: u.username })} onConfirm={() => onReset(u)}>
              <Button type="link" size="small" data-testid={`user-reset-${u.username}`}>
                {t('system.user.resetPassword')}
              </Button>
            </Popconfirm>
            <DeleteAction
              confirm={t('system.user.delete.confirm', { username: u.username })}
              onConfirm={() => run(() => deleteUser(scope, u.id), t('system.common.deleted'))}
              disabled={self}
              testId={`user-delete-${u.username}`}
            />
          </Space>
        );
      },
    },
  ];

  return (
    <PageContainer content={t(SCOPE_KEYS[scope])}>
      <AdminTable<AdminUser, UserQuery>
        actionRef={actionRef}
        columns={columns}
        testId="users-table"
        list={(q) => listUsers(scope, q)}
        filters={['username', 'name', 'phone', 'enabled', 'roleId']}
        newButton={{ label: t('system.user.new'), testId: 'user-new', onClick: () => setEditing('new') }}
      />
      <UserForm
        scope={scope}
        user={editing}
        options={options}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
      <RecordDrawer
        title={viewing ? `${viewing.username} · ${viewing.name}` : ''}
        onClose={() => setViewing(undefined)}
        testId="user-drawer"
        view={
          viewing && {
            details: [
              [t('system.user.username'), viewing.username],
              [t('system.user.name'), viewing.name],
              [t('system.user.phone'), viewing.phone || '—'],
              [t('system.user.email'), viewing.email || '—'],
              [t('system.user.roles'), viewing.roles.map((r) => r.name).join(', ') || '—'],
              [t('system.user.warehouses'), viewing.warehouseIds.map(warehouseLabel).join(', ') || '—'],
              [t('system.user.status'), t(viewing.enabled ? 'system.user.status.enabled' : 'system.user.status.disabled')],
            ],
            history: {
              load: () => userHistory(scope, viewing.id),
              format: (field, value) => {
                if (field === 'warehouseIds' && Array.isArray(value)) return value.map(String).map(warehouseLabel).join(', ') || '—';
                if (field === 'roleIds' && Array.isArray(value))
                  return value.map((id) => options?.roles.find((r) => r.id === id)?.name ?? viewing.roles.find((r) => r.id === id)?.name ?? String(id)).join(', ') || '—';
                if (field === 'enabled') return t(value ? 'system.user.status.enabled' : 'system.user.status.disabled');
                return undefined;
              },
            },
          }
        }
      />
    </PageContainer>
  );
}

function UserForm({
  scope,
  user,
  options,
  onClose,
  onSaved,
}: {
  scope: AdminScope;
  user: AdminUser | 'new' | undefined;
  options?: UserOptions;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { initialState } = useModel('@@initialState');
  const isNew = user === 'new';
  const existing = user && user !== 'new' ? user : undefined;
  const assignable = new Set(options?.roles.map((r) => r.id));

  return (
    <AdminForm<UserInput, unknown>
      name="userForm"
      open={!!user}
      title={t(isNew ? 'system.user.new' : 'system.user.edit')}
      width={560}
      onClose={onClose}
      initialValues={
        existing
          ? { ...existing, roleIds: existing.roleIds.filter((id) => assignable.has(id)) }
          : { enabled: true, roleIds: [], warehouseIds: scope === 'warehouse' && initialState?.warehouseId ? [initialState.warehouseId] : [] }
      }
      save={(values) => (existing ? updateUser(scope, existing.id, { ...values, username: undefined }) : createUser(scope, values))}
      onSaved={() => onSaved()}
    >
      <ProFormText
        name="username"
        label={t('system.user.username')}
        disabled={!isNew}
        rules={[
          { required: true, message: t('server.user.usernameRequired') },
          { pattern: USERNAME_RE, message: t('server.user.usernameFormat') },
        ]}
      />
      <ProFormText name="name" label={t('system.user.name')} rules={[{ required: true, whitespace: true, message: t('server.user.nameRequired') }, { max: NAME_MAX, message: t('server.user.nameLength') }]} />
      <ProFormText name="phone" label={t('system.user.phone')} rules={[{ pattern: PHONE_RE, message: t('server.user.phoneFormat') }]} />
      <ProFormText name="email" label={t('system.user.email')} rules={[{ max: EMAIL_MAX, message: t('server.user.emailLength') }, emailRule(t('server.user.emailFormat'))]} />
      {isNew && (
        <ProFormText.Password
          name="password"
          label={t('system.user.password')}
          extra={t('system.user.password.hint')}
          fieldProps={{ autoComplete: 'new-password' }}
          rules={[
            { required: true, message: t('server.user.passwordRequired') },
            { pattern: PASSWORD_RE, message: t('server.user.passwordWeak') },
          ]}
        />
      )}
      <ProFormSelect
        name="roleIds"
        label={t('system.user.roles')}
        mode="multiple"
        options={options?.roles.map((r) => ({ value: r.id, label: `${r.name} (${r.code})` }))}
        fieldProps={{ optionFilterProp: 'label' }}
      />
      <ProFormSelect
        name="warehouseIds"
        label={t('system.user.warehouses')}
        mode="multiple"
        options={options?.warehouses.map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }))}
        fieldProps={{ optionFilterProp: 'label' }}
        rules={scope === 'warehouse' ? [{ validator: async (_, v: string[] = []) => {
          if (initialState?.warehouseId && !v.includes(initialState.warehouseId)) throw new Error(t('server.user.warehouseCurrent'));
        } }] : undefined}
      />
      <ProFormSwitch name="enabled" label={t('system.user.enabled')} />
    </AdminForm>
  );
}
