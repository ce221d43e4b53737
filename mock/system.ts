import { randomBytes } from 'crypto';
import { badRequest, handle, header, HttpError, notFound, type MockRequest } from './_lib/http';
import { heldIds, requireAnyId } from './_lib/auth';
import { getStore, nextId } from './_lib/store';
import { allIds, hashPassword, type AuditRecord, type MenuSetName, type Role, type User } from './_lib/seed';

/**
 * User and role administration (issue 4).
 *
 * Every endpoint takes a `scope` (query or body) naming the screen that calls it:
 * - `system`: user / role management of the system menu (ids 250 / 255): staff accounts
 *   (kind 'warehouse') and warehouse-menu roles, every warehouse;
 * - `warehouse`: users / roles of the warehouse menu (ids 187 / 361): the same, limited to the
 *   warehouse of the Current-Warehouse header, which the caller must be allowed to work in;
 * - `admin`: admin user / admin role management (ids 261 / 266): system accounts (kind 'system')
 *   and system-menu roles.
 * The caller must hold the screen's id (403 otherwise). Passwords never leave the server.
 */

export type Scope = 'system' | 'warehouse' | 'admin';

/** Menu ids per scope: its two screens, and the menu group they sit in (needed as well). */
const SCOPE_IDS: Record<Scope, { users: string; roles: string; group: string }> = {
  system: { users: '250', roles: '255', group: '246' },
  warehouse: { users: '187', roles: '361', group: '360' },
  admin: { users: '261', roles: '266', group: '246' },
};

export const ADMIN_ROLE_CODE = 'admin';

const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)\S{8,64}$/;
const USERNAME_RE = /^[A-Za-z0-9_.-]{3,32}$/;
const CODE_RE = /^[A-Za-z][A-Za-z0-9_-]{1,31}$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_RE = /^\+?[0-9][0-9 -]{5,19}$/;

interface Ctx {
  scope: Scope;
  caller: User;
  /** The warehouse of the warehouse scope. */
  warehouseId?: string;
  /** Accounts of this kind and roles of this menu set are managed here. */
  kind: MenuSetName;
}

function scopeOf(req: MockRequest): Scope {
  const raw = req.query?.scope ?? req.body?.scope ?? 'system';
  if (raw === 'system' || raw === 'warehouse' || raw === 'admin') return raw;
  throw badRequest('server.system.badScope');
}

function context(req: MockRequest, screen: 'users' | 'roles'): Ctx {
  const scope = scopeOf(req);
  const caller = requireAnyId(req, [SCOPE_IDS[scope][screen]]);
  // A screen under a group with an id of its own needs that id too (as in src/utils/permission.ts).
  if (!heldIds(caller).has(SCOPE_IDS[scope].group)) throw new HttpError(403, 'server.forbidden');
  const kind: MenuSetName = scope === 'admin' ? 'system' : 'warehouse';
  if (scope !== 'warehouse') return { scope, caller, kind };
  const warehouseId = header(req, 'current-warehouse');
  if (!warehouseId) throw new HttpError(400, 'server.warehouse.missing');
  if (!caller.warehouseIds.includes(warehouseId)) throw new HttpError(403, 'server.warehouse.forbidden');
  return { scope, caller, kind, warehouseId };
}

// ---- what a scope sees ---------------------------------------------------------------------

const userVisible = (ctx: Ctx, u: User) => u.kind === ctx.kind && (!ctx.warehouseId || u.warehouseIds.includes(ctx.warehouseId));
const roleVisible = (ctx: Ctx, r: Role) => r.menuSet === ctx.kind && (!ctx.warehouseId || r.warehouseId === ctx.warehouseId);
/** Roles a user form may hand out here: the scope's roles, and in a warehouse also the roles of every warehouse. */
const roleAssignable = (ctx: Ctx, r: Role) =>
  r.menuSet === ctx.kind && (!ctx.warehouseId || r.warehouseId === undefined || r.warehouseId === ctx.warehouseId);
/** Warehouses a user form may hand out: the caller's own in the warehouse scope, else every one. */
const warehouseAssignable = (ctx: Ctx, id: string) =>
  getStore().warehouses.some((w) => w.id === id) && (ctx.scope !== 'warehouse' || ctx.caller.warehouseIds.includes(id));

function findUser(ctx: Ctx, id: string): User {
  const user = getStore().users.find((u) => u.id === id);
  if (!user || !userVisible(ctx, user)) throw notFound();
  return user;
}

function findRole(ctx: Ctx, id: string): Role {
  const role = getStore().roles.find((r) => r.id === id);
  if (!role || !roleVisible(ctx, role)) throw notFound();
  return role;
}

// ---- answers --------------------------------------------------------------------------------

/** A user as the screens see it: never the password hash or salt. */
export function publicUser(u: User) {
  const roles = getStore().roles.filter((r) => u.roleIds.includes(r.id));
  return {
    id: u.id,
    username: u.username,
    name: u.name,
    phone: u.phone,
    email: u.email,
    kind: u.kind,
    roleIds: [...u.roleIds],
    roles: roles.map(({ id, code, name }) => ({ id, code, name })),
    warehouseIds: [...u.warehouseIds],
    enabled: u.enabled,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  };
}

/** What the audit keeps of a user (no password material). */
const auditUser = (u: User) => {
  const { passwordHash, passwordSalt, ...rest } = u;
  void passwordHash;
  void passwordSalt;
  return { ...rest, roleIds: [...u.roleIds], warehouseIds: [...u.warehouseIds] };
};
const auditRole = (r: Role) => ({ ...r, menuIds: [...r.menuIds] });

function audit(ctx: Ctx, entity: AuditRecord['entity'], entityId: string, action: string, before?: AuditRecord['before'], after?: AuditRecord['after']) {
  const store = getStore();
  store.audit.push({
    id: nextId('a'),
    entity,
    entityId,
    action,
    operator: ctx.caller.username,
    at: new Date().toISOString(),
    before,
    after,
  });
}

// ---- paging, filtering, sorting --------------------------------------------------------------

function page<T>(req: MockRequest, rows: T[], sortable: string[]) {
  const sortField = String(req.query.sortField ?? '');
  const sortOrder = req.query.sortOrder === 'descend' ? -1 : 1;
  if (sortField && sortable.includes(sortField)) {
    rows = [...rows].sort((a, b) => {
      const x = (a as any)[sortField];
      const y = (b as any)[sortField];
      return (typeof x === 'string' ? x.localeCompare(y) : Number(x) - Number(y)) * sortOrder;
    });
  }
  const current = Math.max(1, Number(req.query.current) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(req.query.pageSize) || 10));
  return { list: rows.slice((current - 1) * pageSize, current * pageSize), total: rows.length, current, pageSize };
}

const contains = (value: string, q: unknown) => !q || value.toLowerCase().includes(String(q).trim().toLowerCase());

// ---- validation -----------------------------------------------------------------------------

type Fields = Record<string, string>;

function fail(fields: Fields): never {
  const [first] = Object.values(fields);
  throw new HttpError(400, first, {}, fields);
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v));
const strList = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.map(String) : undefined);

function holdsAdminRole(u: User) {
  const admin = getStore().roles.find((r) => r.code === ADMIN_ROLE_CODE);
  return !!admin && u.roleIds.includes(admin.id);
}

/** Would the store be left without an enabled holder of the admin role if `u` changed so? */
function lastAdmin(u: User) {
  return holdsAdminRole(u) && !getStore().users.some((o) => o.id !== u.id && o.enabled && holdsAdminRole(o));
}

interface UserInput {
  username: string;
  name: string;
  phone: string;
  email: string;
  roleIds: string[];
  warehouseIds: string[];
  enabled: boolean;
  password?: string;
}

function readUser(ctx: Ctx, body: any, existing?: User): UserInput {
  const b = body ?? {};
  const fields: Fields = {};
  const username = existing ? existing.username : str(b.username);
  if (!existing) {
    if (!username) fields.username = 'server.user.usernameRequired';
    else if (!USERNAME_RE.test(username)) fields.username = 'server.user.usernameFormat';
    else if (getStore().users.some((u) => u.username.toLowerCase() === username.toLowerCase())) fields.username = 'server.user.usernameTaken';
  } else if (b.username !== undefined && str(b.username) !== existing.username) {
    fields.username = 'server.user.usernameFixed';
  }
  const name = b.name === undefined && existing ? existing.name : str(b.name);
  if (!name) fields.name = 'server.user.nameRequired';
  else if (name.length > 50) fields.name = 'server.user.nameLength';
  const phone = b.phone === undefined && existing ? existing.phone : str(b.phone);
  if (phone && !PHONE_RE.test(phone)) fields.phone = 'server.user.phoneFormat';
  const email = b.email === undefined && existing ? existing.email : str(b.email);
  if (email && !EMAIL_RE.test(email)) fields.email = 'server.user.emailFormat';
  let password: string | undefined;
  if (!existing) {
    password = typeof b.password === 'string' ? b.password : '';
    if (!password) fields.password = 'server.user.passwordRequired';
    else if (!PASSWORD_RE.test(password)) fields.password = 'server.user.passwordWeak';
  }
  const roles = getStore().roles;
  const submittedRoles = strList(b.roleIds) ?? (existing ? existing.roleIds.filter((id) => roles.some((r) => r.id === id && roleAssignable(ctx, r))) : []);
  if (b.roleIds !== undefined && !Array.isArray(b.roleIds)) fields.roleIds = 'server.user.roleInvalid';
  else if (submittedRoles.some((id) => !roles.some((r) => r.id === id && roleAssignable(ctx, r)))) fields.roleIds = 'server.user.roleInvalid';
  const submittedWarehouses = strList(b.warehouseIds) ?? (existing ? existing.warehouseIds.filter((id) => warehouseAssignable(ctx, id)) : []);
  if (b.warehouseIds !== undefined && !Array.isArray(b.warehouseIds)) fields.warehouseIds = 'server.user.warehouseInvalid';
  else if (submittedWarehouses.some((id) => !warehouseAssignable(ctx, id))) fields.warehouseIds = 'server.user.warehouseInvalid';
  else if (ctx.warehouseId && !submittedWarehouses.includes(ctx.warehouseId)) fields.warehouseIds = 'server.user.warehouseCurrent';
  if (b.enabled !== undefined && typeof b.enabled !== 'boolean') fields.enabled = 'server.user.enabledInvalid';
  if (Object.keys(fields).length) fail(fields);

  // What this screen cannot see or hand out stays as it was.
  const keptRoles = existing ? existing.roleIds.filter((id) => !roles.some((r) => r.id === id && roleAssignable(ctx, r))) : [];
  const keptWarehouses = existing ? existing.warehouseIds.filter((id) => !warehouseAssignable(ctx, id)) : [];
  return {
    username,
    name,
    phone,
    email,
    roleIds: [...new Set([...keptRoles, ...submittedRoles])],
    warehouseIds: [...new Set([...keptWarehouses, ...submittedWarehouses])],
    enabled: typeof b.enabled === 'boolean' ? b.enabled : existing ? existing.enabled : true,
    password,
  };
}

function readRole(ctx: Ctx, body: any, existing?: Role) {
  const b = body ?? {};
  const fields: Fields = {};
  const code = b.code === undefined && existing ? existing.code : str(b.code);
  if (!code) fields.code = 'server.role.codeRequired';
  else if (!CODE_RE.test(code)) fields.code = 'server.role.codeFormat';
  else if (getStore().roles.some((r) => r.id !== existing?.id && r.code.toLowerCase() === code.toLowerCase())) fields.code = 'server.role.codeTaken';
  else if (existing && existing.code === ADMIN_ROLE_CODE && code !== ADMIN_ROLE_CODE) fields.code = 'server.role.adminProtected';
  const name = b.name === undefined && existing ? existing.name : str(b.name);
  if (!name) fields.name = 'server.role.nameRequired';
  else if (name.length > 50) fields.name = 'server.role.nameLength';
  const description = b.description === undefined && existing ? existing.description : str(b.description);
  if (description.length > 200) fields.description = 'server.role.descriptionLength';
  // The warehouse of a warehouse role: fixed to the current one in the warehouse scope.
  let warehouseId = existing?.warehouseId;
  if (ctx.kind === 'warehouse') {
    if (ctx.warehouseId) warehouseId = ctx.warehouseId;
    else if (b.warehouseId !== undefined) {
      const w = str(b.warehouseId);
      if (w && !getStore().warehouses.some((x) => x.id === w)) fields.warehouseId = 'server.role.warehouseInvalid';
      warehouseId = w || undefined;
    }
  }
  let menuIds = existing?.menuIds ?? [];
  if (b.menuIds !== undefined) {
    const ids = strList(b.menuIds);
    const valid = new Set(allIds(ctx.kind));
    if (!ids || ids.some((id) => !valid.has(id))) fields.menuIds = 'server.role.menuIdInvalid';
    else menuIds = [...new Set(ids)];
  }
  if (Object.keys(fields).length) fail(fields);
  return { code, name, description, warehouseId, menuIds };
}

// ---- handlers -------------------------------------------------------------------------------

export function randomPassword() {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const bytes = randomBytes(12);
  const all = letters + digits;
  let out = letters[bytes[0] % letters.length] + digits[bytes[1] % digits.length];
  for (let i = 2; i < 12; i++) out += all[bytes[i] % all.length];
  return out;
}

const now = () => new Date().toISOString();

export default {
  'GET /api/system/users': handle((req) => {
    const ctx = context(req, 'users');
    const q = req.query;
    const rows = getStore()
      .users.filter((u) => userVisible(ctx, u))
      .filter((u) => contains(u.username, q.username) && contains(u.name, q.name) && contains(u.phone, q.phone))
      .filter((u) => q.enabled === undefined || q.enabled === '' || String(u.enabled) === String(q.enabled))
      .filter((u) => !q.roleId || u.roleIds.includes(String(q.roleId)));
    return page(req, rows.map(publicUser), ['username', 'name', 'phone', 'createdAt', 'updatedAt']);
  }),

  /** What the user form offers: the roles and warehouses this screen may hand out. */
  'GET /api/system/user-options': handle((req) => {
    const ctx = context(req, 'users');
    const store = getStore();
    return {
      roles: store.roles.filter((r) => roleAssignable(ctx, r)).map(({ id, code, name, warehouseId }) => ({ id, code, name, warehouseId })),
      warehouses: store.warehouses
        .filter((w) => warehouseAssignable(ctx, w.id))
        .map(({ id, code, name }) => ({ id, code, name })),
    };
  }),

  'POST /api/system/users': handle((req) => {
    const ctx = context(req, 'users');
    const input = readUser(ctx, req.body);
    const at = now();
    const user: User = {
      id: nextId('u'),
      username: input.username,
      name: input.name,
      phone: input.phone,
      email: input.email,
      kind: ctx.kind,
      roleIds: input.roleIds,
      warehouseIds: input.warehouseIds,
      enabled: input.enabled,
      ...hashPassword(input.password!),
      createdAt: at,
      updatedAt: at,
    };
    getStore().users.push(user);
    audit(ctx, 'user', user.id, 'create', undefined, auditUser(user));
    return publicUser(user);
  }),

  'PUT /api/system/users/:id': handle((req) => {
    const ctx = context(req, 'users');
    const user = findUser(ctx, req.params.id);
    const input = readUser(ctx, req.body, user);
    const next = { ...user, roleIds: input.roleIds };
    if (user.id === ctx.caller.id && !input.enabled) throw badRequest('server.user.disableSelf', {}, 'enabled');
    if (lastAdmin(user) && (!input.enabled || !holdsAdminRole(next))) throw badRequest('server.user.lastAdmin', {}, 'roleIds');
    const before = auditUser(user);
    Object.assign(user, { name: input.name, phone: input.phone, email: input.email, roleIds: input.roleIds, warehouseIds: input.warehouseIds, enabled: input.enabled, updatedAt: now() });
    audit(ctx, 'user', user.id, 'update', before, auditUser(user));
    return publicUser(user);
  }),

  'PATCH /api/system/users/:id/enabled': handle((req) => {
    const ctx = context(req, 'users');
    const user = findUser(ctx, req.params.id);
    const enabled = req.body?.enabled;
    if (typeof enabled !== 'boolean') throw badRequest('server.user.enabledInvalid', {}, 'enabled');
    if (!enabled && user.id === ctx.caller.id) throw badRequest('server.user.disableSelf');
    if (!enabled && lastAdmin(user)) throw badRequest('server.user.lastAdmin');
    if (user.enabled === enabled) return publicUser(user);
    const before = auditUser(user);
    user.enabled = enabled;
    user.updatedAt = now();
    if (!enabled) {
      // A disabled account is signed out everywhere.
      for (const [token, s] of getStore().sessions) if (s.userId === user.id) getStore().sessions.delete(token);
    }
    audit(ctx, 'user', user.id, enabled ? 'enable' : 'disable', before, auditUser(user));
    return publicUser(user);
  }),

  /** A new random password, answered this once (it is stored only as a hash). */
  'POST /api/system/users/:id/reset-password': handle((req) => {
    const ctx = context(req, 'users');
    const user = findUser(ctx, req.params.id);
    const password = randomPassword();
    Object.assign(user, hashPassword(password), { updatedAt: now() });
    audit(ctx, 'user', user.id, 'resetPassword');
    return { password };
  }),

  'DELETE /api/system/users/:id': handle((req) => {
    const ctx = context(req, 'users');
    const user = findUser(ctx, req.params.id);
    if (user.id === ctx.caller.id) throw badRequest('server.user.deleteSelf');
    if (lastAdmin(user)) throw badRequest('server.user.lastAdmin');
    const store = getStore();
    store.users = store.users.filter((u) => u.id !== user.id);
    for (const [token, s] of store.sessions) if (s.userId === user.id) store.sessions.delete(token);
    audit(ctx, 'user', user.id, 'delete', auditUser(user), undefined);
    return undefined;
  }),

  'GET /api/system/users/:id/history': handle((req) => {
    const ctx = context(req, 'users');
    findUser(ctx, req.params.id);
    return history('user', req.params.id);
  }),

  // ---- roles ----------------------------------------------------------------------------------

  'GET /api/system/roles': handle((req) => {
    const ctx = context(req, 'roles');
    const q = req.query;
    const store = getStore();
    const rows = store.roles
      .filter((r) => roleVisible(ctx, r))
      .filter((r) => contains(r.code, q.code) && contains(r.name, q.name))
      .map((r) => ({ ...auditRole(r), userCount: store.users.filter((u) => u.roleIds.includes(r.id)).length }));
    return page(req, rows, ['code', 'name', 'createdAt', 'updatedAt', 'userCount']);
  }),

  'GET /api/system/roles/:id': handle((req) => {
    const ctx = context(req, 'roles');
    return auditRole(findRole(ctx, req.params.id));
  }),

  'POST /api/system/roles': handle((req) => {
    const ctx = context(req, 'roles');
    const input = readRole(ctx, req.body);
    const at = now();
    const role: Role = { id: nextId('r'), ...input, menuSet: ctx.kind, createdAt: at, updatedAt: at };
    if (!role.warehouseId) delete role.warehouseId;
    getStore().roles.push(role);
    audit(ctx, 'role', role.id, 'create', undefined, auditRole(role));
    return auditRole(role);
  }),

  'PUT /api/system/roles/:id': handle((req) => {
    const ctx = context(req, 'roles');
    const role = findRole(ctx, req.params.id);
    const input = readRole(ctx, req.body, role);
    const before = auditRole(role);
    Object.assign(role, input, { updatedAt: now() });
    if (!role.warehouseId) delete role.warehouseId;
    audit(ctx, 'role', role.id, 'update', before, auditRole(role));
    return auditRole(role);
  }),

  /** Stores exactly the given ids (the checked entries of the permission tree). */
  'PUT /api/system/roles/:id/permissions': handle((req) => {
    const ctx = context(req, 'roles');
    const role = findRole(ctx, req.params.id);
    if (!Array.isArray(req.body?.menuIds)) throw badRequest('server.role.menuIdInvalid', {}, 'menuIds');
    const { menuIds } = readRole(ctx, { menuIds: req.body.menuIds }, role);
    const before = auditRole(role);
    role.menuIds = menuIds;
    role.updatedAt = now();
    audit(ctx, 'role', role.id, 'permissions', before, auditRole(role));
    return auditRole(role);
  }),

  'DELETE /api/system/roles/:id': handle((req) => {
    const ctx = context(req, 'roles');
    const role = findRole(ctx, req.params.id);
    const store = getStore();
    if (role.code === ADMIN_ROLE_CODE) throw badRequest('server.role.adminProtected');
    const holders = store.users.filter((u) => u.roleIds.includes(role.id)).length;
    if (holders) throw badRequest('server.role.inUse', { count: holders });
    store.roles = store.roles.filter((r) => r.id !== role.id);
    audit(ctx, 'role', role.id, 'delete', auditRole(role), undefined);
    return undefined;
  }),

  'GET /api/system/roles/:id/history': handle((req) => {
    const ctx = context(req, 'roles');
    findRole(ctx, req.params.id);
    return history('role', req.params.id);
  }),

  /** Every audit record (newest first): what the logs screen reads. Any signed-in user with a logs or admin id. */
  'GET /api/system/audit': handle((req) => {
    requireAnyId(req, ['243', '250', '255', '261', '266']);
    return page(req, [...getStore().audit].reverse(), []);
  }),
};

function history(entity: 'user' | 'role', id: string) {
  return getStore()
    .audit.filter((a) => a.entity === entity && a.entityId === id)
    .slice()
    .reverse();
}
