import type { ActionType } from '@ant-design/pro-components';
import { useEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ListError from '@/components/ListError';
import { canonical, fetchListPage, peekListPage } from '@/query';
import { LIST_SLOW_MS } from './layout';
import StateTabBar, { type StateTab } from './StateTabBar';

/** What a state list answers besides its page: rows per state over the other filters, and all of them. */
export interface StateCounts {
  counts: Record<string, number>;
  all: number;
}

/**
 * Asks for a list's first page as it mounts, in parallel with ProTable's set-up, so rows do not wait
 * for the table; a page the opening click already asked for (src/query/routeQueries) is taken and,
 * with rendersInitial, rendered at once. Later requests ask anew.
 */
export function useEarlyFirstPage<Q, P>(firstQuery: Q | undefined, fetchPage: (query: Q) => Promise<P>, rendersInitial = false) {
  // the click's first data is the screen's unfiltered first page: not for an address with a query
  const path = window.location.search ? undefined : window.location.pathname;
  const [initial] = useState(() => (firstQuery === undefined || !path ? undefined : peekListPage<P>(path, firstQuery)));
  const early = useRef<{ key: string; promise: Promise<P> }>();
  const started = useRef(false);
  // On mount, or at the table's first request if that comes first (its effects run before ours).
  const start = () => {
    if (started.current) return;
    started.current = true;
    // a list that waits for its table's first request, or one that rendered its first page itself
    if (firstQuery === undefined || (initial !== undefined && rendersInitial)) return;
    const promise = initial !== undefined ? Promise.resolve(initial) : path ? fetchListPage(path, firstQuery, () => fetchPage(firstQuery)) : fetchPage(firstQuery);
    promise.catch(() => undefined); // the request that takes it over reports a failure
    early.current = { key: JSON.stringify(canonical(firstQuery)), promise };
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(start, []);
  const fetch = (query: Q) => {
    start();
    const taken = early.current;
    early.current = undefined;
    return taken && taken.key === JSON.stringify(canonical(query)) ? taken.promise : fetchPage(query);
  };
  /** The first page when it had come before the list's first render. */
  return { fetch, initial };
}

/** The tabs' counts from an answer; a list without states has none (its tabs are not shown). */
const countsOf = (page: Partial<StateCounts>): Record<string, number> => (page.counts ? { ...page.counts, all: page.all ?? 0 } : {});

/**
 * A list's state tabs ("All" and one per machine state, with the server's counts) and its loading
 * states. `load` wraps each page request; a failure clears rows and counts and shows Retry. Only a
 * slow answer (LIST_SLOW_MS) shows a spinner; before the first answer the body stays blank.
 */
export function useStateTabs<S extends string>(
  states: readonly S[],
  actionRef: MutableRefObject<Pick<ActionType, 'reload'> | undefined>,
  { label, onSwitch, initial, initialCounts }: { label: (state: S) => ReactNode; onSwitch?: () => void; initial?: S; initialCounts?: Partial<StateCounts> },
) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'all' | S>(initial ?? 'all');
  const [counts, setCounts] = useState<Record<string, number>>(() => (initialCounts ? countsOf(initialCounts) : {}));
  const [answered, setAnswered] = useState(!!initialCounts);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const [slow, setSlow] = useState(false);
  const pending = useRef(0);
  /** The newest load: an older one answering late (the table dropped it) changes nothing here. */
  const latest = useRef(0);
  const slowTimer = useRef<number>();
  useEffect(() => () => window.clearTimeout(slowTimer.current), []);
  const items: StateTab[] = (['all', ...states] as const).map((s) => ({
    key: s,
    label: (
      <span data-testid={`tab-${s}`}>
        {s === 'all' ? t('kit.list.tab.all') : label(s)}
        {/* no count before the first answer: "(0)" would claim an empty list */}
        {'all' in counts && ` (${counts[s] ?? 0})`}
      </span>
    ),
  }));
  return {
    tab,
    /** The state filter for the list request: undefined on "All". */
    stateOf: (key: unknown) => (key === 'all' ? undefined : (key as S)),
    /** Fetches a page for ProTable's `request`; a failure leaves the list empty, with the error in its place. */
    load: async <R,>(fetchPage: () => Promise<Partial<StateCounts> & { list: R[]; total: number }>) => {
      pending.current += 1;
      const seq = ++latest.current;
      if (pending.current === 1) slowTimer.current = window.setTimeout(() => setSlow(true), LIST_SLOW_MS);
      try {
        const page = await fetchPage();
        if (seq === latest.current) {
          setFailure(undefined);
          setCounts(countsOf(page));
        }
        return { data: page.list, total: page.total, success: true };
      } catch (error) {
        if (seq === latest.current) {
          setFailure({ error });
          setCounts({});
        }
        return { data: [] as R[], total: 0, success: true };
      } finally {
        pending.current -= 1;
        if (!pending.current) {
          window.clearTimeout(slowTimer.current);
          setSlow(false);
        }
        setAnswered(true);
      }
    },
    tableProps: {
      loading: slow,
      locale: failure
        ? { emptyText: <ListError error={failure.error} onRetry={() => actionRef.current?.reload()} /> }
        : answered
          ? undefined
          : { emptyText: <div className="wms-list-pending" data-testid="list-pending" /> },
    },
    /** The tabs with their labels: "All", then each state, with the counts once an answer has them. */
    items,
    /** ProTable's `toolbar`: the actions on the first line, the tabs on their own full-width line. */
    toolbar: {
      multipleLine: true,
      filter: (
        <StateTabBar
          items={items}
          activeKey={tab}
          onChange={(key) => {
            setTab(key as 'all' | S);
            onSwitch?.();
          }}
        />
      ),
    },
  };
}
