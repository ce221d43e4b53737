/**
 * Inbound enums as literal translation keys, shown instead of raw values. States, actions and
 * import columns are src/domain's (the mock's refusals use them too); grades and conditions are only ours.
 */
export {
  ACTION_KEYS,
  IMPORT_COLUMN_KEYS,
  RETURN_ACTION_KEYS,
  RETURN_STATUS_KEYS,
  STATUS_KEYS,
  TRAILER_ACTION_KEYS,
  TRAILER_STATUS_KEYS,
} from '../../../domain/inbound/labels';

export const GRADE_KEYS: Record<string, string> = {
  restock: 'inbound.grade.restock',
  damaged: 'inbound.grade.damaged',
  destroy: 'inbound.grade.destroy',
};

export const CONDITION_KEYS: Record<string, string> = {
  intact: 'inbound.condition.intact',
  opened: 'inbound.condition.opened',
  damaged: 'inbound.condition.damaged',
};
