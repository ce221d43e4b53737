import { GS, parseScan } from '../../kits/scan/gs1';
import { gs1Barcode, isEan13, isSscc, isUpcA, locationBarcode, lpnBarcode, productBarcode, ssccBarcode, trackingBarcode } from './barcode';

describe('the symbology of each printed code', () => {
  it('EAN-13 and UPC-A only with a right check digit, else Code 128', () => {
    expect(isEan13('6901234567892')).toBe(true);
    expect(isEan13('4006381333931')).toBe(true);
    expect(isEan13('6901234567890')).toBe(false); // check digit 2, not 0
    expect(isEan13('690123456789')).toBe(false);
    expect(isUpcA('036000291452')).toBe(true);
    expect(isUpcA('036000291453')).toBe(false);
    expect(productBarcode('6901234567892')).toEqual({ kind: 'ean13', text: '6901234567892' });
    expect(productBarcode('036000291452')).toEqual({ kind: 'upca', text: '036000291452' });
    for (const other of ['6909876543210', '036000291453', 'ABC-42', '12345', '69012345678921'])
      expect(productBarcode(other)).toEqual({ kind: 'code128', text: other });
  });

  it('an SSCC as GS1-128 with AI 00, its check digit the scan kit’s', () => {
    expect(isSscc('369012340000000123')).toBe(true);
    expect(isSscc('369012340000000124')).toBe(false);
    expect(ssccBarcode('369012340000000123')).toEqual({ kind: 'gs1-128', text: '(00)369012340000000123' });
    expect(() => ssccBarcode('369012340000000124')).toThrow();
  });

  it('builds GS1 element strings: predefined-length AIs first, so an FNC1 follows only the lot', () => {
    const carton = gs1Barcode({ gtin: '09501101530003', lot: 'AB-12', expiry: '2027-06-30' });
    expect(carton).toEqual({ kind: 'gs1-128', text: '(01)09501101530003(17)270630(10)AB-12' });
    expect(gs1Barcode({ lot: 'L1', serial: 'S9', gtin: '09501101530003' }).text).toBe('(01)09501101530003(10)L1(21)S9');
    // what a scanner types for it reads back to the same data
    const scanned = parseScan(`]C101095011015300031727063010AB-12`);
    expect(scanned).toMatchObject({ kind: 'gs1', data: { gtin: '09501101530003', lot: 'AB-12', expiry: '2027-06-30' } });
    expect(parseScan(`]C1010950110153000310L1${GS}21S9`)).toMatchObject({ kind: 'gs1', data: { lot: 'L1', serial: 'S9' } });
  });

  it('2D codes for locations and license plates, Code 128 for tracking numbers', () => {
    expect(locationBarcode('A-01-02-03')).toEqual({ kind: 'qrcode', text: 'A-01-02-03' });
    expect(lpnBarcode('LPN000123')).toEqual({ kind: 'datamatrix', text: 'LPN000123' });
    expect(trackingBarcode('SF1234567890123')).toEqual({ kind: 'code128', text: 'SF1234567890123' });
  });
});
