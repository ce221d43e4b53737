/** Small CSV helpers (RFC 4180 quoting); the files open in Excel (UTF-8 with BOM). */

/**
 * Formula injection: a cell starting with = + - @ (or full-width), a tab or a line break opens as
 * a formula. Such text cells get a leading quote (OWASP); cells already quoted so get one more, so
 * `restoreFormulaText` strips exactly one and every text comes back as it was.
 */
const FORMULA_START = /^'*[=+\-@\t\r\n\0＝＋－＠]/;
/** A plain number written as text ("-5", "+86", "2.5") is no formula: it stays as it is. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** The text to write into a file cell for the text `s` (a text that could run as a formula gets a leading '). */
export const neutralizeFormula = (s: string) => (FORMULA_START.test(s) && !PLAIN_NUMBER.test(s) ? `'${s}` : s);

/** The text a cell read from a file stood for: the quote added by `neutralizeFormula` removed. */
export const restoreFormulaText = (s: string) => (s.startsWith("'") && FORMULA_START.test(s.slice(1)) ? s.slice(1) : s);

const quote = (v: unknown) => {
  if (v === undefined || v === null) return '';
  // Numbers and booleans are written as they are (a negative quantity stays a number).
  const s = typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint' ? String(v) : neutralizeFormula(String(v));
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const toCsv = (rows: unknown[][]) => rows.map((r) => r.map(quote).join(',')).join('\r\n');

/** The rows of a CSV text; a cell `toCsv` protected from formula injection reads back as it was. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (inQuotes) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') inQuotes = false;
      else cell += c;
    } else if (c === '"') inQuotes = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== '')).map((r) => r.map(restoreFormulaText));
}

/** Saves a Blob as a download named `filename`. */
export function saveBlob(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadCsv(filename: string, rows: unknown[][]) {
  saveBlob(filename, new Blob([`\uFEFF${toCsv(rows)}`], { type: 'text/csv;charset=utf-8' }));
}
