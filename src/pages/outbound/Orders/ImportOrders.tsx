import type { TFunction } from 'i18next';
import type { ImportSpec } from '@/kits/list/ImportDialog';
import { outboundApi, type OrderDraft, type OrderKind } from '@/services/outbound';
import { importColumnLabel } from '../shared/labels';

/** Column order of the import file (.xlsx or CSV, one order with one line per row). */
export const IMPORT_COLUMNS = ['no', 'receiver', 'phone', 'address', 'city', 'carrier', 'cartons', 'sku', 'qty'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export function rowToInput(kind: OrderKind, cells: string[]): OrderDraft {
  const c = Object.fromEntries(IMPORT_COLUMNS.map((k, i) => [k, (cells[i] ?? '').trim()])) as Record<(typeof IMPORT_COLUMNS)[number], string>;
  return {
    no: c.no || undefined,
    receiver: { name: c.receiver, phone: c.phone, address: c.address, city: c.city },
    carrier: c.carrier,
    cartons: kind === 'b2b' ? Number(c.cartons) : undefined,
    lines: [{ sku: c.sku, qty: c.qty === '' ? '' : Number(c.qty) }],
  };
}

/**
 * Whether the first row is a header: the column keys or their names in the current language, or
 * a header in the other language (the SKU column is titled "SKU" in both; the qty title is no number).
 */
export function isHeaderRow(cells: string[] | undefined, names: readonly string[]): boolean {
  if (!cells) return false;
  const c = cells.map((x) => x.trim().toLowerCase());
  if (IMPORT_COLUMNS.every((k, i) => c[i] === k || c[i] === names[i]?.trim().toLowerCase())) return true;
  return c[7] === 'sku' && !!c[8] && Number.isNaN(Number(c[8]));
}

/**
 * The order import (one order with one line per row): the kit's import dialog checks the rows
 * read with the server and imports the valid ones.
 */
export function orderImport(kind: OrderKind, t: TFunction): ImportSpec {
  const header = IMPORT_COLUMNS.map((k) => importColumnLabel(k, t));
  return {
    title: t('outbound.import.title'),
    header,
    fileBase: kind,
    hint: (columns) => t('outbound.import.hint', { columns }),
    isHeader: (cells) => isHeaderRow(cells, header),
    check: async (rows) => {
      const result = await outboundApi.importCheck(kind, rows.map((cells) => rowToInput(kind, cells)));
      return rows.map((_, i) => result[i]?.errors ?? []);
    },
    submit: async (rows) => (await outboundApi.importRows(kind, rows.map((cells) => rowToInput(kind, cells)))).created.length,
    doneText: (count) => t('outbound.import.done', { count }),
    emptyText: (name) => t('outbound.import.file.empty', { name }),
  };
}
