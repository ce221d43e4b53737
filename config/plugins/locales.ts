import { cpSync, existsSync, readFileSync } from 'fs';
import { join, normalize } from 'path';
import type { IApi } from '@umijs/max';

/**
 * Serves the top-level `locales/<lng>/<ns>.json` at `/locales/...` in development (also with
 * MOCK=none) and copies them into the build output, so production serves the same files.
 * In development, missing keys posted by i18next to `/locales/add/<lng>/<ns>` are logged.
 */
export default (api: IApi) => {
  const localesDir = join(api.cwd, 'locales');

  api.addBeforeMiddlewares(() => [
    (req: any, res: any, next: () => void) => {
      const url: string = (req.url || '').split('?')[0];
      if (!url.startsWith('/locales/')) return next();
      const addMatch = url.match(/^\/locales\/add\/([\w-]+)\/([\w-]+)$/);
      if (addMatch && req.method === 'POST') {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk));
        req.on('end', () => {
          api.logger.warn(`[i18n] missing keys for ${addMatch[1]}/${addMatch[2]}: ${body}`);
          res.statusCode = 204;
          res.end();
        });
        return;
      }
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
