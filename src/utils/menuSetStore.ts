import { useSyncExternalStore } from 'react';
import type { MenuSet } from '../../config/routes';

/** The menu set the user is in: sticky across pages both sets share; warehouse by default. */
let current: MenuSet = 'warehouse';
const listeners = new Set<() => void>();

export const getMenuSet = () => current;
export function setMenuSet(next: MenuSet) {
  if (next === current) return;
  current = next;
  listeners.forEach((l) => l());
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useMenuSet = () => useSyncExternalStore(subscribe, getMenuSet, getMenuSet);
