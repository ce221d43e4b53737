import en from '../../../../locales/en/inventory.json';
import zh from '../../../../locales/zh/inventory.json';
import { PLAN_IMPORT_COLUMN_KEYS } from '../shared/countLabels';
import { IMPORT_COLUMNS, isHeaderRow, kindOf, rowToPlan, skusOf } from './importPlans';

const texts = { en: en as Record<string, string>, zh: zh as Record<string, string> };
const labelIn = (lang: keyof typeof texts) => (key: string) => texts[lang][key] ?? key;
const headerIn = (lang: keyof typeof texts) => IMPORT_COLUMNS.map((k) => labelIn(lang)(PLAN_IMPORT_COLUMN_KEYS[k]));

describe('count-plan import rows', () => {
  it('reads the kind from its key or its label in the page language, any case; anything else as typed', () => {
    expect(kindOf(' Zone ', labelIn('en'))).toBe('zone');
    expect(kindOf('库位范围', labelIn('zh'))).toBe('range');
    expect(kindOf('ABC class', labelIn('en'))).toBe('abc');
    expect(kindOf('sku', labelIn('zh'))).toBe('sku');
    expect(kindOf(' area ', labelIn('en'))).toBe('area');
  });

  it("sends the columns of the row's kind only, codes in upper case, empty cells left out", () => {
    const en = labelIn('en');
    expect(rowToPlan(['zone', 'a', 'A-01-01-01', '', '', '', ' weekly '], en)).toEqual({ kind: 'zone', zone: 'A', note: 'weekly' });
    expect(rowToPlan(['Location range', '', 'a-01-01-01', 'A-01-05-04'], en)).toEqual({ kind: 'range', from: 'A-01-01-01', to: 'A-01-05-04' });
    expect(rowToPlan(['sku', '', '', '', 'SKU00001, SKU00002 SKU00003；SKU00004'], en)).toEqual({ kind: 'sku', skus: ['SKU00001', 'SKU00002', 'SKU00003', 'SKU00004'] });
    expect(rowToPlan(['abc', '', '', '', '', 'b'], en)).toEqual({ kind: 'abc', abc: 'B' });
    // what the kind needs is missing: the server names it
    expect(rowToPlan(['range', 'A'], en)).toEqual({ kind: 'range' });
    expect(rowToPlan(['sku'], en)).toEqual({ kind: 'sku' });
  });

  it('splits SKUs at commas of either width, semicolons, 、 and spaces', () => {
    expect(skusOf(' A1,A2，A3;A4；A5、A6  A7 ')).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7']);
  });

  it('takes the column keys or the titles in either language for a header, and no data row, not even one with a mistyped kind', () => {
    for (const page of ['en', 'zh'] as const)
      for (const file of ['en', 'zh'] as const) {
        expect([page, file, isHeaderRow(headerIn(file), labelIn(page))]).toEqual([page, file, true]);
        expect(isHeaderRow(['zone', 'A'], labelIn(page))).toBe(false);
        expect(isHeaderRow([labelIn(file)('inventory.count.kind.range'), '', 'A-01-01-01', 'A-01-01-04'], labelIn(file))).toBe(false);
        expect(isHeaderRow(['area', 'A'], labelIn(page))).toBe(false);
        expect(isHeaderRow(['abc', '', '', '', '', 'C'], labelIn(page))).toBe(false);
      }
    expect(isHeaderRow([...IMPORT_COLUMNS], labelIn('zh'))).toBe(true);
    expect(isHeaderRow(undefined, labelIn('en'))).toBe(false);
  });
});
