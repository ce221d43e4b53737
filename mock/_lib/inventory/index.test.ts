/**
 * The stock lists' indexes (mock/_lib/stockIndex.ts) give the same pages and totals as the scans
 * (scan.ts) after any random sequence of ledger actions, with the index built at a random point,
 * across filters, sorts and pages.
 */
import fc from 'fast-check';
import { adjust, allocate, atomically, available, checkLedger, deduct, move, pick, putOnHold, receive, release, releaseHold, ship, type LedgerCtx, type StockRow } from '../ledger';
import { prng, type Rng } from '../prng';
import { basicTable, seedProducts } from '../master/seed';
import { emptyWarehouse } from '../outbound/seed';
import type { Location, WarehouseData } from '../outbound/types';
import { DAMAGED_AREA } from '../../../src/domain/inbound/machine';
import { stockByLocationPage, stockBySkuPage } from './query';
import { dayAfter, pageByDate, ROWS_PAGE, STOCK_PAGE, stockByLocation, stockBySku } from './scan';
import { byId, collate, stockIndexOf, type StockIndex } from '../stockIndex';

const oldStock = (wh: WarehouseData, q: Record<string, unknown>) => pageByDate(stockBySku(wh, q), q, STOCK_PAGE, 'nextExpiry');
const oldRows = (wh: WarehouseData, q: Record<string, unknown>) => pageByDate(stockByLocation(wh, q), q, ROWS_PAGE, 'expiry');

const shelf = (code: string, zone: string, i: number): Location => ({ id: code, code, zone, aisle: 1, rack: 1, level: 1 + (i % 3), type: i % 3 === 0 ? 'pallet' : 'shelf', capacity: 400, status: i % 7 === 6 ? 'locked' : 'active', pickSeq: i });

/** A small warehouse: 16 SKUs (half with a shelf life: lots and expiry), 3 zones of locations, no stock yet. */
function warehouse(): WarehouseData {
  const products = seedProducts(prng(1), 16).map((p, i) => ({ ...p, shelfLife: i % 2 === 0 }));
  const locations = ['A', 'B', 'C'].flatMap((z, zi) => Array.from({ length: 6 }, (_, i) => shelf(`${z}-0${1 + (i >> 1)}-0${1 + i}`, z, zi * 6 + i)));
  return emptyWarehouse(
    'w-prop',
    { products, productBySku: new Map(products.map((p) => [p.sku, p])), skuByBarcode: new Map(products.flatMap((p) => p.barcodes.map((b) => [b, p.sku] as [string, string]))) },
    { zones: [], locations, locationByCode: new Map(locations.map((l) => [l.code, l])), docks: [], dictionary: basicTable() },
  );
}

const OPS = ['receive', 'receive', 'receive', 'receiveAgain', 'move', 'hold', 'unhold', 'allocate', 'pick', 'ship', 'release', 'deduct', 'adjust', 'empty', 'refill', 'refused', 'newLocation', 'rezone', 'rename', 'query'] as const;
type Action = { op: (typeof OPS)[number]; a: number; b: number; c: number };
const action = fc.record({ op: fc.constantFrom(...OPS), a: fc.nat(10_000), b: fc.nat(10_000), c: fc.nat(10_000) });

const ctx = (n: number): LedgerCtx => ({ operator: 'prop', now: new Date(Date.parse('2026-11-01T00:00:00.000Z') + n * 60_000).toISOString() });

/** Random queries of both lists over what the warehouse holds now. */
function queries(wh: WarehouseData, rng: Rng, count: number) {
  const rows = wh.stock.length ? wh.stock : [undefined];
  const out: Record<string, string>[] = [{}, { held: 'true' }, { sortField: 'nextExpiry' }, { sortField: 'nextExpiry', sortOrder: 'descend', pageSize: '3', current: '2' }];
  for (let n = 0; n < count; n++) {
    const r = rng.pick(rows);
    const p = r && wh.productBySku.get(r.sku);
    const q: Record<string, string> = {};
    if (rng.next() < 0.5) Object.assign(q, { current: String(rng.int(1, 5)), pageSize: String(rng.int(1, 7)) });
    const sortField = rng.pick(['', '', 'sku', 'location', 'nextExpiry', 'onHand', 'expiry']);
    if (sortField) Object.assign(q, { sortField, sortOrder: rng.pick(['ascend', 'descend', '']) });
    if (rng.next() < 0.25 && r) q.sku = rng.pick([r.sku, r.sku.slice(0, 7), r.sku.toLowerCase(), p?.nameEn.split(' ')[0] ?? 'x', 'mug', '袜', 'ks r', p?.barcodes[0] ?? 'x', 'nope']);
    if (rng.next() < 0.25 && r) q.location = r.location.slice(0, rng.int(1, r.location.length)).toLowerCase();
    if (rng.next() < 0.25) q.zone = rng.pick(['A', 'b', 'C', 'Z0', 'Z1', 'none']);
    if (rng.next() < 0.2) q.place = rng.pick(['shelf', 'staged', 'damaged', 'staged,damaged']);
    if (rng.next() < 0.25) q.held = 'true';
    if (rng.next() < 0.25) q.expiresWithin = rng.pick(['1', '10', '30', '365']);
    if (rng.next() < 0.2) q.category = p?.category ?? 'HOME';
    if (rng.next() < 0.2) q.lpn = rng.pick([r?.lpn ?? 'LP1', (r?.lpn ?? 'LP').slice(0, 3), 'P0']);
    if (rng.next() < 0.15) q.lot = r?.lot ?? 'L1';
    out.push(q);
  }
  return out;
}

/**
 * The kept expiry index equals one built afresh from the same rows, so a row under the wrong date
 * or a date left behind shows even when no query reads it.
 */
function expectIndexFresh(wh: WarehouseData) {
  const kept = stockIndexOf(wh);
  const fresh = stockIndexOf({ ...wh });
  const byDate = (x: StockIndex) => x.expiryDates.map((d) => [d, x.rowsByExpiry.get(d)?.map((r) => r.id).sort()]);
  expect(byDate(kept)).toEqual(byDate(fresh));
  expect(kept.rowsByExpiry.size).toBe(kept.expiryDates.length);
  for (const e of kept.skus) expect([e.sku, e.next]).toEqual([e.sku, fresh.skuOf.get(e.sku)?.next ?? '']);
}

function expectSame(wh: WarehouseData, rng: Rng, count: number) {
  expectIndexFresh(wh);
  for (const q of queries(wh, rng, count)) {
    const bySku = stockBySkuPage(wh, q);
    if (bySku) expect([q, bySku]).toEqual([q, oldStock(wh, q)]);
    const byLocation = stockByLocationPage(wh, q);
    if (byLocation) expect([q, byLocation]).toEqual([q, oldRows(wh, q)]);
  }
}

/** Runs one action; a refused one (a DomainError) changes nothing. */
function run(wh: WarehouseData, { op, a, b, c }: Action, n: number, rng: Rng) {
  const products = wh.products;
  const places = [...wh.locations.map((l) => l.code), 'RCV-01', DAMAGED_AREA];
  const row: StockRow | undefined = wh.stock.length ? wh.stock[a % wh.stock.length] : undefined;
  const doc = { type: 'test', no: `T${n}` };
  const qty = 1 + (c % 12);
  const newKey = () => {
    const p = products[a % products.length];
    const expiry = p.shelfLife ? dayAfter((c % 90) - 20) : undefined;
    return { sku: p.sku, location: places[b % places.length], ...(expiry ? { lot: `L${c % 4}`, expiry } : {}), ...(c % 3 === 0 ? { lpn: `LP${c % 11}` } : c % 5 === 1 ? { lpn: `RB${c % 2}` } : {}) };
  };
  try {
    switch (op) {
      case 'receive':
        return void receive(wh, ctx(n), doc, newKey(), qty);
      case 'receiveAgain':
        return row && void receive(wh, ctx(n), doc, row, qty);
      case 'move':
        return row && void move(wh, ctx(n), doc, row, places[b % places.length], Math.min(qty, Math.max(available(row), 1)));
      case 'hold':
        return row && void putOnHold(wh, ctx(n), doc, row, Math.min(qty, Math.max(available(row), 1)), 'quality');
      case 'unhold':
        return row && void releaseHold(wh, ctx(n), doc, row, Math.min(qty, Math.max(row.hold, 1)), 'passed');
      case 'allocate':
        return row && void allocate(wh, ctx(n), doc, row, Math.min(qty, Math.max(available(row), 1)));
      case 'pick':
        return row && void pick(wh, ctx(n), doc, row, Math.min(qty, Math.max(row.allocated, 1)));
      case 'ship':
        return row && void ship(wh, ctx(n), doc, row, Math.min(qty, Math.max(row.picked, 1)));
      case 'release':
        return row && void release(wh, ctx(n), doc, row, { allocated: Math.min(row.allocated, qty), picked: row.allocated ? 0 : Math.min(row.picked, qty) });
      case 'deduct':
        return row && void deduct(wh, ctx(n), doc, row, Math.min(qty, Math.max(row.allocated, 1)), 'gone');
      case 'adjust':
        // down to nothing at times: rows with no stock leave the lists
        return row && void adjust(wh, ctx(n), doc, row, b % 2 ? -Math.min(row.onHand - row.allocated - row.picked - row.hold, qty) || 1 : qty, 'count');
      case 'empty':
        // a row's stock all gone (shipped, moved away or counted out): its earliest expiry may be the SKU's
        if (!row) return;
        if (row.allocated) deduct(wh, ctx(n), doc, row, row.allocated, 'gone');
        if (row.picked) ship(wh, ctx(n), doc, row, row.picked);
        if (row.hold) releaseHold(wh, ctx(n), doc, row, row.hold, 'passed');
        if (available(row) && c % 2) move(wh, ctx(n), doc, row, places[b % places.length] === row.location ? 'RCV-01' : places[b % places.length], available(row));
        else if (available(row)) adjust(wh, ctx(n), doc, row, -available(row), 'count');
        return;
      case 'refill': {
        // a row without stock gets some again: by its quantity alone it is back among the rows
        // near expiry (the rows by expiry date keep it either way)
        const empty = wh.stock.find((r, i) => i >= a % wh.stock.length && !r.onHand) ?? wh.stock.find((r) => !r.onHand);
        return empty && void receive(wh, ctx(n), doc, empty, qty);
      }
      case 'refused':
        // new rows (a new SKU, a new location) and changes, then a refusal: all put back
        return void atomically(wh, () => {
          receive(wh, ctx(n), doc, { ...newKey(), sku: c % 2 ? products[b % products.length].sku : `NEW${c}`, location: c % 3 ? `X-${c % 5}` : newKey().location, lpn: `RB${b % 2}` }, qty);
          if (row && available(row) > 0) putOnHold(wh, ctx(n), doc, row, 1, 'quality');
          if (row) allocate(wh, ctx(n), doc, row, row.onHand + 1);
          throw new Error('refused');
        });
      case 'newLocation': {
        const code = `${rng.pick(['A', 'D', 'Z0'])}-${String(a % 100).padStart(2, '0')}-${b % 10}`;
        if (wh.locationByCode.has(code)) return;
        const loc = shelf(code, rng.pick(['A', 'Z0', 'Z1']), a);
        wh.locations.push(loc);
        wh.locationByCode.set(code, loc);
        return;
      }
      case 'rezone': {
        const loc = wh.locations[b % wh.locations.length];
        loc.zone = rng.pick(['A', 'B', 'C', 'Z0', 'Z1']);
        return;
      }
      case 'rename': {
        // a product renamed (in place, or its record replaced): the name filter follows
        const p = wh.productBySku.get(products[b % products.length].sku)!;
        const nameEn = rng.pick(['Blue Mug', 'Socks Red', 'Kettle', 'MUG tall']);
        if (c % 2) p.nameEn = nameEn;
        else wh.productBySku.set(p.sku, { ...p, nameEn, nameZh: rng.pick(['杯子', '袜子']) });
        return;
      }
      case 'query':
        return expectSame(wh, rng, 4);
    }
  } catch (e) {
    if (e instanceof Error && e.message === 'refused') return;
    if ((e as { name?: string }).name !== 'DomainError' && !(e as { key?: string }).key) throw e;
  }
}

describe('stock list indexes kept by the ledger = the scans', () => {
  it('after random ledger actions, across filters, sorts and pages', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 30, maxLength: 150, size: 'max' }), fc.nat(1000), (actions, seed) => {
        const wh = warehouse();
        const rng = prng(seed);
        actions.forEach((x, n) => run(wh, x, n, rng));
        expect(checkLedger(wh)).toEqual([]);
        expectSame(wh, rng, 25);
      }),
      { numRuns: 100 },
    );
  });

  it('row ids: the cheap order is the collation order', () => {
    const ids = ['INV1', 'INV10', 'INV9', 'INV100', 'INV2', 'INV99', 'INV1000000', 'INV999999'].map((id) => ({ id }) as StockRow);
    expect([...ids].sort(byId).map((r) => r.id)).toEqual([...ids].sort((a, b) => collate(a.id, b.id)).map((r) => r.id));
  });
});
