/**
 * Whether a request comes from another site: Sec-Fetch-Site other than same-origin / none, or an
 * Origin whose host is not the Host; neither header (curl, tests) is not cross-site. For the dev-only doors.
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
