import type { TFunction } from 'i18next';
import type { RelocationAction, RelocationStatus } from '../../../domain/relocate';

/** The relocation machine's states and actions as literal translation keys (the mock words its refusals with them too). */
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

export const STATUS_COLORS: Record<RelocationStatus, string> = { created: 'default', inTransit: 'processing', received: 'cyan', done: 'success', cancelled: 'error' };

export const statusLabel = (s: string, t: TFunction) => (s in STATUS_KEYS ? t(STATUS_KEYS[s as RelocationStatus]) : s);
export const actionLabel = (a: string, t: TFunction) => (a in ACTION_KEYS ? t(ACTION_KEYS[a as RelocationAction | 'create']) : a);
