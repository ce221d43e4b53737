import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { duringWrite } from './audit';
import { idempotentCall } from './idempotency';
import { breaches, checkMode, report, withObserved, type ContractedHandler, type RouteContract } from './contract';
import type { Handler, MockRequest, MockResponse } from './request';

// The request, response and handler types live in ./request.ts (./idempotency.ts reads them, and http.ts calls it).
export type { Handler, MockRequest, MockResponse } from './request';

const header = (req: MockRequest, name: string): string | undefined => {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};
export { header };

/** The files of a mock folder that Umi serves as routes (.umirc.ts leaves tests and benches out). */
export const routeFiles = (dir: string): string[] => readdirSync(dir).filter((f) => /\.[jt]s$/.test(f) && !/\.(test|bench|d)\.[jt]s$/.test(f));

export type Lang = 'zh' | 'en';
const dictionaries: Partial<Record<Lang, Record<string, string>>> = {};

/** Server messages come from the same translation files as the UI (keys `server.*`, in every namespace file). */
function dictionary(lang: Lang): Record<string, string> {
  if (!dictionaries[lang]) {
    const dir = join(__dirname, '..', '..', 'locales', lang);
    dictionaries[lang] = Object.assign({}, ...readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8'))));
  }
  return dictionaries[lang]!;
}

/** The caller's language, from Accept-Language (the console sends its current language). */
export function requestLang(req: MockRequest): Lang {
  const accept = (header(req, 'accept-language') || '').toLowerCase();
  return accept.startsWith('zh') ? 'zh' : 'en';
}

export function translate(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const text = dictionary(lang)[key] ?? dictionary('en')[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name) => String(vars[name] ?? ''));
}

/** One field's problem: a translation key and the values it names. */
export interface FieldProblem {
  key: string;
  vars?: Record<string, string | number>;
}

/**
 * An error answer the handlers throw; `handle` turns it into a response. `fields` name each bad
 * field's problem (a bare key is translated with `vars`); `detail`, when given, is added to the
 * message (the first field's problem, so a message alone already says what is wrong).
 */
export class HttpError extends Error {
  constructor(
    public status: number,
    public key: string,
    public vars: Record<string, string | number> = {},
    public fields?: Record<string, string | FieldProblem>,
    public detail?: FieldProblem,
  ) {
    super(key);
  }
}

export const badRequest = (key: string, vars?: Record<string, string | number>, field?: string) =>
  new HttpError(400, key, vars, field ? { [field]: key } : undefined);
export const notFound = (key = 'server.notFound') => new HttpError(404, key);
export const conflict = (key: string, vars?: Record<string, string | number>) => new HttpError(409, key, vars);

/** The JSON answer for an HttpError, in the caller's language. */
export function errorBody(lang: Lang, e: HttpError) {
  const say = (p: string | FieldProblem) => (typeof p === 'string' ? translate(lang, p, e.vars) : translate(lang, p.key, p.vars));
  const fields = e.fields ? Object.fromEntries(Object.entries(e.fields).map(([f, p]) => [f, say(p)])) : undefined;
  const message = translate(lang, e.key, e.vars) + (e.detail ? `: ${say(e.detail)}` : '');
  return { success: false, code: e.key, message, fields };
}

/**
 * A body that is not JSON is refused before anything else, whatever the endpoint: one that takes no
 * body would otherwise run its action on the `{}` Umi makes of it. 413 past Umi's 5 MB.
 */
export function bodyRefusal(req: MockRequest): HttpError | undefined {
  if (!req.bodyError) return undefined;
  return req.bodyError.status === 413 ? new HttpError(413, 'server.validation.bodyTooLarge') : new HttpError(400, 'server.validation.badJson');
}

/**
 * Wraps a handler: a return is `{ success, data }`, an HttpError its status, a non-JSON body a 400,
 * an `Idempotency-Key` write runs once per key. Anything else thrown is a JSON 500 without stack
 * or path, and the process keeps serving.
 */
type HandlerFn = (req: MockRequest, res: MockResponse) => unknown;
export function handle(fn: HandlerFn): Handler;
export function handle(contract: RouteContract, fn: HandlerFn): Handler;
export function handle(a: RouteContract | HandlerFn, b?: HandlerFn): Handler {
  const contract = typeof a === 'function' ? undefined : a;
  const fn = typeof a === 'function' ? a : b!;
  const fail = (req: MockRequest, res: MockResponse, e: unknown) => {
    const lang = requestLang(req);
    if (e instanceof HttpError) return res.status(e.status).json(errorBody(lang, e));
    // The developer's terminal gets the stack; the caller only a translated message.
    console.error('[mock] handler failed:', req.method, e);
    return res.status(500).json(errorBody(lang, new HttpError(500, 'server.internal')));
  };
  const reply = (res: MockResponse, status: number, data: unknown) => res.status(status).json(data === undefined ? { success: true } : { success: true, data });
  const handler: ContractedHandler = (req, res) => {
    try {
      const badBody = bodyRefusal(req);
      if (badBody) throw badBody;
      // A write sent again with its Idempotency-Key gets its first answer back (mock/_lib/idempotency.ts).
      const once = idempotentCall(req);
      if (once.refuse) {
        if (once.refuse.retryAfterSeconds) res.setHeader?.('Retry-After', String(once.refuse.retryAfterSeconds));
        throw new HttpError(once.refuse.status, once.refuse.key, once.refuse.vars);
      }
      if (once.replay) {
        res.setHeader?.('Idempotent-Replayed', 'true');
        return reply(res, once.replay.status, once.replay.data);
      }
      const check = contract && checkMode();
      const run = () => (req.method && req.method !== 'GET' ? duringWrite(() => fn(req, res)) : fn(req, res));
      // a write's changes go to the audit trail (mock/_lib/audit.ts), kept only when it succeeds
      const { value: data, seen } = check ? withObserved(run) : { value: run(), seen: undefined };
      const answer = (d: unknown) => {
        const status = d === undefined ? 204 : 200;
        if (check && seen) report(handler.route ?? `${req.method} ${req.path}`, breaches(contract, req, seen, status, d));
        once.record?.(status, d);
        return reply(res, status, d);
      };
      if (data instanceof Promise) return data.then(answer, (e) => fail(req, res, e));
      return answer(data);
    } catch (e) {
      return fail(req, res, e);
    }
  };
  handler.contract = contract;
  return handler;
}
