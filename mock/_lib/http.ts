import { readFileSync } from 'fs';
import { join } from 'path';

/** What the handlers use of Express's request and response (also easy to fake in tests). */
export interface MockRequest {
  method?: string;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body?: any;
  params: Record<string, string>;
}

export interface MockResponse {
  status(code: number): MockResponse;
  json(body: unknown): unknown;
  send?(body: unknown): unknown;
  end?(): unknown;
}

export type Handler = (req: MockRequest, res: MockResponse) => unknown;

const header = (req: MockRequest, name: string): string | undefined => {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};
export { header };

type Lang = 'zh' | 'en';
const dictionaries: Partial<Record<Lang, Record<string, string>>> = {};

/** Server messages come from the same translation files as the UI (keys `server.*`). */
function dictionary(lang: Lang): Record<string, string> {
  if (!dictionaries[lang]) {
    dictionaries[lang] = JSON.parse(readFileSync(join(__dirname, '..', '..', 'locales', lang, 'common.json'), 'utf8'));
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

/** An error answer the handlers throw; `send` turns it into a response. */
export class HttpError extends Error {
  constructor(
    public status: number,
    public key: string,
    public vars: Record<string, string | number> = {},
    public fields?: Record<string, string>,
  ) {
    super(key);
  }
}

export const badRequest = (key: string, vars?: Record<string, string | number>, field?: string) =>
  new HttpError(400, key, vars, field ? { [field]: key } : undefined);
export const notFound = (key = 'server.notFound') => new HttpError(404, key);
export const conflict = (key: string, vars?: Record<string, string | number>) => new HttpError(409, key, vars);

/** Wraps a handler: its return value is answered as `{ success, data }`, a thrown HttpError as its status. */
export function handle(fn: (req: MockRequest, res: MockResponse) => unknown): Handler {
  return (req, res) => {
    try {
      const data = fn(req, res);
      if (data === undefined) return res.status(204).json({ success: true });
      return res.status(200).json({ success: true, data });
    } catch (e) {
      if (e instanceof HttpError) {
        const lang = requestLang(req);
        const fields = e.fields
          ? Object.fromEntries(Object.entries(e.fields).map(([f, k]) => [f, translate(lang, k, e.vars)]))
          : undefined;
        return res.status(e.status).json({ success: false, code: e.key, message: translate(lang, e.key, e.vars), fields });
      }
      throw e;
    }
  };
}
