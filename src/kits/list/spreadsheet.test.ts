/**
 * @jest-environment node
 *
 * The libraries' browser entries zip and unzip with workers, which node has and jsdom does not.
 */
import { strFromU8, unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import writeExcelFile from 'write-excel-file/node';
import { cellToString, formatOf, readRows, SpreadsheetError, xlsxBlob, xlsxSheet } from './spreadsheet';

const file = (parts: (string | ArrayBuffer | Uint8Array)[], name: string, type = '') => new File(parts as BlobPart[], name, { type });

const readError = (f: File) =>
  readRows(f).then(
    () => undefined,
    (e: unknown) => e,
  );

describe('spreadsheet: xlsx', () => {
  it('writes rows and reads back the same strings (Chinese text, number qty, phone numbers)', async () => {
    const rows = [
      ['no', 'receiver', 'phone', 'address', 'city', 'carrier', 'cartons', 'sku', 'qty'],
      ['IMP-1', '张三', 13800138000, '北京市朝阳区 1 号', 'Beijing', 'SF', null, 'SKU00005', 2],
      ['IMP-2', 'Ann "A", Jr.', '0755-1234567', '1 Main St', 'LA', 'UPS', 3, 'SKU00006', 12.5],
    ];
    const blob = await xlsxBlob(rows);
    expect(blob.size).toBeGreaterThan(1000);
    const read = await readRows(file([await blob.arrayBuffer()], 'orders.xlsx'));
    expect(read).toEqual([
      ['no', 'receiver', 'phone', 'address', 'city', 'carrier', 'cartons', 'sku', 'qty'],
      ['IMP-1', '张三', '13800138000', '北京市朝阳区 1 号', 'Beijing', 'SF', '', 'SKU00005', '2'],
      ['IMP-2', 'Ann "A", Jr.', '0755-1234567', '1 Main St', 'LA', 'UPS', '3', 'SKU00006', '12.5'],
    ]);
  });

  it('reads numbers, dates and booleans typed in Excel as the text a user would type; skips empty rows', async () => {
    const buffer = await writeExcelFile([
      ['qty', 'phone', 'date', 'time', 'flag', 'float'],
      [{ value: 3, type: Number }, 13912345678, { value: new Date(Date.UTC(2024, 0, 5)), format: 'yyyy-mm-dd' }, { value: new Date(Date.UTC(2024, 0, 5, 13, 4, 5)), format: 'yyyy-mm-dd hh:mm:ss' }, true, 0.1 + 0.2],
      [null, null, null, null, null, null],
      ['x', null, null, null, false, 1e21],
    ]).toBuffer();
    expect(await readRows(file([new Uint8Array(buffer)], 'typed.XLSX'))).toEqual([
      ['qty', 'phone', 'date', 'time', 'flag', 'float'],
      ['3', '13912345678', '2024-01-05', '2024-01-05 13:04:05', 'TRUE', '0.3'],
      ['x', '', '', '', 'FALSE', '1000000000000000000000'],
    ]);
  });

  it('writes a bold, frozen header, numbers as numbers, empty cells as empty', () => {
    const { data, options } = xlsxSheet([
      ['no', 'qty'],
      ['A', 2],
      ['B', ''],
    ]);
    expect(data).toEqual([
      [
        { value: 'no', fontWeight: 'bold' },
        { value: 'qty', fontWeight: 'bold' },
      ],
      ['A', 2],
      ['B', null],
    ]);
    expect(options.stickyRowsCount).toBe(1);
    expect(options.columns).toHaveLength(2);
  });
});

describe('spreadsheet: formula injection', () => {
  const evil = ['=HYPERLINK("http://evil.example","click")', '+1+cmd|\' /C calc\'!A0', '-2+3', '@SUM(A1:A9)', '\t=1+1', '\r=1+1'];

  it('writes formula-like text with a leading quote; numbers (negative too) stay numbers', () => {
    const { data } = xlsxSheet([
      ['=header', 'qty'],
      [...evil, -5, '-5', 'SKU-1', "'=quoted"],
    ]);
    expect(data[0][0]).toEqual({ value: "'=header", fontWeight: 'bold' });
    expect(data[1]).toEqual([...evil.map((s) => `'${s}`), -5, '-5', 'SKU-1', "''=quoted"]);
  });

  it('an .xlsx written by the console holds the quoted text and reads back as the original text', async () => {
    const rows = [['no', 'receiver', 'qty'], ...evil.map((s, i) => [`A${i}`, s, -i - 1]), ['Z', "'=quoted", '-5']];
    const buffer = await (await xlsxBlob(rows)).arrayBuffer();
    const raw = await readSheet(Buffer.from(buffer));
    expect(raw.slice(1).map((r) => r[1])).toEqual([...evil.map((s) => `'${s}`), "''=quoted"]);
    expect(raw[1][2]).toBe(-1); // a number cell, not text
    expect(await readRows(file([buffer], 'errors.xlsx'))).toEqual([
      ['no', 'receiver', 'qty'],
      ...evil.map((s, i) => [`A${i}`, s, String(-i - 1)]),
      ['Z', "'=quoted", '-5'],
    ]);
  });

  /** The cells of the first sheet of an .xlsx as written: address → [type attribute, value text, whether it is a formula]. */
  const xlsxCells = (bytes: Uint8Array) => {
    // fflate: the zip library both spreadsheet libraries use
    const files = unzipSync(bytes);
    const shared = [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si><t[^>]*>([\s\S]*?)<\/t><\/si>/g)].map((m) => m[1]);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    const cells: Record<string, [string | undefined, string, boolean]> = {};
    for (const [, r, attrs, inner] of sheet.matchAll(/<c r="(\w+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const t = /\bt="(\w+)"/.exec(attrs)?.[1];
      const v = /<v>([\s\S]*?)<\/v>/.exec(inner ?? '')?.[1] ?? '';
      cells[r] = [t, t === 's' ? shared[Number(v)] : v, /<f[\s>]/.test(inner ?? '')];
    }
    return cells;
  };

  it('write-excel-file keeps any string a text cell (a shared string, never a formula); numbers stay number cells', async () => {
    // without the console's quote: the library alone already writes "=1+1" as text, not as a formula
    const bare = xlsxCells(await writeExcelFile([['=1+1', -5, '@x']]).toBuffer());
    expect(bare).toEqual({ A1: ['s', '=1+1', false], B1: [undefined, '-5', false], C1: ['s', '@x', false] });
    // the console's file: the text also carries the quote (safe once a user edits the cell or saves it as CSV)
    const ours = xlsxCells(new Uint8Array(await (await xlsxBlob([['no', 'qty', 'name'], ['=HYPERLINK("http://evil.example","x")', -3, '<img src=x onerror=alert(1)>']])).arrayBuffer()));
    expect(ours.A2).toEqual(['s', '\'=HYPERLINK("http://evil.example","x")', false]);
    expect(ours.B2).toEqual([undefined, '-3', false]);
    // markup is escaped in the file's XML: it stays the cell's text
    expect(ours.C2).toEqual(['s', '&lt;img src=x onerror=alert(1)&gt;', false]);
  });

  it('a CSV with quoted formula-like text reads back without the quote', async () => {
    expect(await readRows(file(["no,receiver\r\nA1,'=1+1\r\nA2,'abc\r\n"], 'x.csv'))).toEqual([
      ['no', 'receiver'],
      ['A1', '=1+1'],
      ['A2', "'abc"],
    ]);
  });
});

describe('spreadsheet: csv', () => {
  it('reads UTF-8 CSV with a BOM and quoted cells', async () => {
    const text = '\uFEFFno,receiver,qty\r\nA1,"张三, Jr.",2\r\n\r\nA2,Bob,1\r\n';
    expect(await readRows(file([text], 'orders.csv', 'text/csv'))).toEqual([
      ['no', 'receiver', 'qty'],
      ['A1', '张三, Jr.', '2'],
      ['A2', 'Bob', '1'],
    ]);
  });

  it('reads a CSV saved by a Chinese Excel (GB18030)', async () => {
    // "no,receiver\nA1,张三" with 张三 in GBK
    const bytes = new Uint8Array([...Buffer.from('no,receiver\nA1,'), 0xd5, 0xc5, 0xc8, 0xfd]);
    expect(await readRows(file([bytes], 'gbk.csv'))).toEqual([
      ['no', 'receiver'],
      ['A1', '张三'],
    ]);
  });
});

describe('spreadsheet: files that cannot be read', () => {
  it('knows the format by extension, then by MIME type', () => {
    expect(formatOf({ name: 'a.xlsx' })).toBe('xlsx');
    expect(formatOf({ name: 'a.CSV', type: 'application/vnd.ms-excel' })).toBe('csv');
    expect(formatOf({ name: 'a', type: 'text/csv' })).toBe('csv');
    expect(formatOf({ name: 'blob', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe('xlsx');
    expect(formatOf({ name: 'a.xls' })).toBeUndefined();
    expect(formatOf({ name: 'a.xlsx.txt', type: 'text/plain' })).toBeUndefined();
  });

  it('refuses other file types as unsupported', async () => {
    for (const name of ['orders.xls', 'orders.txt', 'orders']) {
      const e = await readError(file(['a,b'], name));
      expect(e).toBeInstanceOf(SpreadsheetError);
      expect(e).toMatchObject({ code: 'unsupported', fileName: name });
    }
  });

  it('reports a damaged .xlsx (not a zip, a broken zip, a zip without a workbook) as corrupt', async () => {
    const notXlsx = await xlsxBlob([['a']]).then((b) => b.arrayBuffer());
    const cases = [
      file(['no,receiver\nA1,Ann'], 'text.xlsx'),
      file([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8])], 'broken.xlsx'),
      file([new Uint8Array(notXlsx).slice(0, 200)], 'truncated.xlsx'),
    ];
    for (const f of cases) {
      const e = await readError(f);
      expect([f.name, e instanceof SpreadsheetError && e.code]).toEqual([f.name, 'corrupt']);
    }
  });

  it('reports a binary file named .csv as corrupt', async () => {
    const xlsx = await xlsxBlob([['a']]).then((b) => b.arrayBuffer());
    expect(await readError(file([xlsx], 'renamed.csv'))).toMatchObject({ code: 'corrupt', fileName: 'renamed.csv' });
  });
});

describe('cellToString', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['  keep ', '  keep '],
    [2, '2'],
    [-0, '0'],
    [13800138000, '13800138000'],
    [2.5, '2.5'],
    [1.1 * 3, '3.3'],
    [Number.NaN, ''],
    [true, 'TRUE'],
    [new Date(Date.UTC(1999, 11, 31)), '1999-12-31'],
    [new Date(Number.NaN), ''],
  ])('%p → %p', (v, s) => expect(cellToString(v)).toBe(s));
});
