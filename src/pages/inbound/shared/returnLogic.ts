/**
 * The returns screens' own reckoning, apart from their components (unit tests: returnLogic.test.ts):
 * counting scanned units against what an order may still send back, the grades of a return's lines,
 * and what booking a graded return will do.
 */
import { codeMatches } from '@/kits/scan/readScan';
import type { GradeInput, ReturnCondition, ReturnInput } from '@/services/inbound';
import { isRequestError } from '@/utils/request';

// ---------------------------------------------------------------- preprocessing: counting by scan

/** A line of the shipped order as the preprocessing station counts it. */
export interface CountLine {
  sku: string;
  barcodes: string[];
  /** Units that may still come back (shipped minus live returns). */
  returnable: number;
}

export type CountResult =
  | { ok: true; index: number; counts: number[] }
  /** The code names no product of the order. */
  | { ok: false; reason: 'notOnOrder' }
  /** Every returnable unit of the line is counted already (or `qty` would go past it). */
  | { ok: false; reason: 'full'; index: number; left: number };

/**
 * One scan of a product (its SKU or a barcode; a GTIN-14 matches the EAN it carries): the line it
 * names counts `qty` more units, never more than the line may return. `counts` is not changed.
 */
export function countScan(lines: readonly CountLine[], counts: readonly number[], code: string, qty = 1): CountResult {
  const index = lines.findIndex((l) => codeMatches(code, [l.sku, ...l.barcodes]));
  if (index < 0) return { ok: false, reason: 'notOnOrder' };
  const left = lines[index].returnable - (counts[index] ?? 0);
  if (qty > left) return { ok: false, reason: 'full', index, left };
  const next = lines.map((_, i) => counts[i] ?? 0);
  next[index] += qty;
  return { ok: true, index, counts: next };
}

/** A count set by hand: a whole number from 0 to what the line may return. */
export const clampCount = (line: CountLine, value: number | null | undefined) => Math.min(Math.max(Math.floor(value ?? 0), 0), line.returnable);

/**
 * The request that creates the return: the lines with units counted, and for each the index of the
 * order's line it came from (the server names a problem by the request's line index).
 */
export function returnRequest(order: string, lines: readonly CountLine[], counts: readonly number[], extra: { condition: ReturnCondition; trailerNo?: string; note?: string }): { input: ReturnInput; lineOf: number[] } {
  const lineOf = lines.map((_, i) => i).filter((i) => (counts[i] ?? 0) > 0);
  const trailerNo = extra.trailerNo?.trim();
  const note = extra.note?.trim();
  return {
    input: { order, condition: extra.condition, ...(trailerNo ? { trailerNo } : {}), ...(note ? { note } : {}), lines: lineOf.map((i) => ({ sku: lines[i].sku, qty: counts[i] })) },
    lineOf,
  };
}

/** A refused request's problems per field (`lines.0.qty` → its translated message). */
export function fieldProblems(e: unknown): Record<string, string> {
  const fields = isRequestError(e) ? (e.data as { fields?: unknown } | undefined)?.fields : undefined;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields as Record<string, unknown>).filter((kv): kv is [string, string] => typeof kv[1] === 'string'));
}

/** The request's problems of its lines (`lines.N.field`) moved onto the order's lines they came from. */
export function problemsByLine(problems: Record<string, string>, lineOf: readonly number[]): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [field, text] of Object.entries(problems)) {
    const m = /^lines\.(\d+)\./.exec(field);
    const line = m ? lineOf[Number(m[1])] : undefined;
    if (line !== undefined && !(line in out)) out[line] = text;
  }
  return out;
}

// ---------------------------------------------------------------- grading

export interface GradeValues {
  restock?: number | null;
  damaged?: number | null;
  destroy?: number | null;
}
export interface GradedLine {
  qty: number;
  restock: number;
  damaged: number;
  destroy: number;
}

export const gradeTotal = (g: GradeValues) => (g.restock ?? 0) + (g.damaged ?? 0) + (g.destroy ?? 0);

/** Whether a line's grades add up to its returned units. */
export const gradeAddsUp = (g: GradeValues, qty: number) => gradeTotal(g) === qty;

/**
 * What the grade dialog starts from: a return graded before keeps its grades; otherwise every unit
 * restocked, or every unit damaged when the parcel came back damaged.
 */
export function gradeDefaults(lines: readonly GradedLine[], condition: ReturnCondition): GradeValues[] {
  const graded = lines.some((l) => l.restock + l.damaged + l.destroy > 0);
  if (graded) return lines.map(({ restock, damaged, destroy }) => ({ restock, damaged, destroy }));
  return lines.map((l) => (condition === 'damaged' ? { restock: 0, damaged: l.qty, destroy: 0 } : { restock: l.qty, damaged: 0, destroy: 0 }));
}

/** Every unit of every line to one grade (the dialog's shortcut buttons). */
export const gradeAll = (lines: readonly { qty: number }[], grade: 'restock' | 'damaged' | 'destroy'): GradeValues[] =>
  lines.map((l) => ({ restock: 0, damaged: 0, destroy: 0, [grade]: l.qty }));

export const gradeRequest = (rows: readonly GradeValues[]): GradeInput => ({
  lines: rows.map((g) => ({ restock: g.restock ?? 0, damaged: g.damaged ?? 0, destroy: g.destroy ?? 0 })),
});

// ---------------------------------------------------------------- booking

/** What booking a graded return does, as its confirmation says it. */
export interface BookPlan {
  /** Units onto a new pallet in the returns area, to be put away. */
  restock: number;
  /** Units into the damaged area. */
  damaged: number;
  /** Units into the damaged area under a new destroy order. */
  destroy: number;
  /** Nothing to put away: the return is shelved at once. */
  shelvedAtOnce: boolean;
}

export const bookPlan = (r: { restock: number; damaged: number; destroy: number }): BookPlan => ({
  restock: r.restock,
  damaged: r.damaged,
  destroy: r.destroy,
  shelvedAtOnce: r.restock === 0,
});
