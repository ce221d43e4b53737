import type { MenuSet, PageRoute } from '../../config/routes';

/** The ids of a route, one per menu set it belongs to. */
export type RouteIds = PageRoute['menuIds'];

/**
 * A route is open if the user holds one of its ids (a route both sets share has two);
 * a route that carries no id (landing, exception pages) is open to every signed-in user.
 */
export function canOpenRoute(held: ReadonlySet<string>, menuIds: RouteIds | undefined): boolean {
  const ids = Object.values(menuIds ?? {}).filter(Boolean) as string[];
  if (!ids.length) return true;
  return ids.some((id) => held.has(id));
}

export const MENU_SET_ORDER: MenuSet[] = ['warehouse', 'system'];
