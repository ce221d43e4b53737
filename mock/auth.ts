import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { handle, header, HttpError, type MockRequest } from './_lib/http';
import { parseBody } from './_lib/validate';
import { checkPassword, clearLoginFailures, heldIds, loginLockedFor, openSession, recordLoginFailure, requireUser } from './_lib/auth';
import { getStore } from './_lib/store';
import type { User } from './_lib/seed';
import { emptyBodySchema, loginSchema } from '../src/domain/system/schema';
import { currentUserAnswer, loginAnswer } from '../src/domain/auth/answers';

/**
 * The warehouse /api/currentUser answers for: the Current-Warehouse header if the user may work
 * there, else the first of its warehouses, the same choice the console makes (pickWarehouse).
 */
function currentWarehouse(req: MockRequest, user: User): string | undefined {
  const usable = getStore().warehouses.filter((w) => w.enabled && user.warehouseIds.includes(w.id));
  const asked = header(req, 'current-warehouse');
  return usable.find((w) => w.id === asked)?.id ?? usable[0]?.id;
}

export default defineRoutes({
  /**
   * A locked username answers 429 without reading the password; a disabled account answers like a
   * wrong password and counts towards the lock, so nothing tells which accounts exist or are disabled.
   */
  'POST /api/login': handle({ summary: 'Signs in with a username and password; answers the session token.', access: 'public', body: loginSchema, answer: loginAnswer }, (req) => {
    const { username, password } = parseBody(loginSchema, req.body);
    const wait = loginLockedFor(username);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new HttpError(429, 'server.login.locked', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
    }
    const user = getStore().users.find((u) => u.username === username);
    if (!user || !checkPassword(user, password) || !user.enabled) {
      recordLoginFailure(username);
      throw new HttpError(400, 'server.login.invalid');
    }
    clearLoginFailures(username);
    return { token: openSession(user) };
  }),

  'POST /api/logout': handle({ summary: 'Signs out: ends the session of the X-Access-Token header, if any.', access: 'public', body: emptyBodySchema, answer: null }, (req) => {
    parseBody(emptyBodySchema, req.body);
    const token = header(req, 'x-access-token');
    if (token) getStore().sessions.delete(token);
    return undefined;
  }),

  /** `menuIds`: what the user holds in the current warehouse (a role limited to another one adds nothing). */
  'GET /api/currentUser': handle({ summary: 'The signed-in user: its menu ids in the current warehouse, its warehouses and roles.', access: 'user', answer: currentUserAnswer }, (req) => {
    const user = requireUser(req);
    const store = getStore();
    const roles = store.roles.filter((r) => user.roleIds.includes(r.id));
    return {
      id: user.id,
      username: user.username,
      name: user.name,
      menuIds: [...heldIds(user, currentWarehouse(req, user))].sort((a, b) => Number(a) - Number(b)),
      warehouses: store.warehouses
        .filter((w) => w.enabled && user.warehouseIds.includes(w.id))
        .map(({ id, code, name }) => ({ id, code, name })),
      roles: roles.map(({ id, code, name }) => ({ id, code, name })),
    };
  }),
});
