import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ZplLabel } from '@/domain/print/zpl';
import CodeLabel from '@/components/Print/CodeLabel';
import PrintSheet from '@/components/Print/PrintSheet';
import { locationBarcode } from '@/domain/print/barcode';
import type { Location } from '@/services/master';
import { LOCATION_TYPE_KEYS } from '../shared/options';

/** What a location label shows. */
export type LabelData = Pick<Location, 'code' | 'zone' | 'type'>;

/** A label's small line: the zone and type, in the page's language. */
export const labelMeta = (l: LabelData, t: TFunction) => t('master.location.label.meta', { zone: l.zone, type: t(LOCATION_TYPE_KEYS[l.type]) });

/** The labels as a Zebra printer takes them (the QR code the browser's labels print). */
export const zplLabels = (labels: LabelData[], t: TFunction): ZplLabel[] => labels.map((l) => ({ kind: 'location', code: l.code, meta: labelMeta(l, t), symbology: 'qr' }));

/** 100 × 50 mm location labels, one per location: the code large, its QR code, zone and type small. */
export default function LocationLabels({ labels }: { labels: LabelData[] }) {
  const { t } = useTranslation();
  return (
    <PrintSheet size="small" testId="location-label-sheet">
      {labels.map((l) => (
        <CodeLabel key={l.code} code={l.code} barcode={locationBarcode(l.code)} meta={labelMeta(l, t)} />
      ))}
    </PrintSheet>
  );
}
