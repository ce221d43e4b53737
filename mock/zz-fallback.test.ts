import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import fallback, { allowedMethods, pathPattern } from './zz-fallback';
import type { MockRequest, MockResponse } from './_lib/http';

function call(method: string, path: string) {
  const out = { status: 0, body: undefined as any, headers: {} as Record<string, string> };
  const res: MockResponse = {
    status(c) {
      out.status = c;
      return res;
    },
    json(b) {
      out.body = b;
      return res;
    },
    setHeader(name, value) {
      out.headers[name] = value;
      return res;
    },
  };
  fallback[`${method} /api/(.*)`]({ method, path, headers: { 'accept-language': 'en' }, query: {}, params: {} } as MockRequest, res);
  return out;
}

describe('the /api fallback', () => {
  it('is the last mock file Umi reads (files are read in name order), so every real route wins', () => {
    const files = readdirSync(__dirname).filter((f) => /\.[jt]s$/.test(f) && !/\.test\./.test(f));
    expect(files.sort().pop()).toBe('zz-fallback.ts');
  });

  it('leaves tests and benches out: Umi excludes them (.umirc.ts), and the fallback does not read them as routes', () => {
    const umirc = readFileSync(join(__dirname, '..', '.umirc.ts'), 'utf8');
    const kinds = new Set(readdirSync(__dirname).flatMap((f) => /\.(test|bench)\.ts$/.exec(f)?.[1] ?? []));
    expect([...kinds].sort()).toEqual(['bench', 'test']);
    for (const kind of kinds) expect(umirc).toContain(`'mock/**/*.${kind}.ts'`);
  });

  it('answers an unknown /api path with a JSON 404 for every method', () => {
    for (const m of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const r = call(m, '/api/nothing/here');
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ success: false, code: 'server.unknownEndpoint', message: 'There is no such endpoint', fields: undefined });
    }
  });

  it('answers a known path with another method with a 405 and the allowed methods', () => {
    const r = call('DELETE', '/api/outbound/b2c/orders');
    expect(r.status).toBe(405);
    expect(r.body.code).toBe('server.methodNotAllowed');
    expect(r.headers.Allow.split(', ').sort()).toEqual(['GET', 'POST']);
    expect(call('GET', '/api/dev/reset').headers.Allow).toBe('POST');
    expect(allowedMethods('/api/system/users/u1/')).toEqual(expect.arrayContaining(['PUT', 'DELETE']));
  });

  it('matches path parameters within one segment only', () => {
    expect(pathPattern('/api/outbound/:kind/orders/:id').test('/api/outbound/b2c/orders/7')).toBe(true);
    expect(pathPattern('/api/outbound/:kind/orders/:id').test('/api/outbound/b2c/orders/7/label')).toBe(false);
  });
});
