import dayjs from 'dayjs';
import { noticeFilters } from './noticeFilters';

test('the ETA range is sent as its two days, the created range as whole local days; the rest as typed', () => {
  expect(noticeFilters({ no: 'ASN1', sku: '690123', eta: [dayjs('2026-11-01T15:00:00'), dayjs('2026-11-03T08:00:00')], createdAt: [dayjs('2026-10-01'), dayjs('2026-10-02')] })).toEqual({
    no: 'ASN1',
    sku: '690123',
    etaFrom: '2026-11-01',
    etaTo: '2026-11-03',
    createdFrom: new Date('2026-10-01T00:00:00').toISOString(),
    createdTo: new Date('2026-10-02T23:59:59.999').toISOString(),
  });
  expect(noticeFilters({ supplier: 'Nova' })).toEqual({ supplier: 'Nova' });
});
