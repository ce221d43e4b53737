import type { TFunction } from 'i18next';
import { formatDate, formatDateTime } from '@/utils/date';
import { isRequestError } from '@/utils/request';

/** Date and time in the current language's one format (src/utils/date.ts). */
export const fmtDateTime = (iso?: string) => formatDateTime(iso);
export const fmtDate = (iso?: string) => formatDate(iso);

/** The message to show for a failed request: the server's (already translated) message. */
export const errorText = (e: unknown) => (isRequestError(e) || e instanceof Error ? e.message : String(e));

/** An order's source: a shop or customer name as given, or the code of orders entered by hand. */
export const MANUAL_SOURCE = 'manual';
export const sourceText = (source: string, t: TFunction) => (source === MANUAL_SOURCE ? t('outbound.source.manual') : source);

/** A product's name in the current language. */
export const productName = (p: { nameZh?: string; nameEn?: string }, lang: string) => (lang === 'zh' ? p.nameZh : p.nameEn) ?? '';
