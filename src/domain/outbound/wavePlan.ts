/**
 * Wave planning: which allocated orders (not in a wave yet) go into which pick waves, by carrier,
 * cut-off and zone. The rule and its criteria schema, shared by the console and the mock.
 */
import { z } from 'zod';
import { required } from '../fields';
import { CARRIER_MAX } from './schema';

export const WAVE_PLAN_MAX_ORDERS = 200;
export const WAVE_PLAN_DEFAULT_ORDERS = 20;
/** The group of orders whose allocations span several zones (only when zones are chosen). */
export const MIXED_ZONE = 'mixed';
const ZONE_MAX = 16;
const LIST_MAX = 100;

const code = (max: number) =>
  required(max)
    .regex(/^[\x21-\x7e]+$/)
    .transform((s) => s.toUpperCase());
/** A list without repeats: a repeated entry means nothing more, so it is folded, not refused. */
const codes = (max: number) =>
  z
    .array(code(max))
    .max(LIST_MAX)
    .transform((xs) => [...new Set(xs)]);

export const wavePlanSchema = z.strictObject({
  /** Only orders of these carriers; none or empty: every carrier. */
  carriers: codes(CARRIER_MAX).optional(),
  /** Only orders created at or before this time. */
  cutoff: z.iso.datetime({ offset: true }).optional(),
  /** Only orders whose allocated locations are all in these zones; then grouped by zone too. */
  zones: codes(ZONE_MAX).optional(),
  maxOrders: z.number().int().min(1).max(WAVE_PLAN_MAX_ORDERS).default(WAVE_PLAN_DEFAULT_ORDERS),
});
export type WavePlanCriteria = z.input<typeof wavePlanSchema>;

/** What planning reads of an allocated order. */
export interface PlanOrder {
  id: string;
  no: string;
  carrier: string;
  createdAt: string;
  /** The zones of its allocated locations (repeats allowed). */
  zones: string[];
  lines: number;
  units: number;
}

export interface PlannedWave<O extends PlanOrder = PlanOrder> {
  carrier: string;
  /** The zone of every order of the wave, MIXED_ZONE, or absent when zones were not chosen. */
  zone?: string;
  orders: O[];
}

const oldestFirst = (a: PlanOrder, b: PlanOrder) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.no.localeCompare(b.no);

/** Whether an order meets the criteria (carriers, cut-off, zones). */
export function planMatches(order: PlanOrder, criteria: WavePlanCriteria): boolean {
  if (criteria.carriers?.length && !criteria.carriers.map((c) => c.toUpperCase()).includes(order.carrier.toUpperCase())) return false;
  if (criteria.cutoff && !(Date.parse(order.createdAt) <= Date.parse(criteria.cutoff))) return false;
  if (criteria.zones?.length) {
    const zones = criteria.zones.map((z) => z.toUpperCase());
    if (!order.zones.length || !order.zones.every((z) => zones.includes(z.toUpperCase()))) return false;
  }
  return true;
}

/**
 * Matching orders per carrier (and zone when chosen; several zones: the mixed group, last), oldest
 * first, cut into waves of at most maxOrders; groups in carrier order, then zone order.
 */
export function planWaves<O extends PlanOrder>(orders: O[], criteria: WavePlanCriteria): PlannedWave<O>[] {
  const max = Math.min(Math.max(1, Math.floor(criteria.maxOrders ?? WAVE_PLAN_DEFAULT_ORDERS)), WAVE_PLAN_MAX_ORDERS);
  const byZone = !!criteria.zones?.length;
  const groups = new Map<string, { carrier: string; zone?: string; orders: O[] }>();
  for (const o of orders) {
    if (!planMatches(o, criteria)) continue;
    const carrier = o.carrier.toUpperCase();
    const distinct = [...new Set(o.zones.map((z) => z.toUpperCase()))];
    const zone = byZone ? (distinct.length === 1 ? distinct[0] : MIXED_ZONE) : undefined;
    const key = `${carrier}\u0000${zone ?? ''}`;
    const g = groups.get(key) ?? { carrier, ...(zone === undefined ? {} : { zone }), orders: [] };
    g.orders.push(o);
    groups.set(key, g);
  }
  const zoneRank = (z?: string) => (z === MIXED_ZONE ? 1 : 0);
  const sorted = [...groups.values()].sort((a, b) => a.carrier.localeCompare(b.carrier) || zoneRank(a.zone) - zoneRank(b.zone) || (a.zone ?? '').localeCompare(b.zone ?? ''));
  return sorted.flatMap((g) => {
    const list = [...g.orders].sort(oldestFirst);
    const waves: PlannedWave<O>[] = [];
    for (let i = 0; i < list.length; i += max) waves.push({ carrier: g.carrier, ...(g.zone === undefined ? {} : { zone: g.zone }), orders: list.slice(i, i + max) });
    return waves;
  });
}
