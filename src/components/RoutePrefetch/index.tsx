import { matchRoutes, useAppData } from '@umijs/max';
import { useEffect } from 'react';
import { loadNamespacesFor } from '@/i18n';
import { afterIdle, onIdle, type CancelIdle } from '@/utils/idle';
import { settleLazy } from '@/utils/lazyRoutes';

/** Quiet time after the layout appears before route code is fetched: the page's own loading first. */
export const PREFETCH_DELAY_MS = 2000;
/** Routes fetched per idle period. */
export const PREFETCH_BATCH = 5;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching on metered ("save data") or very slow connections. */
export function prefetchAllowed(connection: NetworkInformationLike | undefined = (navigator as { connection?: NetworkInformationLike }).connection): boolean {
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/**
 * Fetches the code of the pages in the menu (those the user may open) while the browser is idle,
 * a few at a time, so the first visit of a menu entry does not wait for its chunks (umi's
 * `preloadRoute`, enabled by `routePrefetch` in .umirc.ts); the pages' modules register their first
 * data as they run (utils/routeData). Renders nothing.
 */
export default function RoutePrefetch({ paths }: { paths: string[] }) {
  const { preloadRoute, clientRoutes, routeComponents } = useAppData() as {
    preloadRoute?: (path: string) => void;
    clientRoutes?: Parameters<typeof matchRoutes>[0];
    routeComponents?: Record<string, unknown>;
  };
  const key = paths.join('\n');

  useEffect(() => {
    if (!preloadRoute || !prefetchAllowed()) return undefined;
    const queue = key ? key.split('\n') : [];
    let cancel: CancelIdle;
    const step = () => {
      for (const path of queue.splice(0, PREFETCH_BATCH)) {
        preloadRoute(path);
        // and the page's translation file (i18n/namespaces), so its first visit waits for neither
        void loadNamespacesFor(path);
        for (const match of (clientRoutes && matchRoutes(clientRoutes, path)) || []) {
          void settleLazy(routeComponents?.[(match.route as { id?: string }).id ?? '']);
        }
      }
      if (queue.length) cancel = onIdle(step);
    };
    cancel = afterIdle(PREFETCH_DELAY_MS, step);
    return () => cancel();
  }, [preloadRoute, clientRoutes, routeComponents, key]);

  return null;
}
