import { useEffect, useState } from 'react';
import { TWO_D, type BarcodeSpec } from '@/domain/print/barcode';
import type { Drawn } from './bwipRender';
import { loadBarcodes, loadedBarcodes } from './barcodeLoader';

function drawn(spec: BarcodeSpec): Drawn | Error | undefined {
  const draw = loadedBarcodes();
  if (!draw) return undefined;
  try {
    return draw(spec);
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e));
  }
}

/**
 * A barcode as SVG (crisp in print), drawn by the barcode library, loaded when the first one shows. 1D codes stretch to the box the sheet gives them; 2D
 * codes stay square. Until the library is there the box is empty (`data-state="loading"`); a value the symbology refuses shows nothing.
 */
export default function Barcode({ spec, height = 60 }: { spec: BarcodeSpec; height?: number }) {
  const { kind, text } = spec;
  const key = `${kind}:${text}`;
  const [state, setState] = useState(() => ({ key, result: drawn(spec) }));
  useEffect(() => {
    if (state.key === key && state.result) return undefined;
    let live = true;
    loadBarcodes().then(
      () => live && setState({ key, result: drawn({ kind, text }) }),
      (e: Error) => live && setState({ key, result: e }),
    );
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const result = state.key === key ? state.result : drawn(spec);

  const twoD = TWO_D.has(kind);
  const common = { role: 'img', 'aria-label': text, 'data-testid': 'barcode', 'data-kind': kind, 'data-value': text, width: '100%', height };
  if (!result || result instanceof Error) {
    return <svg {...common} viewBox="0 0 1 1" data-state={result ? 'error' : 'loading'} />;
  }
  return (
    <svg {...common} viewBox={`0 0 ${result.width} ${result.height}`} preserveAspectRatio={twoD ? 'xMidYMid meet' : 'none'} data-state="ready" shapeRendering="crispEdges">
      <rect x={0} y={0} width={result.width} height={result.height} fill="#fff" />
      {result.paths.map((p, i) => (
        <path key={i} d={p.d} fill={p.stroke ? 'none' : (p.fill ?? '#000')} stroke={p.stroke} strokeWidth={p.strokeWidth} fillRule="evenodd" />
      ))}
    </svg>
  );
}
