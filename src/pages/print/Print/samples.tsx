import type { TFunction } from 'i18next';
import CodeLabel from '@/components/Print/CodeLabel';
import PrintSheet, { PrintCopies } from '@/components/Print/PrintSheet';
import type { PrintTemplate } from '@/domain/print';
import type { ZplLabel } from '@/domain/print/zpl';
import { ssccBarcode } from '@/domain/print/barcode';
import { serviceLabel } from '@/pages/outbound/shared/labels';
import { LOCATION_TYPE_KEYS } from '@/pages/warehouse/shared/options';
import { formatDate } from '@/utils/date';
import type { NoticeDetail } from '@/services/inbound';
import { SAMPLE_SUBJECT } from './labels';
import ManifestSheet from '@/pages/outbound/Delivery/ManifestSheet';
import LabelSheet from '@/pages/outbound/Label/LabelSheet';
import PickListSheet from '@/pages/outbound/Pick/PickListSheet';
import TallySheet from '@/pages/inbound/Tally/TallySheet';
import LocationLabels from '@/pages/warehouse/Location/LocationLabels';
import ProductLabels from '@/pages/product/Product/LabelSheet';

const AT = '2026-11-02T09:30:00.000Z';

/** Sample products, named in the page's language. */
const products = (t: TFunction) =>
  [
    { sku: 'SKU00042', name: t('print.sample.product1'), barcode: '6901234567892', location: 'A-01-02-03' },
    { sku: 'SKU00108', name: t('print.sample.product2'), barcode: '6909876543210', location: 'A-02-01-01' },
  ].map((p) => ({ ...p, nameZh: p.name, nameEn: p.name }));

const TRACKING = 'SF1234567890123';
const receiverOf = (t: TFunction) => ({ name: t('print.sample.receiver'), phone: '+86 138 0000 1234', address: t('print.sample.address'), city: t('print.sample.city'), country: 'CN' });
const palletContents = (t: TFunction) => products(t).map((p, i) => `${p.sku} × ${24 * (i + 1)}`);

/** A label template's sample as the ZPL generator takes it (the same data the preview shows). */
export function sampleZplLabel(template: PrintTemplate, t: TFunction): ZplLabel | undefined {
  const [p1] = products(t);
  switch (template) {
    case 'shippingLabel': {
      const r = receiverOf(t);
      return {
        kind: 'shipping',
        carrier: `SF · ${serviceLabel('standard', t)}`,
        trackingNo: TRACKING,
        orderNo: `${t('outbound.order.no')}: ${SAMPLE_SUBJECT.shippingLabel}`,
        receiver: { name: r.name, phone: r.phone, address: [r.address, r.city, r.country].join(', ') },
        to: t('outbound.label.to'),
        footer: formatDate(AT),
      };
    }
    case 'palletLabel':
      return { kind: 'pallet', sscc: SAMPLE_SUBJECT.palletLabel, title: t('print.sample.palletTitle'), contents: palletContents(t) };
    case 'locationLabel':
      return { kind: 'location', code: SAMPLE_SUBJECT.locationLabel, meta: t('master.location.label.meta', { zone: 'A', type: t(LOCATION_TYPE_KEYS.shelf) }), symbology: 'qr' };
    case 'skuLabel':
      return { kind: 'product', sku: p1.sku, name: p1.name, barcode: p1.barcode };
    default:
      return undefined;
  }
}

/**
 * A template filled with sample data, drawn by the very sheet its screen prints: on screen inside
 * a PrintPreview, printed elsewhere. Every template prints `copies` times, each from a new page.
 */
export default function TemplateSheet({ template, copies, t }: { template: PrintTemplate; copies: number; t: TFunction }) {
  return (
    <PrintCopies n={copies}>
      <Sample template={template} t={t} />
    </PrintCopies>
  );
}

function Sample({ template, t }: { template: PrintTemplate; t: TFunction }) {
  const [p1, p2] = products(t);
  const receiver = receiverOf(t);
  switch (template) {
    case 'shippingLabel':
      return <LabelSheet copies={1} orders={[{ kind: 'b2c', no: SAMPLE_SUBJECT.shippingLabel, carrier: 'SF', service: 'standard', receiver, parcels: [{ trackingNo: TRACKING, seq: 1, printCount: 0 }], updatedAt: AT }]} />;
    case 'palletLabel':
      return (
        <PrintSheet size="small" testId="pallet-label-sheet">
          <CodeLabel code={SAMPLE_SUBJECT.palletLabel} barcode={ssccBarcode(SAMPLE_SUBJECT.palletLabel)} meta={`${t('print.sample.palletTitle')} · ${palletContents(t).join(', ')}`} />
        </PrintSheet>
      );
    case 'locationLabel':
      return <LocationLabels labels={[{ code: SAMPLE_SUBJECT.locationLabel, zone: 'A', type: 'shelf' }]} />;
    case 'skuLabel':
      return <ProductLabels labels={[{ key: p1.sku, sku: p1.sku, name: p1.name, barcode: p1.barcode }]} />;
    case 'pickList':
      return (
        <PickListSheet
          wave={{ no: SAMPLE_SUBJECT.pickList, createdAt: AT, status: 'open' }}
          done={0}
          tasks={[p1, p2].map((p, i) => ({ id: `t${i}`, orderId: `o${i}`, orderNo: `SOSZ01000012${i}`, location: p.location, sku: p.sku, nameZh: p.nameZh, nameEn: p.nameEn, barcodes: [p.barcode], qty: 2 + i, picked: 0, status: 'open', pickSeq: i + 1 }))}
        />
      );
    case 'tallySheet': {
      const lines: NoticeDetail['lines'] = [p1, p2].map((p, i) => ({ sku: p.sku, nameZh: p.nameZh, nameEn: p.nameEn, barcodes: [p.barcode], shelfLife: false, expected: 24, good: 24 - i, damaged: i }));
      const notice: NoticeDetail = {
        id: 'sample',
        no: SAMPLE_SUBJECT.tallySheet,
        status: 'received',
        supplier: t('print.sample.supplier'),
        containerNo: 'MSKU1234565',
        eta: '2026-11-02',
        dock: 'D01',
        lineCount: lines.length,
        expectedQty: 48,
        goodQty: 47,
        damagedQty: 1,
        openPutaway: 0,
        skus: lines.map((l) => l.sku),
        createdAt: AT,
        updatedAt: AT,
        note: '',
        threshold: 5,
        lines,
        putaway: [],
        history: [],
        records: [],
      };
      return <TallySheet notice={notice} lines={lines} />;
    }
    case 'manifest':
      return (
        <ManifestSheet
          m={{ no: SAMPLE_SUBJECT.manifest, carrier: 'SF', dock: 'D05', trailer: 'TR-88', status: 'open', createdAt: AT, scanned: [{ trackingNo: 'SF1234567890123', orderNo: SAMPLE_SUBJECT.shippingLabel }], missing: [] }}
        />
      );
  }
}
