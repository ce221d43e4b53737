/**
 * The rules of generating locations by ranges: the form's values as the request body, the body's
 * problems the field rules cannot see (a range's order, the 5,000 cap), and the preview's codes
 * grouped by rack for reading.
 */
import { countLocationCodes, LOCATION_GENERATE_MAX, locationGenerateSchema, type LocationGenerateInput, type LocationType } from '@/domain/master';
import { issueMessage } from '@/domain/validation';

type RangeValues = { from?: number | null; to?: number | null };

/** What the generate form holds (numbers are null once cleared). */
export interface GenerateValues {
  zone?: string;
  aisles?: RangeValues;
  racks?: RangeValues;
  levels?: RangeValues;
  withBins?: boolean;
  bins?: RangeValues;
  type?: LocationType;
  capacity?: number | null;
  pickSeq?: number | null;
}

const range = (r: RangeValues | undefined) => ({ from: r?.from ?? undefined, to: r?.to ?? undefined }) as { from: number; to: number };

/** The request body of the form's values: bins only when switched on; an empty pick sequence left out. */
export function generateBody(v: GenerateValues): LocationGenerateInput {
  return {
    zone: v.zone as string,
    aisles: range(v.aisles),
    racks: range(v.racks),
    levels: range(v.levels),
    ...(v.withBins ? { bins: range(v.bins) } : {}),
    type: v.type as LocationType,
    capacity: v.capacity as number,
    ...(v.pickSeq !== null && v.pickSeq !== undefined ? { pickSeq: v.pickSeq } : {}),
  };
}

/** How many codes the values make; undefined while a range is incomplete or reversed. */
export function countOf(v: GenerateValues): number | undefined {
  const body = generateBody(v);
  const ranges = [body.aisles, body.racks, body.levels, ...(body.bins ? [body.bins] : [])];
  if (ranges.some((r) => typeof r.from !== 'number' || typeof r.to !== 'number' || r.from > r.to)) return undefined;
  return countLocationCodes({ zone: body.zone ?? '', aisles: body.aisles, racks: body.racks, levels: body.levels, bins: body.bins });
}

/** Over the cap: the count and the limit, for the translated message (server.master.generateTooMany). */
export const overCap = (count: number | undefined) => (count !== undefined && count > LOCATION_GENERATE_MAX ? { count, max: LOCATION_GENERATE_MAX } : undefined);

/**
 * The whole request schema's problems, each on the form field it names (a reversed range on its
 * `to`, the cap on the aisles' `to`): what the single-field rules cannot see. Empty when the body
 * is good.
 */
export function bodyProblems(body: LocationGenerateInput): { name: (string | number)[]; key: string; vars?: Record<string, unknown> }[] {
  const result = locationGenerateSchema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    const name = path.length === 1 && ['aisles', 'racks', 'levels', 'bins'].includes(String(path[0])) ? [...path, 'to'] : path;
    const value = path.reduce<unknown>((o, p) => (o && typeof o === 'object' ? (o as Record<string | number, unknown>)[p] : undefined), body);
    const { key, vars } = issueMessage(issue as never, value);
    return { name, key, vars };
  });
}

/** The same body (a preview stays good for exactly the values it was made from). */
export const sameBody = (a: LocationGenerateInput | undefined, b: LocationGenerateInput | undefined) => !!a && !!b && JSON.stringify(a) === JSON.stringify(b);

/** Preview codes by rack ("A-01-02"), racks in the order the codes come (walking order). */
export function groupByRack<C extends { code: string }>(codes: C[]): { rack: string; codes: C[] }[] {
  const groups = new Map<string, C[]>();
  for (const c of codes) {
    const rack = c.code.split('-').slice(0, 3).join('-');
    const list = groups.get(rack) ?? [];
    groups.set(rack, list);
    list.push(c);
  }
  return [...groups].map(([rack, list]) => ({ rack, codes: list }));
}
