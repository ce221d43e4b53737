import auth from './auth';
import master from './master';
import outbound from './outbound';
import { getOutbound } from './_lib/outbound';
import { destroyBulkSchema } from '../src/domain/outbound/schema';
import { destroyMachine } from '../src/domain/outbound/machine';
import { resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';

const call = (route: string, opts?: CallOptions) => callRoute({ ...outbound, ...master, ...auth }, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;
const LIST = 'GET /api/outbound/destroy';

let staff: string;
beforeAll(() => {
  resetStore();
  staff = login('staff');
});

describe('GET /api/outbound/destroy', () => {
  it('needs the destroy screen and a warehouse the caller works in', () => {
    expect(call(LIST, { warehouse: 'w1' }).status).toBe(401);
    expect(call(LIST, { token: login('sysadmin'), warehouse: 'w1' }).status).toBe(403);
    expect(call(LIST, { token: staff, warehouse: 'w2' }).status).toBe(403);
  });

  it('answers a page with total, counts per state and the unfiltered-by-state total', () => {
    const r = call(LIST, { token: staff, warehouse: 'w1', query: { current: '1', pageSize: '10', status: 'executed' } });
    expect(r.status).toBe(200);
    const { list, total, counts, all } = r.body.data;
    const destroys = getOutbound().warehouses.w1.destroys;
    expect(list).toHaveLength(10);
    expect(all).toBe(destroys.length);
    expect(counts).toEqual({
      created: destroys.filter((d) => d.status === 'created').length,
      approved: destroys.filter((d) => d.status === 'approved').length,
      executed: destroys.filter((d) => d.status === 'executed').length,
      cancelled: destroys.filter((d) => d.status === 'cancelled').length,
    });
    expect(total).toBe(counts.executed);
    expect(list[0]).toMatchObject({ status: 'executed', totalQty: expect.any(Number), operator: expect.any(String) });
  });

  it('filters by query-string values as the browser sends them', () => {
    const d = getOutbound().warehouses.w1.destroys[3];
    const query = { no: d.no, sku: d.lines[0].sku, location: d.lines[0].location, reason: d.reason, createdFrom: d.createdAt, createdTo: d.createdAt };
    const r = call(LIST, { token: staff, warehouse: 'w1', query });
    expect(r.body.data.list.map((x: { no: string }) => x.no)).toEqual([d.no]);
    expect(r.body.data.counts[d.status]).toBe(1);
    expect(call(LIST, { token: staff, warehouse: 'w1', query: { ...query, reason: d.reason === 'OTHER' ? 'DAMAGED' : 'OTHER' } }).body.data.total).toBe(0);
  });
});

describe('write endpoints refuse bad bodies with a 400 and change nothing', () => {
  const W = { token: '', warehouse: 'w1' };
  beforeAll(() => {
    W.token = staff;
  });
  const w1 = () => getOutbound().warehouses.w1;
  const snapshot = () => JSON.stringify([w1().orders, w1().stock, w1().destroys, w1().waves, w1().manifests]);
  const sku = () => getOutbound().warehouses.w1.products[0].sku;
  const order = (extra: Record<string, unknown> = {}) => ({ receiver: { name: 'Ann', address: '1 Main St' }, carrier: 'SF', lines: [{ sku: sku(), qty: 1 }], ...extra });
  const created = () => w1().orders.find((o) => o.kind === 'b2c' && o.status === 'created')!;
  const allocated = () => w1().orders.filter((o) => o.kind === 'b2c' && o.status === 'allocated');

  // the inputs of the issue that each ended the dev server
  const ORDERS = 'POST /api/outbound/:kind/orders';
  const cases: [string, string, Record<string, unknown>, unknown][] = [
    ['no: 5', ORDERS, { kind: 'b2c' }, { no: 5 }],
    ['lines: "x"', ORDERS, { kind: 'b2c' }, order({ lines: 'x' })],
    ['receiver.name: 1', ORDERS, { kind: 'b2c' }, order({ receiver: { name: 1, address: 'x' } })],
    ['lines: [null]', ORDERS, { kind: 'b2c' }, order({ lines: [null] })],
    ['a null body', ORDERS, { kind: 'b2c' }, null],
    ['a 100 KB order no', ORDERS, { kind: 'b2c' }, order({ no: 'X'.repeat(100_000) })],
    ['qty 1e9', ORDERS, { kind: 'b2c' }, order({ lines: [{ sku: 'A', qty: 1e9 }] })],
    ['bulk cancel reason: 5', 'POST /api/outbound/:kind/orders/bulk', { kind: 'b2c' }, { action: 'cancel', ids: ['x'], reason: 5 }],
    ['B2B manifest trailer: 5', 'POST /api/outbound/:kind/manifests', { kind: 'b2b' }, { carrier: 'SF', dock: 'D01', trailer: 5 }],
    ['destroy note: 5', 'POST /api/outbound/destroy', {}, { reason: 'DAMAGED', note: 5, lines: [{ rowId: 'x', qty: 1 }] }],
    ['import rows: [null]', 'POST /api/outbound/:kind/orders/import', { kind: 'b2c' }, { rows: [null] }],
  ];
  it.each(cases)('%s', (_, route, params, body) => {
    const before = snapshot();
    const r = call(route, { ...W, params, body });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: expect.stringMatching(/^server\./), message: expect.any(String) });
    expect(Object.keys(r.body.fields ?? {}).length).toBeGreaterThan(0);
    expect(snapshot()).toBe(before);
  });

  it('names each bad field in the caller language', () => {
    const r = call('POST /api/outbound/:kind/orders', { ...W, lang: 'zh-CN', params: { kind: 'b2c' }, body: order({ receiver: { name: 1, address: '' }, lines: [{ sku: sku(), qty: 0 }] }) });
    expect(r.body.fields).toEqual({ 'receiver.name': '类型不正确（应为 string）', 'receiver.address': '必填', 'lines.0.qty': '不能小于 1' });
  });

  it('a receiver phone is stored as text only: a number is refused', () => {
    const o = created();
    const r = call('PUT /api/outbound/:kind/orders/:id', { ...W, params: { kind: 'b2c', id: o.id }, body: order({ receiver: { name: 'Ann', address: 'x', phone: 13800000000 } }) });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields)).toEqual(['receiver.phone']);
    expect(typeof o.receiver.phone).toBe('string');
  });

  it('an order cannot take the number of a destroy order (400 on the field no)', () => {
    const no = w1().destroys[0].no;
    const r = call('POST /api/outbound/:kind/orders', { ...W, params: { kind: 'b2c' }, body: order({ no }) });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({ no: `Order no ${no} already exists` });
  });

  it('bulk: one unknown id is a 404 before any order changed; an id listed twice a 400', () => {
    const ids = allocated()
      .slice(0, 2)
      .map((o) => o.id);
    const before = snapshot();
    const r = call('POST /api/outbound/:kind/orders/bulk', { ...W, params: { kind: 'b2c' }, body: { action: 'cancel', ids: [...ids, 'nope'], reason: 'x' } });
    expect(r.status).toBe(404);
    expect(r.body.fields).toEqual({ 'ids.2': 'The record does not exist' });
    expect(snapshot()).toBe(before);
    const twice = call('POST /api/outbound/:kind/orders/bulk', { ...W, params: { kind: 'b2c' }, body: { action: 'cancel', ids: [ids[0], ids[0]], reason: 'x' } });
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ 'ids.1': 'Listed more than once' });
    expect(snapshot()).toBe(before);
  });

  it('bulk answers per order: which changed and which could not, with the reason', () => {
    const [a] = allocated();
    const c = created();
    const r = call('POST /api/outbound/:kind/orders/bulk', { ...W, params: { kind: 'b2c' }, body: { action: 'allocate', ids: [a.id, c.id] } });
    expect(r.status).toBe(200);
    expect(r.body.data.failed).toEqual([{ no: a.no, message: expect.stringContaining(a.no) }]);
    expect(r.body.data.done.concat(r.body.data.failed.map((f: { no: string }) => f.no)).sort()).toEqual([a.no, c.no].sort());
  });

  it('a wave listing an order twice is a 400 and the order stays allocated', () => {
    const [a] = allocated();
    const r = call('POST /api/outbound/:kind/waves', { ...W, params: { kind: 'b2c' }, body: { orderIds: [a.id, a.id] } });
    expect(r.status).toBe(400);
    expect(a.status).toBe('allocated');
  });

  it('a destroy order listing one stock row twice is a 400', () => {
    const row = w1().stock.find((x) => x.onHand - x.allocated - x.picked > 2)!;
    const r = call('POST /api/outbound/destroy', { ...W, body: { reason: 'DAMAGED', lines: [{ rowId: row.id, qty: 1 }, { rowId: row.id, qty: 1 }] } });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({ 'lines.1': 'Listed more than once' });
  });

  it('import: all rows or none; the preview names each row problem', () => {
    const good = order();
    const bad = order({ lines: [{ sku: 'NOPE', qty: 1 }] });
    const n = w1().orders.length;
    const r = call('POST /api/outbound/:kind/orders/import', { ...W, params: { kind: 'b2c' }, body: { rows: [good, bad] } });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({ 'rows.1.lines.0.sku': 'Unknown SKU: NOPE' });
    expect(w1().orders).toHaveLength(n);
    const check = call('POST /api/outbound/:kind/orders/import/check', { ...W, params: { kind: 'b2c' }, body: { rows: [good, bad, { ...good, lines: [{ sku: sku(), qty: '' }] }, null, { ...bad, no: 'N'.repeat(33), receiver: { name: '', address: 'x' }, lines: [{ sku: 'NOPE', qty: 0 }] }] } });
    expect(check.body.data).toEqual([
      { index: 0, errors: [] },
      { index: 1, errors: ['Unknown SKU: NOPE'] },
      { index: 2, errors: ['Bad quantity:  (a whole number from 1 to 9999)'] },
      { index: 3, errors: ['body: Wrong type (expected object)'] },
      // the store checks still run where the schema refused the row
      { index: 4, errors: ['Order no: At most 32 characters', 'Receiver is missing', 'Bad quantity: 0 (a whole number from 1 to 9999)', 'Unknown SKU: NOPE'] },
    ]);
    expect(w1().orders).toHaveLength(n);
    const ok = call('POST /api/outbound/:kind/orders/import', { ...W, params: { kind: 'b2c' }, body: { rows: [good, good] } });
    expect(ok.body.data.created).toHaveLength(2);
    expect(w1().orders).toHaveLength(n + 2);
  });

  it('requests whose path says everything refuse a body with content', () => {
    const d = w1().destroys.find((x) => x.status === 'created')!;
    const r = call('POST /api/outbound/destroy/:id/:action', { ...W, params: { id: d.id, action: 'approve' }, body: { note: 5 } });
    expect(r.status).toBe(400);
    expect(d.status).toBe('created');
  });
});

describe('destroy orders on the document kit', () => {
  const w1 = () => getOutbound().warehouses.w1;
  const W = () => ({ token: staff, warehouse: 'w1' });

  it('the bulk body offers exactly the destroy machine\'s actions', () => {
    expect(destroyBulkSchema.shape.action.options).toEqual([...destroyMachine.actions]);
  });

  it('bulk approve answers each order: an executed one is refused in words, the others are approved', () => {
    const created = w1().destroys.filter((d) => d.status === 'created').slice(0, 2);
    const executed = w1().destroys.find((d) => d.status === 'executed')!;
    const r = call('POST /api/outbound/destroy/bulk', { ...W(), lang: 'en', body: { action: 'approve', ids: [created[0].id, executed.id, created[1].id] } });
    expect(r.status).toBe(200);
    expect(r.body.data.map((x: { ok: boolean }) => x.ok)).toEqual([true, false, true]);
    expect(r.body.data[1].error).toContain(executed.no);
    expect(r.body.data[1].error).toContain('Executed');
    expect(created.map((d) => d.status)).toEqual(['approved', 'approved']);
    expect(created[0].history.at(-1)).toMatchObject({ action: 'approve', from: 'created', to: 'approved' });
  });

  it('edits a created destroy order (history says so), not an approved one', () => {
    const d = w1().destroys.find((x) => x.status === 'created')!;
    const row = w1().stock.find((x) => x.onHand - x.allocated - x.picked > 3)!;
    const body = { reason: 'OTHER', note: 'recount', lines: [{ rowId: row.id, qty: 3 }] };
    const r = call('PUT /api/outbound/destroy/:id', { ...W(), params: { id: d.id }, body });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ reason: 'OTHER', note: 'recount', lines: [{ rowId: row.id, qty: 3 }] });
    expect(d.history.at(-1)).toMatchObject({ action: 'edit' });
    const approved = w1().destroys.find((x) => x.status === 'approved')!;
    expect(call('PUT /api/outbound/destroy/:id', { ...W(), params: { id: approved.id }, body }).status).toBe(409);
  });
});

describe('orders on the document kit', () => {
  it('a created order is kept and indexed: found by id, by number in the list, editable, with its history', () => {
    const W = { token: staff, warehouse: 'w1' };
    const sku = getOutbound().warehouses.w1.products[0].sku;
    const body = { no: 'KIT-0001', receiver: { name: 'Ann', address: '1 Main St' }, carrier: 'SF', lines: [{ sku, qty: 1 }] };
    const made = call('POST /api/outbound/:kind/orders', { ...W, params: { kind: 'b2c' }, body });
    expect(made.status).toBe(200);
    const id = made.body.data.id;
    expect(getOutbound().warehouses.w1.orderByNo.get('KIT-0001')?.id).toBe(id);
    expect(call('GET /api/outbound/:kind/orders/:id', { ...W, params: { kind: 'b2c', id } }).body.data.no).toBe('KIT-0001');
    expect(call('GET /api/outbound/:kind/orders/:id', { ...W, params: { kind: 'b2b', id } }).status).toBe(404);
    expect(call('GET /api/outbound/:kind/orders', { ...W, params: { kind: 'b2c' }, query: { no: 'kit-0001' } }).body.data.list.map((o: { id: string }) => o.id)).toEqual([id]);
    const edited = call('PUT /api/outbound/:kind/orders/:id', { ...W, params: { kind: 'b2c', id }, body: { ...body, no: 'KIT-0002' } });
    expect(edited.body.data.no).toBe('KIT-0002');
    expect(getOutbound().warehouses.w1.orderByNo.has('KIT-0001')).toBe(false);
    const detail = call('GET /api/outbound/:kind/orders/:id', { ...W, params: { kind: 'b2c', id } }).body.data;
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['create', 'edit']);
  });
});

describe('carriers are the dictionary\'s (basic types, type carrier)', () => {
  const w1 = () => getOutbound().warehouses.w1;
  const W = () => ({ token: staff, warehouse: 'w1' });
  const admin = () => ({ token: login('admin'), warehouse: 'w1' });
  const snapshot = () => JSON.stringify([w1().orders, w1().stock, w1().manifests, w1().seq]);
  const sku = () => w1().products[0].sku;
  const order = (carrier: string, extra: Record<string, unknown> = {}) => ({ receiver: { name: 'Ann', address: '1 Main St' }, carrier, lines: [{ sku: sku(), qty: 1 }], ...extra });
  const meta = (kind = 'b2c') => call('GET /api/outbound/:kind/meta', { ...W(), params: { kind } }).body.data;
  const setEnabled = (code: string, enabled: boolean) =>
    expect(call('PATCH /api/master/basic/:id/enabled', { ...admin(), params: { id: `carrier-${code}` }, body: { enabled } }).status).toBe(200);
  const refusedWrites = (carrier: string) => {
    const created = w1().orders.find((o) => o.kind === 'b2c' && o.status === 'created' && o.carrier !== carrier)!;
    return [
      call('POST /api/outbound/:kind/orders', { ...W(), params: { kind: 'b2c' }, body: order(carrier) }),
      call('POST /api/outbound/:kind/orders', { ...W(), params: { kind: 'b2b' }, body: order(carrier, { cartons: 1 }) }),
      call('PUT /api/outbound/:kind/orders/:id', { ...W(), params: { kind: 'b2c', id: created.id }, body: order(carrier) }),
      call('POST /api/outbound/:kind/manifests', { ...W(), params: { kind: 'b2c' }, body: { carrier } }),
      call('POST /api/outbound/:kind/manifests', { ...W(), params: { kind: 'b2b' }, body: { carrier, dock: 'D01', trailer: 'TR-1' } }),
    ];
  };

  it('meta answers the dictionary\'s enabled carriers in its order, with their names', () => {
    const m = meta();
    expect(m.carriers.map((c: { code: string }) => c.code)).toEqual(['SF', 'ZTO', 'UPS', 'FEDEX', 'DHL']);
    expect(m.carriers[0]).toEqual({ code: 'SF', nameZh: '顺丰', nameEn: 'SF Express' });
    expect(m.disabledCarriers).toEqual([]);
    expect(m.docks.length).toBeGreaterThan(0);
  });

  it('a carrier not in the dictionary is refused everywhere carriers are written, naming it, and nothing changes', () => {
    const before = snapshot();
    for (const r of refusedWrites('NOPE')) {
      expect(r.status).toBe(400);
      expect(r.body.fields).toEqual({ carrier: 'Carrier NOPE is not in the dictionary or is disabled' });
    }
    const imported = call('POST /api/outbound/:kind/orders/import', { ...W(), params: { kind: 'b2c' }, body: { rows: [order('SF'), order('NOPE')] } });
    expect(imported.status).toBe(400);
    expect(imported.body.fields).toEqual({ 'rows.1.carrier': 'Carrier NOPE is not in the dictionary or is disabled' });
    const zh = call('POST /api/outbound/:kind/orders', { ...W(), lang: 'zh-CN', params: { kind: 'b2c' }, body: order('nope') });
    expect(zh.body.fields).toEqual({ carrier: '承运商 NOPE 不在基础类型中或已停用' });
    expect(snapshot()).toBe(before);
    // the preview names it on the row, also next to the schema's problems of the same row
    const check = call('POST /api/outbound/:kind/orders/import/check', { ...W(), params: { kind: 'b2c' }, body: { rows: [order('NOPE'), order('NOPE', { lines: [{ sku: sku(), qty: 0 }] }), order('')] } });
    expect(check.body.data).toEqual([
      { index: 0, errors: ['Carrier NOPE is not in the dictionary or is disabled'] },
      { index: 1, errors: ['Bad quantity: 0 (a whole number from 1 to 9999)', 'Carrier NOPE is not in the dictionary or is disabled'] },
      { index: 2, errors: ['Unknown carrier'] },
    ]);
    expect(snapshot()).toBe(before);
  });

  it('a code is trimmed and upper-cased like the dictionary\'s codes: " sf " is SF', () => {
    const r = call('POST /api/outbound/:kind/orders', { ...W(), params: { kind: 'b2c' }, body: order(' sf ') });
    expect(r.status).toBe(200);
    expect(w1().orderById.get(r.body.data.id)?.carrier).toBe('SF');
    expect(call('POST /api/outbound/:kind/orders', { ...W(), params: { kind: 'b2c' }, body: order('S'.repeat(33)) }).body.fields).toEqual({ carrier: 'At most 32 characters' });
  });

  it('a disabled carrier is no longer offered nor taken for new orders and manifests; its orders keep it and can be edited', () => {
    const zto = w1().orders.filter((o) => o.carrier === 'ZTO');
    const editable = zto.find((o) => o.kind === 'b2c' && o.status === 'created')!;
    setEnabled('ZTO', false);
    try {
      const m = meta();
      expect(m.carriers.map((c: { code: string }) => c.code)).toEqual(['SF', 'UPS', 'FEDEX', 'DHL']);
      expect(m.disabledCarriers).toEqual([{ code: 'ZTO', nameZh: '中通', nameEn: 'ZTO Express' }]);
      const before = snapshot();
      for (const r of refusedWrites('ZTO')) {
        expect(r.status).toBe(400);
        expect(r.body.fields).toEqual({ carrier: 'Carrier ZTO is not in the dictionary or is disabled' });
      }
      expect(snapshot()).toBe(before);
      // existing orders still name it, are found by it, and an edit may keep it
      expect(w1().orders.filter((o) => o.carrier === 'ZTO')).toEqual(zto);
      expect(call('GET /api/outbound/:kind/orders', { ...W(), params: { kind: 'b2c' }, query: { carrier: 'ZTO', pageSize: '1' } }).body.data.total).toBe(zto.filter((o) => o.kind === 'b2c').length);
      const kept = call('PUT /api/outbound/:kind/orders/:id', { ...W(), params: { kind: 'b2c', id: editable.id }, body: order('ZTO', { receiver: { name: 'Kept', address: '2 Main St' } }) });
      expect(kept.status).toBe(200);
      expect(editable).toMatchObject({ carrier: 'ZTO', receiver: { name: 'Kept' } });
    } finally {
      setEnabled('ZTO', true);
    }
    expect(call('POST /api/outbound/:kind/orders', { ...W(), params: { kind: 'b2c' }, body: order('ZTO') }).status).toBe(200);
  });

  it('a carrier added to the dictionary is offered with its names and can be used at once', () => {
    const added = call('POST /api/master/basic', { ...admin(), body: { type: 'carrier', code: 'jdl', nameZh: '京东物流', nameEn: 'JD Logistics', sort: 5 } });
    expect(added.status).toBe(200);
    expect(meta('b2b').carriers[0]).toEqual({ code: 'JDL', nameZh: '京东物流', nameEn: 'JD Logistics' });
    const o = call('POST /api/outbound/:kind/orders', { ...W(), params: { kind: 'b2c' }, body: order('JDL') });
    expect(o.status).toBe(200);
    expect(w1().orderById.get(o.body.data.id)?.carrier).toBe('JDL');
    const imported = call('POST /api/outbound/:kind/orders/import', { ...W(), params: { kind: 'b2c' }, body: { rows: [order('jdl')] } });
    expect(imported.status).toBe(200);
    const m = call('POST /api/outbound/:kind/manifests', { ...W(), params: { kind: 'b2c' }, body: { carrier: 'JDL' } });
    expect(m.status).toBe(200);
    expect(m.body.data.carrier).toBe('JDL');
    // another type's code is not a carrier
    expect(call('POST /api/outbound/:kind/orders', { ...W(), params: { kind: 'b2c' }, body: order('PCS') }).status).toBe(400);
  });
});

describe('destroy reasons are the dictionary\'s (basic types, type destroyReason)', () => {
  const w1 = () => getOutbound().warehouses.w1;
  const W = () => ({ token: staff, warehouse: 'w1' });
  const admin = () => ({ token: login('admin'), warehouse: 'w1' });
  const snapshot = () => JSON.stringify([w1().destroys, w1().stock, w1().journal, w1().seq]);
  const row = () => w1().stock.find((x) => x.onHand - x.allocated - x.picked > 5)!;
  const body = (reason: string, extra: Record<string, unknown> = {}) => ({ reason, note: 'n', lines: [{ rowId: row().id, qty: 1 }], ...extra });
  const reasons = () => call('GET /api/outbound/destroy/reasons', W()).body.data;
  const setEnabled = (code: string, enabled: boolean) =>
    expect(call('PATCH /api/master/basic/:id/enabled', { ...admin(), params: { id: `destroyReason-${code}` }, body: { enabled } }).status).toBe(200);
  const created = () => w1().destroys.find((d) => d.status === 'created')!;
  const refusedWrites = (reason: string, edited = created()) => [
    call('POST /api/outbound/destroy', { ...W(), body: body(reason) }),
    call('PUT /api/outbound/destroy/:id', { ...W(), params: { id: edited.id }, body: body(reason) }),
  ];

  it('the seeded destroy orders give the seeded destroy reasons, in upper case', () => {
    const given = new Set(w1().destroys.map((d) => d.reason));
    expect([...given].sort()).toEqual(['DAMAGED', 'EXPIRED', 'OTHER']);
  });

  it('answers the enabled destroy reasons in the dictionary\'s order with their names, and only them (not the cancel reasons)', () => {
    const r = reasons();
    expect(r.reasons).toEqual([
      { code: 'DAMAGED', nameZh: '损坏', nameEn: 'Damaged' },
      { code: 'EXPIRED', nameZh: '过期', nameEn: 'Expired' },
      { code: 'OTHER', nameZh: '其他', nameEn: 'Other' },
    ]);
    expect(r.disabledReasons).toEqual([]);
    // the destroy screen's id, in a warehouse the caller works in
    expect(call('GET /api/outbound/destroy/reasons', { warehouse: 'w1' }).status).toBe(401);
    expect(call('GET /api/outbound/destroy/reasons', { token: login('sysadmin'), warehouse: 'w1' }).status).toBe(403);
    expect(call('GET /api/outbound/destroy/reasons', { token: staff, warehouse: 'w2' }).status).toBe(403);
  });

  it('a reason not in the dictionary, or of another type, is refused on create and edit naming it, and nothing changes', () => {
    const before = snapshot();
    const edited = created();
    const history = edited.history.length;
    for (const code of ['NOPE', 'CUSTOMER', 'SF']) {
      for (const r of refusedWrites(code, edited)) {
        expect(r.status).toBe(400);
        expect(r.body.fields).toEqual({ reason: `Destroy reason ${code} is not in the dictionary or is disabled` });
      }
    }
    const zh = call('POST /api/outbound/destroy', { ...W(), lang: 'zh-CN', body: body('nope') });
    expect(zh.body.fields).toEqual({ reason: '销毁原因 NOPE 不在基础类型中或已停用' });
    // checked before the lines: a bad reason with an unknown row is still named on the reason
    expect(call('POST /api/outbound/destroy', { ...W(), body: body('NOPE', { lines: [{ rowId: 'nope', qty: 1 }] }) }).body.fields).toEqual({
      reason: 'Destroy reason NOPE is not in the dictionary or is disabled',
    });
    expect(snapshot()).toBe(before);
    expect(edited.history).toHaveLength(history);
  });

  it('a code is trimmed and upper-cased like the dictionary\'s codes: " expired " is EXPIRED; too long or blank is refused', () => {
    const r = call('POST /api/outbound/destroy', { ...W(), body: body(' expired ') });
    expect(r.status).toBe(200);
    expect(r.body.data.reason).toBe('EXPIRED');
    expect(call('POST /api/outbound/destroy', { ...W(), body: body('R'.repeat(33)) }).body.fields).toEqual({ reason: 'At most 32 characters' });
    expect(call('POST /api/outbound/destroy', { ...W(), body: body('  ') }).body.fields).toEqual({ reason: 'Required' });
    // the list filters and sorts by the stored code
    const listed = call(LIST, { ...W(), query: { reason: 'EXPIRED', pageSize: '1000' } }).body.data.list;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((d: { reason: string }) => d.reason === 'EXPIRED')).toBe(true);
    const sorted = call(LIST, { ...W(), query: { sortField: 'reason', sortOrder: 'ascend', pageSize: '1000' } }).body.data.list.map((d: { reason: string }) => d.reason);
    expect(sorted).toEqual([...sorted].sort());
  });

  it('a disabled reason is offered and taken no more; its orders keep it (listed, filtered, and an edit may keep it)', () => {
    const edited = created();
    const other = w1().destroys.find((d) => d.status === 'created' && d !== edited && d.reason !== 'DAMAGED')!;
    expect(call('PUT /api/outbound/destroy/:id', { ...W(), params: { id: edited.id }, body: body('DAMAGED') }).status).toBe(200);
    const damaged = w1().destroys.filter((d) => d.reason === 'DAMAGED').length;
    setEnabled('DAMAGED', false);
    try {
      const r = reasons();
      expect(r.reasons.map((x: { code: string }) => x.code)).toEqual(['EXPIRED', 'OTHER']);
      expect(r.disabledReasons).toEqual([{ code: 'DAMAGED', nameZh: '损坏', nameEn: 'Damaged' }]);
      const before = snapshot();
      for (const x of refusedWrites('DAMAGED', other)) {
        expect(x.status).toBe(400);
        expect(x.body.fields).toEqual({ reason: 'Destroy reason DAMAGED is not in the dictionary or is disabled' });
      }
      expect(snapshot()).toBe(before);
      expect(call(LIST, { ...W(), query: { reason: 'DAMAGED', pageSize: '1' } }).body.data.total).toBe(damaged);
      const kept = call('PUT /api/outbound/destroy/:id', { ...W(), params: { id: edited.id }, body: body('DAMAGED', { note: 'kept' }) });
      expect(kept.status).toBe(200);
      expect(edited).toMatchObject({ reason: 'DAMAGED', note: 'kept' });
    } finally {
      setEnabled('DAMAGED', true);
    }
    expect(call('POST /api/outbound/destroy', { ...W(), body: body('DAMAGED') }).status).toBe(200);
  });

  it('a destroy reason added to the dictionary is offered with its names and can be used at once, through approve and execute', () => {
    const added = call('POST /api/master/basic', { ...admin(), body: { type: 'destroyReason', code: 'recall', nameZh: '召回', nameEn: 'Recall', sort: 5 } });
    expect(added.status).toBe(200);
    expect(reasons().reasons[0]).toEqual({ code: 'RECALL', nameZh: '召回', nameEn: 'Recall' });
    const d = call('POST /api/outbound/destroy', { ...W(), body: body('recall') });
    expect(d.status).toBe(200);
    expect(d.body.data.reason).toBe('RECALL');
    for (const action of ['approve', 'execute']) expect(call('POST /api/outbound/destroy/:id/:action', { ...W(), params: { id: d.body.data.id, action } }).status).toBe(200);
    // the stock journal names the reason the order gave
    expect(w1().journal.at(-1)).toMatchObject({ reason: 'RECALL' });
    // the same code as a cancel reason (type reason) is not a destroy reason
    expect(call('POST /api/master/basic', { ...admin(), body: { type: 'reason', code: 'LOST', nameZh: '丢失', nameEn: 'Lost' } }).status).toBe(200);
    expect(call('POST /api/outbound/destroy', { ...W(), body: body('LOST') }).status).toBe(400);
  });
});
