import { parseCsv, toCsv } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and new lines, and reads them back', () => {
    const rows = [['no', 'receiver'], ['A,1', 'He said "hi"'], ['B', 'two\nlines']];
    const text = toCsv(rows);
    expect(text).toBe('no,receiver\r\n"A,1","He said ""hi"""\r\nB,"two\nlines"');
    expect(parseCsv(text)).toEqual(rows);
  });
  it('drops a BOM and blank lines', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2\n')).toEqual([['a', 'b'], ['1', '2']]);
  });
});
