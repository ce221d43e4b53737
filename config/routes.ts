/**
 * The single route tree of the console.
 *
 * The two menu sets are declared with the menu item model of the specification (key, path, label,
 * id, children, isSys, divider). `buildRoutes` turns them into Umi's route config: every page
 * route carries the menu ids that open it (`menuIds`, one per set for the routes both sets share),
 * the ids of the groups it sits in (`groupIds`, per set: a group with an id of its own, such as
 * 82 product or 433 relocate, must be held too) and the access key `canOpen`, so one access
 * function decides menus and 403 pages alike.
 */

export type MenuSet = 'warehouse' | 'system';

export interface MenuItem {
  /** Unique within its siblings; the path segment when `path` is omitted. */
  key: string;
  /** Relative to the parent; '' marks the parent's own (index) page. Absolute paths start with '/'. */
  path?: string;
  /** Translation key of the label. */
  label: string;
  /** Menu id: a numeric string, the permission key. */
  id?: string;
  children?: MenuItem[];
  /** Carried as data only (B2C, B2B, palletize, print). */
  isSys?: boolean;
  /** A divider entry: rendered as a separator line, never a route. */
  divider?: boolean;
  /** Icon name (top-level entries), resolved in src/utils/menuIcons.ts. */
  icon?: string;
  /** Page component below src/pages: every leaf of the menu has one (a group opens its first child). */
  component?: string;
}

/** 2.1 Warehouse menu (default). */
export const warehouseMenu: MenuItem[] = [
  { key: 'homepage', path: '/homepage', label: 'menu.homepage', id: '148', icon: 'home', component: './homepage/Home' },
  {
    key: 'outbound', path: '/outbound', label: 'menu.outbound', icon: 'export',
    children: [
      {
        key: 'b2c', path: 'b2c', label: 'menu.outbound.b2c', isSys: true,
        children: [
          { key: 'order', path: '', label: 'menu.outbound.b2c.order', id: '71', component: './outbound/Orders' },
          { key: 'pick', path: 'pick', label: 'menu.outbound.pick', id: '77', component: './outbound/Pick' },
          { key: 'label', path: 'label', label: 'menu.outbound.label', id: '66', component: './outbound/Label' },
          { key: 'delivery', path: 'delivery', label: 'menu.outbound.delivery', id: '59', component: './outbound/Delivery' },
        ],
      },
      {
        key: 'b2b', path: 'b2b', label: 'menu.outbound.b2b', isSys: true,
        children: [
          { key: 'order', path: '', label: 'menu.outbound.b2b.order', id: '297', component: './outbound/Orders' },
          { key: 'pick', path: 'pick', label: 'menu.outbound.pick', id: '298', component: './outbound/Pick' },
          { key: 'label', path: 'label', label: 'menu.outbound.label', id: '292', component: './outbound/Label' },
          { key: 'delivery', path: 'delivery', label: 'menu.outbound.delivery', id: '277', component: './outbound/Delivery' },
        ],
      },
      { key: 'destroy', path: 'destroy', label: 'menu.outbound.destroy', id: '443', component: './outbound/Destroy' },
    ],
  },
  {
    key: 'inbound', path: '/inbound', label: 'menu.inbound', icon: 'import',
    children: [
      {
        key: 'regular', path: 'regular', label: 'menu.inbound.regular',
        children: [
          { key: 'warehousingNotify', path: 'warehousingNotify', label: 'menu.inbound.warehousingNotify', id: '152', component: './inbound/Notices' },
          { key: 'receipt', path: '', label: 'menu.inbound.receipt', id: '27', component: './inbound/Receipt' },
          { key: 'tally', path: 'tally', label: 'menu.inbound.tally', id: '107', component: './inbound/Tally' },
          { key: 'onShelf', path: 'onShelf', label: 'menu.inbound.onShelf', id: '63', component: './inbound/OnShelf' },
          { key: 'lpnMap', path: 'lpnMap', label: 'menu.inbound.lpnMap', id: '397', component: './inbound/LpnMap' },
        ],
      },
      {
        key: 'return', path: 'return', label: 'menu.inbound.return',
        children: [
          { key: 'tallyReturn', path: 'tallyReturn', label: 'menu.inbound.tallyReturn', id: '215', component: './inbound/ReturnPreprocess' },
          { key: 'secondProcess', path: 'secondProcess', label: 'menu.inbound.secondProcess', id: '223', component: './inbound/ReturnGrade' },
          { key: 'returnProcess', path: 'returnProcess', label: 'menu.inbound.returnProcess', id: '472', component: './inbound/ReturnBook' },
          { key: 'onShelfReturn', path: 'onShelfReturn', label: 'menu.inbound.onShelfReturn', id: '211', component: './inbound/OnShelfReturn' },
          { key: 'trailer', path: 'trailer', label: 'menu.inbound.trailer', id: '318', component: './inbound/Trailer' },
        ],
      },
    ],
  },
  {
    key: 'cms', path: '/cms', label: 'menu.cms', icon: 'container',
    children: [
      { key: 'inBooking', label: 'menu.cms.inBooking', id: '326', component: './cms/InBooking' },
      { key: 'outOrder', label: 'menu.cms.outOrder', id: '327', component: './cms/OutOrder' },
      { key: 'inBookingNew', label: 'menu.cms.inBookingNew', id: '501', component: './cms/InBookingNew' },
      { key: 'outOrdeNew', label: 'menu.cms.outOrdeNew', id: '494', component: './cms/OutOrderNew' },
      { key: 'smartHistory', label: 'menu.cms.smartHistory', id: '478', component: './cms/SmartHistory' },
      { key: 'smartOutbound', label: 'menu.cms.smartOutbound', id: '487', component: './cms/SmartOutbound' },
    ],
  },
  {
    key: 'inventory', path: '/inventory', label: 'menu.inventory', icon: 'database',
    children: [
      { key: 'list', path: '', label: 'menu.inventory.list', id: '34', component: './inventory/Stock' },
      { key: 'location', path: 'location', label: 'menu.inventory.location', id: '35', component: './inventory/Location' },
      { key: 'record', path: 'record', label: 'menu.inventory.record', id: '273', component: './inventory/Record' },
      { key: 'cyclecountManagement', path: 'cyclecountManagement', label: 'menu.inventory.cyclecountManagement', id: '557', component: './inventory/CountPlans' },
      { key: 'count', path: 'count', label: 'menu.inventory.count', id: '173', component: './inventory/Count' },
      { key: 'sku_count', path: 'sku_count', label: 'menu.inventory.skuCount', id: '345', component: './inventory/SkuCount' },
      { key: 'cyclecount', path: 'cyclecount', label: 'menu.inventory.cyclecount', id: '284', component: './inventory/CycleCount' },
      { key: 'fbaLocation', path: 'fbaLocation', label: 'menu.inventory.fbaLocation', id: '521', component: './inventory/FbaLocation' },
      { key: 'fbaLocationRecord', path: 'fbaLocationRecord', label: 'menu.inventory.fbaLocationRecord', id: '522', component: './inventory/FbaRecord' },
    ],
  },
  {
    key: 'product', path: '/product', label: 'menu.product', id: '82', icon: 'barcode',
    children: [
      { key: 'barcode', path: '', label: 'menu.product.barcode', id: '342', component: './product/Product' },
      { key: 'moveable_pin_data', path: 'moveable_pin_data', label: 'menu.product.moveablePinData', id: '336', component: './product/MoveablePin' },
    ],
  },
  { key: 'task', path: '/task', label: 'menu.task', id: '178', icon: 'schedule', component: './task/Tasks' },
  {
    key: 'relocate', path: '/relocate', label: 'menu.relocate', id: '433', icon: 'swap',
    children: [
      {
        key: 'emergency', path: 'emergency', label: 'menu.relocate.emergency', id: '434',
        children: [
          { key: 'relocateOutbound', path: 'relocateOutbound', label: 'menu.relocate.relocateOutbound', id: '436', component: './relocate/RelocateOut' },
          { key: 'relocateInbound', path: 'relocateInbound', label: 'menu.relocate.relocateInbound', id: '435', component: './relocate/RelocateIn' },
          { key: 'relocatePutaway', path: 'relocatePutaway', label: 'menu.relocate.relocatePutaway', id: '437', component: './relocate/RelocatePutaway' },
        ],
      },
      { key: 'record', path: 'record', label: 'menu.relocate.record', id: '575', component: './relocate/Relocations' },
    ],
  },
  {
    key: 'data', path: '/data', label: 'menu.data', id: '400', icon: 'barChart',
    children: [{ key: 'attendance', path: 'attendance', label: 'menu.data.attendance', id: '403', component: './data/Attendance' }],
  },
  {
    key: 'warehouse', path: '/warehouse', label: 'menu.warehouse', icon: 'shop',
    children: [
      { key: 'list', path: '', label: 'menu.warehouse.list', id: '87', component: './warehouse/Warehouses' },
      { key: 'warehouseConfig', label: 'menu.warehouse.warehouseConfig', id: '466', component: './warehouse/WarehouseConfig' },
      { key: 'zone', label: 'menu.warehouse.zone', id: '4', component: './warehouse/Zone' },
      { key: 'location', label: 'menu.warehouse.location', id: '48', component: './warehouse/Location' },
      { key: 'dock', label: 'menu.warehouse.dock', id: '418', component: './warehouse/Dock' },
      { key: 'palletize', label: 'menu.warehouse.palletize', id: '405', isSys: true, component: './warehouse/Palletize' },
      { key: 'operation', label: 'menu.warehouse.operation', id: '353', component: './warehouse/Operation' },
      { key: 'model', label: 'menu.warehouse.model', id: '356', component: './warehouse/Model' },
      { key: 'patrol', label: 'menu.warehouse.patrol', id: '511', component: './warehouse/Patrol' },
      { key: 'position', label: 'menu.warehouse.position', id: '536', component: './warehouse/Position' },
      { key: 'deviceBind', label: 'menu.warehouse.deviceBind', id: '537', component: './warehouse/DeviceBind' },
    ],
  },
  { key: 'others', label: 'menu.others', divider: true },
  { key: 'basic', path: '/basic', label: 'menu.basic', id: '21', icon: 'appstore', component: './basic/Basic' },
  { key: 'logs', path: '/logs', label: 'menu.logs', id: '243', icon: 'fileText', component: './logs/Logs' },
  { key: 'print', path: '/print', label: 'menu.print', id: '388', icon: 'printer', isSys: true, component: './print/Print' },
  {
    key: 'system', path: '/system', label: 'menu.system', id: '360', icon: 'setting',
    children: [
      { key: 'users', path: '', label: 'menu.system.users', id: '187', component: './system/Users' },
      { key: 'role', path: 'role', label: 'menu.system.role', id: '361', component: './system/Roles' },
    ],
  },
];

/** 2.2 System menu. */
export const systemMenu: MenuItem[] = [
  {
    key: 'system', path: '/system', label: 'menu.sys.system', id: '246', icon: 'setting',
    children: [
      { key: 'users', path: '', label: 'menu.sys.users', id: '250', component: './system/Users' },
      { key: 'role', path: 'role', label: 'menu.sys.role', id: '255', component: './system/Roles' },
      { key: 'admin', path: 'admin', label: 'menu.sys.admin', id: '261', component: './system/Users' },
      { key: 'admin-role', path: 'admin-role', label: 'menu.sys.adminRole', id: '266', component: './system/Roles' },
    ],
  },
];

export const menuSets: Record<MenuSet, MenuItem[]> = { warehouse: warehouseMenu, system: systemMenu };

/** Joins a parent path and a child path ('' = the parent itself, absolute paths stay). */
export function joinPath(parent: string, child: string | undefined, key: string): string {
  const segment = child === undefined ? key : child;
  if (segment.startsWith('/')) return segment;
  if (segment === '') return parent || '/';
  return `${parent.replace(/\/$/, '')}/${segment}`;
}

export interface FlatMenuEntry {
  set: MenuSet;
  path: string;
  id?: string;
  label: string;
  isSys?: boolean;
  /** Whether a page lives at this path (a leaf); groups only hold children. */
  leaf: boolean;
  /** Labels of the ancestors, outermost first (for breadcrumbs and search). */
  parents: string[];
  /** Ids of the ancestors that have one, outermost first: each must be held to open this entry. */
  groupIds: string[];
}

/** Every entry of a menu set with its absolute path, depth first, dividers left out. */
export function flattenMenu(set: MenuSet, items: MenuItem[] = menuSets[set], parent = '', parents: string[] = [], groupIds: string[] = []): FlatMenuEntry[] {
  const out: FlatMenuEntry[] = [];
  for (const item of items) {
    if (item.divider) continue;
    const path = joinPath(parent, item.path, item.key);
    const leaf = !item.children?.length;
    out.push({ set, path, id: item.id, label: item.label, isSys: item.isSys, leaf, parents, groupIds });
    if (item.children) out.push(...flattenMenu(set, item.children, path, [...parents, item.label], item.id ? [...groupIds, item.id] : groupIds));
  }
  return out;
}

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
  const components = new Map<string, string>();
  const collectComponents = (items: MenuItem[], parent: string) => {
    for (const item of items) {
      const path = joinPath(parent, item.path, item.key);
      if (item.component) components.set(path, item.component);
      if (item.children) collectComponents(item.children, path);
    }
  };
  collectComponents(warehouseMenu, '');
  collectComponents(systemMenu, '');
  const pageOf = (path: string) => {
    const component = components.get(path);
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
    { path: '/', component: './index', wrappers: [AUTH_WRAPPER] },
    ...pageRoutes(),
    ...groupRedirects(),
    { path: '/403', component: './exception/Forbidden', noAuth: true },
    { path: '/404', component: './exception/NotFound', noAuth: true },
    { path: '/*', component: './exception/NotFound', noAuth: true },
  ];
}

export default buildRoutes();
