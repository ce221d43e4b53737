import { useTranslation } from 'react-i18next';
import PrintSheet, { PrintMeta } from '@/components/Print/PrintSheet';
import type { ManifestDetail } from '@/services/outbound';
import { fmtDateTime } from '../shared/format';
import { statusLabel } from '../shared/labels';

/** What a manifest sheet prints. */
export type ManifestPrint = Pick<ManifestDetail, 'no' | 'carrier' | 'dock' | 'trailer' | 'status' | 'createdAt' | 'scanned' | 'missing'>;

/** A manifest's A4 hand-over sheet: its facts, each parcel scanned (tracking, order), the signatures. */
export default function ManifestSheet({ m }: { m: ManifestPrint }) {
  const { t } = useTranslation();
  return (
    <PrintSheet size="a4" testId="manifest-sheet">
      <h2>
        {t('outbound.manifest.sheetTitle')} {m.no}
      </h2>
      <PrintMeta
        items={[
          [t('outbound.order.carrier'), m.carrier],
          [t('outbound.manifest.dock'), m.dock],
          [t('outbound.manifest.trailer'), m.trailer],
          [t('outbound.order.status'), statusLabel(m.status, t)],
          [t('outbound.order.createdAt'), fmtDateTime(m.createdAt)],
          [t('outbound.manifest.parcelCount'), m.scanned.length],
          [t('outbound.manifest.missingCount'), m.missing.length],
        ]}
      />
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('outbound.order.tracking')}</th>
            <th>{t('outbound.order.no')}</th>
          </tr>
        </thead>
        <tbody>
          {m.scanned.map((p, i) => (
            <tr key={p.trackingNo}>
              <td>{i + 1}</td>
              <td>{p.trackingNo}</td>
              <td>{p.orderNo ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="wms-print-signatures">
        <div>{t('outbound.manifest.signDriver')}</div>
        <div>{t('outbound.manifest.signWarehouse')}</div>
        <div>{t('outbound.print.printedAt')}</div>
      </div>
    </PrintSheet>
  );
}
