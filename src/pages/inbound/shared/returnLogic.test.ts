import { RequestError } from '@/utils/request';
import { bookPlan, clampCount, countScan, fieldProblems, gradeAddsUp, gradeAll, gradeDefaults, gradeRequest, problemsByLine, returnRequest, type CountLine } from './returnLogic';

jest.mock('@/i18n', () => ({ __esModule: true, default: { language: 'en', t: (key: string) => key } }));
jest.mock('@/utils/session', () => ({ handleUnauthorized: jest.fn() }));

const lines: CountLine[] = [
  { sku: 'SKU001', barcodes: ['6901234567892'], returnable: 2 },
  { sku: 'SKU002', barcodes: [], returnable: 1 },
  { sku: 'SKU003', barcodes: [], returnable: 0 },
];

describe('counting returned units by scan', () => {
  test('a SKU (any case) or a barcode counts one unit on its line; a GTIN-14 counts on the EAN it carries', () => {
    let r = countScan(lines, [0, 0, 0], 'sku002');
    expect(r).toEqual({ ok: true, index: 1, counts: [0, 1, 0] });
    r = countScan(lines, [0, 1, 0], '6901234567892');
    expect(r).toEqual({ ok: true, index: 0, counts: [1, 1, 0] });
    r = countScan(lines, [1, 1, 0], '06901234567892');
    expect(r).toEqual({ ok: true, index: 0, counts: [2, 1, 0] });
  });

  test('never more than the line may still return; a carton count is taken whole or refused', () => {
    expect(countScan(lines, [2, 0, 0], 'SKU001')).toEqual({ ok: false, reason: 'full', index: 0, left: 0 });
    expect(countScan(lines, [0, 0, 0], 'SKU001', 3)).toEqual({ ok: false, reason: 'full', index: 0, left: 2 });
    expect(countScan(lines, [0, 0, 0], 'SKU001', 2)).toEqual({ ok: true, index: 0, counts: [2, 0, 0] });
    // a line already all returned counts nothing
    expect(countScan(lines, [0, 0, 0], 'SKU003')).toEqual({ ok: false, reason: 'full', index: 2, left: 0 });
  });

  test('a code of no product of the order counts nothing; the counts given are not changed', () => {
    const counts = [1, 0, 0];
    expect(countScan(lines, counts, 'SF1234567')).toEqual({ ok: false, reason: 'notOnOrder' });
    countScan(lines, counts, 'SKU001');
    expect(counts).toEqual([1, 0, 0]);
  });

  test('a count set by hand stays between 0 and what the line may return', () => {
    expect(clampCount(lines[0], 5)).toBe(2);
    expect(clampCount(lines[0], -1)).toBe(0);
    expect(clampCount(lines[0], null)).toBe(0);
    expect(clampCount(lines[0], 1.6)).toBe(1);
  });

  test('the request holds the counted lines only, and where each came from; a problem of its line N lands on the order line', () => {
    const { input, lineOf } = returnRequest('SF001', lines, [0, 1, 0], { condition: 'opened', trailerNo: ' ', note: ' torn box ' });
    expect(input).toEqual({ order: 'SF001', condition: 'opened', note: 'torn box', lines: [{ sku: 'SKU002', qty: 1 }] });
    expect(lineOf).toEqual([1]);
    expect(problemsByLine({ 'lines.0.qty': 'At most 0 more', trailerNo: 'No trailer X' }, lineOf)).toEqual({ 1: 'At most 0 more' });
  });

  test("a refused request's field problems are read from its body", () => {
    const e = new RequestError(400, 'At most 1 more', { message: 'At most 1 more', fields: { 'lines.0.qty': 'At most 1 more' } });
    expect(fieldProblems(e)).toEqual({ 'lines.0.qty': 'At most 1 more' });
    expect(fieldProblems(new Error('x'))).toEqual({});
  });
});

describe('grading', () => {
  const returned = [
    { qty: 3, restock: 0, damaged: 0, destroy: 0 },
    { qty: 1, restock: 0, damaged: 0, destroy: 0 },
  ];

  test('new grades: all restocked, or all damaged for a parcel that came back damaged', () => {
    expect(gradeDefaults(returned, 'intact')).toEqual([
      { restock: 3, damaged: 0, destroy: 0 },
      { restock: 1, damaged: 0, destroy: 0 },
    ]);
    expect(gradeDefaults(returned, 'damaged')).toEqual([
      { restock: 0, damaged: 3, destroy: 0 },
      { restock: 0, damaged: 1, destroy: 0 },
    ]);
  });

  test('a return graded before keeps its grades', () => {
    const graded = [
      { qty: 3, restock: 2, damaged: 0, destroy: 1 },
      { qty: 1, restock: 1, damaged: 0, destroy: 0 },
    ];
    expect(gradeDefaults(graded, 'damaged')).toEqual([
      { restock: 2, damaged: 0, destroy: 1 },
      { restock: 1, damaged: 0, destroy: 0 },
    ]);
  });

  test('the grades of a line must add up to its units; empty inputs count as 0', () => {
    expect(gradeAddsUp({ restock: 2, damaged: 0, destroy: 1 }, 3)).toBe(true);
    expect(gradeAddsUp({ restock: 2, damaged: 0, destroy: 0 }, 3)).toBe(false);
    expect(gradeAddsUp({ restock: 2, damaged: 2, destroy: 0 }, 3)).toBe(false);
    expect(gradeAddsUp({ restock: 3, damaged: null }, 3)).toBe(true);
    expect(gradeRequest([{ restock: 3, damaged: null }])).toEqual({ lines: [{ restock: 3, damaged: 0, destroy: 0 }] });
  });

  test('the shortcut grades every unit of every line alike', () => {
    expect(gradeAll(returned, 'destroy')).toEqual([
      { restock: 0, damaged: 0, destroy: 3 },
      { restock: 0, damaged: 0, destroy: 1 },
    ]);
  });
});

test('booking: what the confirmation says; nothing restocked → shelved at once', () => {
  expect(bookPlan({ restock: 2, damaged: 1, destroy: 1 })).toEqual({ restock: 2, damaged: 1, destroy: 1, shelvedAtOnce: false });
  expect(bookPlan({ restock: 0, damaged: 1, destroy: 0 }).shelvedAtOnce).toBe(true);
});
