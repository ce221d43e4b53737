/**
 * The words of the outbound states and actions as literal translation keys: the console shows
 * them (src/pages/outbound/shared/labels.ts) and the mock names states and actions in its
 * messages with them. Relative imports only: the mock imports this file.
 */

/** Order and destroy-order states. */
export const STATUS_KEYS: Record<string, string> = {
  created: 'outbound.status.created',
  allocated: 'outbound.status.allocated',
  picking: 'outbound.status.picking',
  picked: 'outbound.status.picked',
  packed: 'outbound.status.packed',
  labelled: 'outbound.status.labelled',
  shipped: 'outbound.status.shipped',
  cancelled: 'outbound.status.cancelled',
  exception: 'outbound.status.exception',
  approved: 'outbound.status.approved',
  executed: 'outbound.status.executed',
  open: 'outbound.status.open',
  done: 'outbound.status.done',
  short: 'outbound.status.short',
  confirmed: 'outbound.status.confirmed',
};

/** Order and destroy-order actions; also the `action` of an order's history, which the server sends. */
export const ACTION_KEYS: Record<string, string> = {
  create: 'outbound.action.create',
  edit: 'outbound.action.edit',
  allocate: 'outbound.action.allocate',
  wave: 'outbound.action.wave',
  pickDone: 'outbound.action.pickDone',
  short: 'outbound.action.short',
  pack: 'outbound.action.pack',
  openCarton: 'outbound.action.openCarton',
  closeCarton: 'outbound.action.closeCarton',
  label: 'outbound.action.label',
  ship: 'outbound.action.ship',
  resolve: 'outbound.action.resolve',
  shipShort: 'outbound.action.shipShort',
  cancel: 'outbound.action.cancel',
  approve: 'outbound.action.approve',
  execute: 'outbound.action.execute',
};
