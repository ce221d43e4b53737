/**
 * The console's one query layer (TanStack Query): every read is cached by what it asks for, within
 * the current warehouse, and marked stale by the console's own writes.
 */
import { keepPreviousData, notifyManager, QueryClient, useQuery, type QueryKey } from '@tanstack/react-query';
import { onWriteSettled } from '@/utils/request';
import { getWarehouse } from '@/utils/storage';

/** How long reference data (zones, people, dictionary entries) is served from the cache. */
export const REFERENCE_FRESH_MS = 30_000;
/** How long a page's first data, asked for at the click that opened it, is taken by the page. */
export const FIRST_DATA_FRESH_MS = 3_000;

// Answers reach their readers in the same task they come in (TanStack's default waits for a timer).
notifyManager.setScheduler(queueMicrotask);

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: REFERENCE_FRESH_MS, gcTime: 5 * 60_000 } },
});

// A read made before a write may be out of date: asked anew by its next reader (a zone just made is offered at once).
onWriteSettled(() => void queryClient.invalidateQueries({ refetchType: 'none' }));

/** A query's identity: the same fields and values in any order, absent and undefined alike. */
export function canonical(query: unknown): unknown {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return query ?? null;
  const fields = Object.entries(query as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return Object.fromEntries(fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The cache key of `parts` in the current warehouse. */
export const keyOf = (...parts: unknown[]): QueryKey => [getWarehouse() ?? '', ...parts.map(canonical)];

/** Reference data read by several screens and selects: one request for all of them. */
export interface Reference<T> {
  key: readonly unknown[];
  load: () => Promise<T>;
  freshMs: number;
}
export const reference = <T>(key: string | readonly unknown[], load: () => Promise<T>, freshMs = REFERENCE_FRESH_MS): Reference<T> => ({
  key: typeof key === 'string' ? [key] : key,
  load,
  freshMs,
});

const referenceOptions = <T>(ref: Reference<T>) => ({ queryKey: keyOf('reference', ...ref.key), queryFn: ref.load, staleTime: ref.freshMs });

/** The reference's answer: from the cache while fresh, else asked for (once for every caller at the time). */
export const fetchReference = <T>(ref: Reference<T>): Promise<T> => queryClient.fetchQuery(referenceOptions(ref));

/** The reference's answer if it is in the cache and fresh, without asking. */
export function peekReference<T>(ref: Reference<T>): T | undefined {
  const options = referenceOptions(ref);
  const state = queryClient.getQueryState<T>(options.queryKey);
  return state?.status === 'success' && !state.isInvalidated && Date.now() - state.dataUpdatedAt < ref.freshMs ? state.data : undefined;
}

/** What a component reads: the answer (the last one stays shown while another is asked for), its failure, and `refresh`. */
export interface Answer<T> {
  data?: T;
  error?: Error;
  loading: boolean;
  refresh: () => void;
}

const answerOf = <T>(q: { data?: T; error: Error | null; isFetching: boolean; isPending: boolean; refetch: () => unknown }): Answer<T> => ({
  data: q.data,
  error: q.error ?? undefined,
  loading: q.isPending || q.isFetching,
  refresh: () => void q.refetch(),
});

/** A component's read of a reference: rendered with the answer at once when it is in. */
export function useReference<T>(ref: Reference<T>): Answer<T> {
  return answerOf(useQuery(referenceOptions(ref), queryClient));
}

export interface DataOptions {
  /** How long an answer is served from the cache (default: a moment, for an answer asked for ahead). */
  freshMs?: number;
  /** Asked for only while this holds. */
  enabled?: boolean;
  /** Asked again when the window regains focus (once `freshMs` has passed). */
  onFocus?: boolean;
}

/** A component's own read, keyed by what it asks for (`key` changes: asked anew, the last answer shown meanwhile). */
export function useData<T>(key: readonly unknown[], load: () => Promise<T>, { freshMs = FIRST_DATA_FRESH_MS, enabled = true, onFocus = false }: DataOptions = {}): Answer<T> {
  return answerOf(
    useQuery({ queryKey: keyOf('data', ...key), queryFn: load, staleTime: freshMs, enabled, refetchOnWindowFocus: onFocus, placeholderData: keepPreviousData }, queryClient),
  );
}

/** Starts a component's read ahead (the click that opens its page): `useData` with the same key takes it. */
export const prefetchData = <T>(key: readonly unknown[], load: () => Promise<T>) =>
  queryClient.prefetchQuery({ queryKey: keyOf('data', ...key), queryFn: load, staleTime: FIRST_DATA_FRESH_MS });

const listKey = (path: string, query: unknown) => keyOf('list', path, query);
const LIST_KEEP_MS = 30_000;

/** A list page of the screen at `path`: a fresh one (started by the click that opened it) is taken, else asked for. */
export function fetchListPage<P>(path: string, query: unknown, load: () => Promise<P>, freshMs = FIRST_DATA_FRESH_MS): Promise<P> {
  return queryClient.fetchQuery({ queryKey: listKey(path, query), queryFn: load, staleTime: freshMs, gcTime: LIST_KEEP_MS });
}

/** The list page of the screen at `path` if it has come and is fresh, without asking: the list renders it at once. */
export function peekListPage<P>(path: string, query: unknown): P | undefined {
  const state = queryClient.getQueryState<P>(listKey(path, query));
  return state?.status === 'success' && !state.isInvalidated && Date.now() - state.dataUpdatedAt < FIRST_DATA_FRESH_MS ? state.data : undefined;
}
