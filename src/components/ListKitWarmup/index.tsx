import { Component, lazy, memo, startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PREFETCH_DELAY_MS, prefetchAllowed } from '@/components/RoutePrefetch';
import { onIdle, onIntent, type CancelIdle } from '@/utils/idle';

const ListKit = lazy(() => import('./ListKit'));

/**
 * A warm-up is an optimisation: if it fails (its code cannot be fetched offline, or it throws),
 * it is dropped, never passed on to the page the user is working in.
 */
class DropOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Keeps the list pages' parts (ListKit) mounted in a detached element once the user acts: antd's
 * CSS-in-JS style cache is reference-counted, so otherwise each first list visit recomputes and
 * inserts the table, form and pagination styles. Nothing is shown, focused or announced.
 */
function ListKitWarmup({ kit: Kit = ListKit, delayMs = PREFETCH_DELAY_MS }: { kit?: ComponentType; delayMs?: number }) {
  const [mounted, setMounted] = useState(false);
  // One element for the component's lifetime (a memo may be recomputed; state is kept).
  const [host] = useState(() => document.createElement('div'));

  useEffect(() => {
    if (!prefetchAllowed()) return undefined;
    // Only after the page's own loading and a sign of acting (the pointer heading for a menu entry),
    // so a page merely looked at pays no main-thread cost; when idle, in a transition that yields to
    // input. Both cues count, in either order (acting during the delay counts).
    let waited = false;
    let acted = false;
    let cancelIdle: CancelIdle | undefined;
    const go = () => {
      if (waited && acted) cancelIdle = onIdle(() => startTransition(() => setMounted(true)));
    };
    const stopListening = onIntent(() => {
      acted = true;
      go();
    });
    const timer = window.setTimeout(() => {
      waited = true;
      go();
    }, delayMs);
    return () => {
      stopListening();
      window.clearTimeout(timer);
      cancelIdle?.();
    };
  }, [delayMs]);

  return mounted
    ? createPortal(
        <DropOnError>
          <Suspense fallback={null}>
            <Kit />
          </Suspense>
        </DropOnError>,
        host,
      )
    : null;
}

// The layout re-renders on every route switch; the kit must not (a ProTable's render, ~14 ms).
export default memo(ListKitWarmup);
