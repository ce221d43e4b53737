import type { TFunction } from 'i18next';
import type { DictionaryName } from '@/services/inbound';
import { ACTION_KEYS, STATUS_KEYS } from './labels';

/** A value's words from a key map; a value without a key (new from the server) shows as it is. */
const label = (keys: Record<string, string>, value: string, t: TFunction) => (Object.prototype.hasOwnProperty.call(keys, value) ? t(keys[value]) : value);

/** The types of the stock records an inbound document writes (the ledger's operations). */
const RECORD_TYPE_KEYS: Record<string, string> = {
  receive: 'inbound.record.receive',
  move: 'inbound.record.move',
  adjust: 'inbound.record.adjust',
};

export const noticeStatusLabel = (status: string, t: TFunction) => label(STATUS_KEYS, status, t);
export const noticeActionLabel = (action: string, t: TFunction) => label(ACTION_KEYS, action, t);
export const recordTypeLabel = (type: string, t: TFunction) => label(RECORD_TYPE_KEYS, type, t);

/** A dictionary entry (a tally reason) by its name in the page's language; its code when the dictionary has none. */
export function entryName(entries: readonly DictionaryName[] | undefined, code: string | undefined, lang: string): string {
  if (!code) return '';
  const e = entries?.find((x) => x.code === code);
  return e ? (lang === 'zh' ? e.nameZh : e.nameEn) || code : code;
}

/** A product's name in the page's language. */
export const productName = (p: { nameZh?: string; nameEn?: string }, lang: string) => (lang === 'zh' ? p.nameZh : p.nameEn) ?? '';
