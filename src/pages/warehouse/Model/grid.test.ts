import type { ModelAisle, ModelLocation } from '@/services/master';
import { fillBucket, layoutZone, pageAisles, pageOfAisle, statusTotals } from './grid';

const loc = (aisle: number, rack: number, level: number, bin?: number, extra: Partial<ModelLocation> = {}): ModelLocation => ({
  code: ['A', aisle, rack, level, bin].filter((p) => p !== undefined).map((p) => (typeof p === 'number' ? String(p).padStart(2, '0') : p)).join('-'),
  aisle,
  rack,
  level,
  ...(bin !== undefined ? { bin } : {}),
  status: 'active',
  onHand: 0,
  fillPct: 0,
  ...extra,
});

describe('fillBucket', () => {
  it('puts each percentage in one bucket, bounds included', () => {
    expect([0, 1, 25, 26, 50, 51, 75, 76, 99, 100].map(fillBucket)).toEqual(['empty', 'low', 'low', 'mid', 'mid', 'high', 'high', 'top', 'top', 'full']);
  });
  it('rounds, and keeps out-of-range values at the ends', () => {
    expect(fillBucket(0.4)).toBe('empty');
    expect(fillBucket(99.6)).toBe('full');
    expect(fillBucket(-5)).toBe('empty');
    expect(fillBucket(140)).toBe('full');
  });
});

describe('statusTotals', () => {
  it('sums the aisles of a zone', () => {
    const aisles: ModelAisle[] = [
      { aisle: 1, locations: 10, byStatus: { active: 8, locked: 1, disabled: 1 }, fillPct: 10 },
      { aisle: 2, locations: 5, byStatus: { active: 5, locked: 0, disabled: 0 }, fillPct: 0 },
    ];
    expect(statusTotals(aisles)).toEqual({ active: 13, locked: 1, disabled: 1, total: 15 });
    expect(statusTotals([])).toEqual({ active: 0, locked: 0, disabled: 0, total: 0 });
  });
});

describe('layoutZone', () => {
  it('orders aisles and racks ascending, levels highest first, bins ascending', () => {
    const input = [loc(2, 1, 1, 2), loc(1, 2, 1, 1), loc(1, 1, 2, 2), loc(1, 1, 1, 1), loc(1, 1, 2, 1), loc(1, 1, 1, 2)];
    const view = layoutZone(input);
    expect(view.map((a) => a.aisle)).toEqual([1, 2]);
    expect(view[0].racks.map((r) => r.rack)).toEqual([1, 2]);
    const rack = view[0].racks[0];
    expect(rack.levels).toEqual([2, 1]);
    expect(rack.bins).toEqual([1, 2]);
    expect(rack.at(2, 1)?.code).toBe('A-01-01-02-01');
    expect(rack.count).toBe(4);
    expect(view[0].count).toBe(5);
    expect(view[1].count).toBe(1);
  });

  it('lays out four-part codes (no bin) as one column, and leaves gaps empty', () => {
    const [aisle] = layoutZone([loc(3, 1, 1), loc(3, 1, 3)]);
    expect(aisle.racks[0].bins).toEqual([undefined]);
    expect(aisle.racks[0].levels).toEqual([3, 1]);
    expect(aisle.racks[0].at(1, undefined)?.code).toBe('A-03-01-01');
    expect(aisle.racks[0].at(2, undefined)).toBeUndefined();
  });

  it('places every location exactly once', () => {
    const input: ModelLocation[] = [];
    for (let a = 1; a <= 4; a++) for (let r = 1; r <= 3; r++) for (let l = 1; l <= 5; l++) for (let b = 1; b <= 2; b++) input.push(loc(a, r, l, b));
    const view = layoutZone(input.slice().reverse());
    const placed = view.flatMap((a) => a.racks.flatMap((r) => r.levels.flatMap((l) => r.bins.map((b) => r.at(l, b)?.code))));
    expect(placed.sort()).toEqual(input.map((l) => l.code).sort());
  });
});

describe('pageAisles', () => {
  const aisles = (counts: number[]) => counts.map((count, i) => ({ aisle: i + 1, racks: [], count }));

  it('fills pages with whole aisles up to the cell limit', () => {
    const pages = pageAisles(aisles([100, 100, 100, 100, 100, 100, 100]), 300);
    expect(pages.map((p) => p.map((a) => a.aisle))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('gives an aisle over the limit a page of its own', () => {
    const pages = pageAisles(aisles([50, 900, 50]), 300);
    expect(pages.map((p) => p.map((a) => a.aisle))).toEqual([[1], [2], [3]]);
  });

  it('keeps a small zone on one page, and an empty one on none', () => {
    expect(pageAisles(aisles([40, 40, 40]), 600)).toHaveLength(1);
    expect(pageAisles([], 600)).toEqual([]);
  });

  it('finds the page of an aisle', () => {
    const pages = pageAisles(aisles([100, 100, 100, 100]), 200);
    expect(pageOfAisle(pages, 3)).toBe(1);
    expect(pageOfAisle(pages, 1)).toBe(0);
    expect(pageOfAisle(pages, 42)).toBe(0);
  });
});
