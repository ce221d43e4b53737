import dev from './dev';
import auth from './auth';
import { getStore, resetStore } from './_lib/store';
import { sessionIdleMs } from './_lib/auth';
import { callRoute, type CallOptions } from './_lib/testing';
import { isCrossSite } from './_lib/origin';

const call = (route: string, opts?: CallOptions) => callRoute({ ...dev, ...auth }, route, opts);

beforeEach(() => resetStore());

describe('isCrossSite', () => {
  it('tells another site by Sec-Fetch-Site or by an Origin that is not the Host', () => {
    expect(isCrossSite({ host: 'localhost:8000' })).toBe(false);
    expect(isCrossSite({ host: 'localhost:8000', origin: 'http://localhost:8000', 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(isCrossSite({ host: 'localhost:8000', 'sec-fetch-site': 'none' })).toBe(false);
    expect(isCrossSite({ host: 'localhost:8000', origin: 'http://evil.example' })).toBe(true);
    // another port of the same host is the same site, but not the same origin
    expect(isCrossSite({ host: 'localhost:8000', origin: 'http://localhost:9999' })).toBe(true);
    expect(isCrossSite({ host: 'localhost:8000', 'sec-fetch-site': 'same-site' })).toBe(true);
    expect(isCrossSite({ host: 'localhost:8000', 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(isCrossSite({ host: 'localhost:8000', origin: 'null' })).toBe(true);
  });
});

describe('/api/dev/*', () => {
  it('refuses a request from another site and changes nothing', () => {
    const version = getStore().version;
    for (const headers of [{ origin: 'http://evil.example', host: 'localhost:8000' }, { 'sec-fetch-site': 'cross-site', host: 'localhost:8000' }]) {
      const r = call('POST /api/dev/version/bump', { headers });
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('server.crossSite');
    }
    expect(getStore().version).toBe(version);
    expect(call('POST /api/dev/version/bump', { headers: { origin: 'http://localhost:8000', host: 'localhost:8000' } }).status).toBe(200);
    expect(getStore().version).toBe(version + 1);
  });

  it('validates bodies: a bad idle time is a 400 and the idle time stays', () => {
    const idle = sessionIdleMs();
    for (const body of [{ seconds: -1 }, { seconds: 'x' }, { seconds: 1.5 }, { seconds: 1e9 }, { other: 1 }, 'x']) {
      expect(call('POST /api/dev/sessions/idle', { body }).status).toBe(400);
      expect(sessionIdleMs()).toBe(idle);
    }
    expect(call('POST /api/dev/sessions/idle', { body: { seconds: 2 } }).status).toBe(204);
    expect(sessionIdleMs()).toBe(2000);
    expect(call('POST /api/dev/sessions/idle', { body: {} }).status).toBe(204);
    expect(sessionIdleMs()).toBe(idle);
  });

  it('expires the named session only; a token of the wrong type is a 400', () => {
    const a = call('POST /api/login', { body: { username: 'staff', password: 'staff123' } }).body.data.token;
    const b = call('POST /api/login', { body: { username: 'admin', password: 'admin123' } }).body.data.token;
    expect(call('POST /api/dev/sessions/expire', { body: { token: 5 } }).status).toBe(400);
    expect(getStore().sessions.get(a)!.lastSeen).toBeGreaterThan(0);
    expect(call('POST /api/dev/sessions/expire', { body: { token: a } }).status).toBe(204);
    expect(getStore().sessions.get(a)!.lastSeen).toBe(0);
    expect(getStore().sessions.get(b)!.lastSeen).toBeGreaterThan(0);
  });
});
