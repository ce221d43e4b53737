import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { join } from 'path';
import { handle, HttpError, routeFiles, type MockRequest, type MockResponse } from './_lib/http';

/**
 * The last mock routes (Umi reads mock files in name order): an `/api/*` request no route took gets
 * a JSON 404, or a 405 with `Allow`, instead of the app's HTML.
 */

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** `/api/outbound/:kind/orders/:id` → a regular expression matching its paths. */
export function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/** The routes of every other mock file of this folder: method and path pattern. */
function otherRoutes(): { method: string; pattern: RegExp }[] {
  const self = __filename.replace(/^.*[\\/]/, '');
  const files = routeFiles(__dirname).filter((f) => f !== self);
  return files.flatMap((f) => {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const routes: Record<string, unknown> = require(join(__dirname, f)).default ?? {};
    return Object.keys(routes).flatMap((key) => {
      const [method, path] = key.trim().split(/\s+/);
      return path ? [{ method: method.toUpperCase(), pattern: pathPattern(path) }] : [];
    });
  });
}

// Read now: Umi compiles TypeScript mock files only while it loads them, not when a request comes.
const routes = otherRoutes();

/** The methods the path has a route for (empty: no such endpoint). */
export function allowedMethods(path: string): string[] {
  return [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))];
}

const fallback = handle((req: MockRequest, res: MockResponse) => {
  const allowed = allowedMethods(req.path ?? '');
  if (!allowed.length) throw new HttpError(404, 'server.unknownEndpoint');
  res.setHeader?.('Allow', allowed.join(', '));
  throw new HttpError(405, 'server.methodNotAllowed');
});

export default Object.fromEntries(METHODS.map((m) => [`${m} /api/(.*)`, fallback]));
