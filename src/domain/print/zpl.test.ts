import { code128Data, DEFAULT_STOCK, escapeField, isEan13, isSscc, stockOf, zplLabelSchema, zplOf, type ZplLabel } from './zpl';

const shipping: ZplLabel = {
  kind: 'shipping',
  carrier: 'SF · Standard',
  trackingNo: 'SF1234567890123',
  orderNo: 'Order no: SOSZ010000123',
  receiver: { name: '张三', phone: '+86 138 0000 1234', address: '88 Science Park Road, Shenzhen, CN' },
  to: 'Ship to',
  footer: '2026-11-02',
};
const pallet: ZplLabel = { kind: 'pallet', sscc: '369012340000000123', title: 'Pallet SSCC', contents: ['SKU00042 × 24'] };
const product: ZplLabel = { kind: 'product', sku: 'SKU00042', name: 'Wireless mouse', barcode: '6901234567892' };
const location: ZplLabel = { kind: 'location', code: 'A-01-02-03', meta: 'Zone A · Shelf', symbology: 'code128' };

/** The ZPL's commands: each `^XX...` up to the next caret. */
const commands = (zpl: string) => zpl.split('\n').flatMap((l) => l.split(/(?=\^)/).filter(Boolean));
/** The field data (^FD…^FS) of every field. */
const fields = (zpl: string) => [...zpl.matchAll(/\^FD(.*?)\^FS/g)].map((m) => m[1]);

describe('ZPL labels', () => {
  it('wraps every label in ^XA … ^XZ, UTF-8 (^CI28), with the copies in ^PQ', () => {
    for (const label of [shipping, pallet, product, location]) {
      const zpl = zplOf(label, DEFAULT_STOCK, 3);
      expect(zpl.startsWith('^XA\n^CI28\n')).toBe(true);
      expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
      expect(commands(zpl)).toContain('^PQ3,0,1,Y');
      expect(zpl.match(/\^XA/g)).toHaveLength(1);
    }
  });

  it('sizes the label from millimetres: ^PW/^LL at 8 dots/mm (203 dpi) and 12 dots/mm (300 dpi)', () => {
    expect(commands(zplOf(shipping, stockOf('100x150', 203)))).toEqual(expect.arrayContaining(['^PW800', '^LL1200']));
    expect(commands(zplOf(shipping, stockOf('100x150', 300)))).toEqual(expect.arrayContaining(['^PW1200', '^LL1800']));
    expect(commands(zplOf(location, stockOf('100x50', 203)))).toEqual(expect.arrayContaining(['^PW800', '^LL400']));
    expect(commands(zplOf(location, stockOf('100x50', 300)))).toEqual(expect.arrayContaining(['^PW1200', '^LL600']));
    // A4 or no station: the 100 × 150 default
    expect(stockOf('A4')).toEqual(DEFAULT_STOCK);
    expect(stockOf(undefined, 300)).toEqual({ ...DEFAULT_STOCK, dpi: 300 });
  });

  it('keeps every field on the label: origins within ^PW × ^LL, at both resolutions and both sizes', () => {
    for (const size of ['100x150', '100x50'])
      for (const dpi of [203, 300] as const)
        for (const label of [shipping, pallet, product, location]) {
          const stock = stockOf(size, dpi);
          const zpl = zplOf(label, stock);
          for (const [, x, y] of zpl.matchAll(/\^FO(\d+),(\d+)/g)) {
            expect(Number(x)).toBeLessThan(stock.widthMm * (dpi === 300 ? 12 : 8));
            expect(Number(y)).toBeLessThan(stock.heightMm * (dpi === 300 ? 12 : 8));
          }
        }
  });

  it('prints the shipping label: the tracking number in Code 128 and in text, the receiver', () => {
    const zpl = zplOf(shipping);
    expect(zpl).toMatch(/\^BCN,\d+,Y,N,N\^FH_\^FDSF1>5234567890123\^FS/);
    expect(fields(zpl)).toEqual(expect.arrayContaining(['SF1234567890123', '张三  +86 138 0000 1234', 'Ship to', 'SF · Standard']));
    // the module 0.25 mm: 2 dots at 203 dpi, 3 at 300
    expect(zpl).toContain('^BY2');
    expect(zplOf(shipping, stockOf('100x150', 300))).toContain('^BY3');
  });

  it('prints the pallet SSCC in GS1-128: ^BC started in subset C with FNC1, AI 00', () => {
    const zpl = zplOf(pallet);
    expect(zpl).toMatch(/\^BCN,\d+,Y,N,N\^FH_\^FD>;>800369012340000000123\^FS/);
    expect(fields(zpl)).toContain('(00) 369012340000000123');
    expect(isSscc('369012340000000123')).toBe(true);
    expect(isSscc('369012340000000124')).toBe(false);
    expect(zplLabelSchema.safeParse({ ...pallet, sscc: '36901234000000012X' }).success).toBe(false);
  });

  it('prints an EAN-13 product barcode with ^BE (12 digits, the printer adds the check), any other code in Code 128', () => {
    expect(isEan13('6901234567892')).toBe(true);
    const ean = zplOf(product);
    expect(ean).toMatch(/\^BEN,\d+,Y,N\^FD690123456789\^FS/);
    expect(ean).not.toContain('^BC');
    const other = zplOf({ ...product, barcode: '6901234567890' }); // wrong check digit: not an EAN
    expect(other).not.toContain('^BE');
    expect(other).toMatch(/\^BCN,\d+,Y,N,N\^FH_\^FD6>5901234567890\^FS/);
    expect(zplOf({ ...product, barcode: 'ABC-42' })).toMatch(/\^FDABC-42\^FS/);
  });

  it('prints a UPC-A product barcode with ^BU (11 digits, the printer adds the check)', () => {
    const upc = zplOf({ ...product, barcode: '036000291452' });
    expect(upc).toMatch(/\^BUN,\d+,Y,N,Y\^FD03600029145\^FS/);
    expect(upc).not.toContain('^BC');
    expect(zplOf({ ...product, barcode: '036000291453' })).toMatch(/\^BCN,\d+,Y,N,N\^FH_\^FD>;036000291453\^FS/);
  });

  it('prints a location in Code 128, or as a QR code (^BQ, error correction Q)', () => {
    expect(zplOf(location)).toMatch(/\^BCN,\d+,Y,N,N\^FH_\^FDA-01-02-03\^FS/);
    const qr = zplOf({ ...location, symbology: 'qr' });
    expect(qr).toMatch(/\^BQN,2,4\^FH_\^FDQA,A-01-02-03\^FS/);
    expect(zplOf({ ...location, symbology: 'qr' }, stockOf('100x50', 300))).toContain('^BQN,2,6');
  });

  it('packs runs of digits in Code 128 subset C: 4+ at an end, 6+ in the middle; an odd run keeps one digit in B', () => {
    expect(code128Data('1234')).toBe('>;1234');
    expect(code128Data('123')).toBe('123');
    expect(code128Data('12345')).toBe('1>52345');
    expect(code128Data('ABC123456DEF')).toBe('ABC>5123456>6DEF');
    expect(code128Data('AB1234CD')).toBe('AB1234CD');
    expect(code128Data('1234AB')).toBe('>;1234>6AB');
    expect(code128Data('X1234567')).toBe('X1>5234567');
    expect(code128Data('A-01-02-03')).toBe('A-01-02-03');
    expect(code128Data('LPN>1234567')).toBe('LPN><1>5234567');
  });

  it('escapes hostile data: no ^, ~ or control character reaches the printer as a command', () => {
    const hostile = '^XZ^XA^FO0,0^FDpwn~JR_\n~DGR:X.GRF>:\\&';
    expect(escapeField(hostile)).toBe('_5EXZ_5EXA_5EFO0,0_5EFDpwn_7EJR_5F_0A_7EDGR:X.GRF>:\\&');
    expect(escapeField('A>B', 'code128')).toBe('A><B');
    expect(escapeField('a\\&b', 'text')).toBe('a\\\\&b');
    const labels: ZplLabel[] = [
      { ...shipping, trackingNo: hostile, receiver: { name: hostile, phone: hostile, address: hostile }, to: hostile, footer: hostile, carrier: hostile, orderNo: hostile },
      { ...pallet, title: hostile, contents: [hostile] },
      { ...product, sku: hostile, name: hostile, barcode: hostile },
      { ...location, code: hostile, meta: hostile },
      { ...location, code: hostile, meta: hostile, symbology: 'qr' },
    ];
    for (const label of labels) {
      const zpl = zplOf(label);
      // exactly one label, and every field's data free of carets, tildes and line breaks
      expect(zpl.match(/\^XA/g)).toHaveLength(1);
      expect(zpl.match(/\^XZ/g)).toHaveLength(1);
      expect(zpl).not.toContain('~');
      for (const data of fields(zpl)) expect(data).not.toMatch(/[\^~\n]/);
      // every field with data from outside is hex-escaped (^FH)
      for (const m of zpl.matchAll(/(\^[A-Z0-9]{2}[^^]*)\^FD/g)) expect(m[1] === '^FH_' || /^\^B[EU]/.test(m[1])).toBe(true);
      // the number of fields is the layout's, not the data's
      expect(fields(zpl).length).toBe(fields(zplOf(label.kind === 'shipping' ? shipping : label.kind === 'pallet' ? pallet : label.kind === 'product' ? product : { ...location, symbology: (label as typeof location).symbology })).length);
    }
    // hostile data in Code 128 is '>'-escaped so it cannot switch subsets or send FNC1
    expect(zplOf({ ...location, code: '>;>8ABC' })).toContain('^FD><;><8ABC^FS');
  });
});
