import { neutralizeFormula, parseCsv, restoreFormulaText, toCsv } from './csv';

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

describe('csv: formula injection', () => {
  const dangerous = ['=HYPERLINK("http://evil.example","x")', '+1+cmd|\' /C calc\'!A0', '-2+3', '@SUM(A1:A9)', '\t=1+1', '\r=1+1', '\n=1+1', '＝1+1'];

  it('writes text that a spreadsheet would run as a formula with a leading quote', () => {
    expect(toCsv([dangerous.slice(0, 4)])).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")",'+1+cmd|' /C calc'!A0,'-2+3,'@SUM(A1:A9)`);
    expect(toCsv([['\t=1+1']])).toBe("'\t=1+1");
    expect(toCsv([['\r=1+1']])).toBe(`"'\r=1+1"`);
    expect(toCsv([['＝1+1']])).toBe("'＝1+1");
    for (const s of dangerous) expect(toCsv([[s]]).replace(/^"/, '')).toMatch(/^'/);
  });

  it('keeps numbers, plain numeric text and ordinary text as they are', () => {
    expect(toCsv([[-5, 2.5, '-5', '+86', '0.5', 'a=b', 'SKU-1', "O'Brien", '', null, true]])).toBe("-5,2.5,-5,+86,0.5,a=b,SKU-1,O'Brien,,,true");
  });

  it('reads its own files back unchanged, quotes included', () => {
    const rows = [dangerous, ["'=already quoted", "''@twice", "'plain", "'", '-5', "'-5"]];
    const text = toCsv(rows);
    expect(text).toContain(`''=already quoted,'''@twice,'plain,',-5,''-5`);
    expect(parseCsv(text)).toEqual(rows);
  });

  it('strips the protecting quote from a cell of a file written elsewhere, and nothing else', () => {
    expect(parseCsv("'=1+1,'@x,'abc,'123,x'=y")).toEqual([['=1+1', '@x', "'abc", "'123", "x'=y"]]);
  });

  it('neutralizeFormula / restoreFormulaText are inverse', () => {
    for (const s of [...dangerous, "'=x", "''=x", "'x", 'x', '', '-5', '+86', "'-5"]) {
      expect(restoreFormulaText(neutralizeFormula(s))).toBe(s);
    }
    expect(neutralizeFormula('=1')).toBe("'=1");
    expect(neutralizeFormula('-1-1')).toBe("'-1-1");
    expect(neutralizeFormula('-1')).toBe('-1');
  });
});
