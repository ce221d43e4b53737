import { collapseSlashes, failureText, fillPath, MissingPathParamError, request, REQUEST_TIMEOUT_MS, RequestError, unwrap, writeCount } from './request';
import { STORAGE_KEYS } from './storage';

jest.mock('./session', () => ({ handleUnauthorized: jest.fn() }));
jest.mock('@/i18n', () => ({
  __esModule: true,
  default: { language: 'en', t: (key: string, vars?: object) => `t:${key}${vars ? JSON.stringify(vars) : ''}` },
}));
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { handleUnauthorized } = require('./session') as { handleUnauthorized: jest.Mock };

type Call = { url: string; init: RequestInit & { headers: Record<string, string> } };
let calls: Call[];

function answer(status: number, body: unknown, contentType = typeof body === 'string' ? 'text/plain' : 'application/json') {
  (global as any).fetch = jest.fn((url: string, init: any) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': contentType } }));
  });
}

/** fetch as the browser does it without a network: a TypeError, "Failed to fetch". */
function noAnswer() {
  (global as any).fetch = jest.fn((url: string, init: any) => {
    calls.push({ url, init });
    return Promise.reject(new TypeError('Failed to fetch'));
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

  test('an idempotency key is sent as the Idempotency-Key header, only when given', async () => {
    answer(200, {});
    await request('POST', '/api/a', { x: 1 }, { idempotencyKey: 'scan-key-1' });
    await request('POST', '/api/a', { x: 1 });
    expect(calls[0].init.headers['Idempotency-Key']).toBe('scan-key-1');
    expect(calls[0].init.headers.Accept).toBe('application/json');
    expect(calls[1].init.headers['Idempotency-Key']).toBeUndefined();
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
    expect(error).toMatchObject({ status: 409, message: 'Order is already shipped', kind: 'http' });
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });
});

describe('writes, for answers read before them (the query layer marks them stale)', () => {
  test('every settled write counts, failed ones too; reads do not', async () => {
    const before = writeCount();
    answer(200, { code: 200, data: [] });
    await request('GET', '/api/master/zones');
    expect(writeCount()).toBe(before);
    await request('POST', '/api/master/zones', { code: 'A' });
    await request('DELETE', '/api/master/zones/A');
    expect(writeCount()).toBe(before + 2);
    answer(409, { code: 409, message: 'taken' });
    await expect(request('PUT', '/api/master/zones/A', { name: 'x' })).rejects.toBeInstanceOf(RequestError);
    noAnswer();
    await expect(request('PATCH', '/api/master/zones/A', { name: 'x' })).rejects.toBeInstanceOf(RequestError);
    expect(writeCount()).toBe(before + 4);
  });
});

describe('failures the user is told about in their language', () => {
  test('a 5xx whose body is not the back end\'s JSON (an HTML page, text) never shows that body', async () => {
    answer(500, '<html><body><h1>500 Internal Server Error</h1></body></html>', 'text/html');
    const html = (await request('GET', '/api/a').catch((e) => e)) as RequestError;
    expect(html).toMatchObject({ status: 500, kind: 'server', message: 't:request.server{"status":500}' });
    expect(html.message).not.toMatch(/</);
    answer(502, 'Bad gateway');
    await expect(request('GET', '/api/a')).rejects.toMatchObject({ status: 502, message: 't:request.server{"status":502}' });
    answer(404, '<html>not here</html>', 'text/html');
    await expect(request('GET', '/api/a')).rejects.toMatchObject({ status: 404, kind: 'server', message: 't:request.failed{"status":404}' });
  });

  test('a JSON error without a message gets the translated one for its status', async () => {
    answer(503, { success: false });
    await expect(request('GET', '/api/a')).rejects.toMatchObject({ status: 503, kind: 'server', message: 't:request.server{"status":503}' });
  });

  test('a 200 whose body is not JSON is a bad answer, not data', async () => {
    answer(200, '{"list": [', 'application/json');
    await expect(request('GET', '/api/a')).rejects.toMatchObject({ status: 200, kind: 'badAnswer', message: 't:request.badAnswer' });
    answer(200, '<html>login portal</html>', 'text/html');
    await expect(request('GET', '/api/a')).rejects.toMatchObject({ kind: 'badAnswer' });
  });

  test('an empty 2xx body is no data, and a JSON string is a string', async () => {
    answer(204, '');
    await expect(request('POST', '/api/logout')).resolves.toBeUndefined();
    answer(200, { data: '1.0.3' });
    await expect(request('GET', '/api/getVersion')).resolves.toBe('1.0.3');
  });

  test('no answer at all: "network" online, "offline" when the browser says so; never "Failed to fetch"', async () => {
    noAnswer();
    await expect(request('GET', '/api/a')).rejects.toMatchObject({ status: 0, kind: 'network', message: 't:request.network' });
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(request('GET', '/api/a')).rejects.toMatchObject({ status: 0, kind: 'offline', message: 't:request.offline' });
    } finally {
      onLine.mockRestore();
    }
  });

  test(`every request has a timeout (${REQUEST_TIMEOUT_MS} ms unless told): a missing answer fails as "timeout"`, async () => {
    (global as any).fetch = jest.fn((url: string, init: any) => {
      calls.push({ url, init });
      return new Promise(() => {}); // never answers
    });
    await expect(request('GET', '/api/a', {}, { timeout: 20 })).rejects.toMatchObject({ status: 0, kind: 'timeout', message: 't:request.timeout' });
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
  });

  test('the default timeout applies without options', async () => {
    jest.useFakeTimers();
    try {
      (global as any).fetch = jest.fn(() => new Promise(() => {}));
      const pending = request('GET', '/api/a').catch((e) => e);
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      expect(await pending).toMatchObject({ kind: 'timeout' });
    } finally {
      jest.useRealTimers();
    }
  });

  test('what to show for a failure: the request\'s message, else a translated "bad answer"', () => {
    expect(failureText(new RequestError(0, 'Offline here', undefined, 'offline'))).toBe('Offline here');
    expect(failureText(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe('t:request.badAnswer');
  });
});
