import { z } from 'zod';
import './root';
import { requireAnyId, requireUser, requireWarehouse } from './auth';
import { defineRoutes, type RouteContract } from './contract';
import { handle } from './http';
import { resetStore } from './store';
import { callRoute } from './testing';
import { parseBody } from './validate';
import auth from '../auth';

// A breach answers 500 in jest (the test that called the route fails) and prints why.
beforeEach(() => {
  resetStore();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const token = () => callRoute(auth, 'POST /api/login', { body: { username: 'admin', password: 'admin123' } }).body.data.token as string;
const body = z.strictObject({ qty: z.number().int().positive() });
const base: RouteContract = { summary: 'test', access: { any: ['34'] }, warehouse: true, body, answer: z.object({ n: z.number() }) };

function route(contract: RouteContract, fn: Parameters<typeof handle>[1]) {
  return defineRoutes({ 'POST /api/test/contract': handle(contract, fn) });
}
const call = (routes: ReturnType<typeof route>, b: unknown = { qty: 1 }) => callRoute(routes, 'POST /api/test/contract', { token: token(), warehouse: 'w1', body: b });
const breachOf = () => String((console.error as jest.Mock).mock.calls.flat().find((a) => a instanceof Error)?.message ?? '');

const honest = (req: any) => {
  const user = requireAnyId(req, ['34']);
  requireWarehouse(req, user);
  return { n: parseBody(body, req.body).qty };
};

test('a handler that keeps its contract answers as usual', () => {
  expect(call(route(base, honest)).body).toEqual({ success: true, data: { n: 1 } });
});

test('an answer that does not fit its schema is a breach', () => {
  expect(call(route({ ...base, answer: z.object({ n: z.string() }) }, honest)).status).toBe(500);
  expect(breachOf()).toMatch(/answer: n /);
});

test('checking other menu ids, or no warehouse, than declared is a breach', () => {
  expect(call(route({ ...base, access: { any: ['35'] } }, honest)).status).toBe(500);
  expect(breachOf()).toMatch(/menu ids: declared \[35\], checked \[34\]/);
  (console.error as jest.Mock).mockClear();
  expect(call(route({ ...base, access: 'user' }, (req) => ({ n: parseBody(body, requireUser(req) && req.body).qty }))).status).toBe(500);
  expect(breachOf()).toMatch(/Current-Warehouse: declared true, used false/);
});

test('a public route that reads the user, or a guarded one that never checks the token, is a breach', () => {
  expect(call(route({ ...base, access: 'public', warehouse: false }, (req) => ({ n: requireUser(req) ? 1 : 0 }))).status).toBe(500);
  expect(breachOf()).toMatch(/declared public/);
  (console.error as jest.Mock).mockClear();
  expect(call(route({ ...base, access: 'user', warehouse: false, body: undefined }, () => ({ n: 1 }))).status).toBe(500);
  expect(breachOf()).toMatch(/never checks the token/);
});

test('a body accepted by the handler but refused by the declared schema is a breach', () => {
  const loose = z.object({ qty: z.number() });
  const r = route({ ...base, body: body }, (req) => {
    const user = requireAnyId(req, ['34']);
    requireWarehouse(req, user);
    return { n: parseBody(loose, req.body).qty };
  });
  expect(call(r, { qty: 1.5 }).status).toBe(500);
  expect(breachOf()).toMatch(/accepted a body its declared schema refuses/);
});
