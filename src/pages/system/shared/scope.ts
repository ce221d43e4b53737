import { useLocation } from '@umijs/max';
import type { MenuSet } from '@/domain/menu';
import type { AdminScope } from '@/services/system';
import { useMenuSet } from '@/utils/workspace';

/**
 * Which variant of the users / roles screen is open: /system/admin and /system/admin-role are the
 * admin screens; /system and /system/role are shared by both menus: in the warehouse menu they
 * are scoped to the current warehouse, in the system menu they cover every warehouse.
 */
export function scopeOf(pathname: string, menuSet: MenuSet): AdminScope {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/system/admin' || path === '/system/admin-role') return 'admin';
  return menuSet === 'system' ? 'system' : 'warehouse';
}

export function useAdminScope(): AdminScope {
  const { pathname } = useLocation();
  return scopeOf(pathname, useMenuSet());
}

/** The menu set whose ids the scope's roles hold. */
export const roleMenuSet = (scope: AdminScope): MenuSet => (scope === 'admin' ? 'system' : 'warehouse');
