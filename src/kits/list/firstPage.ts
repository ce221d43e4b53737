import { queryKey, registerRouteData } from '@/utils/routeData';

/** The first page a kit list asks for as it opens without filters or a tab (ListScreen's `firstQuery`). */
export type FirstQuery = { current: number; pageSize: number; status?: string };
export const firstListQuery = (pageSize = 20, status?: string): FirstQuery => ({ current: 1, pageSize, status });

/**
 * A kit list's first page, asked for at the click that opens the page (utils/routeData) rather than
 * after its first render: called in the page's module, which the route prefetch runs ahead. Keyed
 * by the query: if the list opens with another one (a filter from the address, a remembered page
 * size), it asks for its own and this answer is dropped, so a wrong declaration costs a request,
 * never wrong rows. `e2e/navigation.test.mjs` checks every registration is taken over.
 * `also`: what else the page reads as it opens (a filter's options, a board), asked for at the
 * same click; each a `sharedRequest` its readers ask for too (`useShared`), so that they take it.
 */
export function listAtClick<P>(path: string, fetch: (query: FirstQuery) => Promise<P>, query: FirstQuery = firstListQuery(), also: (() => Promise<unknown>)[] = []) {
  registerRouteData(path, () => fetch(query), queryKey(query));
  also.forEach((load, i) => registerRouteData(path, load, undefined, `also-${i}`));
}
