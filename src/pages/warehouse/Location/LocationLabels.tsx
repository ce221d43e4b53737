import { useTranslation } from 'react-i18next';
import CodeLabel from '@/components/Print/CodeLabel';
import PrintSheet from '@/components/Print/PrintSheet';
import { locationBarcode } from '@/domain/print/barcode';
import type { Location } from '@/services/master';
import { LOCATION_TYPE_KEYS } from '../shared/options';

/** What a location label shows. */
export type LabelData = Pick<Location, 'code' | 'zone' | 'type'>;

/** 100 × 50 mm location labels, one per location: the code large, its QR code, zone and type small. */
export default function LocationLabels({ labels }: { labels: LabelData[] }) {
  const { t } = useTranslation();
  return (
    <PrintSheet size="small" testId="location-label-sheet">
      {labels.map((l) => (
        <CodeLabel key={l.code} code={l.code} barcode={locationBarcode(l.code)} meta={t('master.location.label.meta', { zone: l.zone, type: t(LOCATION_TYPE_KEYS[l.type]) })} />
      ))}
    </PrintSheet>
  );
}
