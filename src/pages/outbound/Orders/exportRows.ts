import type { TFunction } from 'i18next';
import type { ExportColumn } from '@/kits/list/exportSheet';
import { exportSheet } from '@/kits/list/exportSheet';
import type { OrderRow } from '@/services/outbound';
import { fmtDateTime, sourceText } from '../shared/format';
import { statusLabel } from '../shared/labels';

/** The export's columns, in file order: header and cell. */
export const orderExportColumns = (t: TFunction): ExportColumn<OrderRow>[] => [
  { header: t('outbound.export.no'), cell: (r) => r.no },
  // The words the screen shows, not the stored codes ("Shipped", "Entered manually").
  { header: t('outbound.export.status'), cell: (r) => statusLabel(r.status, t) },
  { header: t('outbound.export.source'), cell: (r) => sourceText(r.source, t) },
  { header: t('outbound.export.receiver'), cell: (r) => r.receiverName },
  { header: t('outbound.export.city'), cell: (r) => r.city },
  { header: t('outbound.export.carrier'), cell: (r) => r.carrier },
  { header: t('outbound.export.lines'), cell: (r) => r.lineCount },
  { header: t('outbound.export.qty'), cell: (r) => r.totalQty },
  { header: t('outbound.export.skus'), cell: (r) => r.skus.join(' ') },
  { header: t('outbound.export.tracking'), cell: (r) => r.trackingNos.join(' ') },
  { header: t('outbound.export.createdAt'), cell: (r) => fmtDateTime(r.createdAt) },
];

/** The exported order list (CSV or .xlsx): a header row in the current language, then one row per order. */
export const exportTable = (rows: OrderRow[], t: TFunction): unknown[][] => exportSheet(orderExportColumns(t), rows);
