import { useAppData } from '@umijs/max';
import { useEffect } from 'react';

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
 * `preloadRoute`, enabled by `routePrefetch` in .umirc.ts). Renders nothing.
 */
export default function RoutePrefetch({ paths }: { paths: string[] }) {
  const { preloadRoute } = useAppData() as { preloadRoute?: (path: string) => void };
  const key = paths.join('\n');

  useEffect(() => {
    if (!preloadRoute || !prefetchAllowed()) return undefined;
    const queue = key ? key.split('\n') : [];
    const idle: (cb: () => void, opts: { timeout: number }) => number = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 50));
    const cancelIdle: (handle: number) => void = window.cancelIdleCallback ?? window.clearTimeout;
    let idleHandle: number | undefined;
    const step = () => {
      for (const path of queue.splice(0, PREFETCH_BATCH)) preloadRoute(path);
      if (queue.length) idleHandle = idle(step, { timeout: 5000 });
    };
    const timer = window.setTimeout(() => (idleHandle = idle(step, { timeout: 5000 })), PREFETCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idleHandle !== undefined) cancelIdle(idleHandle);
    };
  }, [preloadRoute, key]);

  return null;
}
