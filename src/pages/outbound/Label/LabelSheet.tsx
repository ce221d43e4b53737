import { useTranslation } from 'react-i18next';
import Barcode from '@/components/Print/Barcode';
import PrintSheet from '@/components/Print/PrintSheet';
import { trackingBarcode } from '@/domain/print/barcode';
import type { OrderDetail } from '@/services/outbound';
import { fmtDate } from '../shared/format';
import { labelValue, serviceLabel } from '../shared/labels';

/** What a shipping label prints of an order. */
export type LabelOrder = Pick<OrderDetail, 'kind' | 'no' | 'carrier' | 'service' | 'receiver' | 'parcels' | 'updatedAt'>;

/** 100×150 mm labels, one per parcel (a packed carton), `copies` times each. */
export default function LabelSheet({ orders, copies }: { orders: LabelOrder[]; copies: number }) {
  const { t } = useTranslation();
  return (
    <PrintSheet size="label" testId="label-sheet">
      {orders.flatMap((o) =>
        o.parcels.flatMap((p) =>
          Array.from({ length: copies }, (_, c) => (
            <div className="wms-label" key={`${p.trackingNo}-${c}`}>
              <div className="carrier">
                {o.carrier} · {serviceLabel(o.service, t)}
              </div>
              <div className="receiver">
                <div>{labelValue(t('outbound.label.to'), t)}</div>
                <b>{o.receiver.name}</b> {o.receiver.phone}
                <div>{[o.receiver.address, o.receiver.city, o.receiver.country].filter(Boolean).join(', ')}</div>
              </div>
              <Barcode spec={trackingBarcode(p.trackingNo)} />
              <div className="tracking">{p.trackingNo}</div>
              <div>
                {labelValue(t('outbound.order.no'), t)}
                {o.no} · {fmtDate(o.updatedAt)}
              </div>
              {(o.kind === 'b2b' || o.parcels.length > 1) && <div className="carton">{t('outbound.label.carton', { seq: p.seq, total: o.parcels.length })}</div>}
              {p.weight !== undefined && <div>{t('outbound.pack.weightKg', { weight: p.weight })}</div>}
            </div>
          )),
        ),
      )}
    </PrintSheet>
  );
}
