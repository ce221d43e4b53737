/** @jest-environment node */
import http from 'http';
import type { AddressInfo } from 'net';
import express from '@umijs/bundler-utils/compiled/express';
import { handle } from '../../mock/_lib/http';
import { installJsonBody, readEveryBodyAsJson, umiBodyParser } from './jsonBody';

// Umi's own mock middleware, as `max dev` and `max preview` serve the mock with it
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { createMockMiddleware } = require(require.resolve('@umijs/preset-umi/dist/features/mock/createMockMiddleware', { paths: [require.resolve('umi')] }));

/** A server with Umi's mock middleware and one route per method that answers what its handler saw. */
async function mockServer() {
  const seen = (req: any, res: any) => res.json({ body: req.body ?? null, bodyError: req.bodyError ?? null });
  const mockData = Object.fromEntries(['POST', 'PUT', 'PATCH', 'DELETE'].map((method) => [`${method} /api/x/:id/approve`, { method, path: '/api/x/:id/approve', handler: seen }]));
  const app = express();
  app.use(createMockMiddleware({ context: { mockData } }));
  const server = http.createServer(app);
  await new Promise<void>((r) => {
    server.listen(0, '127.0.0.1', r);
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const send = async (method: string, body?: string | FormData, headers: Record<string, string> = { 'Content-Type': 'application/json' }) => (await fetch(`${base}/api/x/1/approve`, { method, body, headers })).json();
  return { send, close: () =>
      new Promise((r) => {
        server.close(r);
      }) };
}

const BAD = ['{', '{"qty": 1', 'not json', "{'qty': 1}", '{"qty": 1,}', '   '];

describe('bodies that are not JSON (config/plugins/jsonBody.ts)', () => {
  it("Umi's mock middleware alone hands the handler {} for a body that is not JSON (what the plugin changes)", async () => {
    const s = await mockServer();
    for (const raw of BAD.slice(0, 3)) expect(await s.send('POST', raw)).toEqual({ body: {}, bodyError: null });
    expect(await s.send('POST', 'not json', { 'Content-Type': 'text/plain' })).toEqual({ body: {}, bodyError: null });
    await s.close();
  });

  it('with the plugin: each method notes a body that is not JSON, whatever its Content-Type; JSON and empty bodies pass', async () => {
    installJsonBody(umiBodyParser());
    const s = await mockServer();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const raw of BAD) expect(await s.send(method, raw)).toEqual({ body: {}, bodyError: { status: 400, type: 'entity.parse.failed' } });
      expect((await s.send(method, 'a=1', { 'Content-Type': 'application/x-www-form-urlencoded' })).bodyError).toMatchObject({ status: 400 });
      expect((await s.send(method, 'not json', { 'Content-Type': 'text/plain' })).bodyError).toMatchObject({ status: 400 });
      expect((await s.send(method, 'not json', {})).bodyError).toMatchObject({ status: 400 });
      expect(await s.send(method, '{"qty": 2}')).toEqual({ body: { qty: 2 }, bodyError: null });
      expect(await s.send(method, '{"qty": 2}', { 'Content-Type': 'text/plain' })).toEqual({ body: { qty: 2 }, bodyError: null });
      expect(await s.send(method, '')).toEqual({ body: {}, bodyError: null });
      expect(await s.send(method)).toEqual({ body: {}, bodyError: null });
    }
    const form = new FormData();
    form.append('qty', '1');
    expect((await s.send('POST', form, {})).bodyError).toEqual({ status: 400, type: 'multipart' });
    // past Umi's 5 MB limit
    expect((await s.send('POST', `"${'x'.repeat(5 * 1024 * 1024)}"`)).bodyError).toMatchObject({ status: 413 });
    await s.close();
  });

  it('wraps the parser once', () => {
    const parser = readEveryBodyAsJson(umiBodyParser().json);
    expect(readEveryBodyAsJson(parser)).toBe(parser);
  });

  it("with the plugin, handle() refuses such a body with a translated 400 and the handler does not run", async () => {
    installJsonBody(umiBodyParser());
    let ran = 0;
    const app = express();
    app.use(createMockMiddleware({ context: { mockData: { 'POST /api/y': { method: 'POST', path: '/api/y', handler: handle(() => ++ran) } } } }));
    const server = http.createServer(app);
    await new Promise<void>((r) => {
    server.listen(0, '127.0.0.1', r);
  });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/y`;
    const bad = await fetch(url, { method: 'POST', body: '{"qty": 1', headers: { 'Content-Type': 'application/json', 'Accept-Language': 'zh-CN' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: false, code: 'server.validation.badJson', message: '请求内容不是有效的 JSON' });
    expect(ran).toBe(0);
    const ok = await fetch(url, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(await ok.json()).toEqual({ success: true, data: 1 });
    await new Promise((r) => {
      server.close(r);
    });
  });
});
