import { available, availableOf, checkInvariants } from './inventory';
import {
  ORDER_EDGES,
  confirmManifest,
  confirmPick,
  createDestroy,
  createManifest,
  createOrder,
  createWave,
  destroyTransition,
  missingParcels,
  scanIntoManifest,
  shortPick,
  transition,
  validateOrderInput,
} from './orders';
import { fixture } from './fixture';
import { prng } from './seed';
import { DomainError, ORDER_STATUSES, type Ctx, type Order, type OrderAction, type OutboundState, type WarehouseData } from './types';

const ctx: Ctx = { operator: 'tester', now: '2026-11-02T00:00:00.000Z' };

const input = (sku: string, qty: number) => ({ receiver: { name: 'Ann', address: '1 Main St' }, carrier: 'SF', lines: [{ sku, qty }] });
const onHandOf = (wh: WarehouseData, sku: string) => (wh.rowsBySku.get(sku) ?? []).reduce((s, r) => s + r.onHand, 0);

/** Drives an order to the given state through the real operations. */
function driveTo(state: OutboundState, wh: WarehouseData, target: string): Order {
  const sku = state.products.find((p) => availableOf(wh, p.sku) >= 5)!.sku;
  const o = createOrder(state, wh, ctx, 'b2c', input(sku, 2), 'T01');
  if (target === 'created') return o;
  if (target === 'cancelled') return transition(wh, ctx, o, 'cancel', { reason: 'x' });
  transition(wh, ctx, o, 'allocate');
  if (target === 'allocated') return o;
  const wave = createWave(wh, ctx, 'b2c', [o]);
  if (target === 'picking') return o;
  if (target === 'exception') {
    shortPick(wh, ctx, wave, wave.tasks[0].id, 0, 'not found');
    return o;
  }
  for (const t of wave.tasks) if (t.status === 'open') confirmPick(wh, ctx, wave, t.id, t.qty - t.picked);
  if (target === 'picked') return o;
  transition(wh, ctx, o, 'label');
  if (target === 'labelled') return o;
  transition(wh, ctx, o, 'ship');
  return o;
}

describe('order state machine', () => {
  const actions = Object.keys(ORDER_EDGES) as OrderAction[];
  for (const from of ORDER_STATUSES) {
    for (const action of actions) {
      const legal = ORDER_EDGES[action].from.includes(from);
      it(`${from} --${action}--> ${legal ? ORDER_EDGES[action].to : '409'}`, () => {
        const { state, wh } = fixture(0, 0);
        const o = driveTo(state, wh, from);
        expect(o.status).toBe(from);
        const before = JSON.stringify(wh.inventory);
        const recordCount = wh.records.length;
        const run = () => transition(wh, ctx, o, action, { reason: 'because' });
        if (action === 'pickDone' && from === 'picking') {
          // only legal once everything is picked: here nothing is, so it is refused
          expect(run).toThrow(expect.objectContaining({ key: 'server.outbound.notFullyPicked' }));
          return;
        }
        if (legal) {
          run();
          expect(o.status).toBe(ORDER_EDGES[action].to);
          expect(o.history[o.history.length - 1]).toMatchObject({ from, to: ORDER_EDGES[action].to, action });
        } else {
          let err: unknown;
          try {
            run();
          } catch (e) {
            err = e;
          }
          expect(err).toBeInstanceOf(DomainError);
          expect(err).toMatchObject({ status: 409, key: 'server.outbound.illegalTransition' });
          expect(o.status).toBe(from);
          expect(JSON.stringify(wh.inventory)).toBe(before);
          expect(wh.records).toHaveLength(recordCount);
        }
        expect(checkInvariants(wh)).toEqual([]);
      });
    }
  }
});

describe('inventory effects', () => {
  it('allocate reserves, pick moves to picked, ship deducts, by the ordered quantity', () => {
    const { state, wh } = fixture(0, 0);
    const sku = state.products[3].sku;
    const onHand0 = onHandOf(wh, sku);
    const avail0 = availableOf(wh, sku);
    const o = createOrder(state, wh, ctx, 'b2c', input(sku, 4), 'T01');
    transition(wh, ctx, o, 'allocate');
    expect(availableOf(wh, sku)).toBe(avail0 - 4);
    expect(onHandOf(wh, sku)).toBe(onHand0);
    const wave = createWave(wh, ctx, 'b2c', [o]);
    for (const t of wave.tasks) confirmPick(wh, ctx, wave, t.id, t.qty);
    expect(o.status).toBe('picked');
    expect(o.lines[0]).toMatchObject({ qty: 4, picked: 4, allocated: 0 });
    transition(wh, ctx, o, 'label');
    expect(o.parcels).toHaveLength(1);
    const m = createManifest(wh, ctx, 'b2c', 'SF');
    expect(missingParcels(wh, m).map((p) => p.trackingNo)).toContain(o.parcels[0].trackingNo);
    expect(scanIntoManifest(wh, m, o.parcels[0].trackingNo)).toEqual({ ok: true, orderNo: o.no });
    confirmManifest(wh, ctx, m);
    expect(o.status).toBe('shipped');
    expect(onHandOf(wh, sku)).toBe(onHand0 - 4);
    expect(availableOf(wh, sku)).toBe(avail0 - 4);
    expect(checkInvariants(wh)).toEqual([]);
  });

  it('cancel releases the allocation', () => {
    const { state, wh } = fixture(0, 0);
    const sku = state.products[5].sku;
    const avail0 = availableOf(wh, sku);
    const o = createOrder(state, wh, ctx, 'b2c', input(sku, 3), 'T01');
    transition(wh, ctx, o, 'allocate');
    expect(availableOf(wh, sku)).toBe(avail0 - 3);
    expect(() => transition(wh, ctx, o, 'cancel', {})).toThrow(expect.objectContaining({ key: 'server.outbound.reasonRequired' }));
    transition(wh, ctx, o, 'cancel', { reason: 'customer' });
    expect(availableOf(wh, sku)).toBe(avail0);
    expect(o.lines[0].allocations).toEqual([]);
  });

  it('refuses allocation beyond available stock, changing nothing', () => {
    const { state, wh } = fixture(0, 0);
    const sku = state.products[7].sku;
    const o = createOrder(state, wh, ctx, 'b2c', input(sku, availableOf(wh, sku) + 1), 'T01');
    const n = wh.records.length;
    expect(() => transition(wh, ctx, o, 'allocate')).toThrow(expect.objectContaining({ key: 'server.outbound.insufficientStock', status: 409 }));
    expect(o.status).toBe('created');
    expect(wh.records).toHaveLength(n);
  });

  it('over-pick is refused; short pick needs a reason and ends in exception; resolve re-allocates', () => {
    const { state, wh } = fixture(0, 0);
    const sku = state.products[9].sku;
    const avail0 = availableOf(wh, sku);
    const o = createOrder(state, wh, ctx, 'b2c', input(sku, 3), 'T01');
    transition(wh, ctx, o, 'allocate');
    const wave = createWave(wh, ctx, 'b2c', [o]);
    const t = wave.tasks[0];
    expect(() => confirmPick(wh, ctx, wave, t.id, t.qty + 1)).toThrow(expect.objectContaining({ key: 'server.pick.overPick' }));
    expect(() => shortPick(wh, ctx, wave, t.id, 1, '')).toThrow(expect.objectContaining({ key: 'server.outbound.reasonRequired' }));
    shortPick(wh, ctx, wave, t.id, 1, 'damaged');
    const rest = wave.tasks.filter((x) => x.status === 'open');
    for (const x of rest) confirmPick(wh, ctx, wave, x.id, x.qty);
    expect(o.status).toBe('exception');
    expect(o.lines[0].short).toBe(t.qty - 1);
    transition(wh, ctx, o, 'resolve');
    expect(o.status).toBe('allocated');
    expect(o.lines[0].allocated + o.lines[0].picked).toBe(3);
    transition(wh, ctx, o, 'cancel', { reason: 'give up' });
    expect(availableOf(wh, sku)).toBe(avail0);
    expect(checkInvariants(wh)).toEqual([]);
  });

  it('manifest: unexpected parcels are kept aside, incomplete B2B orders block confirmation', () => {
    const { state, wh } = fixture(0, 0);
    const o = createOrder(state, wh, ctx, 'b2b', { ...input(state.products[1].sku, 2), cartons: 2 }, 'T01');
    transition(wh, ctx, o, 'allocate');
    const wave = createWave(wh, ctx, 'b2b', [o]);
    for (const t of wave.tasks) confirmPick(wh, ctx, wave, t.id, t.qty);
    transition(wh, ctx, o, 'label');
    expect(o.parcels).toHaveLength(2);
    expect(() => createManifest(wh, ctx, 'b2b', 'SF')).toThrow(expect.objectContaining({ key: 'server.manifest.dockRequired' }));
    const wrong = createManifest(wh, ctx, 'b2b', 'UPS', 'D01', 'T1');
    expect(scanIntoManifest(wh, wrong, o.parcels[0].trackingNo)).toEqual({ ok: false, reason: 'wrongCarrier' });
    expect(scanIntoManifest(wh, wrong, 'NOPE')).toEqual({ ok: false, reason: 'unknown' });
    expect(() => scanIntoManifest(wh, wrong, 'NOPE')).toThrow(expect.objectContaining({ key: 'server.manifest.duplicate' }));
    const m = createManifest(wh, ctx, 'b2b', 'SF', 'D02', 'T2');
    scanIntoManifest(wh, m, o.parcels[0].trackingNo);
    expect(missingParcels(wh, m)).toEqual([{ trackingNo: o.parcels[1].trackingNo, orderNo: o.no, seq: 2 }]);
    expect(() => confirmManifest(wh, ctx, m)).toThrow(expect.objectContaining({ key: 'server.manifest.incomplete' }));
    scanIntoManifest(wh, m, o.parcels[1].trackingNo);
    confirmManifest(wh, ctx, m);
    expect(o.status).toBe('shipped');
    expect(() => scanIntoManifest(wh, m, 'X')).toThrow(expect.objectContaining({ key: 'server.manifest.closed' }));
  });
});

describe('order input validation', () => {
  it('names unknown SKU, bad qty, missing receiver and duplicate order no', () => {
    const { state, wh } = fixture(3, 0);
    const dup = wh.orders[0].no;
    const problems = validateOrderInput(state, wh, 'b2c', { no: dup, receiver: { name: '' }, carrier: 'SF', lines: [{ sku: 'NOPE', qty: 1 }, { sku: state.products[0].barcodes[0], qty: 0 }] });
    expect(problems.map((p) => p.key).sort()).toEqual(
      ['server.order.addressRequired', 'server.order.badQty', 'server.order.duplicateNo', 'server.order.receiverRequired', 'server.order.unknownSku'].sort(),
    );
  });
});

describe('destroy orders', () => {
  it('created → approved (reserves) → executed (deducts); illegal steps answer 409', () => {
    const { wh } = fixture(0, 0);
    const row = wh.inventory[0];
    const onHand0 = row.onHand;
    expect(() => createDestroy(wh, ctx, { reason: 'damaged', lines: [{ rowId: row.id, qty: available(row) + 1 }] })).toThrow(DomainError);
    const d = createDestroy(wh, ctx, { reason: 'damaged', lines: [{ rowId: row.id, qty: 2 }] });
    expect(() => destroyTransition(wh, ctx, d, 'execute')).toThrow(expect.objectContaining({ status: 409 }));
    destroyTransition(wh, ctx, d, 'approve');
    expect(row.allocated).toBe(2);
    destroyTransition(wh, ctx, d, 'execute');
    expect(row.onHand).toBe(onHand0 - 2);
    expect(row.allocated).toBe(0);
    expect(() => destroyTransition(wh, ctx, d, 'cancel')).toThrow(expect.objectContaining({ key: 'server.destroy.illegalTransition' }));
    expect(checkInvariants(wh)).toEqual([]);
  });
});

describe('inventory invariants after random action sequences (seeded)', () => {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`seed ${seed}`, () => {
      const { state, wh } = fixture(30, 6);
      const rng = prng(seed);
      const skus = state.products.slice(0, 12).map((p) => p.sku); // few SKUs: contention
      let refused = 0;
      for (let step = 0; step < 300; step++) {
        const open = wh.waves.filter((w) => w.status === 'open');
        try {
          switch (rng.int(0, 9)) {
            case 0:
              createOrder(state, wh, ctx, rng.next() < 0.8 ? 'b2c' : 'b2b', { ...input(rng.pick(skus), rng.int(1, 60)), cartons: 2 }, 'T01');
              break;
            case 1:
            case 2:
              transition(wh, ctx, rng.pick(wh.orders), rng.pick(Object.keys(ORDER_EDGES) as OrderAction[]), { reason: 'r' });
              break;
            case 3: {
              const kind = rng.next() < 0.5 ? 'b2c' : 'b2b';
              const ready = wh.orders.filter((o) => o.kind === kind && o.status === 'allocated').slice(0, rng.int(1, 4));
              createWave(wh, ctx, kind, ready);
              break;
            }
            case 4:
            case 5: {
              const w = rng.pick(open);
              const t = w && rng.pick(w.tasks.filter((x) => x.status === 'open'));
              if (t) confirmPick(wh, ctx, w, t.id, rng.int(1, t.qty - t.picked + 1));
              break;
            }
            case 6: {
              const w = rng.pick(open);
              const t = w && rng.pick(w.tasks.filter((x) => x.status === 'open'));
              if (t) shortPick(wh, ctx, w, t.id, rng.int(0, t.qty - t.picked), 'missing');
              break;
            }
            case 7: {
              const labelled = wh.orders.filter((o) => o.status === 'labelled');
              const o = rng.pick(labelled);
              if (!o) break;
              const m = createManifest(wh, ctx, o.kind, o.carrier, 'D01', 'TR');
              for (const p of o.parcels) scanIntoManifest(wh, m, p.trackingNo);
              confirmManifest(wh, ctx, m);
              break;
            }
            case 8: {
              const row = rng.pick(wh.inventory);
              const d = createDestroy(wh, ctx, { reason: 'expired', lines: [{ rowId: row.id, qty: rng.int(1, 30) }] });
              destroyTransition(wh, ctx, d, 'approve');
              if (rng.next() < 0.5) destroyTransition(wh, ctx, d, rng.next() < 0.5 ? 'execute' : 'cancel');
              break;
            }
            default: {
              const o = rng.pick(wh.orders.filter((x) => x.status === 'exception' || x.status === 'created'));
              if (o) transition(wh, ctx, o, o.status === 'exception' ? 'resolve' : 'allocate');
            }
          }
        } catch (e) {
          if (!(e instanceof DomainError)) throw e;
          refused++;
        }
        const problems = checkInvariants(wh);
        if (problems.length) throw new Error(`step ${step}: ${problems.join('; ')}`);
      }
      // orders agree with the inventory: what rows hold as allocated/picked is what orders and destroy orders hold
      const byRow = new Map<string, { allocated: number; picked: number }>();
      for (const o of wh.orders.filter((x) => x.status !== 'shipped'))
        for (const l of o.lines)
          for (const a of l.allocations) {
            const s = byRow.get(a.rowId) ?? { allocated: 0, picked: 0 };
            s.allocated += a.qty - a.picked;
            s.picked += a.picked;
            byRow.set(a.rowId, s);
          }
      for (const d of wh.destroys)
        if (d.status === 'approved')
          for (const l of d.lines) {
            const s = byRow.get(l.rowId) ?? { allocated: 0, picked: 0 };
            s.allocated += l.qty;
            byRow.set(l.rowId, s);
          }
      for (const row of wh.inventory) expect({ id: row.id, allocated: row.allocated, picked: row.picked }).toEqual({ id: row.id, ...(byRow.get(row.id) ?? { allocated: 0, picked: 0 }) });
      expect(refused).toBeGreaterThan(0);
    });
  }
});
