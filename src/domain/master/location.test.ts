import { LOCATION_GENERATE_MAX, TooManyLocations, countLocationCodes, formatLocationCode, generateLocationCodes, parseLocationCode } from './location';
import { locationGenerateSchema, productImportSchema, productSchema } from './schema';

describe('location codes', () => {
  it('formats and parses ZONE-AA-RR-LL[-BB]', () => {
    expect(formatLocationCode({ zone: 'a', aisle: 1, rack: 12, level: 3 })).toBe('A-01-12-03');
    expect(formatLocationCode({ zone: 'PF', aisle: 1, rack: 2, level: 3, bin: 4 })).toBe('PF-01-02-03-04');
    expect(parseLocationCode('pf-01-02-03-04')).toEqual({ zone: 'PF', aisle: 1, rack: 2, level: 3, bin: 4 });
    expect(parseLocationCode('A-00-01-01')).toBeUndefined();
    expect(parseLocationCode('A-1-1-1')).toBeUndefined();
  });

  it('generates aisles × racks × levels × bins codes in walking order', () => {
    const codes = generateLocationCodes({ zone: 'B', aisles: { from: 1, to: 2 }, racks: { from: 1, to: 3 }, levels: { from: 1, to: 4 }, bins: { from: 1, to: 2 } });
    expect(codes).toHaveLength(48);
    expect(new Set(codes.map(formatLocationCode)).size).toBe(48);
    expect(formatLocationCode(codes[0])).toBe('B-01-01-01-01');
    expect(formatLocationCode(codes[1])).toBe('B-01-01-01-02');
    expect(formatLocationCode(codes[47])).toBe('B-02-03-04-02');
    expect(generateLocationCodes({ zone: 'B', aisles: { from: 3, to: 3 }, racks: { from: 1, to: 1 }, levels: { from: 1, to: 2 } }).map(formatLocationCode)).toEqual(['B-03-01-01', 'B-03-01-02']);
  });

  it('refuses more than the cap before making any code', () => {
    const ranges = { zone: 'C', aisles: { from: 1, to: 51 }, racks: { from: 1, to: 10 }, levels: { from: 1, to: 10 } };
    expect(countLocationCodes(ranges)).toBe(5100);
    expect(() => generateLocationCodes(ranges)).toThrow(TooManyLocations);
    expect(generateLocationCodes({ ...ranges, aisles: { from: 1, to: 50 } })).toHaveLength(LOCATION_GENERATE_MAX);
    const parsed = locationGenerateSchema.safeParse({ ...ranges, type: 'shelf', capacity: 10 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ message: 'server.master.generateTooMany', params: { count: 5100, max: LOCATION_GENERATE_MAX } });
  });

  it('refuses a range that ends before it starts', () => {
    const parsed = locationGenerateSchema.safeParse({ zone: 'C', aisles: { from: 3, to: 1 }, racks: { from: 1, to: 1 }, levels: { from: 1, to: 1 }, type: 'shelf', capacity: 10 });
    expect(parsed.error?.issues[0]).toMatchObject({ message: 'server.master.rangeOrder', path: ['aisles', 'to'] });
  });
});

describe('product schemas', () => {
  const base = { sku: 'sku-1', nameZh: '杯', nameEn: 'Cup', barcodes: '6901|6902', unit: 'pcs' };
  it('an import row reads spreadsheet cells: a barcode list, numbers as text, yes/no; a form sends typed values', () => {
    const p = productImportSchema.parse({ ...base, weightKg: '1.5', shelfLife: 'yes', shelfLifeDays: '365' });
    expect(p).toMatchObject({ sku: 'SKU-1', barcodes: ['6901', '6902'], weightKg: 1.5, shelfLife: true, shelfLifeDays: 365, unit: 'PCS' });
  });
  it('refuses a barcode listed twice, a bad number and shelf life without days', () => {
    expect(productSchema.safeParse({ ...base, barcodes: ['1'], weightKg: '1.5' }).success).toBe(false);
    const r = productImportSchema.safeParse({ ...base, barcodes: ['1', '1'], weightKg: 'heavy', shelfLife: true });
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['barcodes.1', 'weightKg']);
    expect(productSchema.safeParse({ ...base, barcodes: ['1'], shelfLife: true }).error?.issues[0]).toMatchObject({ message: 'server.master.shelfLifeDays' });
  });
});
