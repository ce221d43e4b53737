import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { isRequestError } from '@/utils/request';

dayjs.extend(localizedFormat);

/** Date and time in the current language's format (the app sets dayjs' locale per language). */
export const fmtDateTime = (iso?: string) => (iso ? dayjs(iso).format('L LT') : '');
export const fmtDate = (iso?: string) => (iso ? dayjs(iso).format('L') : '');

/** The message to show for a failed request: the server's (already translated) message. */
export const errorText = (e: unknown) => (isRequestError(e) || e instanceof Error ? e.message : String(e));

/** A product's name in the current language. */
export const productName = (p: { nameZh?: string; nameEn?: string }, lang: string) => (lang === 'zh' ? p.nameZh : p.nameEn) ?? '';
