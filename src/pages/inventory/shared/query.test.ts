import dayjs from 'dayjs';
import { LEDGER_OPS } from '../../../../mock/_lib/ledger';
import { docScreen, RECORD_TYPES } from './labels';
import { expiryState, linkTo, recordFiltersFromUrl, recordQuery, rowFiltersFromUrl, rowQuery, signed, stockFiltersFromUrl, stockQuery } from './query';

const url = (q: string) => new URLSearchParams(q);

describe('filters from the address', () => {
  it('stock: known fields only, trimmed; days only among the offered ones; held only when true', () => {
    expect(stockFiltersFromUrl(url('sku=%20SKU00001%20&category=APPAREL&expiresWithin=60&held=true&foo=1'))).toEqual({
      sku: 'SKU00001',
      category: 'APPAREL',
      expiresWithin: 60,
      held: true,
    });
    expect(stockFiltersFromUrl(url('sku=&expiresWithin=45&held=1'))).toEqual({});
    expect(stockFiltersFromUrl(url(''))).toEqual({});
  });

  it('rows: codes upper-cased, places a list of the known ones', () => {
    expect(rowFiltersFromUrl(url('sku=SKU00001&location=a-01&zone=b&lpn=lpn1&lot=L01&place=shelf,damaged,attic,shelf'))).toEqual({
      sku: 'SKU00001',
      location: 'A-01',
      zone: 'B',
      lpn: 'LPN1',
      lot: 'L01',
      place: ['shelf', 'damaged'],
    });
    expect(rowFiltersFromUrl(url('place=attic'))).toEqual({});
  });

  it('records: types among the ledger operations, a range from either end', () => {
    const f = recordFiltersFromUrl(url('type=hold,unhold,teleport&sku=SKU00001&location=a-01-01-01&docNo=hd1&from=2026-11-01T00:00:00.000Z'));
    expect(f).toEqual({ type: ['hold', 'unhold'], sku: 'SKU00001', location: 'A-01-01-01', docNo: 'HD1', at: [expect.anything(), null] });
    expect(f.at![0]!.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(recordFiltersFromUrl(url('from=yesterday'))).toEqual({});
  });
});

describe('filters as the list query', () => {
  it('stock and rows: days as text, held=true only when ticked, places as a comma list', () => {
    expect(stockQuery({ sku: 'X', expiresWithin: 30, held: true })).toEqual({ sku: 'X', expiresWithin: '30', held: 'true' });
    expect(stockQuery({ category: 'HOME', held: false })).toEqual({ category: 'HOME' });
    expect(rowQuery({ location: 'A-01', place: ['shelf', 'staged'], expiresWithin: 90 })).toEqual({ location: 'A-01', place: 'shelf,staged', expiresWithin: '90' });
    expect(rowQuery({ place: [] })).toEqual({});
  });

  it('records: types as a comma list, the range as ISO bounds of whole minutes', () => {
    const from = dayjs('2026-11-01T08:30:12');
    const to = dayjs('2026-11-02T17:45:00');
    expect(recordQuery({ type: ['hold', 'unhold'], sku: 'X', at: [from, to] })).toEqual({
      type: 'hold,unhold',
      sku: 'X',
      from: dayjs('2026-11-01T08:30:00.000').toISOString(),
      to: dayjs('2026-11-02T17:45:59.999').toISOString(),
    });
    expect(recordQuery({ type: [], at: [null, to] })).toEqual({ to: dayjs('2026-11-02T17:45:59.999').toISOString() });
  });

  it('a query read from the address and sent again is the same (drill-downs keep their filters)', () => {
    const q = 'sku=SKU00001&location=A-01-01-01';
    expect(rowQuery(rowFiltersFromUrl(url(q)))).toEqual({ sku: 'SKU00001', location: 'A-01-01-01' });
    expect(recordQuery(recordFiltersFromUrl(url(q)))).toEqual({ sku: 'SKU00001', location: 'A-01-01-01' });
    expect(linkTo('/inventory/record', { sku: 'SKU 1', location: 'A-01', lot: undefined })).toBe('/inventory/record?sku=SKU+1&location=A-01');
    expect(linkTo('/inventory/location', {})).toBe('/inventory/location');
  });
});

describe('cells', () => {
  it('deltas carry their sign', () => {
    expect([signed(3), signed(-3), signed(0)]).toEqual(['+3', '-3', '0']);
  });

  it('an expiry within 30 days (or past) is near; the days left counted from today', () => {
    const today = dayjs('2026-11-24T18:00:00');
    expect(expiryState('2026-12-24', today)).toEqual({ days: 30, near: true });
    expect(expiryState('2026-12-25', today)).toEqual({ days: 31, near: false });
    expect(expiryState('2026-11-20', today)).toEqual({ days: -4, near: true });
    expect(expiryState(undefined, today)).toBeUndefined();
  });

  it('every operation of the ledger has its word; documents with a screen link to it', () => {
    expect([...RECORD_TYPES].sort()).toEqual([...LEDGER_OPS].sort());
    expect(docScreen('destroy')).toBe('/outbound/destroy');
    expect(docScreen('order')).toBeUndefined();
  });
});
