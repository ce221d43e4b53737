import { DownOutlined, LogoutOutlined, SettingOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { history, useModel } from '@umijs/max';
import { Avatar, Button, Dropdown, Space, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import LanguageSwitch from '@/components/LanguageSwitch';
import { logout } from '@/services/auth';
import { firstPermittedPage, holdsAnyOf } from '@/utils/menu';
import { setMenuSet, useMenuSet } from '@/utils/menuSetStore';
import { removeToken, setWarehouse } from '@/utils/storage';

const warehouseLabel = (w: { code: string; name: string }) => `${w.code} · ${w.name}`;

/** Header: warehouse selector, menu-set switch, language, user menu. */
export default function HeaderActions() {
  const { t } = useTranslation();
  const { initialState, setInitialState } = useModel('@@initialState');
  const menuSet = useMenuSet();
  const user = initialState?.currentUser;
  const held = useMemo(() => new Set(user?.menuIds ?? []), [user]);

  if (!user) return <LanguageSwitch />;
  const currentWarehouse = user.warehouses.find((w) => w.id === initialState?.warehouseId);

  const switchSet = () => {
    if (menuSet === 'warehouse') {
      const target = firstPermittedPage('system', held);
      if (!target) return;
      setMenuSet('system');
      history.push(target);
    } else {
      setMenuSet('warehouse');
      history.push('/homepage');
    }
  };

  const onLogout = async () => {
    try {
      await logout();
    } catch {
      // The session may already be gone on the server; signing out locally is what matters.
    }
    removeToken();
    await setInitialState((s) => ({ ...s, currentUser: undefined }));
    history.push('/login');
  };

  return (
    <Space size="middle" align="center" data-testid="header-actions">
      {menuSet === 'warehouse' && user.warehouses.length > 0 && (
        // A dropdown menu (the layout loads Menu anyway) rather than a Select: the landing page
        // then does not load Select and its virtual list (~34 kB gzip).
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: initialState?.warehouseId ? [initialState.warehouseId] : [],
            items: user.warehouses.map((w) => ({ key: w.id, label: warehouseLabel(w) })),
            onClick: ({ key: warehouseId }) => {
              if (warehouseId === initialState?.warehouseId) return;
              setWarehouse(warehouseId);
              setInitialState((s) => ({ ...s, warehouseId }));
            },
          }}
        >
          <Button data-testid="warehouse-select" icon={<ShopOutlined />} aria-label={`${t('header.warehouse')}: ${currentWarehouse ? warehouseLabel(currentWarehouse) : ''}`}>
            {currentWarehouse ? warehouseLabel(currentWarehouse) : t('header.warehouse')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
      {holdsAnyOf('system', held) && (
        <Tooltip title={menuSet === 'warehouse' ? t('header.menuSet.system') : t('header.menuSet.warehouse')}>
          <Button data-testid="menu-set-switch" icon={menuSet === 'warehouse' ? <SettingOutlined /> : <ShopOutlined />} onClick={switchSet}>
            {menuSet === 'warehouse' ? t('header.menuSet.system') : t('header.menuSet.warehouse')}
          </Button>
        </Tooltip>
      )}
      <LanguageSwitch />
      <Dropdown
        trigger={['click']}
        menu={{
          items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('header.logout') }],
          onClick: ({ key }) => key === 'logout' && onLogout(),
        }}
      >
        <Button type="text" data-testid="user-menu">
          <Avatar size="small" icon={<UserOutlined />} /> {user.name}
        </Button>
      </Dropdown>
    </Space>
  );
}
