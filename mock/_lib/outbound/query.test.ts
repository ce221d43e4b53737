import { fixture } from './fixture';
import { createDestroy } from './orders';
import { queryDestroys, queryOrders } from './documents';
import { DESTROY_STATUSES, ORDER_STATUSES, type DestroyOrder } from './types';

const { state, wh } = fixture(30, 6, 50);
const nos = (list: { no: string }[]) => list.map((d) => d.no).sort();
const all = { pageSize: 1000 };
const expected = (keep: (d: DestroyOrder) => boolean) => nos(wh.destroys.filter(keep));

describe('destroy list: counts per state', () => {
  it('the fixture has destroy orders in every state', () => {
    for (const s of DESTROY_STATUSES) expect(wh.destroys.some((d) => d.status === s)).toBe(true);
  });

  it('counts every state over the other filters, not over the status filter', () => {
    const r = queryDestroys(state, wh, { status: 'executed' });
    expect(Object.keys(r.counts).sort()).toEqual([...DESTROY_STATUSES].sort());
    for (const s of DESTROY_STATUSES) expect(r.counts[s]).toBe(wh.destroys.filter((d) => d.status === s).length);
    expect(r.all).toBe(wh.destroys.length);
    expect(r.total).toBe(r.counts.executed);
    expect(r.list.every((d) => d.status === 'executed')).toBe(true);

    const damaged = queryDestroys(state, wh, { reason: 'DAMAGED', status: 'created' });
    for (const s of DESTROY_STATUSES) expect(damaged.counts[s]).toBe(wh.destroys.filter((d) => d.reason === 'DAMAGED' && d.status === s).length);
    expect(damaged.all).toBe(wh.destroys.filter((d) => d.reason === 'DAMAGED').length);
  });

  it('takes several states at once', () => {
    const r = queryDestroys(state, wh, { ...all, status: 'created,approved' });
    expect(nos(r.list)).toEqual(expected((d) => d.status === 'created' || d.status === 'approved'));
  });
});

describe('destroy list: filters', () => {
  const sample = wh.destroys[7];
  const line = sample.lines[0];

  it('by destroy no (part of it, any case)', () => {
    expect(nos(queryDestroys(state, wh, { ...all, no: sample.no.slice(2).toLowerCase() }).list)).toContain(sample.no);
    expect(queryDestroys(state, wh, { no: sample.no }).list.map((d) => d.no)).toEqual([sample.no]);
  });

  it('by SKU code (part of it) or by one of its barcodes', () => {
    const bySku = expected((d) => d.lines.some((l) => l.sku === line.sku));
    expect(nos(queryDestroys(state, wh, { ...all, sku: line.sku.toLowerCase() }).list)).toEqual(bySku);
    const barcode = state.productBySku.get(line.sku)!.barcodes[0];
    expect(nos(queryDestroys(state, wh, { ...all, sku: barcode }).list)).toEqual(bySku);
    expect(queryDestroys(state, wh, { sku: 'NO-SUCH-SKU' }).total).toBe(0);
  });

  it('by location (code or its beginning, e.g. a zone or aisle)', () => {
    expect(nos(queryDestroys(state, wh, { ...all, location: line.location }).list)).toEqual(expected((d) => d.lines.some((l) => l.location === line.location)));
    const aisle = line.location.slice(0, 4).toLowerCase(); // e.g. "a-03"
    const r = queryDestroys(state, wh, { ...all, location: aisle });
    expect(nos(r.list)).toEqual(expected((d) => d.lines.some((l) => l.location.startsWith(aisle.toUpperCase()))));
    expect(r.total).toBeGreaterThan(0);
  });

  it('by reason (one or several)', () => {
    expect(nos(queryDestroys(state, wh, { ...all, reason: 'EXPIRED' }).list)).toEqual(expected((d) => d.reason === 'EXPIRED'));
    expect(nos(queryDestroys(state, wh, { ...all, reason: 'EXPIRED,OTHER' }).list)).toEqual(expected((d) => d.reason !== 'DAMAGED'));
  });

  it('by created date range (inclusive ISO bounds)', () => {
    const times = wh.destroys.map((d) => d.createdAt).sort();
    const from = times[10];
    const to = times[30];
    const r = queryDestroys(state, wh, { ...all, createdFrom: from, createdTo: to });
    expect(nos(r.list)).toEqual(expected((d) => d.createdAt >= from && d.createdAt <= to));
    expect(r.total).toBeGreaterThanOrEqual(21);
    expect(r.all).toBe(r.total);
  });

  it('combines filters: SKU and location must be on the same line', () => {
    const other = wh.destroys.flatMap((d) => d.lines).find((l) => l.sku !== line.sku && l.location !== line.location)!;
    expect(queryDestroys(state, wh, { sku: line.sku, location: other.location }).list.filter((d) => d.lines.every((l) => l.location !== line.location))).toEqual([]);
    expect(nos(queryDestroys(state, wh, { ...all, sku: line.sku, location: line.location, reason: sample.reason }).list)).toContain(sample.no);
  });
});

describe('destroy list: sort and page', () => {
  it('newest first by default; rows carry total qty and operator', () => {
    const r = queryDestroys(state, wh, { pageSize: 5 });
    expect(r.list).toHaveLength(5);
    const times = r.list.map((d) => d.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(r.list[0].totalQty).toBe(r.list[0].lines.reduce((n, l) => n + l.qty, 0));
    expect(r.list[0].operator).toBe(r.list[0].history[0].operator);
  });

  it('sorts by a whitelisted field in either direction; pages do not overlap', () => {
    const up = queryDestroys(state, wh, { ...all, sortField: 'totalQty', sortOrder: 'ascend' }).list.map((d) => d.totalQty);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const byNo = queryDestroys(state, wh, { ...all, sortField: 'no', sortOrder: 'descend' }).list.map((d) => d.no);
    expect(byNo).toEqual([...byNo].sort().reverse());
    const p1 = queryDestroys(state, wh, { current: 1, pageSize: 20, sortField: 'no', sortOrder: 'ascend' }).list;
    const p2 = queryDestroys(state, wh, { current: '2', pageSize: '20', sortField: 'no', sortOrder: 'ascend' }).list;
    expect(p2[0].no > p1[19].no).toBe(true);
    // an unknown field falls back to newest first
    expect(queryDestroys(state, wh, { sortField: 'lines' }).list[0].createdAt).toBe(wh.destroys.map((d) => d.createdAt).sort().reverse()[0]);
  });

  it('a new destroy order is listed first (created now)', () => {
    const { state: s2, wh: w2 } = fixture(0, 0, 10);
    const row = w2.stock.find((r) => r.onHand - r.allocated - r.picked > 3)!;
    const d = createDestroy(w2, { operator: 'tester', now: new Date('2027-01-01T00:00:00Z').toISOString() }, { reason: 'OTHER', lines: [{ rowId: row.id, qty: 1 }] });
    const r = queryDestroys(s2, w2, { status: 'created' });
    expect(r.list[0].no).toBe(d.no);
  });
});

describe('order list (same list helper)', () => {
  it('counts per state over the filters, status filter applied after', () => {
    const carrier = wh.orders[0].carrier;
    const r = queryOrders(state, wh, 'b2c', { carrier, status: 'shipped', pageSize: 1000 });
    const base = wh.orders.filter((o) => o.kind === 'b2c' && o.carrier === carrier);
    for (const s of ORDER_STATUSES) expect(r.counts[s]).toBe(base.filter((o) => o.status === s).length);
    expect(r.all).toBe(base.length);
    expect(r.list.map((o) => o.no).sort()).toEqual(base.filter((o) => o.status === 'shipped').map((o) => o.no).sort());
  });
});
