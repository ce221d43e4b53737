import type { TFunction } from 'i18next';
import type { RowPlace } from '@/domain/inventory';

/**
 * The words of the inventory enums as literal translation keys: the journal's record types (the
 * ledger's operations), where a stock row is, the documents a record was written for. A value
 * without a key (a new one from the server) shows as it is.
 */
export const RECORD_TYPE_KEYS = {
  receive: 'inventory.type.receive',
  allocate: 'inventory.type.allocate',
  release: 'inventory.type.release',
  pick: 'inventory.type.pick',
  ship: 'inventory.type.ship',
  deduct: 'inventory.type.deduct',
  move: 'inventory.type.move',
  adjust: 'inventory.type.adjust',
  hold: 'inventory.type.hold',
  unhold: 'inventory.type.unhold',
  transitIn: 'inventory.type.transitIn',
  transitOut: 'inventory.type.transitOut',
} as const;
export type RecordType = keyof typeof RECORD_TYPE_KEYS;
export const RECORD_TYPES = Object.keys(RECORD_TYPE_KEYS) as RecordType[];

/** A record type's tag colour: stock in (green), out (red), reserved (blue), held (orange). */
export const RECORD_TYPE_COLORS: Record<RecordType, string> = {
  receive: 'green',
  allocate: 'blue',
  release: 'default',
  pick: 'cyan',
  ship: 'purple',
  deduct: 'red',
  move: 'geekblue',
  adjust: 'gold',
  hold: 'orange',
  unhold: 'lime',
  transitIn: 'magenta',
  transitOut: 'volcano',
};

export const PLACE_KEYS = { shelf: 'inventory.place.shelf', staged: 'inventory.place.staged', damaged: 'inventory.place.damaged' } as const satisfies Record<RowPlace, string>;
export const PLACE_COLORS: Record<RowPlace, string> = { shelf: 'green', staged: 'processing', damaged: 'error' };

const DOC_TYPE_KEYS: Record<string, string> = {
  order: 'inventory.doc.order',
  destroy: 'inventory.doc.destroy',
  notice: 'inventory.doc.notice',
  return: 'inventory.doc.return',
  receipt: 'inventory.doc.receipt',
  lpnMove: 'inventory.doc.lpnMove',
  hold: 'inventory.doc.hold',
  relocation: 'inventory.fba.docRelocation',
  fba: 'inventory.fba.doc',
  count: 'inventory.doc.count',
  recount: 'inventory.doc.recount',
  transfer: 'inventory.doc.transfer',
};

/**
 * The screen listing a document type, where one exists. Orders are not linked: the order lists do
 * not read a number from the address, so a link would land on the whole list.
 */
const DOC_SCREENS: Record<string, string> = {
  destroy: '/outbound/destroy',
  notice: '/inbound/regular/warehousingNotify',
  return: '/inbound/return/secondProcess',
  relocation: '/relocate/record',
  fba: '/inventory/fbaLocationRecord',
  count: '/inventory/cyclecountManagement',
  transfer: '/outbound/transfer',
};

export const recordTypeLabel = (type: string, t: TFunction) => (type in RECORD_TYPE_KEYS ? t(RECORD_TYPE_KEYS[type as RecordType]) : type);
export const placeLabel = (place: string, t: TFunction) => (place in PLACE_KEYS ? t(PLACE_KEYS[place as RowPlace]) : place);
export const docTypeLabel = (docType: string, t: TFunction) => (DOC_TYPE_KEYS[docType] ? t(DOC_TYPE_KEYS[docType]) : docType);
export const docScreen = (docType: string): string | undefined => DOC_SCREENS[docType];

/** The "expires within" filter's choices (days). */
export const EXPIRES_WITHIN_DAYS = [30, 60, 90, 180] as const;
/** An expiry this close (days, or past) is highlighted. */
export const NEAR_EXPIRY_DAYS = 30;
