/**
 * Both menu sets, declared once: menu ids are the permission keys the mock checks, paths are where
 * the pages live; config/routes.ts and src/utils/menu.ts build from them. Relative imports only.
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
  /** Icon name (top-level entries), resolved to its icon in src/utils/icons.tsx (menuIcons). */
  icon?: string;
}

/** 2.1 Warehouse menu (default). */
export const warehouseMenu: MenuItem[] = [
  { key: 'homepage', path: '/homepage', label: 'menu.homepage', id: '148', icon: 'home' },
  {
    key: 'outbound', path: '/outbound', label: 'menu.outbound', icon: 'export',
    children: [
      {
        key: 'b2c', path: 'b2c', label: 'menu.outbound.b2c', isSys: true,
        children: [
          { key: 'order', path: '', label: 'menu.outbound.b2c.order', id: '71' },
          { key: 'pick', path: 'pick', label: 'menu.outbound.pick', id: '77' },
          { key: 'pack', path: 'pack', label: 'menu.outbound.pack', id: '611' },
          { key: 'label', path: 'label', label: 'menu.outbound.label', id: '66' },
          { key: 'delivery', path: 'delivery', label: 'menu.outbound.delivery', id: '59' },
        ],
      },
      {
        key: 'b2b', path: 'b2b', label: 'menu.outbound.b2b', isSys: true,
        children: [
          { key: 'order', path: '', label: 'menu.outbound.b2b.order', id: '297' },
          { key: 'pick', path: 'pick', label: 'menu.outbound.pick', id: '298' },
          { key: 'pack', path: 'pack', label: 'menu.outbound.pack', id: '612' },
          { key: 'label', path: 'label', label: 'menu.outbound.label', id: '292' },
          { key: 'delivery', path: 'delivery', label: 'menu.outbound.delivery', id: '277' },
        ],
      },
      { key: 'destroy', path: 'destroy', label: 'menu.outbound.destroy', id: '443' },
      { key: 'transfer', path: 'transfer', label: 'menu.outbound.transfer', id: '602' },
    ],
  },
  {
    key: 'inbound', path: '/inbound', label: 'menu.inbound', icon: 'import',
    children: [
      {
        key: 'regular', path: 'regular', label: 'menu.inbound.regular',
        children: [
          { key: 'warehousingNotify', path: 'warehousingNotify', label: 'menu.inbound.warehousingNotify', id: '152' },
          { key: 'receipt', path: '', label: 'menu.inbound.receipt', id: '27' },
          { key: 'tally', path: 'tally', label: 'menu.inbound.tally', id: '107' },
          { key: 'onShelf', path: 'onShelf', label: 'menu.inbound.onShelf', id: '63' },
          { key: 'lpnMap', path: 'lpnMap', label: 'menu.inbound.lpnMap', id: '397' },
        ],
      },
      {
        key: 'return', path: 'return', label: 'menu.inbound.return',
        children: [
          { key: 'tallyReturn', path: 'tallyReturn', label: 'menu.inbound.tallyReturn', id: '215' },
          { key: 'secondProcess', path: 'secondProcess', label: 'menu.inbound.secondProcess', id: '223' },
          { key: 'returnProcess', path: 'returnProcess', label: 'menu.inbound.returnProcess', id: '472' },
          { key: 'onShelfReturn', path: 'onShelfReturn', label: 'menu.inbound.onShelfReturn', id: '211' },
          { key: 'trailer', path: 'trailer', label: 'menu.inbound.trailer', id: '318' },
        ],
      },
    ],
  },
  {
    key: 'cms', path: '/cms', label: 'menu.cms', icon: 'container',
    children: [
      { key: 'inBooking', label: 'menu.cms.inBooking', id: '326' },
      { key: 'outOrder', label: 'menu.cms.outOrder', id: '327' },
      { key: 'inBookingNew', label: 'menu.cms.inBookingNew', id: '501' },
      { key: 'outOrdeNew', label: 'menu.cms.outOrdeNew', id: '494' },
      { key: 'smartHistory', label: 'menu.cms.smartHistory', id: '478' },
      { key: 'smartOutbound', label: 'menu.cms.smartOutbound', id: '487' },
    ],
  },
  {
    key: 'inventory', path: '/inventory', label: 'menu.inventory', icon: 'database',
    children: [
      { key: 'list', path: '', label: 'menu.inventory.list', id: '34' },
      { key: 'location', path: 'location', label: 'menu.inventory.location', id: '35' },
      { key: 'record', path: 'record', label: 'menu.inventory.record', id: '273' },
      { key: 'lot', path: 'lot', label: 'menu.inventory.lot', id: '601' },
      { key: 'network', path: 'network', label: 'menu.inventory.network', id: '603' },
      { key: 'cyclecountManagement', path: 'cyclecountManagement', label: 'menu.inventory.cyclecountManagement', id: '557' },
      { key: 'count', path: 'count', label: 'menu.inventory.count', id: '173' },
      { key: 'sku_count', path: 'sku_count', label: 'menu.inventory.skuCount', id: '345' },
      { key: 'cyclecount', path: 'cyclecount', label: 'menu.inventory.cyclecount', id: '284' },
      { key: 'fbaLocation', path: 'fbaLocation', label: 'menu.inventory.fbaLocation', id: '521' },
      { key: 'fbaLocationRecord', path: 'fbaLocationRecord', label: 'menu.inventory.fbaLocationRecord', id: '522' },
    ],
  },
  {
    key: 'product', path: '/product', label: 'menu.product', id: '82', icon: 'barcode',
    children: [
      { key: 'barcode', path: '', label: 'menu.product.barcode', id: '342' },
      { key: 'moveable_pin_data', path: 'moveable_pin_data', label: 'menu.product.moveablePinData', id: '336' },
    ],
  },
  { key: 'task', path: '/task', label: 'menu.task', id: '178', icon: 'schedule' },
  {
    key: 'relocate', path: '/relocate', label: 'menu.relocate', id: '433', icon: 'swap',
    children: [
      {
        key: 'emergency', path: 'emergency', label: 'menu.relocate.emergency', id: '434',
        children: [
          { key: 'relocateOutbound', path: 'relocateOutbound', label: 'menu.relocate.relocateOutbound', id: '436' },
          { key: 'relocateInbound', path: 'relocateInbound', label: 'menu.relocate.relocateInbound', id: '435' },
          { key: 'relocatePutaway', path: 'relocatePutaway', label: 'menu.relocate.relocatePutaway', id: '437' },
        ],
      },
      { key: 'record', path: 'record', label: 'menu.relocate.record', id: '575' },
    ],
  },
  {
    key: 'data', path: '/data', label: 'menu.data', id: '400', icon: 'barChart',
    children: [{ key: 'attendance', path: 'attendance', label: 'menu.data.attendance', id: '403' }],
  },
  {
    key: 'warehouse', path: '/warehouse', label: 'menu.warehouse', icon: 'shop',
    children: [
      { key: 'list', path: '', label: 'menu.warehouse.list', id: '87' },
      { key: 'warehouseConfig', label: 'menu.warehouse.warehouseConfig', id: '466' },
      { key: 'zone', label: 'menu.warehouse.zone', id: '4' },
      { key: 'location', label: 'menu.warehouse.location', id: '48' },
      { key: 'dock', label: 'menu.warehouse.dock', id: '418' },
      { key: 'palletize', label: 'menu.warehouse.palletize', id: '405', isSys: true },
      { key: 'operation', label: 'menu.warehouse.operation', id: '353' },
      { key: 'model', label: 'menu.warehouse.model', id: '356' },
      { key: 'patrol', label: 'menu.warehouse.patrol', id: '511' },
      { key: 'position', label: 'menu.warehouse.position', id: '536' },
      { key: 'deviceBind', label: 'menu.warehouse.deviceBind', id: '537' },
    ],
  },
  { key: 'others', label: 'menu.others', divider: true },
  { key: 'basic', path: '/basic', label: 'menu.basic', id: '21', icon: 'appstore' },
  { key: 'logs', path: '/logs', label: 'menu.logs', id: '243', icon: 'fileText' },
  { key: 'print', path: '/print', label: 'menu.print', id: '388', icon: 'printer', isSys: true },
  {
    key: 'system', path: '/system', label: 'menu.system', id: '360', icon: 'setting',
    children: [
      { key: 'users', path: '', label: 'menu.system.users', id: '187' },
      { key: 'role', path: 'role', label: 'menu.system.role', id: '361' },
    ],
  },
];

/** 2.2 System menu. */
export const systemMenu: MenuItem[] = [
  {
    key: 'system', path: '/system', label: 'menu.sys.system', id: '246', icon: 'setting',
    children: [
      { key: 'users', path: '', label: 'menu.sys.users', id: '250' },
      { key: 'role', path: 'role', label: 'menu.sys.role', id: '255' },
      { key: 'admin', path: 'admin', label: 'menu.sys.admin', id: '261' },
      { key: 'admin-role', path: 'admin-role', label: 'menu.sys.adminRole', id: '266' },
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
