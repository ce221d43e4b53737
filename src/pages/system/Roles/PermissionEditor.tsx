import { App, Button, Drawer, Empty, Input, Space, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuSet } from '@/domain/menu';
import { saveRolePermissions, type AdminScope, type Role } from '@/services/system';
import {
  buildPermissionTree,
  clearAll,
  filterTree,
  idsToCheckState,
  parentKeys,
  selectAll,
  stateToIds,
  toggle,
  type CheckState,
  type PermissionNode,
} from '@/utils/permissionTree';
import { errorText } from '../shared/errors';

/**
 * The route tree of the role's menu set as a checkable tree. Saving stores exactly the checked
 * menu ids and the ids of half-checked groups (see src/utils/permissionTree.ts).
 */
export default function PermissionEditor({
  scope,
  set,
  role,
  onClose,
  onSaved,
}: {
  scope: AdminScope;
  set: MenuSet;
  role?: Role;
  onClose: () => void;
  onSaved: (role: Role) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const tree = useMemo(() => buildPermissionTree(set), [set]);
  const [state, setState] = useState<CheckState>(clearAll());
  const [expanded, setExpanded] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!role) return;
    setState(idsToCheckState(tree, role.menuIds));
    setExpanded(tree.map((n) => n.key));
    setSearch('');
  }, [role, tree]);

  const visible = useMemo(() => filterTree(tree, search, (k) => t(k)), [tree, search, t]);
  const toData = (nodes: PermissionNode[]): DataNode[] =>
    nodes.map((n) => ({
      key: n.key,
      title: (
        <span data-testid={`perm-${n.key}`}>
          {t(n.label)}
          {n.menuId && (
            <Tag bordered={false} style={{ marginLeft: 6 }}>
              {n.menuId}
            </Tag>
          )}
        </span>
      ),
      children: n.children ? toData(n.children) : undefined,
    }));
  const selectedIds = stateToIds(tree, state);

  const save = async () => {
    if (!role) return;
    setSaving(true);
    try {
      const saved = await saveRolePermissions(scope, role.id, selectedIds);
      message.success(t('system.common.saved'));
      onSaved(saved);
    } catch (e) {
      message.error(errorText(e, t('system.common.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={!!role}
      width={560}
      title={role ? t('system.role.permissions.title', { name: role.name }) : ''}
      onClose={onClose}
      destroyOnHidden
      data-testid="permission-editor"
      extra={
        <Space>
          <Button onClick={onClose}>{t('system.common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={save} data-testid="permissions-save">
            {t('system.common.save')}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={t('system.role.permissions.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            if (e.target.value) setExpanded(parentKeys(tree));
          }}
          data-testid="permissions-search"
        />
        <Space wrap>
          <Button size="small" onClick={() => setState(selectAll(tree))} data-testid="permissions-all">
            {t('system.role.permissions.selectAll')}
          </Button>
          <Button size="small" onClick={() => setState(clearAll())} data-testid="permissions-clear">
            {t('system.role.permissions.clear')}
          </Button>
          <Button size="small" onClick={() => setExpanded(parentKeys(tree))} data-testid="permissions-expand">
            {t('system.role.permissions.expandAll')}
          </Button>
          <Button size="small" onClick={() => setExpanded([])}>
            {t('system.role.permissions.collapseAll')}
          </Button>
          <Typography.Text type="secondary" data-testid="permissions-count">
            {t('system.role.permissions.count', { count: selectedIds.length })}
          </Typography.Text>
        </Space>
        {visible.length ? (
          <Tree
            checkable
            checkStrictly
            selectable={false}
            treeData={toData(visible)}
            checkedKeys={state}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys as string[])}
            onCheck={(_, info) => setState((s) => toggle(tree, s, String(info.node.key), info.checked))}
          />
        ) : (
          <Empty description={t('system.role.permissions.noMatch')} />
        )}
      </Space>
    </Drawer>
  );
}
