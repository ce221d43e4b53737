import { checkInvariants } from './inventory';
import { seedOutbound } from './seed';

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
    const again = seedOutbound(['w1']);
    const a = state.warehouses.w1;
    const b = again.warehouses.w1;
    expect(b.orders.map((o) => `${o.no}:${o.status}:${o.createdAt}`)).toEqual(a.orders.map((o) => `${o.no}:${o.status}:${o.createdAt}`));
    expect(b.stock.map((r) => r.onHand)).toEqual(a.stock.map((r) => r.onHand));
  });

  it('dates lie in the 30 days before the seed instant', () => {
    const times = state.warehouses.w1.orders.map((o) => Date.parse(o.createdAt));
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.parse('2026-11-01T08:00:00.000Z'));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.parse('2026-10-02T08:00:00.000Z'));
  });
});
