import { extend, type RequestOptionsInit, type ResponseError } from 'umi-request';
import { getToken, getWarehouse } from './storage';
import i18n from '@/i18n';
import { handleUnauthorized } from './session';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Payload = Record<string, unknown>;

/** A failed request as callers see it: the HTTP status and the server's message. */
export class RequestError extends Error {
  status: number;
  data: unknown;
  constructor(status: number, message: string, data?: unknown) {
    super(message);
    this.name = 'RequestError';
    this.status = status;
    this.data = data;
  }
}

/** A `:name` in the path had no value in the payload; thrown before anything is sent. */
export class MissingPathParamError extends Error {
  constructor(name: string, path: string) {
    super(`Missing path parameter "${name}" for ${path}`);
    this.name = 'MissingPathParamError';
  }
}

/** Collapses doubled slashes, leaving a scheme's `//` (http://) alone. */
export function collapseSlashes(url: string): string {
  return url.replace(/(^|[^:])\/{2,}/g, '$1/');
}

/**
 * Fills `:name` segments from the payload and removes those fields from it:
 * `/api/order/:id` + `{id: 7, status: 'x'}` → `/api/order/7` + `{status: 'x'}`.
 */
export function fillPath(path: string, payload: Payload = {}): { url: string; rest: Payload } {
  const rest: Payload = { ...payload };
  const url = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (match, name: string, offset: number) => {
    // "http://host:8080" has a colon too: only a segment that starts with ":" is a parameter.
    if (offset > 0 && path[offset - 1] !== '/') return match;
    const value = rest[name];
    if (value === undefined || value === null || value === '') throw new MissingPathParamError(name, path);
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { url: collapseSlashes(url), rest };
}

/** `{data: X}` → X; any other body as it is. */
export function unwrap<T>(body: unknown): T {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'data' in (body as object)) {
    return (body as { data: T }).data;
  }
  return body as T;
}

function serverMessage(data: unknown, fallback: string): string {
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    const msg = d.message ?? d.errorMessage ?? d.msg;
    if (typeof msg === 'string' && msg) return msg;
  }
  if (typeof data === 'string' && data && data.length < 500) return data;
  return fallback;
}

const client = extend({
  prefix: process.env.API_BASE || '',
  credentials: 'include',
  headers: { Accept: 'application/json' },
  errorHandler(error: ResponseError) {
    const status = error.response?.status ?? 0;
    if (status === 401) handleUnauthorized();
    // status 0: the request never got an answer (network down, CORS, aborted)
    throw new RequestError(status, serverMessage(error.data, error.message || 'Network error'), error.data);
  },
});

client.interceptors.request.use((url, options) => {
  const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
  const token = getToken();
  const warehouse = getWarehouse();
  if (token) headers['X-Access-Token'] = token;
  if (warehouse) headers['Current-Warehouse'] = warehouse;
  // The back end answers its messages in the user's language.
  if (i18n.language) headers['Accept-Language'] = i18n.language === 'zh' ? 'zh-CN' : 'en';
  return { url, options: { ...options, headers } };
});

/**
 * The one request function every service uses. GET (and DELETE) send the payload as a query
 * string, other methods as a JSON body.
 */
export async function request<T = unknown>(
  method: Method,
  path: string,
  payload?: Payload,
  options: RequestOptionsInit = {},
): Promise<T> {
  const { url, rest } = fillPath(path, payload);
  const inQuery = method === 'GET' || method === 'DELETE';
  const body = await client(url, {
    ...options,
    method,
    params: inQuery ? (rest as RequestOptionsInit['params']) : undefined,
    data: inQuery ? undefined : rest,
  });
  return unwrap<T>(body);
}

export const isRequestError = (e: unknown): e is RequestError => e instanceof RequestError;

// Browser tests drive the real request module (e.g. ten 401s at once); compiled out unless the
// build was made with UMI_APP_E2E_HOOKS=1 (e2e/run.mjs does that).
if (process.env.UMI_APP_E2E_HOOKS && typeof window !== 'undefined') {
  (window as unknown as { __wmsTest: object }).__wmsTest = { request };
}
