/**
 * Translation namespaces: /login loads only `login`; a console page login + common + its area's
 * (namespace-rules.json). Keys are flat and unique across files, so fallbackNS finds any of them.
 */
import config from './namespace-rules.json';

export const LOGIN_NS = 'login';
export const COMMON_NS = config.default;
/** Every namespace, the ones all pages share first. */
export const ALL_NAMESPACES: string[] = [...new Set([LOGIN_NS, COMMON_NS, ...config.rules.map((r) => r.ns)])];

/** The namespace file a key belongs in. */
export function namespaceOf(key: string): string {
  return config.rules.find((r) => r.prefixes.some((p) => key.startsWith(p)))?.ns ?? config.default;
}

/** The namespaces a path's page needs before it renders. */
export function namespacesFor(pathname: string): string[] {
  if (/^\/login\/?$/.test(pathname)) return [LOGIN_NS];
  const area = pathname.split('/')[1] ?? '';
  const areas = config.areas as Record<string, string[] | undefined>;
  return [LOGIN_NS, COMMON_NS, ...(areas[area] ?? [])];
}
