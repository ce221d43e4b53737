import type { ReactNode } from 'react';
import Barcode from './Barcode';

/**
 * One 100 × 50 mm label of a `small` PrintSheet (a location, a pallet): the code large, its Code 128
 * barcode, a line of facts small. The label carries its code as `data-code`.
 */
export default function CodeLabel({ code, meta }: { code: string; meta: ReactNode }) {
  return (
    <div className="wms-small-label wms-code-label" data-code={code}>
      <div className="wms-code-label-code">{code}</div>
      <Barcode value={code} />
      <div className="wms-code-label-meta">{meta}</div>
    </div>
  );
}
