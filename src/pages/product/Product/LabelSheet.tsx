import Barcode from '@/components/Print/Barcode';
import PrintSheet from '@/components/Print/PrintSheet';
import { productBarcode } from '@/domain/print/barcode';
import type { ProductLabel } from '../shared/labels';
import './labelSheet.less';

/**
 * Product barcode labels, 100 × 50 mm, one per page: SKU, name, the barcode (EAN-13 or UPC-A when
 * it is one, else Code 128), the barcode in text.
 */
export default function LabelSheet({ labels }: { labels: ProductLabel[] }) {
  return (
    <PrintSheet size="small" testId="product-label-sheet">
      {labels.map((l) => (
        <div className="wms-small-label wms-product-label" key={l.key} data-testid="product-label">
          <div className="wms-product-label-sku">{l.sku}</div>
          <div className="wms-product-label-name">{l.name}</div>
          <Barcode spec={productBarcode(l.barcode)} />
          <div className="wms-product-label-code">{l.barcode}</div>
        </div>
      ))}
    </PrintSheet>
  );
}
