/** The print centre on the mock: per-warehouse template settings with the warehouse's printers, prints recorded, reprint, labels sent as ZPL to the station printer, refusals that change nothing. */
import auth from './auth';
import print from './print';
import { resetStore } from './_lib/store';
import { printSlot } from './_lib/print';
import { masterOf } from './_lib/master';
import { callRoute, type CallOptions } from './_lib/testing';

const call = (route: string, opts?: CallOptions) => callRoute({ ...print, ...auth }, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;
let admin: string;
const as = (extra: CallOptions = {}): CallOptions => ({ token: admin, warehouse: 'w1', ...extra });
const snapshot = () => JSON.stringify(printSlot.peek());

beforeAll(() => {
  resetStore();
  admin = login('admin');
});

describe('print centre', () => {
  it('offers every template, on, sent to a printer of the warehouse', () => {
    const s = call('GET /api/print/settings', as()).body.data;
    expect(s.templates.map((t: { template: string }) => t.template)).toEqual(['shippingLabel', 'palletLabel', 'locationLabel', 'skuLabel', 'pickList', 'tallySheet', 'manifest']);
    expect(s.printers.length).toBeGreaterThan(0);
    expect(s.templates.every((t: { enabled: boolean; printer: string }) => t.enabled && t.printer === s.printers[0].code)).toBe(true);
  });

  it('refuses callers without the print screen', () => {
    expect(call('GET /api/print/settings', { warehouse: 'w1' }).status).toBe(401);
    expect(call('GET /api/print/settings', { token: login('staff'), warehouse: 'w1' }).status).toBe(403);
  });

  it('records a print with the template’s printer, and a reprint of it', () => {
    const printer = call('GET /api/print/settings', as()).body.data.printers[0].code;
    const done = call('POST /api/print/jobs', as({ body: { template: 'shippingLabel', copies: 2, subject: 'SAMPLE' } }));
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ template: 'shippingLabel', copies: 2, printer, operator: expect.any(String) });
    const again = call('POST /api/print/jobs/:id/reprint', as({ params: { id: done.body.data.id } }));
    expect(again.body.data).toMatchObject({ template: 'shippingLabel', copies: 2, reprintOf: done.body.data.id });
    const list = call('GET /api/print/jobs', as({ query: { template: 'shippingLabel' } })).body.data;
    expect(list.total).toBe(2);
    expect(list.list[0].id).toBe(again.body.data.id);
    expect(call('POST /api/print/jobs/:id/reprint', as({ params: { id: 'nope' } })).status).toBe(404);
  });

  it('keeps a choice per warehouse; refuses an unknown printer, a switched-off template, bad bodies, changing nothing', () => {
    expect(call('PUT /api/print/settings/:template', as({ params: { template: 'pickList' }, body: { enabled: false, printer: '' } })).status).toBe(200);
    expect(call('GET /api/print/settings', as({ warehouse: 'w2' })).body.data.templates.find((t: { template: string }) => t.template === 'pickList').enabled).toBe(true);
    const before = snapshot();
    expect(call('POST /api/print/jobs', as({ body: { template: 'pickList', copies: 1, subject: 'X' } })).status).toBe(409);
    expect(call('PUT /api/print/settings/:template', as({ params: { template: 'manifest' }, body: { enabled: true, printer: 'NOPE' } })).status).toBe(400);
    expect(call('PUT /api/print/settings/:template', as({ params: { template: 'nope' }, body: { enabled: true, printer: '' } })).status).toBe(404);
    expect(call('POST /api/print/jobs', as({ body: { template: 'shippingLabel', copies: 0, subject: 'X' } })).status).toBe(400);
    expect(call('POST /api/print/jobs', as({ body: { template: 'shippingLabel', copies: 1 } })).status).toBe(400);
    expect(snapshot()).toBe(before);
  });

  describe('labels as ZPL to the station printer', () => {
    const pallet = { kind: 'pallet', sscc: '369012340000000123', title: 'Pallet SSCC', contents: ['SKU00042 × 24'] };
    const zplJob = (body: object, warehouse = 'w1') => call('POST /api/print/zpl', as({ warehouse, body }));

    it('answers the caller’s station: its label size and printer (warehouse config)', () => {
      expect(call('GET /api/print/settings', as()).body.data.station).toEqual({ station: 'PACK-03', printer: 'PRN-0001', labelSize: '100x150' });
    });

    it('keeps the job and its ZPL, drawn on the station’s label size at the chosen dpi; the list shows it; a reprint resends it', () => {
      expect(call('PUT /api/print/settings/:template', as({ params: { template: 'palletLabel' }, body: { enabled: true, printer: '' } })).status).toBe(200);
      const done = zplJob({ template: 'palletLabel', copies: 2, dpi: 300, label: pallet });
      expect(done.status).toBe(200);
      const job = done.body.data;
      expect(job).toMatchObject({ template: 'palletLabel', printer: 'PRN-0001', copies: 2, subject: pallet.sscc, dpi: 300 });
      expect(job.zpl.startsWith('^XA')).toBe(true);
      expect(job.zpl).toContain('^PW1200\n^LL1800'); // 100 × 150 mm at 12 dots/mm
      expect(job.zpl).toContain('^FD>;>800369012340000000123^FS');
      expect(job.zpl).toContain('^PQ2,0,1,Y');
      const list = call('GET /api/print/jobs', as({ query: { template: 'palletLabel' } })).body.data;
      expect(list.list[0]).toMatchObject({ id: job.id, zpl: job.zpl, printer: 'PRN-0001' });
      const again = call('POST /api/print/jobs/:id/reprint', as({ params: { id: job.id } })).body.data;
      expect(again).toMatchObject({ reprintOf: job.id, zpl: job.zpl, dpi: 300, printer: 'PRN-0001' });
      // a 100 × 50 station: the same label on the smaller stock
      const config = masterOf('w1').config;
      masterOf('w1').config = { ...config, stations: [{ station: 'PACK-03', labelSize: '100x50', printer: 'PRN-0001' }] };
      try {
        expect(zplJob({ template: 'palletLabel', copies: 1, dpi: 203, label: pallet }).body.data.zpl).toContain('^PW800\n^LL400');
      } finally {
        masterOf('w1').config = config;
      }
    });

    it('refuses with a translated 409 when no printer is bound, and bad labels with 400, changing nothing', () => {
      const config = masterOf('w2').config;
      masterOf('w2').config = { ...config, stations: [] };
      try {
        expect(call('PUT /api/print/settings/:template', as({ warehouse: 'w2', params: { template: 'palletLabel' }, body: { enabled: true, printer: '' } })).status).toBe(200);
        expect(call('GET /api/print/settings', as({ warehouse: 'w2' })).body.data.station).toEqual({ station: '', printer: '', labelSize: '100x150' });
        const before = snapshot();
        const refused = zplJob({ template: 'palletLabel', copies: 1, dpi: 203, label: pallet }, 'w2');
        expect(refused.status).toBe(409);
        expect(refused.body.message).toMatch(/打印机|printer/i);
        expect(refused.body.message).not.toBe('server.print.noPrinter');
        expect(zplJob({ template: 'palletLabel', copies: 1, dpi: 250, label: pallet }).status).toBe(400);
        expect(zplJob({ template: 'skuLabel', copies: 1, dpi: 203, label: pallet }).status).toBe(400);
        expect(zplJob({ template: 'pickList', copies: 1, dpi: 203, label: pallet }).status).toBe(400);
        expect(zplJob({ template: 'palletLabel', copies: 1, dpi: 203, label: { ...pallet, sscc: '12' } }).status).toBe(400);
        expect(zplJob({ template: 'palletLabel', copies: 1, dpi: 203, label: pallet, zpl: '^XA^XZ' }).status).toBe(400);
        expect(snapshot()).toBe(before);
        // the template's printer is used when the warehouse has no station
        expect(call('PUT /api/print/settings/:template', as({ warehouse: 'w2', params: { template: 'palletLabel' }, body: { enabled: true, printer: 'PRN-0001' } })).status).toBe(200);
        expect(zplJob({ template: 'palletLabel', copies: 1, dpi: 203, label: pallet }, 'w2').body.data.printer).toBe('PRN-0001');
      } finally {
        masterOf('w2').config = config;
      }
    });

    it("a label screen's user has a station and sends that screen's labels, not others'; the settings stay the print centre's", () => {
      const staff = login('staff'); // the outbound screens (shipping labels), no print centre, no products
      const shipping = { kind: 'shipping', carrier: 'SF', trackingNo: 'SF1234567890123', orderNo: 'SO1', receiver: { name: 'A', phone: '1', address: 'B' }, to: 'To', footer: '' };
      const product = { kind: 'product', sku: 'SKU00042', name: 'Mouse', barcode: '6901234567892' };
      expect(call('GET /api/print/station', { token: staff, warehouse: 'w1' }).body.data).toMatchObject({ labelSize: expect.any(String) });
      expect(call('GET /api/print/settings', { token: staff, warehouse: 'w1' }).status).toBe(403);
      const before = snapshot();
      expect(call('POST /api/print/zpl', { token: staff, warehouse: 'w1', body: { template: 'skuLabel', copies: 1, dpi: 203, label: product } }).status).toBe(403);
      expect(snapshot()).toBe(before);
      expect(call('POST /api/print/zpl', { token: staff, warehouse: 'w1', body: { template: 'shippingLabel', copies: 1, dpi: 203, label: shipping } }).status).toBe(200);
      expect(call('GET /api/print/station', { token: login('sysadmin'), warehouse: 'w1' }).status).toBe(403);
    });

    it('takes every label kind: shipping (Code 128), product (EAN-13 via ^BE), location (Code 128 or QR)', () => {
      const shipping = { kind: 'shipping', carrier: 'SF', trackingNo: 'SF1234567890123', orderNo: 'SOSZ010000123', receiver: { name: '张三', phone: '1', address: 'Shenzhen' }, to: 'Ship to', footer: '' };
      const cases: [string, object, RegExp][] = [
        ['shippingLabel', shipping, /\^BCN,\d+,Y,N,N\^FH_\^FDSF1>5234567890123\^FS/],
        ['skuLabel', { kind: 'product', sku: 'SKU00042', name: 'Mouse', barcode: '6901234567892' }, /\^BEN,\d+,Y,N\^FD690123456789\^FS/],
        ['locationLabel', { kind: 'location', code: 'A-01-02-03', meta: 'Zone A', symbology: 'code128' }, /\^BCN,\d+,Y,N,N\^FH_\^FDA-01-02-03\^FS/],
        ['locationLabel', { kind: 'location', code: 'A-01-02-03', meta: 'Zone A', symbology: 'qr' }, /\^BQN,2,4\^FH_\^FDQA,A-01-02-03\^FS/],
      ];
      for (const [template, label, barcode] of cases) {
        const r = zplJob({ template, copies: 1, dpi: 203, label });
        expect(r.status).toBe(200);
        expect(r.body.data.zpl).toMatch(barcode);
        expect(r.body.data.zpl).toContain('^CI28');
      }
    });

    it('keeps hostile label data inert in the stored ZPL', () => {
      const hostile = '^XZ~JR^XA_';
      const job = zplJob({ template: 'locationLabel', copies: 1, dpi: 203, label: { kind: 'location', code: hostile, meta: hostile, symbology: 'qr' } }).body.data;
      expect(job.zpl.match(/\^XA/g)).toHaveLength(1);
      expect(job.zpl).not.toContain('~');
      expect(job.zpl).toContain('_5EXZ_7EJR_5EXA_5F');
    });
  });
});
