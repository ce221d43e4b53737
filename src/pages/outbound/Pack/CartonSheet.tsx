import { useTranslation } from 'react-i18next';
import Barcode from '@/components/Print/Barcode';
import PrintSheet from '@/components/Print/PrintSheet';
import { trackingBarcode } from '@/domain/print/barcode';
import type { PackCarton, PackSession } from '@/services/outbound';
import { labelValue } from '../shared/labels';

/** The code on a carton's label: the order number and the carton's number. */
export const cartonCode = (orderNo: string, seq: number) => `${orderNo}-C${seq}`;

/** A closed carton's 100×150 mm label (the shipping label's sheet): receiver, order, carton, weight, contents. */
export default function CartonSheet({ session, carton }: { session: Pick<PackSession, 'orderNo' | 'carrier' | 'receiver'>; carton: PackCarton }) {
  const { t } = useTranslation();
  const r = session.receiver;
  return (
    <PrintSheet size="label" testId="carton-sheet">
      <div className="wms-label">
        <div className="carrier">
          {session.carrier} · {t('outbound.pack.cartonLabel')}
        </div>
        <div className="receiver">
          <div>{labelValue(t('outbound.label.to'), t)}</div>
          <b>{r.name}</b> {r.phone}
          <div>{[r.address, r.city, r.country].filter(Boolean).join(', ')}</div>
        </div>
        <Barcode spec={trackingBarcode(cartonCode(session.orderNo, carton.seq))} />
        <div className="tracking">{cartonCode(session.orderNo, carton.seq)}</div>
        <div>
          {labelValue(t('outbound.order.no'), t)}
          {session.orderNo}
        </div>
        <div className="carton">{t('outbound.pack.cartonOf', { seq: carton.seq, weight: carton.weight ?? '—' })}</div>
        <div>
          {labelValue(t('outbound.pack.contents'), t)}
          {carton.items.map((i) => `${i.sku} × ${i.qty}`).join(', ')}
        </div>
      </div>
    </PrintSheet>
  );
}
