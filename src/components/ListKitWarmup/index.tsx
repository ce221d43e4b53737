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
 * Keeps one instance of the list pages' parts (ListKit) mounted in a detached element, never in
 * the document, once the user acts after the page has loaded. Why: antd's CSS-in-JS
 * computes the styles of a component kind whenever no mounted component uses them (its style cache
 * is reference-counted), so without this the first visit of every list page, and every visit after
 * leaving all lists, computed and inserted the styles of table, form, pagination... again, and ran
 * that code cold. Measured with `npm run bench` (route switches): a list page's first visit is
 * 50–65 ms quicker. Nothing is shown, focused or announced; it renders no text.
 */
function ListKitWarmup({ kit: Kit = ListKit, delayMs = PREFETCH_DELAY_MS }: { kit?: ComponentType; delayMs?: number }) {
  const [mounted, setMounted] = useState(false);
  // One element for the component's lifetime (a memo may be recomputed; state is kept).
  const [host] = useState(() => document.createElement('div'));

  useEffect(() => {
    if (!prefetchAllowed()) return undefined;
    // After the page's own loading, once the user has shown a sign of acting (the pointer on its
    // way to a menu entry: a list is opened a few hundred ms later at the soonest), in an idle moment.
    // A page only looked at gets no warm-up: it was ~100 ms of main-thread work in the load's
    // window (Lighthouse's TBT, docs/benchmarks.md). In a transition: React renders the kit in
    // 5 ms slices that yield to input.
    // Both cues, in either order: the delay, and the user acting (during the delay counts).
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
