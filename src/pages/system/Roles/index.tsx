import { PageContainer, ProFormText, ProFormTextArea, type ProColumns } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/utils/date';
import {
  createRole,
  deleteRole,
  listRoles,
  roleHistory,
  updateRole,
  type AdminScope,
  type Role,
  type RoleInput,
  type RoleQuery,
} from '@/services/system';
import { DESCRIPTION_MAX, ROLE_CODE_RE, ROLE_NAME_MAX } from '@/domain/system/rules';
import { AdminForm, AdminTable, DeleteAction, RecordDrawer, ScopedScreen, useListActions } from '../shared/AdminList';
import { roleMenuSet } from '../shared/scope';
import PermissionEditor from './PermissionEditor';

/** What each variant of the screen covers, shown under its title. */
const SCOPE_KEYS = {
  system: 'system.role.scope.system',
  warehouse: 'system.role.scope.warehouse',
  admin: 'system.role.scope.admin',
} as const satisfies Record<AdminScope, string>;

/** Role management: warehouse-menu roles (system menu: all, warehouse menu: this warehouse's) or admin roles. */
export default function Roles() {
  return <ScopedScreen screen={RolesScreen} />;
}

function RolesScreen({ scope }: { scope: AdminScope }) {
  const { t } = useTranslation();
  const { initialState, refresh } = useModel('@@initialState');
  const { actionRef, reload, run } = useListActions();
  const [editing, setEditing] = useState<Role | 'new'>();
  const [permissions, setPermissions] = useState<Role>();
  const [viewing, setViewing] = useState<Role>();
  const warehouseLabel = (id?: string) =>
    id ? initialState?.currentUser?.warehouses.find((w) => w.id === id)?.code ?? id : t('system.role.allWarehouses');

  const columns: ProColumns<Role>[] = [
    { title: t('system.role.code'), dataIndex: 'code', sorter: true, render: (_, r) => <span data-testid={`role-row-${r.code}`}>{r.code}</span> },
    { title: t('system.role.name'), dataIndex: 'name', sorter: true },
    { title: t('system.role.description'), dataIndex: 'description', search: false, ellipsis: true },
    {
      title: t('system.role.warehouse'),
      dataIndex: 'warehouseId',
      search: false,
      hideInTable: scope !== 'system',
      render: (_, r) => warehouseLabel(r.warehouseId),
    },
    { title: t('system.role.permissionCount'), dataIndex: 'menuIds', search: false, render: (_, r) => r.menuIds.length },
    { title: t('system.role.userCount'), dataIndex: 'userCount', search: false, sorter: true },
    { title: t('system.common.updatedAt'), dataIndex: 'updatedAt', sorter: true, search: false, render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.updatedAt)}</span> },
    {
      title: t('system.common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 280,
      render: (_, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" data-testid={`role-edit-${r.code}`} onClick={() => setEditing(r)}>
            {t('system.common.edit')}
          </Button>
          <Button type="link" size="small" data-testid={`role-permissions-${r.code}`} onClick={() => setPermissions(r)}>
            {t('system.role.permissions')}
          </Button>
          <Button type="link" size="small" data-testid={`role-view-${r.code}`} onClick={() => setViewing(r)}>
            {t('system.common.history')}
          </Button>
          <DeleteAction
            confirm={t('system.role.delete.confirm', { code: r.code })}
            onConfirm={() => run(() => deleteRole(scope, r.id), t('system.common.deleted'))}
            testId={`role-delete-${r.code}`}
          />
        </Space>
      ),
    },
  ];

  return (
    <PageContainer content={t(SCOPE_KEYS[scope])}>
      <AdminTable<Role, RoleQuery>
        actionRef={actionRef}
        columns={columns}
        list={(q) => listRoles(scope, q)}
        filters={['code', 'name']}
        newButton={{ label: t('system.role.new'), testId: 'role-new', onClick: () => setEditing('new') }}
      />
      <RoleForm
        scope={scope}
        role={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(created) => {
          setEditing(undefined);
          reload();
          // A new role goes on to its permissions.
          if (created) setPermissions(created);
        }}
      />
      <PermissionEditor
        scope={scope}
        role={permissions}
        set={roleMenuSet(scope)}
        onClose={() => setPermissions(undefined)}
        onSaved={(saved) => {
          setPermissions(undefined);
          reload();
          // Our own permissions may have changed: load the current user again.
          if (initialState?.currentUser?.roles.some((r) => r.id === saved.id)) void refresh();
        }}
      />
      <RecordDrawer
        title={viewing ? `${viewing.code} · ${viewing.name}` : ''}
        onClose={() => setViewing(undefined)}
        view={
          viewing && {
            details: [
              [t('system.role.code'), viewing.code],
              [t('system.role.name'), viewing.name],
              [t('system.role.description'), viewing.description || '—'],
              viewing.menuSet === 'warehouse' && [t('system.role.warehouse'), warehouseLabel(viewing.warehouseId)],
              [t('system.role.permissions'), viewing.menuIds.join(', ') || '—'],
            ],
            history: {
              load: () => roleHistory(scope, viewing.id),
              format: (field, value) => (field === 'warehouseId' ? warehouseLabel(String(value)) : undefined),
            },
          }
        }
      />
    </PageContainer>
  );
}

function RoleForm({
  scope,
  role,
  onClose,
  onSaved,
}: {
  scope: AdminScope;
  role: Role | 'new' | undefined;
  onClose: () => void;
  onSaved: (created?: Role) => void;
}) {
  const { t } = useTranslation();
  const existing = role && role !== 'new' ? role : undefined;
  return (
    <AdminForm<RoleInput, Role | undefined>
      name="roleForm"
      open={!!role}
      title={t(existing ? 'system.role.edit' : 'system.role.new')}
      width={520}
      onClose={onClose}
      initialValues={existing ?? {}}
      save={async (values) => {
        const input = { code: values.code, name: values.name, description: values.description ?? '' };
        if (existing) {
          await updateRole(scope, existing.id, input);
          return undefined;
        }
        return createRole(scope, { ...input, menuIds: [] });
      }}
      onSaved={onSaved}
    >
      <ProFormText
        name="code"
        label={t('system.role.code')}
        rules={[
          { required: true, message: t('server.role.codeRequired') },
          { pattern: ROLE_CODE_RE, message: t('server.role.codeFormat') },
        ]}
      />
      <ProFormText name="name" label={t('system.role.name')} rules={[{ required: true, whitespace: true, message: t('server.role.nameRequired') }, { max: ROLE_NAME_MAX, message: t('server.role.nameLength') }]} />
      <ProFormTextArea name="description" label={t('system.role.description')} rules={[{ max: DESCRIPTION_MAX, message: t('server.role.descriptionLength') }]} />
      {scope === 'warehouse' && <Tag>{t('system.role.scopedHint')}</Tag>}
    </AdminForm>
  );
}
