import en from '../locales/en/common.json';
import zh from '../locales/zh/common.json';
import { flattenMenu, systemMenu, warehouseMenu, type MenuItem } from '../src/domain/menu';
import routes, { PAGE_COMPONENTS, pageRoutes } from './routes';

/** Sections 2.1 and 2.2 of the specification: menu id → absolute path. */
const WAREHOUSE: Record<string, string> = {
  148: '/homepage',
  71: '/outbound/b2c', 77: '/outbound/b2c/pick', 611: '/outbound/b2c/pack', 66: '/outbound/b2c/label', 59: '/outbound/b2c/delivery',
  297: '/outbound/b2b', 298: '/outbound/b2b/pick', 612: '/outbound/b2b/pack', 292: '/outbound/b2b/label', 277: '/outbound/b2b/delivery',
  443: '/outbound/destroy', 602: '/outbound/transfer',
  152: '/inbound/regular/warehousingNotify', 27: '/inbound/regular', 107: '/inbound/regular/tally',
  63: '/inbound/regular/onShelf', 397: '/inbound/regular/lpnMap',
  215: '/inbound/return/tallyReturn', 223: '/inbound/return/secondProcess', 472: '/inbound/return/returnProcess',
  211: '/inbound/return/onShelfReturn', 318: '/inbound/return/trailer',
  326: '/cms/inBooking', 327: '/cms/outOrder', 501: '/cms/inBookingNew', 494: '/cms/outOrdeNew',
  478: '/cms/smartHistory', 487: '/cms/smartOutbound',
  34: '/inventory', 35: '/inventory/location', 273: '/inventory/record', 557: '/inventory/cyclecountManagement',
  173: '/inventory/count', 345: '/inventory/sku_count', 284: '/inventory/cyclecount', 521: '/inventory/fbaLocation',
  522: '/inventory/fbaLocationRecord', 601: '/inventory/lot', 603: '/inventory/network',
  82: '/product', 342: '/product', 336: '/product/moveable_pin_data',
  178: '/task',
  433: '/relocate', 434: '/relocate/emergency', 436: '/relocate/emergency/relocateOutbound',
  435: '/relocate/emergency/relocateInbound', 437: '/relocate/emergency/relocatePutaway', 575: '/relocate/record',
  400: '/data', 403: '/data/attendance',
  87: '/warehouse', 466: '/warehouse/warehouseConfig', 4: '/warehouse/zone', 48: '/warehouse/location',
  418: '/warehouse/dock', 405: '/warehouse/palletize', 353: '/warehouse/operation', 356: '/warehouse/model',
  511: '/warehouse/patrol', 536: '/warehouse/position', 537: '/warehouse/deviceBind',
  21: '/basic', 243: '/logs', 388: '/print', 360: '/system', 187: '/system', 361: '/system/role',
};
const SYSTEM: Record<string, string> = {
  246: '/system', 250: '/system', 255: '/system/role', 261: '/system/admin', 266: '/system/admin-role',
};

describe('route tree', () => {
  test.each([
    ['warehouse', WAREHOUSE],
    ['system', SYSTEM],
  ] as const)('every id of the %s menu appears once with its path', (set, expected) => {
    const entries = flattenMenu(set).filter((e) => e.id);
    const ids = entries.map((e) => e.id!);
    expect(new Set(ids).size).toBe(ids.length); // once per set
    expect(Object.fromEntries(entries.map((e) => [e.id, e.path]))).toEqual(expected);
  });

  test('every menu entry that opens a page has its own page component (all 72 ids are built)', () => {
    const pages = pageRoutes();
    expect(pages.length).toBeGreaterThan(60);
    for (const r of pages) expect([r.path, r.component]).toEqual([r.path, expect.stringMatching(/^\.\/[a-z]+\/[A-Z]/)]);
    // and every component listed here belongs to a page of the menus (src/domain/menu.ts)
    expect(Object.keys(PAGE_COMPONENTS).sort()).toEqual(pages.map((r) => r.path).sort());
  });

  test('isSys is set on exactly B2C, B2B, palletize and print', () => {
    const sys = flattenMenu('warehouse').filter((e) => e.isSys).map((e) => e.path);
    expect(sys.sort()).toEqual(['/outbound/b2b', '/outbound/b2c', '/print', '/warehouse/palletize']);
  });

  test('a divider stands before the Others group (basic types, logs, print, system)', () => {
    const i = warehouseMenu.findIndex((m) => m.divider);
    expect(warehouseMenu.slice(i + 1).map((m) => m.key)).toEqual(['basic', 'logs', 'print', 'system']);
  });

  test('shared routes carry both ids; admin routes only the system id', () => {
    const byPath = Object.fromEntries(pageRoutes().map((r) => [r.path, r.menuIds]));
    expect(byPath['/system']).toEqual({ warehouse: '187', system: '250' });
    expect(byPath['/system/role']).toEqual({ warehouse: '361', system: '255' });
    expect(byPath['/system/admin']).toEqual({ system: '261' });
    expect(byPath['/system/admin-role']).toEqual({ system: '266' });
  });

  test('every page needs a token except login, the API document and the exception pages', () => {
    for (const r of routes) {
      if (r.redirect) continue;
      if (['/login', '/developer/api', '/403', '/404', '/*'].includes(r.path)) expect(r.noAuth).toBe(true);
      else expect(r.wrappers).toEqual(['@/wrappers/auth']);
    }
    expect(routes.find((r) => r.path === '/login')?.layout).toBe(false);
    expect(routes.find((r) => r.path === '/developer/api')?.layout).toBe(false);
  });

  test('a group without a page of its own opens its first child', () => {
    expect(routes.find((r) => r.path === '/relocate/emergency')?.redirect).toBe('/relocate/emergency/relocateOutbound');
    expect(routes.find((r) => r.path === '/outbound')?.redirect).toBe('/outbound/b2c');
  });

  test('every label key exists in both languages and top-level entries have icons', () => {
    const labels = (items: MenuItem[]): string[] => items.flatMap((m) => [m.label, ...labels(m.children ?? [])]);
    for (const key of [...labels(warehouseMenu), ...labels(systemMenu)]) {
      expect(zh).toHaveProperty([key]);
      expect(en).toHaveProperty([key]);
    }
    for (const top of [...warehouseMenu, ...systemMenu].filter((m) => !m.divider)) expect(top.icon).toBeTruthy();
  });
});
