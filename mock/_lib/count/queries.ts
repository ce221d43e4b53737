/** Count's queries the list screens and the home dashboard share (mock/count.ts, mock/_lib/dashboard). */
import { skuOf } from '../site/sku';
import { reviewTask } from './rules';
import type { CountEnv } from './types';

export const text = (q: Record<string, unknown>, k: string) => (typeof q[k] === 'string' ? (q[k] as string).trim() : '');

/** A query's SKU test: a SKU or barcode, else part of a SKU. */
export function skuTest(e: CountEnv, v: string): (sku: string) => boolean {
  if (!v) return () => true;
  const exact = skuOf(e.ledger, v);
  if (exact) return (s) => s === exact;
  return (s) => s.includes(v.toUpperCase());
}

/** The variance review's rows (284) for a query's filters, all states: the list and the home dashboard count them. */
export function reviewRows(e: CountEnv, q: Record<string, unknown>) {
  const planQ = text(q, 'plan').toUpperCase();
  const location = text(q, 'location').toUpperCase();
  const sku = skuTest(e, text(q, 'sku'));
  const hasSku = !!text(q, 'sku');
  const variance = text(q, 'variance') === 'true';
  return e.place.plans
    .filter((p) => !planQ || p.no === planQ || p.id.toUpperCase() === planQ)
    .flatMap((p) => p.tasks.map((t) => ({ p, t })))
    .filter(({ t }) => !location || t.location.startsWith(location))
    .map(({ p, t }) => ({ ...reviewTask(e, p, t), createdAt: p.createdAt }))
    .filter((r) => (!hasSku || r.lines.some((l) => sku(l.sku))) && (!variance || r.lines.some((l) => l.variance)));
}
