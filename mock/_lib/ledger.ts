/**
 * THE warehouse inventory ledger: every area that changes stock (outbound now; inbound, counts,
 * relocation later) does it through the operations below, never by writing a row's quantities.
 * Each operation checks before it changes anything, changes one or two stock rows, and writes one
 * journal line per row it changes; a refused operation (a DomainError) changes nothing.
 *
 *   onHand     physically in the warehouse (available + allocated + picked + hold)
 *   allocated  reserved for a document, still on the location
 *   picked     taken off the location for a document, not gone yet
 *   hold       put on hold (quality, a claim): on the location, not to be used until released
 *
 * `checkLedger` states the invariant: no negative quantity, allocated + picked + hold ≤ onHand, and the
 * journal's deltas add up to every row.
 */
import { DomainError } from './errors';
import { Journal, rawJournal, type JournalView } from './journal';
import { indexRowAdded, indexRowChanged, indexRowRemoved } from './stockIndex';

const quantities = (q: Quantities): Quantities => ({ onHand: q.onHand, allocated: q.allocated, picked: q.picked, hold: q.hold });
const ZERO: Quantities = { onHand: 0, allocated: 0, picked: 0, hold: 0 };

export interface Quantities {
  onHand: number;
  allocated: number;
  picked: number;
  hold: number;
}

/** Stock of one SKU at one location (and lot / expiry when the SKU is tracked by lot). */
export interface StockRow extends Quantities {
  id: string;
  sku: string;
  location: string;
  lot?: string;
  /** ISO date. */
  expiry?: string;
  /** The pallet or carton (license plate) the stock is on, when it is on one. */
  lpn?: string;
  /** FIFO key: when the row first received stock. */
  receivedAt: string;
}

/** What a stock row is: where it is, and which lot. */
export type StockKey = Pick<StockRow, 'sku' | 'location' | 'lot' | 'expiry' | 'lpn'>;

export const LEDGER_OPS = ['receive', 'allocate', 'release', 'pick', 'ship', 'deduct', 'move', 'adjust', 'hold', 'unhold'] as const;
export type LedgerOp = (typeof LEDGER_OPS)[number];

/** The document a change is made for: its type ('order', 'destroy', 'receipt'…) and number. */
export interface DocRef {
  type: string;
  no: string;
}

/** Who and when. */
export interface LedgerCtx {
  operator: string;
  now: string;
}

/** One line of the journal: exactly one per stock row an operation changed. */
export interface JournalLine {
  id: string;
  type: LedgerOp;
  docType: string;
  docNo: string;
  rowId: string;
  sku: string;
  location: string;
  lot?: string;
  lpn?: string;
  delta: Quantities;
  before: Quantities;
  after: Quantities;
  operator: string;
  at: string;
  reason?: string;
}

/**
 * One warehouse's stock and journal. `seq` numbers rows and lines (shared with the warehouse's documents).
 * The journal is stored compactly (mock/_lib/journal.ts) and read like an array of lines; the
 * indexes below are kept by the operations (read them, never write them), and so are the stock
 * lists' indexes once a list has asked for them (mock/_lib/stockIndex.ts).
 */
export interface Ledger {
  warehouseId: string;
  stock: StockRow[];
  rowById: Map<string, StockRow>;
  rowsBySku: Map<string, StockRow[]>;
  /** The rows at each location (creation order). */
  rowsByLocation: Map<string, StockRow[]>;
  /** Each SKU's quantities summed over its rows. */
  totalsBySku: Map<string, Quantities>;
  /** Counts row creations and removals (a cache over the rows' keys is stale when it moved). */
  rowsVersion: number;
  journal: JournalView;
  seq: number;
}

export const emptyLedger = (warehouseId: string): Ledger => ({
  warehouseId,
  stock: [],
  rowById: new Map(),
  rowsBySku: new Map(),
  rowsByLocation: new Map(),
  totalsBySku: new Map(),
  rowsVersion: 0,
  journal: new Journal().view(),
  seq: 0,
});

/** The compact journal behind `l.journal` (its indexes: lines per SKU, location, document; the time order). */
export const journalOf = (l: Ledger): Journal => rawJournal(l.journal);

function addTotals(l: Ledger, sku: string, d: Quantities, sign: 1 | -1) {
  let t = l.totalsBySku.get(sku);
  if (!t) l.totalsBySku.set(sku, (t = { ...ZERO }));
  t.onHand += sign * d.onHand;
  t.allocated += sign * d.allocated;
  t.picked += sign * d.picked;
  t.hold += sign * d.hold;
}

export const available = (q: Quantities) => q.onHand - q.allocated - q.picked - q.hold;


function insufficient(row: StockRow, q: Quantities = row) {
  return new DomainError('server.inventory.insufficient', { sku: row.sku, location: row.location, available: available(q) });
}

function positive(qty: number) {
  if (!Number.isInteger(qty) || qty <= 0) throw new DomainError('server.order.badQty', { qty: String(qty) }, 400);
}

/** The quantities after `delta`, or a refusal when one would be negative or more held than on hand. */
function after(row: StockRow, delta: Partial<Quantities>): Quantities {
  const a = { onHand: row.onHand + (delta.onHand ?? 0), allocated: row.allocated + (delta.allocated ?? 0), picked: row.picked + (delta.picked ?? 0), hold: row.hold + (delta.hold ?? 0) };
  if (a.onHand < 0 || a.allocated < 0 || a.picked < 0 || a.hold < 0 || available(a) < 0) throw insufficient(row);
  return a;
}

/** Writes a checked change: the row's new quantities and its journal line. */
function write(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, type: LedgerOp, next: Quantities, reason?: string): JournalLine {
  const before = quantities(row);
  const delta = { onHand: next.onHand - before.onHand, allocated: next.allocated - before.allocated, picked: next.picked - before.picked, hold: next.hold - before.hold };
  Object.assign(row, next);
  const line: JournalLine = {
    id: `IR${++l.seq}`,
    type,
    docType: doc.type,
    docNo: doc.no,
    rowId: row.id,
    sku: row.sku,
    location: row.location,
    ...(row.lot ? { lot: row.lot } : {}),
    ...(row.lpn ? { lpn: row.lpn } : {}),
    delta,
    before,
    after: quantities(row),
    operator: ctx.operator,
    at: ctx.now,
    ...(reason ? { reason } : {}),
  };
  journalOf(l).push(line);
  addTotals(l, row.sku, delta, 1);
  indexRowChanged(l, row, before);
  return line;
}

const change = (l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, type: LedgerOp, delta: Partial<Quantities>, reason?: string) =>
  write(l, ctx, doc, row, type, after(row, delta), reason);

const sameKey = (r: StockRow, k: StockKey) => r.location === k.location && (r.lot ?? '') === (k.lot ?? '') && (r.expiry ?? '') === (k.expiry ?? '') && (r.lpn ?? '') === (k.lpn ?? '');

/** The row of a SKU at a location (and lot), created empty when missing. */
export function rowFor(l: Ledger, key: StockKey, receivedAt: string): StockRow {
  const list = l.rowsBySku.get(key.sku) ?? [];
  let row = list.find((r) => sameKey(r, key));
  if (!row) {
    row = { id: `INV${++l.seq}`, sku: key.sku, location: key.location, ...(key.lot ? { lot: key.lot } : {}), ...(key.expiry ? { expiry: key.expiry } : {}), ...(key.lpn ? { lpn: key.lpn } : {}), onHand: 0, allocated: 0, picked: 0, hold: 0, receivedAt };
    l.stock.push(row);
    l.rowById.set(row.id, row);
    list.push(row);
    l.rowsBySku.set(key.sku, list);
    const here = l.rowsByLocation.get(row.location);
    if (here) here.push(row);
    else l.rowsByLocation.set(row.location, [row]);
    l.rowsVersion++;
    indexRowAdded(l, row);
  }
  return row;
}

// ---------------------------------------------------------------- the operations

/** New stock arrives at a location (a receipt, a putaway): onHand +qty. */
export function receive(l: Ledger, ctx: LedgerCtx, doc: DocRef, key: StockKey, qty: number, reason?: string): JournalLine {
  positive(qty);
  return change(l, ctx, doc, rowFor(l, key, ctx.now), 'receive', { onHand: qty }, reason);
}

/** Reserves available stock of a row for a document: allocated +qty. */
export function allocate(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, qty: number): JournalLine {
  positive(qty);
  return change(l, ctx, doc, row, 'allocate', { allocated: qty });
}
export const reserve = allocate;

/** Gives back what a document held: a reservation (allocated −), and picked stock put back on its location (picked −). */
export function release(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, qty: { allocated?: number; picked?: number }, reason?: string): JournalLine {
  const allocated = qty.allocated ?? 0;
  const picked = qty.picked ?? 0;
  if (allocated < 0 || picked < 0 || !Number.isInteger(allocated) || !Number.isInteger(picked) || allocated + picked === 0) throw new DomainError('server.order.badQty', { qty: String(allocated + picked) }, 400);
  return change(l, ctx, doc, row, 'release', { allocated: -allocated, picked: -picked }, reason);
}

/** Reserved stock taken off its location: allocated −qty, picked +qty. */
export function pick(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, qty: number): JournalLine {
  positive(qty);
  return change(l, ctx, doc, row, 'pick', { allocated: -qty, picked: qty });
}

/** Picked stock leaves the warehouse: picked −qty, onHand −qty. */
export function ship(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, qty: number): JournalLine {
  positive(qty);
  return change(l, ctx, doc, row, 'ship', { picked: -qty, onHand: -qty });
}

/** Reserved stock leaves the warehouse without being picked (destroyed, written off): allocated −qty, onHand −qty. */
export function deduct(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, qty: number, reason?: string): JournalLine {
  positive(qty);
  return change(l, ctx, doc, row, 'deduct', { allocated: -qty, onHand: -qty }, reason);
}

/** Available stock moves to another location (same SKU, lot and pallet): two lines, out of one row and into the other. */
export function move(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, toLocation: string, qty: number, reason?: string): [JournalLine, JournalLine] {
  positive(qty);
  if (toLocation === row.location) throw new DomainError('server.validation.invalid', {}, 400);
  const out = after(row, { onHand: -qty });
  const target = rowFor(l, { sku: row.sku, location: toLocation, lot: row.lot, expiry: row.expiry, lpn: row.lpn }, row.receivedAt);
  return [write(l, ctx, doc, row, 'move', out, reason), change(l, ctx, doc, target, 'move', { onHand: qty }, reason)];
}

/** A count's correction of what is on hand (± delta); never below what documents hold. A reason is required. */
export function adjust(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, delta: number, reason: string): JournalLine {
  if (!Number.isInteger(delta) || delta === 0) throw new DomainError('server.order.badQty', { qty: String(delta) }, 400);
  if (!reason.trim()) throw new DomainError('server.outbound.reasonRequired', {}, 400);
  return change(l, ctx, doc, row, 'adjust', { onHand: delta }, reason.trim());
}

/** Available stock put on hold with a reason (quality, a claim): hold +qty. */
export function putOnHold(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, qty: number, reason: string): JournalLine {
  positive(qty);
  if (!reason.trim()) throw new DomainError('server.outbound.reasonRequired', {}, 400);
  return change(l, ctx, doc, row, 'hold', { hold: qty }, reason.trim());
}

/** Held stock released with a reason: hold −qty (available again). */
export function releaseHold(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, qty: number, reason: string): JournalLine {
  positive(qty);
  if (!reason.trim()) throw new DomainError('server.outbound.reasonRequired', {}, 400);
  if (qty > row.hold) throw new DomainError('server.inventory.notHeld', { sku: row.sku, location: row.location, hold: row.hold }, 409);
  return change(l, ctx, doc, row, 'unhold', { hold: -qty }, reason.trim());
}

// ---------------------------------------------------------------- reading

/** Available stock of a SKU over the rows `usable` accepts (default all). */
export function availableOf(l: Ledger, sku: string, usable: (row: StockRow) => boolean = () => true): number {
  return (l.rowsBySku.get(sku) ?? []).reduce((s, r) => s + (usable(r) ? available(r) : 0), 0);
}

/** Usable rows of a SKU with stock available, oldest first (FIFO by receive date), then by `tie`. */
export function fifoRows(l: Ledger, sku: string, usable: (row: StockRow) => boolean = () => true, tie: (a: StockRow, b: StockRow) => number = () => 0): StockRow[] {
  return (l.rowsBySku.get(sku) ?? []).filter((r) => available(r) > 0 && usable(r)).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || tie(a, b));
}

/** The journal lines of a document. */
export const linesOf = (l: Ledger, docNo: string): JournalLine[] => {
  const j = journalOf(l);
  const id = j.str.find(docNo);
  return id > 0 ? j.byDoc.get(id).map((i) => j.line(i)) : [];
};

// ---------------------------------------------------------------- all or nothing, and the invariant

/**
 * Runs `fn`; when it throws, every row, journal line and number it added or changed is put back as
 * it was, and the error goes on. Lets a write of many operations (a document's action over its
 * lines) be all or nothing without checking everything twice.
 */
export function atomically<T>(l: Ledger, fn: () => T): T {
  const journal = journalOf(l);
  const mark = { journal: journal.n, stock: l.stock.length, seq: l.seq };
  try {
    return fn();
  } catch (e) {
    for (let i = journal.n - 1; i >= mark.journal; i--) {
      const line = journal.line(i);
      const row = l.rowById.get(line.rowId)!;
      const was = quantities(row);
      Object.assign(row, line.before);
      addTotals(l, line.sku, line.delta, -1);
      indexRowChanged(l, row, was);
    }
    journal.truncate(mark.journal);
    for (const row of l.stock.splice(mark.stock)) {
      indexRowRemoved(l, row);
      l.rowById.delete(row.id);
      for (const [index, key] of [[l.rowsBySku, row.sku], [l.rowsByLocation, row.location]] as const) {
        const list = index.get(key)!;
        list.splice(list.lastIndexOf(row), 1);
        if (!list.length) index.delete(key);
      }
      const t = l.totalsBySku.get(row.sku);
      if (t && !l.rowsBySku.has(row.sku) && !t.onHand && !t.allocated && !t.picked && !t.hold) l.totalsBySku.delete(row.sku);
      l.rowsVersion++;
    }
    l.seq = mark.seq;
    throw e;
  }
}

/** The invariant over every row: the problems found (empty = consistent). */
export function checkLedger(l: Ledger): string[] {
  const problems: string[] = [];
  const sums = new Map<string, Quantities>();
  const j = journalOf(l);
  const d = j.delta.a;
  for (let i = 0; i < j.n; i++) {
    const rowId = j.rowIdOf(i);
    let s = sums.get(rowId);
    if (!s) sums.set(rowId, (s = { ...ZERO }));
    s.onHand += d[i * 4];
    s.allocated += d[i * 4 + 1];
    s.picked += d[i * 4 + 2];
    s.hold += d[i * 4 + 3];
    if (!l.rowById.has(rowId)) problems.push(`${j.idOf(i)}: row ${rowId} does not exist`);
  }
  const totals = new Map<string, Quantities>();
  for (const row of l.stock) {
    const s = sums.get(row.id) ?? ZERO;
    if (s.onHand !== row.onHand || s.allocated !== row.allocated || s.picked !== row.picked || s.hold !== row.hold) problems.push(`${row.id}: journal ${JSON.stringify(s)} ≠ row ${JSON.stringify(quantities(row))}`);
    if (row.onHand < 0 || row.allocated < 0 || row.picked < 0 || row.hold < 0) problems.push(`${row.id}: negative`);
    if (row.allocated + row.picked + row.hold > row.onHand) problems.push(`${row.id}: allocated+picked+hold > onHand`);
    if (l.rowById.get(row.id) !== row) problems.push(`${row.id}: not indexed`);
    if (!l.rowsByLocation.get(row.location)?.includes(row)) problems.push(`${row.id}: not indexed by location`);
    const t = totals.get(row.sku) ?? { ...ZERO };
    totals.set(row.sku, { onHand: t.onHand + row.onHand, allocated: t.allocated + row.allocated, picked: t.picked + row.picked, hold: t.hold + row.hold });
  }
  for (const [sku, t] of totals) {
    const kept = l.totalsBySku.get(sku) ?? ZERO;
    if (kept.onHand !== t.onHand || kept.allocated !== t.allocated || kept.picked !== t.picked || kept.hold !== t.hold) problems.push(`${sku}: totals ${JSON.stringify(kept)} ≠ rows ${JSON.stringify(t)}`);
  }
  return problems;
}

// ---------------------------------------------------------------- reading the journal by its indexes

/** The lines of a document and of its parts (`W1/ORD1` is a part of `ORD1`: a wave's lines for an order), in journal order. */
export function linesOfAny(l: Ledger, docNo: string): JournalLine[] {
  const j = journalOf(l);
  const id = j.str.find(docNo);
  if (id <= 0) return [];
  const all = [...j.byDoc.get(id), ...j.byDocTail.get(id)];
  return [...new Set(all)].sort((a, b) => a - b).map((i) => j.line(i));
}

/** The lines that moved stock on a license plate (pallet, carton), in journal order. */
export function linesOfLpn(l: Ledger, lpn: string): JournalLine[] {
  const j = journalOf(l);
  const id = j.str.find(lpn);
  return id > 0 ? j.byLpn.get(id).map((i) => j.line(i)) : [];
}
