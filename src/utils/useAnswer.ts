import { useEffect, useState, type DependencyList } from 'react';

export interface Answer<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
}

/**
 * A read whose component renders when its answer comes, and not before: ahooks' `useRequest` sets
 * its loading flag again as it starts, a render right after mounting for every select and card that
 * reads options (the attendance page's four selects and its productivity card rendered 215
 * components for it, between its first render and its rows; docs/benchmarks.md, twelfth session).
 * `load` is asked again when `deps` change; the last answer stays shown meanwhile (as `loading`), and
 * an answer overtaken by a newer request is dropped.
 */
export function useAnswer<T>(load: () => Promise<T>, deps: DependencyList = []): Answer<T> {
  const [answer, setAnswer] = useState<Answer<T>>({ loading: true });
  useEffect(() => {
    let latest = true;
    // the same object when already loading: React renders nothing for it (the first time)
    setAnswer((was) => (was.loading ? was : { data: was.data, loading: true }));
    load().then(
      (data) => latest && setAnswer({ data, loading: false }),
      (error: unknown) => latest && setAnswer((was) => ({ data: was.data, error, loading: false })),
    );
    return () => {
      latest = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again when what it reads changes, as useRequest's refreshDeps
  }, deps);
  return answer;
}
