import fc from 'fast-check';
import { AI_RULES, formatGs1, GS, gs1CheckDigit, gs1Date, parseScan, type Gs1Data, type Gs1Measure } from './gs1';
import { measureOf } from './gs1Table';

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

describe('the AI table breadth (vectors after the GS1 General Specifications)', () => {
  // each check digit worked out here, not trusted from the vector
  const valid = (digits: string) => gs1CheckDigit(digits.slice(0, -1)) === Number(digits[digits.length - 1]);

  test('(01) 09521234543213 and (00) 095012345678901237 carry valid check digits; …235 does not', () => {
    expect(valid('09521234543213')).toBe(true);
    expect(valid('095012345678901237')).toBe(true);
    expect(valid('095012345678901235')).toBe(false);
    expect(parse('(01)09521234543213')).toEqual({ kind: 'gs1', data: { gtin: '09521234543213' }, elements: [{ ai: '01', value: '09521234543213' }] });
    expect(parse(']C100095012345678901237')).toMatchObject({ kind: 'gs1', data: { sscc: '095012345678901237' } });
  });

  test('a pallet label: SSCC, the GTIN of its content (02), a count (37), a lot, best before', () => {
    expect(valid('09521234543213')).toBe(true);
    expect(parse(`]C1000950123456789012370209521234543213150703003712${GS}10LOT-9`)).toEqual({
      kind: 'gs1',
      data: { sscc: '095012345678901237', content: '09521234543213', bestBefore: '2007-03-31', count: 12, lot: 'LOT-9' },
      elements: [
        { ai: '00', value: '095012345678901237' },
        { ai: '02', value: '09521234543213' },
        { ai: '15', value: '070300' },
        { ai: '37', value: '12' },
        { ai: '10', value: 'LOT-9' },
      ],
    });
  });

  test('(3103) 000189 is 0.189 kg; the 4th digit places the decimal point, the unit is kept', () => {
    expect(parse('(01)09521234543213(3103)000189')).toMatchObject({ data: { measures: [{ ai: '3103', quantity: 'netWeight', unit: 'kg', value: 0.189 }] } });
    const r = parse(`]C10109521234543213310300018933021250503150000002${GS}3712`);
    expect(r).toMatchObject({
      data: {
        count: 12,
        measures: [
          { ai: '3103', value: 0.189, unit: 'kg' },
          { ai: '3302', value: 1250.5, unit: 'kg', quantity: 'grossWeight', logistic: true },
          { ai: '3150', value: 2, unit: 'l' },
        ],
      },
    });
    expect(parse('(3205)001000')).toMatchObject({ data: { measures: [{ ai: '3205', value: 0.01, unit: 'lb' }] } });
    expect(parse('(3370)000002')).toMatchObject({ data: { measures: [{ ai: '3370', value: 2, unit: 'kg/m2' }] } });
  });

  test('dates 11, 12, 13, 15, 16, 17: DD 00 is the end of the month; the century by the sliding window', () => {
    expect(parse('(11)260200(12)280200(13)261100(15)990100(16)270400(17)271200')).toMatchObject({
      data: { producedOn: '2026-02-28', dueOn: '2028-02-29', packedOn: '2026-11-30', bestBefore: '1999-01-31', sellBy: '2027-04-30', expiry: '2027-12-31' },
    });
  });

  test('(400) and (401) end at FNC1; (8005), (20), (30), (402), (403) and the GLNs 410–417', () => {
    expect(valid('00614141123456781')).toBe(true);
    expect(valid('0614141000005')).toBe(true);
    expect(valid('4012345000009')).toBe(true);
    const s = `]C1400PO-4711${GS}401GINC:12/A${GS}8005000365${GS}200140200614141123456781${GS}410061414100000541440123450000093030${GS}403R12`;
    expect(parse(s)).toMatchObject({
      kind: 'gs1',
      data: { orderNo: 'PO-4711', consignment: 'GINC:12/A', unitPrice: '000365', variant: '01', shipmentId: '00614141123456781', shipTo: '0614141000005', location: '4012345000009', variableCount: 30, route: 'R12' },
    });
    expect(parse('(411)0614141000005(412)0614141000005(413)0614141000005(415)0614141000005(416)0614141000005(417)0614141000005')).toMatchObject({
      data: { billTo: '0614141000005', purchasedFrom: '0614141000005', shipFor: '0614141000005', invoicingParty: '0614141000005', productionSite: '0614141000005', party: '0614141000005' },
    });
  });

  test('(420), (421) and (422): postal codes and the country of origin', () => {
    expect(parse(`]C1420100080${GS}4215281012AB${GS}422156`)).toMatchObject({ data: { shipToPostal: '100080', shipToPostalIso: '5281012AB', origin: '156' } });
  });

  test('an AI the station does not read is kept in `other`, not refused: predefined lengths need no FNC1', () => {
    // 19 (reserved, n6) and 04 (n16) have predefined lengths; 3106 has no meaning but 31nn is n6
    expect(parse(']C101095212345432131912345604123456789012345631060001231012')).toEqual({
      kind: 'gs1',
      data: { gtin: '09521234543213', lot: '12', other: { '19': '123456', '04': '1234567890123456', '3106': '000123' } },
      elements: [
        { ai: '01', value: '09521234543213' },
        { ai: '19', value: '123456' },
        { ai: '04', value: '1234567890123456' },
        { ai: '3106', value: '000123' },
        { ai: '10', value: '12' },
      ],
    });
    // 240 (additional product id) and 91 (company internal) run to the GS or the end
    expect(parse(`]C1240ABC-1${GS}91X0109521234543213`)).toMatchObject({ data: { other: { '240': 'ABC-1', '91': 'X0109521234543213' } } });
    expect(parse('(01)09521234543213(7003)2701011230')).toMatchObject({ data: { gtin: '09521234543213', other: { '7003': '2701011230' } } });
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
    ['a net weight cut short', ']C1010950110153000331030015', { reason: 'truncated', ai: '3103' }],
    ['an AI prefix GS1 has not assigned (no length to go by)', ']C10109501101530003' + '0512', { reason: 'unknownAi', ai: '05' }],
    ['an unassigned prefix in the human-readable form', '(01)09501101530003(26)X', { reason: 'unknownAi', ai: '26' }],
    ['an AI of the wrong number of digits in the human-readable form', '(01)09501101530003(310)000189', { reason: 'malformed', ai: '310' }],
    ['(00) 095012345678901235: its check digit is 7, not 5', '(00)095012345678901235', { reason: 'checkDigit', ai: '00' }],
    ['(02) with a bad check digit', ']C1020952123454321437' + '10', { reason: 'checkDigit', ai: '02' }],
    ['(414) a GLN with a bad check digit', '(414)0614141000006', { reason: 'checkDigit', ai: '414' }],
    ['(410) a GLN cut short by a GS', `]C14100614141000${GS}10A`, { reason: 'truncated', ai: '410' }],
    ['(11) a production date in month 00', '(11)260012', { reason: 'badDate', ai: '11' }],
    ['(15) 30 February', '(15)270230', { reason: 'badDate', ai: '15' }],
    ['(8005) with letters', '(8005)00A365', { reason: 'notNumeric', ai: '8005' }],
    ['(422) of four digits', `]C1422${'0'.repeat(3)}6${GS}10A`, { reason: 'tooLong', ai: '422' }],
    ['(421) a country without a postal code', '(421)528', { reason: 'truncated', ai: '421' }],
    ['an uninterpreted AI with a character outside set 82', '(240)AB#', { reason: 'badChars', ai: '240' }],
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
      content: withCheckDigit(14),
      bestBefore: date,
      orderNo: text(30),
      shipTo: withCheckDigit(13),
      origin: digits(3),
      measures: fc.constantFrom<Gs1Measure[][]>(
        [{ ai: '3103', quantity: 'netWeight', unit: 'kg', value: 0.189 }],
        [{ ai: '3302', quantity: 'grossWeight', unit: 'kg', value: 1250.5, logistic: true }, { ai: '3150', quantity: 'netVolume', unit: 'l', value: 2 }],
      ),
      other: fc.constantFrom<Record<string, string>[]>({ '19': '123456' }, { '91': 'ABC-1' }),
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
        // every AI read is interpreted or kept in `other`
        const kept = r.kind === 'gs1' ? Object.keys(r.data.other ?? {}) : [];
        expect(elements.filter(({ ai }) => !AI_RULES[ai] && !measureOf(ai) && !kept.includes(ai))).toEqual([]);
        const gtin = r.kind === 'gs1' ? r.data.gtin : undefined;
        expect(gtin === undefined || gs1CheckDigit(gtin.slice(0, 13)) === Number(gtin[13])).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
