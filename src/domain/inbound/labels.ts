/**
 * Inbound states, actions and notice-import columns as literal translation keys, for the console
 * and for the mock's refusals. Relative imports only: the mock imports this file.
 */

export const STATUS_KEYS: Record<string, string> = {
  created: 'inbound.status.created',
  arrived: 'inbound.status.arrived',
  unloading: 'inbound.status.unloading',
  received: 'inbound.status.received',
  approval: 'inbound.status.approval',
  tallied: 'inbound.status.tallied',
  completed: 'inbound.status.completed',
  cancelled: 'inbound.status.cancelled',
};

export const ACTION_KEYS: Record<string, string> = {
  create: 'inbound.action.create',
  edit: 'inbound.action.edit',
  arrive: 'inbound.action.arrive',
  unload: 'inbound.action.unload',
  receive: 'inbound.action.receive',
  tally: 'inbound.action.tally',
  submit: 'inbound.action.submit',
  approve: 'inbound.action.approve',
  reject: 'inbound.action.reject',
  complete: 'inbound.action.complete',
  cancel: 'inbound.action.cancel',
};

export const RETURN_STATUS_KEYS: Record<string, string> = {
  created: 'inbound.return.status.created',
  graded: 'inbound.return.status.graded',
  booked: 'inbound.return.status.booked',
  shelved: 'inbound.return.status.shelved',
  cancelled: 'inbound.status.cancelled',
};

export const RETURN_ACTION_KEYS: Record<string, string> = {
  create: 'inbound.return.action.create',
  grade: 'inbound.return.action.grade',
  book: 'inbound.return.action.book',
  complete: 'inbound.return.action.complete',
  cancel: 'inbound.action.cancel',
};

export const TRAILER_STATUS_KEYS: Record<string, string> = {
  expected: 'inbound.trailer.status.expected',
  atDock: 'inbound.trailer.status.atDock',
  unloading: 'inbound.status.unloading',
  unloaded: 'inbound.trailer.status.unloaded',
  cancelled: 'inbound.status.cancelled',
};

export const TRAILER_ACTION_KEYS: Record<string, string> = {
  create: 'inbound.action.create',
  edit: 'inbound.action.edit',
  arrive: 'inbound.action.arrive',
  unload: 'inbound.action.unload',
  finish: 'inbound.trailer.action.finish',
  cancel: 'inbound.action.cancel',
};

/**
 * The columns of the notice import file, by the row field each holds: the console titles the file's
 * columns with them, and the mock names a row's problem by its column.
 */
export const IMPORT_COLUMN_KEYS = {
  containerNo: 'inbound.import.col.containerNo',
  supplier: 'inbound.import.col.supplier',
  eta: 'inbound.import.col.eta',
  note: 'inbound.import.col.note',
  sku: 'inbound.import.col.sku',
  expected: 'inbound.import.col.expected',
  lot: 'inbound.import.col.lot',
  expiry: 'inbound.import.col.expiry',
} as const;
