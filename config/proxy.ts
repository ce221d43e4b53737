/**
 * With MOCK=none the dev server forwards API calls to a real back end:
 *   MOCK=none PROXY_TARGET=http://wms-api.example:8080 npm start
 */
export function proxyFromEnv(env: NodeJS.ProcessEnv): Record<string, object> | undefined {
  if (env.MOCK !== 'none' || !env.PROXY_TARGET) return undefined;
  return {
    '/api/': { target: env.PROXY_TARGET, changeOrigin: true },
  };
}
