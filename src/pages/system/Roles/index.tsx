import { PageContainer, ProFormText, ProFormTextArea, type ProColumns } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Tag } from 'antd';
import { useRef, useState } from 'react';
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
} from '@/services/system';
import { roleCreateSchema } from '@/domain/system/schema';
import FormDialog from '@/kits/list/FormDialog';
import { NOWRAP } from '@/kits/list/layout';
import ListScreen, { type ListApi } from '@/kits/list/ListScreen';
import { schemaRules } from '@/kits/list/schemaRules';
import { DeleteAction, ScopedScreen, useRowRun } from '../shared/AdminList';
import { auditHistory } from '../shared/auditHistory';
import { roleMenuSet } from '../shared/scope';
import PermissionEditor from './PermissionEditor';
import { RowLink } from '@/kits/list/RowLink';

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
  const list = useRef<ListApi<Role>>();
  const run = useRowRun();
  const [editing, setEditing] = useState<Role | 'new'>();
  const [permissions, setPermissions] = useState<Role>();
  const reload = () => list.current?.reload();
  const warehouseLabel = (id?: string) =>
    id ? initialState?.currentUser?.warehouses.find((w) => w.id === id)?.code ?? id : t('system.role.allWarehouses');

  const columns: ProColumns<Role>[] = [
    { title: t('system.role.code'), dataIndex: 'code', sorter: true, render: (_, r) => <span data-testid={`role-row-${r.code}`}>{r.code}</span> },
    { title: t('system.role.name'), dataIndex: 'name', sorter: true },
    { title: t('system.role.description'), dataIndex: 'description', search: false, ellipsis: true },
    { title: t('system.role.warehouse'), dataIndex: 'warehouseId', search: false, hideInTable: scope !== 'system', render: (_, r) => warehouseLabel(r.warehouseId) },
    { title: t('system.role.permissionCount'), dataIndex: 'menuIds', search: false, render: (_, r) => r.menuIds.length },
    { title: t('system.role.userCount'), dataIndex: 'userCount', search: false, sorter: true },
    { title: t('system.common.updatedAt'), dataIndex: 'updatedAt', sorter: true, search: false, className: NOWRAP, render: (_, r) => formatDateTime(r.updatedAt) },
  ];

  return (
    <PageContainer content={t(SCOPE_KEYS[scope])}>
      <ListScreen<Role>
        name="role"
        listRef={list}
        pageSize={10}
        columns={columns}
        fetch={(q) => listRoles(scope, q)}
        rowLinks={(r) => (
          <>
            <RowLink data-testid={`role-edit-${r.code}`} onClick={() => setEditing(r)}>
              {t('system.common.edit')}
            </RowLink>
            <RowLink data-testid={`role-permissions-${r.code}`} onClick={() => setPermissions(r)}>
              {t('system.role.permissions')}
            </RowLink>
            <DeleteAction
              confirm={t('system.role.delete.confirm', { code: r.code })}
              onConfirm={() => run(() => deleteRole(scope, r.id), t('system.common.deleted'), reload)}
              testId={`role-delete-${r.code}`}
            />
          </>
        )}
        drawer={{
          width: 560,
          linkTestId: (r) => `role-view-${r.code}`,
          title: (r) => `${r.code} · ${r.name}`,
          view: (r) => ({
            fields: [
              [t('system.role.code'), r.code],
              [t('system.role.name'), r.name],
              [t('system.role.description'), r.description || '—'],
              r.menuSet === 'warehouse' && [t('system.role.warehouse'), warehouseLabel(r.warehouseId)],
              [t('system.role.permissions'), r.menuIds.join(', ') || '—'],
            ],
            history: auditHistory(() => roleHistory(scope, r.id), t, (field, value) => (field === 'warehouseId' ? warehouseLabel(String(value)) : undefined)),
          }),
        }}
        create={{ label: t('system.role.new'), onClick: () => setEditing('new') }}
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
  const rules = schemaRules(roleCreateSchema, t);
  return (
    <FormDialog<RoleInput, Role | undefined>
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
        rules={rules('code')}
      />
      <ProFormText name="name" label={t('system.role.name')} rules={rules('name')} />
      <ProFormTextArea name="description" label={t('system.role.description')} rules={rules('description')} />
      {scope === 'warehouse' && <Tag>{t('system.role.scopedHint')}</Tag>}
    </FormDialog>
  );
}
