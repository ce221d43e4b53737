import type { TFunction } from 'i18next';
import { importProblems, withImportWords } from './importWords';

const t = ((key: string, v?: Record<string, unknown>) => (v ? `${key}(${Object.values(v).join('|')})` : `<${key}>`)) as unknown as TFunction;
const columns = [
  { key: 'sku', label: 'l.sku' },
  { key: 'barcodes', label: 'l.barcodes', kind: 'list' as const },
  { key: 'weightKg', label: 'l.weight', kind: 'number' as const },
  { key: 'shelfLife', label: 'l.shelfLife', kind: 'flag' as const },
];

test('each problem is named by its column label, list items by their column', () => {
  const answer = {
    index: 0,
    errors: ['sku: X', 'barcodes.1: Y'],
    fields: { sku: 'SKU1 is taken', 'barcodes.1': '123 is used by SKU2' },
  };
  expect(importProblems(answer, { sku: 'SKU1', barcodes: 'a|123' }, columns, t)).toEqual(['master.import.problem(<l.sku>|SKU1 is taken)', 'master.import.problem(<l.barcodes>|123 is used by SKU2)']);
});

test("a number cell that is no number, a yes/no cell that is neither: said so; a number out of range keeps the server's words", () => {
  const answer = {
    index: 0,
    errors: [],
    fields: { weightKg: 'Wrong type', shelfLife: 'Wrong type' },
  };
  expect(importProblems(answer, { weightKg: 'heavy', shelfLife: 'maybe' }, columns, t)).toEqual([
    'master.import.problem(<l.weight>|master.import.notNumber(heavy))',
    'master.import.problem(<l.shelfLife>|master.import.notYesNo(maybe))',
  ]);
  expect(importProblems({ index: 0, errors: [], fields: { weightKg: 'At most 100000' } }, { weightKg: '200000' }, columns, t)).toEqual(['master.import.problem(<l.weight>|At most 100000)']);
});

test('a valid row has none; a row-level problem without a field, or an unknown field, stays as the server said it', () => {
  expect(importProblems({ index: 0, errors: [], fields: {} }, {}, columns, t)).toEqual([]);
  expect(importProblems(undefined, {}, columns, t)).toEqual([]);
  expect(importProblems({ index: 0, errors: ['row: bad'], fields: {} }, {}, columns, t)).toEqual(['row: bad']);
  expect(importProblems({ index: 0, errors: [], fields: { other: 'odd' } }, {}, columns, t)).toEqual(['odd']);
});

test('the wrapped API answers each row with its own cells', async () => {
  const api = { importCheck: async (rows: unknown[]) => [{ index: 1, errors: ['weightKg: Wrong type'], fields: { weightKg: 'Wrong type' } }].slice(0, rows.length) };

  const answer = await withImportWords(api, columns, t).importCheck([{ weightKg: '1' }, { weightKg: 'x' }]);
  expect(answer[0].errors).toEqual(['master.import.problem(<l.weight>|master.import.notNumber(x))']);
});
