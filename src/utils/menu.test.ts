import access from '@/access';
import { pageRoutes } from '../../config/routes';
import { buildMenu, canOpenPath, firstPermittedPage, holdsAnyOf, landingPage, resolveMenuSet, safeRedirect, setLandingPage, type LayoutMenuItem } from './menu';
import { canOpenRoute } from './permission';

const held = (...ids: string[]) => new Set(ids);
const paths = (items: LayoutMenuItem[]): string[] =>
  items.flatMap((i) => (i.divider ? ['|'] : i.children ? paths(i.children) : [i.path]));

describe('access rule', () => {
  test('a route is open when the user holds its id, closed otherwise', () => {
    expect(canOpenRoute(held('77'), { menuIds: { warehouse: '77' } })).toBe(true);
    expect(canOpenRoute(held('71'), { menuIds: { warehouse: '77' } })).toBe(false);
    expect(canOpenRoute(held(), { menuIds: { warehouse: '77' } })).toBe(false);
  });

  test('a shared route opens with either set’s id and that set’s group id', () => {
    expect(canOpenPath(held('360', '187'), '/system')).toBe(true);
    expect(canOpenPath(held('246', '250'), '/system')).toBe(true);
    expect(canOpenPath(held('360', '361'), '/system')).toBe(false);
    expect(canOpenPath(held('246', '187'), '/system/admin')).toBe(false);
    expect(canOpenPath(held('246', '261'), '/system/admin')).toBe(true);
    // The other set's group id does not stand in for this set's.
    expect(canOpenPath(held('246', '187'), '/system')).toBe(false);
    expect(canOpenPath(held('360', '250'), '/system')).toBe(false);
  });

  test('a page under a group with an id needs the group id and its own id', () => {
    expect(canOpenPath(held('342'), '/product')).toBe(false);
    expect(canOpenPath(held('82'), '/product')).toBe(false);
    expect(canOpenPath(held('82', '342'), '/product')).toBe(true);
    expect(canOpenPath(held('403'), '/data/attendance')).toBe(false);
    expect(canOpenPath(held('400', '403'), '/data/attendance')).toBe(true);
    expect(canOpenPath(held('575'), '/relocate/record')).toBe(false);
    expect(canOpenPath(held('433', '575'), '/relocate/record')).toBe(true);
    // Nested groups: 433 relocate and 434 emergency both.
    expect(canOpenPath(held('433', '436'), '/relocate/emergency/relocateOutbound')).toBe(false);
    expect(canOpenPath(held('434', '436'), '/relocate/emergency/relocateOutbound')).toBe(false);
    expect(canOpenPath(held('433', '434', '436'), '/relocate/emergency/relocateOutbound')).toBe(true);
  });

  test('pages under groups without an id need only their own id', () => {
    expect(canOpenPath(held('77'), '/outbound/b2c/pick')).toBe(true);
    expect(canOpenPath(held('34'), '/inventory')).toBe(true);
  });

  test('every route carries the ids of the groups it sits in', () => {
    const byPath = Object.fromEntries(pageRoutes().map((r) => [r.path, r.groupIds]));
    expect(byPath['/relocate/emergency/relocatePutaway']).toEqual({ warehouse: ['433', '434'] });
    expect(byPath['/system']).toEqual({ warehouse: ['360'], system: ['246'] });
    expect(byPath['/system/admin']).toEqual({ system: ['246'] });
    expect(byPath['/homepage']).toEqual({});
    expect(byPath['/outbound/b2c']).toEqual({});
  });

  test('routes without ids are open to every signed-in user', () => {
    expect(canOpenRoute(held(), undefined)).toBe(true);
    expect(canOpenRoute(held(), {})).toBe(true);
  });

  test('the access plugin rule uses the current user’s ids; no user → nothing to judge', () => {
    const withUser = access({ currentUser: { menuIds: ['4', '342'] } as never });
    expect(withUser.canOpen({ menuIds: { warehouse: '4' } })).toBe(true);
    expect(withUser.canOpen({ menuIds: { warehouse: '48' } })).toBe(false);
    expect(withUser.canOpen({ menuIds: { warehouse: '342' }, groupIds: { warehouse: ['82'] } })).toBe(false);
    expect(access({ currentUser: { menuIds: ['82', '342'] } as never }).canOpen({ menuIds: { warehouse: '342' }, groupIds: { warehouse: ['82'] } })).toBe(true);
    expect(access(undefined).canOpen({ menuIds: { warehouse: '48' } })).toBe(true);
  });
});

describe('menu', () => {
  test('entries the user cannot open are left out; a parent shows while any child is open', () => {
    const menu = buildMenu('warehouse', held('148', '77', '35'));
    expect(paths(menu)).toEqual(['/homepage', '/outbound/b2c/pick', '/inventory/location']);
    const outbound = menu.find((m) => m.path === '/outbound')!;
    expect(outbound.children!.map((c) => c.path)).toEqual(['/outbound/b2c']);
  });

  test('a parent with its own id shows only with that id, and still needs an open child', () => {
    expect(paths(buildMenu('warehouse', held('82')))).toEqual([]);
    expect(paths(buildMenu('warehouse', held('336')))).toEqual([]);
    expect(paths(buildMenu('warehouse', held('82', '336')))).toEqual(['/product/moveable_pin_data']);
    expect(paths(buildMenu('warehouse', held('433', '436')))).toEqual([]);
    expect(paths(buildMenu('warehouse', held('433', '434', '436', '575')))).toEqual(['/relocate/emergency/relocateOutbound', '/relocate/record']);
    expect(paths(buildMenu('warehouse', held('433', '436', '575')))).toEqual(['/relocate/record']);
    expect(paths(buildMenu('warehouse', held('187', '361')))).toEqual([]);
    expect(paths(buildMenu('system', held('250', '255')))).toEqual([]);
  });

  test('the divider stands before the Others group only when there are entries on both sides', () => {
    expect(paths(buildMenu('warehouse', held('148', '243')))).toEqual(['/homepage', '|', '/logs']);
    expect(paths(buildMenu('warehouse', held('243')))).toEqual(['/logs']);
    expect(paths(buildMenu('warehouse', held('148')))).toEqual(['/homepage']);
  });

  test('each set shows its own entries and labels for the shared routes', () => {
    const all = held('360', '187', '361', '246', '250', '255', '261', '266');
    const wh = buildMenu('warehouse', all).find((m) => m.path === '/system')!;
    const sys = buildMenu('system', all).find((m) => m.path === '/system')!;
    expect(wh.locale).toBe('menu.system');
    expect(wh.children!.map((c) => c.path)).toEqual(['/system', '/system/role']);
    expect(sys.locale).toBe('menu.sys.system');
    expect(sys.children!.map((c) => c.path)).toEqual(['/system', '/system/role', '/system/admin', '/system/admin-role']);
    // A group and its index page share the path, never the key.
    expect(wh.key).not.toBe(wh.children![0].key);
  });

  test('holdsAnyOf tells whether the menu-set switch is shown: a page of that set must open', () => {
    expect(holdsAnyOf('system', held('148'))).toBe(false);
    expect(holdsAnyOf('system', held('246', '261'))).toBe(true);
    expect(holdsAnyOf('system', held('261'))).toBe(false);
    expect(holdsAnyOf('system', held('246'))).toBe(false);
    // sysadmin: every id of the system menu, none of the warehouse menu.
    const sysadmin = held('246', '250', '255', '261', '266');
    expect(holdsAnyOf('warehouse', sysadmin)).toBe(false);
    // a warehouse group id alone opens nothing
    expect(holdsAnyOf('warehouse', held('246', '250', '360', '433'))).toBe(false);
    expect(holdsAnyOf('warehouse', held('246', '250', '148'))).toBe(true);
  });

  test('the menu-set switch leads to the home page, else the set’s first open page', () => {
    expect(setLandingPage('warehouse', held('148', '77'))).toBe('/homepage');
    expect(setLandingPage('warehouse', held('77'))).toBe('/outbound/b2c/pick');
    expect(setLandingPage('warehouse', held('148'))).toBe('/homepage');
    expect(setLandingPage('system', held('246', '261'))).toBe('/system/admin');
    expect(setLandingPage('warehouse', held('246', '261'))).toBeUndefined();
  });
});

describe('menu set', () => {
  const admin = held('148', '360', '187', '246', '250', '261');
  test('a page of one set shows that set', () => {
    expect(resolveMenuSet('/system/admin', 'warehouse', admin)).toBe('system');
    expect(resolveMenuSet('/homepage', 'system', admin)).toBe('warehouse');
  });
  test('on a shared page the set the user is in stays', () => {
    expect(resolveMenuSet('/system', 'warehouse', admin)).toBe('warehouse');
    expect(resolveMenuSet('/system', 'system', admin)).toBe('system');
  });
  test('on a shared page the other set is used when the user may open it only there', () => {
    expect(resolveMenuSet('/system', 'warehouse', held('246', '250'))).toBe('system');
    expect(resolveMenuSet('/system', 'warehouse', held('187', '246', '250'))).toBe('system');
    expect(resolveMenuSet('/system', 'system', held('360', '187', '250'))).toBe('warehouse');
  });
  test('unknown pages keep the current set', () => {
    expect(resolveMenuSet('/nowhere', 'system', admin)).toBe('system');
  });
});

describe('landing page', () => {
  test('the redirect target first, then /homepage, then the first permitted page', () => {
    expect(landingPage(held('148'), '/inventory/location?x=1')).toBe('/inventory/location?x=1');
    expect(landingPage(held('148'))).toBe('/homepage');
    expect(landingPage(held('35', '246', '250'))).toBe('/inventory/location');
    expect(landingPage(held('246', '255', '250'))).toBe('/system');
    expect(firstPermittedPage('system', held('246', '266'))).toBe('/system/admin-role');
    expect(firstPermittedPage('system', held('266'))).toBeUndefined();
    expect(landingPage(held('250'))).toBe('/403');
  });
  test('redirects to other origins are ignored', () => {
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect('//evil.example/x')).toBeUndefined();
    expect(safeRedirect('/login?redirect=/x')).toBeUndefined();
    expect(landingPage(held('148'), '//evil.example')).toBe('/homepage');
  });
});

test('a redirect with control characters is refused (browsers drop them: /\t/evil.example is //evil.example)', () => {
  expect(safeRedirect('/\t/evil.example')).toBeUndefined();
  expect(safeRedirect('/\n/evil.example')).toBeUndefined();
  expect(safeRedirect('/\r\n/x')).toBeUndefined();
  expect(safeRedirect('/\u0000x')).toBeUndefined();
  expect(safeRedirect('/\u007f/evil')).toBeUndefined();
  expect(safeRedirect('/outbound/b2c?no=a b')).toBe('/outbound/b2c?no=a b');
  expect(safeRedirect(null)).toBeUndefined();
});
