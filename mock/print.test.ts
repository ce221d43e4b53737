/** The print centre on the mock: per-warehouse template settings with the warehouse's printers, prints recorded, reprint, refusals that change nothing. */
import auth from './auth';
import print from './print';
import { getStore, resetStore } from './_lib/store';
import { printSlot } from './_lib/print';
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
    expect(s.templates.map((t: { template: string }) => t.template)).toEqual(['shippingLabel', 'locationLabel', 'skuLabel', 'pickList', 'tallySheet', 'manifest']);
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
});
