/**
 * The warehouse map's rules: how fill is bucketed for colour, how a zone's locations are laid out
 * (aisle rows, each rack an elevation of levels × bins) and how aisles are paged so that a large
 * zone never puts thousands of cells in the page at once.
 */
import type { LocationStatus, ModelAisle, ModelLocation } from '@/services/master';

/** Fill buckets, lowest first: `upTo` is the highest fill % of the bucket (0 = empty). */
export const FILL_BUCKETS = [
  { key: 'empty', from: 0, upTo: 0 },
  { key: 'low', from: 1, upTo: 25 },
  { key: 'mid', from: 26, upTo: 50 },
  { key: 'high', from: 51, upTo: 75 },
  { key: 'top', from: 76, upTo: 99 },
  { key: 'full', from: 100, upTo: 100 },
] as const;
export type FillBucket = (typeof FILL_BUCKETS)[number]['key'];

/** The bucket of a fill percentage (rounded; below 0 is empty, above 100 full). */
export function fillBucket(pct: number): FillBucket {
  const p = Math.round(pct);
  return (FILL_BUCKETS.find((b) => p <= b.upTo) ?? FILL_BUCKETS[FILL_BUCKETS.length - 1]).key;
}

/** A zone's location counts by status, summed over its aisles. */
export function statusTotals(aisles: ModelAisle[]): Record<LocationStatus, number> & { total: number } {
  const out = { active: 0, locked: 0, disabled: 0, total: 0 };
  for (const a of aisles) {
    out.active += a.byStatus.active;
    out.locked += a.byStatus.locked;
    out.disabled += a.byStatus.disabled;
    out.total += a.locations;
  }
  return out;
}

/** One rack of an aisle, as seen from the aisle: levels top (highest) first, bins left to right. */
export interface RackView {
  rack: number;
  /** Highest level first. */
  levels: number[];
  /** The bins used in this rack, ascending; `[undefined]` when its codes have no bin. */
  bins: (number | undefined)[];
  /** The location at a level and bin, if there is one (a rack may have gaps). */
  at: (level: number, bin: number | undefined) => ModelLocation | undefined;
  count: number;
}

export interface AisleView {
  aisle: number;
  racks: RackView[];
  count: number;
}

const key = (level: number, bin: number | undefined) => `${level}/${bin ?? ''}`;

/** A zone's locations as aisle rows (ascending), each of racks (ascending). */
export function layoutZone(locations: ModelLocation[]): AisleView[] {
  const aisles = new Map<number, Map<number, ModelLocation[]>>();
  for (const l of locations) {
    const racks = aisles.get(l.aisle) ?? new Map<number, ModelLocation[]>();
    aisles.set(l.aisle, racks);
    const list = racks.get(l.rack) ?? [];
    racks.set(l.rack, list);
    list.push(l);
  }
  const asc = (a: number, b: number) => a - b;
  return [...aisles.keys()].sort(asc).map((aisle) => {
    const racks = aisles.get(aisle)!;
    const views = [...racks.keys()].sort(asc).map((rack): RackView => {
      const list = racks.get(rack)!;
      const byKey = new Map(list.map((l) => [key(l.level, l.bin), l]));
      const levels = [...new Set(list.map((l) => l.level))].sort((a, b) => b - a);
      const binSet = new Set(list.map((l) => l.bin));
      const bins = [...binSet].sort((a, b) => (a ?? 0) - (b ?? 0));
      return { rack, levels, bins, at: (level, bin) => byKey.get(key(level, bin)), count: list.length };
    });
    return { aisle, racks: views, count: views.reduce((s, r) => s + r.count, 0) };
  });
}

/**
 * Aisles in pages of at most `maxCells` locations each (whole aisles: an aisle larger than the
 * limit is a page of its own). Every aisle is on exactly one page, in order.
 */
export function pageAisles(aisles: AisleView[], maxCells: number): AisleView[][] {
  const pages: AisleView[][] = [];
  let current: AisleView[] = [];
  let cells = 0;
  for (const a of aisles) {
    if (current.length && cells + a.count > maxCells) {
      pages.push(current);
      current = [];
      cells = 0;
    }
    current.push(a);
    cells += a.count;
  }
  if (current.length) pages.push(current);
  return pages;
}

/** The page (0-based) that holds an aisle; 0 when no page does. */
export const pageOfAisle = (pages: AisleView[][], aisle: number) => Math.max(0, pages.findIndex((p) => p.some((a) => a.aisle === aisle)));
