/**
 * The inbound documents' state machines and the menu ids of their screens: the rules both the mock
 * and the console read (relative imports only). Vocabulary: ../shared/design/wms-domain.md.
 */
import { defineMachine } from '../machine';

export const NOTICE_STATUSES = ['created', 'arrived', 'unloading', 'received', 'approval', 'tallied', 'completed', 'cancelled'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/**
 * A warehousing notice (ASN): arrives at a dock, is unloaded and received (the dock is free again),
 * tallied by scan (a difference above the threshold waits for a supervisor), and complete when
 * every tallied pallet is on a shelf.
 */
export const noticeMachine = defineMachine({
  states: NOTICE_STATUSES,
  initial: 'created',
  edges: {
    arrive: { from: ['created'], to: 'arrived' },
    unload: { from: ['arrived'], to: 'unloading' },
    receive: { from: ['unloading'], to: 'received' },
    tally: { from: ['received'], to: 'tallied' },
    submit: { from: ['received'], to: 'approval' },
    approve: { from: ['approval'], to: 'tallied' },
    reject: { from: ['approval'], to: 'received' },
    complete: { from: ['tallied'], to: 'completed' },
    cancel: { from: ['created', 'arrived', 'unloading'], to: 'cancelled' },
  },
});
export type NoticeAction = (typeof noticeMachine.actions)[number];
/** Only a notice nothing has happened to may still be edited. */
export const NOTICE_EDITABLE: readonly NoticeStatus[] = ['created'];

export const RETURN_STATUSES = ['created', 'graded', 'booked', 'shelved', 'cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * A customer return of a shipped order: identified and checked at preprocessing (created), each
 * unit graded (restock / damaged / destroy), booked into stock (destroy units get a destroy order),
 * shelved when the restocked units are put away.
 */
export const returnMachine = defineMachine({
  states: RETURN_STATUSES,
  initial: 'created',
  edges: {
    grade: { from: ['created', 'graded'], to: 'graded' },
    book: { from: ['graded'], to: 'booked' },
    complete: { from: ['booked'], to: 'shelved' },
    cancel: { from: ['created', 'graded'], to: 'cancelled' },
  },
});
export type ReturnAction = (typeof returnMachine.actions)[number];

export const TRAILER_STATUSES = ['expected', 'atDock', 'unloading', 'unloaded', 'cancelled'] as const;
export type TrailerStatus = (typeof TRAILER_STATUSES)[number];

/** A trailer bringing returns: at a dock (occupied) while it is unloaded; unloaded or cancelled frees the dock. */
export const trailerMachine = defineMachine({
  states: TRAILER_STATUSES,
  initial: 'expected',
  edges: {
    arrive: { from: ['expected'], to: 'atDock' },
    unload: { from: ['atDock'], to: 'unloading' },
    finish: { from: ['unloading'], to: 'unloaded' },
    cancel: { from: ['expected', 'atDock'], to: 'cancelled' },
  },
});
export type TrailerAction = (typeof trailerMachine.actions)[number];
export const TRAILER_EDITABLE: readonly TrailerStatus[] = ['expected'];

/** The menu ids of the inbound screens: the permission keys the mock checks and the routes carry. */
export const INBOUND_MENU_IDS = {
  notice: '152',
  receipt: '27',
  tally: '107',
  onShelf: '63',
  lpnMap: '397',
  returnTally: '215',
  returnGrade: '223',
  returnBook: '472',
  returnShelf: '211',
  trailer: '318',
} as const;

/** Tally reasons (the dictionary's `tallyReason` entries): why a line differs from the notice. */
export const TALLY_REASON_TYPE = 'tallyReason';
/** The grades of a returned unit. */
export const RETURN_GRADES = ['restock', 'damaged', 'destroy'] as const;
export type ReturnGrade = (typeof RETURN_GRADES)[number];
export const RETURN_CONDITIONS = ['intact', 'opened', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/**
 * Where stock waits between the truck and a shelf. These are not locations of the layout, so
 * nothing there can be allocated: stock becomes available only on a shelf.
 */
export const RECEIVING_AREA = (dock: string) => `RECV-${dock}`;
export const RETURNS_AREA = 'RTN';
export const DAMAGED_AREA = 'DMG';

/**
 * The share of a tally that differs from its notice, in percent of the expected units: every unit
 * short or over counts, and every damaged unit (it is not a good one). Above the warehouse's
 * threshold (`recountVariancePct`) a supervisor approves the tally.
 */
export function tallyVariancePct(lines: readonly { expected: number; good: number; damaged: number }[]): number {
  const expected = lines.reduce((s, l) => s + l.expected, 0);
  const off = lines.reduce((s, l) => s + Math.abs(l.good + l.damaged - l.expected) + l.damaged, 0);
  if (!expected) return off ? 100 : 0;
  return Math.round((off / expected) * 1000) / 10;
}
