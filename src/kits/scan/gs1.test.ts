import fc from 'fast-check';
import { AI_RULES, formatGs1, GS, gs1CheckDigit, gs1Date, parseScan, type Gs1Data } from './gs1';

const today = new Date('2026-11-23T12:00:00Z');
const parse = (s: string) => parseScan(s, { today });

describe('GS1 element strings', () => {
  test('a GS1-128 carton label (]C1): GTIN, expiry, lot ended by GS, serial', () => {
    expect(parse(`]C10109501101530003172512311012AB-3${GS}21SN0001`)).toEqual({
      kind: 'gs1',
      data: { gtin: '09501101530003', expiry: '2025-12-31', lot: '12AB-3', serial: 'SN0001' },
      elements: [
        { ai: '01', value: '09501101530003' },
        { ai: '17', value: '251231' },
        { ai: '10', value: '12AB-3' },
        { ai: '21', value: 'SN0001' },
      ],
    });
  });

  test('DataMatrix (]d2), QR (]Q3) and DataBar (]e0) identifiers read the same way', () => {
    for (const id of [']d2', ']Q3', ']e0']) {
      expect(parse(`${id}010950110153000310LOT7`)).toMatchObject({ kind: 'gs1', data: { gtin: '09501101530003', lot: 'LOT7' } });
    }
  });

  test('an SSCC with a count of 24', () => {
    expect(parse(`]C100106141411234567897${GS}3724`)).toMatchObject({ kind: 'gs1', data: { sscc: '106141411234567897', count: 24 } });
  });

  test('the human-readable form, spaces allowed', () => {
    expect(parse('(01)09501101530003 (17)270600 (10)A1')).toMatchObject({ kind: 'gs1', data: { gtin: '09501101530003', expiry: '2027-06-30', lot: 'A1' } });
  });

  test('a leading FNC1 and a GS after a fixed-length field are accepted', () => {
    expect(parse(`${GS}0109501101530003${GS}10L1`)).toMatchObject({ kind: 'gs1', data: { gtin: '09501101530003', lot: 'L1' } });
  });

  test('expiry day 00 is the last day of the month (leap years too)', () => {
    expect(gs1Date('280200', today)).toBe('2028-02-29');
    expect(gs1Date('270200', today)).toBe('2027-02-28');
    expect(gs1Date('261100', today)).toBe('2026-11-30');
  });

  test('the century follows the sliding window (49 ahead, 50 behind)', () => {
    expect(gs1Date('750101', today)).toBe('2075-01-01');
    expect(gs1Date('770101', today)).toBe('1977-01-01');
    expect(gs1Date('991231', new Date('2001-01-01'))).toBe('1999-12-31');
  });

  test('check digits: GS1 mod 10', () => {
    expect(gs1CheckDigit('0950110153000')).toBe(3);
    expect(gs1CheckDigit('10614141123456789')).toBe(7);
  });
});

describe('refused GS1 strings (never a wrong parse)', () => {
  const problem = (s: string) => {
    const r = parse(s);
    return r.kind === 'invalid' ? r.problem : r;
  };
  test.each([
    ['a GTIN with a bad check digit', ']C10109501101530004', { reason: 'checkDigit', ai: '01' }],
    ['an SSCC with a bad check digit', ']C100106141411234567890', { reason: 'checkDigit', ai: '00' }],
    ['a truncated GTIN', ']C1010950110153', { reason: 'truncated', ai: '01' }],
    ['a GTIN cut short by a GS', `]C101095011015${GS}10A`, { reason: 'truncated', ai: '01' }],
    ['a truncated expiry', ']C1010950110153000317251', { reason: 'truncated', ai: '17' }],
    ['an AI with nothing after it', ']C1010950110153000310', { reason: 'empty', ai: '10' }],
    ['a lot over 20 characters', `]C110${'A'.repeat(21)}`, { reason: 'tooLong', ai: '10' }],
    ['a count over 8 digits', ']C137123456789', { reason: 'tooLong', ai: '37' }],
    ['a count with letters', ']C13712A', { reason: 'notNumeric', ai: '37' }],
    ['a lot with a character outside set 82', ']C110AB#1', { reason: 'badChars', ai: '10' }],
    ['month 13', ']C1172513' + '01', { reason: 'badDate', ai: '17' }],
    ['31 February', ']C1172502' + '31', { reason: 'badDate', ai: '17' }],
    ['an unknown 4-digit AI (net weight)', ']C10109501101530003310300150', { reason: 'unknownAi', ai: '3103' }],
    ['an unknown 2-digit AI', ']C19912', { reason: 'unknownAi', ai: '99' }],
    ['an unknown AI in the human-readable form', '(01)09501101530003(240)X', { reason: 'unknownAi', ai: '240' }],
    ['text before the first AI in the human-readable form', '(01)09501101530003x(10', { reason: 'malformed' }],
    ['the same AI twice with two values', `]C110A${GS}10B`, { reason: 'duplicate', ai: '10' }],
  ])('%s', (_, input, expected) => {
    expect(problem(input)).toEqual(expected);
  });
});

describe('plain codes', () => {
  test.each([
    ['a SKU', 'SKU00011'],
    ['a location', 'A-01-02'],
    ['a tracking number', 'SF1234567890123'],
    ['digits that are not a valid GTIN', '0112345678901234'],
    ['a quantity', '3'],
  ])('%s stays as it is', (_, code) => {
    expect(parse(code)).toEqual({ kind: 'plain', value: code });
  });

  test('another symbology identifier (]C0 plain Code 128) is dropped', () => {
    expect(parse(']C0SF1234567890')).toEqual({ kind: 'plain', value: 'SF1234567890' });
  });

  test("digits alone that parse whole as GS1 (a scanner that drops the identifier) are GS1", () => {
    expect(parse('010950110153000317251231')).toMatchObject({ kind: 'gs1', data: { gtin: '09501101530003', expiry: '2025-12-31' } });
  });
});

describe('round trip (property)', () => {
  const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
  const withCheckDigit = (n: number) => digits(n - 1).map((d) => `${d}${gs1CheckDigit(d)}`);
  const cset82 = fc.constantFrom(...'!"%&\'*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz'.split(''));
  const text = (max: number) => fc.array(cset82, { minLength: 1, maxLength: max }).map((c) => c.join(''));
  const date = fc.date({ min: new Date('1977-01-01T00:00:00Z'), max: new Date('2075-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const data: fc.Arbitrary<Gs1Data> = fc.record(
    {
      sscc: withCheckDigit(18),
      gtin: withCheckDigit(14),
      lot: text(20),
      expiry: date,
      serial: text(20),
      count: fc.integer({ min: 0, max: 99_999_999 }),
    },
    { requiredKeys: [] },
  ).filter((d) => Object.keys(d).length > 0);

  test('formatting GS1 data and scanning it gives the same data, in both forms', () => {
    fc.assert(
      fc.property(data, fc.constantFrom(']C1', ']d2', ']Q3', ''), (d, id) => {
        const scanned = parse(`${id}${id ? '' : GS}${formatGs1(d, 'gs')}`);
        expect(scanned).toMatchObject({ kind: 'gs1', data: d });
        expect(parse(formatGs1(d, 'hri'))).toMatchObject({ kind: 'gs1', data: d });
      }),
      { numRuns: 300 },
    );
  });

  test('any string gives an answer, never a throw; a GS1 answer holds only valid fields', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }).map((s) => `]C1${s}`), (s) => {
        const r = parse(s);
        const elements = r.kind === 'gs1' ? r.elements : [];
        expect(elements.filter(({ ai }) => !AI_RULES[ai])).toEqual([]);
        const gtin = r.kind === 'gs1' ? r.data.gtin : undefined;
        expect(gtin === undefined || gs1CheckDigit(gtin.slice(0, 13)) === Number(gtin[13])).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
