import { matchRoutes, useAppData } from '@umijs/max';
import { useEffect } from 'react';
import { loadNamespacesFor } from '@/i18n';
import { prefetchRouteCode } from '@/query/routeQueries';
import { afterIdle, onIdle, type CancelIdle } from '@/utils/idle';
import { LAZY_INTERNALS, settleLazy } from '@/utils/lazyRoutes';

/** Quiet time after the layout appears before route code is fetched: the page's own loading first. */
export const PREFETCH_DELAY_MS = 2000;
/**
 * The longest an idle slice of prefetching runs before it yields. A task over 50 ms blocks input
 * (a "long task"), and a phone several times slower than a desktop stretches each slice.
 */
export const PREFETCH_SLICE_MS = 8;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching on metered ("save data") or very slow connections. */
export function prefetchAllowed(connection: NetworkInformationLike | undefined = (navigator as { connection?: NetworkInformationLike }).connection): boolean {
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Fetches the menu pages' code (lazy components settled, or umi's `preloadRoute` with internals off) and
 *  their first data's code in idle time, in short slices, so a first visit waits for no chunk. Renders nothing. */
export default function RoutePrefetch({ paths }: { paths: string[] }) {
  const { clientRoutes, routeComponents, preloadRoute } = useAppData() as {
    clientRoutes?: Parameters<typeof matchRoutes>[0];
    routeComponents?: Record<string, unknown>;
    preloadRoute?: (path: string) => void;
  };
  const key = paths.join('\n');

  useEffect(() => {
    if (!clientRoutes || !routeComponents || !prefetchAllowed()) return undefined;
    const queue = key ? key.split('\n') : [];
    let cancel: CancelIdle;
    const prefetch = (path: string) => {
      // and the page's translation file (i18n/namespaces) and its first data's code (query/routeQueries)
      void loadNamespacesFor(path);
      void prefetchRouteCode(path);
      if (!LAZY_INTERNALS) {
        preloadRoute?.(path);
        return;
      }
      for (const match of matchRoutes(clientRoutes, path) || []) {
        void settleLazy(routeComponents[(match.route as { id?: string }).id ?? '']);
      }
    };
    const step = () => {
      const started = performance.now();
      do prefetch(queue.shift()!);
      while (queue.length && performance.now() - started < PREFETCH_SLICE_MS);
      if (queue.length) cancel = onIdle(step);
    };
    cancel = afterIdle(PREFETCH_DELAY_MS, step);
    return () => cancel();
  }, [clientRoutes, routeComponents, preloadRoute, key]);

  return null;
}
