import { defineMachine } from '@/domain/machine';

/**
 * The states of a set-up record (a user, a location, a product): enabled or disabled. A set-up
 * list declares it like a document's machine, and gets its enable / disable row and bulk actions.
 */
export const enabledMachine = defineMachine({
  states: ['enabled', 'disabled'] as const,
  initial: 'enabled',
  edges: {
    disable: { from: ['enabled'], to: 'disabled' },
    enable: { from: ['disabled'], to: 'enabled' },
  },
});
export type EnabledState = (typeof enabledMachine.states)[number];
export type EnabledAction = (typeof enabledMachine.actions)[number];
export const enabledState = (record: { enabled: boolean }): EnabledState => (record.enabled ? 'enabled' : 'disabled');

/**
 * Runs `one` for each row in turn and gathers the per-item answer a bulk endpoint would give
 * (for records whose API changes one at a time), rows named by `key`; `note` words what a done
 * row's answer says (shown on its row).
 */
export async function eachRow<T, R = unknown>(rows: T[], key: (row: T) => string, one: (row: T) => Promise<R>, errorText: (e: unknown) => string, note?: (result: R, row: T) => string | undefined) {
  const answer: { done: string[]; failed: { no: string; message: string }[]; notes?: Record<string, string> } = { done: [], failed: [], ...(note ? { notes: {} } : {}) };
  for (const row of rows) {
    try {
      const result = await one(row);
      answer.done.push(key(row));
      const text = note?.(result, row);
      if (text && answer.notes) answer.notes[key(row)] = text;
    } catch (e) {
      answer.failed.push({ no: key(row), message: errorText(e) });
    }
  }
  return answer;
}
