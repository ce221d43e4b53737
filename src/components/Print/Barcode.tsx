import { code128Bars } from '@/utils/code128';

/** A Code 128 barcode as SVG (crisp in print), with a 10-module quiet zone on each side. */
export default function Barcode({ value, height = 60 }: { value: string; height?: number }) {
  const { bars, modules } = code128Bars(value);
  const width = modules + 20;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label={value} data-testid="barcode" data-value={value}>
      <rect x={0} y={0} width={width} height={height} fill="#fff" />
      {bars.map(([x, w]) => (
        <rect key={x} x={x + 10} y={0} width={w} height={height} fill="#000" />
      ))}
    </svg>
  );
}
