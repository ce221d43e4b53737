/**
 * The relocation machine's states and actions as literal translation keys: the console shows them
 * (src/pages/relocate/shared/labels.ts) and the mock words its refusals with them. Relative
 * imports only: the mock imports this file.
 */
import type { RelocationAction, RelocationStatus } from './machine';

export const STATUS_KEYS = {
  created: 'relocate.status.created',
  inTransit: 'relocate.status.inTransit',
  received: 'relocate.status.received',
  done: 'relocate.status.done',
  cancelled: 'relocate.status.cancelled',
} as const satisfies Record<RelocationStatus, string>;

export const ACTION_KEYS = {
  create: 'relocate.action.create',
  out: 'relocate.action.out',
  receive: 'relocate.action.receive',
  putaway: 'relocate.action.putaway',
  cancel: 'relocate.action.cancel',
} as const satisfies Record<RelocationAction | 'create', string>;
