import type { MenuSet } from '@/domain/menu';
import type { PageRoute } from '../../config/routes';

/** What the access rule reads of a route: its id and its groups' ids, one entry per menu set. */
export type RouteAccess = Pick<PageRoute, 'menuIds' | 'groupIds'>;

/**
 * May a user holding `held` open the route through menu set `set`? The page's own id and the id
 * of every group it sits in are needed (a group with an id of its own, such as 433 relocate, is
 * granted separately in the specification).
 */
export function canOpenInSet(held: ReadonlySet<string>, route: RouteAccess | undefined, set: MenuSet): boolean {
  const id = route?.menuIds?.[set];
  if (!id || !held.has(id)) return false;
  return (route?.groupIds?.[set] ?? []).every((g) => held.has(g));
}

/**
 * A route is open if the user may open it through one of its sets (a route both sets share has
 * two); a route that carries no id (landing, exception pages) is open to every signed-in user.
 */
export function canOpenRoute(held: ReadonlySet<string>, route: RouteAccess | undefined): boolean {
  const sets = (Object.keys(route?.menuIds ?? {}) as MenuSet[]).filter((s) => route?.menuIds?.[s]);
  if (!sets.length) return true;
  return sets.some((set) => canOpenInSet(held, route, set));
}

export const MENU_SET_ORDER: MenuSet[] = ['warehouse', 'system'];
