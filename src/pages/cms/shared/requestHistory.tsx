import type { HistoryEntry } from '@/kits/list/History';
import type { HistoryEntry as DocStep } from '@/domain/machine';
import StateTag from './StateTag';

/** A request's history as the kit's timeline: each step's action and the state it led to. */
export function requestHistory<S extends string, A extends string>(history: DocStep<S, A>[], action: (a: A | 'create') => string, state: (s: S) => string): HistoryEntry[] {
  return history.map((h, i) => ({
    key: String(i),
    action: action(h.action === 'edit' ? 'create' : h.action),
    state: <StateTag status={h.to} label={state(h.to)} />,
    operator: h.operator,
    at: h.at,
    note: h.note,
  }));
}
