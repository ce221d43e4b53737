import { extend, type RequestOptionsInit, type ResponseError } from 'umi-request';
import { getToken, getWarehouse } from './storage';
import i18n, { initialLanguage } from '@/i18n';
import { langTag } from '@/i18n/detect';
import { handleUnauthorized } from './session';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Payload = Record<string, unknown>;

/**
 * Why a request failed (the message is already translated): `http` an error with the server's
 * message; `server` a 5xx without its JSON; `timeout`, `offline`, `network` no answer;
 * `badAnswer` a 2xx that is not JSON or not of the expected shape.
 */
export type RequestFailure = 'http' | 'server' | 'timeout' | 'offline' | 'network' | 'badAnswer';

/** A failed request as callers see it: the HTTP status (0: no answer) and a translated message. */
export class RequestError extends Error {
  status: number;
  data: unknown;
  kind: RequestFailure;
  constructor(status: number, message: string, data?: unknown, kind: RequestFailure = 'http') {
    super(message);
    this.name = 'RequestError';
    this.status = status;
    this.data = data;
    this.kind = kind;
  }
}

/**
 * The message of a failure in the current language: the console's own messages are made again
 * (a request started before the texts were in, at the very start, made them from raw keys); the
 * back end's own message stays.
 */
const NO_ANSWER_KEYS = { timeout: 'request.timeout', offline: 'request.offline', network: 'request.network' } as const;
export function currentText(e: RequestError): string {
  switch (e.kind) {
    case 'timeout':
    case 'offline':
    case 'network':
      return i18n.t(NO_ANSWER_KEYS[e.kind]);
    case 'badAnswer':
      return i18n.t('request.badAnswer');
    default:
      return serverMessage(e.data) ?? i18n.t(e.status >= 500 ? 'request.server' : 'request.failed', { status: e.status });
  }
}

/** How long a request may take before it fails as `timeout`; uploads (imports) get longer. */
export const REQUEST_TIMEOUT_MS = 20_000;
export const UPLOAD_TIMEOUT_MS = 120_000;

/** The answer was not what the console expects (a service's shape check, or not JSON). */
export const badAnswer = (status = 200, data?: unknown) => new RequestError(status, i18n.t('request.badAnswer'), data, 'badAnswer');

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

/** A body as JSON: undefined when empty, `NOT_JSON` when it is something else (an HTML error page). */
const NOT_JSON = Symbol('not JSON');
function parseBody(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/** The back end's message in a JSON error body (already in the user's language), if any. */
function serverMessage(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const d = data as Record<string, unknown>;
  const msg = d.message ?? d.errorMessage ?? d.msg;
  return typeof msg === 'string' && msg.trim() ? msg : undefined;
}

/** Any failure of umi-request as a RequestError with a translated message; never a server's raw body. */
export function toRequestError(error: ResponseError): RequestError {
  const response = error.response as Response | undefined;
  // No response, or one whose body broke off (a 2xx reaches this handler only then).
  if (!response || typeof response.status !== 'number' || (response.status >= 200 && response.status < 300)) {
    if (error.type === 'Timeout') return new RequestError(0, i18n.t('request.timeout'), undefined, 'timeout');
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return new RequestError(0, i18n.t(offline ? 'request.offline' : 'request.network'), undefined, offline ? 'offline' : 'network');
  }
  const { status } = response;
  const data = parseBody(error.data);
  if (data === NOT_JSON) {
    return new RequestError(status, i18n.t(status >= 500 ? 'request.server' : 'request.failed', { status }), undefined, 'server');
  }
  const message = serverMessage(data);
  if (message) return new RequestError(status, message, data, 'http');
  return new RequestError(status, i18n.t(status >= 500 ? 'request.server' : 'request.failed', { status }), data, status >= 500 ? 'server' : 'http');
}

// In browser tests a shorter timeout (set before the page loads) stands for the real one.
const e2eTimeout = () =>
  process.env.UMI_APP_E2E_HOOKS && typeof window !== 'undefined' ? (window as unknown as { __wmsRequestTimeoutMs?: number }).__wmsRequestTimeoutMs : undefined;

const client = extend({
  prefix: process.env.API_BASE || '',
  credentials: 'include',
  headers: { Accept: 'application/json' },
  // Read as text and parsed here: a body that is not JSON is then told apart from a JSON string.
  responseType: 'text',
  errorHandler(error: ResponseError) {
    const failure = toRequestError(error);
    if (failure.status === 401) handleUnauthorized();
    throw failure;
  },
});

client.interceptors.request.use((url, options) => {
  const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
  const token = getToken();
  const warehouse = getWarehouse();
  if (token) headers['X-Access-Token'] = token;
  if (warehouse) headers['Current-Warehouse'] = warehouse;
  // The back end answers its messages in the user's language.
  // (Also a request sent at the very start, before i18next has set its language.)
  const lang = i18n.language || initialLanguage();
  headers['Accept-Language'] = langTag(lang);
  return { url, options: { ...options, headers } };
});

export interface RequestOptions extends RequestOptionsInit {
  /**
   * Sent as `Idempotency-Key`: the same write sent again with it (a scan retried after a lost
   * answer) is applied once by the back end.
   */
  idempotencyKey?: string;
}

let writesSettled = 0;
const writeListeners = new Set<() => void>();
/** How many writes (any method but GET) have settled so far: an answer read before the last one may be out of date. */
export const writeCount = () => writesSettled;
/** Calls `listener` after every settled write (the query layer marks its answers stale); returns the unsubscribe. */
export function onWriteSettled(listener: () => void) {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/**
 * The one request function every service uses. GET (and DELETE) send the payload as a query
 * string, other methods as a JSON body. It fails after REQUEST_TIMEOUT_MS unless `options.timeout`
 * says otherwise, and always with a RequestError whose message can be shown as it is.
 */
export async function request<T = unknown>(
  method: Method,
  path: string,
  payload?: Payload,
  { idempotencyKey, ...options }: RequestOptions = {},
): Promise<T> {
  const { url, rest } = fillPath(path, payload);
  const inQuery = method === 'GET' || method === 'DELETE';
  let text: string;
  try {
    text = await client(url, {
      timeout: e2eTimeout() ?? REQUEST_TIMEOUT_MS,
      ...options,
      headers: idempotencyKey ? { ...(options.headers as Record<string, string>), 'Idempotency-Key': idempotencyKey } : options.headers,
      method,
      params: inQuery ? (rest as RequestOptionsInit['params']) : undefined,
      data: inQuery ? undefined : rest,
    });
  } finally {
    // Also a failed write: it may have been applied before its answer was lost.
    if (method !== 'GET') {
      writesSettled += 1;
      writeListeners.forEach((listener) => listener());
    }
  }
  const body = parseBody(text);
  if (body === NOT_JSON) throw badAnswer();
  return unwrap<T>(body);
}

export const isRequestError = (e: unknown): e is RequestError => e instanceof RequestError;

/** What to tell the user about a failure: a request's translated message; anything else is an answer the console could not use. */
export const failureText = (e: unknown) => (isRequestError(e) && e.message ? e.message : i18n.t('request.badAnswer'));

// Browser tests drive the real request module (e.g. ten 401s at once); compiled out unless the
// build was made with UMI_APP_E2E_HOOKS=1 (e2e/run.mjs does that).
if (process.env.UMI_APP_E2E_HOOKS && typeof window !== 'undefined') {
  (window as unknown as { __wmsTest: object }).__wmsTest = { request };
}
