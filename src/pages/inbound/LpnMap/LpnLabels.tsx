import { useTranslation } from 'react-i18next';
import CodeLabel from '@/components/Print/CodeLabel';
import PrintSheet from '@/components/Print/PrintSheet';
import { lpnBarcode } from '@/domain/print/barcode';
import type { LpnRow } from '@/services/inbound';

/** 100 × 50 mm pallet labels, one per LPN: the LPN large, its DataMatrix, what is on it and its document small. */
export default function LpnLabels({ rows }: { rows: LpnRow[] }) {
  const { t } = useTranslation();
  const contents = (r: LpnRow) => r.lines.map((l) => `${l.sku}${l.lot ? ` (${l.lot})` : ''} × ${l.qty}`).join(', ');
  return (
    <PrintSheet size="small" testId="lpn-label-sheet">
      {rows.map((r) => (
        <CodeLabel key={r.lpn} code={r.lpn} barcode={lpnBarcode(r.lpn)} meta={r.docNo ? `${contents(r)} · ${t('inbound.lpn.labelDoc', { no: r.docNo })}` : contents(r)} />
      ))}
    </PrintSheet>
  );
}
