/**
 * The one inventory ledger: every stock change goes through these operations, each checked first and
 * journaled per row; every unit not available is claimed by one owner document (docs/mock.md,
 * "The inventory ledger: who owns every unit"), so no document takes or undoes another's stock.
 */
import { DomainError } from './errors';
import { Journal, rawJournal, type JournalView } from './journal';
import { indexRowAdded, indexRowChanged, indexRowRemoved } from './stockIndex';
import { LEDGER_OPS, type Claim, type ClaimKind, type DocRef, type JournalLine, type LedgerCtx, type LedgerOp, type Quantities, type StockKey, type StockRow } from './stockTypes';

// The ledger's words live in ./stockTypes (the journal and the stock index read them too, and import no ledger).
export { LEDGER_OPS, type Claim, type ClaimKind, type DocRef, type JournalLine, type LedgerCtx, type LedgerOp, type Quantities, type StockKey, type StockRow };

const quantities = (q: Quantities): Quantities => ({ onHand: q.onHand, allocated: q.allocated, picked: q.picked, hold: q.hold });
const ZERO: Quantities = { onHand: 0, allocated: 0, picked: 0, hold: 0 };

/**
 * One warehouse's stock and journal; `seq` numbers rows and lines. The indexes below, and the stock
 * lists' (mock/_lib/stockIndex.ts), are kept by the operations: read them, never write them.
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
  /** Locations locked by a document (a count): only it changes the stock there. */
  locks: Map<string, DocRef>;
  /** Requests to count a location again (short picks), open and done, oldest first. */
  recounts: RecountRequest[];
  /** While `atomically` runs: how to put the claims back. */
  undo?: (() => void)[];
  /** While `atomically` runs: what to do once the outermost write has succeeded (listeners of recount requests). */
  after?: (() => void)[];
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
  locks: new Map(),
  recounts: [],
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


/** The refusal of more units of a row than are available, naming the documents that hold the rest. */
export function insufficient(row: StockRow, q: Quantities = row, status = 409) {
  const owners = ownersOf(row);
  const detail = owners ? { key: 'server.stock.heldBy', vars: { owners } } : undefined;
  return new DomainError('server.inventory.insufficient', { sku: row.sku, location: row.location, available: available(q) }, status, undefined, detail);
}

// ---------------------------------------------------------------- claims and locks

/**
 * Types whose claims are one pool: a quality hold put on by one hold document may be released by
 * another (the stock screen's hold and release are separate documents of one owner, the stock team).
 */
const POOLED: ReadonlySet<string> = new Set(['hold']);

/** The document a claim belongs to: `W1/ORD1` (a wave's pick for an order) is the order `ORD1`'s. */
export const ownerOf = (doc: DocRef): DocRef => (doc.no.includes('/') ? { type: doc.type, no: doc.no.slice(doc.no.lastIndexOf('/') + 1) } : doc);

const owns = (claim: Claim, doc: DocRef) => {
  const o = ownerOf(doc);
  return claim.owner.type === o.type && (claim.owner.no === o.no || POOLED.has(o.type));
};

/** The owners holding units of a row, named for a refusal ('' when none). */
export function ownersOf(row: StockRow, kinds: readonly ClaimKind[] = ['allocated', 'picked', 'hold']): string {
  return [...new Set((row.claims ?? []).filter((c) => kinds.includes(c.kind)).map((c) => c.owner.no))].join(', ');
}

/** Units of `row` of one kind that `doc` holds. */
export const heldBy = (row: StockRow, kind: ClaimKind, doc: DocRef) => (row.claims ?? []).reduce((s, c) => s + (c.kind === kind && owns(c, doc) ? c.qty : 0), 0);

function logUndo(l: Ledger, fn: () => void) {
  l.undo?.push(fn);
}

function addClaim(l: Ledger, row: StockRow, kind: ClaimKind, doc: DocRef, qty: number) {
  const owner = ownerOf(doc);
  const claims = (row.claims ??= []);
  let c = claims.find((x) => x.kind === kind && x.owner.type === owner.type && x.owner.no === owner.no);
  if (!c) claims.push((c = { kind, owner: { type: owner.type, no: owner.no }, qty: 0 }));
  const claim = c;
  claim.qty += qty;
  if (l.undo)
    logUndo(l, () => {
      claim.qty -= qty;
      if (!claim.qty) dropClaim(row, claim);
    });
}

function dropClaim(row: StockRow, claim: Claim) {
  const claims = row.claims!;
  const i = claims.indexOf(claim);
  if (i >= 0) claims.splice(i, 1);
  if (!claims.length) delete row.claims;
}

/** Takes `qty` units of a kind from `doc`'s claims on the row (oldest first); refused (409, naming the holders) when it holds fewer. */
function takeClaim(l: Ledger, row: StockRow, kind: ClaimKind, doc: DocRef, qty: number) {
  if (!qty) return;
  if (heldBy(row, kind, doc) < qty) throw new DomainError('server.stock.notOwner', { sku: row.sku, location: row.location, qty, no: ownerOf(doc).no, owners: ownersOf(row, [kind]) || '-' }, 409);
  let left = qty;
  for (const c of [...row.claims!]) {
    if (!left) break;
    if (c.kind !== kind || !owns(c, doc)) continue;
    const n = Math.min(left, c.qty);
    c.qty -= n;
    left -= n;
    if (!c.qty) dropClaim(row, c);
    if (l.undo)
      logUndo(l, () => {
        if (!c.qty) (row.claims ??= []).push(c);
        c.qty += n;
      });
  }
}

/** Refuses a change of a row at a location another document has locked (409, naming it). */
function unlocked(l: Ledger, location: string, doc: DocRef) {
  const lock = l.locks.get(location);
  if (!lock) return;
  const o = ownerOf(doc);
  if (lock.type !== o.type || lock.no !== o.no) throw new DomainError('server.stock.locked', { location, owner: lock.no }, 409);
}

/** Locks a location for `doc` (a count): every other document's change of the stock there is refused until it unlocks. */
export function lockLocation(l: Ledger, location: string, doc: DocRef) {
  unlocked(l, location, doc);
  const before = l.locks.get(location);
  l.locks.set(location, ownerOf(doc));
  logUndo(l, () => (before ? l.locks.set(location, before) : l.locks.delete(location)));
}

/** Unlocks a location `doc` had locked (nothing when it holds no lock there). */
export function unlockLocation(l: Ledger, location: string, doc: DocRef) {
  const lock = l.locks.get(location);
  const o = ownerOf(doc);
  if (!lock || lock.type !== o.type || lock.no !== o.no) return;
  l.locks.delete(location);
  logUndo(l, () => l.locks.set(location, lock));
}

/** The document that locked a location, if any. */
export const lockOf = (l: Ledger, location: string): DocRef | undefined => l.locks.get(location);

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
  unlocked(l, key.location, doc);
  return change(l, ctx, doc, rowFor(l, key, ctx.now), 'receive', { onHand: qty }, reason);
}

/** Reserves available stock of a row for a document: allocated +qty. */
export function allocate(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, qty: number): JournalLine {
  positive(qty);
  unlocked(l, row.location, doc);
  const line = change(l, ctx, doc, row, 'allocate', { allocated: qty });
  addClaim(l, row, 'allocated', doc, qty);
  return line;
}
export const reserve = allocate;

/** Gives back what a document held: a reservation (allocated −), and picked stock put back on its location (picked −). */
export function release(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, qty: { allocated?: number; picked?: number }, reason?: string): JournalLine {
  const allocated = qty.allocated ?? 0;
  const picked = qty.picked ?? 0;
  if (allocated < 0 || picked < 0 || !Number.isInteger(allocated) || !Number.isInteger(picked) || allocated + picked === 0) throw new DomainError('server.order.badQty', { qty: String(allocated + picked) }, 400);
  takeClaim(l, row, 'allocated', doc, allocated);
  takeClaim(l, row, 'picked', doc, picked);
  return change(l, ctx, doc, row, 'release', { allocated: -allocated, picked: -picked }, reason);
}

/** Reserved stock taken off its location: allocated −qty, picked +qty. */
export function pick(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, qty: number): JournalLine {
  positive(qty);
  unlocked(l, row.location, doc);
  takeClaim(l, row, 'allocated', doc, qty);
  addClaim(l, row, 'picked', doc, qty);
  return change(l, ctx, doc, row, 'pick', { allocated: -qty, picked: qty });
}

/** Picked stock leaves the warehouse: picked −qty, onHand −qty. */
export function ship(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, qty: number): JournalLine {
  positive(qty);
  takeClaim(l, row, 'picked', doc, qty);
  return change(l, ctx, doc, row, 'ship', { picked: -qty, onHand: -qty });
}

/** Reserved stock leaves the warehouse without being picked (destroyed, written off): allocated −qty, onHand −qty. */
export function deduct(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, qty: number, reason?: string): JournalLine {
  positive(qty);
  unlocked(l, row.location, doc);
  takeClaim(l, row, 'allocated', doc, qty);
  return change(l, ctx, doc, row, 'deduct', { allocated: -qty, onHand: -qty }, reason);
}

/** Available stock moves to another location (same SKU, lot and pallet): two lines, out of one row and into the other. */
export function move(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, toLocation: string, qty: number, reason?: string): [JournalLine, JournalLine] {
  positive(qty);
  if (toLocation === row.location) throw new DomainError('server.validation.invalid', {}, 400);
  unlocked(l, row.location, doc);
  unlocked(l, toLocation, doc);
  const out = after(row, { onHand: -qty });
  const target = rowFor(l, { sku: row.sku, location: toLocation, lot: row.lot, expiry: row.expiry, lpn: row.lpn }, row.receivedAt);
  return [write(l, ctx, doc, row, 'move', out, reason), change(l, ctx, doc, target, 'move', { onHand: qty }, reason)];
}

/** A count's correction of what is on hand (± delta); never below what documents hold. A reason is required. */
export function adjust(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, delta: number, reason: string): JournalLine {
  if (!Number.isInteger(delta) || delta === 0) throw new DomainError('server.order.badQty', { qty: String(delta) }, 400);
  if (!reason.trim()) throw new DomainError('server.outbound.reasonRequired', {}, 400);
  unlocked(l, row.location, doc);
  return change(l, ctx, doc, row, 'adjust', { onHand: delta }, reason.trim());
}

/** A hold by the stock team says why; a document's own hold (putaway, transit, staging) is its reason. */
function reasonGiven(doc: DocRef, reason?: string) {
  if (POOLED.has(doc.type) && !reason?.trim()) throw new DomainError('server.outbound.reasonRequired', {}, 400);
}

/** Available stock put on hold with a reason (quality, a claim): hold +qty. */
export function putOnHold(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, qty: number, reason?: string): JournalLine {
  positive(qty);
  reasonGiven(doc, reason);
  unlocked(l, row.location, doc);
  const line = change(l, ctx, doc, row, 'hold', { hold: qty }, reason?.trim() || undefined);
  addClaim(l, row, 'hold', doc, qty);
  return line;
}

/** Held stock released with a reason: hold −qty (available again). */
export function releaseHold(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, qty: number, reason?: string): JournalLine {
  positive(qty);
  reasonGiven(doc, reason);
  if (qty > row.hold) throw new DomainError('server.inventory.notHeld', { sku: row.sku, location: row.location, hold: row.hold }, 409);
  takeClaim(l, row, 'hold', doc, qty);
  return change(l, ctx, doc, row, 'unhold', { hold: -qty }, reason?.trim() || undefined);
}

// ---------------------------------------------------------------- transit between warehouses

/**
 * Units shipped by another warehouse reach this one's books, in a transit area held by `doc` (the
 * transfer): onHand +qty and hold +qty in one line, so they are counted here and never available.
 */
export function enterTransit(l: Ledger, ctx: LedgerCtx, doc: DocRef, key: StockKey, qty: number, reason?: string): JournalLine {
  positive(qty);
  unlocked(l, key.location, doc);
  const line = change(l, ctx, doc, rowFor(l, key, ctx.now), 'transitIn', { onHand: qty, hold: qty }, reason);
  addClaim(l, l.rowById.get(line.rowId)!, 'hold', doc, qty);
  return line;
}

/** A transfer's units leave its transit area once received (the receipt books them where they land): hold −qty, onHand −qty. */
export function leaveTransit(l: Ledger, ctx: LedgerCtx, doc: DocRef, row: StockRow, qty: number, reason?: string): JournalLine {
  positive(qty);
  takeClaim(l, row, 'hold', doc, qty);
  return change(l, ctx, doc, row, 'transitOut', { onHand: -qty, hold: -qty }, reason);
}

// ---------------------------------------------------------------- recount requests

/** The ledger's document type of a recount request (the owner of the units it holds). */
export const RECOUNT_DOC_TYPE = 'recount';

/**
 * A request to count a location again: units a picker did not find, held there and never available
 * until a count settles them (found: available again; not found: written off).
 */
export interface RecountRequest {
  /** RQ + the warehouse's sequence. */
  no: string;
  location: string;
  sku: string;
  rowId: string;
  lot?: string;
  qty: number;
  /** The document that found the units missing (a wave's pick for an order: `WV1/SO1`). */
  from: DocRef;
  /** Why (the short pick's reason). */
  reason?: string;
  at: string;
  operator: string;
  status: 'open' | 'done';
  /** The count that settled it, and when. */
  doneBy?: string;
  doneAt?: string;
}

export type RecountListener = (l: Ledger, ctx: LedgerCtx, request: RecountRequest) => void;

const recountListeners = new Map<string, RecountListener>();

/**
 * Tells `fn` of each new recount request once its write succeeded. The counting area registers at
 * load, so the requesting area never imports it; `name` replaces an earlier listener of that name.
 */
export function onRecountRequested(name: string, fn: RecountListener) {
  recountListeners.set(name, fn);
}

/** Runs `fn` once the outermost `atomically` around this call has succeeded (now, outside one). */
function afterCommit(l: Ledger, fn: () => void) {
  if (l.after) l.after.push(fn);
  else fn();
}

/**
 * Holds `qty` available units of a row for a new recount request (`RQ…`) that `fromDoc` did not
 * find: one `hold` line, and the listeners told once the write succeeds.
 */
export function requestRecount(l: Ledger, ctx: LedgerCtx, row: StockRow, qty: number, fromDoc: DocRef, reason?: string): RecountRequest {
  positive(qty);
  unlocked(l, row.location, fromDoc);
  const ref: DocRef = { type: RECOUNT_DOC_TYPE, no: `RQ${++l.seq}` };
  const why = reason?.trim();
  change(l, ctx, ref, row, 'hold', { hold: qty }, why ? `${fromDoc.no}: ${why}` : fromDoc.no);
  addClaim(l, row, 'hold', ref, qty);
  const request: RecountRequest = {
    no: ref.no,
    location: row.location,
    sku: row.sku,
    rowId: row.id,
    ...(row.lot ? { lot: row.lot } : {}),
    qty,
    from: { ...fromDoc },
    ...(why ? { reason: why } : {}),
    at: ctx.now,
    operator: ctx.operator,
    status: 'open',
  };
  l.recounts.push(request);
  afterCommit(l, () => {
    for (const fn of recountListeners.values()) fn(l, ctx, request);
  });
  return request;
}

/** The open recount requests at a location (all locations when none is given). */
export const openRecounts = (l: Ledger, location?: string): RecountRequest[] => l.recounts.filter((r) => r.status === 'open' && (location === undefined || r.location === location));

/**
 * A count settles its location's open recount requests: their held units are released (`unhold`,
 * document: the count) before its corrections post, so found units are available and missing ones written off.
 */
export function settleRecounts(l: Ledger, ctx: LedgerCtx, by: DocRef, location: string, counts: (sku: string) => boolean = () => true): RecountRequest[] {
  const settled = openRecounts(l, location).filter((r) => counts(r.sku));
  for (const r of settled) {
    const row = l.rowById.get(r.rowId);
    const ref: DocRef = { type: RECOUNT_DOC_TYPE, no: r.no };
    const held = row ? heldBy(row, 'hold', ref) : 0;
    if (row && held) {
      takeClaim(l, row, 'hold', ref, held);
      change(l, ctx, by, row, 'unhold', { hold: -held }, r.no);
    }
    r.status = 'done';
    r.doneBy = ownerOf(by).no;
    r.doneAt = ctx.now;
    logUndo(l, () => {
      r.status = 'open';
      delete r.doneBy;
      delete r.doneAt;
    });
  }
  return settled;
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
  const outer = !l.undo;
  const mark = { journal: journal.n, stock: l.stock.length, seq: l.seq, recounts: l.recounts.length, undo: l.undo?.length ?? 0, after: l.after?.length ?? 0 };
  if (outer) {
    l.undo = [];
    l.after = [];
  }
  let after: (() => void)[] | undefined;
  let out: T;
  try {
    out = fn();
  } catch (e) {
    const undo = l.undo!;
    for (let i = undo.length - 1; i >= mark.undo; i--) undo[i]();
    undo.length = mark.undo;
    l.after!.length = mark.after;
    l.recounts.length = mark.recounts;
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
  } finally {
    if (outer) {
      after = l.after;
      delete l.undo;
      delete l.after;
    }
  }
  // the outermost write succeeded: what waited for it runs now (each may write on its own)
  for (const f of after ?? []) f();
  return out;
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
    const claimed = { allocated: 0, picked: 0, hold: 0 };
    for (const c of row.claims ?? []) {
      claimed[c.kind] += c.qty;
      if (c.qty <= 0) problems.push(`${row.id}: empty claim of ${c.owner.no}`);
    }
    if (claimed.allocated !== row.allocated || claimed.picked !== row.picked || claimed.hold !== row.hold) problems.push(`${row.id}: claims ${JSON.stringify(claimed)} ≠ row ${JSON.stringify(quantities(row))}`);
    if (l.rowById.get(row.id) !== row) problems.push(`${row.id}: not indexed`);
    if (!l.rowsByLocation.get(row.location)?.includes(row)) problems.push(`${row.id}: not indexed by location`);
    const t = totals.get(row.sku) ?? { ...ZERO };
    totals.set(row.sku, { onHand: t.onHand + row.onHand, allocated: t.allocated + row.allocated, picked: t.picked + row.picked, hold: t.hold + row.hold });
  }
  // every recount claim is an open request's, of its row and quantity; every open request holds its units
  const requests = new Map(l.recounts.map((r) => [r.no, r]));
  for (const row of l.stock)
    for (const c of row.claims ?? []) {
      if (c.owner.type !== RECOUNT_DOC_TYPE) continue;
      const r = requests.get(c.owner.no);
      if (!r || r.status !== 'open' || r.rowId !== row.id || c.kind !== 'hold' || c.qty !== r.qty) problems.push(`${row.id}: ${c.kind} ${c.qty} by ${c.owner.no} is no open recount request's`);
    }
  for (const r of l.recounts) {
    const row = l.rowById.get(r.rowId);
    if (r.status === 'open' && (!row || heldBy(row, 'hold', { type: RECOUNT_DOC_TYPE, no: r.no }) !== r.qty)) problems.push(`${r.no}: open, but does not hold its ${r.qty} at ${r.location}`);
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
