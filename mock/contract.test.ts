/**
 * The API document against the mock and the console: every route served is documented and every
 * documented route served; every path the services call is documented (answers: mock/_lib/contract.ts).
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { ROUTES, type ContractedHandler } from './_lib/contract';
import { openApiDocument } from './_lib/openapi';
import openapi from './openapi';
import { callRoute } from './_lib/testing';
import { routeFiles } from './_lib/http';

/** Routes that describe no API of the back end: the document itself and the unknown-path answers. */
const NOT_API = new Set(['openapi.ts', 'zz-fallback.ts']);
const files = routeFiles(__dirname);
const served = new Map<string, ContractedHandler>();
for (const f of files) {
  if (NOT_API.has(f)) continue;
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  for (const [key, h] of Object.entries(require(join(__dirname, f)).default as Record<string, ContractedHandler>)) served.set(key, h);
}
const doc = openApiDocument(ROUTES, 'test');
const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)));

test('every route the mock serves has a contract and is in the document', () => {
  const missing = [...served].filter(([, h]) => !h.contract).map(([k]) => k);
  expect(missing).toEqual([]);
  expect([...served.keys()].filter((k) => !documented.has(k))).toEqual([]);
  expect(served.size).toBeGreaterThan(250);
});

test('every documented route is served', () => {
  expect([...documented].filter((k) => !served.has(k))).toEqual([]);
});

test('a route with a body documents it, a write names its refusals, a guarded route its menu ids', () => {
  const ops = Object.values(doc.paths).flatMap((p) => Object.entries(p as Record<string, any>));
  for (const [method, op] of ops) {
    expect(op.responses['500']).toBeDefined();
    if (method !== 'get') expect(op.responses['409']).toBeDefined();
    const headers = op.parameters.filter((p: any) => p.in === 'header').map((p: any) => p.name);
    if (op['x-access'] !== 'public') expect(headers).toContain('X-Access-Token');
    expect(op['x-access'] ?? op['x-menu-access']).toBeDefined();
  }
  const login = (doc.paths as any)['/api/login'].post;
  expect(login.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['username', 'password']));
});

test('GET /api/openapi.json serves the document, without a token', async () => {
  const r = await callRoute(openapi as any, 'GET /api/openapi.json', {});
  expect(r.status).toBe(200);
  expect(r.body.openapi).toBe('3.1.0');
  expect(Object.keys(r.body.paths).length).toBe(Object.keys(doc.paths).length);
});

/** `request('METHOD', path…)` calls of the services, with `${…}` parts as wildcards. */
function serviceCalls(): { file: string; method: string; path: string }[] {
  const dir = join(__dirname, '..', 'src', 'services');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
    .flatMap((file) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/request(?:<[^(]*?>)?\(\s*'(GET|POST|PUT|PATCH|DELETE)',\s*(['`])(.*?)\2/gs)].map(([, method, , path]) => ({ file, method, path })),
    );
}

test('every path the services call is a documented route', () => {
  const calls = serviceCalls();
  expect(calls.length).toBeGreaterThan(100);
  const routes = [...documented].map((k) => k.split(' ') as [string, string]);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const unknown = calls.filter(({ method, path }) => {
    const pattern = new RegExp(`^${path.split(/(\$\{[^}]+\}|:\w+)/).map((part) => (part.startsWith('${') ? '.+' : part.startsWith(':') ? ':\\w+' : escape(part))).join('')}$`);
    return !routes.some(([m, p]) => m === method && pattern.test(p));
  });
  expect(unknown).toEqual([]);
});
