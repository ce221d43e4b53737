import { collapseSlashes, fillPath, MissingPathParamError, request, RequestError, unwrap } from './request';
import { STORAGE_KEYS } from './storage';

jest.mock('./session', () => ({ handleUnauthorized: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { handleUnauthorized } = require('./session') as { handleUnauthorized: jest.Mock };

type Call = { url: string; init: RequestInit & { headers: Record<string, string> } };
let calls: Call[];

function answer(status: number, body: unknown) {
  (global as any).fetch = jest.fn((url: string, init: any) => {
    calls.push({ url, init });
    return Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json' },
      }),
    );
  });
}

beforeEach(() => {
  calls = [];
  localStorage.clear();
  handleUnauthorized.mockClear();
});

describe('request rules', () => {
  test('1. X-Access-Token from the stored token, absent without one', async () => {
    answer(200, {});
    await request('GET', '/api/a');
    expect(calls[0].init.headers['X-Access-Token']).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    await request('GET', '/api/a');
    expect(calls[1].init.headers['X-Access-Token']).toBe('tok-1');
  });

  test('2. Current-Warehouse from the stored warehouse', async () => {
    answer(200, {});
    await request('GET', '/api/a');
    expect(calls[0].init.headers['Current-Warehouse']).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.warehouse, 'w2');
    await request('POST', '/api/a', { x: 1 });
    expect(calls[1].init.headers['Current-Warehouse']).toBe('w2');
  });

  test('3. credentials include and Accept JSON on every method', async () => {
    answer(200, {});
    for (const m of ['GET', 'POST', 'PUT', 'DELETE'] as const) await request(m, '/api/a');
    for (const c of calls) {
      expect(c.init.credentials).toBe('include');
      expect(c.init.headers.Accept).toBe('application/json');
    }
  });

  test('4. a body with data is unwrapped to it; others are returned as they are', async () => {
    answer(200, { data: { id: 7 }, success: true });
    await expect(request('GET', '/api/a')).resolves.toEqual({ id: 7 });
    answer(200, { items: [1] });
    await expect(request('GET', '/api/a')).resolves.toEqual({ items: [1] });
    answer(200, { data: null });
    await expect(request('GET', '/api/a')).resolves.toBeNull();
    expect(unwrap([1, 2])).toEqual([1, 2]);
  });

  test('5. GET sends its parameters as a query string, POST as a JSON body', async () => {
    answer(200, {});
    await request('GET', '/api/list', { page: 2, q: 'a b' });
    expect(calls[0].url).toBe('/api/list?page=2&q=a%20b');
    expect(calls[0].init.body).toBeUndefined();
    await request('POST', '/api/list', { page: 2 });
    expect(calls[1].url).toBe('/api/list');
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ page: 2 });
  });

  test('6. path parameters are filled and removed from the payload', async () => {
    answer(200, {});
    await request('GET', '/api/order/:id', { id: 7, status: 'x' });
    expect(calls[0].url).toBe('/api/order/7?status=x');
    await request('PUT', '/api/order/:id', { id: 8, status: 'y' });
    expect(calls[1].url).toBe('/api/order/8');
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ status: 'y' });
  });

  test('6. a missing path value throws before anything is sent', async () => {
    answer(200, {});
    await expect(request('GET', '/api/order/:id', { status: 'x' })).rejects.toBeInstanceOf(MissingPathParamError);
    expect(calls).toHaveLength(0);
  });

  test('6. doubled slashes collapse, a scheme keeps its //', () => {
    expect(collapseSlashes('/api//order///7')).toBe('/api/order/7');
    expect(collapseSlashes('http://host:8080//api//x')).toBe('http://host:8080/api/x');
    expect(fillPath('/api//order/:id/', { id: 1 }).url).toBe('/api/order/1/');
    expect(fillPath('http://h:8080/api/:id', { id: 'a/b' })).toEqual({ url: 'http://h:8080/api/a%2Fb', rest: {} });
  });

  test('7. 401 goes to the session handler and still rejects', async () => {
    answer(401, { message: 'expired' });
    await expect(request('GET', '/api/a')).rejects.toMatchObject({ status: 401 });
    expect(handleUnauthorized).toHaveBeenCalledTimes(1);
  });

  test('8. other failures reject with the status and the server message; no global handling', async () => {
    answer(409, { success: false, message: 'Order is already shipped' });
    const error = await request('POST', '/api/a').catch((e) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ status: 409, message: 'Order is already shipped' });
    answer(500, 'Internal error');
    await expect(request('GET', '/api/a')).rejects.toMatchObject({ status: 500, message: 'Internal error' });
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });
});
