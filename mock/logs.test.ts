/**
 * The audit trail: every API write recorded once with its fields before → after; refused writes
 * and seeds record nothing; a reader sees its own warehouses' writes only; the filters.
 */
import { randomUUID } from 'crypto';
import attendance from './attendance';
import auth from './auth';
import logs from './logs';
import inventory from './inventory';
import master from './master';
import outbound from './outbound';
import system from './system';
import { getOutbound } from './_lib/outbound';
import { hashPassword } from './_lib/seed';
import { getStore, resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';
import type { LogDetail, LogRow } from '../src/domain/logs';

const call = (route: string, opts?: CallOptions) => callRoute({ ...attendance, ...auth, ...inventory, ...logs, ...master, ...outbound, ...system }, route, opts);
const login = (username: string, password = `${username}123`) => call('POST /api/login', { body: { username, password } }).body.data.token as string;
let admin: string;
/** A warehouse manager of SZ01 only: reads the logs of w1. */
let manager: string;

const w = (warehouse: string, extra: CallOptions = {}): CallOptions => ({ token: admin, warehouse, ...extra });
const list = (token: string, query: Record<string, string> = {}) => call('GET /api/logs', { token, warehouse: 'w1', query: { pageSize: '100', ...query } });
const rows = (token: string, query?: Record<string, string>) => list(token, query).body.data.list as LogRow[];

beforeAll(() => {
  resetStore();
  admin = login('admin');
  getStore().users.push({ id: 'u9', username: 'sz_manager', name: 'SZ Manager', phone: '', email: '', kind: 'warehouse', roleIds: ['r2'], warehouseIds: ['w1'], enabled: true, ...hashPassword('manager123'), createdAt: '', updatedAt: '' });
  manager = login('sz_manager', 'manager123');
});

describe('the audit trail', () => {
  it('seeds write nothing: the trail starts empty', () => {
    // reading seeds every area lazily
    call('GET /api/outbound/:kind/orders', w('w1', { params: { kind: 'b2c' } }));
    call('GET /api/master/zones', w('w1'));
    expect(getStore().audit).toEqual([]);
  });

  it('an order edited through the API: one record with each changed field before and after', () => {
    const o = getOutbound().warehouses.w1.orders.find((x) => x.kind === 'b2c' && x.status === 'created')!;
    const oldName = o.receiver.name;
    const body = { receiver: { ...o.receiver, name: 'Zhang Renamed' }, carrier: o.carrier, lines: o.lines.map((l) => ({ sku: l.sku, qty: l.qty })) };
    expect(call('PUT /api/outbound/:kind/orders/:id', w('w1', { params: { kind: 'b2c', id: o.id }, body })).status).toBe(200);
    const [row] = rows(admin, { record: o.no });
    expect(row).toMatchObject({ entity: 'order', record: o.no, action: 'edit', actionLabel: 'Edit', operator: 'Admin', warehouse: 'SZ01' });
    const detail = call('GET /api/logs/:id', w('w1', { params: { id: row.id } })).body.data as LogDetail;
    expect(detail.changes).toEqual([{ field: 'receiver.name', before: oldName, after: 'Zhang Renamed' }]);
  });

  it('a transition records its state change in the area\'s words; a bulk action one record per order', () => {
    const created = getOutbound().warehouses.w1.orders.filter((x) => x.kind === 'b2c' && x.status === 'created').slice(0, 2);
    const r = call('POST /api/outbound/:kind/orders/bulk', w('w1', { params: { kind: 'b2c' }, body: { action: 'cancel', ids: created.map((o) => o.id), reason: 'customer' } }));
    expect(r.status).toBe(200);
    for (const o of created) {
      const [row] = rows(admin, { record: o.no, type: 'order' });
      expect(row.action).toBe('cancel');
      const d = call('GET /api/logs/:id', w('w1', { params: { id: row.id }, lang: 'zh-CN' })).body.data as LogDetail;
      expect(d.changes).toContainEqual({ field: 'status', before: 'created', after: 'cancelled' });
      expect(d.actionLabel).not.toBe('cancel');
    }
  });

  it('a refused write records nothing (a 409 and a 400)', () => {
    const before = getStore().audit.length;
    const shipped = getOutbound().warehouses.w1.orders.find((x) => x.kind === 'b2c' && x.status === 'shipped')!;
    expect(call('POST /api/outbound/:kind/orders/bulk', w('w1', { params: { kind: 'b2c' }, body: { action: 'cancel', ids: [shipped.id], reason: 'x' } })).body.data.failed).toHaveLength(1);
    expect(call('POST /api/master/zones', w('w1', { body: { code: '', name: 'x', type: 'storage' } })).status).toBe(400);
    expect(getStore().audit.length).toBe(before);
  });

  it('set-up records and users are recorded too, with their own names', () => {
    expect(call('POST /api/master/zones', w('w2', { body: { code: 'LG1', name: 'Log zone', type: 'storage' } })).status).toBe(200);
    const zone = rows(admin, { type: 'zones' })[0];
    expect(zone).toMatchObject({ action: 'create', warehouse: 'LA01' });
    const u = getStore().users.find((x) => x.id === 'u2')!;
    const body = { name: 'Li Renamed', phone: u.phone, email: u.email, roleIds: u.roleIds, warehouseIds: u.warehouseIds, enabled: true };
    expect(call('PUT /api/system/users/:id', { token: admin, params: { id: 'u2' }, query: { scope: 'system' }, body }).status).toBe(200);
    const [row] = rows(admin, { type: 'user' });
    expect(row).toMatchObject({ record: 'staff', action: 'update' });
    const d = call('GET /api/logs/:id', w('w1', { params: { id: row.id } })).body.data as LogDetail;
    expect(d.changes).toContainEqual({ field: 'name', before: 'Li Staff', after: 'Li Renamed' });
    expect(JSON.stringify(d)).not.toMatch(/password/i);
  });

  it('a write that changes only the ledger (a hold) is recorded too: the row, the figures before → after, in both languages', () => {
    const row = getOutbound().warehouses.w1.stock.find((r) => r.onHand - r.allocated - r.picked - r.hold > 3 && getOutbound().warehouses.w1.locationByCode.has(r.location))!;
    const hold0 = row.hold;
    expect(call('POST /api/inventory/rows/:id/:action', w('w1', { params: { id: row.id, action: 'hold' }, body: { qty: 2, reason: 'wet carton' } })).status).toBe(200);
    const [rec] = rows(admin, { type: 'stock' });
    expect(rec).toMatchObject({ entity: 'stock', entityId: row.id, record: `${row.sku} @ ${row.location}`, action: 'hold', actionLabel: 'Hold', entityLabel: 'Stock row', operator: 'Admin', warehouse: 'SZ01' });
    const zh = call('GET /api/logs/:id', w('w1', { params: { id: rec.id }, lang: 'zh-CN' })).body.data as LogDetail;
    expect(zh).toMatchObject({ actionLabel: '冻结', entityLabel: '库存行' });
    expect(zh.changes).toContainEqual({ field: 'hold', before: hold0, after: hold0 + 2 });
    // refused (more than available): nothing recorded
    const n = getStore().audit.length;
    expect(call('POST /api/inventory/rows/:id/:action', w('w1', { params: { id: row.id, action: 'release' }, body: { qty: 999999, reason: 'x' } })).status).toBe(409);
    expect(getStore().audit.length).toBe(n);
  });

  it('a reader sees the writes of its own warehouses only', () => {
    const mine = rows(manager);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.warehouse === 'SZ01' || r.warehouse === '')).toBe(true);
    const lax = rows(admin, { type: 'zones' })[0];
    expect(call('GET /api/logs/:id', { token: manager, warehouse: 'w1', params: { id: lax.id } }).status).toBe(404);
    expect(call('GET /api/logs/types', { token: manager, warehouse: 'w1' }).body.data.map((t: { value: string }) => t.value)).not.toContain('zones');
  });

  it('a logs role limited to w1 reads w1’s records only, for a reader who works in w2 as well (list, types, one record, the audit endpoint)', () => {
    const store = getStore();
    store.roles.push({ id: 'rLogsW1', code: 'w1_logs', name: 'W1 logs', description: '', menuSet: 'warehouse', warehouseId: 'w1', menuIds: ['148', '243'], createdAt: '', updatedAt: '' });
    store.users.push({ id: 'u10', username: 'w1_reader', name: 'W1 Reader', phone: '', email: '', kind: 'warehouse', roleIds: ['rLogsW1'], warehouseIds: ['w1', 'w2'], enabled: true, ...hashPassword('reader123'), createdAt: '', updatedAt: '' });
    const reader = login('w1_reader', 'reader123');
    // a record about an account of w2 only
    const body = { scope: 'system', username: 'only.w2', name: 'Only W2', password: 'abcd1234', roleIds: [], warehouseIds: ['w2'] };
    expect(call('POST /api/system/users', { token: admin, body }).status).toBe(200);
    const w2Records = rows(admin).filter((r) => r.warehouse === 'LA01' || r.record === 'only.w2');
    expect(w2Records.length).toBeGreaterThanOrEqual(2);
    const seen = rows(reader);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r) => r.warehouse === 'SZ01' || r.warehouse === '')).toBe(true);
    expect(seen.map((r) => r.record)).not.toContain('only.w2');
    for (const r of w2Records) expect(call('GET /api/logs/:id', { token: reader, warehouse: 'w1', params: { id: r.id } }).status).toBe(404);
    expect(call('GET /api/logs/types', { token: reader, warehouse: 'w1' }).body.data.map((t: { value: string }) => t.value)).not.toContain('zones');
    const audit = call('GET /api/system/audit', { token: reader, warehouse: 'w1', query: { pageSize: '1000' } }).body.data.list as { id: string }[];
    expect(audit.length).toBe(seen.length);
    expect(audit.filter((a) => w2Records.some((r) => r.id === a.id))).toEqual([]);
    // in w2 its role opens nothing
    expect(call('GET /api/logs', { token: reader, warehouse: 'w2' }).status).toBe(403);
  });

  it('filters by user, type, record and time', () => {
    expect(rows(admin, { user: 'nobody' })).toEqual([]);
    expect(rows(admin, { user: 'adm' }).length).toBe(list(admin).body.data.total);
    expect(rows(admin, { type: 'order,zones' }).every((r) => r.entity === 'order' || r.entity === 'zones')).toBe(true);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(rows(admin, { from: future })).toEqual([]);
    expect(rows(admin, { to: future }).length).toBe(list(admin).body.data.total);
    expect(rows(admin, { record: randomUUID() })).toEqual([]);
  });

  it('only for readers of the logs (403 for staff, 401 signed out)', () => {
    expect(call('GET /api/logs', { token: login('staff'), warehouse: 'w1' }).status).toBe(403);
    expect(call('GET /api/logs', {}).status).toBe(401);
  });
});
