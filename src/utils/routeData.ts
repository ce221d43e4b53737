/**
 * A page's first data, asked for at the click that opens the page instead of after the page has
 * rendered: the request and the page's first render (tens of milliseconds on a slow PC) overlap.
 * A page registers what it asks for first (`registerRouteData`, in its module: known once the page's
 * code has loaded, see components/RoutePrefetch); the click on a link to it starts that request
 * (`listenForRouteData`); the page takes it over as it mounts (`takeRouteData`).
 */
type Loader = () => Promise<unknown>;

/** A query's identity: the same fields and values in any order, absent and undefined alike. */
export function queryKey(query: unknown): string {
  if (!query || typeof query !== 'object') return JSON.stringify(query);
  const fields = Object.entries(query as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return JSON.stringify(fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** How long a started request may wait for its page: older ones are asked for anew. */
export const ROUTE_DATA_FRESH_MS = 3000;

const loaders = new Map<string, { load: Loader; key?: string }>();
const started = new Map<string, { at: number; promise: Promise<unknown>; key?: string }>();

/** `key`: what the request asks for (`queryKey`); a page that asks for something else does not take it. */
export function registerRouteData(path: string, load: Loader, key?: string) {
  loaders.set(path, { load, key });
}

/** Starts the first data of the page at `path`, unless none is registered or it is on its way. */
export function startRouteData(path: string, now = Date.now()) {
  const loader = loaders.get(path);
  const running = started.get(path);
  if (!loader || (running && now - running.at < ROUTE_DATA_FRESH_MS)) return;
  const promise = loader.load();
  promise.catch(() => undefined); // the page that takes it over reports a failure
  started.set(path, { at: now, promise, key: loader.key });
}

/**
 * The data started for the page at `path`, if recent; once (a later visit asks anew). With `key`,
 * only a request registered with the same key: the page's first query and the registered one may
 * differ (a remembered filter, another page size), and then the page asks for its own.
 */
export function takeRouteData<T>(path: string, now = Date.now(), key?: string): Promise<T> | undefined {
  const running = started.get(path);
  started.delete(path);
  if (!running || now - running.at >= ROUTE_DATA_FRESH_MS) return undefined;
  if (key !== undefined && running.key !== undefined && running.key !== key) return undefined;
  return running.promise as Promise<T>;
}

/**
 * Starts a page's first data on a plain left click on a link to it, in the capture phase: before
 * the router renders the page. Returns the function that stops listening.
 */
export function listenForRouteData(doc: Document = document) {
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, doc.location.href);
    // a link with a query opens its page filtered: not the page's registered (unfiltered) first data
    if (url.origin === doc.location.origin && !url.search) startRouteData(url.pathname);
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
