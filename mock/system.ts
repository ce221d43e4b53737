import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes, type RouteContract } from './_lib/contract';
import { randomBytes } from 'crypto';
import { z } from 'zod';
import { badRequest, handle, header, HttpError, notFound, type MockRequest } from './_lib/http';
import { endSessions, requireAnyId, requireMenuAccess } from './_lib/auth';
import { recordAudit } from './_lib/audit';
import { logReader } from './_lib/logs';
import { auditVisible, canGrantRole, canGrantWarehouse, dominates, holdsRole, keepsAnAdministrator, type Grant } from './_lib/privilege';
import { page as pageOf, PAGE_QUERY } from './_lib/paging';
import { getStore, nextId } from './_lib/store';
import { allIds, hashPassword, type AuditRecord, type MenuSetName, type Role, type User } from './_lib/seed';
import { parseBody } from './_lib/validate';
import {
  roleCreateSchema,
  rolePermissionsSchema,
  roleUpdateSchema,
  scopeOnlySchema,
  scopeSchema,
  userCreateSchema,
  userEnabledSchema,
  userUpdateSchema,
} from '../src/domain/system/schema';
import { LOG_READ_IDS } from '../src/domain/logs';
import {
  adminUserAnswer,
  adminUserPageAnswer,
  auditHistoryAnswer,
  auditPageAnswer,
  resetPasswordAnswer,
  roleAnswer,
  rolePageAnswer,
  userOptionsAnswer,
} from '../src/domain/system/answers';

/**
 * User and role administration; `scope` names the calling screen: `system` (250 / 255, every
 * warehouse), `warehouse` (187 / 361, the Current-Warehouse only), `admin` (261 / 266, system accounts).
 * The privilege model decides the rest (mock/_lib/privilege.ts); only a reset password leaves, once.
 */

export type Scope = 'system' | 'warehouse' | 'admin';

/** Menu ids per scope: its two screens, and the menu group they sit in (needed as well). */
const SCOPE_IDS: Record<Scope, { users: string; roles: string; group: string }> = {
  system: { users: '250', roles: '255', group: '246' },
  warehouse: { users: '187', roles: '361', group: '360' },
  admin: { users: '261', roles: '266', group: '246' },
};

export const ADMIN_ROLE_CODE = 'admin';

interface Ctx {
  scope: Scope;
  caller: User;
  /** The warehouse of the warehouse scope. */
  warehouseId?: string;
  /** Accounts of this kind and roles of this menu set are managed here. */
  kind: MenuSetName;
}

/** The menu ids a screen's routes require, by the request's scope (default `system`). */
const screenAccess = (screen: 'users' | 'roles') => (params: Record<string, string>) => {
  const ids = SCOPE_IDS[Object.hasOwn(SCOPE_IDS, params.scope ?? '') ? (params.scope as Scope) : 'system'];
  return { any: [ids[screen]], groups: [ids.group] };
};

function scopeOf(req: MockRequest): Scope {
  const raw = req.query?.scope ?? req.body?.scope ?? 'system';
  if (raw === 'system' || raw === 'warehouse' || raw === 'admin') return raw;
  throw badRequest('server.system.badScope', {}, 'scope');
}

function context(req: MockRequest, screen: 'users' | 'roles'): Ctx {
  const scope = scopeOf(req);
  // The menu ids depend on the scope (query or body): the contract reads it as a parameter (`screenAccess`).
  req.params = { ...req.params, scope };
  // A screen under a group with an id of its own needs that id too (as in src/utils/permission.ts).
  const caller = requireMenuAccess(req, screenAccess(screen)(req.params));
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
/**
 * Roles a user form of this screen deals in: the scope's roles, and in a warehouse also the
 * unlimited ones. Which of them the caller may hand out is the privilege model's question.
 */
const roleInScreen = (ctx: Ctx, r: Role) => r.menuSet === ctx.kind && (!ctx.warehouseId || !r.warehouseId || r.warehouseId === ctx.warehouseId);

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

/** The audit trail's record (mock/_lib/audit.ts), with the whole user or role before and after: who may read it depends on them. */
function audit(ctx: Ctx, entity: 'user' | 'role', entityId: string, action: string, before?: AuditRecord['before'], after?: AuditRecord['after']) {
  const named = (after ?? before) as { username?: string; code?: string } | undefined;
  recordAudit({ entity, entityId, record: named?.username ?? named?.code, action, operator: ctx.caller.username, before, after, snapshots: true });
}

// ---- paging, filtering, sorting --------------------------------------------------------------

const page = <T>(req: MockRequest, all: T[], sortable: string[]) => pageOf(all, req.query, { sortable });

const contains = (value: string, q: unknown) => !q || value.toLowerCase().includes(String(q).trim().toLowerCase());

// ---- checks that need the store, and the privilege rules (mock/_lib/privilege.ts) -------------

type Fields = Record<string, string>;

function fail(fields: Fields): never {
  const [first] = Object.values(fields);
  throw new HttpError(400, first, {}, fields);
}

/** A refusal of the privilege model: 403, shown on the form field it is about. */
const forbidden = (key: string, field?: string) => new HttpError(403, key, {}, field ? { [field]: key } : undefined);

const sameSet = (a: string[], b: string[]) => new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));

/** 403 unless the caller holds all of the user (see privilege.ts). */
function requireDominates(ctx: Ctx, user: User) {
  if (!dominates(ctx.caller, user)) throw forbidden('server.privilege.userAbove');
}

/** 400 if the store would be left without an administrator. */
function requireAdministratorLeft(change: Parameters<typeof keepsAnAdministrator>[0], field?: string) {
  if (!keepsAnAdministrator(change)) throw badRequest('server.privilege.lastAdministrator', {}, field);
}

/**
 * A user's roles and warehouses after a form of this screen: the submitted ones (absent: as they
 * were), plus its roles this screen does not deal in, kept as they are. 400 for an unknown or
 * out-of-screen choice; 403 for changing your own, or for handing out what you do not hold.
 */
function userGrants(ctx: Ctx, submitted: { roleIds?: string[]; warehouseIds?: string[] }, existing?: User) {
  const store = getStore();
  const fields: Fields = {};
  let roleIds = existing ? [...existing.roleIds] : [];
  if (submitted.roleIds) {
    const ids = [...new Set(submitted.roleIds)];
    if (ids.some((id) => !store.roles.some((r) => r.id === id && roleInScreen(ctx, r)))) fields.roleIds = 'server.user.roleInvalid';
    const kept = existing ? existing.roleIds.filter((id) => !store.roles.some((r) => r.id === id && roleInScreen(ctx, r))) : [];
    roleIds = [...new Set([...kept, ...ids])];
  }
  let warehouseIds = existing ? [...existing.warehouseIds] : [];
  if (submitted.warehouseIds) {
    const ids = [...new Set(submitted.warehouseIds)];
    if (ids.some((id) => !store.warehouses.some((w) => w.id === id))) fields.warehouseIds = 'server.user.warehouseInvalid';
    else if (ctx.warehouseId && !ids.includes(ctx.warehouseId)) fields.warehouseIds = 'server.user.warehouseCurrent';
    warehouseIds = ids;
  }
  if (Object.keys(fields).length) fail(fields);

  if (existing?.id === ctx.caller.id && (!sameSet(roleIds, existing.roleIds) || !sameSet(warehouseIds, existing.warehouseIds))) {
    throw forbidden('server.privilege.ownRoles', 'roleIds');
  }
  if (!store.roles.filter((r) => roleIds.includes(r.id)).every((r) => canGrantRole(ctx.caller, r))) throw forbidden('server.privilege.roleNotHeld', 'roleIds');
  if (!warehouseIds.every((w) => canGrantWarehouse(ctx.caller, w))) throw forbidden('server.privilege.warehouseNotHeld', 'warehouseIds');
  return { roleIds, warehouseIds };
}

type RoleBody = z.output<typeof roleUpdateSchema>;

/** A role after the body: absent fields as they were. 400 for a taken code, an unknown warehouse or id. */
function roleAfter(ctx: Ctx, b: RoleBody, existing?: Role) {
  const store = getStore();
  const fields: Fields = {};
  const code = b.code ?? existing?.code ?? '';
  if (store.roles.some((r) => r.id !== existing?.id && r.code.toLowerCase() === code.toLowerCase())) fields.code = 'server.role.codeTaken';
  else if (existing && existing.code === ADMIN_ROLE_CODE && code !== ADMIN_ROLE_CODE) fields.code = 'server.role.adminProtected';
  const name = b.name ?? existing?.name ?? '';
  const description = b.description ?? existing?.description ?? '';
  // The warehouse of a warehouse role: fixed to the current one in the warehouse scope.
  let warehouseId = existing?.warehouseId;
  if (ctx.kind === 'warehouse') {
    if (ctx.warehouseId) warehouseId = ctx.warehouseId;
    else if (b.warehouseId !== undefined) {
      if (b.warehouseId && !store.warehouses.some((w) => w.id === b.warehouseId)) fields.warehouseId = 'server.role.warehouseInvalid';
      warehouseId = b.warehouseId || undefined;
    }
  }
  let menuIds = existing?.menuIds ?? [];
  if (b.menuIds !== undefined) {
    const valid = new Set(allIds(ctx.kind));
    if (b.menuIds.some((id) => !valid.has(id))) fields.menuIds = 'server.role.menuIdInvalid';
    menuIds = [...new Set(b.menuIds)];
  }
  if (Object.keys(fields).length) fail(fields);
  return { code, name, description, warehouseId, menuIds };
}

/**
 * 403 unless the caller may make this change of a role: it holds the role as it is and as it
 * will be, and does not change the ids or warehouse of a role it holds itself. 400 if no
 * administrator would be left.
 */
function requireRoleChange(ctx: Ctx, next: Grant, existing?: Role) {
  if (existing && !canGrantRole(ctx.caller, existing)) throw forbidden('server.privilege.roleAbove');
  if (existing && holdsRole(ctx.caller, existing) && (!sameSet(next.menuIds, existing.menuIds) || (next.warehouseId || undefined) !== (existing.warehouseId || undefined))) {
    throw forbidden('server.privilege.ownRole', 'menuIds');
  }
  if (!canGrantRole(ctx.caller, next)) throw forbidden('server.privilege.idsNotHeld', 'menuIds');
  if (existing) requireAdministratorLeft({ roles: getStore().roles.map((r) => (r.id === existing.id ? { ...r, ...next } : r)) }, 'menuIds');
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

// ---- contracts: the scope (query or body) picks the screen, so the menu ids ------------------------

const SCOPE_PARAM = z.object({ scope: scopeSchema.describe('The calling screen (query or body; default system): it decides the menu ids') });
const SCOPE_QUERY = { scope: scopeSchema.optional() };
const onScreen =
  (screen: 'users' | 'roles') =>
  (summary: string, rest: Pick<RouteContract, 'query' | 'body' | 'answer'>): RouteContract => ({ summary, access: screenAccess(screen), params: SCOPE_PARAM, ...rest });
const users = onScreen('users');
const roles = onScreen('roles');
const scopeQuery = z.object(SCOPE_QUERY);
const filter = z.string().optional();
const USERS_QUERY = z.object({
  ...SCOPE_QUERY,
  username: filter,
  name: filter,
  phone: filter,
  enabled: z.enum(['true', 'false', '']).optional(),
  roleId: filter,
  ...PAGE_QUERY,
  sortField: z.enum(['username', 'name', 'phone', 'createdAt', 'updatedAt']).optional(),
});
const ROLES_QUERY = z.object({ ...SCOPE_QUERY, code: filter, name: filter, ...PAGE_QUERY, sortField: z.enum(['code', 'name', 'createdAt', 'updatedAt', 'userCount']).optional() });

export default defineRoutes({
  'GET /api/system/users': handle(users('Lists the user accounts the scope manages, filtered and paged.', { query: USERS_QUERY, answer: adminUserPageAnswer }), (req) => {
    const ctx = context(req, 'users');
    const q = req.query;
    const rows = getStore()
      .users.filter((u) => userVisible(ctx, u))
      .filter((u) => contains(u.username, q.username) && contains(u.name, q.name) && contains(u.phone, q.phone))
      .filter((u) => q.enabled === undefined || q.enabled === '' || String(u.enabled) === String(q.enabled))
      .filter((u) => !q.roleId || u.roleIds.includes(String(q.roleId)));
    return page(req, rows.map(publicUser), ['username', 'name', 'phone', 'createdAt', 'updatedAt']);
  }),

  /** What the user form offers: the roles and warehouses of this screen the caller may hand out. */
  'GET /api/system/user-options': handle(users('What the user form offers: the roles and warehouses the caller may hand out.', { query: scopeQuery, answer: userOptionsAnswer }), (req) => {
    const ctx = context(req, 'users');
    const store = getStore();
    return {
      roles: store.roles.filter((r) => roleInScreen(ctx, r) && canGrantRole(ctx.caller, r)).map(({ id, code, name, warehouseId }) => ({ id, code, name, warehouseId })),
      warehouses: store.warehouses.filter((w) => canGrantWarehouse(ctx.caller, w.id)).map(({ id, code, name }) => ({ id, code, name })),
    };
  }),

  'POST /api/system/users': handle(users('Creates a user account of the scope.', { body: userCreateSchema, answer: adminUserAnswer }), (req) => {
    const ctx = context(req, 'users');
    const body = parseBody(userCreateSchema, req.body);
    if (getStore().users.some((u) => u.username.toLowerCase() === body.username.toLowerCase())) throw badRequest('server.user.usernameTaken', {}, 'username');
    const { roleIds, warehouseIds } = userGrants(ctx, body);
    const at = now();
    const user: User = {
      id: nextId('u'),
      username: body.username,
      name: body.name,
      phone: body.phone,
      email: body.email,
      kind: ctx.kind,
      roleIds,
      warehouseIds,
      enabled: body.enabled,
      ...hashPassword(body.password),
      createdAt: at,
      updatedAt: at,
    };
    getStore().users.push(user);
    audit(ctx, 'user', user.id, 'create', undefined, auditUser(user));
    return publicUser(user);
  }),

  'PUT /api/system/users/:id': handle(users('Edits a user account: names, contacts, roles, warehouses, enabled.', { body: userUpdateSchema, answer: adminUserAnswer }), (req) => {
    const ctx = context(req, 'users');
    const body = parseBody(userUpdateSchema, req.body);
    const user = findUser(ctx, req.params.id);
    requireDominates(ctx, user);
    if (body.username !== undefined && body.username !== user.username) throw badRequest('server.user.usernameFixed', {}, 'username');
    const { roleIds, warehouseIds } = userGrants(ctx, body, user);
    const enabled = body.enabled ?? user.enabled;
    if (user.id === ctx.caller.id && !enabled) throw badRequest('server.user.disableSelf', {}, 'enabled');
    const next: User = { ...user, name: body.name ?? user.name, phone: body.phone ?? user.phone, email: body.email ?? user.email, roleIds, warehouseIds, enabled };
    requireAdministratorLeft({ users: getStore().users.map((u) => (u.id === user.id ? next : u)) }, 'roleIds');
    const before = auditUser(user);
    Object.assign(user, { name: next.name, phone: next.phone, email: next.email, roleIds, warehouseIds, enabled, updatedAt: now() });
    if (!enabled) endSessions(user.id);
    audit(ctx, 'user', user.id, 'update', before, auditUser(user));
    return publicUser(user);
  }),

  'PATCH /api/system/users/:id/enabled': handle(users('Enables or disables a user account (disabled: signed out everywhere).', { body: userEnabledSchema, answer: adminUserAnswer }), (req) => {
    const ctx = context(req, 'users');
    const { enabled } = parseBody(userEnabledSchema, req.body);
    const user = findUser(ctx, req.params.id);
    requireDominates(ctx, user);
    if (!enabled && user.id === ctx.caller.id) throw badRequest('server.user.disableSelf');
    requireAdministratorLeft({ users: getStore().users.map((u) => (u.id === user.id ? { ...u, enabled } : u)) });
    if (user.enabled === enabled) return publicUser(user);
    const before = auditUser(user);
    user.enabled = enabled;
    user.updatedAt = now();
    // a disabled account is signed out everywhere
    if (!enabled) endSessions(user.id);
    audit(ctx, 'user', user.id, enabled ? 'enable' : 'disable', before, auditUser(user));
    return publicUser(user);
  }),

  /**
   * A new random password, answered this once (it is stored only as a hash). Only for a user the
   * caller holds all of: signing in as it gives nothing the caller does not already have.
   */
  'POST /api/system/users/:id/reset-password': handle(users('Gives a user a new random password, answered this once.', { body: scopeOnlySchema, answer: resetPasswordAnswer }), (req) => {
    const ctx = context(req, 'users');
    parseBody(scopeOnlySchema, req.body);
    const user = findUser(ctx, req.params.id);
    requireDominates(ctx, user);
    const password = randomPassword();
    Object.assign(user, hashPassword(password), { updatedAt: now() });
    // whoever knew the old password is signed out at once (the caller's own session stays)
    endSessions(user.id, header(req, 'x-access-token'));
    audit(ctx, 'user', user.id, 'resetPassword');
    return { password };
  }),

  'DELETE /api/system/users/:id': handle(users('Deletes a user account and ends its sessions.', { query: scopeQuery, body: scopeOnlySchema, answer: null }), (req) => {
    parseBody(scopeOnlySchema, req.body);
    const ctx = context(req, 'users');
    const user = findUser(ctx, req.params.id);
    if (user.id === ctx.caller.id) throw badRequest('server.user.deleteSelf');
    requireDominates(ctx, user);
    const store = getStore();
    requireAdministratorLeft({ users: store.users.filter((u) => u.id !== user.id) });
    store.users = store.users.filter((u) => u.id !== user.id);
    for (const [token, s] of store.sessions) if (s.userId === user.id) store.sessions.delete(token);
    audit(ctx, 'user', user.id, 'delete', auditUser(user), undefined);
    return undefined;
  }),

  'GET /api/system/users/:id/history': handle(users("A user's audit records the caller may read, newest first.", { query: scopeQuery, answer: auditHistoryAnswer }), (req) => {
    const ctx = context(req, 'users');
    findUser(ctx, req.params.id);
    return history(ctx, 'user', req.params.id);
  }),

  // ---- roles ----------------------------------------------------------------------------------

  'GET /api/system/roles': handle(roles('Lists the roles the scope manages, with the number of users holding each.', { query: ROLES_QUERY, answer: rolePageAnswer }), (req) => {
    const ctx = context(req, 'roles');
    const q = req.query;
    const store = getStore();
    const rows = store.roles
      .filter((r) => roleVisible(ctx, r))
      .filter((r) => contains(r.code, q.code) && contains(r.name, q.name))
      .map((r) => ({ ...auditRole(r), userCount: store.users.filter((u) => u.roleIds.includes(r.id)).length }));
    return page(req, rows, ['code', 'name', 'createdAt', 'updatedAt', 'userCount']);
  }),

  'GET /api/system/roles/:id': handle(roles('One role with its menu ids.', { query: scopeQuery, answer: roleAnswer }), (req) => {
    const ctx = context(req, 'roles');
    return auditRole(findRole(ctx, req.params.id));
  }),

  'POST /api/system/roles': handle(roles('Creates a role of the scope.', { body: roleCreateSchema, answer: roleAnswer }), (req) => {
    const ctx = context(req, 'roles');
    const input = roleAfter(ctx, parseBody(roleCreateSchema, req.body));
    requireRoleChange(ctx, input);
    const at = now();
    const role: Role = { id: nextId('r'), ...input, menuSet: ctx.kind, createdAt: at, updatedAt: at };
    if (!role.warehouseId) delete role.warehouseId;
    getStore().roles.push(role);
    audit(ctx, 'role', role.id, 'create', undefined, auditRole(role));
    return auditRole(role);
  }),

  'PUT /api/system/roles/:id': handle(roles('Edits a role: code, name, description, warehouse, menu ids.', { body: roleUpdateSchema, answer: roleAnswer }), (req) => {
    const ctx = context(req, 'roles');
    const body = parseBody(roleUpdateSchema, req.body);
    const role = findRole(ctx, req.params.id);
    const input = roleAfter(ctx, body, role);
    requireRoleChange(ctx, input, role);
    const before = auditRole(role);
    Object.assign(role, input, { updatedAt: now() });
    if (!role.warehouseId) delete role.warehouseId;
    audit(ctx, 'role', role.id, 'update', before, auditRole(role));
    return auditRole(role);
  }),

  /** Stores exactly the given ids (the checked entries of the permission tree). */
  'PUT /api/system/roles/:id/permissions': handle(roles('Sets exactly the menu ids a role holds.', { body: rolePermissionsSchema, answer: roleAnswer }), (req) => {
    const ctx = context(req, 'roles');
    const body = parseBody(rolePermissionsSchema, req.body);
    const role = findRole(ctx, req.params.id);
    const { menuIds } = roleAfter(ctx, { menuIds: body.menuIds }, role);
    requireRoleChange(ctx, { menuIds, warehouseId: role.warehouseId }, role);
    const before = auditRole(role);
    role.menuIds = menuIds;
    role.updatedAt = now();
    audit(ctx, 'role', role.id, 'permissions', before, auditRole(role));
    return auditRole(role);
  }),

  'DELETE /api/system/roles/:id': handle(roles('Deletes a role nobody holds.', { query: scopeQuery, body: scopeOnlySchema, answer: null }), (req) => {
    parseBody(scopeOnlySchema, req.body);
    const ctx = context(req, 'roles');
    const role = findRole(ctx, req.params.id);
    const store = getStore();
    if (role.code === ADMIN_ROLE_CODE) throw badRequest('server.role.adminProtected');
    if (!canGrantRole(ctx.caller, role)) throw forbidden('server.privilege.roleAbove');
    const holders = store.users.filter((u) => u.roleIds.includes(role.id)).length;
    if (holders) throw badRequest('server.role.inUse', { count: holders });
    store.roles = store.roles.filter((r) => r.id !== role.id);
    audit(ctx, 'role', role.id, 'delete', auditRole(role), undefined);
    return undefined;
  }),

  'GET /api/system/roles/:id/history': handle(roles("A role's audit records the caller may read, newest first.", { query: scopeQuery, answer: auditHistoryAnswer }), (req) => {
    const ctx = context(req, 'roles');
    findRole(ctx, req.params.id);
    return history(ctx, 'role', req.params.id);
  }),

  /**
   * The audit records (newest first) the reader may read: those of the warehouses where it holds a
   * logs or admin id, as on the logs screen (mock/_lib/logs.ts `logReader`).
   */
  'GET /api/system/audit': handle({ summary: 'The audit records the reader may read, newest first, paged.', access: { any: [...LOG_READ_IDS] }, query: z.object(PAGE_QUERY), answer: auditPageAnswer }, (req) => {
    const reader = requireAnyId(req, [...LOG_READ_IDS]);
    const visible = logReader(reader);
    return page(req, [...getStore().audit].reverse().filter(visible), []);
  }),
});

function history(ctx: Ctx, entity: 'user' | 'role', id: string) {
  return getStore()
    .audit.filter((a) => a.entity === entity && a.entityId === id && auditVisible(ctx.caller, a))
    .slice()
    .reverse();
}
