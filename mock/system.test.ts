import system from './system';
import auth from './auth';
import { resetStore, getStore } from './_lib/store';
import { checkPassword } from './_lib/auth';
import { callRoute, type CallOptions } from './_lib/testing';

const call = (route: string, opts?: CallOptions) => callRoute({ ...system, ...auth }, route, opts);

function login(username: string, password: string) {
  const r = call('POST /api/login', { body: { username, password } });
  expect(r.status).toBe(200);
  return r.body.data.token as string;
}

const validUser = (extra: Record<string, unknown> = {}) => ({
  username: 'picker1',
  name: 'Picker One',
  phone: '13900000000',
  email: 'p1@example.com',
  password: 'abcd1234',
  roleIds: ['r3'],
  warehouseIds: ['w1'],
  enabled: true,
  ...extra,
});

let admin: string;
let sysadmin: string;
let staff: string;

beforeEach(() => {
  resetStore();
  admin = login('admin', 'admin123');
  sysadmin = login('sysadmin', 'sysadmin123');
  staff = login('staff', 'staff123');
});

describe('permissions of the endpoints', () => {
  it('answers 401 without a token', () => {
    expect(call('GET /api/system/users').status).toBe(401);
  });

  it('answers 403 to a user without the screen id, for each scope', () => {
    expect(call('GET /api/system/users', { token: staff, query: { scope: 'system' } }).status).toBe(403);
    expect(call('GET /api/system/roles', { token: staff, query: { scope: 'admin' } }).status).toBe(403);
    expect(call('GET /api/system/users', { token: staff, query: { scope: 'warehouse' }, warehouse: 'w1' }).status).toBe(403);
    expect(call('POST /api/system/users', { token: staff, body: { scope: 'system', ...validUser() } }).status).toBe(403);
    // sysadmin holds system-menu ids only: not the warehouse menu's 187
    expect(call('GET /api/system/users', { token: sysadmin, query: { scope: 'warehouse' }, warehouse: 'w1' }).status).toBe(403);
    expect(call('GET /api/system/users', { token: sysadmin, query: { scope: 'admin' } }).status).toBe(200);
  });

  it('follows role changes at once: removing 261 from the admin role closes admin users', () => {
    const role = getStore().roles.find((r) => r.id === 'r1')!;
    role.menuIds = role.menuIds.filter((id) => id !== '261');
    expect(call('GET /api/system/users', { token: sysadmin, query: { scope: 'admin' } }).status).toBe(403);
    expect(call('GET /api/system/roles', { token: sysadmin, query: { scope: 'admin' } }).status).toBe(200);
  });

  it('needs the id of the menu group too (246 system menu, 360 warehouse menu system group)', () => {
    const r1 = getStore().roles.find((r) => r.id === 'r1')!;
    r1.menuIds = r1.menuIds.filter((id) => id !== '246');
    expect(call('GET /api/system/users', { token: sysadmin, query: { scope: 'admin' } }).status).toBe(403);
    expect(call('GET /api/system/roles', { token: sysadmin, query: { scope: 'system' } }).status).toBe(403);
    expect(call('GET /api/system/users', { token: admin, query: { scope: 'warehouse' }, warehouse: 'w1' }).status).toBe(200);
    const r2 = getStore().roles.find((r) => r.id === 'r2')!;
    r2.menuIds = r2.menuIds.filter((id) => id !== '360');
    expect(call('GET /api/system/users', { token: admin, query: { scope: 'warehouse' }, warehouse: 'w1' }).status).toBe(403);
    // Nothing was changed by the refused calls.
    expect(call('POST /api/system/users', { token: admin, body: { scope: 'warehouse', ...validUser() }, warehouse: 'w1' }).status).toBe(403);
    expect(getStore().users.some((u) => u.username === 'picker1')).toBe(false);
  });

  it('warehouse scope needs a warehouse the caller works in', () => {
    expect(call('GET /api/system/users', { token: admin, query: { scope: 'warehouse' } }).status).toBe(400);
    getStore().users.find((u) => u.username === 'admin')!.warehouseIds = ['w1'];
    const r = call('GET /api/system/users', { token: admin, query: { scope: 'warehouse' }, warehouse: 'w2' });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('You may not work in this warehouse');
  });

  it('rejects an unknown scope', () => {
    expect(call('GET /api/system/users', { token: admin, query: { scope: 'everything' } }).status).toBe(400);
  });
});

describe('users', () => {
  it('lists by scope, never with password material', () => {
    const staffUsers = call('GET /api/system/users', { token: admin, query: { scope: 'system' } });
    expect(staffUsers.body.data.list.map((u: any) => u.username)).toEqual(['staff']);
    const admins = call('GET /api/system/users', { token: admin, query: { scope: 'admin' } });
    expect(admins.body.data.list.map((u: any) => u.username).sort()).toEqual(['admin', 'sysadmin']);
    const text = JSON.stringify([staffUsers.body, admins.body]);
    expect(text).not.toMatch(/password/i);
  });

  it('filters, sorts and pages on the server', () => {
    for (let i = 0; i < 12; i++) {
      expect(call('POST /api/system/users', { token: admin, body: { scope: 'system', ...validUser({ username: `u${String(i).padStart(2, '0')}`, name: `N${i}` }) } }).status).toBe(200);
    }
    const page2 = call('GET /api/system/users', { token: admin, query: { scope: 'system', current: '2', pageSize: '5', sortField: 'username', sortOrder: 'descend' } });
    expect(page2.body.data.total).toBe(13);
    expect(page2.body.data.list.map((u: any) => u.username)).toEqual(['u06', 'u05', 'u04', 'u03', 'u02']);
    const byName = call('GET /api/system/users', { token: admin, query: { scope: 'system', name: 'n1' } });
    expect(byName.body.data.list.map((u: any) => u.username).sort()).toEqual(['u01', 'u10', 'u11']);
    call('PATCH /api/system/users/:id/enabled', { token: admin, params: { id: byName.body.data.list[0].id }, body: { scope: 'system', enabled: false } });
    const disabled = call('GET /api/system/users', { token: admin, query: { scope: 'system', enabled: 'false' } });
    expect(disabled.body.data.total).toBe(1);
    const byRole = call('GET /api/system/users', { token: admin, query: { scope: 'system', roleId: 'r2' } });
    expect(byRole.body.data.total).toBe(0);
  });

  it('warehouse scope lists only users of the current warehouse', () => {
    call('POST /api/system/users', { token: admin, body: { scope: 'system', ...validUser({ username: 'la1', roleIds: ['r2'], warehouseIds: ['w2'] }) } });
    const w1 = call('GET /api/system/users', { token: admin, query: { scope: 'warehouse' }, warehouse: 'w1' });
    expect(w1.body.data.list.map((u: any) => u.username)).toEqual(['staff']);
    const w2 = call('GET /api/system/users', { token: admin, query: { scope: 'warehouse' }, warehouse: 'w2' });
    expect(w2.body.data.list.map((u: any) => u.username)).toEqual(['la1']);
    // a w2 user cannot be edited from w1
    const id = w2.body.data.list[0].id;
    expect(call('PUT /api/system/users/:id', { token: admin, params: { id }, body: { scope: 'warehouse', name: 'x' }, warehouse: 'w1' }).status).toBe(404);
    // created in w1 scope: must include w1
    const r = call('POST /api/system/users', { token: admin, body: { scope: 'warehouse', ...validUser({ username: 'xx1', warehouseIds: ['w2'] }) }, warehouse: 'w1' });
    expect(r.status).toBe(400);
    expect(r.body.fields.warehouseIds).toBe('The user must be allowed to work in the current warehouse');
  });

  it.each([
    [{ username: '' }, 'username', 'Please enter a username'],
    [{ username: 'a b' }, 'username', 'A username has 3–32 letters, digits or _ . -'],
    [{ username: 'STAFF' }, 'username', 'This username is already taken'],
    [{ name: ' ' }, 'name', 'Please enter a name'],
    [{ phone: 'abc' }, 'phone', 'This is not a valid phone number'],
    [{ email: 'nope@' }, 'email', 'This is not a valid email address'],
    [{ password: '' }, 'password', 'Please enter a password'],
    [{ password: 'abc123' }, 'password', 'A password has at least 8 characters with both letters and digits'],
    [{ password: 'abcdefghij' }, 'password', 'A password has at least 8 characters with both letters and digits'],
    [{ password: '1234567890' }, 'password', 'A password has at least 8 characters with both letters and digits'],
    [{ roleIds: ['r1'] }, 'roleIds', 'A chosen role cannot be assigned here'],
    [{ warehouseIds: ['w9'] }, 'warehouseIds', 'A chosen warehouse cannot be assigned'],
  ])('rejects %j with 400 on %s', (extra, field, message) => {
    const before = getStore().users.length;
    const r = call('POST /api/system/users', { token: admin, body: { scope: 'system', ...validUser(extra) } });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(message);
    expect(r.body.fields[field]).toBe(message);
    expect(getStore().users.length).toBe(before);
  });

  it('translates the message per Accept-Language', () => {
    const r = call('POST /api/system/users', { token: admin, lang: 'zh-CN', body: { scope: 'system', ...validUser({ username: 'staff' }) } });
    expect(r.body.message).toBe('用户名已存在');
  });

  it('creates a user that can log in, and writes an audit record without the password', () => {
    const r = call('POST /api/system/users', { token: admin, body: { scope: 'system', ...validUser() } });
    expect(r.status).toBe(200);
    expect(r.body.data).not.toHaveProperty('passwordHash');
    expect(r.body.data.kind).toBe('warehouse');
    expect(login('picker1', 'abcd1234')).toBeTruthy();
    const hist = call('GET /api/system/users/:id/history', { token: admin, params: { id: r.body.data.id }, query: { scope: 'system' } });
    expect(hist.body.data).toHaveLength(1);
    expect(hist.body.data[0]).toMatchObject({ action: 'create', operator: 'admin', entity: 'user' });
    expect(JSON.stringify(hist.body.data)).not.toMatch(/password/i);
  });

  it('edits a user, keeps roles the screen cannot hand out, audits before/after', () => {
    // sysadmin (u3) also holds the w1 staff role now; the admin screen hands out system roles only
    Object.assign(getStore().users.find((u) => u.id === 'u3')!, { roleIds: ['r1', 'r3'], warehouseIds: ['w1'] });
    const r = call('PUT /api/system/users/:id', { token: admin, params: { id: 'u3' }, body: { scope: 'admin', name: 'Boss', roleIds: ['r1'] } });
    expect(r.status).toBe(200);
    expect(r.body.data.roleIds.sort()).toEqual(['r1', 'r3']);
    const rec = getStore().audit.at(-1)!;
    expect(rec).toMatchObject({ action: 'update', operator: 'admin' });
    expect((rec.before as any).name).toBe('Sys Admin');
    expect((rec.after as any).name).toBe('Boss');
    expect(JSON.stringify(rec)).not.toMatch(/password/i);
    // validation on edit too
    expect(call('PUT /api/system/users/:id', { token: admin, params: { id: 'u3' }, body: { scope: 'admin', email: 'x' } }).status).toBe(400);
    expect(call('PUT /api/system/users/:id', { token: admin, params: { id: 'u3' }, body: { scope: 'admin', username: 'other' } }).status).toBe(400);
  });

  it('resets a password once: the new one works, the old one no longer', () => {
    const r = call('POST /api/system/users/:id/reset-password', { token: admin, params: { id: 'u2' }, body: { scope: 'system' } });
    expect(r.status).toBe(200);
    const pw = r.body.data.password;
    expect(pw).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{8,}$/);
    const user = getStore().users.find((u) => u.id === 'u2')!;
    expect(checkPassword(user, pw)).toBe(true);
    expect(checkPassword(user, 'staff123')).toBe(false);
    expect(getStore().audit.at(-1)).toMatchObject({ action: 'resetPassword', before: undefined, after: undefined });
  });

  it("a password reset ends the user's sessions at once; the resetting administrator stays signed in", () => {
    const another = login('staff', 'staff123');
    expect(call('GET /api/currentUser', { token: staff }).status).toBe(200);
    expect(call('POST /api/system/users/:id/reset-password', { token: admin, params: { id: 'u2' }, body: { scope: 'system' } }).status).toBe(200);
    expect(call('GET /api/currentUser', { token: staff }).status).toBe(401);
    expect(call('GET /api/currentUser', { token: another }).status).toBe(401);
    expect(call('GET /api/currentUser', { token: admin }).status).toBe(200);
    expect([...getStore().sessions.values()].filter((x) => x.userId === 'u2')).toEqual([]);
  });

  it("disabling a user by an edit ends the user's sessions at once (none left in the store)", () => {
    const u2 = getStore().users.find((u) => u.id === 'u2')!;
    const r = call('PUT /api/system/users/:id', { token: admin, params: { id: 'u2' }, body: { scope: 'system', name: u2.name, phone: u2.phone, email: u2.email, roleIds: u2.roleIds, warehouseIds: u2.warehouseIds, enabled: false } });
    expect(r.status).toBe(200);
    expect([...getStore().sessions.values()].filter((x) => x.userId === 'u2')).toEqual([]);
    expect(call('GET /api/currentUser', { token: staff }).status).toBe(401);
  });

  it('disables and enables; a disabled user cannot sign in', () => {
    expect(call('PATCH /api/system/users/:id/enabled', { token: admin, params: { id: 'u2' }, body: { scope: 'system', enabled: false } }).status).toBe(200);
    expect(call('GET /api/currentUser', { token: staff }).status).toBe(401);
    // exactly the answer of a wrong password: a disabled account is not told apart
    const refused = call('POST /api/login', { body: { username: 'staff', password: 'staff123' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Wrong username or password');
    expect(call('PATCH /api/system/users/:id/enabled', { token: admin, params: { id: 'u2' }, body: { scope: 'system', enabled: true } }).status).toBe(200);
    expect(login('staff', 'staff123')).toBeTruthy();
    expect(getStore().audit.map((a) => a.action)).toEqual(['disable', 'enable']);
  });

  it('never deletes or disables yourself', () => {
    const del = call('DELETE /api/system/users/:id', { token: admin, params: { id: 'u1' }, query: { scope: 'admin' } });
    expect(del.status).toBe(400);
    expect(del.body.message).toBe('You cannot delete your own account');
    expect(call('PATCH /api/system/users/:id/enabled', { token: admin, params: { id: 'u1' }, body: { scope: 'admin', enabled: false } }).status).toBe(400);
  });

  it('an administrator removes another one; the other way round is refused', () => {
    // sysadmin holds neither admin's warehouses nor its warehouse role: it cannot act on admin
    const up = call('DELETE /api/system/users/:id', { token: sysadmin, params: { id: 'u1' }, query: { scope: 'admin' } });
    expect(up.status).toBe(403);
    expect(up.body.message).toBe('This user has permissions or warehouses you do not have; you cannot act on it');
    expect(getStore().users.some((u) => u.id === 'u1')).toBe(true);
    // admin holds all of sysadmin, and stays an administrator itself
    expect(call('DELETE /api/system/users/:id', { token: admin, params: { id: 'u3' }, query: { scope: 'admin' } }).status).toBe(204);
    expect(getStore().users.map((u) => u.id)).toEqual(['u1', 'u2']);
  });

  it('deletes with an audit record', () => {
    expect(call('DELETE /api/system/users/:id', { token: admin, params: { id: 'u2' }, query: { scope: 'system' } }).status).toBe(204);
    expect(getStore().users.some((u) => u.id === 'u2')).toBe(false);
    expect(getStore().audit.at(-1)).toMatchObject({ action: 'delete', entityId: 'u2', after: undefined });
  });
});

describe('roles', () => {
  const validRole = (extra: Record<string, unknown> = {}) => ({ code: 'packer', name: 'Packer', description: 'packs', menuIds: ['148', '71'], ...extra });

  it('lists roles of the scope', () => {
    const sys = call('GET /api/system/roles', { token: admin, query: { scope: 'system' } });
    expect(sys.body.data.list.map((r: any) => r.code).sort()).toEqual(['wh_manager', 'wh_staff']);
    const adm = call('GET /api/system/roles', { token: admin, query: { scope: 'admin' } });
    expect(adm.body.data.list.map((r: any) => r.code)).toEqual(['admin']);
    const w1 = call('GET /api/system/roles', { token: admin, query: { scope: 'warehouse' }, warehouse: 'w1' });
    expect(w1.body.data.list.map((r: any) => r.code)).toEqual(['wh_staff']);
    const w2 = call('GET /api/system/roles', { token: admin, query: { scope: 'warehouse' }, warehouse: 'w2' });
    expect(w2.body.data.list).toEqual([]);
  });

  it.each([
    [{ code: '' }, 'code', 'Please enter a role code'],
    [{ code: '1x' }, 'code', 'A role code starts with a letter and has 2–32 letters, digits, _ or -'],
    [{ code: 'WH_STAFF' }, 'code', 'This role code is already taken'],
    [{ name: '' }, 'name', 'Please enter a role name'],
    [{ description: 'x'.repeat(201) }, 'description', 'A description has at most 200 characters'],
    [{ menuIds: ['250'] }, 'menuIds', 'The permissions contain an id that is not in this menu'],
  ])('rejects %j with 400 on %s', (extra, field, message) => {
    const r = call('POST /api/system/roles', { token: admin, body: { scope: 'system', ...validRole(extra) } });
    expect(r.status).toBe(400);
    expect(r.body.fields[field]).toBe(message);
  });

  it('admin roles take system-menu ids only', () => {
    expect(call('POST /api/system/roles', { token: admin, body: { scope: 'admin', ...validRole({ menuIds: ['148'] }) } }).status).toBe(400);
    const r = call('POST /api/system/roles', { token: admin, body: { scope: 'admin', ...validRole({ menuIds: ['246', '250'] }) } });
    expect(r.status).toBe(200);
    expect(r.body.data.menuSet).toBe('system');
  });

  it('a role made in the warehouse scope belongs to that warehouse', () => {
    const r = call('POST /api/system/roles', { token: admin, body: { scope: 'warehouse', ...validRole() }, warehouse: 'w2' });
    expect(r.body.data.warehouseId).toBe('w2');
    expect(call('PUT /api/system/roles/:id', { token: admin, params: { id: r.body.data.id }, body: { scope: 'warehouse', name: 'x' }, warehouse: 'w1' }).status).toBe(404);
  });

  it('stores exactly the given ids; a holder sees the change on the next currentUser', () => {
    const before = call('GET /api/currentUser', { token: staff }).body.data.menuIds;
    expect(before).toContain('77');
    const r3 = getStore().roles.find((r) => r.id === 'r3')!;
    const ids = r3.menuIds.filter((id) => id !== '77');
    const r = call('PUT /api/system/roles/:id/permissions', { token: admin, params: { id: 'r3' }, body: { scope: 'system', menuIds: ids } });
    expect(r.status).toBe(200);
    expect(r.body.data.menuIds).toEqual(ids);
    expect(call('GET /api/currentUser', { token: staff }).body.data.menuIds).not.toContain('77');
    const rec = getStore().audit.at(-1)!;
    expect(rec.action).toBe('permissions');
    expect((rec.before as any).menuIds).toContain('77');
    expect((rec.after as any).menuIds).not.toContain('77');
    expect(call('PUT /api/system/roles/:id/permissions', { token: admin, params: { id: 'r3' }, body: { scope: 'system', menuIds: 'x' } }).status).toBe(400);
    expect(call('PUT /api/system/roles/:id/permissions', { token: staff, params: { id: 'r3' }, body: { scope: 'system', menuIds: [] } }).status).toBe(403);
  });

  it('will not delete the admin role or a role in use; deletes an unused one', () => {
    const adminDel = call('DELETE /api/system/roles/:id', { token: admin, params: { id: 'r1' }, query: { scope: 'admin' } });
    expect(adminDel.status).toBe(400);
    const inUse = call('DELETE /api/system/roles/:id', { token: admin, params: { id: 'r3' }, query: { scope: 'system' } });
    expect(inUse.status).toBe(400);
    expect(inUse.body.message).toBe('1 user(s) still hold this role; it cannot be deleted');
    const made = call('POST /api/system/roles', { token: admin, body: { scope: 'system', ...validRole() } });
    expect(call('DELETE /api/system/roles/:id', { token: admin, params: { id: made.body.data.id }, query: { scope: 'system' } }).status).toBe(204);
    const hist = getStore().audit.filter((a) => a.entityId === made.body.data.id).map((a) => a.action);
    expect(hist).toEqual(['create', 'delete']);
  });
});

describe('every write body is parsed against its schema before the store is touched', () => {
  const snapshot = () => JSON.stringify({ users: getStore().users, roles: getStore().roles, audit: getStore().audit });
  const u2 = { id: 'u2' };
  const r3 = { id: 'r3' };
  const cases: [string, string, { id: string } | undefined, unknown, string][] = [
    ['a user without a name', 'POST /api/system/users', undefined, { scope: 'system', ...validUser({ name: undefined }) }, 'name'],
    ['a null name', 'POST /api/system/users', undefined, { scope: 'system', ...validUser({ name: null }) }, 'name'],
    ['a number as name', 'POST /api/system/users', undefined, { scope: 'system', ...validUser({ name: 42 }) }, 'name'],
    ['a 51-character name', 'POST /api/system/users', undefined, { scope: 'system', ...validUser({ name: 'n'.repeat(51) }) }, 'name'],
    ['a 60 KB e-mail address', 'POST /api/system/users', undefined, { scope: 'system', ...validUser({ email: `a@${'a.'.repeat(30_000)} ` }) }, 'email'],
    ['a string as role list', 'POST /api/system/users', undefined, { scope: 'system', ...validUser({ roleIds: 'r3' }) }, 'roleIds'],
    ['a null warehouse list', 'POST /api/system/users', undefined, { scope: 'system', ...validUser({ warehouseIds: null }) }, 'warehouseIds'],
    ['a string as status', 'POST /api/system/users', undefined, { scope: 'system', ...validUser({ enabled: 'yes' }) }, 'enabled'],
    ['an unknown scope in the body', 'POST /api/system/users', undefined, { ...validUser(), scope: 'root' }, 'scope'],
    ['an edit with a null phone', 'PUT /api/system/users/:id', u2, { scope: 'system', phone: null }, 'phone'],
    ['an edit with a number as e-mail', 'PUT /api/system/users/:id', u2, { scope: 'system', email: 1 }, 'email'],
    ['a status that is not a boolean', 'PATCH /api/system/users/:id/enabled', u2, { scope: 'system', enabled: 'false' }, 'enabled'],
    ['a status missing', 'PATCH /api/system/users/:id/enabled', u2, { scope: 'system' }, 'enabled'],
    ['a role without a code', 'POST /api/system/roles', undefined, { scope: 'system', name: 'X' }, 'code'],
    ['a 201-character description', 'POST /api/system/roles', undefined, { scope: 'system', code: 'xx', name: 'X', description: 'd'.repeat(201) }, 'description'],
    ['a role edit with a null name', 'PUT /api/system/roles/:id', r3, { scope: 'system', name: null }, 'name'],
    ['ids that are numbers', 'PUT /api/system/roles/:id/permissions', r3, { scope: 'system', menuIds: [148] }, 'menuIds.0'],
    ['ids missing', 'PUT /api/system/roles/:id/permissions', r3, { scope: 'system' }, 'menuIds'],
    ['a 33-character id', 'PUT /api/system/roles/:id/permissions', r3, { scope: 'system', menuIds: ['1'.repeat(33)] }, 'menuIds.0'],
  ];

  it.each(cases)('%s → 400 on its field, store unchanged', (_, route, params, body, field) => {
    const before = snapshot();
    const r = call(route, { token: admin, params, body });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields)).toContain(field);
    expect(snapshot()).toBe(before);
  });

  it('says what is wrong, in the caller’s language', () => {
    const r = call('POST /api/system/users', { token: admin, lang: 'zh-CN', body: { scope: 'system', ...validUser({ email: `${'a'.repeat(250)}@b.cn` }) } });
    expect(r.body.fields.email).toBe('邮箱最多 254 个字符');
  });
});
