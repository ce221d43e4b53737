import { DownOutlined, LogoutOutlined, SettingOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { history, useModel } from '@umijs/max';
import { App, Avatar, Button, Grid, Space, Tooltip } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import HeaderMenu from '@/components/HeaderMenu';
import LanguageSwitch from '@/components/LanguageSwitch';
import { logout } from '@/services/auth';
import { setLandingPage } from '@/utils/menu';
import { useHeldIds, useMenuSet } from '@/utils/workspace';
import { switchWarehouse } from '@/utils/initialState';
import type { MenuSet } from '@/domain/menu';
import { isRequestError } from '@/utils/request';
import { removeToken } from '@/utils/storage';

const warehouseLabel = (w: { code: string; name: string }) => `${w.code} · ${w.name}`;

/**
 * Header: warehouse, menu-set switch, language, user menu; icons and the warehouse code only below
 * antd's `md`, so it fits a 360 px handheld. Memoized on the menu set: useMenuSet reads the
 * router's location, which would render it again on every navigation.
 */
const HeaderControls = memo(function HeaderControls({ menuSet }: { menuSet: MenuSet }) {
  const { t } = useTranslation();
  const { initialState, setInitialState } = useModel('@@initialState');
  const { message } = App.useApp();
  const compact = !Grid.useBreakpoint().md;
  const user = initialState?.currentUser;
  const held = useHeldIds();
  const otherSet = menuSet === 'warehouse' ? 'system' : 'warehouse';
  // The switch is offered only where it leads to a page the user may open.
  const otherSetPage = useMemo(() => setLandingPage(otherSet, held), [otherSet, held]);

  if (!user) return <LanguageSwitch />;
  const currentWarehouse = user.warehouses.find((w) => w.id === initialState?.warehouseId);
  const switchLabel = otherSet === 'system' ? t('header.menuSet.system') : t('header.menuSet.warehouse');

  const switchSet = () => {
    if (!otherSetPage) return;
    setInitialState((s) => ({ ...s, menuSet: otherSet }));
    history.push(otherSetPage);
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
    <Space size={compact ? 'small' : 'middle'} align="center" data-testid="header-actions">
      {menuSet === 'warehouse' && user.warehouses.length > 0 && (
        // A menu rather than a Select: the landing page then loads neither Select nor its virtual list.
        <HeaderMenu
          menu={{
            selectable: true,
            selectedKeys: initialState?.warehouseId ? [initialState.warehouseId] : [],
            items: user.warehouses.map((w) => ({ key: w.id, label: warehouseLabel(w) })),
            onClick: ({ key: warehouseId }) => {
              if (warehouseId === initialState?.warehouseId) return;
              // The menu ids depend on the warehouse (roles may be limited to one): asked for again.
              switchWarehouse(warehouseId, initialState?.warehouseId).then(
                (next) => setInitialState((s) => ({ ...s, ...next })),
                (e) => message.error(isRequestError(e) ? e.message : t('request.badAnswer')),
              );
            },
          }}
        >
          <Button data-testid="warehouse-select" icon={compact ? undefined : <ShopOutlined />} aria-label={`${t('common.labelValue', { label: t('header.warehouse') })}${currentWarehouse ? warehouseLabel(currentWarehouse) : ''}`}>
            {currentWarehouse ? (compact ? currentWarehouse.code : warehouseLabel(currentWarehouse)) : t('header.warehouse')} <DownOutlined />
          </Button>
        </HeaderMenu>
      )}
      {otherSetPage && (
        <Tooltip title={switchLabel}>
          <Button data-testid="menu-set-switch" aria-label={switchLabel} icon={otherSet === 'system' ? <SettingOutlined /> : <ShopOutlined />} onClick={switchSet}>
            {!compact && switchLabel}
          </Button>
        </Tooltip>
      )}
      <LanguageSwitch />
      <HeaderMenu
        menu={{
          items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('header.logout') }],
          onClick: ({ key }) => key === 'logout' && onLogout(),
        }}
      >
        <Button type="text" data-testid="user-menu" aria-label={user.name}>
          <Avatar size="small" icon={<UserOutlined />} /> {!compact && user.name}
        </Button>
      </HeaderMenu>
    </Space>
  );
});

export default function HeaderActions() {
  return <HeaderControls menuSet={useMenuSet()} />;
}
