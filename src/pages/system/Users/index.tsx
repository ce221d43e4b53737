import { PageContainer, ProFormSelect, ProFormSwitch, ProFormText, type ProColumns } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { App, Badge, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useData } from '@/query';
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
} from '@/services/system';
import { userCreateSchema } from '@/domain/system/schema';
import { eachRow, enabledMachine, enabledState, type EnabledAction, type EnabledState } from '@/kits/list/enabledMachine';
import FormDialog from '@/kits/list/FormDialog';
import { NOWRAP } from '@/kits/list/layout';
import ListScreen, { type ListApi } from '@/kits/list/ListScreen';
import { schemaRules } from '@/kits/list/schemaRules';
import { DeleteAction, ScopedScreen, useRowRun } from '../shared/AdminList';
import { auditHistory } from '../shared/auditHistory';
import { errorText } from '../shared/errors';
import { ConfirmLink, RowLink } from '@/kits/list/RowLink';

/** What each variant of the screen covers, shown under its title. */
const SCOPE_KEYS = {
  system: 'system.user.scope.system',
  warehouse: 'system.user.scope.warehouse',
  admin: 'system.user.scope.admin',
} as const satisfies Record<AdminScope, string>;

/** User management: staff accounts (system menu: all, warehouse menu: this warehouse) or admin accounts. */
export default function Users() {
  return <ScopedScreen screen={UsersScreen} />;
}

/** The words of the enable / disable actions (literal keys). */
const ACTION_KEYS = { enable: 'system.user.enable', disable: 'system.user.disable' } as const satisfies Record<EnabledAction, string>;
const CONFIRM_KEYS = { enable: 'system.user.enable.confirm', disable: 'system.user.disable.confirm' } as const satisfies Record<EnabledAction, string>;
const DONE_KEYS = { enable: 'system.user.enable.done', disable: 'system.user.disable.done' } as const satisfies Record<EnabledAction, string>;
const STATE_KEYS = { enabled: 'system.user.status.enabled', disabled: 'system.user.status.disabled' } as const satisfies Record<EnabledState, string>;

function UsersScreen({ scope }: { scope: AdminScope }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { initialState } = useModel('@@initialState');
  const me = initialState?.currentUser;
  const list = useRef<ListApi<AdminUser>>();
  const run = useRowRun();
  const { data: options, error: optionsError } = useData(['system-user-options', scope], () => userOptions(scope));
  useEffect(() => {
    if (optionsError) message.error(errorText(optionsError, t('system.common.loadFailed')));
  }, [optionsError, message, t]);
  const [editing, setEditing] = useState<AdminUser | 'new'>();
  const reload = () => list.current?.reload();

  const warehouseLabel = (id: string) => {
    const w = options?.warehouses.find((x) => x.id === id) ?? me?.warehouses.find((x) => x.id === id);
    return w ? w.code : id;
  };
  const roleName = (id: unknown, u: AdminUser) => options?.roles.find((r) => r.id === id)?.name ?? u.roles.find((r) => r.id === id)?.name ?? String(id);

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
      valueEnum: { true: { text: t(STATE_KEYS.enabled) }, false: { text: t(STATE_KEYS.disabled) } },
      render: (_, u) => <Badge status={u.enabled ? 'success' : 'default'} text={t(STATE_KEYS[enabledState(u)])} />,
    },
    { title: t('system.common.updatedAt'), dataIndex: 'updatedAt', sorter: true, search: false, className: NOWRAP, render: (_, r) => formatDateTime(r.updatedAt) },
  ];
  const setEnabled = (u: AdminUser, action: EnabledAction) => setUserEnabled(scope, u.id, action === 'enable');

  return (
    <PageContainer content={t(SCOPE_KEYS[scope])}>
      <ListScreen<AdminUser, EnabledState, EnabledAction>
        name="user"
        testId="users-table"
        listRef={list}
        pageSize={10}
        columns={columns}
        fetch={(q) => listUsers(scope, q)}
        itemKey={(u) => u.username}
        states={{ machine: enabledMachine, tabs: false, status: enabledState, stateLabel: (s) => t(STATE_KEYS[s]), actionLabel: (a) => t(ACTION_KEYS[a]) }}
        bulk={enabledMachine.actions.map((action) => ({
          action,
          danger: action === 'disable',
          run: (rows) => eachRow(rows, (u) => u.username, (u) => setEnabled(u, action), (e) => errorText(e, t('system.common.saveFailed'))),
        }))}
        rowActions={{
          actions: enabledMachine.actions,
          confirm: (action, u) => t(CONFIRM_KEYS[action], { username: u.username }),
          run: setEnabled,
          doneText: (action) => t(DONE_KEYS[action]),
          // one's own account stays enabled
          disabled: (action, u) => action === 'disable' && u.id === me?.id,
          testId: (_, u) => `user-toggle-${u.username}`,
        }}
        rowLinks={(u) => (
          <>
            <RowLink data-testid={`user-edit-${u.username}`} onClick={() => setEditing(u)}>
              {t('system.common.edit')}
            </RowLink>
            <ConfirmLink title={t('system.user.resetPassword.confirm', { username: u.username })} onConfirm={() => onReset(u)} data-testid={`user-reset-${u.username}`}>
              {t('system.user.resetPassword')}
            </ConfirmLink>
            <DeleteAction
              confirm={t('system.user.delete.confirm', { username: u.username })}
              onConfirm={() => run(() => deleteUser(scope, u.id), t('system.common.deleted'), reload)}
              disabled={u.id === me?.id}
              testId={`user-delete-${u.username}`}
            />
          </>
        )}
        drawer={{
          testId: 'user-drawer',
          width: 560,
          linkTestId: (u) => `user-view-${u.username}`,
          title: (u) => `${u.username} · ${u.name}`,
          view: (u) => ({
            fields: [
              [t('system.user.username'), u.username],
              [t('system.user.name'), u.name],
              [t('system.user.phone'), u.phone || '—'],
              [t('system.user.email'), u.email || '—'],
              [t('system.user.roles'), u.roles.map((r) => r.name).join(', ') || '—'],
              [t('system.user.warehouses'), u.warehouseIds.map(warehouseLabel).join(', ') || '—'],
              [t('system.user.status'), t(STATE_KEYS[enabledState(u)])],
            ],
            history: auditHistory(() => userHistory(scope, u.id), t, (field, value) => {
              if (field === 'warehouseIds' && Array.isArray(value)) return value.map(String).map(warehouseLabel).join(', ') || '—';
              if (field === 'roleIds' && Array.isArray(value)) return value.map((id) => roleName(id, u)).join(', ') || '—';
              if (field === 'enabled') return t(value ? STATE_KEYS.enabled : STATE_KEYS.disabled);
              return undefined;
            }),
          }),
        }}
        create={{ label: t('system.user.new'), onClick: () => setEditing('new') }}
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
  // the create request's rules also in an edit: the form sends every field it shows
  const rules = schemaRules(userCreateSchema, t);

  return (
    <FormDialog<UserInput>
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
        rules={isNew ? rules('username') : undefined}
      />
      <ProFormText name="name" label={t('system.user.name')} rules={rules('name')} />
      <ProFormText name="phone" label={t('system.user.phone')} rules={rules('phone')} />
      <ProFormText name="email" label={t('system.user.email')} rules={rules('email')} />
      {isNew && (
        <ProFormText.Password
          name="password"
          label={t('system.user.password')}
          extra={t('system.user.password.hint')}
          fieldProps={{ autoComplete: 'new-password' }}
          rules={rules('password')}
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
    </FormDialog>
  );
}
