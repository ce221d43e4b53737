import type { IApi } from '@umijs/max';
import { dirname, join } from 'path';

type Req = { headers: Record<string, string | string[] | undefined>; bodyError?: { status: number; type?: string } };
type Next = (err?: unknown) => void;
type Middleware = (req: Req, res: unknown, next: Next) => void;
type JsonParser = ((opts?: Record<string, unknown>) => Middleware) & { readsEveryBody?: true };

const isMultipart = (req: Req) => /^multipart\//i.test(String(req.headers['content-type'] ?? ''));

/**
 * Every mock write's body read as JSON, a failure noted as `req.bodyError` for `handle()` to refuse:
 * Umi's mock middleware dropped a bad body as `{}` and an endpoint without a body then ran its action.
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
