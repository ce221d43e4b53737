/** What each route shows first, declared beside the route tree (config/routes.ts) and asked for at
 *  the click that opens it, so the request overlaps the page's code and render; kits take the answers. */
import { clearCache, fetchReference, prefetchData, prefetchListPage } from './index';

/** The first page a kit list asks for as it opens without filters (ListScreen's `firstQuery`). */
export type FirstQuery = { current: number; pageSize: number; status?: string };
export const firstListQuery = (pageSize = 20, status?: string): FirstQuery => ({ current: 1, pageSize, status });

type Load = () => Promise<unknown>;
export interface RouteQuery {
  /** The list's page fetch (loaded with its service's code) and the first query, when not `firstListQuery()`. */
  list?: () => Promise<(query: FirstQuery) => Promise<unknown>>;
  query?: FirstQuery;
  /** What else the screen reads as it opens (reference data, a chart's figures), each through the query layer. */
  also?: () => Promise<Load[]>;
}

const master = () => import('@/services/master');
const inbound = () => import('@/services/inbound');
const inventory = () => import('@/services/inventory');
const warehouseOptions = () => import('@/pages/warehouse/shared/options');
const DOCK_TABS = ['created', 'arrived', 'unloading', 'received'].join(',');

/** By route path (a test checks each is a route of config/routes.ts). */
export const ROUTE_QUERIES: Readonly<Record<string, RouteQuery>> = {
  '/homepage': { also: () => import('@/pages/homepage/Home/queries').then((m) => [m.prefetchHome]) },
  '/warehouse': { list: () => master().then((m) => m.warehouseApi.list) },
  '/warehouse/zone': { list: () => master().then((m) => m.zoneApi.list) },
  '/warehouse/location': { list: () => master().then((m) => m.locationApi.list), also: () => warehouseOptions().then((m) => [m.zoneOptions.prefetch]) },
  '/warehouse/dock': { list: () => master().then((m) => m.dockApi.list) },
  '/warehouse/operation': { list: () => master().then((m) => m.operationApi.list), also: () => warehouseOptions().then((m) => [m.roleOptions.prefetch]) },
  '/warehouse/position': { list: () => master().then((m) => m.positionApi.list), also: () => warehouseOptions().then((m) => [m.userOptions.prefetch]) },
  '/warehouse/palletize': { list: () => master().then((m) => m.palletizeApi.list) },
  '/warehouse/deviceBind': {
    list: () => master().then((m) => m.deviceApi.list),
    also: () => warehouseOptions().then((m) => [m.userOptions.prefetch, m.positionOptions.prefetch]),
  },
  '/warehouse/patrol': { list: () => master().then((m) => m.patrolApi.list) },
  '/basic': { list: () => master().then((m) => m.basicApi.list) },
  '/product': {
    list: () => master().then((m) => m.productApi.list),
    also: () => master().then((m) => [() => fetchReference(m.basicEntries('unit')), () => fetchReference(m.basicEntries('category'))]),
  },
  '/product/moveable_pin_data': { list: () => master().then((m) => m.moveablePinApi.list) },
  '/task': { list: () => import('@/services/task').then((m) => m.taskApi.list), also: () => import('@/services/task').then((m) => [() => fetchReference(m.taskUsers)]) },
  '/outbound/b2c': orders('b2c'),
  '/outbound/b2b': orders('b2b'),
  '/outbound/destroy': { list: () => import('@/services/outbound').then((m) => m.destroyApi.list) },
  '/outbound/transfer': { list: () => import('@/services/transfer').then((m) => m.transferApi.list) },
  '/inbound/regular/warehousingNotify': { list: () => inbound().then((m) => m.inboundApi.notices), also: inboundMeta },
  '/inbound/regular': { list: () => inbound().then((m) => m.inboundApi.notices), query: firstListQuery(20, DOCK_TABS), also: inboundMeta },
  '/inbound/regular/lpnMap': { list: () => inbound().then((m) => m.inboundApi.lpns) },
  '/inbound/return/secondProcess': { list: () => inbound().then((m) => m.inboundApi.returns), query: firstListQuery(20, 'created') },
  '/inbound/return/returnProcess': { list: () => inbound().then((m) => m.inboundApi.returns), query: firstListQuery(20, 'graded') },
  '/cms/smartHistory': { list: () => import('@/services/cms').then((m) => m.cmsApi.runs) },
  '/logs': { list: () => import('@/services/logs').then((m) => m.logsApi.list), also: () => import('@/services/logs').then((m) => [() => fetchReference(m.logTypes())]) },
  '/inventory': { list: () => inventory().then((m) => m.inventoryApi.stock) },
  '/inventory/location': { list: () => inventory().then((m) => m.inventoryApi.rows) },
  '/inventory/record': { list: () => inventory().then((m) => m.inventoryApi.records) },
  '/inventory/network': { list: () => import('@/services/transfer').then((m) => m.networkApi.list) },
  '/inventory/cyclecountManagement': { list: () => import('@/services/count').then((m) => m.countApi.plans) },
  '/inventory/fbaLocation': { list: () => import('@/services/relocate').then((m) => m.fbaApi.stock) },
  '/relocate/record': { list: () => import('@/services/relocate').then((m) => m.relocateApi.list) },
  '/data/attendance': {
    list: () => import('@/services/attendance').then((m) => m.attendanceApi.shifts),
    also: () => import('@/services/attendance').then((m) => [() => fetchReference(m.attendanceOptions), () => prefetchData(...m.productivityQuery(m.lastDays(30)))]),
  },
};

function orders(kind: 'b2c' | 'b2b'): RouteQuery {
  return {
    list: () => import('@/services/outbound').then((m) => (q: FirstQuery) => m.outboundApi.orders(kind, q)),
    also: () => import('@/services/outbound').then((m) => [() => fetchReference(m.outboundMeta(kind))]),
  };
}
function inboundMeta() {
  return inbound().then((m) => [() => fetchReference(m.inboundMeta)]);
}

const started = new Map<string, { at: number; settled: Promise<void> }>();
/** How long a click's first data counts as on its way for the link that waits for it. */
const STARTED_FRESH_MS = 3_000;

/** Starts the first data of the route at `path` (a request on its way is taken, not made again). */
export function startRouteQueries(path: string, now = Date.now(), routes = ROUTE_QUERIES) {
  const route = routes[path];
  if (!route) return;
  const query = route.query ?? firstListQuery();
  // in the cache at once, before its service's code has loaded: the list that mounts meanwhile takes it
  const list = route.list && prefetchListPage(path, query, () => route.list!().then((fetch) => fetch(query)));
  const also = route.also?.().then((loads) => Promise.all(loads.map((load) => load())));
  const settled = Promise.all([list, also]).then(
    () => undefined,
    () => undefined,
  );
  started.set(path, { at: now, settled });
}

/** Loads the code (its services) that the first data of the route at `path` needs, asking for no data:
 *  the route prefetch calls it beside the page's code, so a click's first request waits for no chunk. */
export function prefetchRouteCode(path: string, routes = ROUTE_QUERIES): Promise<void> {
  const route = routes[path];
  return Promise.all([route?.list?.(), route?.also?.()]).then(
    () => undefined,
    () => undefined,
  );
}

/** Forgets every answer and every started first data: at sign-out (the next user asks anew). */
export function clearQueries() {
  started.clear();
  clearCache();
}

/** Longest a click on a link waits for the next page's first data before it navigates. */
export const ROUTE_DATA_WAIT_MS = 250;

/**
 * Resolves when the first data started for `path` has come, or after `waitMs`; undefined when none
 * is on its way. The link navigates then: the page renders once, with its rows.
 */
export function afterRouteQueries(path: string, waitMs = ROUTE_DATA_WAIT_MS, now = Date.now()): Promise<void> | undefined {
  const running = started.get(path);
  if (!running || now - running.at >= STARTED_FRESH_MS) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([running.settled, late]).then(() => clearTimeout(timer));
}

/** Starts a route's first data on a plain left click on a link to it, before the router renders the page. */
export function listenForRouteQueries(doc: Document = document) {
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, doc.location.href);
    // a link with a query opens its page filtered: not the route's unfiltered first data
    if (url.origin === doc.location.origin && !url.search) startRouteQueries(url.pathname);
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
