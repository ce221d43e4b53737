import type { InitialState } from '@/utils/initialState';
import { canOpenRoute, type RouteAccess } from './utils/permission';

/**
 * The access plugin's single rule, used for both the menu and 403 pages: may the signed-in user
 * open this route (its id and the ids of its groups)? Without a user there is nothing to judge;
 * the auth wrapper sends to /login.
 */
export default function access(initialState: InitialState | undefined) {
  const user = initialState?.currentUser;
  const held = new Set(user?.menuIds ?? []);
  return {
    canOpen: (route: RouteAccess) => !user || canOpenRoute(held, route),
    /** Whether the user holds `id` (a menu or action right) in the current warehouse. */
    holds: (id: string) => held.has(id),
  };
}
