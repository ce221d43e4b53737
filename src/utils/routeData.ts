/**
 * A page's first data, asked for at the click that opens the page instead of after the page has
 * rendered: the request and the page's first render (tens of milliseconds on a slow PC) overlap.
 * A page registers what it asks for first (`registerRouteData`, in its module: known once the page's
 * code has loaded, see components/RoutePrefetch); the click on a link to it starts that request
 * (`listenForRouteData`); the page takes it over as it mounts (`takeRouteData`). A console link
 * navigates once it is in, for at most ROUTE_DATA_WAIT_MS (`afterRouteData`, components/PageLink):
 * the page then takes the answer in its first render (`takeSettledRouteData`) and renders once.
 */
import { settledOf, trackSettled } from './settled';

type Loader = () => Promise<unknown>;

/** A query's identity: the same fields and values in any order, absent and undefined alike. */
export function queryKey(query: unknown): string {
  if (!query || typeof query !== 'object') return JSON.stringify(query);
  const fields = Object.entries(query as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return JSON.stringify(fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** How long a started request may wait for its page: older ones are asked for anew. */
export const ROUTE_DATA_FRESH_MS = 3000;

/** A page's first requests, by slot: a page may ask for several things at once (a list and a chart's figures). */
const loaders = new Map<string, Map<string, { load: Loader; key?: string }>>();
const started = new Map<string, { at: number; promise: Promise<unknown>; key?: string }>();
const slotOf = (path: string, slot: string) => `${path}\u0000${slot}`;

/**
 * `key`: what the request asks for (`queryKey`); a page that asks for something else does not take
 * it. `slot` names one of several requests the page makes at first (the default slot is its list).
 */
export function registerRouteData(path: string, load: Loader, key?: string, slot = '') {
  if (!loaders.has(path)) loaders.set(path, new Map());
  loaders.get(path)!.set(slot, { load, key });
}

/** Starts the first data of the page at `path` (every slot), unless none is registered or it is on its way. */
export function startRouteData(path: string, now = Date.now()) {
  for (const [slot, loader] of loaders.get(path) ?? []) {
    const running = started.get(slotOf(path, slot));
    if (running && now - running.at < ROUTE_DATA_FRESH_MS) continue;
    const promise = trackSettled(loader.load());
    promise.catch(() => undefined); // the page that takes it over reports a failure
    started.set(slotOf(path, slot), { at: now, promise, key: loader.key });
  }
}

/**
 * The data started for the page at `path` (in `slot`), if recent; once (a later visit asks anew).
 * With `key`, only a request registered with the same key: the page's first query and the
 * registered one may differ (a remembered filter, another page size), and then the page asks for its own.
 */
export function takeRouteData<T>(path: string, now = Date.now(), key?: string, slot = ''): Promise<T> | undefined {
  const running = started.get(slotOf(path, slot));
  started.delete(slotOf(path, slot));
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

/**
 * Longest a click on a link waits for the next page's first data before it navigates
 * (`afterRouteData`); a slower answer is waited for by the page itself, with its loading state.
 */
export const ROUTE_DATA_WAIT_MS = 250;

/**
 * Resolves when the first data started for the page at `path` has settled, or after `waitMs`;
 * undefined when none is on its way. A link navigates then (components/PageLink): the page renders
 * once, with its rows, instead of empty and again when they come.
 */
export function afterRouteData(path: string, waitMs = ROUTE_DATA_WAIT_MS, now = Date.now()): Promise<void> | undefined {
  const pending = [...started.entries()]
    .filter(([k, s]) => k.startsWith(`${path}\u0000`) && now - s.at < ROUTE_DATA_FRESH_MS && !settledOf(s.promise))
    .map(([, s]) => s.promise.then(
      () => undefined,
      () => undefined,
    ));
  if (!pending.length) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([Promise.all(pending), late]).then(() => clearTimeout(timer));
}

/** The settled answer of the page's started request (as `takeRouteData`, taken once), if it has settled. */
export function takeSettledRouteData<T>(path: string, now = Date.now(), key?: string, slot = ''): { ok: true; value: T } | { ok: false; error: unknown } | undefined {
  const running = started.get(slotOf(path, slot));
  const outcome = settledOf(running?.promise as Promise<T> | undefined);
  if (!outcome) return undefined;
  return takeRouteData<T>(path, now, key, slot) ? outcome : undefined;
}

/** The answer of the page's started request if it has come (and is recent), left for the page to take: for what else an answer says (the task list's `supervisor`). */
export function settledRouteData<T>(path: string, slot = '', now = Date.now()): T | undefined {
  const running = started.get(slotOf(path, slot));
  const outcome = running && now - running.at < ROUTE_DATA_FRESH_MS ? settledOf(running.promise as Promise<T>) : undefined;
  return outcome?.ok ? outcome.value : undefined;
}
