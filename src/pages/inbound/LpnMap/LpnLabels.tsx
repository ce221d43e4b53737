import { useTranslation } from 'react-i18next';
import Barcode from '@/components/Print/Barcode';
import PrintSheet from '@/components/Print/PrintSheet';
import type { LpnRow } from '@/services/inbound';
import './lpnLabels.less';

/** 100 × 50 mm pallet labels, one per LPN: the LPN large, its Code 128 barcode, what is on it and its document small. */
export default function LpnLabels({ rows }: { rows: LpnRow[] }) {
  const { t } = useTranslation();
  return (
    <PrintSheet size="small" testId="lpn-label-sheet">
      {rows.map((r) => (
        <div className="wms-small-label wms-lpn-label" key={r.lpn} data-lpn={r.lpn}>
          <div className="wms-lpn-label-code">{r.lpn}</div>
          <Barcode value={r.lpn} />
          <div className="wms-lpn-label-meta">
            {r.lines.map((l) => `${l.sku}${l.lot ? ` (${l.lot})` : ''} × ${l.qty}`).join(', ')}
            {r.docNo && ` · ${t('inbound.lpn.labelDoc', { no: r.docNo })}`}
          </div>
        </div>
      ))}
    </PrintSheet>
  );
}
