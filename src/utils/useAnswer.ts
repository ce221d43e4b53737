import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { settledOf } from './settled';
import { sharedRequest, peekShared, SHARED_FRESH_MS } from './sharedRequest';

export interface Answer<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
  /** Asks again now (`load(true)`), the last answer staying shown meanwhile. */
  refresh: () => void;
}

/**
 * A read whose component renders when its answer comes, and not before: ahooks' `useRequest` sets
 * its loading flag again as it starts, a render right after mounting for every select and card that
 * reads options (the attendance page's four selects and its productivity card rendered 215
 * components for it, between its first render and its rows; docs/benchmarks.md, twelfth session).
 * `load` is asked again when `deps` change; the last answer stays shown meanwhile (as `loading`), and
 * an answer overtaken by a newer request is dropped.
 * `early`: a request already on its way for the first answer (the click that opened the page asked
 * for it, utils/routeData): taken instead of `load`, and if it has settled before the first render,
 * that render shows its answer (no loading state, no second render).
 */
export function useAnswer<T>(load: (refresh: boolean) => Promise<T>, deps: DependencyList = [], early?: () => Promise<T> | undefined): Answer<T> {
  const [first] = useState(() => {
    const promise = early?.();
    return { promise, outcome: settledOf(promise) };
  });
  const [answer, setAnswer] = useState<Omit<Answer<T>, 'refresh'>>(() => {
    const { outcome } = first;
    if (!outcome) return { loading: true };
    return outcome.ok ? { data: outcome.value, loading: false } : { error: outcome.error, loading: false };
  });
  const [reloads, setReloads] = useState(0);
  const firstRun = useRef(true);
  useEffect(() => {
    const isFirst = firstRun.current;
    firstRun.current = false;
    if (isFirst && first.outcome) return undefined; // the first render had the answer
    let latest = true;
    // the same object when already loading: React renders nothing for it (the first time)
    setAnswer((was) => (was.loading ? was : { data: was.data, loading: true }));
    (isFirst && first.promise ? first.promise : load(reloads > 0)).then(
      (data) => latest && setAnswer({ data, loading: false }),
      (error: unknown) => latest && setAnswer((was) => ({ data: was.data, error, loading: false })),
    );
    return () => {
      latest = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again when what it reads changes, as useRequest's refreshDeps
  }, [...deps, reloads]);
  const refresh = useCallback(() => setReloads((n) => n + 1), []);
  return { ...answer, refresh };
}

/**
 * `useAnswer` over `sharedRequest(key, load, freshMs)`: one request for every reader of `key`; the
 * first render shows an answer that is already in (asked for by the click that opened the page:
 * register `() => sharedRequest(key, load, freshMs)` with utils/routeData). `refresh` asks anew.
 */
export function useShared<T>(key: string, load: () => Promise<T>, freshMs = SHARED_FRESH_MS, deps: DependencyList = []): Answer<T> {
  return useAnswer((refresh) => sharedRequest(key, load, refresh ? 0 : freshMs), [key, ...deps], () => peekShared<T>(key, freshMs));
}
