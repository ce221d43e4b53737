import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, PageContainer, ProFormText, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { App, Button, Descriptions, Drawer, Form, Popconfirm, Space, Tabs, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { errorText, showSaveError } from '../shared/errors';
import History from '../shared/History';
import { roleMenuSet, useAdminScope } from '../shared/scope';
import PermissionEditor from './PermissionEditor';

export const CODE_RE = /^[A-Za-z][A-Za-z0-9_-]{1,31}$/;

/** Role management: warehouse-menu roles (system menu: all, warehouse menu: this warehouse's) or admin roles. */
export default function Roles() {
  const scope = useAdminScope();
  const { initialState } = useModel('@@initialState');
  return <RolesScreen key={`${scope}@${initialState?.warehouseId ?? ''}`} scope={scope} />;
}

function RolesScreen({ scope }: { scope: AdminScope }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { initialState, refresh } = useModel('@@initialState');
  const actionRef = useRef<ActionType>();
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
    { title: t('system.common.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime', sorter: true, search: false },
    {
      title: t('system.common.actions'),
      valueType: 'option',
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
          <Popconfirm
            title={t('system.role.delete.confirm', { code: r.code })}
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              try {
                await deleteRole(scope, r.id);
                message.success(t('system.common.deleted'));
                actionRef.current?.reload();
              } catch (e) {
                message.error(errorText(e, t('system.common.saveFailed')));
              }
            }}
          >
            <Button type="link" size="small" danger data-testid={`role-delete-${r.code}`}>
              {t('system.common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer content={t(`system.role.scope.${scope}`)}>
      <ProTable<Role>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: 'max-content' }}
        request={async (params, sort) => {
          const [sortField, sortOrder] = Object.entries(sort ?? {}).find(([, v]) => v) ?? [];
          const page = await listRoles(scope, {
            current: params.current,
            pageSize: params.pageSize,
            code: params.code,
            name: params.name,
            sortField,
            sortOrder: sortOrder as 'ascend' | 'descend' | undefined,
          });
          return { data: page.list, total: page.total, success: true };
        }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} data-testid="role-new" onClick={() => setEditing('new')}>
            {t('system.role.new')}
          </Button>,
        ]}
      />
      <RoleForm
        scope={scope}
        role={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(created) => {
          setEditing(undefined);
          actionRef.current?.reload();
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
          actionRef.current?.reload();
          // Our own permissions may have changed: load the current user again.
          if (initialState?.currentUser?.roles.some((r) => r.id === saved.id)) void refresh();
        }}
      />
      <Drawer open={!!viewing} width={560} title={viewing ? `${viewing.code} · ${viewing.name}` : ''} onClose={() => setViewing(undefined)} destroyOnHidden>
        {viewing && (
          <Tabs
            items={[
              {
                key: 'details',
                label: t('system.common.details'),
                children: (
                  <Descriptions column={1} bordered size="small">
                    <Descriptions.Item label={t('system.role.code')}>{viewing.code}</Descriptions.Item>
                    <Descriptions.Item label={t('system.role.name')}>{viewing.name}</Descriptions.Item>
                    <Descriptions.Item label={t('system.role.description')}>{viewing.description || '—'}</Descriptions.Item>
                    {viewing.menuSet === 'warehouse' && (
                      <Descriptions.Item label={t('system.role.warehouse')}>{warehouseLabel(viewing.warehouseId)}</Descriptions.Item>
                    )}
                    <Descriptions.Item label={t('system.role.permissions')}>{viewing.menuIds.join(', ') || '—'}</Descriptions.Item>
                  </Descriptions>
                ),
              },
              {
                key: 'history',
                label: <span data-testid="tab-history">{t('system.common.history')}</span>,
                children: (
                  <History
                    load={() => roleHistory(scope, viewing.id)}
                    format={(field, value) => {
                      if (field === 'warehouseId') return warehouseLabel(String(value));
                      if (Array.isArray(value)) return value.join(', ') || '—';
                      return String(value);
                    }}
                  />
                ),
              },
            ]}
          />
        )}
      </Drawer>
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
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const existing = role && role !== 'new' ? role : undefined;
  return (
    <ModalForm<RoleInput>
      name="roleForm"
      form={form}
      open={!!role}
      title={t(existing ? 'system.role.edit' : 'system.role.new')}
      width={520}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, maskClosable: false }}
      initialValues={existing ?? {}}
      onFinish={async (values) => {
        try {
          const input = { code: values.code, name: values.name, description: values.description ?? '' };
          if (existing) {
            await updateRole(scope, existing.id, input);
            message.success(t('system.common.saved'));
            onSaved();
          } else {
            const created = await createRole(scope, { ...input, menuIds: [] });
            message.success(t('system.common.saved'));
            onSaved(created);
          }
          return true;
        } catch (e) {
          showSaveError(e, form, message.error, t('system.common.saveFailed'));
          return false;
        }
      }}
    >
      <ProFormText
        name="code"
        label={t('system.role.code')}
        rules={[
          { required: true, message: t('server.role.codeRequired') },
          { pattern: CODE_RE, message: t('server.role.codeFormat') },
        ]}
      />
      <ProFormText name="name" label={t('system.role.name')} rules={[{ required: true, whitespace: true, message: t('server.role.nameRequired') }, { max: 50, message: t('server.role.nameLength') }]} />
      <ProFormTextArea name="description" label={t('system.role.description')} rules={[{ max: 200, message: t('server.role.descriptionLength') }]} />
      {scope === 'warehouse' && <Tag>{t('system.role.scopedHint')}</Tag>}
    </ModalForm>
  );
}
