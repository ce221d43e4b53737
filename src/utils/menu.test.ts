import access from '@/access';
import { buildMenu, canOpenPath, firstPermittedPage, holdsAnyOf, landingPage, resolveMenuSet, safeRedirect, type LayoutMenuItem } from './menu';
import { canOpenRoute } from './permission';

const held = (...ids: string[]) => new Set(ids);
const paths = (items: LayoutMenuItem[]): string[] =>
  items.flatMap((i) => (i.divider ? ['|'] : i.children ? paths(i.children) : [i.path]));

describe('access rule', () => {
  test('a route is open when the user holds its id, closed otherwise', () => {
    expect(canOpenRoute(held('77'), { warehouse: '77' })).toBe(true);
    expect(canOpenRoute(held('71'), { warehouse: '77' })).toBe(false);
    expect(canOpenRoute(held(), { warehouse: '77' })).toBe(false);
  });

  test('a shared route opens with either set’s id', () => {
    expect(canOpenPath(held('187'), '/system')).toBe(true);
    expect(canOpenPath(held('250'), '/system')).toBe(true);
    expect(canOpenPath(held('361'), '/system')).toBe(false);
    expect(canOpenPath(held('187'), '/system/admin')).toBe(false);
    expect(canOpenPath(held('261'), '/system/admin')).toBe(true);
  });

  test('routes without ids are open to every signed-in user', () => {
    expect(canOpenRoute(held(), undefined)).toBe(true);
    expect(canOpenRoute(held(), {})).toBe(true);
  });

  test('the access plugin rule uses the current user’s ids; no user → nothing to judge', () => {
    const withUser = access({ currentUser: { menuIds: ['4'] } as never });
    expect(withUser.canOpen({ menuIds: { warehouse: '4' } })).toBe(true);
    expect(withUser.canOpen({ menuIds: { warehouse: '48' } })).toBe(false);
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

  test('a parent with its own id still needs an open child to show', () => {
    expect(paths(buildMenu('warehouse', held('82')))).toEqual([]);
    expect(paths(buildMenu('warehouse', held('336')))).toEqual(['/product/moveable_pin_data']);
  });

  test('the divider stands before the Others group only when there are entries on both sides', () => {
    expect(paths(buildMenu('warehouse', held('148', '243')))).toEqual(['/homepage', '|', '/logs']);
    expect(paths(buildMenu('warehouse', held('243')))).toEqual(['/logs']);
    expect(paths(buildMenu('warehouse', held('148')))).toEqual(['/homepage']);
  });

  test('each set shows its own entries and labels for the shared routes', () => {
    const all = held('187', '361', '250', '255', '261', '266');
    const wh = buildMenu('warehouse', all).find((m) => m.path === '/system')!;
    const sys = buildMenu('system', all).find((m) => m.path === '/system')!;
    expect(wh.locale).toBe('menu.system');
    expect(wh.children!.map((c) => c.path)).toEqual(['/system', '/system/role']);
    expect(sys.locale).toBe('menu.sys.system');
    expect(sys.children!.map((c) => c.path)).toEqual(['/system', '/system/role', '/system/admin', '/system/admin-role']);
    // A group and its index page share the path, never the key.
    expect(wh.key).not.toBe(wh.children![0].key);
  });

  test('holdsAnyOf tells whether the menu-set switch is shown', () => {
    expect(holdsAnyOf('system', held('148'))).toBe(false);
    expect(holdsAnyOf('system', held('261'))).toBe(true);
  });
});

describe('menu set', () => {
  const admin = held('148', '187', '250', '261');
  test('a page of one set shows that set', () => {
    expect(resolveMenuSet('/system/admin', 'warehouse', admin)).toBe('system');
    expect(resolveMenuSet('/homepage', 'system', admin)).toBe('warehouse');
  });
  test('on a shared page the set the user is in stays', () => {
    expect(resolveMenuSet('/system', 'warehouse', admin)).toBe('warehouse');
    expect(resolveMenuSet('/system', 'system', admin)).toBe('system');
  });
  test('on a shared page the other set is used when the user holds only its id', () => {
    expect(resolveMenuSet('/system', 'warehouse', held('250'))).toBe('system');
  });
  test('unknown pages keep the current set', () => {
    expect(resolveMenuSet('/nowhere', 'system', admin)).toBe('system');
  });
});

describe('landing page', () => {
  test('the redirect target first, then /homepage, then the first permitted page', () => {
    expect(landingPage(held('148'), '/inventory/location?x=1')).toBe('/inventory/location?x=1');
    expect(landingPage(held('148'))).toBe('/homepage');
    expect(landingPage(held('35', '250'))).toBe('/inventory/location');
    expect(landingPage(held('255', '250'))).toBe('/system');
    expect(firstPermittedPage('system', held('266'))).toBe('/system/admin-role');
  });
  test('redirects to other origins are ignored', () => {
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect('//evil.example/x')).toBeUndefined();
    expect(safeRedirect('/login?redirect=/x')).toBeUndefined();
    expect(landingPage(held('148'), '//evil.example')).toBe('/homepage');
  });
});
