import { act, render, screen, waitFor } from '@testing-library/react';
import type { BarcodeSpec } from '@/domain/print/barcode';
import Barcode from './Barcode';
import { loadedBarcodes } from './barcodeLoader';
import { pathsOf } from './bwipRender';

const SPECS: BarcodeSpec[] = [
  { kind: 'code128', text: 'SF1234567890123' },
  { kind: 'gs1-128', text: '(00)369012340000000123' },
  { kind: 'ean13', text: '6901234567892' },
  { kind: 'upca', text: '036000291452' },
  { kind: 'qrcode', text: 'A-01-02-03' },
  { kind: 'datamatrix', text: 'LPN000123' },
];

describe('Barcode', () => {
  it('draws nothing until the library has loaded, then every symbology as SVG paths', async () => {
    expect(loadedBarcodes()).toBeUndefined();
    render(
      <>
        {SPECS.map((s) => (
          <Barcode key={s.kind} spec={s} />
        ))}
      </>,
    );
    const svgs = screen.getAllByTestId('barcode');
    expect(svgs.map((s) => s.getAttribute('data-state'))).toEqual(SPECS.map(() => 'loading'));
    await waitFor(() => expect(svgs.every((s) => s.getAttribute('data-state') === 'ready')).toBe(true));
    for (const [i, svg] of svgs.entries()) {
      expect(svg.getAttribute('data-kind')).toBe(SPECS[i].kind);
      expect(svg.getAttribute('aria-label')).toBe(SPECS[i].text);
      expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
      // 1D codes stretch to their box, 2D ones keep square modules
      expect(svg.getAttribute('preserveAspectRatio')).toBe(['qrcode', 'datamatrix'].includes(SPECS[i].kind) ? 'xMidYMid meet' : 'none');
    }
  });

  it('once loaded, a new sheet draws at once (a print flushed right after has its barcodes)', () => {
    expect(loadedBarcodes()).toBeDefined();
    render(<Barcode spec={{ kind: 'code128', text: 'ABC' }} />);
    expect(screen.getByTestId('barcode').getAttribute('data-state')).toBe('ready');
  });

  it('a value the symbology refuses draws nothing, and a new value draws again', async () => {
    const { rerender } = render(<Barcode spec={{ kind: 'ean13', text: 'not digits' }} />);
    expect(screen.getByTestId('barcode').getAttribute('data-state')).toBe('error');
    await act(async () => rerender(<Barcode spec={{ kind: 'ean13', text: '6901234567892' }} />));
    expect(screen.getByTestId('barcode').getAttribute('data-state')).toBe('ready');
  });

  it('takes from the library’s SVG only path data and colours', () => {
    const drawn = pathsOf('<svg viewBox="0 0 10 4"><path d="M0 0L1 1Z" fill="#000000" onclick="x()" /><path d="javascript:1" /><path stroke="#000000" stroke-width="2" d="M1 0L1 4"/><script>x()</script></svg>');
    expect(drawn).toEqual({ width: 10, height: 4, paths: [{ d: 'M0 0L1 1Z', fill: '#000000' }, { d: 'M1 0L1 4', stroke: '#000000', strokeWidth: 2 }] });
  });
});
