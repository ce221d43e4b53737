import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The set-up kit's words are in the master data file, which the CMS pages do not load by
// themselves: this page loads it, and the screen comes as a chunk of its own once it is in.
const RulesScreen = lazy(() => import('./RulesScreen'));
const KIT_NAMESPACES = ['master'];

/** Routing rules (487): the set-up list of the rules that take customer orders into outbound. */
export default function SmartOutbound() {
  const { ready } = useTranslation(KIT_NAMESPACES);
  return ready ? (
    <Suspense fallback={null}>
      <RulesScreen />
    </Suspense>
  ) : null;
}
