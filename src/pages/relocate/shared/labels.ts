import type { TFunction } from 'i18next';
import type { RelocationAction, RelocationStatus } from '../../../domain/relocate';
import { ACTION_KEYS, STATUS_KEYS } from '../../../domain/relocate/labels';

/** The relocation machine's states and actions as literal translation keys: src/domain's (the mock words its refusals with them too). */
export { ACTION_KEYS, STATUS_KEYS };

export const STATUS_COLORS: Record<RelocationStatus, string> = { created: 'default', inTransit: 'processing', received: 'cyan', done: 'success', cancelled: 'error' };

export const statusLabel = (s: string, t: TFunction) => (s in STATUS_KEYS ? t(STATUS_KEYS[s as RelocationStatus]) : s);
export const actionLabel = (a: string, t: TFunction) => (a in ACTION_KEYS ? t(ACTION_KEYS[a as RelocationAction | 'create']) : a);
