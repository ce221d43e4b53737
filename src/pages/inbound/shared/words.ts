import type { TFunction } from 'i18next';
import type { DictionaryName } from '@/services/inbound';
import { ACTION_KEYS, CONDITION_KEYS, GRADE_KEYS, RETURN_ACTION_KEYS, RETURN_STATUS_KEYS, STATUS_KEYS, TRAILER_ACTION_KEYS, TRAILER_STATUS_KEYS } from './labels';

/** The stock journal's operation types (a document's records), as literal translation keys. */
const RECORD_TYPE_KEYS: Record<string, string> = {
  receive: 'inbound.record.receive',
  move: 'inbound.record.move',
  allocate: 'inbound.record.allocate',
  release: 'inbound.record.release',
  pick: 'inbound.record.pick',
  ship: 'inbound.record.ship',
  deduct: 'inbound.record.deduct',
  adjust: 'inbound.record.adjust',
  hold: 'inbound.record.hold',
  unhold: 'inbound.record.unhold',
  transitIn: 'inbound.record.transitIn',
  transitOut: 'inbound.record.transitOut',
};

/** A value's words from a key map; a value without a key (new on the server) shows as it is. */
const word = (keys: Record<string, string>, value: string, t: TFunction) => (Object.prototype.hasOwnProperty.call(keys, value) ? t(keys[value]) : value);

export const noticeStatusLabel = (s: string, t: TFunction) => word(STATUS_KEYS, s, t);
export const noticeActionLabel = (a: string, t: TFunction) => word(ACTION_KEYS, a, t);
export const returnStatusLabel = (s: string, t: TFunction) => word(RETURN_STATUS_KEYS, s, t);
export const returnActionLabel = (a: string, t: TFunction) => word(RETURN_ACTION_KEYS, a, t);
export const trailerStatusLabel = (s: string, t: TFunction) => word(TRAILER_STATUS_KEYS, s, t);
export const trailerActionLabel = (a: string, t: TFunction) => word(TRAILER_ACTION_KEYS, a, t);
export const gradeLabel = (g: string, t: TFunction) => word(GRADE_KEYS, g, t);
export const conditionLabel = (c: string, t: TFunction) => word(CONDITION_KEYS, c, t);
export const recordTypeLabel = (type: string, t: TFunction) => word(RECORD_TYPE_KEYS, type, t);

/** A dictionary entry (a tally reason) by its name in the page's language; its code when the dictionary has none. */
export function entryName(entries: readonly DictionaryName[] | undefined, code: string | undefined, lang: string): string {
  if (!code) return '';
  const e = entries?.find((x) => x.code === code);
  return e ? (lang === 'zh' ? e.nameZh : e.nameEn) || code : code;
}

/** A product's name in the page's language. */
export const productName = (p: { nameZh?: string; nameEn?: string }, lang: string) => (lang === 'zh' ? p.nameZh : p.nameEn) ?? '';
