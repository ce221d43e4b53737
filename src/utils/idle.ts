/** Stops what `onIdle` / `afterIdle` scheduled. */
export type CancelIdle = () => void;

/**
 * Runs `fn` in the browser's next idle period (at the latest after `timeoutMs`); a short timer
 * where requestIdleCallback is missing (Safari, jsdom).
 */
export function onIdle(fn: () => void, timeoutMs = 5000): CancelIdle {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(fn, 50);
  return () => window.clearTimeout(handle);
}

/** Waits `delayMs` (the page's own loading first), then runs `fn` in an idle period. */
export function afterIdle(delayMs: number, fn: () => void): CancelIdle {
  let cancelIdle: CancelIdle | undefined;
  const timer = window.setTimeout(() => (cancelIdle = onIdle(fn)), delayMs);
  return () => {
    window.clearTimeout(timer);
    cancelIdle?.();
  };
}
