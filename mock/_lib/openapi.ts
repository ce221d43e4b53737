import { z } from 'zod';
import { accessOf, bodyOf, type ContractedHandler, type MenuAccess, type RouteContract } from './contract';

/**
 * The OpenAPI 3.1 document made from the routes' contracts (./contract.ts): schemas, headers,
 * refusals and menu ids. Served at GET /api/openapi.json.
 */
const jsonSchema = (schema: z.core.$ZodType, io: 'input' | 'output') => {
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete out.$schema; // the document's own dialect applies
  return out;
};

const ERROR = {
  type: 'object',
  required: ['success', 'code', 'message'],
  properties: {
    success: { const: false },
    code: { type: 'string', description: 'A translation key naming the refusal (`server.forbidden`, `server.validation.failed`…): stable, for programs.' },
    message: { type: 'string', description: 'The refusal in the language of Accept-Language, for people.' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Each bad field (dot path) with its translated problem.' },
  },
};

const header = (name: string, description: string, required: boolean, schema: object = { type: 'string' }) => ({ name, in: 'header', required, description, schema });
const HEADERS = {
  token: header('X-Access-Token', 'The session token from POST /api/login; idle sessions answer 401.', true),
  warehouse: header('Current-Warehouse', 'The id of the warehouse the request works in (one of the user\'s).', true),
  lang: header('Accept-Language', 'zh or en: the language of `message` in refusals and of translated fields.', false, { type: 'string', enum: ['zh', 'en'] }),
  idempotency: header('Idempotency-Key', 'A write sent again with the same key gets its first answer back (kept 24 h).', false),
};

const REFUSALS: Record<number, string> = {
  400: 'A body or query that does not fit its schema, or a missing Current-Warehouse.',
  401: 'No, unknown or idle token.',
  403: 'The user lacks the menu ids or the warehouse.',
  404: 'No such record.',
  409: 'A refusal of the domain (a state, a lock, stock held by another document); `message` says why.',
  413: 'A body over 5 MB.',
  429: 'Too many new Idempotency-Keys in a day.',
  500: 'A fault of the server; `message` is translated, no stack.',
};

const isWrite = (method: string) => method !== 'get';
/** The mock's own test controls: documented so that every route is, marked as none of a real back end's. */
const MOCK_ONLY = /^\/api\/dev\//;

function refusals(method: string, path: string, c: RouteContract, access: ReturnType<typeof accessOf>) {
  const codes = new Set<number>([500]);
  if (c.body || c.query || c.warehouse || isWrite(method)) codes.add(400);
  if (access !== 'public') codes.add(401);
  if (typeof access === 'object' || c.warehouse) codes.add(403);
  if (path.includes(':')) codes.add(404);
  if (isWrite(method)) [409, 413, 429].forEach((n) => codes.add(n));
  return Object.fromEntries([...codes].sort().map((n) => [String(n), { description: REFUSALS[n], content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } } }]));
}

/** The values of a closed path parameter (`kind`), for access that depends on it. */
function paramValues(c: RouteContract): Record<string, string>[] {
  const shape = c.params?.shape ?? {};
  let combos: Record<string, string>[] = [{}];
  for (const [name, schema] of Object.entries(shape)) {
    const values = (schema as z.ZodType & { options?: unknown[] }).options?.map(String) ?? [];
    if (values.length) combos = combos.flatMap((c0) => values.map((v) => ({ ...c0, [name]: v })));
  }
  return combos;
}

function menuAccess(c: RouteContract): Record<string, unknown> {
  if (typeof c.access !== 'function') return typeof c.access === 'object' ? { 'x-menu-access': c.access } : { 'x-access': c.access };
  const byParam: Record<string, MenuAccess> = {};
  for (const params of paramValues(c)) byParam[Object.entries(params).map(([k, v]) => `${k}=${v}`).join('&')] = c.access(params);
  return { 'x-menu-access': byParam };
}

function operation(key: string, c: RouteContract) {
  const [method0, path] = key.split(' ');
  const method = method0.toLowerCase();
  const combos = paramValues(c);
  const access = accessOf(c, combos[0]);
  const pathParams = [...path.matchAll(/:(\w+)/g)].map(([, name]) => {
    const s = c.params?.shape[name] as z.ZodType | undefined;
    return { name, in: 'path', required: true, schema: s ? jsonSchema(s, 'input') : { type: 'string' } };
  });
  const query = Object.entries(c.query?.shape ?? {}).map(([name, s]) => ({ name, in: 'query', required: !(s as z.ZodType).safeParse(undefined).success, schema: jsonSchema(s as z.ZodType, 'input') }));
  const bodies = combos.map((p) => bodyOf(c, p)).filter((b): b is z.ZodType => !!b);
  const body = typeof c.body === 'function' && path.includes(':action') ? undefined : bodies[0];
  const actionBodies = typeof c.body === 'function' ? combos.map((p) => [p, bodyOf(c, p)] as const).filter(([, b]) => b) : [];
  const data = c.answer === null ? undefined : jsonSchema(c.answer, 'output');
  return {
    method,
    path: path.replace(/:(\w+)/g, '{$1}'),
    op: {
      summary: c.summary,
      operationId: `${method}${path.replace(/^\/api/, '').replace(/\/:?(\w)/g, (_, ch: string) => ch.toUpperCase()).replace(/[^\w]/g, '')}`,
      tags: [MOCK_ONLY.test(path) ? 'mock-only' : (path.split('/')[2] ?? 'api')],
      ...(MOCK_ONLY.test(path) ? { 'x-mock-only': true } : {}),
      parameters: [
        ...pathParams,
        ...query,
        ...(access !== 'public' ? [HEADERS.token] : []),
        ...(c.warehouse ? [HEADERS.warehouse] : []),
        HEADERS.lang,
        ...(isWrite(method) ? [HEADERS.idempotency] : []),
      ],
      ...(body || actionBodies.length
        ? {
            requestBody: {
              required: !!body && !body.safeParse(undefined).success,
              content: {
                'application/json': {
                  schema: body ? jsonSchema(body, 'input') : { oneOf: actionBodies.map(([p, b]) => ({ title: Object.values(p).join(' '), ...jsonSchema(b!, 'input') })) },
                },
              },
            },
          }
        : {}),
      responses: {
        ...(data
          ? { 200: { description: 'Done.', content: { 'application/json': { schema: { type: 'object', required: ['success', 'data'], properties: { success: { const: true }, data } } } } } }
          : { 204: { description: 'Done, nothing to answer (`{ "success": true }` where a body is sent).' } }),
        ...refusals(method, path, c, access),
      },
      ...menuAccess(c),
    },
  };
}

export function openApiDocument(routes: ReadonlyMap<string, ContractedHandler>, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const undocumented: string[] = [];
  for (const [key, handler] of [...routes].sort(([a], [b]) => a.localeCompare(b))) {
    if (!handler.contract) {
      undocumented.push(key);
      continue;
    }
    const { method, path, op } = operation(key, handler.contract);
    (paths[path] ??= {})[method] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'WMS console back end',
      version,
      description:
        'What a back end must serve for the console. Every answer is `{ success, data }` or a refusal `{ success: false, code, message, fields? }`. `x-menu-access` names the menu ids (docs/privileges.md) a route requires in the Current-Warehouse.',
    },
    servers: [{ url: '/' }],
    paths,
    // in the order of the paths, the mock's own controls last
    tags: [...new Set(Object.values(paths).flatMap((ops) => Object.values(ops).map((op) => (op as { tags: string[] }).tags[0])))]
      .filter((t) => t !== 'mock-only')
      .map((name) => ({ name }))
      .concat({ name: 'mock-only', description: 'Test controls of the mock back end: a real back end serves none of these.' } as { name: string }),
    components: { schemas: { Refusal: ERROR } },
    ...(undocumented.length ? { 'x-undocumented': undocumented } : {}),
  };
}
