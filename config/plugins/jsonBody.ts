import type { IApi } from '@umijs/max';
import { dirname, join } from 'path';

type Req = { headers: Record<string, string | string[] | undefined>; bodyError?: { status: number; type?: string } };
type Next = (err?: unknown) => void;
type Middleware = (req: Req, res: unknown, next: Next) => void;
type JsonParser = ((opts?: Record<string, unknown>) => Middleware) & { readsEveryBody?: true };

const isMultipart = (req: Req) => /^multipart\//i.test(String(req.headers['content-type'] ?? ''));

/**
 * Umi's mock middleware (dev server and `max preview` alike, @umijs/preset-umi
 * features/mock/createMockMiddleware) reads a write's body with body-parser's `json(...)` and
 * drops its error: a body that is not valid JSON, or one sent with another Content-Type, reaches
 * the handler as `{}`, and an endpoint that takes no body (approve, book, DELETE…) runs its action.
 * This parser reads every body as JSON whatever its Content-Type (the console sends nothing else)
 * and notes a failure on the request (`req.bodyError`), which `handle()` (mock/_lib/http.ts)
 * refuses before the handler runs. A multipart body is not read (Umi's multer takes it) and is
 * noted as not JSON.
 */
export function readEveryBodyAsJson(json: JsonParser): JsonParser {
  if (json.readsEveryBody) return json;
  const parser: JsonParser = (opts = {}) => {
    const parse = json({ ...opts, type: (req: Req) => !isMultipart(req) });
    return (req, res, next) => {
      if (isMultipart(req)) {
        req.bodyError = { status: 400, type: 'multipart' };
        return next();
      }
      return parse(req, res, (err?: unknown) => {
        if (err) {
          const e = err as { status?: number; statusCode?: number; type?: string };
          req.bodyError = { status: e.status ?? e.statusCode ?? 400, type: e.type };
        }
        next(err);
      });
    };
  };
  parser.readsEveryBody = true;
  return parser;
}

/** The body-parser module Umi's mock middleware requires (the same module object, so the same `json`). */
export function umiBodyParser(cwd = process.cwd()): { json: JsonParser } {
  const umi = dirname(require.resolve('umi/package.json', { paths: [cwd] }));
  const preset = dirname(require.resolve('@umijs/preset-umi/package.json', { paths: [umi] }));
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  return require(join(preset, 'compiled', 'body-parser'));
}

/** Puts `readEveryBodyAsJson` in place of the module's `json` (a getter there, configurable). */
export function installJsonBody(bodyParser: { json: JsonParser }) {
  const json = readEveryBodyAsJson(bodyParser.json);
  Object.defineProperty(bodyParser, 'json', { configurable: true, enumerable: true, value: json });
}

export default (api: IApi) => {
  // at load: `max dev` and `max preview` both build their mock middleware after the plugins load
  installJsonBody(umiBodyParser(api.cwd));
};
