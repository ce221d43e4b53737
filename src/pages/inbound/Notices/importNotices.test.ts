import { IMPORT_COLUMNS, isHeaderRow, rowToNotice, toDate, toQty } from './importNotices';

const zhNames = ['柜号', '供应商', '预计到货', '备注', 'SKU', '预期数量', '批次', '有效期至'];
const enNames = ['Container no.', 'Supplier', 'ETA', 'Note', 'SKU', 'Expected qty', 'Lot', 'Expiry'];

describe('notice import rows', () => {
  it('turns a file row into a notice line, optional cells left out when empty', () => {
    expect(rowToNotice([' cn001 ', 'Ningbo Ocean', '2025-03-07', '', 'SKU00005', '120', '', ''])).toEqual({
      containerNo: 'cn001',
      supplier: 'Ningbo Ocean',
      eta: '2025-03-07',
      sku: 'SKU00005',
      expected: 120,
    });
    expect(rowToNotice(['CN1', 'S', '2025/3/7', 'fragile', '6901234567890', '1,200', 'L1', '2026.1.5 00:00:00'])).toEqual({
      containerNo: 'CN1',
      supplier: 'S',
      eta: '2025-03-07',
      note: 'fragile',
      sku: '6901234567890',
      expected: 1200,
      lot: 'L1',
      expiry: '2026-01-05',
    });
  });

  it('passes what it cannot read on as typed, for the server to name', () => {
    const row = rowToNotice(['CN1', 'S', 'next week', '', 'X', 'ten', '', '31/12/2026']);
    expect(row.eta).toBe('next week');
    expect(row.expected).toBe('ten');
    expect(row.expiry).toBe('31/12/2026');
    expect(rowToNotice(['CN1']).expected).toBeUndefined();
  });

  it('reads numbers and dates as people and Excel write them', () => {
    expect(toQty(' 12 ')).toBe(12);
    expect(toQty('1,200,000')).toBe(1200000);
    expect(toQty('1.5')).toBe(1.5); // the server refuses a fraction by its own words
    expect(toQty('12,00')).toBe('12,00');
    expect(toQty('')).toBeUndefined();
    expect(toDate('2025-1-2')).toBe('2025-01-02');
    expect(toDate('2025-01-02 13:04:05')).toBe('2025-01-02');
  });

  it('recognises a header of keys or titles in either language, and no data row as one', () => {
    expect(isHeaderRow([...IMPORT_COLUMNS], enNames)).toBe(true);
    expect(isHeaderRow(zhNames, zhNames)).toBe(true);
    expect(isHeaderRow([...zhNames, '错误'], enNames)).toBe(true);
    expect(isHeaderRow(enNames, zhNames)).toBe(true);
    expect(isHeaderRow(['CN1', 'S', '2025-03-07', '', 'SKU1', '12', '', ''], enNames)).toBe(false);
    // a data row with a bad quantity is still data (its ETA is a date)
    expect(isHeaderRow(['CN1', 'S', '2025-03-07', '', 'SKU1', 'ten', '', ''], enNames)).toBe(false);
    expect(isHeaderRow(undefined, enNames)).toBe(false);
  });
});
