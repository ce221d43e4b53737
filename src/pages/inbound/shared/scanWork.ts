/**
 * The inbound scan stations' decisions, apart from their screens: how a tally line compares with
 * its notice, what the waiting (not yet sent) scans will make of the lines, which putaway task a
 * scan names.
 */
import { codeMatches } from '@/kits/scan';

/** A tally line as the station shows it. */
export interface TallyCount {
  sku: string;
  barcodes?: string[];
  lot?: string;
  expected: number;
  good: number;
  damaged: number;
  reason?: string;
}

/**
 * Where a line stands: `pending` nothing counted yet, `ok` as announced, `short` fewer good units,
 * `over` more units than announced, `damaged` damaged units among them. A line that is not `ok`
 * or `pending` differs from its notice and needs a reason (the server refuses the tally otherwise).
 */
export type TallyState = 'pending' | 'ok' | 'short' | 'over' | 'damaged';

/** The good units against the notice: negative short, positive over. */
export const goodDiff = (l: TallyCount) => l.good - l.expected;

/** Whether the line differs from its notice as the server sees it (good ≠ expected, or damaged units). */
export const differs = (l: Pick<TallyCount, 'expected' | 'good' | 'damaged'>) => l.good !== l.expected || l.damaged > 0;

export function tallyState(l: TallyCount): TallyState {
  if (!differs(l)) return 'ok';
  if (l.good + l.damaged > l.expected) return 'over';
  if (l.damaged > 0) return 'damaged';
  return l.good === 0 ? 'pending' : 'short';
}

/** A line that differs (an untouched one too) and has no reason yet: finishing the tally would be refused. */
export const needsReason = (l: TallyCount) => differs(l) && !l.reason;

/** A tally scan as it waits in the station's queue. */
export interface TallyScanWrite {
  noticeId: string;
  code: string;
  qty: number;
  damaged: boolean;
  lot?: string;
  expiry?: string;
}
/** A line set by hand as it waits in the queue. */
export interface TallyLineWrite {
  noticeId: string;
  index: number;
  good: number;
  damaged: number;
  reason?: string;
}

/**
 * The line a scanned code counts on, as the server chooses it: the product's line with the
 * scanned lot, else its first line still short, else its first line; -1 when it is on none.
 */
export function lineOfScan(lines: readonly TallyCount[], code: string, lot?: string): number {
  const hits = lines.map((l, i) => [l, i] as const).filter(([l]) => codeMatches(code, [l.sku, ...(l.barcodes ?? [])]));
  if (!hits.length) return -1;
  const hit = (lot && hits.find(([l]) => l.lot === lot)) || hits.find(([l]) => l.good + l.damaged < l.expected) || hits[0];
  return hit[1];
}

/** The lines as they will be once the waiting scans of this notice are sent (the clerk goes on meanwhile). */
export function withWaitingTally<L extends TallyCount>(lines: readonly L[], waiting: readonly { op: string; payload: unknown }[], noticeId: string): L[] {
  const mine = waiting.filter((w) => (w.payload as { noticeId?: string }).noticeId === noticeId);
  if (!mine.length) return [...lines];
  const next = lines.map((l) => ({ ...l }));
  for (const w of mine) {
    if (w.op === 'scan') {
      const p = w.payload as TallyScanWrite;
      const i = lineOfScan(next, p.code, p.lot);
      if (i < 0) continue;
      if (p.damaged) next[i].damaged += p.qty;
      else next[i].good += p.qty;
    } else if (w.op === 'line') {
      const p = w.payload as TallyLineWrite;
      if (!next[p.index]) continue;
      Object.assign(next[p.index], { good: p.good, damaged: p.damaged }, p.reason ? { reason: p.reason } : {});
    }
  }
  return next;
}

/** A putaway task as the station matches scans against it. */
export interface PutawayCandidate {
  lpn: string;
  /** The pallet's SSCC (GS1 AI 00), when it has one. */
  sscc?: string;
  sku: string;
  barcodes?: string[];
}

export type TaskChoice<T> = { task: T } | { problem: 'none' } | { problem: 'ambiguous'; count: number };

/** Does a scan name this pallet by its label: the LPN, or the SSCC (the code, or the label's AI 00)? */
export function namesPallet(t: PutawayCandidate, code: string, sscc?: string): boolean {
  const up = code.trim().toUpperCase();
  return t.lpn.toUpperCase() === up || (!!t.sscc && (t.sscc === up || t.sscc === sscc));
}

/**
 * The task a scan at the pallet step names: the pallet's LPN or SSCC; without a label the product
 * (SKU or one of its barcodes, a GTIN-14 of a carton) when exactly one open pallet carries it.
 */
export function chooseTask<T extends PutawayCandidate>(tasks: readonly T[], code: string, sscc?: string): TaskChoice<T> {
  const byLpn = tasks.find((t) => namesPallet(t, code, sscc));
  if (byLpn) return { task: byLpn };
  const bySku = tasks.filter((t) => codeMatches(code.trim(), [t.sku, ...(t.barcodes ?? [])]));
  if (bySku.length === 1) return { task: bySku[0] };
  if (bySku.length > 1) return { problem: 'ambiguous', count: bySku.length };
  return { problem: 'none' };
}

/** A location scan compared with the suggestion: '' when none was made or it is the one suggested. */
export const offSuggestion = (suggested: string, location: string) => (suggested && location.trim().toUpperCase() !== suggested.toUpperCase() ? suggested : '');

/** The notice a scanned notice or container number names among those found: the exact number, else the only one found. */
export function noticeOfScan<N extends { no: string; containerNo: string }>(rows: readonly N[], code: string): N | undefined {
  const up = code.trim().toUpperCase();
  return rows.find((n) => n.no.toUpperCase() === up || n.containerNo.toUpperCase() === up) ?? (rows.length === 1 ? rows[0] : undefined);
}
