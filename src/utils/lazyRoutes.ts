import { matchRoutes } from '@umijs/max';
import { internalsOn } from '../../config/internals';

/** React's private fields are read only with the internals switch on (config/internals.ts). */
export const LAZY_INTERNALS = internalsOn('lazyRoutes', process.env.WMS_LIBRARY_INTERNALS);

/** The parts of a React.lazy component that its initializer works on (React 16.6 to 19). */
interface LazyComponent {
  $$typeof?: symbol;
  _payload?: { _status: number; _result: unknown };
  _init?: (payload: unknown) => unknown;
}
const LAZY = Symbol.for('react.lazy');
const UNINITIALIZED = -1;
const isThenable = (x: unknown): x is PromiseLike<unknown> => typeof (x as PromiseLike<unknown> | null)?.then === 'function';

/**
 * Runs React.lazy's own initializer once the module has loaded, so the first render takes the
 * component at once instead of suspending and retrying. Only after loading: a failed fetch must not
 * leave the component failed for good. Resolves once React will find the module; off: does nothing.
 */
export async function settleLazy(component: unknown, enabled = LAZY_INTERNALS): Promise<void> {
  if (!enabled) return;
  const lazy = component as LazyComponent | undefined;
  const payload = lazy?._payload;
  if (lazy?.$$typeof !== LAZY || !payload || payload._status !== UNINITIALIZED || typeof payload._result !== 'function' || !lazy._init) return;
  try {
    await (payload._result as () => Promise<unknown>)();
  } catch {
    return;
  }
  if (payload._status !== UNINITIALIZED) return;
  try {
    lazy._init(payload);
  } catch (pending) {
    // Thrown while pending: React's own callback on it (attached first) has marked the module
    // resolved by the time this one runs.
    if (isThenable(pending)) await pending.then(undefined, () => undefined);
  }
}

/** A route of umi's route table (`patchRoutes`' routes, by id). */
export interface RouteById {
  id: string;
  path?: string;
  parentId?: string;
}

/** The ids of the routes that render `pathname` (the layout, wrappers, the page), outermost first, as umi's renderer matches them. */
export function routeIdsFor(routesById: Record<string, RouteById>, pathname: string): string[] {
  const byParent = new Map<string | undefined, RouteById[]>();
  for (const route of Object.values(routesById)) byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  type Nested = RouteById & { children: Nested[] };
  const nest = (parentId: string | undefined): Nested[] => (byParent.get(parentId) ?? []).map((r) => ({ ...r, children: nest(r.id) }));
  return (matchRoutes(nest(undefined), pathname) ?? []).map((m) => (m.route as Nested).id);
}

/** umi's route table and route components (lazy), as `patchRoutes` hands them over. */
export interface RouteTable {
  routes: Record<string, RouteById>;
  routeComponents: Record<string, unknown>;
}
let routeTable: RouteTable | undefined;
export function rememberRouteTable(table: RouteTable) {
  routeTable = table;
}

/**
 * Longest the first render waits for the code of the page opened (fetched from the start by umi's
 * preload helper, alongside the app's own): on a slow link the layout and the page's loading
 * state show first, as they would without the wait.
 */
export const PAGE_CODE_WAIT_MS = 1000;
/** In browser tests a longer wait (set before the page loads), so a loaded machine's slow start is no failure. */
const pageCodeWaitMs = () =>
  (process.env.UMI_APP_E2E_HOOKS && typeof window !== 'undefined' ? (window as { __wmsPageCodeWaitMs?: number }).__wmsPageCodeWaitMs : undefined) ?? PAGE_CODE_WAIT_MS;

/**
 * Settles the code of the routes that render pathname (layout, wrapper, page) so the first render
 * takes it at once, not suspending into a retry that each arriving answer restarts.
 * Resolves after PAGE_CODE_WAIT_MS at the latest.
 */
export function pageCodeSettled(pathname: string, table = routeTable): Promise<unknown> {
  if (!table) return Promise.resolve();
  const settled = Promise.all(routeIdsFor(table.routes, pathname).map((id) => settleLazy(table.routeComponents[id])));
  return Promise.race([
    settled,
    new Promise((resolve) => {
      window.setTimeout(resolve, pageCodeWaitMs());
    }),
  ]);
}
