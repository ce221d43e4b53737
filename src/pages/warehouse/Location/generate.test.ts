import { bodyProblems, countOf, generateBody, groupByRack, overCap, sameBody, type GenerateValues } from './generate';

const values: GenerateValues = {
  zone: 'A',
  aisles: { from: 1, to: 2 },
  racks: { from: 1, to: 3 },
  levels: { from: 1, to: 4 },
  withBins: false,
  bins: { from: 1, to: 2 },
  type: 'shelf',
  capacity: 400,
  pickSeq: null,
};

describe('generateBody', () => {
  it('leaves bins out unless switched on, and an emptied pick sequence out', () => {
    const body = generateBody(values);
    expect(body).toEqual({ zone: 'A', aisles: { from: 1, to: 2 }, racks: { from: 1, to: 3 }, levels: { from: 1, to: 4 }, type: 'shelf', capacity: 400 });
    expect(generateBody({ ...values, withBins: true, pickSeq: 10 })).toMatchObject({ bins: { from: 1, to: 2 }, pickSeq: 10 });
  });
});

describe('countOf', () => {
  it('multiplies the ranges, bins only when on', () => {
    expect(countOf(values)).toBe(24);
    expect(countOf({ ...values, withBins: true })).toBe(48);
  });
  it('is unknown while a range is incomplete or reversed', () => {
    expect(countOf({ ...values, racks: { from: 1, to: null } })).toBeUndefined();
    expect(countOf({ ...values, levels: { from: 4, to: 1 } })).toBeUndefined();
  });
});

describe('overCap', () => {
  it('names the count and the limit above 5,000 only', () => {
    expect(overCap(5000)).toBeUndefined();
    expect(overCap(undefined)).toBeUndefined();
    expect(overCap(5001)).toEqual({ count: 5001, max: 5000 });
  });
});

describe('bodyProblems', () => {
  it('is empty for a good body', () => {
    expect(bodyProblems(generateBody(values))).toEqual([]);
  });
  it('puts a reversed range on its end field', () => {
    expect(bodyProblems(generateBody({ ...values, racks: { from: 5, to: 2 } }))).toEqual([{ name: ['racks', 'to'], key: 'server.master.rangeOrder' }]);
  });
  it('puts the cap on the aisles, with the count and the limit', () => {
    const problems = bodyProblems(generateBody({ ...values, aisles: { from: 1, to: 99 }, racks: { from: 1, to: 99 } }));
    expect(problems).toEqual([{ name: ['aisles', 'to'], key: 'server.master.generateTooMany', vars: { count: 99 * 99 * 4, max: 5000 } }]);
  });
});

describe('sameBody', () => {
  it('compares bodies by value', () => {
    expect(sameBody(generateBody(values), generateBody({ ...values }))).toBe(true);
    expect(sameBody(generateBody(values), generateBody({ ...values, capacity: 1 }))).toBe(false);
    expect(sameBody(undefined, generateBody(values))).toBe(false);
  });
});

describe('groupByRack', () => {
  it('groups codes by zone-aisle-rack in the order they come', () => {
    const codes = ['A-01-02-01', 'A-01-02-02', 'A-01-01-01', 'A-01-02-03-01'].map((code) => ({ code, taken: false }));
    expect(groupByRack(codes).map((g) => [g.rack, g.codes.map((c) => c.code)])).toEqual([
      ['A-01-02', ['A-01-02-01', 'A-01-02-02', 'A-01-02-03-01']],
      ['A-01-01', ['A-01-01-01']],
    ]);
  });
});
