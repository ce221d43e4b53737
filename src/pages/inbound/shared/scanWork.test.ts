import { chooseTask, differs, namesPallet, goodDiff, lineOfScan, needsReason, noticeOfScan, offSuggestion, tallyState, withWaitingTally, type TallyCount } from './scanWork';

const line = (over: Partial<TallyCount>): TallyCount => ({ sku: 'SKU1', barcodes: ['6910019718319'], expected: 10, good: 0, damaged: 0, ...over });

describe('a tally line against its notice', () => {
  test.each([
    [{ good: 0 }, 'pending', -10],
    [{ good: 10 }, 'ok', 0],
    [{ good: 7 }, 'short', -3],
    [{ good: 12 }, 'over', 2],
    [{ good: 9, damaged: 1 }, 'damaged', -1],
    [{ good: 10, damaged: 1 }, 'over', 0],
    [{ good: 0, damaged: 2 }, 'damaged', -10],
  ] as const)('%j is %s, good units off by %d', (counts, state, diff) => {
    const l = line(counts);
    expect(tallyState(l)).toBe(state);
    expect(goodDiff(l)).toBe(diff);
    expect(differs(l)).toBe(state !== 'ok');
  });

  test('a differing line needs a reason until it has one (an untouched one too, as the server checks)', () => {
    expect(needsReason(line({ good: 10 }))).toBe(false);
    expect(needsReason(line({ good: 8 }))).toBe(true);
    expect(needsReason(line({ good: 8, reason: 'SHORT' }))).toBe(false);
    expect(needsReason(line({ good: 0 }))).toBe(true);
    expect(needsReason(line({ good: 10, damaged: 1, reason: 'DAMAGED' }))).toBe(false);
  });
});

describe('the line a scan counts on', () => {
  const lines = [line({ sku: 'A', barcodes: ['6910019718319'], lot: 'L1', good: 10 }), line({ sku: 'A', barcodes: ['6910019718319'], lot: 'L2' }), line({ sku: 'B', barcodes: [] })];
  test('the scanned lot, else the first line still short, else the first; by SKU, barcode or a carton GTIN-14', () => {
    expect(lineOfScan(lines, 'a', 'L1')).toBe(0);
    expect(lineOfScan(lines, '6910019718319')).toBe(1);
    expect(lineOfScan(lines, '06910019718319')).toBe(1);
    expect(lineOfScan(lines, 'B')).toBe(2);
    expect(lineOfScan(lines, 'C')).toBe(-1);
  });

  test('waiting scans and lines set by hand count on the lines of their own notice', () => {
    const waiting = [
      { op: 'scan', payload: { noticeId: 'n1', code: 'B', qty: 3, damaged: false } },
      { op: 'scan', payload: { noticeId: 'n1', code: 'B', qty: 1, damaged: true } },
      { op: 'scan', payload: { noticeId: 'n2', code: 'B', qty: 5, damaged: false } },
      { op: 'line', payload: { noticeId: 'n1', index: 0, good: 9, damaged: 0, reason: 'SHORT' } },
      { op: 'scan', payload: { noticeId: 'n1', code: 'NOPE', qty: 1, damaged: false } },
    ];
    const next = withWaitingTally(lines, waiting, 'n1');
    expect(next.map((l) => [l.good, l.damaged, l.reason])).toEqual([
      [9, 0, 'SHORT'],
      [0, 0, undefined],
      [3, 1, undefined],
    ]);
    expect(lines[2].good).toBe(0); // the lines given are not changed
  });
});

describe('the putaway task a scan names', () => {
  const tasks = [
    { id: 't1', lpn: 'LPN001', sku: 'A', barcodes: ['6910019718319'] },
    { id: 't2', lpn: 'LPN002', sku: 'B', barcodes: ['6910003959500'] },
    { id: 't3', lpn: 'LPN003', sku: 'B', barcodes: ['6910003959500'] },
  ];
  test('its LPN (any case); the product when only one open pallet carries it', () => {
    expect(chooseTask(tasks, 'lpn002')).toEqual({ task: tasks[1] });
    expect(chooseTask(tasks, 'A')).toEqual({ task: tasks[0] });
    expect(chooseTask(tasks, '06910019718319')).toEqual({ task: tasks[0] });
    expect(chooseTask(tasks, '6910003959500')).toEqual({ problem: 'ambiguous', count: 2 });
    expect(chooseTask(tasks, 'LPN999')).toEqual({ problem: 'none' });
  });

  test("its SSCC: scanned alone, or as the AI 00 of a label whose code is the content's GTIN", () => {
    const withSscc = tasks.map((x, i) => ({ ...x, sscc: `06901234000000${i}${i}${i}${i}` }));
    expect(chooseTask(withSscc, '069012340000001111')).toEqual({ task: withSscc[1] });
    expect(chooseTask(withSscc, '06910003959500', '069012340000002222')).toEqual({ task: withSscc[2] });
    expect(namesPallet(withSscc[2], '06910003959500', '069012340000002222')).toBe(true);
    expect(namesPallet(withSscc[2], '06910003959500')).toBe(false);
    // an SSCC of no open pallet names none (the product alone would be ambiguous)
    expect(chooseTask(withSscc, '06910003959500', '069012340000009999')).toEqual({ problem: 'ambiguous', count: 2 });
    expect(chooseTask(withSscc, '069012340000009999')).toEqual({ problem: 'none' });
  });

  test('a location other than the suggested one names the suggestion', () => {
    expect(offSuggestion('A-01-01-01', 'a-01-01-01')).toBe('');
    expect(offSuggestion('A-01-01-01', 'B-02-01-01')).toBe('A-01-01-01');
    expect(offSuggestion('', 'B-02-01-01')).toBe('');
  });
});

test('a scanned notice or container number names the exact notice, else the only one found', () => {
  const rows = [
    { no: 'ASN001', containerNo: 'CONT1' },
    { no: 'ASN0011', containerNo: 'CONT11' },
  ];
  expect(noticeOfScan(rows, 'asn001')).toBe(rows[0]);
  expect(noticeOfScan(rows, 'CONT11')).toBe(rows[1]);
  expect(noticeOfScan(rows, 'ASN00')).toBeUndefined();
  expect(noticeOfScan([rows[1]], 'ASN00')).toBe(rows[1]);
});
