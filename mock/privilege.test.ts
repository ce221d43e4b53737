import system from './system';
import auth from './auth';
import logs from './logs';
import master from './master';
import { getMaster } from './_lib/master';
import { getStore, resetStore } from './_lib/store';
import { checkPassword, requireAnyId } from './_lib/auth';
import { keepsAnAdministrator } from './_lib/privilege';
import { allIds, hashPassword, SEED_TIME, seedMaster, type Role, type User } from './_lib/seed';
import { HttpError, type MockRequest } from './_lib/http';
import { callRoute, type CallOptions } from './_lib/testing';

/**
 * The privilege model (mock/_lib/privilege.ts, docs/privileges.md) as an attacker would try it:
 * each attack is refused and leaves the store exactly as it was; the same screens still do what
 * a legitimate administrator asks.
 */

const call = (route: string, opts?: CallOptions) => callRoute({ ...system, ...auth, ...master, ...logs }, route, opts);

function login(username: string, password: string) {
  const r = call('POST /api/login', { body: { username, password } });
  expect(r.status).toBe(200);
  return r.body.data.token as string;
}

const role = (r: Omit<Role, 'createdAt' | 'updatedAt' | 'description'>): Role => ({ description: '', ...r, createdAt: SEED_TIME, updatedAt: SEED_TIME });
const user = (u: Pick<User, 'id' | 'username' | 'kind' | 'roleIds' | 'warehouseIds'>): User => ({
  name: u.username,
  phone: '',
  email: '',
  enabled: true,
  ...u,
  ...hashPassword(`${u.username}123`, `seed-${u.username}`),
  createdAt: SEED_TIME,
  updatedAt: SEED_TIME,
});

/**
 * Beside the seed: mallory (users, w1), roland (roles, w1; works in w1, w2), boss (r2 everywhere),
 * newbie (mallory's role), adminRoles / adminUsers (246 + 266 / 261), reader (logs 243 in w1) and
 * keeper (warehouse list 87 through a w1 role).
 */
function seedAttackers() {
  const store = getStore();
  store.roles.push(
    role({ id: 'rUserMgrW1', code: 'w1_user_mgr', name: 'W1 user manager', menuSet: 'warehouse', warehouseId: 'w1', menuIds: ['148', '360', '187'] }),
    role({ id: 'rRoleMgrW1', code: 'w1_role_mgr', name: 'W1 role manager', menuSet: 'warehouse', warehouseId: 'w1', menuIds: ['148', '360', '361'] }),
    role({ id: 'rLogsW1', code: 'w1_logs', name: 'W1 logs', menuSet: 'warehouse', warehouseId: 'w1', menuIds: ['148', '243'] }),
    role({ id: 'rAdminRoles', code: 'admin_roles', name: 'Admin roles', menuSet: 'system', menuIds: ['246', '266'] }),
    role({ id: 'rAdminUsers', code: 'admin_users', name: 'Admin users', menuSet: 'system', menuIds: ['246', '261'] }),
    role({ id: 'rUnusedW1', code: 'w1_unused', name: 'Unused W1', menuSet: 'warehouse', warehouseId: 'w1', menuIds: ['148', '178'] }),
    role({ id: 'rWarehousesW1', code: 'w1_warehouses', name: 'W1 warehouse list', menuSet: 'warehouse', warehouseId: 'w1', menuIds: ['148', '87'] }),
  );
  store.users.push(
    user({ id: 'uMallory', username: 'mallory', kind: 'warehouse', roleIds: ['rUserMgrW1'], warehouseIds: ['w1'] }),
    user({ id: 'uRoland', username: 'roland', kind: 'warehouse', roleIds: ['rRoleMgrW1'], warehouseIds: ['w1', 'w2'] }),
    user({ id: 'uBoss', username: 'boss', kind: 'warehouse', roleIds: ['r2'], warehouseIds: ['w1', 'w2', 'w3'] }),
    user({ id: 'uNewbie', username: 'newbie', kind: 'warehouse', roleIds: ['rUserMgrW1'], warehouseIds: ['w1'] }),
    user({ id: 'uAdminRoles', username: 'adminroles', kind: 'system', roleIds: ['rAdminRoles'], warehouseIds: [] }),
    user({ id: 'uAdminUsers', username: 'adminusers', kind: 'system', roleIds: ['rAdminUsers'], warehouseIds: [] }),
    user({ id: 'uReader', username: 'reader', kind: 'warehouse', roleIds: ['rLogsW1'], warehouseIds: ['w1'] }),
    user({ id: 'uKeeper', username: 'keeper', kind: 'warehouse', roleIds: ['rWarehousesW1'], warehouseIds: ['w1'] }),
  );
}

const tokens: Record<string, string> = {};

beforeEach(() => {
  resetStore();
  seedAttackers();
  for (const name of ['admin', 'sysadmin', 'mallory', 'roland', 'adminroles', 'adminusers', 'reader', 'keeper']) tokens[name] = login(name, `${name}123`);
});

/** Everything an attack could change (sessions aside: signing in is not part of an attack). */
const snapshot = () => {
  const { users, roles, audit, warehouses } = getStore();
  return JSON.stringify({ users, roles, audit, warehouses });
};

interface Attack {
  what: string;
  as: string;
  route: string;
  opts: CallOptions;
  status: number;
  message: string;
  /** Changes to the seed this attack needs, made before the snapshot. */
  setup?: () => void;
}

/** A warehouse without stock (nothing refuses disabling it) that keeper may not work in. */
const stocklessWarehouse = () => {
  getMaster().warehouses.add({ id: 'w9', code: 'HK09', name: 'Hong Kong', address: '', timeZone: 'Asia/Hong_Kong', enabled: true });
};
/** reader works in w2 as well (its logs role stays limited to w1), and w2 has a record in the trail. */
const readerInW2 = () => {
  getStore().users.find((u) => u.id === 'uReader')!.warehouseIds = ['w1', 'w2'];
  getStore().audit.push({ id: 'aW2', entity: 'zones', entityId: 'Z9', record: 'Z9', warehouseId: 'w2', action: 'create', operator: 'Admin', at: SEED_TIME, before: {}, after: { code: 'Z9' } });
};

/** sysadmin as a system role manager who also works in w1 with the w1 staff role (148 … 178 there). */
const sysadminInW1 = () => Object.assign(getStore().users.find((u) => u.id === 'u3')!, { roleIds: ['r1', 'r3'], warehouseIds: ['w1'] });

const OWN_ROLES = 'You cannot change your own roles or warehouses';
const ROLE_NOT_HELD = 'You cannot assign a role with permissions you do not have yourself';
const WAREHOUSE_NOT_HELD = 'You cannot assign a warehouse you may not work in yourself';
const USER_ABOVE = 'This user has permissions or warehouses you do not have; you cannot act on it';
const OWN_ROLE = 'You cannot change the permissions or warehouse of a role you hold';
const IDS_NOT_HELD = 'You cannot grant permissions you do not have yourself';
const ROLE_ABOVE = 'This role has permissions you do not have; you cannot change or delete it';
const FORBIDDEN = 'You are not allowed to do this';
const WAREHOUSE_NOT_MINE = 'You can change only the warehouses you may work in';
const W1 = 'w1';
const scoped = (scope: string, body: object = {}) => ({ scope, ...body });
const newUser = (extra: object) => ({ username: 'sock.puppet', name: 'Sock Puppet', password: 'abcd1234', roleIds: [], warehouseIds: [W1], ...extra });

const attacks: Attack[] = [
  // ---- a w1 user manager (148, 187) -------------------------------------------------------------
  { what: 'gives itself the global manager role', as: 'mallory', route: 'PUT /api/system/users/:id', opts: { params: { id: 'uMallory' }, body: scoped('warehouse', { roleIds: ['r2'] }), warehouse: W1 }, status: 403, message: OWN_ROLES },
  { what: 'adds the w1 staff role to itself', as: 'mallory', route: 'PUT /api/system/users/:id', opts: { params: { id: 'uMallory' }, body: scoped('warehouse', { roleIds: ['rUserMgrW1', 'r3'] }), warehouse: W1 }, status: 403 , message: OWN_ROLES },
  { what: 'adds a warehouse to itself', as: 'mallory', route: 'PUT /api/system/users/:id', opts: { params: { id: 'uMallory' }, body: scoped('warehouse', { warehouseIds: ['w1', 'w2'] }), warehouse: W1 }, status: 403 , message: OWN_ROLES },
  { what: 'creates an account with the global manager role', as: 'mallory', route: 'POST /api/system/users', opts: { body: scoped('warehouse', newUser({ roleIds: ['r2'] })), warehouse: W1 }, status: 403, message: ROLE_NOT_HELD },
  { what: 'creates an account with a w1 role holding ids it lacks', as: 'mallory', route: 'POST /api/system/users', opts: { body: scoped('warehouse', newUser({ roleIds: ['r3'] })), warehouse: W1 }, status: 403 , message: ROLE_NOT_HELD },
  { what: 'creates an account in a warehouse it may not work in', as: 'mallory', route: 'POST /api/system/users', opts: { body: scoped('warehouse', newUser({ roleIds: ['rUserMgrW1'], warehouseIds: ['w1', 'w2'] })), warehouse: W1 }, status: 403, message: WAREHOUSE_NOT_HELD },
  { what: 'gives the global manager role to an account it manages', as: 'mallory', route: 'PUT /api/system/users/:id', opts: { params: { id: 'uNewbie' }, body: scoped('warehouse', { roleIds: ['rUserMgrW1', 'r2'] }), warehouse: W1 }, status: 403 , message: ROLE_NOT_HELD },
  { what: 'resets the password of the manager of all warehouses', as: 'mallory', route: 'POST /api/system/users/:id/reset-password', opts: { params: { id: 'uBoss' }, body: scoped('warehouse'), warehouse: W1 }, status: 403, message: USER_ABOVE },
  { what: 'resets the password of a w1 staff member with more ids', as: 'mallory', route: 'POST /api/system/users/:id/reset-password', opts: { params: { id: 'u2' }, body: scoped('warehouse'), warehouse: W1 }, status: 403 , message: USER_ABOVE },
  { what: 'renames the manager of all warehouses', as: 'mallory', route: 'PUT /api/system/users/:id', opts: { params: { id: 'uBoss' }, body: scoped('warehouse', { name: 'Owned' }), warehouse: W1 }, status: 403 , message: USER_ABOVE },
  { what: 'disables the manager of all warehouses', as: 'mallory', route: 'PATCH /api/system/users/:id/enabled', opts: { params: { id: 'uBoss' }, body: scoped('warehouse', { enabled: false }), warehouse: W1 }, status: 403 , message: USER_ABOVE },
  { what: 'deletes the manager of all warehouses', as: 'mallory', route: 'DELETE /api/system/users/:id', opts: { params: { id: 'uBoss' }, query: { scope: 'warehouse' }, warehouse: W1 }, status: 403 , message: USER_ABOVE },
  { what: 'uses its w1 role in w2 (not its warehouse)', as: 'mallory', route: 'GET /api/system/users', opts: { query: { scope: 'warehouse' }, warehouse: 'w2' }, status: 403 , message: FORBIDDEN },

  // ---- a w1 role manager (148, 361), allowed to work in w1 and w2 --------------------------------
  { what: 'widens its own role', as: 'roland', route: 'PUT /api/system/roles/:id/permissions', opts: { params: { id: 'rRoleMgrW1' }, body: scoped('warehouse', { menuIds: ['148', '361', '187'] }), warehouse: W1 }, status: 403, message: OWN_ROLE },
  { what: 'widens its own role through the role form', as: 'roland', route: 'PUT /api/system/roles/:id', opts: { params: { id: 'rRoleMgrW1' }, body: scoped('warehouse', { menuIds: allIds('warehouse') }), warehouse: W1 }, status: 403 , message: OWN_ROLE },
  { what: 'creates a role with an id it lacks', as: 'roland', route: 'POST /api/system/roles', opts: { body: scoped('warehouse', { code: 'sneaky', name: 'Sneaky', menuIds: ['148', '187'] }), warehouse: W1 }, status: 403, message: IDS_NOT_HELD },
  { what: 'adds ids to the w1 staff role', as: 'roland', route: 'PUT /api/system/roles/:id/permissions', opts: { params: { id: 'r3' }, body: scoped('warehouse', { menuIds: [...seedMaster().roles.find((r) => r.id === 'r3')!.menuIds, '187'] }), warehouse: W1 }, status: 403, message: ROLE_ABOVE },
  { what: 'empties the w1 staff role', as: 'roland', route: 'PUT /api/system/roles/:id/permissions', opts: { params: { id: 'r3' }, body: scoped('warehouse', { menuIds: [] }), warehouse: W1 }, status: 403 , message: ROLE_ABOVE },
  { what: 'renames a w1 role holding ids it lacks', as: 'roland', route: 'PUT /api/system/roles/:id', opts: { params: { id: 'rUnusedW1' }, body: scoped('warehouse', { name: 'Mine now' }), warehouse: W1 }, status: 403 , message: ROLE_ABOVE },
  { what: 'deletes a w1 role holding ids it lacks', as: 'roland', route: 'DELETE /api/system/roles/:id', opts: { params: { id: 'rUnusedW1' }, query: { scope: 'warehouse' }, warehouse: W1 }, status: 403 , message: ROLE_ABOVE },
  { what: 'uses its w1 role in w2 to list roles', as: 'roland', route: 'GET /api/system/roles', opts: { query: { scope: 'warehouse' }, warehouse: 'w2' }, status: 403, message: FORBIDDEN },
  { what: 'uses its w1 role in w2 to create a role', as: 'roland', route: 'POST /api/system/roles', opts: { body: scoped('warehouse', { code: 'w2role', name: 'W2', menuIds: ['148'] }), warehouse: 'w2' }, status: 403 , message: FORBIDDEN },

  { what: 'a system role manager turns a w1 role into an every-warehouse role', as: 'sysadmin', setup: sysadminInW1, route: 'PUT /api/system/roles/:id', opts: { params: { id: 'rUnusedW1' }, body: scoped('system', { warehouseId: '' }) }, status: 403, message: IDS_NOT_HELD },
  { what: 'a system role manager moves a w1 role to a warehouse it may not work in', as: 'sysadmin', setup: sysadminInW1, route: 'PUT /api/system/roles/:id', opts: { params: { id: 'rUnusedW1' }, body: scoped('system', { warehouseId: 'w2' }) }, status: 403, message: IDS_NOT_HELD },

  // ---- the admin role and the administrators ----------------------------------------------------
  { what: 'empties the admin role it holds', as: 'admin', route: 'PUT /api/system/roles/:id/permissions', opts: { params: { id: 'r1' }, body: scoped('admin', { menuIds: [] }) }, status: 403 , message: OWN_ROLE },
  { what: 'an admin-roles manager empties the admin role', as: 'adminroles', route: 'PUT /api/system/roles/:id/permissions', opts: { params: { id: 'r1' }, body: scoped('admin', { menuIds: [] }) }, status: 403 , message: ROLE_ABOVE },
  { what: 'an admin-roles manager widens its own role to every system id', as: 'adminroles', route: 'PUT /api/system/roles/:id/permissions', opts: { params: { id: 'rAdminRoles' }, body: scoped('admin', { menuIds: allIds('system') }) }, status: 403 , message: OWN_ROLE },
  { what: 'an admin-roles manager makes a role with every system id', as: 'adminroles', route: 'POST /api/system/roles', opts: { body: scoped('admin', { code: 'root', name: 'Root', menuIds: allIds('system') }) }, status: 403 , message: IDS_NOT_HELD },
  { what: 'an admin-roles manager deletes the admin-users role', as: 'adminroles', route: 'DELETE /api/system/roles/:id', opts: { params: { id: 'rAdminUsers' }, query: { scope: 'admin' } }, status: 403 , message: ROLE_ABOVE },
  { what: 'an admin-users manager gives itself the admin role', as: 'adminusers', route: 'PUT /api/system/users/:id', opts: { params: { id: 'uAdminUsers' }, body: scoped('admin', { roleIds: ['r1'] }) }, status: 403 , message: OWN_ROLES },
  { what: 'an admin-users manager makes an account with the admin role', as: 'adminusers', route: 'POST /api/system/users', opts: { body: scoped('admin', newUser({ roleIds: ['r1'], warehouseIds: [] })) }, status: 403 , message: ROLE_NOT_HELD },
  { what: 'an admin-users manager resets an administrator’s password', as: 'adminusers', route: 'POST /api/system/users/:id/reset-password', opts: { params: { id: 'u3' }, body: scoped('admin') }, status: 403 , message: USER_ABOVE },
  { what: 'an admin-users manager disables an administrator', as: 'adminusers', route: 'PATCH /api/system/users/:id/enabled', opts: { params: { id: 'u3' }, body: scoped('admin', { enabled: false }) }, status: 403 , message: USER_ABOVE },
  { what: 'an admin-users manager takes the admin role from an administrator', as: 'adminusers', route: 'PUT /api/system/users/:id', opts: { params: { id: 'u3' }, body: scoped('admin', { roleIds: [] }) }, status: 403 , message: USER_ABOVE },
  { what: 'an administrator removes its own admin role', as: 'admin', route: 'PUT /api/system/users/:id', opts: { params: { id: 'u1' }, body: scoped('admin', { roleIds: [] }) }, status: 403 , message: OWN_ROLES },
  { what: 'an administrator disables itself', as: 'admin', route: 'PATCH /api/system/users/:id/enabled', opts: { params: { id: 'u1' }, body: scoped('admin', { enabled: false }) }, status: 400 , message: 'You cannot disable your own account' },
  { what: 'an administrator deletes itself', as: 'admin', route: 'DELETE /api/system/users/:id', opts: { params: { id: 'u1' }, query: { scope: 'admin' } }, status: 400 , message: 'You cannot delete your own account' },
  { what: 'deletes the admin role', as: 'admin', route: 'DELETE /api/system/roles/:id', opts: { params: { id: 'r1' }, query: { scope: 'admin' } }, status: 400 , message: 'The admin role cannot be deleted or renamed' },
  { what: 'sysadmin (no warehouses) edits the administrator of every warehouse', as: 'sysadmin', route: 'PUT /api/system/users/:id', opts: { params: { id: 'u1' }, body: scoped('admin', { name: 'Owned' }) }, status: 403 , message: USER_ABOVE },

  // ---- the audit log ----------------------------------------------------------------------------
  { what: 'reads the audit log in w2 with a w1 log role', as: 'reader', route: 'GET /api/system/audit', opts: { warehouse: 'w2' }, status: 403 , message: FORBIDDEN },
  { what: 'reads a w2 record of the logs in w1 with a w1 log role, working in w2 as well', as: 'reader', setup: readerInW2, route: 'GET /api/logs/:id', opts: { params: { id: 'aW2' }, warehouse: W1 }, status: 404, message: 'The record does not exist' },

  // ---- warehouse records: a w1 holder of the warehouse list (87) ---------------------------------
  { what: 'renames a warehouse it may not work in', as: 'keeper', route: 'PUT /api/master/warehouses/:id', opts: { params: { id: 'w2' }, body: { name: 'Owned', address: '', timeZone: 'UTC' }, warehouse: W1 }, status: 403, message: WAREHOUSE_NOT_MINE },
  { what: 'disables a warehouse it may not work in', as: 'keeper', setup: stocklessWarehouse, route: 'PATCH /api/master/warehouses/:id/enabled', opts: { params: { id: 'w9' }, body: { enabled: false }, warehouse: W1 }, status: 403, message: WAREHOUSE_NOT_MINE },
  { what: 'disables a warehouse it may not work in through a bulk request with its own', as: 'keeper', setup: stocklessWarehouse, route: 'POST /api/master/warehouses/bulk', opts: { body: { action: 'disable', ids: ['w1', 'w9'] }, warehouse: W1 }, status: 403, message: WAREHOUSE_NOT_MINE },
];

describe('every attack is refused and changes nothing', () => {
  it.each(attacks.map((a) => [a.what, a] as const))('%s', (_, a) => {
    const token = tokens[a.as];
    a.setup?.();
    const before = snapshot();
    const r = call(a.route, { ...a.opts, token });
    expect(r.status).toBe(a.status);
    expect(r.body.message).toBe(a.message);
    expect(snapshot()).toBe(before);
  });

  it('tries at least 44 attacks', () => {
    expect(attacks.length).toBeGreaterThanOrEqual(44);
  });

  it('a refused reset leaves the old password working and the attacker cannot sign in as the target', () => {
    call('POST /api/system/users/:id/reset-password', { token: tokens.mallory, params: { id: 'uBoss' }, body: scoped('warehouse'), warehouse: W1 });
    const boss = getStore().users.find((u) => u.id === 'uBoss')!;
    expect(checkPassword(boss, 'boss123')).toBe(true);
  });
});

describe('a role’s warehouse limit applies wherever ids are checked', () => {
  const req = (token: string, warehouse?: string): MockRequest => ({
    headers: { 'x-access-token': token, ...(warehouse ? { 'current-warehouse': warehouse } : {}) },
    query: {},
    params: {},
  });

  it('requireAnyId (the outbound screens’ check) counts a w1 role in w1 only', () => {
    // staff's r3 is limited to w1; let staff work in w2 as well
    getStore().users.find((u) => u.id === 'u2')!.warehouseIds = ['w1', 'w2'];
    const staff = login('staff', 'staff123');
    expect(requireAnyId(req(staff, 'w1'), ['77']).id).toBe('u2');
    expect(() => requireAnyId(req(staff, 'w2'), ['77'])).toThrow(HttpError);
    expect(() => requireAnyId(req(staff), ['77'])).toThrow(HttpError);
    // an unlimited role counts everywhere
    expect(requireAnyId(req(tokens.admin, 'w2'), ['77']).id).toBe('u1');
  });

  it('a w1 role held by someone not allowed in w1 opens nothing', () => {
    getStore().users.find((u) => u.id === 'uRoland')!.warehouseIds = ['w2'];
    expect(() => requireAnyId(req(tokens.roland, 'w1'), ['361'])).toThrow(HttpError);
  });

  it('currentUser’s menuIds are those of the current warehouse', () => {
    const ids = (warehouse?: string) => call('GET /api/currentUser', { token: tokens.roland, warehouse }).body.data.menuIds;
    expect(ids('w1')).toEqual(['148', '360', '361']);
    expect(ids('w2')).toEqual([]);
    // no header, or one it may not use: the first of its warehouses, as the console picks
    expect(ids()).toEqual(['148', '360', '361']);
    expect(ids('w3')).toEqual(['148', '360', '361']);
  });
});

describe('what each one may still do', () => {
  it('the user manager manages accounts it holds all of, and is offered only what it may grant', () => {
    const t = tokens.mallory;
    const options = call('GET /api/system/user-options', { token: t, query: { scope: 'warehouse' }, warehouse: W1 }).body.data;
    expect(options.roles.map((r: Role) => r.id)).toEqual(['rUserMgrW1']);
    expect(options.warehouses.map((w: { id: string }) => w.id)).toEqual(['w1']);
    const made = call('POST /api/system/users', { token: t, body: scoped('warehouse', newUser({ roleIds: ['rUserMgrW1'] })), warehouse: W1 });
    expect(made.status).toBe(200);
    const id = made.body.data.id;
    expect(call('PUT /api/system/users/:id', { token: t, params: { id }, body: scoped('warehouse', { name: 'Renamed', roleIds: [] }), warehouse: W1 }).status).toBe(200);
    const reset = call('POST /api/system/users/:id/reset-password', { token: t, params: { id }, body: scoped('warehouse'), warehouse: W1 });
    expect(reset.status).toBe(200);
    expect(login('sock.puppet', reset.body.data.password)).toBeTruthy();
    expect(call('PATCH /api/system/users/:id/enabled', { token: t, params: { id }, body: scoped('warehouse', { enabled: false }), warehouse: W1 }).status).toBe(200);
    expect(call('DELETE /api/system/users/:id', { token: t, params: { id }, query: { scope: 'warehouse' }, warehouse: W1 }).status).toBe(204);
    // its own name, keeping its roles and warehouses as they are
    expect(call('PUT /api/system/users/:id', { token: t, params: { id: 'uMallory' }, body: scoped('warehouse', { name: 'Mal', roleIds: ['rUserMgrW1'], warehouseIds: ['w1'] }), warehouse: W1 }).status).toBe(200);
  });

  it('the role manager makes, widens up to its own ids, and deletes w1 roles', () => {
    const t = tokens.roland;
    const made = call('POST /api/system/roles', { token: t, body: scoped('warehouse', { code: 'helper', name: 'Helper', menuIds: ['148'] }), warehouse: W1 });
    expect(made.status).toBe(200);
    expect(made.body.data.warehouseId).toBe('w1');
    const id = made.body.data.id;
    expect(call('PUT /api/system/roles/:id/permissions', { token: t, params: { id }, body: scoped('warehouse', { menuIds: ['148', '361'] }), warehouse: W1 }).status).toBe(200);
    expect(call('PUT /api/system/roles/:id', { token: t, params: { id: 'rRoleMgrW1' }, body: scoped('warehouse', { description: 'mine' }), warehouse: W1 }).status).toBe(200);
    expect(call('DELETE /api/system/roles/:id', { token: t, params: { id }, query: { scope: 'warehouse' }, warehouse: W1 }).status).toBe(204);
  });

  it('the same system role manager renames that w1 role and keeps it in w1', () => {
    sysadminInW1();
    const r = call('PUT /api/system/roles/:id', { token: tokens.sysadmin, params: { id: 'rUnusedW1' }, body: scoped('system', { name: 'Tasks', warehouseId: 'w1' }) });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: 'Tasks', warehouseId: 'w1' });
  });

  it('the administrator grants anything it holds, to anyone it holds all of', () => {
    const t = tokens.admin;
    expect(call('POST /api/system/users', { token: t, body: scoped('system', newUser({ roleIds: ['r2'], warehouseIds: ['w1', 'w2', 'w3'] })) }).status).toBe(200);
    expect(call('POST /api/system/users/:id/reset-password', { token: t, params: { id: 'uBoss' }, body: scoped('system') }).status).toBe(200);
    expect(call('PUT /api/system/roles/:id/permissions', { token: t, params: { id: 'rAdminRoles' }, body: scoped('admin', { menuIds: allIds('system') }) }).status).toBe(200);
    expect(call('PUT /api/system/users/:id', { token: t, params: { id: 'uMallory' }, body: scoped('system', { roleIds: ['rUserMgrW1', 'r3'] }) }).status).toBe(200);
    // the holder of the widened admin-roles role is an administrator now: it may change the admin role
    // (it stays an administrator itself, so one is left)
    const narrowed = allIds('system').filter((id) => id !== '266');
    expect(call('PUT /api/system/roles/:id/permissions', { token: tokens.adminroles, params: { id: 'r1' }, body: scoped('admin', { menuIds: narrowed }) }).status).toBe(200);
  });
});

describe('the last administrator', () => {
  const without = (ids: string[]) => getStore().users.filter((u) => !ids.includes(u.id));

  it('keeps every system administration id: neither users nor roles can remove them all', () => {
    expect(keepsAnAdministrator({})).toBe(true);
    expect(keepsAnAdministrator({ users: without(['u1']) })).toBe(true);
    expect(keepsAnAdministrator({ users: without(['u1', 'u3']) })).toBe(false);
    expect(keepsAnAdministrator({ users: getStore().users.map((u) => (u.id === 'u1' || u.id === 'u3' ? { ...u, enabled: false } : u)) })).toBe(false);
    const r1 = getStore().roles.find((r) => r.id === 'r1')!;
    expect(keepsAnAdministrator({ roles: getStore().roles.map((r) => (r === r1 ? { ...r, menuIds: r.menuIds.filter((id) => id !== '266') } : r)) })).toBe(false);
    // the same ids through two roles count
    const split = getStore().roles.map((r) => (r === r1 ? { ...r, menuIds: ['246', '250', '255'] } : r.id === 'rAdminRoles' ? { ...r, menuIds: ['246', '261', '266'] } : r));
    getStore().users.find((u) => u.id === 'u3')!.roleIds = ['r1', 'rAdminRoles'];
    expect(keepsAnAdministrator({ roles: split })).toBe(true);
  });

  it('a store already without an administrator is not made worse', () => {
    getStore().roles.find((r) => r.id === 'r1')!.menuIds = [];
    expect(keepsAnAdministrator({ users: [] })).toBe(true);
  });
});

describe('the audit log shows what the reader’s warehouses cover', () => {
  it('a w1 reader sees w1 records only; the administrator sees all', () => {
    // records about a w1 account, a w2 account, a w1 role and an unlimited role
    const admin = tokens.admin;
    const w1 = call('POST /api/system/users', { token: admin, body: scoped('system', newUser({ username: 'in.w1', roleIds: ['r3'] })) }).body.data.id;
    const w2 = call('POST /api/system/users', { token: admin, body: scoped('system', newUser({ username: 'in.w2', roleIds: ['r2'], warehouseIds: ['w2'] })) }).body.data.id;
    const both = call('POST /api/system/users', { token: admin, body: scoped('system', newUser({ username: 'in.both', warehouseIds: ['w1', 'w2'] })) }).body.data.id;
    call('POST /api/system/users/:id/reset-password', { token: admin, params: { id: w2 }, body: scoped('system') });
    call('PUT /api/system/roles/:id', { token: admin, params: { id: 'rUnusedW1' }, body: scoped('system', { name: 'W1 again' }) });
    call('PUT /api/system/roles/:id', { token: admin, params: { id: 'r2' }, body: scoped('system', { description: 'everything' }) });
    const seen = (token: string, warehouse?: string) =>
      call('GET /api/system/audit', { token, warehouse, query: { pageSize: '100' } }).body.data.list.map((a: { entityId: string; action: string }) => `${a.entityId}:${a.action}`);
    expect(seen(tokens.reader, W1).sort()).toEqual([`${w1}:create`, 'rUnusedW1:update'].sort());
    expect(seen(admin)).toHaveLength(6);
    expect(seen(admin)).toEqual(expect.arrayContaining([`${w2}:resetPassword`, `${both}:create`, 'r2:update']));
    // a user's history is filtered the same way
    const history = call('GET /api/system/users/:id/history', { token: tokens.mallory, params: { id: w1 }, query: { scope: 'warehouse' }, warehouse: W1 });
    expect(history.body.data.map((a: { action: string }) => a.action)).toEqual(['create']);
    const hidden = call('GET /api/system/users/:id/history', { token: tokens.mallory, params: { id: both }, query: { scope: 'warehouse' }, warehouse: W1 });
    expect(hidden.body.data).toEqual([]);
  });
});
