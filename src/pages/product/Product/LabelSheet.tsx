import Barcode from '@/components/Print/Barcode';
import PrintSheet from '@/components/Print/PrintSheet';
import type { ProductLabel } from '../shared/labels';
import './labelSheet.less';

/** Product barcode labels, 100 × 50 mm, one per page: SKU, name, Code 128 of the barcode, the barcode in text. */
export default function LabelSheet({ labels }: { labels: ProductLabel[] }) {
  return (
    <PrintSheet size="small" testId="product-label-sheet">
      {labels.map((l) => (
        <div className="wms-small-label wms-product-label" key={l.key} data-testid="product-label">
          <div className="wms-product-label-sku">{l.sku}</div>
          <div className="wms-product-label-name">{l.name}</div>
          <Barcode value={l.barcode} />
          <div className="wms-product-label-code">{l.barcode}</div>
        </div>
      ))}
    </PrintSheet>
  );
}
