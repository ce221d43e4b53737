import { Journal } from '../journal';
import { journalOf } from '../ledger';
import { basicTable, catalogOf, layoutOf, seededWarehouseMaster, seedWarehouseMaster } from '../master/seed';
import { checkInvariants } from './inventory';
import { prng, SEEDED_WAREHOUSES, seedLocations, seedOutbound, seedProducts, seedWarehouse, seedWarehouseAnew } from './seed';
import type { WarehouseData } from './types';

describe('outbound seed', () => {
  const t0 = Date.now();
  const state = seedOutbound();
  const ms = Date.now() - t0;

  it('is big enough and spread over every state', () => {
    expect(state.products).toHaveLength(300);
    for (const id of ['w1', 'w2']) {
      const wh = state.warehouses[id];
      expect(wh.locations).toHaveLength(1000);
      expect(wh.orders.filter((o) => o.kind === 'b2c')).toHaveLength(2000);
      expect(wh.orders.filter((o) => o.kind === 'b2b')).toHaveLength(200);
      for (const kind of ['b2c', 'b2b'])
        for (const s of ['created', 'allocated', 'picking', 'picked', 'packed', 'labelled', 'shipped', 'cancelled', 'exception'])
          expect(wh.orders.some((o) => o.kind === kind && o.status === s)).toBe(true);
      expect(wh.destroys).toHaveLength(60);
      for (const s of ['created', 'approved', 'executed', 'cancelled']) expect(wh.destroys.some((d) => d.status === s)).toBe(true);
    }
    console.log(`seed took ${ms} ms`);
  });

  it('is consistent: records sum to the rows, nothing negative or over-reserved', () => {
    for (const wh of Object.values(state.warehouses)) expect(checkInvariants(wh)).toEqual([]);
  });

  it('is deterministic', () => {
    // seeded anew, not handed the copy kept of the first
    const m = seedWarehouseMaster('w1');
    const a = state.warehouses.w1;
    const b = seedWarehouseAnew(catalogOf(m), 'w1', 'SZ01', 1000, SEEDED_WAREHOUSES[0][2], layoutOf(m, basicTable()));
    expect(b.orders.map((o) => `${o.no}:${o.status}:${o.createdAt}`)).toEqual(a.orders.map((o) => `${o.no}:${o.status}:${o.createdAt}`));
    expect(b.stock.map((r) => r.onHand)).toEqual(a.stock.map((r) => r.onHand));
  });

  it('dates lie in the 30 days before the seed instant', () => {
    const times = state.warehouses.w1.orders.map((o) => Date.parse(o.createdAt));
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.parse('2026-11-01T08:00:00.000Z'));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.parse('2026-10-02T08:00:00.000Z'));
  });
});

describe('a warehouse seeded again from the same inputs', () => {
  const inputs = (dictionary = basicTable()) => {
    const master = seededWarehouseMaster('wt', seedProducts(prng(1), 60), seedLocations(prng(7)), ['u2']);
    return [catalogOf(master), 'wt', 'T01', 7, { b2c: 30, b2b: 6, destroys: 8 }, layoutOf(master, dictionary)] as const;
  };
  /** Everything of the warehouse as text: Maps and Sets by their entries, the journal with its indexes and columns. */
  const dump = (wh: WarehouseData) =>
    JSON.stringify({ ...wh, journal: journalOf(wh), lines: wh.journal.toJSON() }, (_, v) =>
      v instanceof Map ? ['Map', ...v] : v instanceof Set ? ['Set', ...v] : ArrayBuffer.isView(v) ? Array.from(v as Int32Array) : v,
    );
  /** The objects of the warehouse's own part (not the catalog and layout it was given). */
  const own = (wh: WarehouseData, given: object[]) => {
    const seen = new Set<object>(given);
    const out = new Set<object>();
    const walk = (v: unknown) => {
      if (!v || typeof v !== 'object' || seen.has(v)) return;
      seen.add(v);
      out.add(v);
      if (v instanceof Map) for (const [k, x] of v) [k, x].forEach(walk);
      else if (v instanceof Set) v.forEach(walk);
      else if (!ArrayBuffer.isView(v)) Object.values(v).forEach(walk);
    };
    const [catalog, layout] = given;
    for (const [k, v] of Object.entries(wh)) if (!(k in (catalog as object)) && !(k in (layout as object))) walk(k === 'journal' ? journalOf(wh) : v);
    return out;
  };

  it('is a copy equal to a fresh seed, of the inputs given, sharing nothing with another copy', () => {
    const fresh = seedWarehouseAnew(...inputs());
    const first = inputs();
    const a = seedWarehouse(...first);
    const second = inputs();
    const b = seedWarehouse(...second);
    expect(dump(a)).toBe(dump(fresh));
    expect(dump(b)).toBe(dump(fresh));
    expect(b.products).toBe(second[0].products);
    expect(b.locationByCode).toBe(second[5].locationByCode);
    expect(b.dictionary).toBe(second[5].dictionary);
    expect(journalOf(b)).toBeInstanceOf(Journal);
    const inA = own(a, [first[0], first[5]]);
    const shared = [...own(b, [second[0], second[5]])].filter((o) => inA.has(o));
    expect(shared).toEqual([]);
    // a change to one copy is in no later one
    a.orders[0].lines[0].qty = 999;
    a.stock[0].onHand = -1;
    journalOf(a).delta.a[0] = 12345;
    a.rowsBySku.clear();
    expect(dump(seedWarehouse(...inputs()))).toBe(dump(fresh));
  });

  it('is seeded anew when an input changed (the dictionary offers one carrier)', () => {
    const dictionary = basicTable();
    for (const e of dictionary.rows) if (e.type === 'carrier' && e.code !== 'UPS') e.enabled = false;
    const wh = seedWarehouse(...inputs(dictionary));
    expect(wh.orders.length).toBeGreaterThan(0);
    expect(wh.orders.every((o) => o.carrier === 'UPS')).toBe(true);
    expect(dump(wh)).toBe(dump(seedWarehouseAnew(...inputs(dictionary))));
  });
});
