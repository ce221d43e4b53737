/**
 * Location codes and the range generator, shared by mock and console (relative imports only).
 * A code is ZONE-AA-RR-LL or ZONE-AA-RR-LL-BB, each part two digits (01–99), upper case.
 */
export const ZONE_CODE_RE = /^[A-Z0-9]{1,8}$/;
export const LOCATION_CODE_RE = /^[A-Z0-9]{1,8}(-\d{2}){3}(-\d{2})?$/;
/** Aisle, rack, level and bin numbers. */
export const LOCATION_PART_MIN = 1;
export const LOCATION_PART_MAX = 99;
/** Most locations one generate request makes (and one preview lists). */
export const LOCATION_GENERATE_MAX = 5000;

export interface LocationParts {
  zone: string;
  aisle: number;
  rack: number;
  level: number;
  bin?: number;
}

export interface Range {
  from: number;
  to: number;
}

export interface LocationRanges {
  zone: string;
  aisles: Range;
  racks: Range;
  levels: Range;
  /** Without: four-part codes (no bin). */
  bins?: Range;
}

const two = (n: number) => String(n).padStart(2, '0');

export function formatLocationCode(p: LocationParts): string {
  const parts = [p.zone.toUpperCase(), two(p.aisle), two(p.rack), two(p.level)];
  if (p.bin !== undefined) parts.push(two(p.bin));
  return parts.join('-');
}

/** The parts of a well-formed code; undefined for anything else. */
export function parseLocationCode(code: string): LocationParts | undefined {
  const c = code.trim().toUpperCase();
  if (!LOCATION_CODE_RE.test(c)) return undefined;
  const [zone, aisle, rack, level, bin] = c.split('-');
  const n = (s: string) => Number(s);
  if ([aisle, rack, level, bin].some((s) => s !== undefined && (n(s) < LOCATION_PART_MIN || n(s) > LOCATION_PART_MAX))) return undefined;
  return { zone, aisle: n(aisle), rack: n(rack), level: n(level), ...(bin !== undefined ? { bin: n(bin) } : {}) };
}

const size = (r: Range | undefined) => (r ? Math.max(0, r.to - r.from + 1) : 1);

/** How many codes the ranges make (aisles × racks × levels × bins), without making them. */
export const countLocationCodes = (r: LocationRanges) => size(r.aisles) * size(r.racks) * size(r.levels) * size(r.bins);

export class TooManyLocations extends Error {
  constructor(public count: number) {
    super(`${count} locations: at most ${LOCATION_GENERATE_MAX} per request`);
  }
}

/**
 * Every code of the ranges, in walking order (aisle, rack, level, bin), which is also their pick
 * sequence. More than LOCATION_GENERATE_MAX is refused before any code is made.
 */
export function generateLocationCodes(r: LocationRanges): LocationParts[] {
  const count = countLocationCodes(r);
  if (count > LOCATION_GENERATE_MAX) throw new TooManyLocations(count);
  const out: LocationParts[] = [];
  const zone = r.zone.trim().toUpperCase();
  for (let aisle = r.aisles.from; aisle <= r.aisles.to; aisle++)
    for (let rack = r.racks.from; rack <= r.racks.to; rack++)
      for (let level = r.levels.from; level <= r.levels.to; level++) {
        if (!r.bins) out.push({ zone, aisle, rack, level });
        else for (let bin = r.bins.from; bin <= r.bins.to; bin++) out.push({ zone, aisle, rack, level, bin });
      }
  return out;
}
