import { getStore } from '../store';
import { seedOutbound } from './seed';
import type { OutboundState } from './types';

/** The outbound part of the shared store, seeded on first use (and again after a reset). */
export function getOutbound(): OutboundState {
  const store = getStore();
  if (!store.outbound) store.outbound = seedOutbound();
  return store.outbound;
}
