import fc from 'fast-check';
import { MIXED_ZONE, planMatches, planWaves, wavePlanSchema, type PlanOrder, type WavePlanCriteria } from './wavePlan';

const order = (no: string, carrier: string, createdAt: string, zones: string[] = ['A']): PlanOrder => ({ id: `id-${no}`, no, carrier, createdAt, zones, lines: 1, units: 2 });
const at = (h: number) => `2026-01-01T${String(h).padStart(2, '0')}:00:00.000Z`;
const nos = (waves: { orders: PlanOrder[] }[]) => waves.map((w) => w.orders.map((o) => o.no));

describe('wave planning', () => {
  const orders = [order('O3', 'SF', at(3)), order('O1', 'SF', at(1)), order('O2', 'YTO', at(2)), order('O4', 'SF', at(4), ['B']), order('O5', 'SF', at(5), ['A', 'B'])];

  it('groups per carrier, oldest first, in waves of at most maxOrders', () => {
    const waves = planWaves(orders, { maxOrders: 2 });
    expect(waves.map((w) => [w.carrier, w.zone])).toEqual([
      ['SF', undefined],
      ['SF', undefined],
      ['YTO', undefined],
    ]);
    expect(nos(waves)).toEqual([['O1', 'O3'], ['O4', 'O5'], ['O2']]);
  });

  it('takes only the chosen carriers and orders created at or before the cut-off', () => {
    expect(nos(planWaves(orders, { carriers: ['yto'] }))).toEqual([['O2']]);
    expect(nos(planWaves(orders, { carriers: ['SF'], cutoff: at(3) }))).toEqual([['O1', 'O3']]);
    expect(nos(planWaves(orders, { cutoff: '2026-01-01T02:00:00+00:00' }))).toEqual([['O1'], ['O2']]);
  });

  it('with zones: only orders all in those zones, grouped per zone, spanning orders in a mixed group', () => {
    const waves = planWaves(orders, { zones: ['A', 'B'] });
    expect(waves.map((w) => [w.carrier, w.zone, w.orders.map((o) => o.no)])).toEqual([
      ['SF', 'A', ['O1', 'O3']],
      ['SF', 'B', ['O4']],
      ['SF', MIXED_ZONE, ['O5']],
      ['YTO', 'A', ['O2']],
    ]);
    expect(nos(planWaves(orders, { zones: ['B'] }))).toEqual([['O4']]);
    expect(planMatches(order('X', 'SF', at(1), []), { zones: ['A'] })).toBe(false);
  });

  it('plans nothing when nothing matches', () => {
    expect(planWaves(orders, { carriers: ['ZTO'] })).toEqual([]);
    expect(planWaves([], {})).toEqual([]);
  });

  it('checks the criteria: maxOrders 1..200 (20 by default), an ISO cut-off, codes', () => {
    expect(wavePlanSchema.parse({}).maxOrders).toBe(20);
    expect(wavePlanSchema.parse({ carriers: ['sf', 'SF'], zones: ['a'] })).toEqual({ carriers: ['SF'], zones: ['A'], maxOrders: 20 });
    for (const bad of [{ maxOrders: 0 }, { maxOrders: 201 }, { maxOrders: 1.5 }, { cutoff: 'yesterday' }, { carriers: [''] }, { zones: ['A B'] }, { other: 1 }])
      expect(wavePlanSchema.safeParse(bad).success).toBe(false);
    expect(wavePlanSchema.safeParse({ cutoff: '2026-01-01T08:00:00+08:00', maxOrders: 200 }).success).toBe(true);
  });

  it('puts every matching order in exactly one wave, no wave over maxOrders, no other order', () => {
    const carrier = fc.constantFrom('SF', 'YTO', 'ZTO');
    const zone = fc.constantFrom('A', 'B', 'C');
    const anOrder = fc.record({ carrier, hour: fc.integer({ min: 0, max: 23 }), zones: fc.array(zone, { maxLength: 3 }) });
    const criteria: fc.Arbitrary<WavePlanCriteria> = fc.record(
      {
        carriers: fc.uniqueArray(carrier, { maxLength: 3 }),
        cutoff: fc.integer({ min: 0, max: 23 }).map(at),
        zones: fc.uniqueArray(zone, { maxLength: 3 }),
        maxOrders: fc.integer({ min: 1, max: 5 }),
      },
      { requiredKeys: ['maxOrders'] },
    );
    fc.assert(
      fc.property(fc.array(anOrder, { maxLength: 40 }), criteria, (raw, c) => {
        const list = raw.map((r, i) => order(`O${i}`, r.carrier, at(r.hour), r.zones));
        const waves = planWaves(list, c);
        const planned = waves.flatMap((w) => w.orders.map((o) => o.no));
        const matching = list.filter((o) => planMatches(o, c)).map((o) => o.no);
        expect([...planned].sort()).toEqual([...matching].sort());
        expect(new Set(planned).size).toBe(planned.length);
        for (const w of waves) {
          expect(w.orders.length).toBeGreaterThan(0);
          expect(w.orders.length).toBeLessThanOrEqual(c.maxOrders!);
          expect(w.orders.every((o) => o.carrier === w.carrier)).toBe(true);
          const inZone = (o: PlanOrder) => (w.zone === MIXED_ZONE ? new Set(o.zones).size > 1 : o.zones.every((z) => z === w.zone));
          expect(w.orders.every((o) => !c.zones?.length || inZone(o))).toBe(true);
          expect(!c.carriers?.length || c.carriers.includes(w.carrier)).toBe(true);
          expect(w.orders.every((o) => !c.cutoff || o.createdAt <= c.cutoff)).toBe(true);
        }
      }),
    );
  });
});
