/** Stops what `onIdle` / `afterIdle` scheduled. */
export type CancelIdle = () => void;

/** Screens holding the background (holdBackground), and the idle-time work waiting for them. */
let holds = 0;
const held = new Set<() => void>();

/**
 * Runs `fn` in the browser's next idle period (at the latest after `timeoutMs`); a short timer
 * where requestIdleCallback is missing (Safari, jsdom).
 */
export function onIdle(fn: () => void, timeoutMs = 5000): CancelIdle {
  let cancel: CancelIdle = () => undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 50);
      cancel = () => window.clearTimeout(handle);
    }
  };
  // while a screen holds the background (holdBackground), the work waits for its release
  function run() {
    if (!holds) return fn();
    held.add(schedule);
    cancel = () => held.delete(schedule);
    return undefined;
  }
  schedule();
  return () => cancel();
}

/**
 * Holds the idle-time work (route code fetched ahead, warm-ups) while a screen that answers every
 * key is open (a scan station on a handheld); returns the release, which lets the held work run.
 */
export function holdBackground(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds) return;
    const waiting = [...held];
    held.clear();
    waiting.forEach((schedule) => schedule());
  };
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
