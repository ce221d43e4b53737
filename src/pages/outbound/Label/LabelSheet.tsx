import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ZplLabel } from '@/domain/print/zpl';
import Barcode from '@/components/Print/Barcode';
import PrintSheet from '@/components/Print/PrintSheet';
import { trackingBarcode } from '@/domain/print/barcode';
import type { OrderDetail } from '@/services/outbound';
import { fmtDate } from '../shared/format';
import { labelValue, serviceLabel } from '../shared/labels';

/** What a shipping label prints of an order. */
export type LabelOrder = Pick<OrderDetail, 'kind' | 'no' | 'carrier' | 'service' | 'receiver' | 'parcels' | 'updatedAt'>;

/** The order's labels as a Zebra printer takes them: one per parcel, the words of the browser's label. */
export const shippingZpl = (o: LabelOrder, t: TFunction): ZplLabel[] =>
  o.parcels.map((p) => ({
    kind: 'shipping',
    carrier: `${o.carrier} · ${serviceLabel(o.service, t)}`,
    trackingNo: p.trackingNo,
    orderNo: `${labelValue(t('outbound.order.no'), t)}${o.no}`,
    receiver: { name: o.receiver.name, phone: o.receiver.phone, address: [o.receiver.address, o.receiver.city, o.receiver.country].filter(Boolean).join(', ') },
    to: labelValue(t('outbound.label.to'), t),
    footer: [fmtDate(o.updatedAt), o.kind === 'b2b' || o.parcels.length > 1 ? t('outbound.label.carton', { seq: p.seq, total: o.parcels.length }) : '', p.weight !== undefined ? t('outbound.pack.weightKg', { weight: p.weight }) : ''].filter(Boolean).join(' · '),
  }));

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
