/**
 * The words of the inbound enums (document states, actions, grades, conditions) as literal
 * translation keys: what screens, sheets and exports show instead of the raw value. The states,
 * actions and import columns are src/domain's (the mock names them in its refusals with the same
 * maps); the grades and conditions only the console shows.
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
