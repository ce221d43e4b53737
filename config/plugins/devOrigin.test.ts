/** @jest-environment node */
import http from 'http';
import type { AddressInfo } from 'net';
import express from '@umijs/bundler-utils/compiled/express';

// the cors of Umi's dev server (@umijs/bundler-webpack), not a dependency of the project's own
// eslint-disable-next-line @typescript-eslint/no-var-requires
const cors = require(require.resolve('cors', { paths: [require.resolve('@umijs/bundler-webpack')] }));
import plugin, { replaceCors } from './devOrigin';
import { logMissingKeys, MISSING_KEYS_MAX_BYTES } from './locales';

/** A dev server as Umi builds it (cors reflecting any Origin with credentials first), with the plugin applied. */
async function devServer(withPlugin: boolean) {
  const app = express();
  app.use(cors({ origin: true, methods: ['GET', 'HEAD', 'PUT', 'POST', 'PATCH', 'DELETE', 'OPTIONS'], credentials: true }));
  if (withPlugin) {
    let hook: ((args: { app: unknown }) => void) | undefined;
    plugin({ onBeforeMiddleware: (fn: typeof hook) => (hook = fn), logger: { warn: () => {} } } as any);
    hook!({ app });
  }
  app.post('/api/dev/reset', (_req: unknown, res: any) => res.status(204).end());
  app.get('/api/x', (_req: unknown, res: any) => res.json({ ok: true }));
  app.post('/locales/add/en/common', (req: any, res: any) => logMissingKeys(req, res, () => {}));
  const server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((r) => server.close(r)) };
}

const EVIL = { Origin: 'http://evil.example' };

describe('dev server CORS and development doors', () => {
  it("Umi's dev server alone reflects any Origin with credentials (what the plugin neutralises)", async () => {
    const s = await devServer(false);
    const r = await fetch(`${s.base}/api/x`, { headers: EVIL });
    expect(r.headers.get('access-control-allow-origin')).toBe('http://evil.example');
    expect(r.headers.get('access-control-allow-credentials')).toBe('true');
    await s.close();
  });

  it('with the plugin: no CORS headers for another origin, its preflight refused, same-origin untouched', async () => {
    const s = await devServer(true);
    const r = await fetch(`${s.base}/api/x`, { headers: EVIL });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    expect(r.headers.get('access-control-allow-credentials')).toBeNull();
    const pre = await fetch(`${s.base}/api/x`, { method: 'OPTIONS', headers: { ...EVIL, 'Access-Control-Request-Method': 'POST' } });
    expect(pre.status).toBe(403);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const own = await fetch(`${s.base}/api/x`, { headers: { Origin: s.base } });
    expect(own.status).toBe(200);
    await s.close();
  });

  it('refuses /api/dev/* and /locales/add/* to another site, serves them to the same origin', async () => {
    const s = await devServer(true);
    expect((await fetch(`${s.base}/api/dev/reset`, { method: 'POST', headers: EVIL })).status).toBe(403);
    expect((await fetch(`${s.base}/api/dev/reset`, { method: 'POST', headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403);
    expect((await fetch(`${s.base}/locales/add/en/common`, { method: 'POST', headers: EVIL, body: '{}' })).status).toBe(403);
    expect((await fetch(`${s.base}/api/dev/reset`, { method: 'POST', headers: { Origin: s.base } })).status).toBe(204);
    expect((await fetch(`${s.base}/locales/add/en/common`, { method: 'POST', body: '{"a":"a"}' })).status).toBe(204);
    await s.close();
  });

  it('caps the size of a missing-keys report', async () => {
    const s = await devServer(true);
    const big = 'x'.repeat(MISSING_KEYS_MAX_BYTES + 1);
    // told by Content-Length
    expect((await fetch(`${s.base}/locales/add/en/common`, { method: 'POST', body: big })).status).toBe(413);
    // or found while reading a body of unknown length
    const chunked = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const r = await fetch(`${s.base}/locales/add/en/common`, { method: 'POST', body: chunked, duplex: 'half' } as RequestInit);
    expect(r.status).toBe(413);
    expect((await fetch(`${s.base}/locales/add/en/common`, { method: 'POST', body: 'x'.repeat(MISSING_KEYS_MAX_BYTES) })).status).toBe(204);
    await s.close();
  });

  it('finds the CORS middleware to replace', () => {
    const app = express();
    app.use(cors({ origin: true, credentials: true }));
    expect(replaceCors(app as any)).toBe(true);
    expect(replaceCors(express() as any)).toBe(false);
  });
});
