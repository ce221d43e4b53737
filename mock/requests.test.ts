/**
 * Checked before any handler (issue 46): an action in the path is the route's own, never an
 * inherited property (`constructor`, `__proto__`): 404; a non-JSON body is a 400 everywhere.
 */
import { createHash } from 'crypto';
import { join } from 'path';
import { routeFiles, type Handler } from './_lib/http';
import { getStore, resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';
import { inboundEnv } from './_lib/inbound';
import { relocateEnv } from './_lib/relocate';
import { getOutbound } from './_lib/outbound';

// every route of every mock file, as Umi reads them
const routes: Record<string, Handler> = Object.assign(
  {},
  ...routeFiles(__dirname)
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    .map((f) => require(join(__dirname, f)).default),
);
const call = (route: string, opts?: CallOptions) => callRoute(routes, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;

/** The store as data, without its sessions (every signed-in request touches its own). */
function storeHash(): string {
  const { sessions, ...rest } = getStore();
  void sessions;
  return createHash('sha1').update(JSON.stringify(rest)).digest('hex');
}

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString'];

let admin: string;
const as = (params: Record<string, string> = {}, extra: CallOptions = {}): CallOptions => ({ token: admin, warehouse: 'w1', params, ...extra });
const ctx = { operator: 'test', now: new Date().toISOString() };

beforeEach(() => {
  resetStore();
  admin = login('admin');
});

describe('an action name is one of the route’s own actions', () => {
  /** Each `:action` route with a document it could act on. */
  const cases = (): [string, string][] => {
    const inb = inboundEnv('w1', ctx);
    const rel = relocateEnv('w1', ctx);
    const wh = getOutbound().warehouses.w1;
    return [
      ['POST /api/inbound/notices/:id/:action', inb.place.notices.find((n) => n.status === 'approval')!.id],
      ['POST /api/inbound/returns/:id/:action', inb.place.returns.find((r) => r.status === 'created')!.id],
      ['POST /api/inbound/trailers/:id/:action', inb.place.trailers[0].id],
      ['POST /api/relocate/relocations/:id/:action', rel.reloc.relocations.find((r) => r.status !== 'cancelled')!.id],
      ['POST /api/outbound/destroy/:id/:action', wh.destroys.find((d) => d.status === 'created')!.id],
      ['POST /api/inventory/rows/:id/:action', wh.stock.find((r) => r.onHand > 0)!.id],
      ['POST /api/inventory/lots/:action', 'x'],
    ];
  };

  it('covers every `:action` route of the mock', () => {
    const named = new Set(cases().map(([route]) => route));
    const more = Object.keys(routes).filter((r) => r.endsWith('/:action') && !named.has(r));
    // the kit's other action routes (counts, CMS): one check of theirs below
    expect(more.sort()).toEqual(['POST /api/cms/bookings/:id/:action', 'POST /api/cms/orders/:id/:action', 'POST /api/count/plans/:id/:action']);
  });

  it('a property every object has (constructor, __proto__, toString…) is a 404 under notices, returns, trailers, relocations, destroy orders, stock rows and lots; nothing changes', () => {
    const list = cases();
    const before = storeHash();
    for (const [route, id] of list) {
      for (const action of PROTOTYPE_NAMES) {
        const r = call(route, as({ id, action }, { body: {} }));
        expect([route, action, r.status, r.body.code]).toEqual([route, action, 404, 'server.notFound']);
      }
    }
    expect(storeHash()).toBe(before);
  });

  it('the same under the document kit’s other action routes (counts, CMS), for any caller', () => {
    const staff = login('staff');
    const before = storeHash();
    for (const route of ['POST /api/count/plans/:id/:action', 'POST /api/cms/bookings/:id/:action', 'POST /api/cms/orders/:id/:action']) {
      for (const action of PROTOTYPE_NAMES) {
        for (const token of [admin, staff]) {
          const r = call(route, { token, warehouse: 'w1', params: { id: 'x', action }, body: {} });
          expect([route, action, r.status]).toEqual([route, action, 404]);
        }
      }
    }
    expect(storeHash()).toBe(before);
  });

  it('the own actions still work (the notice approved)', () => {
    const [[route, id]] = cases();
    expect(call(route, as({ id, action: 'approve' })).status).toBe(200);
  });
});

describe('a body that is not JSON is a 400 before the handler runs', () => {
  const BAD = ['{', '{"reason": "x"', 'approve', "{'a': 1}", '{"a": 1,}', '   ', '<xml/>'];

  it('on every route of the mock, every method, and nothing changes', () => {
    // the areas seeded first (their seed is not a change)
    for (const r of ['GET /api/inbound/notices', 'GET /api/relocate/relocations', 'GET /api/outbound/:kind/orders', 'GET /api/count/plans', 'GET /api/cms/bookings']) call(r, as({ kind: 'b2c' }));
    const before = storeHash();
    const list = Object.keys(routes);
    expect(list.length).toBeGreaterThan(150);
    for (const route of list) {
      const params = Object.fromEntries([...route.matchAll(/:(\w+)/g)].map(([, name]) => [name, name === 'kind' ? 'b2c' : 'x']));
      for (const raw of BAD.slice(0, 2)) {
        const r = call(route, as(params, { rawBody: raw, path: '/api/x' }));
        expect([route, r.status, r.body.code]).toEqual([route, 400, 'server.validation.badJson']);
      }
    }
    expect(storeHash()).toBe(before);
  });

  it('in the caller’s language', () => {
    const r = call('POST /api/dev/reset', { rawBody: '{', lang: 'zh-CN' });
    expect(r.body).toEqual({ success: false, code: 'server.validation.badJson', message: '请求内容不是有效的 JSON', fields: undefined });
    expect(call('POST /api/dev/reset', { rawBody: '{' }).body.message).toBe('The request body is not valid JSON');
  });

  /** Endpoints that take no body: with `{}` each runs its action, so a malformed body must not. */
  const BODILESS: { name: string; route: string; opts: () => CallOptions; changed: () => unknown }[] = [
    {
      name: 'approve a notice',
      route: 'POST /api/inbound/notices/:id/:action',
      opts: () => as({ id: inboundEnv('w1', ctx).place.notices.find((n) => n.status === 'approval')!.id, action: 'approve' }),
      changed: () => inboundEnv('w1', ctx).place.notices.map((n) => n.status),
    },
    {
      name: 'book a return',
      route: 'POST /api/inbound/returns/:id/book',
      opts: () => as({ id: inboundEnv('w1', ctx).place.returns.find((r) => r.status === 'graded')!.id }),
      changed: () => inboundEnv('w1', ctx).place.returns.map((r) => r.status),
    },
    {
      name: 'approve a destroy order',
      route: 'POST /api/outbound/destroy/:id/:action',
      opts: () => as({ id: getOutbound().warehouses.w1.destroys.find((d) => d.status === 'created')!.id, action: 'approve' }),
      changed: () => getOutbound().warehouses.w1.destroys.map((d) => d.status),
    },
    {
      name: 'delete a user',
      route: 'DELETE /api/system/users/:id',
      opts: () => as({ id: 'u2' }, { query: { scope: 'system' } }),
      changed: () => getStore().users.map((u) => u.id),
    },
    {
      name: 'reset a password',
      route: 'POST /api/system/users/:id/reset-password',
      opts: () => as({ id: 'u2' }, { query: { scope: 'system' } }),
      changed: () => getStore().users.map((u) => u.passwordHash),
    },
    { name: 'reset the store', route: 'POST /api/dev/reset', opts: () => ({}), changed: () => getStore().version },
  ];

  BODILESS.forEach((e) => {
    it(`${e.name} (${e.route}): a malformed body is a 400 and changes nothing; no body, or {}, does it`, () => {
      const opts = e.opts(); // (seeds the area it reads: not a change)
      getStore().version = 7; // a reset shows
      const was = JSON.stringify(e.changed());
      const before = storeHash();
      for (const raw of BAD) {
        const r = call(e.route, { ...opts, rawBody: raw });
        expect([raw, r.status, r.body.code]).toEqual([raw, 400, 'server.validation.badJson']);
      }
      expect(JSON.stringify(e.changed())).toBe(was);
      expect(storeHash()).toBe(before);
      // the refusal was about the body: an empty one goes through
      const ok = call(e.route, { ...opts, rawBody: '' });
      expect(ok.status).toBeLessThan(300);
      expect(JSON.stringify(e.changed())).not.toBe(was);
    });
  });

  it('a body over Umi’s 5 MB limit is a 413', () => {
    const out = { status: 0, body: undefined as any };
    const res = { status: (c: number) => ((out.status = c), res), json: (b: unknown) => ((out.body = b), res) };
    routes['POST /api/dev/reset']({ method: 'POST', headers: {}, query: {}, params: {}, body: {}, bodyError: { status: 413, type: 'entity.too.large' } }, res);
    expect(out).toMatchObject({ status: 413, body: { code: 'server.validation.bodyTooLarge', message: 'The request body is larger than 5 MB' } });
  });
});
