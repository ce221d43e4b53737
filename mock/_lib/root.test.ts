/**
 * A warehouse's data is made whole on its first use: every area that seeds stock changes (relocations
 * in transit, FBA holds, count locks, accepted customer requests) seeds right after the ledger, so no
 * later visit of another area's screen changes the stock somebody has already read.
 */
import { getCms, cmsEnv } from './cms';
import { getCounts, countEnv } from './count';
import { getInbound } from './inbound';
import { getRelocate, relocateEnv } from './relocate';
import { AREA_SEEDS } from './root';
import { duringWrite, recordAudit } from './audit';
import { getStore, resetStore } from './store';
import { getOutbound } from './outbound';

const ctx = { operator: 'tester', now: new Date().toISOString() };

const stockOf = (warehouseId: string) =>
  getOutbound()
    .warehouses[warehouseId].stock.map((r) => `${r.location}|${r.sku}|${r.lot ?? ''}|${r.onHand}|${r.allocated}|${r.picked}|${r.hold}`)
    .sort();

describe('area seeds', () => {
  beforeEach(() => resetStore());

  it('the first reading of a ledger finds every area of its warehouse seeded', () => {
    expect(getRelocate().warehouses.w1).toBeUndefined();
    getOutbound().warehouses.w1;
    expect(getInbound().warehouses.w1?.notices.length).toBeGreaterThan(0);
    expect(getRelocate().warehouses.w1?.relocations.length).toBeGreaterThan(0);
    expect(getRelocate().warehouses.w1?.fba.length).toBeGreaterThan(0);
    expect(getCounts().warehouses.w1?.plans.length).toBeGreaterThan(0);
    expect(getCms().warehouses.w1?.bookings.length).toBeGreaterThan(0);
    // only the warehouse asked for
    expect(getRelocate().warehouses.w2).toBeUndefined();
  });

  it('opening another area afterwards changes no stock', () => {
    const before = stockOf('w1');
    relocateEnv('w1', ctx);
    countEnv('w1', ctx);
    cmsEnv('w1', ctx);
    expect(stockOf('w1')).toEqual(before);
  });

  it('seeds the areas in the root\'s one explicit order', () => {
    expect(AREA_SEEDS.map(([area]) => area)).toEqual(['inbound', 'relocate', 'count', 'cms']);
  });

  it('seeds the same whichever area is opened first', () => {
    cmsEnv('w2', ctx);
    const viaCms = stockOf('w2');
    resetStore();
    countEnv('w2', ctx);
    expect(stockOf('w2')).toEqual(viaCms);
  });

  it('a warehouse first made inside a person\'s write records no seeded document in the audit trail', () => {
    const seq = getStore().seq;
    duringWrite(() => getOutbound().warehouses.w1);
    expect(getStore().audit).toEqual([]);
    expect(getStore().seq).toBe(seq);
    // and the write's own records are still kept
    duringWrite(() => {
      getOutbound().warehouses.w2;
      recordAudit({ entity: 'test', entityId: 'x', record: 'x', warehouseId: 'w2', action: 'edit', operator: 'tester', before: { a: 1 }, after: { a: 2 } });
    });
    expect(getStore().audit.map((r) => r.entity)).toEqual(['test']);
  });
});
