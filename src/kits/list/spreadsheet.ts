/**
 * Reading and writing the order files as CSV or Excel (.xlsx). The Excel libraries
 * (read-excel-file, write-excel-file) are loaded with `import()` only when an .xlsx file is
 * actually read or written, so they stay out of the first load and of the order-list chunk.
 */
import { downloadCsv, neutralizeFormula, parseCsv, restoreFormulaText, saveBlob } from './csv';

export type SheetFormat = 'csv' | 'xlsx';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** For `<input accept>` / antd Upload. */
export const SHEET_ACCEPT = `.xlsx,.csv,${XLSX_MIME},text/csv`;

/** A file that cannot be read: `unsupported` (not .xlsx/.csv) or `corrupt` (cannot be parsed). */
export class SpreadsheetError extends Error {
  constructor(
    public code: 'unsupported' | 'corrupt',
    public fileName: string,
    public cause?: unknown,
  ) {
    super(`${code}: ${fileName}`);
    this.name = 'SpreadsheetError';
  }
}

/** The format of a chosen file, by extension first, then by MIME type; undefined when neither fits. */
export function formatOf(file: { name: string; type?: string }): SheetFormat | undefined {
  const ext = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (ext === 'xlsx') return 'xlsx';
  if (ext === 'csv') return 'csv';
  if (ext) return undefined;
  if (file.type === XLSX_MIME) return 'xlsx';
  if (file.type === 'text/csv') return 'csv';
  return undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * One cell read from Excel as the text a user would type: integers without ".0" or exponent
 * (quantities, phone numbers), decimals without float noise, dates as YYYY-MM-DD[ HH:mm:ss]
 * (Excel dates have no time zone; read-excel-file gives them as UTC), booleans as TRUE/FALSE.
 */
export function cellToString(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return '';
    if (Number.isInteger(v)) return Math.abs(v) < 1e21 ? String(v) : BigInt(v).toString();
    return String(Number(v.toPrecision(15)));
  }
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return '';
    // Excel keeps date-times as fractions of a day: 13:04:05 can come back as 13:04:04.999.
    const d = new Date(Math.round(v.getTime() / 1000) * 1000);
    const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    const h = d.getUTCHours();
    const m = d.getUTCMinutes();
    const s = d.getUTCSeconds();
    return h || m || s ? `${day} ${pad(h)}:${pad(m)}:${pad(s)}` : day;
  }
  return String(v);
}

/** Every cell as a string; rows with nothing in them dropped (like the CSV reader does). */
export const toStringRows = (rows: unknown[][]): string[][] => rows.map((r) => r.map(cellToString)).filter((r) => r.some((c) => c.trim() !== ''));

/** CSV bytes as text: UTF-8 (with or without BOM), else GB18030 (CSV saved by a Chinese Excel). */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

const loadReader = () => import(/* webpackChunkName: "xlsx-read" */ 'read-excel-file/browser');
const loadWriter = () => import(/* webpackChunkName: "xlsx-write" */ 'write-excel-file/browser');

/** Starts loading the .xlsx writer ahead of time (e.g. while an export fetches its pages). */
export const preloadXlsxWriter = () => loadWriter().then(
  () => undefined,
  () => undefined,
);

/**
 * The rows of a CSV or .xlsx file (first sheet), every cell as a string; the quote our own files
 * put before formula-like text (see `xlsxSheet`, `toCsv`) is removed again. Throws SpreadsheetError.
 */
export async function readRows(file: File): Promise<string[][]> {
  const format = formatOf(file);
  if (!format) throw new SpreadsheetError('unsupported', file.name);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (e) {
    throw new SpreadsheetError('corrupt', file.name, e);
  }
  if (format === 'csv') {
    // A binary file (an Excel workbook renamed to .csv, an image...) is not a CSV.
    if (bytes.subarray(0, 4096).includes(0)) throw new SpreadsheetError('corrupt', file.name);
    return parseCsv(decodeText(bytes));
  }
  const { readSheet } = await loadReader();
  let data: unknown[][];
  try {
    data = await readSheet(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch (e) {
    throw new SpreadsheetError('corrupt', file.name, e);
  }
  return toStringRows(data).map((r) => r.map(restoreFormulaText));
}

/** Display width of a cell in Excel columns (CJK characters count double). */
const widthOf = (v: unknown) => [...cellToString(v)].reduce((w, ch) => w + (/[\u2e80-\uffef]/.test(ch) ? 2 : 1), 0);

/**
 * The sheet written for `rows`: first row bold and frozen, numbers as numbers, columns sized to their
 * content. Text that Excel would run as a formula once edited or saved as CSV (=, +, -, @…) gets a
 * leading ' (formula injection); numbers, negative ones too, stay numbers.
 */
export function xlsxSheet(rows: unknown[][]) {
  const data = rows.map((r, i) =>
    r.map((v) => {
      const value = v === null || v === undefined || v === '' ? null : typeof v === 'number' || typeof v === 'boolean' ? v : neutralizeFormula(cellToString(v));
      return i === 0 && value !== null ? { value, fontWeight: 'bold' as const } : value;
    }),
  );
  const n = Math.max(0, ...rows.map((r) => r.length));
  const columns = Array.from({ length: n }, (_, c) => ({ width: Math.min(60, Math.max(8, ...rows.slice(0, 1000).map((r) => widthOf(r[c]) + 2))) }));
  return { data, options: { columns, ...(rows.length > 1 ? { stickyRowsCount: 1 } : {}), sheet: 'Sheet1' } };
}

/** An .xlsx file of `rows`, as a Blob. */
export async function xlsxBlob(rows: unknown[][]): Promise<Blob> {
  const { default: writeExcelFile } = await loadWriter();
  const { data, options } = xlsxSheet(rows);
  return writeExcelFile(data, options).toBlob();
}

/** Saves `rows` as `<filename>.csv` or `<filename>.xlsx` (the extension is set from the format). */
export async function downloadRows(filename: string, rows: unknown[][], format: SheetFormat): Promise<void> {
  const name = `${filename.replace(/\.(csv|xlsx)$/i, '')}.${format}`;
  if (format === 'csv') downloadCsv(name, rows);
  else saveBlob(name, await xlsxBlob(rows));
}
