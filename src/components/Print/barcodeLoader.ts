import type { Drawn } from './bwipRender';
import type { BarcodeSpec } from '@/domain/print/barcode';

type Draw = (spec: BarcodeSpec) => Drawn;
let draw: Draw | undefined;
let loading: Promise<Draw> | undefined;

/**
 * Loads the barcode library (its own chunk, never on the first page). A screen awaits it before
 * it flushes a sheet and calls window.print(), so the printed sheet has its barcodes drawn.
 */
export function loadBarcodes(): Promise<Draw> {
  loading ??= import('./bwipRender').then(
    (m) => (draw = m.drawBarcode),
    (e) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}

/** The drawing function once loaded (a sheet shown again draws at once). */
export const loadedBarcodes = () => draw;
