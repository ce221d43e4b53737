import { lazy, Suspense, useSyncExternalStore } from 'react';
import { feedbackWanted, markFeedbackUnavailable, subscribeFeedback } from '@/utils/feedback';

// A failed load (offline) must not break the page: the caller is told, and nothing renders.
const RootFeedback = lazy(
  (): Promise<{ default: () => JSX.Element | null }> =>
    import('./RootFeedback').catch(() => {
      markFeedbackUnavailable();
      return { default: () => null };
    }),
);

/** At the root: loads an App + holder the first time non-React code needs a dialog (utils/feedback). */
export default function OnDemandFeedback() {
  const wanted = useSyncExternalStore(subscribeFeedback, feedbackWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <RootFeedback />
    </Suspense>
  ) : null;
}
