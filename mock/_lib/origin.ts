/**
 * Whether a request comes from another site than the server's own: a browser says so with
 * Sec-Fetch-Site (anything but same-origin, or none for what the user typed), or with an Origin
 * header whose host is not the Host the request was sent to. A request without either (curl, a
 * test's fetch from Node) is not cross-site. Used by the development-only doors (/api/dev/*,
 * /locales/add/*) and by the dev server's CORS handling (config/plugins/devOrigin.ts).
 */
export function isCrossSite(headers: Record<string, string | string[] | undefined>): boolean {
  const get = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const site = get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = get('origin');
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== get('host');
  } catch {
    return true; // "null" (a sandboxed frame, a file) or garbage
  }
}
