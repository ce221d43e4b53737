import type { TFunction } from 'i18next';
import type { DestroyAction } from '@/services/outbound';
import type { ImportColumn } from '../Orders/ImportOrders';
import { ACTION_KEYS, STATUS_KEYS } from '@/domain/outbound/labels';

export { ACTION_KEYS, STATUS_KEYS };

/**
 * Outbound enums as literal translation keys, shown instead of raw values (a value without a key
 * shows as it is). States and actions are src/domain's; carriers and destroy reasons come from the dictionary.
 */
const SERVICE_KEYS: Record<string, string> = {
  standard: 'outbound.service.standard',
  express: 'outbound.service.express',
  freight: 'outbound.service.freight',
};

/** The types of the inventory movement journal (server-sent). */
const RECORD_TYPE_KEYS: Record<string, string> = {
  receive: 'outbound.record.receive',
  allocate: 'outbound.record.allocate',
  release: 'outbound.record.release',
  pick: 'outbound.record.pick',
  ship: 'outbound.record.ship',
  destroy: 'outbound.record.destroy',
  adjust: 'outbound.record.adjust',
};

/** The confirmation question before a destroy-order action. */
const DESTROY_CONFIRM_KEYS = {
  approve: 'outbound.destroy.approveQ',
  execute: 'outbound.destroy.executeQ',
  cancel: 'outbound.destroy.cancelQ',
} as const satisfies Record<DestroyAction, string>;

const IMPORT_COLUMN_KEYS = {
  no: 'outbound.import.col.no',
  receiver: 'outbound.import.col.receiver',
  phone: 'outbound.import.col.phone',
  address: 'outbound.import.col.address',
  city: 'outbound.import.col.city',
  carrier: 'outbound.import.col.carrier',
  cartons: 'outbound.import.col.cartons',
  sku: 'outbound.import.col.sku',
  qty: 'outbound.import.col.qty',
} as const satisfies Record<ImportColumn, string>;

const label = (keys: Record<string, string>, value: string, t: TFunction) => (Object.prototype.hasOwnProperty.call(keys, value) ? t(keys[value]) : value);

export const statusLabel = (status: string, t: TFunction) => label(STATUS_KEYS, status, t);
export const serviceLabel = (service: string, t: TFunction) => label(SERVICE_KEYS, service, t);
export const actionLabel = (action: string, t: TFunction) => label(ACTION_KEYS, action, t);
export const recordTypeLabel = (type: string, t: TFunction) => label(RECORD_TYPE_KEYS, type, t);
export const destroyConfirmText = (action: DestroyAction, no: string, t: TFunction) => t(DESTROY_CONFIRM_KEYS[action], { no });
export const importColumnLabel = (column: ImportColumn, t: TFunction) => t(IMPORT_COLUMN_KEYS[column]);

/** "Label: " in the language's punctuation (a full-width colon in Chinese). */
export const labelValue = (labelText: string, t: TFunction) => t('common.labelValue', { label: labelText });

/** The words of an outbound form's lines (an order's, a transfer's): FormLines' label and buttons. */
export const orderLineWords = (t: TFunction) => ({
  label: t('outbound.order.lines'),
  addText: t('outbound.line.add'),
  removeText: t('outbound.line.remove'),
  requiredText: t('outbound.lines.required'),
});
