import type { ReactNode } from 'react';
import type { BarcodeSpec } from '@/domain/print/barcode';
import Barcode from './Barcode';

/**
 * One 100 × 50 mm label of a `small` PrintSheet (a location, a pallet): the code large, its barcode
 * (`barcode`: the symbology the caller chose for the code), a line of facts small. The label carries its code as `data-code`.
 */
export default function CodeLabel({ code, barcode, meta }: { code: string; barcode: BarcodeSpec; meta: ReactNode }) {
  return (
    <div className="wms-small-label wms-code-label" data-code={code}>
      <div className="wms-code-label-code">{code}</div>
      <Barcode spec={barcode} />
      <div className="wms-code-label-meta">{meta}</div>
    </div>
  );
}
