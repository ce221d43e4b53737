import { cpSync, existsSync, readFileSync } from 'fs';
import { join, normalize } from 'path';
import type { IApi } from '@umijs/max';
import { isCrossSite } from '../../mock/_lib/origin';

/**
 * Serves the top-level `locales/<lng>/<ns>.json` at `/locales/...` in development (also with
 * MOCK=none) and copies them into the build output, so production serves the same files.
 * In development, missing keys posted by i18next to `/locales/add/<lng>/<ns>` are logged.
 */
/** The most a missing-keys report may hold: a page's worth of keys, not a way to fill the terminal. */
export const MISSING_KEYS_MAX_BYTES = 16 * 1024;

/**
 * A missing-keys report of i18next (development): same-origin only, at most
 * MISSING_KEYS_MAX_BYTES (413 past that, the rest unread); `log` gets the body.
 */
export function logMissingKeys(req: any, res: any, log: (body: string) => void) {
  if (isCrossSite(req.headers)) {
    res.statusCode = 403;
    return res.end();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const tooLarge = () => {
    res.statusCode = 413;
    res.setHeader('Connection', 'close');
    res.end();
    req.destroy();
  };
  if (Number(req.headers['content-length']) > MISSING_KEYS_MAX_BYTES) return tooLarge();
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MISSING_KEYS_MAX_BYTES) {
      req.removeAllListeners('data');
      req.removeAllListeners('end');
      return tooLarge();
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    log(Buffer.concat(chunks).toString('utf8'));
    res.statusCode = 204;
    res.end();
  });
}

export default (api: IApi) => {
  const localesDir = join(api.cwd, 'locales');

  api.addBeforeMiddlewares(() => [
    (req: any, res: any, next: () => void) => {
      const url: string = (req.url || '').split('?')[0];
      if (!url.startsWith('/locales/')) return next();
      const addMatch = url.match(/^\/locales\/add\/([\w-]+)\/([\w-]+)$/);
      if (addMatch && req.method === 'POST') return logMissingKeys(req, res, (body) => api.logger.warn(`[i18n] missing keys for ${addMatch[1]}/${addMatch[2]}: ${body}`));
      const file = normalize(join(localesDir, url.slice('/locales/'.length)));
      if (req.method !== 'GET' || !file.startsWith(localesDir) || !file.endsWith('.json') || !existsSync(file)) {
        return next();
      }
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(readFileSync(file));
    },
  ]);

  api.onBuildComplete(({ err }) => {
    if (err) return;
    cpSync(localesDir, join(api.paths.absOutputPath, 'locales'), { recursive: true });
  });
};
