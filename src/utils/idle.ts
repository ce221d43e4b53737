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

/** A user's first sign of acting: a pointer moved or pressed, a key, a wheel or a touch. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Runs `fn` once at the user's next sign of acting (INTENT_EVENTS, anywhere in the window), for
 * work that only pays when the user goes on: a page left alone gets none of it.
 */
export function onIntent(fn: () => void): CancelIdle {
  const stop = () => INTENT_EVENTS.forEach((type) => window.removeEventListener(type, handler, true));
  function handler() {
    stop();
    fn();
  }
  INTENT_EVENTS.forEach((type) => window.addEventListener(type, handler, { capture: true, passive: true }));
  return stop;
}
