/**
 * Relocation: moving stock from one location of the layout to another in three scanned steps. The
 * menu ids of its screens and the state machine both the mock and the console read (relative
 * imports only). Vocabulary: ../shared/design/wms-domain.md.
 */
import { defineMachine } from '../machine';

export const RELOCATION_STATUSES = ['created', 'inTransit', 'received', 'done', 'cancelled'] as const;
export type RelocationStatus = (typeof RELOCATION_STATUSES)[number];

/**
 * A relocation: planned (created), taken out of its source location (in transit: on no location of
 * the layout, so nothing can allocate it), received at the target side, put away on a location
 * (done). It may be cancelled until it is put away; the units in transit go back to the source.
 */
export const relocationMachine = defineMachine({
  states: RELOCATION_STATUSES,
  initial: 'created',
  edges: {
    out: { from: ['created'], to: 'inTransit' },
    receive: { from: ['inTransit'], to: 'received' },
    putaway: { from: ['received'], to: 'done' },
    cancel: { from: ['created', 'inTransit', 'received'], to: 'cancelled' },
  },
});
export type RelocationAction = (typeof relocationMachine.actions)[number];

/** The menu ids of the relocation screens: the permission keys the mock checks and the routes carry. */
export const RELOCATE_MENU_IDS = {
  relocate: '433',
  emergency: '434',
  inbound: '435',
  outbound: '436',
  putaway: '437',
  record: '575',
} as const;

/** The FBA screens (inventory menu): stock staged in FBA zones for marketplace shipments, and its records. */
export const FBA_MENU_IDS = { location: '521', record: '522' } as const;

/**
 * Where a relocation's units are between its source and its target: an area that is not a
 * location of the layout (like inbound's receiving area), one per relocation, so nothing in
 * transit is allocatable and the units are counted once, there.
 */
export const TRANSIT_AREA = (no: string) => `TRANSIT-${no}`;
export const isTransitArea = (location: string) => location.startsWith('TRANSIT-');

/** The screen that does a relocation's next step (the task list links there with `?relocation=<id>`). */
export const RELOCATION_STEP_SCREENS: Record<RelocationStatus, string> = {
  created: '/relocate/emergency/relocateOutbound',
  inTransit: '/relocate/emergency/relocateInbound',
  received: '/relocate/emergency/relocatePutaway',
  done: '/relocate/record',
  cancelled: '/relocate/record',
};

/** Why a replenishment was generated (types.ts `ReplenishReason`). */
export const REPLENISH_REASONS = ['min', 'shortfall'] as const;

/** The document type of an FBA staging or release in the journal. */
export const FBA_DOC_TYPE = 'fba';
/** The document type of a relocation's records. */
export const RELOCATION_DOC_TYPE = 'relocation';
