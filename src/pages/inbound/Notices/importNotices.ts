import type { TFunction } from 'i18next';
import type { ImportSpec } from '@/kits/list/ImportDialog';
import { inboundApi, type NoticeImportRow } from '@/services/inbound';
import { IMPORT_COLUMN_KEYS } from '../shared/labels';

/** Column order of the import file (.xlsx or CSV): one notice line per row. */
export const IMPORT_COLUMNS = ['containerNo', 'supplier', 'eta', 'note', 'sku', 'expected', 'lot', 'expiry'] as const satisfies readonly (keyof typeof IMPORT_COLUMN_KEYS)[];
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * A date cell as the request's YYYY-MM-DD: what Excel gives (a date, maybe with a time) and what
 * people type (2025/3/7, 2025.3.7, 2025-3-7); anything else as typed, for the server to name.
 */
export function toDate(cell: string): string {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(cell.trim());
  return m ? `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}` : cell.trim();
}

/** A quantity cell: a whole number (thousands separators allowed); empty is missing; other text as typed, for the server to name. */
export function toQty(cell: string): number | string | undefined {
  const v = cell.trim();
  if (!v) return undefined;
  const plain = /^\d{1,3}(,\d{3})+$/.test(v) ? v.replace(/,/g, '') : v;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : v;
}

/** One file row (text cells, as read from .xlsx or CSV) as a row of the notice import; empty optional cells left out. */
export function rowToNotice(cells: string[]): NoticeImportRow {
  const c = Object.fromEntries(IMPORT_COLUMNS.map((k, i) => [k, (cells[i] ?? '').trim()])) as Record<ImportColumn, string>;
  return {
    containerNo: c.containerNo,
    supplier: c.supplier,
    eta: toDate(c.eta),
    ...(c.note ? { note: c.note } : {}),
    sku: c.sku,
    // a cell that is no number goes as typed: the server's check names it
    expected: toQty(c.expected) as number,
    ...(c.lot ? { lot: c.lot } : {}),
    ...(c.expiry ? { expiry: toDate(c.expiry) } : {}),
  };
}

/**
 * Whether the first row is a header: the column keys or their titles in the page's language, or a
 * header in the other language (its expected-qty cell is no number and its ETA cell no date).
 */
export function isHeaderRow(cells: string[] | undefined, names: readonly string[]): boolean {
  if (!cells) return false;
  const c = cells.map((x) => x.trim().toLowerCase());
  if (IMPORT_COLUMNS.every((k, i) => c[i] === k.toLowerCase() || c[i] === names[i]?.trim().toLowerCase())) return true;
  return !!c[5] && typeof toQty(c[5]) !== 'number' && !/^\d{4}[-/.]/.test(c[2] ?? '');
}

/**
 * The notice import: rows with the same container number make one notice, so the file is imported
 * whole or not at all (the server takes all rows or none); the preview shows each row's problems as
 * the server words them.
 */
export function noticeImport(t: TFunction): ImportSpec {
  const header = IMPORT_COLUMNS.map((k) => t(IMPORT_COLUMN_KEYS[k]));
  return {
    title: t('inbound.import.title'),
    header,
    fileBase: 'notices',
    hint: (columns) => t('inbound.import.hint', { columns }),
    isHeader: (cells) => isHeaderRow(cells, header),
    allOrNothing: true,
    check: async (rows) => {
      const result = await inboundApi.importCheck(rows.map(rowToNotice));
      return rows.map((_, i) => result[i]?.errors ?? []);
    },
    submit: async (rows) => (await inboundApi.importRows(rows.map(rowToNotice))).created.length,
    doneText: (count) => t('inbound.import.done', { count }),
    emptyText: (name) => t('inbound.import.empty', { name }),
  };
}
