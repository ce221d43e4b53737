import i18next from 'i18next';
import { DATE_FORMATS, formatDate, formatDateTime } from './date';

describe('date formats', () => {
  // A local time, so the test does not depend on the machine's time zone.
  const at = new Date(2026, 10, 1, 16, 5, 9);

  test('one documented format per language', () => {
    expect(formatDateTime(at, 'zh')).toBe('2026-11-01 16:05');
    expect(formatDateTime(at, 'en')).toBe('2026-11-01 16:05');
    expect(formatDate(at, 'zh')).toBe('2026-11-01');
    expect(formatDate(at.toISOString(), 'en')).toBe('2026-11-01');
    expect(Object.keys(DATE_FORMATS).sort()).toEqual(['en', 'zh']);
  });

  test('the current language by default; nothing for no or a broken value', async () => {
    await i18next.init({ lng: 'en', resources: {} });
    expect(formatDateTime(at)).toBe(formatDateTime(at, 'en'));
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});
