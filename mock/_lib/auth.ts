import { header, HttpError, type MockRequest } from './http';
import { getStore, newToken } from './store';
import { hashPassword, type User } from './seed';

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

/** The user behind the request's X-Access-Token; 401 for a missing, unknown or idle token. */
export function requireUser(req: MockRequest, now = Date.now()): User {
  const store = getStore();
  const token = header(req, 'x-access-token');
  const session = token ? store.sessions.get(token) : undefined;
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

/** Every menu id the user holds through its roles. */
export function heldIds(user: User): Set<string> {
  const roles = getStore().roles.filter((r) => user.roleIds.includes(r.id));
  return new Set(roles.flatMap((r) => r.menuIds));
}

/** The signed-in user, if it holds at least one of `ids` (the screen's menu ids); 403 otherwise. */
export function requireAnyId(req: MockRequest, ids: string[]): User {
  const user = requireUser(req);
  const held = heldIds(user);
  if (!ids.some((id) => held.has(id))) throw new HttpError(403, 'server.forbidden');
  return user;
}

/** The warehouse named by the Current-Warehouse header, if the user may work in it; 403 otherwise. */
export function requireWarehouse(req: MockRequest, user: User): string {
  const id = header(req, 'current-warehouse');
  if (!id) throw new HttpError(400, 'server.warehouse.missing');
  if (!user.warehouseIds.includes(id)) throw new HttpError(403, 'server.warehouse.forbidden');
  return id;
}
