/**
 * The floors of mock/_lib (docs/mock.md): no import cycle (`import type` counted), no import of a
 * higher floor or another area. `npm run lint` runs the same check (scripts/mock-graph.cjs).
 */
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { graph, cycles, upward, FLOORS } = require('../../scripts/mock-graph.cjs');

describe('mock/_lib floors', () => {
  const g = graph();

  it('reads every module of mock/_lib, type imports included', () => {
    expect(g.size).toBeGreaterThan(50);
    // the ledger's words are a type-only import of the stock index
    expect(g.get('stockIndex.ts')).toContain('stockTypes.ts');
  });

  it('has no import cycle', () => {
    expect(cycles(g)).toEqual([]);
  });

  it('imports nothing of a higher floor, and no area another area', () => {
    expect(upward(g)).toEqual([]);
  });

  it('puts every folder and top-level file on a floor', () => {
    const units = new Set(FLOORS.flatMap(([, us]: [string, string[]]) => us));
    const unplaced = [...g.keys()].map((f: string) => (f.includes('/') ? f.split('/')[0] : f.replace(/\.ts$/, ''))).filter((u: string) => !units.has(u));
    expect(unplaced).toEqual([]);
  });
});
