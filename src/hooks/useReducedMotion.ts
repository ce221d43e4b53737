import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : undefined);

const subscribe = (onChange: () => void) => {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};
const reduced = () => media()?.matches ?? false;

/** Whether the system asks for reduced motion, following a change of the setting while open. */
export const useReducedMotion = () => useSyncExternalStore(subscribe, reduced, () => false);
