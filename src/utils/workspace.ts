import { useLocation, useModel } from '@umijs/max';
import { useEffect, useMemo } from 'react';
import type { MenuSet } from '@/domain/menu';
import type { InitialState } from './initialState';
import { resolveMenuSet } from './menu';

/**
 * Where the user works: the warehouse and the menu set. Both live in the initialState model and
 * nowhere else, so the layout, the header and every page read the same value (the warehouse is
 * also kept in localStorage, but only for the request header and the next start).
 */

/**
 * The menu set shown on `pathname`: the page's own set, or on a page both sets share the set the
 * user was in (`state.menuSet`, warehouse by default). Pure: the layout config and the hooks below
 * compute it alike, so nothing has to be written while rendering.
 */
export function menuSetOf(state: InitialState | undefined, pathname: string): MenuSet {
  const held = new Set(state?.currentUser?.menuIds ?? []);
  return resolveMenuSet(pathname, state?.menuSet ?? 'warehouse', held);
}

export function useMenuSet(): MenuSet {
  const { initialState } = useModel('@@initialState');
  const { pathname } = useLocation();
  return menuSetOf(initialState as InitialState | undefined, pathname);
}

/** The current warehouse's id (undefined before sign-in or for an account without warehouses). */
export function useWarehouseId(): string | undefined {
  const { initialState } = useModel('@@initialState');
  return (initialState as InitialState | undefined)?.warehouseId;
}

/**
 * Remembers the set a page of one set put the user in, so that a page both sets share (/system)
 * keeps it: written after the navigation has rendered, not during it. Rendered once by the layout.
 */
export function MenuSetKeeper() {
  const { initialState, setInitialState } = useModel('@@initialState');
  const shown = useMenuSet();
  const stored = (initialState as InitialState | undefined)?.menuSet ?? 'warehouse';
  useEffect(() => {
    if (shown !== stored) setInitialState((s: InitialState | undefined) => ({ ...s, menuSet: shown }));
  }, [shown, stored, setInitialState]);
  return null;
}

/** The ids the user holds, as a set (the same object while the user stays the same). */
export function useHeldIds(): ReadonlySet<string> {
  const { initialState } = useModel('@@initialState');
  const user = (initialState as InitialState | undefined)?.currentUser;
  return useMemo(() => new Set(user?.menuIds ?? []), [user]);
}
