import dayjs from 'dayjs';
import { orderFilters } from './OrderFilters';

test('the created range is sent as whole local days; other filters as they are', () => {
  const q = orderFilters({ no: 'SO1', carrier: 'UPS', createdAt: [dayjs('2026-11-01T15:00:00'), dayjs('2026-11-03T08:00:00')] });
  expect(q).toEqual({
    no: 'SO1',
    carrier: 'UPS',
    createdFrom: new Date('2026-11-01T00:00:00').toISOString(),
    createdTo: new Date('2026-11-03T23:59:59.999').toISOString(),
  });
  expect(orderFilters({ sku: 'A' })).toEqual({ sku: 'A' });
});
