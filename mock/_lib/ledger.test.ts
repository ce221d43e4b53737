import fc from 'fast-check';
import { DomainError } from './errors';
import {
  adjust,
  allocate,
  atomically,
  available,
  availableOf,
  checkLedger,
  deduct,
  emptyLedger,
  fifoRows,
  linesOf,
  move,
  onRecountRequested,
  openRecounts,
  pick,
  putOnHold,
  receive,
  release,
  releaseHold,
  requestRecount,
  settleRecounts,
  ship,
  type Ledger,
  type RecountRequest,
} from './ledger';

const ctx = { operator: 'tester', now: '2026-11-02T00:00:00.000Z' };
const doc = { type: 'test', no: 'T1' };
const state = (l: Ledger) => JSON.stringify([l.stock, l.journal, l.seq, [...l.rowById.keys()], [...l.rowsBySku].map(([k, v]) => [k, v.map((r) => r.id)])]);

describe('ledger operations', () => {
  it('receive, allocate, pick, ship: each writes one journal line with who, what and why', () => {
    const l = emptyLedger('w1');
    receive(l, ctx, { type: 'receipt', no: 'R1' }, { sku: 'A', location: 'L1', lot: 'LOT9', expiry: '2027-01-01' }, 10, 'first');
    const [row] = l.stock;
    expect(row).toMatchObject({ sku: 'A', location: 'L1', lot: 'LOT9', expiry: '2027-01-01', onHand: 10 });
    allocate(l, ctx, doc, row, 4);
    pick(l, ctx, doc, row, 3);
    ship(l, ctx, doc, row, 3);
    expect(row).toMatchObject({ onHand: 7, allocated: 1, picked: 0 });
    expect(l.journal.map((j) => j.type)).toEqual(['receive', 'allocate', 'pick', 'ship']);
    expect(l.journal[0]).toMatchObject({ docType: 'receipt', docNo: 'R1', operator: 'tester', at: ctx.now, reason: 'first', lot: 'LOT9', delta: { onHand: 10, allocated: 0, picked: 0 } });
    expect(linesOf(l, 'T1')).toHaveLength(3);
    expect(checkLedger(l)).toEqual([]);
  });

  it('release gives back a reservation and puts picked stock back; deduct takes reserved stock out', () => {
    const l = emptyLedger('w1');
    receive(l, ctx, doc, { sku: 'A', location: 'L1' }, 10);
    const [row] = l.stock;
    allocate(l, ctx, doc, row, 6);
    pick(l, ctx, doc, row, 2);
    release(l, ctx, doc, row, { allocated: 1, picked: 2 });
    expect(row).toMatchObject({ onHand: 10, allocated: 3, picked: 0 });
    deduct(l, ctx, doc, row, 3, 'destroyed');
    expect(row).toMatchObject({ onHand: 7, allocated: 0, picked: 0 });
    expect(checkLedger(l)).toEqual([]);
  });

  it('move takes available stock to another location (two lines); the same lot stays apart from other lots', () => {
    const l = emptyLedger('w1');
    receive(l, ctx, doc, { sku: 'A', location: 'L1', lot: 'X' }, 5);
    receive(l, ctx, doc, { sku: 'A', location: 'L2', lot: 'Y' }, 1);
    const [from] = l.stock;
    allocate(l, ctx, doc, from, 2);
    expect(() => move(l, ctx, doc, from, 'L2', 4)).toThrow(expect.objectContaining({ key: 'server.inventory.insufficient' }));
    const [out, into] = move(l, ctx, doc, from, 'L2', 3);
    expect([out.delta.onHand, into.delta.onHand]).toEqual([-3, 3]);
    const target = l.rowById.get(into.rowId)!;
    expect(target).toMatchObject({ location: 'L2', lot: 'X', onHand: 3 });
    expect(l.stock).toHaveLength(3);
    expect(availableOf(l, 'A')).toBe(5 - 2 + 1);
    expect(checkLedger(l)).toEqual([]);
  });

  it("held stock is not available and not allocatable until released; the stock team's holds need a reason, a document's own are its reason", () => {
    const l = emptyLedger('w');
    receive(l, ctx, doc, { sku: 'H', location: 'L1' }, 10);
    const row = l.stock[0];
    expect(() => putOnHold(l, ctx, { type: 'hold', no: 'HD1' }, row, 3, ' ')).toThrow(expect.objectContaining({ key: 'server.outbound.reasonRequired' }));
    putOnHold(l, ctx, { type: 'relocation', no: 'RL1' }, row, 1);
    releaseHold(l, ctx, { type: 'relocation', no: 'RL1' }, row, 1);
    expect(l.journal[l.journal.length - 1].reason).toBeUndefined();
    putOnHold(l, ctx, doc, row, 8, 'quality');
    expect(available(row)).toBe(2);
    expect(() => allocate(l, ctx, doc, row, 3)).toThrow(DomainError);
    expect(() => releaseHold(l, ctx, doc, row, 9, 'ok')).toThrow(expect.objectContaining({ key: 'server.inventory.notHeld' }));
    expect(releaseHold(l, ctx, doc, row, 8, 'passed')).toMatchObject({ type: 'unhold', delta: { hold: -8 } });
    expect(available(row)).toBe(10);
    expect(checkLedger(l)).toEqual([]);
  });

  it('adjust needs a reason and never goes below what documents hold', () => {
    const l = emptyLedger('w1');
    receive(l, ctx, doc, { sku: 'A', location: 'L1' }, 5);
    const [row] = l.stock;
    allocate(l, ctx, doc, row, 4);
    expect(() => adjust(l, ctx, doc, row, -2, 'count')).toThrow(DomainError);
    expect(() => adjust(l, ctx, doc, row, -1, ' ')).toThrow(expect.objectContaining({ key: 'server.outbound.reasonRequired' }));
    expect(adjust(l, ctx, doc, row, -1, ' lost ')).toMatchObject({ type: 'adjust', reason: 'lost' });
    expect(available(row)).toBe(0);
  });

  it('refuses a quantity that is not a whole number above zero', () => {
    const l = emptyLedger('w1');
    receive(l, ctx, doc, { sku: 'A', location: 'L1' }, 5);
    const before = state(l);
    for (const qty of [0, -1, 1.5, NaN]) expect(() => allocate(l, ctx, doc, l.stock[0], qty)).toThrow(expect.objectContaining({ key: 'server.order.badQty', status: 400 }));
    expect(() => receive(l, ctx, doc, { sku: 'B', location: 'L1' }, 0)).toThrow(DomainError);
    expect(state(l)).toBe(before);
  });

  it('fifoRows: oldest first among usable rows with stock', () => {
    const l = emptyLedger('w1');
    receive(l, { ...ctx, now: '2026-03-01' }, doc, { sku: 'A', location: 'NEW' }, 1);
    receive(l, { ...ctx, now: '2026-01-01' }, doc, { sku: 'A', location: 'OLD' }, 1);
    receive(l, { ...ctx, now: '2026-02-01' }, doc, { sku: 'A', location: 'LOCKED' }, 1);
    expect(fifoRows(l, 'A', (r) => r.location !== 'LOCKED').map((r) => r.location)).toEqual(['OLD', 'NEW']);
  });

  it('atomically: a throw puts back every row, line, new row and number', () => {
    const l = emptyLedger('w1');
    receive(l, ctx, doc, { sku: 'A', location: 'L1' }, 5);
    const before = state(l);
    expect(() =>
      atomically(l, () => {
        allocate(l, ctx, doc, l.stock[0], 2);
        receive(l, ctx, doc, { sku: 'B', location: 'L9' }, 3);
        allocate(l, ctx, doc, l.stock[0], 4); // only 3 left: refused
      }),
    ).toThrow(expect.objectContaining({ key: 'server.inventory.insufficient' }));
    expect(state(l)).toBe(before);
    expect(l.rowsBySku.has('B')).toBe(false);
  });

  it('a recount request holds units it owns; only a count settling it releases them; listeners hear of it after the write', () => {
    const l = emptyLedger('w1');
    receive(l, ctx, doc, { sku: 'A', location: 'L1' }, 5);
    const row = l.stock[0];
    const heard: RecountRequest[] = [];
    onRecountRequested('test', (ledger, _, r) => ledger === l && heard.push({ ...r }));
    // a write refused after the request was made: nothing held, nobody told
    expect(() =>
      atomically(l, () => {
        requestRecount(l, ctx, row, 2, { type: 'order', no: 'W1/O1' }, 'bin empty');
        allocate(l, ctx, doc, row, 4); // 3 left
      }),
    ).toThrow(expect.objectContaining({ key: 'server.inventory.insufficient' }));
    expect([row.hold, l.recounts.length, heard.length]).toEqual([0, 0, 0]);
    // inside a write: told once it has succeeded, with the request open
    const r = atomically(l, () => {
      const made = requestRecount(l, ctx, row, 2, { type: 'order', no: 'W1/O1' }, 'bin empty');
      expect(heard).toHaveLength(0);
      return made;
    });
    expect(heard).toEqual([expect.objectContaining({ no: r.no, status: 'open', location: 'L1', sku: 'A', qty: 2, from: { type: 'order', no: 'W1/O1' }, reason: 'bin empty' })]);
    expect(row).toMatchObject({ onHand: 5, hold: 2, claims: [{ kind: 'hold', owner: { type: 'recount', no: r.no }, qty: 2 }] });
    expect(l.journal[l.journal.length - 1]).toMatchObject({ type: 'hold', docType: 'recount', docNo: r.no, reason: 'W1/O1: bin empty', delta: { hold: 2 } });
    expect(available(row)).toBe(3);
    // nobody else releases it
    expect(() => releaseHold(l, ctx, { type: 'hold', no: 'H1' }, row, 1, 'found')).toThrow(expect.objectContaining({ key: 'server.stock.notOwner' }));
    expect(checkLedger(l)).toEqual([]);
    // a count of another SKU there settles nothing; a count of the location does, all or nothing
    expect(settleRecounts(l, ctx, { type: 'count', no: 'CC1' }, 'L1', (sku) => sku === 'B')).toEqual([]);
    const before = state(l);
    expect(() =>
      atomically(l, () => {
        settleRecounts(l, ctx, { type: 'count', no: 'CC1' }, 'L1');
        throw new DomainError('x', {}, 409);
      }),
    ).toThrow(DomainError);
    expect(state(l)).toBe(before);
    expect(openRecounts(l, 'L1').map((x) => x.no)).toEqual([r.no]);
    expect(settleRecounts(l, ctx, { type: 'count', no: 'CC1' }, 'L1').map((x) => x.no)).toEqual([r.no]);
    expect(l.recounts[0]).toMatchObject({ status: 'done', doneBy: 'CC1', doneAt: ctx.now });
    expect(row).toMatchObject({ hold: 0 });
    expect(row.claims).toBeUndefined();
    expect(l.journal[l.journal.length - 1]).toMatchObject({ type: 'unhold', docType: 'count', docNo: 'CC1', reason: r.no, delta: { hold: -2 } });
    expect(checkLedger(l)).toEqual([]);
    onRecountRequested('test', () => undefined);
  });

  it('checkLedger finds a row changed behind the journal', () => {
    const l = emptyLedger('w1');
    receive(l, ctx, doc, { sku: 'A', location: 'L1' }, 5);
    l.stock[0].allocated = 6;
    expect(checkLedger(l).join()).toMatch(/journal .* ≠ row|allocated\+picked > onHand/);
  });
});

// ---------------------------------------------------------------- the property

type Op =
  | { op: 'receive'; sku: number; loc: number; qty: number }
  | { op: 'allocate' | 'pick' | 'ship' | 'deduct'; row: number; qty: number }
  | { op: 'release'; row: number; allocated: number; picked: number }
  | { op: 'move'; row: number; loc: number; qty: number }
  | { op: 'adjust'; row: number; qty: number; reason: string }
  | { op: 'hold' | 'unhold'; row: number; qty: number; reason: string }
  | { op: 'batch'; ops: Op[] };

const qty = fc.integer({ min: -2, max: 12 });
const single: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('receive' as const), sku: fc.nat(2), loc: fc.nat(3), qty }),
  fc.record({ op: fc.constantFrom('allocate' as const, 'pick' as const, 'ship' as const, 'deduct' as const), row: fc.nat(20), qty }),
  fc.record({ op: fc.constant('release' as const), row: fc.nat(20), allocated: qty, picked: qty }),
  fc.record({ op: fc.constant('move' as const), row: fc.nat(20), loc: fc.nat(3), qty }),
  fc.record({ op: fc.constant('adjust' as const), row: fc.nat(20), qty, reason: fc.constantFrom('count', '', ' ') }),
  fc.record({ op: fc.constantFrom('hold' as const, 'unhold' as const), row: fc.nat(20), qty, reason: fc.constantFrom('quality', '', ' ') }),
);
const anyOp: fc.Arbitrary<Op> = fc.oneof({ weight: 5, arbitrary: single }, { weight: 1, arbitrary: fc.record({ op: fc.constant('batch' as const), ops: fc.array(single, { maxLength: 4 }) }) });

function run(l: Ledger, o: Op) {
  const row = 'row' in o ? l.stock[o.row % Math.max(l.stock.length, 1)] : undefined;
  switch (o.op) {
    case 'receive':
      return receive(l, ctx, doc, { sku: `S${o.sku}`, location: `L${o.loc}` }, o.qty);
    case 'allocate':
    case 'pick':
    case 'ship':
    case 'deduct':
      if (!row) return;
      return { allocate, pick, ship, deduct }[o.op](l, ctx, doc, row, o.qty);
    case 'release':
      return row && release(l, ctx, doc, row, { allocated: o.allocated, picked: o.picked });
    case 'move':
      return row && move(l, ctx, doc, row, `L${o.loc}`, o.qty);
    case 'adjust':
      return row && adjust(l, ctx, doc, row, o.qty, o.reason);
    case 'hold':
      return row && putOnHold(l, ctx, doc, row, o.qty, o.reason);
    case 'unhold':
      return row && releaseHold(l, ctx, doc, row, o.qty, o.reason);
    case 'batch':
      // several operations as one write: all of them or none
      return atomically(l, () => o.ops.forEach((x) => run(l, x)));
  }
}

describe('property: random operation sequences', () => {
  it('never break the invariant, and a refused operation changes nothing', () => {
    fc.assert(
      fc.property(fc.array(anyOp, { maxLength: 40 }), (ops) => {
        const l = emptyLedger('w1');
        for (const o of ops) {
          const before = state(l);
          let refusal: DomainError | undefined;
          try {
            run(l, o);
          } catch (e) {
            if (!(e instanceof DomainError)) throw e;
            refusal = e;
          }
          // a refusal is a 4xx and leaves everything as it was
          expect(refusal ? [[400, 409].includes(refusal.status), state(l) === before] : [true, true]).toEqual([true, true]);
          expect(checkLedger(l)).toEqual([]);
        }
      }),
      { numRuns: 300, seed: 22 },
    );
  });
});
