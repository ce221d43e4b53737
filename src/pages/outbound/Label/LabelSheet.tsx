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

type Parcel = LabelOrder['parcels'][number];

/** A parcel label's words, the same for the browser's sheet and the Zebra printer's ZPL. */
function labelWords(o: LabelOrder, p: Parcel, t: TFunction) {
  return {
    carrier: `${o.carrier} · ${serviceLabel(o.service, t)}`,
    to: labelValue(t('outbound.label.to'), t),
    address: [o.receiver.address, o.receiver.city, o.receiver.country].filter(Boolean).join(', '),
    orderNo: `${labelValue(t('outbound.order.no'), t)}${o.no}`,
    date: fmtDate(o.updatedAt),
    carton: o.kind === 'b2b' || o.parcels.length > 1 ? t('outbound.label.carton', { seq: p.seq, total: o.parcels.length }) : '',
    weight: p.weight !== undefined ? t('outbound.pack.weightKg', { weight: p.weight }) : '',
  };
}

/** The order's labels as a Zebra printer takes them: one per parcel. */
export const shippingZpl = (o: LabelOrder, t: TFunction): ZplLabel[] =>
  o.parcels.map((p) => {
    const w = labelWords(o, p, t);
    return { kind: 'shipping', carrier: w.carrier, trackingNo: p.trackingNo, orderNo: w.orderNo, receiver: { name: o.receiver.name, phone: o.receiver.phone, address: w.address }, to: w.to, footer: [w.date, w.carton, w.weight].filter(Boolean).join(' · ') };
  });

/** 100×150 mm labels, one per parcel (a packed carton), `copies` times each. */
export default function LabelSheet({ orders, copies }: { orders: LabelOrder[]; copies: number }) {
  const { t } = useTranslation();
  return (
    <PrintSheet size="label" testId="label-sheet">
      {orders.flatMap((o) =>
        o.parcels.flatMap((p) =>
          Array.from({ length: copies }, (_, c) => {
            const w = labelWords(o, p, t);
            return (
              <div className="wms-label" key={`${p.trackingNo}-${c}`}>
                <div className="carrier">{w.carrier}</div>
                <div className="receiver">
                  <div>{w.to}</div>
                  <b>{o.receiver.name}</b> {o.receiver.phone}
                  <div>{w.address}</div>
                </div>
                <Barcode spec={trackingBarcode(p.trackingNo)} />
                <div className="tracking">{p.trackingNo}</div>
                <div>
                  {w.orderNo} · {w.date}
                </div>
                {w.carton && <div className="carton">{w.carton}</div>}
                {w.weight && <div>{w.weight}</div>}
              </div>
            );
          }),
        ),
      )}
    </PrintSheet>
  );
}
