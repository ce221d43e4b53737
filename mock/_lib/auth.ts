import { header, HttpError, type MockRequest } from './http';
import { observe } from './contract';
import { getStore, newToken } from './store';
import { hashPassword, type Role, type User } from './seed';

const DEFAULT_IDLE_MINUTES = 30;
let idleOverrideMs: number | undefined;

/** Idle time after which a token answers 401: MOCK_SESSION_IDLE_MINUTES (default 30). */
export function sessionIdleMs(): number {
  if (idleOverrideMs !== undefined) return idleOverrideMs;
  const minutes = Number(process.env.MOCK_SESSION_IDLE_MINUTES);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_IDLE_MINUTES) * 60_000;
}

/** Development: change the idle time at run time (undefined restores the default). */
export function setSessionIdleMs(ms: number | undefined) {
  idleOverrideMs = ms;
}

export function checkPassword(user: User, password: string) {
  return hashPassword(password, user.passwordSalt).passwordHash === user.passwordHash;
}

export function openSession(user: User, now = Date.now()): string {
  const token = newToken();
  getStore().sessions.set(token, { token, userId: user.id, createdAt: now, lastSeen: now });
  return token;
}

/** Signs a user out everywhere (a password reset, a disabled account), except the session `keep`. */
export function endSessions(userId: string, keep?: string) {
  const sessions = getStore().sessions;
  for (const [token, s] of sessions) if (s.userId === userId && token !== keep) sessions.delete(token);
}

/** The user behind the request's X-Access-Token; 401 for a missing, unknown or idle token. */
export function requireUser(req: MockRequest, now = Date.now()): User {
  const store = getStore();
  const token = header(req, 'x-access-token');
  const session = token ? store.sessions.get(token) : undefined;
  observe({ user: true });
  if (!session) throw new HttpError(401, 'server.unauthorized');
  if (now - session.lastSeen > sessionIdleMs()) {
    store.sessions.delete(session.token);
    throw new HttpError(401, 'server.sessionExpired');
  }
  const user = store.users.find((u) => u.id === session.userId);
  if (!user || !user.enabled) {
    store.sessions.delete(session.token);
    throw new HttpError(401, 'server.unauthorized');
  }
  session.lastSeen = now;
  return user;
}

/**
 * Does the role give its ids in this warehouse? An unlimited role applies everywhere; a role
 * limited to a warehouse only there, and only to a user who may work there. No warehouse
 * (undefined): only unlimited roles count.
 */
export function roleApplies(role: Role, user: User, warehouseId: string | undefined): boolean {
  if (!role.warehouseId) return true;
  return role.warehouseId === warehouseId && user.warehouseIds.includes(warehouseId);
}

/** Every menu id the user holds through those of `roles` it has that apply in the warehouse. */
export function heldIdsAmong(user: User, roles: Role[], warehouseId: string | undefined): Set<string> {
  return new Set(roles.filter((r) => user.roleIds.includes(r.id) && roleApplies(r, user, warehouseId)).flatMap((r) => r.menuIds));
}

/** Every menu id the user holds in the warehouse (undefined: through unlimited roles only). */
export function heldIds(user: User, warehouseId: string | undefined): Set<string> {
  return heldIdsAmong(user, getStore().roles, warehouseId);
}

/**
 * The signed-in user, if it holds at least one of `ids` (the screen's menu ids) in the warehouse
 * of the request's Current-Warehouse header; 403 otherwise. A role limited to another warehouse
 * does not count: a w1 role opens nothing in w2.
 */
export function requireAnyId(req: MockRequest, ids: string[]): User {
  const user = requireUser(req);
  observe({ anyIds: ids });
  const held = heldIds(user, header(req, 'current-warehouse'));
  if (!ids.some((id) => held.has(id))) throw new HttpError(403, 'server.forbidden');
  return user;
}

/**
 * `requireAnyId` for a page inside a menu group with an id of its own (82 product…): one of
 * `access.any`, and every id of `access.groups`, held in the Current-Warehouse; 403 otherwise.
 */
export function requireMenuAccess(req: MockRequest, access: { any: readonly string[]; groups?: readonly string[] }): User {
  const user = requireAnyId(req, [...access.any]);
  observe({ groups: access.groups ?? [] });
  const held = heldIds(user, header(req, 'current-warehouse'));
  if (!(access.groups ?? []).every((id) => held.has(id))) throw new HttpError(403, 'server.forbidden');
  return user;
}

/** Reads change nothing: every other method is a write. */
const isRead = (req: MockRequest) => ['GET', 'HEAD', 'OPTIONS'].includes((req.method ?? 'GET').toUpperCase());

/**
 * The warehouse named by the Current-Warehouse header, if the user may work in it; 403 otherwise.
 * A disabled warehouse is read only: a write in it is a 409 (`server.warehouse.disabled`), unless
 * `evenDisabled` (the warehouse list itself, so that a disabled warehouse can be enabled again).
 */
export function requireWarehouse(req: MockRequest, user: User, opts: { evenDisabled?: boolean } = {}): string {
  observe({ warehouse: true });
  const id = header(req, 'current-warehouse');
  if (!id) throw new HttpError(400, 'server.warehouse.missing');
  if (!user.warehouseIds.includes(id)) throw new HttpError(403, 'server.warehouse.forbidden');
  if (!opts.evenDisabled && !isRead(req)) {
    const warehouse = getStore().warehouses.find((w) => w.id === id);
    if (warehouse && !warehouse.enabled) throw new HttpError(409, 'server.warehouse.disabled', { code: warehouse.code });
  }
  return id;
}

// ---- sign-in lockout ---------------------------------------------------------------------------

/** Wrong passwords in a row that lock a username, and for how long. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MS = 15 * 60_000;
/** Usernames tracked at most: random names cannot grow the table without bound. */
const LOGIN_TRACKED_MAX = 10_000;

interface Failures {
  count: number;
  last: number;
  lockedUntil: number;
}

// Kept beside the store, not in it: a reset store (tests, POST /api/dev/reset) starts unlocked.
const failuresByStore = new WeakMap<object, Map<string, Failures>>();

function failureTable(): Map<string, Failures> {
  const store = getStore();
  let table = failuresByStore.get(store);
  if (!table) failuresByStore.set(store, (table = new Map()));
  return table;
}

// Usernames are unique without regard to case: "Admin" and "admin" share one count.
const loginKey = (username: string) => username.toLowerCase();

/** How long the username stays locked (ms; 0 = not locked). */
export function loginLockedFor(username: string, now = Date.now()): number {
  const table = failureTable();
  const entry = table.get(loginKey(username));
  if (!entry) return 0;
  if (entry.lockedUntil > now) return entry.lockedUntil - now;
  // A lock that ran out, or failures long ago, start over.
  if (entry.lockedUntil || now - entry.last > LOGIN_LOCK_MS) table.delete(loginKey(username));
  return 0;
}

/** One more wrong password (or any attempt on a disabled account); the fifth locks the username. */
export function recordLoginFailure(username: string, now = Date.now()) {
  const table = failureTable();
  const key = loginKey(username);
  const entry = table.get(key) ?? { count: 0, last: now, lockedUntil: 0 };
  entry.count += 1;
  entry.last = now;
  if (entry.count >= LOGIN_MAX_FAILURES) entry.lockedUntil = now + LOGIN_LOCK_MS;
  table.delete(key);
  table.set(key, entry);
  if (table.size > LOGIN_TRACKED_MAX) {
    // Oldest first (a Map keeps insertion order; an update re-inserts), unlocked ones before
    // locked ones: spraying other names must not lift a lock.
    for (const [k, e] of table) {
      if (table.size <= LOGIN_TRACKED_MAX) break;
      if (e.lockedUntil <= now) table.delete(k);
    }
    for (const k of table.keys()) {
      if (table.size <= LOGIN_TRACKED_MAX) break;
      table.delete(k);
    }
  }
}

export function clearLoginFailures(username: string) {
  failureTable().delete(loginKey(username));
}
