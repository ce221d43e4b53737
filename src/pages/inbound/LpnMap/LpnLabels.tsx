import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ZplLabel } from '@/domain/print/zpl';
import CodeLabel from '@/components/Print/CodeLabel';
import PrintSheet from '@/components/Print/PrintSheet';
import { lpnBarcode } from '@/domain/print/barcode';
import type { LpnRow } from '@/services/inbound';

const lineText = (l: LpnRow['lines'][number]) => `${l.sku}${l.lot ? ` (${l.lot})` : ''} × ${l.qty}`;

/** The pallets with an SSCC as a Zebra printer takes them: the SSCC in GS1-128, the LPN and what is on it. */
export const palletZpl = (rows: LpnRow[], t: TFunction): ZplLabel[] =>
  rows.flatMap((r) => (r.sscc ? [{ kind: 'pallet' as const, sscc: r.sscc, title: t('inbound.lpn.zplTitle', { lpn: r.lpn }), contents: r.lines.slice(0, 6).map(lineText) }] : []));

/** 100 × 50 mm pallet labels, one per LPN: the LPN large, its DataMatrix, what is on it and its document small. */
export default function LpnLabels({ rows }: { rows: LpnRow[] }) {
  const { t } = useTranslation();
  const contents = (r: LpnRow) => r.lines.map(lineText).join(', ');
  return (
    <PrintSheet size="small" testId="lpn-label-sheet">
      {rows.map((r) => (
        <CodeLabel key={r.lpn} code={r.lpn} barcode={lpnBarcode(r.lpn)} meta={r.docNo ? `${contents(r)} · ${t('inbound.lpn.labelDoc', { no: r.docNo })}` : contents(r)} />
      ))}
    </PrintSheet>
  );
}
