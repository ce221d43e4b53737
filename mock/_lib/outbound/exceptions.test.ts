/**
 * Exceptions that resolve: ship short (the rest a backorder or cancelled), cancel with a put-back
 * task, partial allocation; every refusal changes nothing and the ledger's invariants hold.
 */
import { lockLocation } from '../ledger';
import { availableOf, checkInvariants } from './inventory';
import { fixture } from './fixture';
import { confirmManifest, confirmPick, confirmPutback, createManifest, createOrder, createWave, scanIntoManifest, shortPick, transition, type OrderInput } from './orders';
import { orderProgress, putbackWork } from './putbacks';
import { orderDetail } from './query';
import type { Ctx, Order, WarehouseData, Catalog } from './types';
import { packAll } from './packing';

const ctx: Ctx = { operator: 'tester', now: '2026-11-02T00:00:00.000Z' };
const input = (lines: { sku: string; qty: number }[]): OrderInput => ({ receiver: { name: 'Ann', address: '1 Main St' }, carrier: 'SF', lines });

/** Everything that a refused write must leave as it was (a row's claims in any order: the ledger's undo may put them back in another). */
const stockOf = (wh: WarehouseData) => wh.stock.map((r) => ({ ...r, claims: (r.claims ?? []).map((c) => JSON.stringify(c)).sort() }));
const snapshot = (wh: WarehouseData) => JSON.stringify([wh.orders, stockOf(wh), wh.putbacks, wh.waves, wh.journal.length, wh.seq, wh.recounts]);

/** An order of 3 units short-picked by one: in exception with 2 picked. */
function exceptionOrder(state: Catalog, wh: WarehouseData, skuIndex = 5) {
  const sku = state.products.filter((p) => availableOf(wh, p.sku) >= 10)[skuIndex].sku;
  const o = createOrder(state, wh, ctx, 'b2c', input([{ sku, qty: 3 }]), 'T01');
  transition(wh, ctx, o, 'allocate');
  const wave = createWave(wh, ctx, 'b2c', [o]);
  const [first, ...others] = wave.tasks;
  for (const t of others) confirmPick(wh, ctx, wave, t.id, t.qty);
  shortPick(wh, ctx, wave, first.id, first.qty - 1, 'bin empty');
  expect(o.status).toBe('exception');
  expect(o.lines[0]).toMatchObject({ qty: 3, picked: 2, short: 1 });
  return { o, sku, wave };
}

const shipOut = (wh: WarehouseData, o: Order) => {
  packAll(wh, wh, ctx, o);
  transition(wh, ctx, o, 'label');
  const m = createManifest(wh, ctx, 'b2c', o.carrier);
  for (const p of o.parcels) scanIntoManifest(wh, m, p.trackingNo);
  confirmManifest(wh, ctx, m);
};

describe('ship short', () => {
  it('ships what was picked; the rest becomes a backorder order linked both ways', () => {
    const { state, wh } = fixture(0, 0);
    const { o, sku } = exceptionOrder(state, wh);
    transition(wh, ctx, o, 'shipShort', { rest: 'backorder' });
    expect(o).toMatchObject({ status: 'picked', shortRest: 'backorder', backorders: [`${o.no}-B1`] });
    expect(o.lines[0]).toMatchObject({ qty: 2, picked: 2, allocated: 0 });
    const bo = wh.orderByNo.get(`${o.no}-B1`)!;
    expect(bo).toMatchObject({ status: 'created', backorderOf: o.no, kind: 'b2c', carrier: o.carrier, lines: [{ sku, qty: 1, allocated: 0, picked: 0 }] });
    // the drawers show the link both ways
    expect(orderDetail(state, wh, o)).toMatchObject({ backorders: [{ no: bo.no, status: 'created' }], shortRest: 'backorder' });
    expect(orderDetail(state, wh, bo)).toMatchObject({ backorderOf: o.no, backorders: [] });
    expect(checkInvariants(wh)).toEqual([]);
    const onHand = wh.rowsBySku.get(sku)!.reduce((n, r) => n + r.onHand, 0);
    shipOut(wh, o);
    expect(o.status).toBe('shipped');
    expect(wh.rowsBySku.get(sku)!.reduce((n, r) => n + r.onHand, 0)).toBe(onHand - 2);
    expect(checkInvariants(wh)).toEqual([]);
    // the backorder is an order like any other: allocated when there is stock
    transition(wh, ctx, bo, 'allocate');
    expect(bo.status).toBe('allocated');
    expect(orderProgress(wh, o.id)).toEqual({ status: 'shipped', backorders: [{ no: bo.no, status: 'allocated' }] });
    expect(checkInvariants(wh)).toEqual([]);
  });

  it('ships what was picked and cancels the rest: no backorder', () => {
    const { state, wh } = fixture(0, 0);
    const { o } = exceptionOrder(state, wh);
    const orders = wh.orders.length;
    transition(wh, ctx, o, 'shipShort', { rest: 'cancel' });
    expect(o).toMatchObject({ status: 'picked', shortRest: 'cancel' });
    expect(o.backorders).toBeUndefined();
    expect(wh.orders).toHaveLength(orders);
    shipOut(wh, o);
    expect(checkInvariants(wh)).toEqual([]);
  });

  it('is refused, changing nothing: nothing picked, a rest not named, an order not in exception', () => {
    const { state, wh } = fixture(0, 0);
    const sku = state.products.filter((p) => availableOf(wh, p.sku) >= 10)[2].sku;
    const o = createOrder(state, wh, ctx, 'b2c', input([{ sku, qty: 1 }]), 'T01');
    transition(wh, ctx, o, 'allocate');
    const wave = createWave(wh, ctx, 'b2c', [o]);
    shortPick(wh, ctx, wave, wave.tasks[0].id, 0, 'bin empty');
    expect(o.status).toBe('exception');
    let before = snapshot(wh);
    expect(() => transition(wh, ctx, o, 'shipShort', { rest: 'backorder' })).toThrow(expect.objectContaining({ key: 'server.outbound.nothingPicked', status: 409 }));
    expect(snapshot(wh)).toBe(before);
    const { o: other } = exceptionOrder(state, wh);
    before = snapshot(wh);
    expect(() => transition(wh, ctx, other, 'shipShort', {})).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => transition(wh, ctx, other, 'shipShort', { rest: 'later' as never })).toThrow(expect.objectContaining({ status: 400 }));
    expect(snapshot(wh)).toBe(before);
    transition(wh, ctx, other, 'shipShort', { rest: 'backorder' });
    before = snapshot(wh);
    expect(() => transition(wh, ctx, other, 'shipShort', { rest: 'backorder' })).toThrow(expect.objectContaining({ key: 'server.outbound.illegalTransition', status: 409 }));
    expect(snapshot(wh)).toBe(before);
    expect(checkInvariants(wh)).toEqual([]);
  });

  it('a backorder of a backorder is numbered after the first order', () => {
    const { state, wh } = fixture(0, 0);
    const { o } = exceptionOrder(state, wh);
    transition(wh, ctx, o, 'shipShort', { rest: 'backorder' });
    const bo = wh.orderByNo.get(`${o.no}-B1`)!;
    bo.lines[0].qty = availableOf(wh, bo.lines[0].sku) + 4;
    transition(wh, ctx, bo, 'allocate');
    expect(bo.backorders).toEqual([`${o.no}-B2`]);
    expect(wh.orderByNo.get(`${o.no}-B2`)).toMatchObject({ backorderOf: bo.no, lines: [{ qty: 4 }] });
    expect(orderProgress(wh, o.id)?.backorders.map((b) => b.no)).toEqual([`${o.no}-B1`, `${o.no}-B2`]);
  });
});

describe('cancel from exception: a put-back task', () => {
  it('the picked units pass to a put-back task, held (never available, never counted twice) until confirmed', () => {
    const { state, wh } = fixture(0, 0);
    const { o, sku } = exceptionOrder(state, wh);
    const avail = availableOf(wh, sku);
    transition(wh, ctx, o, 'cancel', { reason: 'customer gave up' });
    expect(o.status).toBe('cancelled');
    const pb = wh.putbacks.find((p) => p.no === o.putbackNo)!;
    expect(pb).toMatchObject({ status: 'open', orderNo: o.no, orderId: o.id, kind: 'b2c' });
    expect(pb.lines.reduce((n, l) => n + l.qty, 0)).toBe(2);
    // not available: the put-back holds them (one claim each, the order holds nothing any more)
    expect(availableOf(wh, sku)).toBe(avail);
    for (const l of pb.lines) {
      const row = wh.rowById.get(l.rowId)!;
      expect(row.claims?.filter((c) => c.owner.no === pb.no)).toEqual([{ kind: 'hold', owner: { type: 'putback', no: pb.no }, qty: l.qty }]);
      expect(row.claims?.some((c) => c.owner.no.endsWith(o.no))).toBe(false);
    }
    expect(checkInvariants(wh)).toEqual([]);
    expect(orderDetail(state, wh, o).putback).toMatchObject({ no: pb.no, status: 'open', lines: [{ sku, qty: expect.any(Number) }] });
    // the task list's work: a putaway of the picked units, open
    expect(putbackWork(wh.warehouseId)).toEqual([]); // the fixture's warehouse is no store warehouse
    // confirmed on the location they came from: available again
    confirmPutback(wh, ctx, pb, pb.lines[0].from);
    expect(pb).toMatchObject({ status: 'done', location: pb.lines[0].from, doneBy: 'tester' });
    expect(availableOf(wh, sku)).toBe(avail + 2);
    expect(checkInvariants(wh)).toEqual([]);
  });

  it('confirms onto another active location (a move), refuses a bad or locked one and a second confirm, changing nothing', () => {
    const { state, wh } = fixture(0, 0);
    const { o, sku } = exceptionOrder(state, wh, 7);
    transition(wh, ctx, o, 'cancel', { reason: 'customer gave up' });
    const pb = wh.putbacks.find((p) => p.no === o.putbackNo)!;
    const free = wh.locations.filter((l) => l.status === 'active' && !wh.rowsByLocation.get(l.code)?.length);
    let before = snapshot(wh);
    expect(() => confirmPutback(wh, ctx, pb, 'NOWHERE')).toThrow(expect.objectContaining({ key: 'server.outbound.putbackLocation', status: 400 }));
    const disabled = free[2];
    disabled.status = 'disabled';
    expect(() => confirmPutback(wh, ctx, pb, disabled.code)).toThrow(expect.objectContaining({ key: 'server.outbound.putbackLocation' }));
    lockLocation(wh, free[1].code, { type: 'count', no: 'CC1' });
    expect(() => confirmPutback(wh, ctx, pb, free[1].code)).toThrow(expect.objectContaining({ key: 'server.stock.locked' }));
    expect(snapshot(wh)).toBe(before);
    confirmPutback(wh, ctx, pb, free[0].code);
    expect(wh.rowsByLocation.get(free[0].code)?.find((r) => r.sku === sku)?.onHand).toBe(2);
    expect(checkInvariants(wh)).toEqual([]);
    before = snapshot(wh);
    expect(() => confirmPutback(wh, ctx, pb, free[0].code)).toThrow(expect.objectContaining({ key: 'server.outbound.putbackClosed', status: 409 }));
    expect(snapshot(wh)).toBe(before);
  });

  it('an exception with nothing picked cancels without a put-back', () => {
    const { state, wh } = fixture(0, 0);
    const sku = state.products.filter((p) => availableOf(wh, p.sku) >= 10)[1].sku;
    const o = createOrder(state, wh, ctx, 'b2c', input([{ sku, qty: 1 }]), 'T01');
    transition(wh, ctx, o, 'allocate');
    const wave = createWave(wh, ctx, 'b2c', [o]);
    shortPick(wh, ctx, wave, wave.tasks[0].id, 0, 'bin empty');
    transition(wh, ctx, o, 'cancel', { reason: 'x' });
    expect(o.putbackNo).toBeUndefined();
    expect(wh.putbacks).toEqual([]);
    expect(checkInvariants(wh)).toEqual([]);
  });

  it('a cancel whose put-back cannot hold (the location is being counted) is refused, changing nothing', () => {
    const { state, wh } = fixture(0, 0);
    const { o } = exceptionOrder(state, wh, 3);
    const from = o.lines[0].allocations.find((a) => a.picked)!.location;
    lockLocation(wh, from, { type: 'count', no: 'CC9' });
    const before = snapshot(wh);
    expect(() => transition(wh, ctx, o, 'cancel', { reason: 'x' })).toThrow(expect.objectContaining({ key: 'server.stock.locked' }));
    expect(snapshot(wh)).toBe(before);
    expect(o.status).toBe('exception');
  });
});

describe('partial allocation', () => {
  it('reserves what is there; a line with no stock goes wholly to the backorder', () => {
    const { state, wh } = fixture(0, 0);
    const [a, b] = state.products.filter((p) => availableOf(wh, p.sku) >= 10);
    const none = state.products.find((p) => availableOf(wh, p.sku) === 0) ?? null;
    const lines = [{ sku: a.sku, qty: 2 }, { sku: b.sku, qty: availableOf(wh, b.sku) + 3 }, ...(none ? [{ sku: none.sku, qty: 5 }] : [])];
    const o = createOrder(state, wh, ctx, 'b2c', input(lines), 'T01');
    transition(wh, ctx, o, 'allocate');
    expect(o.status).toBe('allocated');
    expect(o.lines.map((l) => [l.sku, l.qty, l.allocated])).toEqual([[a.sku, 2, 2], [b.sku, lines[1].qty - 3, lines[1].qty - 3], ...(none ? [[none.sku, 0, 0]] : [])]);
    const bo = wh.orderByNo.get(`${o.no}-B1`)!;
    expect(bo.lines.map((l) => [l.sku, l.qty])).toEqual([[b.sku, 3], ...(none ? [[none.sku, 5]] : [])]);
    expect(checkInvariants(wh)).toEqual([]);
    // the allocated part goes on: waved and picked in full
    const wave = createWave(wh, ctx, 'b2c', [o]);
    for (const t of wave.tasks) confirmPick(wh, ctx, wave, t.id, t.qty);
    expect(o.status).toBe('picked');
    expect(checkInvariants(wh)).toEqual([]);
  });

  it('with nothing at all to reserve it is refused and changes nothing', () => {
    const { state, wh } = fixture(0, 0);
    const sku = state.products.filter((p) => availableOf(wh, p.sku) >= 1)[4].sku;
    const hog = createOrder(state, wh, ctx, 'b2c', input([{ sku, qty: availableOf(wh, sku) }]), 'T01');
    transition(wh, ctx, hog, 'allocate');
    const o = createOrder(state, wh, ctx, 'b2c', input([{ sku, qty: 2 }]), 'T01');
    const before = snapshot(wh);
    expect(() => transition(wh, ctx, o, 'allocate')).toThrow(expect.objectContaining({ key: 'server.outbound.insufficientStock', status: 409 }));
    expect(snapshot(wh)).toBe(before);
  });

  it('re-allocating an exception stays all or nothing (no backorder)', () => {
    const { state, wh } = fixture(0, 0);
    const { o, sku } = exceptionOrder(state, wh);
    const hog = createOrder(state, wh, ctx, 'b2c', input([{ sku, qty: availableOf(wh, sku) }]), 'T01');
    transition(wh, ctx, hog, 'allocate');
    const before = snapshot(wh);
    expect(() => transition(wh, ctx, o, 'resolve')).toThrow(expect.objectContaining({ key: 'server.outbound.insufficientStock' }));
    expect(snapshot(wh)).toBe(before);
  });
});
