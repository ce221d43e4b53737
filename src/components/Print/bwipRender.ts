/**
 * The barcode library, in its own chunk (loaded by `loadBarcodes`): a spec drawn as SVG paths.
 * Only the symbologies the console prints are imported, so the rest of the library stays out.
 */
import { code128, datamatrix, drawingSVG, ean13, gs1_128, qrcode, upca } from 'bwip-js/browser';
import type { RenderOptions } from 'bwip-js/browser';
import { TWO_D, type BarcodeKind, type BarcodeSpec } from '@/domain/print/barcode';

export interface DrawnPath {
  d: string;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
}

/** A drawn barcode: its box in the library's units and the paths that make it. */
export interface Drawn {
  width: number;
  height: number;
  paths: DrawnPath[];
}

const DRAW: Record<BarcodeKind, (opts: RenderOptions, dwg: ReturnType<typeof drawingSVG>) => string> = {
  code128,
  'gs1-128': gs1_128,
  ean13,
  upca,
  qrcode,
  datamatrix,
};

// paths of the library's SVG are numbers and path commands only; any other value is dropped
const PATH_DATA = /^[MLCZ0-9 .,-]+$/;
const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** Reads the library's SVG text into paths; the page never inserts markup. */
export function pathsOf(svg: string): Drawn {
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw new Error('barcode: no viewBox');
  const paths: DrawnPath[] = [];
  for (const m of svg.matchAll(/<path ([^>]*?)\/?>/g)) {
    const attrs = Object.fromEntries([...m[1].matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
    if (!PATH_DATA.test(attrs.d ?? '')) continue;
    paths.push({
      d: attrs.d,
      ...(attrs.fill && COLOUR.test(attrs.fill) ? { fill: attrs.fill } : {}),
      ...(attrs.stroke && COLOUR.test(attrs.stroke) ? { stroke: attrs.stroke } : {}),
      ...(attrs['stroke-width'] ? { strokeWidth: Number(attrs['stroke-width']) } : {}),
    });
  }
  return { width: Number(box[1]), height: Number(box[2]), paths };
}

/** Draws `spec`: 1D with a 10-module quiet zone each side, 2D with a 2-module one (the label adds more). */
export function drawBarcode(spec: BarcodeSpec): Drawn {
  const twoD = TWO_D.has(spec.kind);
  const opts: RenderOptions = {
    bcid: spec.kind,
    text: spec.text,
    scale: 2,
    ...(twoD ? { padding: 2 } : { height: 12, paddingwidth: 10, paddingheight: 0 }),
    ...(spec.kind === 'qrcode' ? { eclevel: 'M' } : {}),
  };
  return pathsOf(DRAW[spec.kind](opts, drawingSVG()));
}
