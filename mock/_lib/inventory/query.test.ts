/**
 * The indexed inventory pages (query.ts) answer exactly as the scans (scan.ts): seeded warehouse,
 * a generated large one, and after random writes the kept orders must follow.
 */
import { allocate, atomically, checkLedger, linesOf, linesOfAny, linesOfLpn, move, receive, type LedgerCtx } from '../ledger';
import { page } from '../paging';
import { prng } from '../prng';
import '../root';
import { resetStore } from '../store';
import { inboundEnv } from '../inbound';
import type { Site as WarehouseData } from '../site/types';
import { recordsPage, stockByLocationPage, stockBySkuPage } from './query';
import { pageByDate, records, RECORDS_PAGE, ROWS_PAGE, STOCK_PAGE, stockByLocation, stockBySku } from './scan';
import { scaleWarehouse } from './scale';

const oldStock = (wh: WarehouseData, q: Record<string, unknown>) => pageByDate(stockBySku(wh, q), q, STOCK_PAGE, 'nextExpiry');
const oldRows = (wh: WarehouseData, q: Record<string, unknown>) => pageByDate(stockByLocation(wh, q), q, ROWS_PAGE, 'expiry');
const oldRecords = (wh: WarehouseData, q: Record<string, unknown>) => page(records(wh, q), { current: q.current, pageSize: q.pageSize }, RECORDS_PAGE);

/** Queries over what the warehouse holds: its SKUs, names, locations, zones, lots, LPNs, documents, operators and times. */
function queries(wh: WarehouseData, seed: number, count: number) {
  const rng = prng(seed);
  const rows = wh.stock.filter((r) => r.onHand > 0);
  const lines = wh.journal;
  const pick = <T>(list: readonly T[]) => list[rng.int(0, list.length - 1)];
  const stock: Record<string, string>[] = [{}, { pageSize: '50' }, { current: '3' }, { sortField: 'sku', sortOrder: 'descend' }, { sortField: 'location', sortOrder: 'descend', pageSize: '100' }];
  const recs: Record<string, string>[] = [{}, { current: '2', pageSize: '7' }];
  for (let n = 0; n < count; n++) {
    const r = pick(rows);
    const l = lines[rng.int(0, lines.length - 1)];
    const p = wh.productBySku.get(r.sku);
    const page: Record<string, string> = rng.next() < 0.3 ? { current: String(rng.int(1, 4)), pageSize: String(rng.int(1, 40)) } : {};
    const sortField = pick(['', '', 'sku', 'location', 'onHand', 'nextExpiry']);
    const sort: Record<string, string> = sortField ? { sortField, sortOrder: pick(['ascend', 'descend']) } : {};
    stock.push(
      { sku: r.sku, ...page, ...sort },
      { sku: pick([r.sku.slice(0, 6), p?.nameEn.split(' ')[0] ?? 'x', p?.barcodes[0] ?? 'x', r.sku.toLowerCase()]), ...page, ...sort },
      { location: r.location.slice(0, rng.int(1, r.location.length)), ...page, ...sort },
      { zone: wh.locationByCode.get(r.location)?.zone ?? 'A', held: pick(['true', '']), ...page, ...sort },
      { category: p?.category ?? '', expiresWithin: pick(['30', '365', '']), ...page, ...sort },
      { lot: r.lot ?? '', lpn: (r.lpn ?? '').slice(0, 6), place: pick(['shelf', 'staged,damaged', '']), ...page, ...sort },
    );
    recs.push(
      { sku: pick([l.sku, l.sku.slice(0, 7)]), ...page },
      { location: l.location.slice(0, rng.int(1, l.location.length)), type: pick(['', l.type, 'receive,ship']), ...page },
      { docNo: pick([l.docNo, l.docNo.slice(0, rng.int(2, l.docNo.length)).toLowerCase()]), ...page },
      { lpn: l.lpn ?? 'NOPE', operator: pick(['', l.operator.slice(0, 3).toUpperCase()]), ...page },
      { from: l.at, to: pick(['', lines[rng.int(0, lines.length - 1)].at]), type: pick(['', l.type]), ...page },
      { to: l.at.slice(0, 10), operator: pick(['admin', 'staff', '']), ...page },
      // one filter alone (the totals kept, not counted)
      pick<Record<string, string>>([{ type: l.type }, { operator: pick(['li', 'ADMIN', 'nobody']) }, { from: l.at }, { to: l.at }, { sku: l.sku.slice(0, 6) }]),
    );
  }
  return { stock, recs };
}

/** The warehouse with its journal read into plain lines once: the record scan reads every line per query. */
const linesRead = (wh: WarehouseData): WarehouseData => Object.defineProperty(Object.create(wh), 'journal', { value: [...wh.journal] });

function expectSame(wh: WarehouseData, seed: number, count: number) {
  const { stock, recs } = queries(wh, seed, count);
  const read = linesRead(wh);
  let indexed = 0;
  for (const q of stock) {
    const bySku = stockBySkuPage(wh, q);
    if (bySku) expect([q, bySku]).toEqual([q, oldStock(wh, q)]);
    const byLocation = stockByLocationPage(wh, q);
    if (byLocation) expect([q, byLocation]).toEqual([q, oldRows(wh, q)]);
    indexed += (bySku ? 1 : 0) + (byLocation ? 1 : 0);
  }
  for (const q of recs) expect([q, JSON.parse(JSON.stringify(recordsPage(wh, q)))]).toEqual([q, JSON.parse(JSON.stringify(oldRecords(read, q)))]);
  // most queries take the indexed way (the others: sorts by quantity or expiry)
  expect(indexed).toBeGreaterThan(stock.length);
}

const ctx = (now: string, operator = 'tester'): LedgerCtx => ({ operator, now });

describe('indexed inventory pages = the scans', () => {
  beforeAll(() => resetStore());

  it('on the seeded warehouse', () => {
    expectSame(inboundEnv('w1', ctx('')).ledger, 1, 15);
  });

  it('on a generated large-warehouse seed (every row the sum of its records)', () => {
    const wh = scaleWarehouse({ rows: 3000, records: 15000, seed: 7 });
    expect(wh.stock).toHaveLength(3000);
    expect(wh.journal.length).toBeGreaterThanOrEqual(15000);
    expect(checkLedger(wh)).toEqual([]);
    expect(new Set(wh.stock.map((r) => r.sku)).size).toBeGreaterThan(1500);
    expect(wh.stock.some((r) => r.lot && r.expiry) && wh.stock.some((r) => r.lpn) && wh.stock.some((r) => r.hold > 0)).toBe(true);
    expectSame(wh, 2, 15);
  });

  it('after random writes: new rows and locations, refused writes put back, records with an older time', () => {
    const wh = scaleWarehouse({ rows: 800, records: 4000, seed: 11 });
    expectSame(wh, 3, 5); // the kept orders are made, then must follow the writes below
    const rng = prng(5);
    for (let n = 0; n < 300; n++) {
      const row = wh.stock[rng.int(0, wh.stock.length - 1)];
      const at = n % 50 === 49 ? '2025-01-01T00:00:00.000Z' : new Date(Date.parse('2026-12-01T00:00:00.000Z') + n * 1000).toISOString();
      const doc = { type: 'test', no: `T${n % 7}` };
      try {
        if (n % 3 === 0) receive(wh, ctx(at), doc, { sku: row.sku, location: `Z-NEW-${rng.int(1, 40)}`, lpn: rng.next() < 0.3 ? `LPX${n}` : undefined }, rng.int(1, 9));
        else if (n % 3 === 1)
          atomically(wh, () => {
            receive(wh, ctx(at), doc, { sku: `NEW${n}`, location: 'Z-ROLLBACK' }, 1);
            allocate(wh, ctx(at), doc, row, row.onHand + 1); // more than there is: refused, all put back
          });
        else move(wh, ctx(at, 'mover'), { type: 'relocate', no: `W9/T${n}` }, row, `Z-MOVE-${rng.int(1, 9)}`, 1);
      } catch {
        // refused (nothing available to move, the rollback above): changes nothing
      }
    }
    expect(checkLedger(wh)).toEqual([]);
    expect(wh.rowsBySku.has('NEW1')).toBe(false);
    expectSame(wh, 4, 20);
  });
});

describe('the journal by its indexes = the journal read through', () => {
  it('lines of a document, of its parts, of a pallet', () => {
    const wh = scaleWarehouse({ rows: 500, records: 2500, seed: 3 });
    move(wh, ctx('2027-01-01T00:00:00.000Z'), { type: 'order', no: 'W1/SO00000002' }, wh.stock.find((r) => r.onHand - r.allocated - r.picked - r.hold > 1 && !r.lpn)!, 'Z-1', 1);
    for (const l of [...wh.journal].filter((_, i) => i % 97 === 0)) {
      expect(linesOf(wh, l.docNo)).toEqual(wh.journal.filter((j) => j.docNo === l.docNo));
      const tail = l.docNo.split('/').pop()!;
      expect(linesOfAny(wh, tail)).toEqual(wh.journal.filter((j) => j.docNo === tail || j.docNo.endsWith(`/${tail}`)));
      if (l.lpn) expect(linesOfLpn(wh, l.lpn)).toEqual(wh.journal.filter((j) => j.lpn === l.lpn));
    }
    expect(linesOfAny(wh, 'SO00000002').some((j) => j.docNo === 'W1/SO00000002')).toBe(true);
    expect(linesOf(wh, 'NOPE')).toEqual([]);
  });

  it('reads like the array it was: index, length, at, iteration, JSON', () => {
    const wh = scaleWarehouse({ rows: 50, records: 200, seed: 4 });
    const all = [...wh.journal];
    expect(all).toHaveLength(wh.journal.length);
    expect(wh.journal[3]).toEqual(all[3]);
    expect(wh.journal.at(-1)).toEqual(all[all.length - 1]);
    expect(wh.journal.findLast((l) => l.type === 'receive')).toEqual(all.filter((l) => l.type === 'receive').pop());
    expect(wh.journal.reduce((n, l) => n + l.delta.onHand, 0)).toBe(wh.stock.reduce((n, r) => n + r.onHand, 0));
    expect(wh.journal.every((l) => !!l.id) && wh.journal.some((l) => l.type === 'receive')).toBe(true);
    expect(JSON.parse(JSON.stringify(wh.journal))).toEqual(JSON.parse(JSON.stringify(all)));
    expect(all[0]).toMatchObject({ id: expect.stringMatching(/^IR\d+$/), rowId: expect.stringMatching(/^INV\d+$/), after: expect.any(Object) });
  });
});
