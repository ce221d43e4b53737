/**
 * The single route tree: the menu sets (src/domain/menu.ts) plus each page's component. Every page
 * route carries its menu ids, its groups' ids and the access key `canOpen`, so one access function
 * decides menus and 403 pages alike.
 */
import { flattenMenu, type MenuSet } from '../src/domain/menu';

/**
 * The page component below src/pages of every page path of the menus (every leaf of either set
 * has one; a group without one opens its first child). A path both sets share has one page.
 */
export const PAGE_COMPONENTS: Readonly<Record<string, string>> = {
  '/homepage': './homepage/Home',
  '/outbound/b2c': './outbound/Orders',
  '/outbound/b2c/pick': './outbound/Pick',
  '/outbound/b2c/pack': './outbound/Pack',
  '/outbound/b2c/label': './outbound/Label',
  '/outbound/b2c/delivery': './outbound/Delivery',
  '/outbound/b2b': './outbound/Orders',
  '/outbound/b2b/pick': './outbound/Pick',
  '/outbound/b2b/pack': './outbound/Pack',
  '/outbound/b2b/label': './outbound/Label',
  '/outbound/b2b/delivery': './outbound/Delivery',
  '/outbound/destroy': './outbound/Destroy',
  '/outbound/transfer': './outbound/Transfer',
  '/inbound/regular/warehousingNotify': './inbound/Notices',
  '/inbound/regular': './inbound/Receipt',
  '/inbound/regular/tally': './inbound/Tally',
  '/inbound/regular/onShelf': './inbound/OnShelf',
  '/inbound/regular/lpnMap': './inbound/LpnMap',
  '/inbound/return/tallyReturn': './inbound/ReturnPreprocess',
  '/inbound/return/secondProcess': './inbound/ReturnGrade',
  '/inbound/return/returnProcess': './inbound/ReturnBook',
  '/inbound/return/onShelfReturn': './inbound/OnShelfReturn',
  '/inbound/return/trailer': './inbound/Trailer',
  '/cms/inBooking': './cms/InBooking',
  '/cms/outOrder': './cms/OutOrder',
  '/cms/inBookingNew': './cms/InBookingNew',
  '/cms/outOrdeNew': './cms/OutOrderNew',
  '/cms/smartHistory': './cms/SmartHistory',
  '/cms/smartOutbound': './cms/SmartOutbound',
  '/inventory': './inventory/Stock',
  '/inventory/location': './inventory/Location',
  '/inventory/record': './inventory/Record',
  '/inventory/lot': './inventory/Lot',
  '/inventory/network': './inventory/Network',
  '/inventory/cyclecountManagement': './inventory/CountPlans',
  '/inventory/count': './inventory/Count',
  '/inventory/sku_count': './inventory/SkuCount',
  '/inventory/cyclecount': './inventory/CycleCount',
  '/inventory/fbaLocation': './inventory/FbaLocation',
  '/inventory/fbaLocationRecord': './inventory/FbaRecord',
  '/product': './product/Product',
  '/product/moveable_pin_data': './product/MoveablePin',
  '/task': './task/Tasks',
  '/relocate/emergency/relocateOutbound': './relocate/RelocateOut',
  '/relocate/emergency/relocateInbound': './relocate/RelocateIn',
  '/relocate/emergency/relocatePutaway': './relocate/RelocatePutaway',
  '/relocate/record': './relocate/Relocations',
  '/data/attendance': './data/Attendance',
  '/warehouse': './warehouse/Warehouses',
  '/warehouse/warehouseConfig': './warehouse/WarehouseConfig',
  '/warehouse/zone': './warehouse/Zone',
  '/warehouse/location': './warehouse/Location',
  '/warehouse/dock': './warehouse/Dock',
  '/warehouse/palletize': './warehouse/Palletize',
  '/warehouse/operation': './warehouse/Operation',
  '/warehouse/model': './warehouse/Model',
  '/warehouse/patrol': './warehouse/Patrol',
  '/warehouse/position': './warehouse/Position',
  '/warehouse/deviceBind': './warehouse/DeviceBind',
  '/basic': './basic/Basic',
  '/logs': './logs/Logs',
  '/print': './print/Print',
  '/system': './system/Users',
  '/system/role': './system/Roles',
  '/system/admin': './system/Users',
  '/system/admin-role': './system/Roles',
};

export interface PageRoute {
  path: string;
  component?: string;
  redirect?: string;
  access?: string;
  /** Menu ids that open this page, by set. */
  menuIds?: Partial<Record<MenuSet, string>>;
  /** By set: ids of the groups the page sits in, every one needed besides the page's id. */
  groupIds?: Partial<Record<MenuSet, string[]>>;
  /** Label key by set. */
  labels?: Partial<Record<MenuSet, string>>;
  layout?: false;
  wrappers?: string[];
  noAuth?: boolean;
  hideInMenu?: boolean;
  [k: string]: unknown;
}

const AUTH_WRAPPER = '@/wrappers/auth';

/** One route per page path; a path both sets share carries both ids. */
export function pageRoutes(): PageRoute[] {
  const byPath = new Map<string, PageRoute>();
  const pageOf = (path: string) => {
    const component = PAGE_COMPONENTS[path];
    if (!component) throw new Error(`menu entry ${path} has no page component`);
    return component;
  };

  for (const set of ['warehouse', 'system'] as MenuSet[]) {
    for (const entry of flattenMenu(set)) {
      if (!entry.leaf) continue;
      const route = byPath.get(entry.path) ?? {
        path: entry.path,
        component: pageOf(entry.path),
        access: 'canOpen',
        menuIds: {},
        groupIds: {},
        labels: {},
        wrappers: [AUTH_WRAPPER],
      };
      route.menuIds![set] = entry.id;
      if (entry.groupIds.length) route.groupIds![set] = entry.groupIds;
      route.labels![set] = entry.label;
      byPath.set(entry.path, route);
    }
  }
  const stray = Object.keys(PAGE_COMPONENTS).filter((path) => !byPath.has(path));
  if (stray.length) throw new Error(`page components for paths no menu entry opens: ${stray.join(', ')}`);
  return [...byPath.values()];
}

/** Groups without a page of their own (e.g. /relocate/emergency) open their first child. */
function groupRedirects(): PageRoute[] {
  const pages = new Set(pageRoutes().map((r) => r.path));
  const out: PageRoute[] = [];
  for (const set of ['warehouse', 'system'] as MenuSet[]) {
    const entries = flattenMenu(set);
    for (const group of entries.filter((e) => !e.leaf && !pages.has(e.path))) {
      if (out.some((r) => r.path === group.path)) continue;
      const first = entries.find((e) => e.leaf && e.path.startsWith(`${group.path}/`));
      if (first) out.push({ path: group.path, redirect: first.path });
    }
  }
  return out;
}

/** Umi's route config. Menus are rendered from the menu sets (src/utils/menu.ts), not from this. */
export function buildRoutes(): PageRoute[] {
  return [
    { path: '/login', component: './login/Login', layout: false, noAuth: true },
    // the API document for back-end developers (README, "Using a real back end")
    { path: '/developer/api', component: './developer/Api', layout: false, noAuth: true },
    { path: '/', component: './index', wrappers: [AUTH_WRAPPER] },
    ...pageRoutes(),
    ...groupRedirects(),
    { path: '/403', component: './exception/Forbidden', noAuth: true },
    { path: '/404', component: './exception/NotFound', noAuth: true },
    { path: '/*', component: './exception/NotFound', noAuth: true },
  ];
}

export default buildRoutes();
