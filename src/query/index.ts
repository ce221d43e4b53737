/**
 * The console's one query layer (TanStack Query): every read is cached by what it asks for, within
 * the current warehouse, and marked stale by the console's own writes.
 */
import { focusManager, hashKey, keepPreviousData, notifyManager, QueryClient, QueryObserver, type QueryKey, type QueryObserverOptions } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { onWriteSettled } from '@/utils/request';
import { getWarehouse } from '@/utils/storage';

/** How long reference data (zones, people, dictionary entries) is served from the cache. */
export const REFERENCE_FRESH_MS = 30_000;
/** How long a page's first data, asked for at the click that opened it, is taken by the page. */
export const FIRST_DATA_FRESH_MS = 3_000;

// Answers reach their readers in the same task they come in (TanStack's default waits for a timer).
notifyManager.setScheduler(queueMicrotask);

// The window's focus counts as the tab becoming visible does (TanStack listens to the latter only).
focusManager.setEventListener((onFocus) => {
  const listener = () => onFocus();
  window.addEventListener('visibilitychange', listener, false);
  window.addEventListener('focus', listener, false);
  return () => {
    window.removeEventListener('visibilitychange', listener);
    window.removeEventListener('focus', listener);
  };
});

export const queryClient = new QueryClient({
  // networkMode 'always': offline, a read fails with the request layer's translated error instead of pausing
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, networkMode: 'always', staleTime: REFERENCE_FRESH_MS, gcTime: 5 * 60_000 } },
});

// What a QueryClientProvider would do: the focus and online managers reach the cache (no provider here).
queryClient.mount();

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

/**
 * useQuery, but an answer re-renders its reader as a state update, not through useSyncExternalStore
 * (always a separate synchronous render): the writes a screen makes with it come out as one render.
 */
function useObserved<T>(options: QueryObserverOptions<T, Error, T, T, QueryKey>) {
  const defaulted = queryClient.defaultQueryOptions(options);
  const [observer] = useState(() => new QueryObserver<T, Error, T, T, QueryKey>(queryClient, defaulted));
  const [, answered] = useReducer((n: number) => n + 1, 0);
  useEffect(() => observer.setOptions(defaulted));
  useEffect(() => {
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(answered));
    observer.updateResult();
    return unsubscribe;
  }, [observer]);
  return observer.trackResult(observer.getOptimisticResult(defaulted));
}

const answerOf = <T>(q: { data?: T; error: Error | null; isFetching: boolean; isPending: boolean; refetch: () => unknown }): Answer<T> => ({
  data: q.data,
  error: q.error ?? undefined,
  loading: q.isPending || q.isFetching,
  refresh: () => void q.refetch(),
});

/** A component's read of a reference: rendered with the answer at once when it is in. */
export function useReference<T>(ref: Reference<T>): Answer<T> {
  return answerOf(useObserved(referenceOptions(ref)));
}

export interface DataOptions {
  /** How long an answer is served to a new reader from the cache (default 0: every visit asks anew). */
  freshMs?: number;
  /** Asked for only while this holds. */
  enabled?: boolean;
  /** Asked again when the window regains focus (once `freshMs` has passed). */
  onFocus?: boolean;
}

/** Answers asked for ahead (the click that opens a page) that no reader has taken yet: each is taken once. */
const ahead = new Map<string, number>();
const isAhead = (key: QueryKey, now = Date.now()) => now - (ahead.get(hashKey(key)) ?? -Infinity) < FIRST_DATA_FRESH_MS;
const markAhead = (key: QueryKey) => ahead.set(hashKey(key), Date.now());
const take = (key: QueryKey) => ahead.delete(hashKey(key));

/** A component's own read, keyed by what it asks for (`key` changes: asked anew, the last answer shown meanwhile). */
export function useData<T>(key: readonly unknown[], load: () => Promise<T>, { freshMs = 0, enabled = true, onFocus = false }: DataOptions = {}): Answer<T> {
  const queryKey = keyOf('data', ...key);
  const staleTime = isAhead(queryKey) ? FIRST_DATA_FRESH_MS : freshMs;
  const hash = hashKey(queryKey);
  useEffect(() => void ahead.delete(hash), [hash]);
  return answerOf(useObserved<T>({ queryKey, queryFn: load, staleTime, enabled, refetchOnWindowFocus: onFocus, placeholderData: keepPreviousData }));
}

/** Starts a component's read ahead (the click that opens its page): the next `useData` with the same key takes it. */
export function prefetchData<T>(key: readonly unknown[], load: () => Promise<T>) {
  const queryKey = keyOf('data', ...key);
  const staleTime = isAhead(queryKey) ? FIRST_DATA_FRESH_MS : 0; // a second click meanwhile takes the same request
  markAhead(queryKey);
  return queryClient.prefetchQuery({ queryKey, queryFn: load, staleTime });
}

const listKey = (path: string, query: unknown) => keyOf('list', path, query);
const LIST_KEEP_MS = 30_000;

/** Asks for a list page of the screen at `path` ahead (the click that opens it): the list that mounts takes it, once. */
export function prefetchListPage<P>(path: string, query: unknown, load: () => Promise<P>): Promise<P> {
  const queryKey = listKey(path, query);
  const staleTime = isAhead(queryKey) ? FIRST_DATA_FRESH_MS : 0; // a second click meanwhile takes the same request
  markAhead(queryKey);
  return queryClient.fetchQuery({ queryKey, queryFn: load, staleTime, gcTime: LIST_KEEP_MS });
}

/** A list page of the screen at `path`: the one asked for ahead if there is one (on its way or in), else asked for anew. */
export function fetchListPage<P>(path: string, query: unknown, load: () => Promise<P>): Promise<P> {
  const queryKey = listKey(path, query);
  const staleTime = isAhead(queryKey) ? FIRST_DATA_FRESH_MS : 0;
  take(queryKey);
  return queryClient.fetchQuery({ queryKey, queryFn: load, staleTime, gcTime: LIST_KEEP_MS });
}

/** The list page asked for ahead, if it has come and no list has taken it: the list renders it at once (and takes it). */
export function peekListPage<P>(path: string, query: unknown): P | undefined {
  const queryKey = listKey(path, query);
  const state = queryClient.getQueryState<P>(queryKey);
  const askedAt = ahead.get(hashKey(queryKey));
  // the answer to that request, not an older one shown while it is on its way
  if (!isAhead(queryKey) || state?.status !== 'success' || state.fetchStatus !== 'idle' || state.isInvalidated || state.dataUpdatedAt < askedAt!) return undefined;
  take(queryKey);
  return state.data;
}

/** Forgets every answer (sign-out: the next user asks anew). */
export function clearCache() {
  ahead.clear();
  queryClient.clear();
}
