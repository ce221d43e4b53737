import type { Handler, MockRequest, MockResponse } from './http';

export type Answer = { status: number; body: any };
export interface CallOptions {
  token?: string;
  query?: any;
  body?: any;
  params?: any;
  warehouse?: string;
  lang?: string;
  /** The request path (Express's req.path), for handlers that read it. */
  path?: string;
  /** More request headers (lower-case names). */
  headers?: MockRequest['headers'];
  /**
   * The body as sent, instead of `body`: read as Umi's mock middleware with
   * config/plugins/jsonBody.ts reads it (JSON; else `{}` and a `bodyError`).
   */
  rawBody?: string;
}

/** What the handler gets of a body sent as `raw` (config/plugins/jsonBody.test.ts shows the server does the same). */
export function readRawBody(raw: string): Pick<MockRequest, 'body' | 'bodyError'> {
  if (raw === '') return { body: {} };
  try {
    return { body: JSON.parse(raw) };
  } catch {
    return { body: {}, bodyError: { status: 400, type: 'entity.parse.failed' } };
  }
}

/** For jest tests: calls one mock route of `routes` as Express would, and returns the answer. */
export function callRoute(routes: Record<string, Handler>, route: string, opts: CallOptions = {}): Answer {
  const handler = routes[route];
  if (!handler) throw new Error(`no route ${route}`);
  const headers: MockRequest['headers'] = { 'accept-language': opts.lang ?? 'en', ...opts.headers };
  if (opts.token) headers['x-access-token'] = opts.token;
  if (opts.warehouse) headers['current-warehouse'] = opts.warehouse;
  const out: Answer = { status: 0, body: undefined };
  const res: MockResponse = {
    status(code: number) {
      out.status = code;
      return res;
    },
    json(body: unknown) {
      out.body = body;
      return res;
    },
  };
  const body = opts.rawBody === undefined ? { body: opts.body } : readRawBody(opts.rawBody);
  handler({ method: route.split(' ')[0], path: opts.path, headers, query: opts.query ?? {}, params: opts.params ?? {}, ...body }, res);
  return out;
}
