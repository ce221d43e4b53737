import type { IApi } from '@umijs/max';
import { isCrossSite } from '../../mock/_lib/origin';

type Req = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };
type Res = { statusCode: number; setHeader(name: string, value: string): void; end(body?: string): void };
type Next = () => void;

/** Development-only doors: another site's page may not reach them. */
export const GUARDED = /^\/(api\/dev|locales\/add)(\/|$)/;

function refuse(res: Res) {
  res.statusCode = 403;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ success: false, code: 'server.crossSite' }));
}

/**
 * Stands in for the dev server's CORS middleware, which reflects any Origin with credentials
 * allowed: the console calls its own origin only, so no CORS headers are given, and another
 * site's preflight is refused. Requests to the development-only doors from another site are refused.
 */
export function sameOriginOnly(req: Req, res: Res, next: Next) {
  if (isCrossSite(req.headers) && (req.method === 'OPTIONS' || GUARDED.test((req.url || '').split('?')[0]))) return refuse(res);
  next();
}

interface Layer {
  name?: string;
  handle: (req: Req, res: Res, next: Next) => void;
}

/**
 * Replaces the `cors({ origin: true, credentials: true })` that Umi's dev server
 * (@umijs/bundler-webpack, server.js) puts before everything else; returns whether it was found.
 */
export function replaceCors(app: { _router?: { stack: Layer[] } }): boolean {
  const layer = app._router?.stack.find((l) => l.handle.name === 'corsMiddleware');
  if (layer) layer.handle = sameOriginOnly;
  return !!layer;
}

export default (api: IApi) => {
  api.onBeforeMiddleware(({ app }: { app: any }) => {
    if (!replaceCors(app)) {
      api.logger.warn('[devOrigin] the dev server CORS middleware was not found; guarding the development doors only');
      app.use(sameOriginOnly);
    }
  });
};
