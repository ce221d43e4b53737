import type { TFunction } from 'i18next';
/**
 * The words for the outbound enums (document states, carrier services), as
 * literal translation keys: what screens, printed sheets and exported files show instead of the
 * raw value. A value without a key (a new state from the server) shows as it is.
 */
const STATUS_KEYS: Record<string, string> = {
  created: 'outbound.status.created',
  allocated: 'outbound.status.allocated',
  picking: 'outbound.status.picking',
  picked: 'outbound.status.picked',
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

const SERVICE_KEYS: Record<string, string> = {
  standard: 'outbound.service.standard',
  express: 'outbound.service.express',
  freight: 'outbound.service.freight',
};

const label = (keys: Record<string, string>, value: string, t: TFunction) => (Object.prototype.hasOwnProperty.call(keys, value) ? t(keys[value]) : value);

export const statusLabel = (status: string, t: TFunction) => label(STATUS_KEYS, status, t);
export const serviceLabel = (service: string, t: TFunction) => label(SERVICE_KEYS, service, t);

/** "Label: " in the language's punctuation (a full-width colon in Chinese). */
export const labelValue = (labelText: string, t: TFunction) => t('common.labelValue', { label: labelText });
