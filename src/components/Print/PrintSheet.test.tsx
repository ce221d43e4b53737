import { render, screen } from '@testing-library/react';
import PrintSheet, { PrintPreview, StationPaper } from './PrintSheet';

describe('PrintSheet on a station’s paper', () => {
  it('a label sheet takes the station’s label size; an A4 sheet keeps A4; without a station each keeps its own', () => {
    render(
      <PrintPreview>
        <StationPaper paper="small">
          <PrintSheet size="label" testId="shipping">
            label
          </PrintSheet>
          <PrintSheet size="a4" testId="list">
            list
          </PrintSheet>
        </StationPaper>
        <PrintSheet size="small" testId="own">
          own
        </PrintSheet>
      </PrintPreview>,
    );
    expect(screen.getByTestId('shipping-preview').getAttribute('data-size')).toBe('small');
    expect(screen.getByTestId('list-preview').getAttribute('data-size')).toBe('a4');
    expect(screen.getByTestId('own-preview').getAttribute('data-size')).toBe('small');
  });

  it('prints into the page root with the station’s page class', () => {
    render(
      <StationPaper paper="label">
        <PrintSheet size="small" testId="pallet">
          pallet
        </PrintSheet>
      </StationPaper>,
    );
    expect(screen.getByTestId('pallet').className).toContain('wms-print-label');
  });
});
