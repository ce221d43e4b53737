import { badRequest, handle, HttpError } from './_lib/http';
import { checkPassword, heldIds, openSession, requireUser } from './_lib/auth';
import { getStore } from './_lib/store';
import { header } from './_lib/http';

export default {
  'POST /api/login': handle((req) => {
    const username = String(req.body?.username ?? '').trim();
    const password = String(req.body?.password ?? '');
    if (!username) throw badRequest('server.login.usernameRequired', {}, 'username');
    if (!password) throw badRequest('server.login.passwordRequired', {}, 'password');
    const user = getStore().users.find((u) => u.username === username);
    if (!user || !checkPassword(user, password)) throw new HttpError(400, 'server.login.invalid');
    if (!user.enabled) throw new HttpError(403, 'server.login.disabled');
    return { token: openSession(user) };
  }),

  'POST /api/logout': handle((req) => {
    const token = header(req, 'x-access-token');
    if (token) getStore().sessions.delete(token);
    return undefined;
  }),

  'GET /api/currentUser': handle((req) => {
    const user = requireUser(req);
    const store = getStore();
    const roles = store.roles.filter((r) => user.roleIds.includes(r.id));
    return {
      id: user.id,
      username: user.username,
      name: user.name,
      menuIds: [...heldIds(user)].sort((a, b) => Number(a) - Number(b)),
      warehouses: store.warehouses
        .filter((w) => w.enabled && user.warehouseIds.includes(w.id))
        .map(({ id, code, name }) => ({ id, code, name })),
      roles: roles.map(({ id, code, name }) => ({ id, code, name })),
    };
  }),
};
