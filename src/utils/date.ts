import dayjs from 'dayjs';
import i18next from 'i18next';

/**
 * The one date format of each language, used for every date the console shows and exports.
 * Both languages use the ISO order and a 24-hour clock: it reads the same in both, sorts as text,
 * cannot be mistaken for day/month or month/day, and is what the date pickers show and take.
 */
export const DATE_FORMATS = {
  zh: { date: 'YYYY-MM-DD', dateTime: 'YYYY-MM-DD HH:mm' },
  en: { date: 'YYYY-MM-DD', dateTime: 'YYYY-MM-DD HH:mm' },
} as const;

const formatsOf = (lang: string | undefined) => (lang === 'en' ? DATE_FORMATS.en : DATE_FORMATS.zh);

/** A point in time (ISO text, Date or epoch ms) as date and time in the language's format; '' for none. */
export function formatDateTime(value: string | number | Date | undefined | null, lang: string = i18next.language): string {
  if (value === undefined || value === null || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(formatsOf(lang).dateTime) : '';
}

/** The day of a point in time in the language's format; '' for none. */
export function formatDate(value: string | number | Date | undefined | null, lang: string = i18next.language): string {
  if (value === undefined || value === null || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(formatsOf(lang).date) : '';
}
