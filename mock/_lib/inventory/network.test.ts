/**
 * The network's stock from the stock index gives the pages and totals of a scan of every row, after
 * random receipts, moves into transit, holds, allocations and shipments.
 */
import fc from 'fast-check';
import { allocate, available, move, putOnHold, receive, ship, pick, type LedgerCtx } from '../ledger';
import { prng } from '../prng';
import { basicTable, seedProducts } from '../master/seed';
import { emptyWarehouse } from '../outbound/seed';
import type { Location, WarehouseData } from '../outbound/types';
import { collate } from '../stockIndex';
import { isTransferTransit, type NetworkRow } from '../../../src/domain/outbound/transfer';
import { networkRows, type NetworkPlace } from './network';

const loc = (code: string, i: number): Location => ({ id: code, code, zone: 'A', aisle: 1, rack: 1, level: 1, type: 'shelf', capacity: 10_000, status: i % 5 === 4 ? 'locked' : 'active', pickSeq: i });

function site(id: string): WarehouseData {
  const products = seedProducts(prng(7), 24);
  const locations = [...Array.from({ length: 8 }, (_, i) => loc(`A-01-01-0${i + 1}`, i)), loc('INTRANSIT-TO1', 9)];
  return emptyWarehouse(
    id,
    { products, productBySku: new Map(products.map((p) => [p.sku, p])), skuByBarcode: new Map(products.flatMap((p) => p.barcodes.map((b) => [b, p.sku] as [string, string]))) },
    { zones: [], locations, locationByCode: new Map(locations.map((l) => [l.code, l])), docks: [], dictionary: basicTable() },
  );
}

/** Every row of every place summed: the figures the network shows, in SKU then place order. */
function scanned(places: NetworkPlace[], q: string): NetworkRow[] {
  const rows: NetworkRow[] = [];
  places.forEach(({ warehouse: w, site: s }) => {
    const sums = new Map<string, NetworkRow>();
    for (const r of s.stock) {
      const p = s.productBySku.get(r.sku)!;
      if (q && !r.sku.includes(q.toUpperCase()) && s.skuByBarcode.get(q) !== r.sku && !p.nameZh.includes(q) && !p.nameEn.toLowerCase().includes(q.toLowerCase())) continue;
      let x = sums.get(r.sku);
      if (!x) sums.set(r.sku, (x = { id: `${w.id}:${r.sku}`, sku: r.sku, nameZh: p.nameZh, nameEn: p.nameEn, warehouse: w, available: 0, onHand: 0, inTransit: 0 }));
      if (isTransferTransit(r.location)) x.inTransit += r.onHand;
      else x.onHand += r.onHand;
      if (s.locationByCode.get(r.location)!.status === 'active') x.available += available(r);
    }
    rows.push(...[...sums.values()].filter((x) => x.onHand || x.inTransit));
  });
  const order = places.map((p) => p.warehouse.id);
  return rows.sort((a, b) => collate(a.sku, b.sku) || order.indexOf(a.warehouse.id) - order.indexOf(b.warehouse.id));
}

const step = fc.record({ op: fc.constantFrom('receive', 'receive', 'transit', 'hold', 'allocate', 'ship'), w: fc.nat(1), a: fc.nat(1000), b: fc.nat(1000) });

test('pages and totals equal a scan of every row, whatever was done', () => {
  fc.assert(
    fc.property(fc.array(step, { maxLength: 60 }), fc.nat(1000), (steps, seed) => {
      const places: NetworkPlace[] = ['w1', 'w2'].map((id) => ({ warehouse: { id, code: id.toUpperCase(), name: id }, site: site(id) }));
      steps.forEach(({ op, w, a, b }, n) => {
        const s = places[w].site;
        const ctx: LedgerCtx = { operator: 'prop', now: new Date(Date.UTC(2026, 10, 1) + n * 60_000).toISOString() };
        const row = s.stock.length ? s.stock[a % s.stock.length] : undefined;
        const doc = { type: 'order', no: `SO${n}` };
        if (op === 'receive' || !row) receive(s, ctx, { type: 'receipt', no: `R${n}` }, { sku: s.products[a % s.products.length].sku, location: s.locations[b % 8].code }, 1 + (b % 40));
        else if (available(row) < 1) return;
        else if (op === 'transit' && !isTransferTransit(row.location)) move(s, ctx, { type: 'transfer', no: `T${n}` }, row, 'INTRANSIT-TO1', 1 + (b % available(row)));
        else if (op === 'hold') putOnHold(s, ctx, { type: 'hold', no: `H${n}` }, row, 1, 'check');
        else if (op === 'allocate' || op === 'ship') {
          const qty = 1 + (b % available(row));
          allocate(s, ctx, doc, row, qty);
          if (op === 'ship') {
            pick(s, ctx, doc, row, qty);
            ship(s, ctx, doc, row, qty);
          }
        }
      });
      const rng = prng(seed);
      const skus = places.flatMap((p) => p.site.stock.map((r) => r.sku));
      for (const q of ['', 'sku', skus[rng.int(0, Math.max(0, skus.length - 1))] ?? 'none', 'nope']) {
        const all = scanned(places, q);
        for (const [current, pageSize] of [[1, 10], [2, 3], [rng.int(1, 6), rng.int(1, 7)]]) {
          const got = networkRows(places, { sku: q, current, pageSize });
          expect({ total: got.total, list: got.list }).toEqual({ total: all.length, list: all.slice((current - 1) * pageSize, current * pageSize) });
        }
      }
    }),
    { numRuns: 60, seed: 48 },
  );
});
