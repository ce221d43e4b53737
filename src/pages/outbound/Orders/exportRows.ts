import type { TFunction } from 'i18next';
import type { OrderRow } from '@/services/outbound';
import { fmtDateTime, sourceText } from '../shared/format';
import { statusLabel } from '../shared/labels';

/** The export's columns: header key and cell of a row, in file order. */
const COLUMNS: [header: string, cell: (r: OrderRow, t: TFunction) => unknown][] = [
  ['outbound.export.no', (r) => r.no],
  // The words the screen shows, not the stored codes ("Shipped", "Entered manually").
  ['outbound.export.status', (r, t) => statusLabel(r.status, t)],
  ['outbound.export.source', (r, t) => sourceText(r.source, t)],
  ['outbound.export.receiver', (r) => r.receiverName],
  ['outbound.export.city', (r) => r.city],
  ['outbound.export.carrier', (r) => r.carrier],
  ['outbound.export.lines', (r) => r.lineCount],
  ['outbound.export.qty', (r) => r.totalQty],
  ['outbound.export.skus', (r) => r.skus.join(' ')],
  ['outbound.export.tracking', (r) => r.trackingNos.join(' ')],
  ['outbound.export.createdAt', (r) => fmtDateTime(r.createdAt)],
];

/** The exported order list (CSV or .xlsx): a header row in the current language, then one row per order. */
export const exportTable = (rows: OrderRow[], t: TFunction): unknown[][] => [COLUMNS.map(([key]) => t(key)), ...rows.map((r) => COLUMNS.map(([, cell]) => cell(r, t)))];
