/**
 * Inbound: notices, returns and trailers on the document kit, plus tally, putaway and LPN moves.
 * Stock moves only through the ledger; the receiving areas are not layout locations, so stock is
 * available only once on a shelf.
 */
import {
  DAMAGED_AREA,
  RECEIVING_AREA,
  RETURNS_AREA,
  TALLY_REASON_TYPE,
  noticeMachine,
  returnMachine,
  tallyVariancePct,
  trailerMachine,
  type NoticeAction,
  type NoticeStatus,
  type ReturnAction,
  type ReturnStatus,
  type TrailerAction,
  type TrailerStatus,
} from '../../../src/domain/inbound/machine';
import { TRANSFER_DOC_TYPE, TRANSFER_TRANSIT } from '../../../src/domain/outbound/transfer';
import type { GradeInput, NoticeInput, ReturnInput, TallyLineInput, TallyScanInput, TrailerInput } from '../../../src/domain/inbound/schema';
import { palletizeRuleFor, palletQuantities, unitsPerPallet } from '../../../src/domain/master/palletize';
import { DomainError } from '../errors';
import { allOrNothing, createDocument, runTransition, type ActionInput, type DocEnv, type DocumentRules, type InputProblem } from '../kits/document';
import { atomically, available, enterTransit, heldBy, leaveTransit, move, putOnHold, receive, releaseHold, type DocRef, type StockRow } from '../ledger';
import { occupyDock, releaseDock } from '../master/docks';
import type { Dock, Location } from '../master/types';
import { port, type TransferShipment } from '../site/ports';
import { skuOf, suggestLocation } from '../site/sku';
import type { Site as WarehouseData } from '../site/types';
import { namesPallet, palletOfCode } from './sscc';
import type { InboundEnv, Notice, NoticeLine, PutawayTask, ReturnDoc, Trailer } from './types';

// ---------------------------------------------------------------- reading the warehouse

/** A GTIN-14 carries the EAN-13 (or UPC-A) after its leading packaging digits: the product's barcode it names. */
function skuOfScan(wh: WarehouseData, code: string): string | undefined {
  const direct = skuOf(wh, code);
  if (direct || !/^\d{14}$/.test(code)) return direct;
  return skuOf(wh, code.slice(1)) ?? skuOf(wh, code.slice(2));
}

/** On hand per location code. */
function onHandByLocation(wh: WarehouseData): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of wh.stock) if (r.onHand) m.set(r.location, (m.get(r.location) ?? 0) + r.onHand);
  return m;
}

/** The shelf a putaway or LPN move may use: a location of the layout, active, with room for `qty` more units. */
function shelfFor(wh: WarehouseData, code: string, qty: number): Location {
  const loc = wh.locationByCode.get(code);
  if (!loc) throw new DomainError('server.inbound.locationUnknown', { location: code }, 400, { location: { key: 'server.inbound.locationUnknown', vars: { location: code } } });
  if (loc.status !== 'active') throw new DomainError('server.inbound.locationNotActive', { location: code, status: loc.status }, 409);
  const filled = onHandByLocation(wh).get(code) ?? 0;
  if (filled + qty > loc.capacity) throw new DomainError('server.inbound.locationFull', { location: code, room: Math.max(loc.capacity - filled, 0), qty }, 409);
  return loc;
}

// ---------------------------------------------------------------- docks

function dockOf(env: InboundEnv, code: string): Dock {
  const dock = env.ledger.docks.find((d) => d.code === code);
  if (!dock || !dock.enabled) throw new DomainError('server.inbound.dockUnknown', { dock: code }, 400, { dock: { key: 'server.inbound.dockUnknown', vars: { dock: code } } });
  if (dock.type === 'outbound') throw new DomainError('server.inbound.dockNotInbound', { dock: code }, 400, { dock: { key: 'server.inbound.dockNotInbound', vars: { dock: code } } });
  if (dock.status !== 'free') throw new DomainError('server.inbound.dockBusy', { dock: code, trailer: dock.trailer || dock.appointment }, 409);
  return dock;
}

/**
 * Effects of a document that brings a container to a dock: arrive takes a free dock, the listed
 * actions give it back. Taken last in an effect, since a refused write does not put a dock back.
 */
function dockEffects<D extends { no: string; dock?: string }>(plate: (d: D) => string, frees: readonly string[]) {
  const free = (env: DocEnv, d: D) => {
    const { ledger, master } = env as InboundEnv;
    releaseDock(master.docks, d.dock ? ledger.docks.find((x) => x.code === d.dock) : undefined, d.no);
  };
  return {
    arrive: (env: DocEnv, d: D, input: ActionInput) => {
      const dock = dockOf(env as InboundEnv, String(input.dock));
      d.dock = dock.code;
      occupyDock((env as InboundEnv).master.docks, dock, { no: d.no, trailer: plate(d) });
    },
    ...Object.fromEntries(frees.map((a) => [a, free])),
  };
}

// ---------------------------------------------------------------- numbering

/** The next free number of the warehouse (one sequence for all its documents). */
function freshNo(env: InboundEnv, prefix: string, taken: (no: string) => boolean) {
  let no = '';
  do no = `${prefix}${String(++env.ledger.seq).padStart(7, '0')}`;
  while (taken(no));
  return no;
}

/** A new license plate: unique in the warehouse. */
export function newLpn(env: InboundEnv): string {
  const used = new Set(env.ledger.stock.map((r) => r.lpn));
  let lpn = '';
  do lpn = `LPN${String(++env.ledger.seq).padStart(8, '0')}`;
  while (used.has(lpn));
  return lpn;
}

// ---------------------------------------------------------------- putaway (notices and returns)

type WithPutaway = { no: string; putaway: PutawayTask[] };

/** Stock rows of a pallet waiting at `from`. */
const palletRows = (wh: WarehouseData, task: PutawayTask) => (wh.rowsBySku.get(task.sku) ?? []).filter((r) => r.lpn === task.lpn && r.location === task.from && r.onHand > 0);

/** Puts one pallet of a document on a shelf: the suggested location or any other (recorded). */
export function putAway(env: InboundEnv, doc: WithPutaway, docType: string, taskId: string, input: { location: string; lpn?: string }): PutawayTask {
  const task = doc.putaway.find((t) => t.id === taskId);
  if (!task) throw new DomainError('server.notFound', {}, 404);
  if (task.status === 'done') throw new DomainError('server.inbound.taskDone', { lpn: task.lpn, location: task.location ?? '' }, 409);
  // the pallet's label as scanned: its LPN or its SSCC
  if (input.lpn && !namesPallet(input.lpn, task.lpn)) throw new DomainError('server.inbound.lpnMismatch', { scanned: input.lpn, lpn: task.lpn }, 400, { lpn: { key: 'server.inbound.lpnMismatch', vars: { scanned: input.lpn, lpn: task.lpn } } });
  const wh = env.ledger;
  shelfFor(wh, input.location, task.qty);
  const ref: DocRef = { type: docType, no: doc.no };
  const note = input.location === task.suggested || !task.suggested ? undefined : `suggested ${task.suggested}`;
  allOrNothing(wh, [doc], () => {
    let left = task.qty;
    for (const row of palletRows(wh, task)) {
      // the pallet is the document's until it is on a shelf (held for putaway at the dock)
      const qty = Math.min(left, heldBy(row, 'hold', ref));
      if (qty <= 0) continue;
      releaseHold(wh, env.ctx, ref, row, qty);
      move(wh, env.ctx, ref, row, input.location, qty, note);
      left -= qty;
    }
    if (left > 0) throw new DomainError('server.inventory.insufficient', { sku: task.sku, location: task.from, available: task.qty - left }, 409);
    Object.assign(task, { status: 'done', location: input.location, operator: env.ctx.operator, at: env.ctx.now });
  });
  return task;
}

/**
 * Keeps the suggestions of open tasks true as the shelves fill: a suggested location that no
 * longer holds its pallet (filled since, locked, disabled) or that an earlier open task was given
 * too is suggested anew. Derived data the work list shows; the pallets themselves do not change.
 */
export function refreshSuggestions(env: InboundEnv, tasks: PutawayTask[]) {
  const wh = env.ledger;
  const filled = onHandByLocation(wh);
  const taken = new Set<string>();
  for (const t of tasks) {
    if (t.status !== 'open') continue;
    const loc = t.suggested ? wh.locationByCode.get(t.suggested) : undefined;
    const fits = loc && loc.status === 'active' && loc.capacity - (filled.get(loc.code) ?? 0) >= t.qty && !taken.has(loc.code);
    if (!fits) t.suggested = suggestLocation(env, t.sku, t.qty, filled, taken);
    if (t.suggested) {
      taken.add(t.suggested);
      filled.set(t.suggested, (filled.get(t.suggested) ?? 0) + t.qty);
    }
  }
}

/** Putaway tasks for pallets just received into `from`, each with its suggested location. */
function putawayTasks(env: InboundEnv, doc: { id: string }, pallets: { lineIndex: number; sku: string; lot?: string; expiry?: string; lpn: string; qty: number }[], from: string): PutawayTask[] {
  const filled = onHandByLocation(env.ledger);
  const taken = new Set<string>();
  return pallets.map((p, i) => {
    const suggested = suggestLocation(env, p.sku, p.qty, filled, taken);
    if (suggested) {
      taken.add(suggested);
      filled.set(suggested, (filled.get(suggested) ?? 0) + p.qty);
    }
    return { id: `${doc.id}-t${i + 1}`, ...p, from, suggested, status: 'open' };
  });
}

// ---------------------------------------------------------------- LPNs

/** Every pallet of the warehouse with stock on it, from the ledger's rows. */
export function lpnsOf(wh: WarehouseData) {
  const byLpn = new Map<string, StockRow[]>();
  for (const r of wh.stock) if (r.lpn && r.onHand > 0) byLpn.set(r.lpn, [...(byLpn.get(r.lpn) ?? []), r]);
  return byLpn;
}

/** Moves everything on a pallet that is on a shelf to another location: one record set (one document number). */
export function moveLpn(env: InboundEnv, lpn: string, location: string): { no: string; rows: number } {
  const wh = env.ledger;
  const rows = lpnsOf(wh).get(lpn);
  if (!rows) throw new DomainError('server.notFound', {}, 404);
  const at = rows[0].location;
  if (!wh.locationByCode.has(at)) throw new DomainError('server.inbound.lpnStaged', { lpn, location: at }, 409);
  // a location under count (locked) keeps its stock until the count is approved or cancelled
  if (wh.locationByCode.get(at)!.status === 'locked') throw new DomainError('server.inbound.locationNotActive', { location: at, status: 'locked' }, 409);
  if (at === location) throw new DomainError('server.inbound.lpnSameLocation', { lpn, location }, 400, { location: { key: 'server.inbound.lpnSameLocation', vars: { lpn, location } } });
  const held = rows.find((r) => available(r) < r.onHand);
  if (held) throw new DomainError('server.inbound.lpnHeld', { lpn, sku: held.sku, qty: held.onHand - available(held) }, 409);
  shelfFor(wh, location, rows.reduce((s, r) => s + r.onHand, 0));
  const no = `MV${String(++wh.seq).padStart(7, '0')}`;
  allOrNothing(wh, [], () => rows.forEach((r) => move(wh, env.ctx, { type: 'lpnMove', no }, r, location, r.onHand)));
  return { no, rows: rows.length };
}

// ---------------------------------------------------------------- notices

/** Store checks of a notice: SKUs known and enabled (by SKU or barcode), expiry for shelf-life SKUs, container not on another open notice. */
export function noticeProblems(env: InboundEnv, input: NoticeInput, self?: Notice): InputProblem[] {
  const wh = env.ledger;
  const problems: InputProblem[] = [];
  const seen = new Set<string>();
  input.lines.forEach((l, i) => {
    const sku = skuOf(wh, l.sku);
    const product = sku ? wh.productBySku.get(sku) : undefined;
    if (!product) return problems.push({ field: `lines.${i}.sku`, key: 'server.inbound.skuUnknown', vars: { sku: l.sku } });
    if (!product.enabled) return problems.push({ field: `lines.${i}.sku`, key: 'server.inbound.skuDisabled', vars: { sku: product.sku } });
    const key = `${product.sku}|${l.lot ?? ''}`;
    if (seen.has(key)) problems.push({ field: `lines.${i}.sku`, key: 'server.validation.duplicate' });
    seen.add(key);
    if (product.shelfLife && !l.expiry) problems.push({ field: `lines.${i}.expiry`, key: 'server.inbound.expiryRequired', vars: { sku: product.sku } });
  });
  const container = input.containerNo.trim().toUpperCase();
  const open = env.place.notices.find((n) => n !== self && n.containerNo === container && n.status !== 'cancelled' && n.status !== 'completed');
  if (open) problems.push({ field: 'containerNo', key: 'server.inbound.containerTaken', vars: { container, no: open.no } });
  return problems;
}

const noticeLines = (env: InboundEnv, input: NoticeInput): NoticeLine[] =>
  input.lines.map((l) => ({ sku: skuOf(env.ledger, l.sku)!, expected: l.expected, ...(l.lot?.trim() ? { lot: l.lot.trim() } : {}), ...(l.expiry ? { expiry: l.expiry } : {}), good: 0, damaged: 0 }));

const noticeFields = (env: InboundEnv, input: NoticeInput) => ({
  supplier: input.supplier.trim(),
  containerNo: input.containerNo.trim().toUpperCase(),
  eta: input.eta,
  note: input.note?.trim() ?? '',
  lines: noticeLines(env, input),
});

/** The enabled tally reasons of the dictionary. */
export const tallyReasons = (wh: WarehouseData) => wh.dictionary.rows.filter((e) => e.type === TALLY_REASON_TYPE);

/** A tally's checks before it is booked: something counted, and a reason on every line that differs. */
function tallyChecked(env: InboundEnv, n: Notice) {
  if (!n.lines.some((l) => l.good + l.damaged > 0)) throw new DomainError('server.inbound.nothingTallied', { no: n.no }, 409);
  const missing = n.lines.find((l) => (l.good !== l.expected || l.damaged > 0) && !l.reason);
  if (missing) throw new DomainError('server.inbound.reasonMissing', { sku: missing.sku }, 409);
  return tallyVariancePct(n.lines);
}

/** The warehouse's threshold: a tally that differs more waits for a supervisor. */
export const varianceThreshold = (env: InboundEnv) => env.master.config.recountVariancePct;

/** Units per pallet of the SKU's enabled palletize rule (its own, else its category's); none: no rule. */
export function palletSizeOf(env: InboundEnv, sku: string): number | undefined {
  const rule = palletizeRuleFor(env.master.palletize.rows, sku, env.ledger.productBySku.get(sku)?.category);
  return rule ? unitsPerPallet(rule) : undefined;
}

/** Books a tally: good units onto new pallets (one per line, or as the SKU's palletize rule splits them) in the dock's receiving area, damaged ones into the damaged area; a putaway task per pallet. */
function bookTally(env: InboundEnv, n: Notice) {
  const wh = env.ledger;
  const ref = { type: 'notice', no: n.no };
  if (n.transfer) endTransit(env, n.transfer.no);
  const from = RECEIVING_AREA(n.dock ?? 'DOCK');
  const pallets: Parameters<typeof putawayTasks>[2] = [];
  n.lines.forEach((l, lineIndex) => {
    const lot = { ...(l.lot ? { lot: l.lot } : {}), ...(l.expiry ? { expiry: l.expiry } : {}) };
    // the SKU's palletize rule (else its category's) splits the good units into pallets of its size
    const lpns = palletQuantities(l.good, palletSizeOf(env, l.sku)).map((qty) => {
      const lpn = newLpn(env);
      const line = receive(wh, env.ctx, ref, { sku: l.sku, location: from, ...lot, lpn }, qty, l.reason);
      putOnHold(wh, env.ctx, ref, wh.rowById.get(line.rowId)!, qty);
      pallets.push({ lineIndex, sku: l.sku, ...lot, lpn, qty });
      return lpn;
    });
    if (lpns.length) Object.assign(l, { lpn: lpns[0], lpns });
    if (l.damaged > 0) receive(wh, env.ctx, ref, { sku: l.sku, location: DAMAGED_AREA, ...lot }, l.damaged, l.reason);
  });
  n.putaway = putawayTasks(env, n, pallets, from);
}

export const noticeRules: DocumentRules<Notice, NoticeStatus, NoticeAction, InboundEnv> = {
  type: 'notice',
  machine: noticeMachine,
  illegalKey: 'server.inbound.illegalTransition',
  documents: (env) => env.place.notices,
  editable: ['created'],
  check: noticeProblems,
  identify: (env) => {
    const no = freshNo(env, 'ASN', (x) => env.place.notices.some((n) => n.no === x));
    return { id: `${env.place.warehouseId}-asn${env.ledger.seq}`, no };
  },
  create: (env, input: NoticeInput) => ({ ...noticeFields(env, input), putaway: [] }),
  edit: (env, n, input: NoticeInput) => {
    transferBound(n);
    Object.assign(n, noticeFields(env, input));
  },
  effects: {
    ...dockEffects<Notice>((n) => n.containerNo, ['receive', 'cancel']),
    cancel: (env, n, input) => {
      transferBound(n);
      (dockEffects<Notice>((x) => x.containerNo, ['cancel']) as Record<string, (e: DocEnv, d: Notice, i: ActionInput) => void>).cancel(env, n, input);
    },
    tally: (env, n) => {
      const pct = tallyChecked(env as InboundEnv, n);
      if (pct > varianceThreshold(env as InboundEnv)) throw new DomainError('server.inbound.needsApproval', { no: n.no, pct, max: varianceThreshold(env as InboundEnv) }, 409);
      Object.assign(n, { variancePct: pct, talliedBy: env.ctx.operator });
      bookTally(env as InboundEnv, n);
    },
    submit: (env, n) => Object.assign(n, { variancePct: tallyChecked(env as InboundEnv, n), talliedBy: env.ctx.operator }),
    approve: (env, n) => {
      n.approvedBy = env.ctx.operator;
      bookTally(env as InboundEnv, n);
    },
    complete: (_, n) => {
      const open = n.putaway.filter((t) => t.status === 'open').length;
      if (open) throw new DomainError('server.inbound.putawayOpen', { no: n.no, open }, 409);
    },
  },
};

// ---------------------------------------------------------------- transfers from another warehouse

/** A transfer's notice carries what was shipped: it is received, never edited or cancelled (the units would stay in transit). */
function transferBound(n: Notice) {
  if (n.transfer) throw new DomainError('server.transfer.noticeBound', { no: n.no, transfer: n.transfer.no }, 409);
}

const transferRef = (no: string): DocRef => ({ type: TRANSFER_DOC_TYPE, no });

/** The units a transfer holds in this warehouse's transit area leave it (its notice is booked). */
function endTransit(env: InboundEnv, no: string) {
  const ref = transferRef(no);
  for (const row of [...(env.ledger.rowsByLocation.get(TRANSFER_TRANSIT(no)) ?? [])]) {
    const held = heldBy(row, 'hold', ref);
    if (held) leaveTransit(env.ledger, env.ctx, ref, row, held, no);
  }
}

/**
 * A transfer shipped to this warehouse: its units enter the transit area (held by the transfer) and
 * a notice of its lines is opened, linked to it, in one all-or-nothing write.
 */
export function openTransferNotice(env: InboundEnv, t: TransferShipment): Notice {
  return atomically(env.ledger, () => {
    const lines = new Map<string, { sku: string; expected: number; lot?: string; expiry?: string }>();
    for (const l of t.lines) {
      enterTransit(env.ledger, env.ctx, transferRef(t.no), { sku: l.sku, location: TRANSFER_TRANSIT(t.no), ...(l.lot ? { lot: l.lot } : {}), ...(l.expiry ? { expiry: l.expiry } : {}) }, l.qty, t.no);
      const key = `${l.sku}|${l.lot ?? ''}`;
      const line = lines.get(key);
      if (line) line.expected += l.qty;
      else lines.set(key, { sku: l.sku, expected: l.qty, ...(l.lot ? { lot: l.lot } : {}), ...(l.expiry ? { expiry: l.expiry } : {}) });
    }
    const input: NoticeInput = { supplier: t.fromCode, containerNo: t.no, eta: env.ctx.now.slice(0, 10), note: t.note, lines: [...lines.values()] };
    const n = createDocument(noticeRules, env, input);
    n.transfer = { no: t.no, from: t.from, fromCode: t.fromCode };
    return n;
  });
}

/** Finishes a tally: booked at once when within the warehouse's threshold, else sent for a supervisor's approval. */
export function finishTally(env: InboundEnv, n: Notice): Notice {
  if (n.status !== 'received') throw new DomainError('server.inbound.notTallying', { no: n.no, status: n.status }, 409);
  const pct = tallyChecked(env, n);
  return runTransition(noticeRules, env, n, pct > varianceThreshold(env) ? 'submit' : 'tally');
}

/** The warehouse's pallets: those with stock, and those of open putaway tasks. */
const palletLpns = (env: InboundEnv) => new Set([...lpnsOf(env.ledger).keys(), ...[...env.place.notices, ...env.place.returns].flatMap((d) => d.putaway.map((t) => t.lpn))]);

function tallying(n: Notice) {
  if (n.status !== 'received') throw new DomainError('server.inbound.notTallying', { no: n.no, status: n.status }, 409);
}

/**
 * The line a scan of a SKU counts on, its lot and expiry recorded: the line of that lot; else a line that names no lot and has nothing counted takes it; else the
 * warehouse's rule for a lot the notice did not name (`unknownLot`): a new line (expected 0), or a refusal. Nothing changes on a refusal.
 */
function tallyLineOf(env: InboundEnv, n: Notice, sku: string, candidates: (readonly [NoticeLine, number])[], lot: string | undefined, expiry: string | undefined): readonly [NoticeLine, number] {
  const withExpiry = (hit: readonly [NoticeLine, number]) => {
    const [line] = hit;
    if (expiry && line.expiry && line.expiry !== expiry) throw new DomainError('server.inbound.expiryMismatch', { sku, lot: line.lot ?? '-', expiry, expected: line.expiry }, 409);
    if (expiry) line.expiry = expiry;
    return hit;
  };
  if (!lot) {
    return withExpiry(candidates.find(([l]) => l.good + l.damaged < l.expected) || candidates[0]);
  }
  const same = candidates.find(([l]) => l.lot?.toUpperCase() === lot.toUpperCase());
  if (same) return withExpiry(same);
  const open = candidates.find(([l]) => !l.lot && l.good + l.damaged === 0);
  if (open) {
    if (expiry && open[0].expiry && open[0].expiry !== expiry) throw new DomainError('server.inbound.expiryMismatch', { sku, lot, expiry, expected: open[0].expiry }, 409);
    open[0].lot = lot;
    return withExpiry(open);
  }
  if (env.master.config.unknownLot === 'refuse') throw new DomainError('server.inbound.lotNotOnNotice', { sku, lot, no: n.no }, 409);
  const product = env.ledger.productBySku.get(sku);
  if (product?.shelfLife && !expiry) throw new DomainError('server.inbound.expiryRequired', { sku }, 409);
  const line: NoticeLine = { sku, expected: 0, lot, ...(expiry ? { expiry } : {}), good: 0, damaged: 0, added: true };
  n.lines.push(line);
  return [line, n.lines.length - 1];
}

/** One tally scan: the line of the scanned SKU (and lot) counts `qty` more good or damaged units. */
export function tallyScan(env: InboundEnv, n: Notice, input: TallyScanInput): { lineIndex: number; line: NoticeLine } {
  tallying(n);
  const sku = skuOfScan(env.ledger, input.code);
  if (!sku) {
    // a pallet's own label (LPN or SSCC) is no product to count: say which pallet it is
    const lpn = palletOfCode(palletLpns(env), input.code);
    if (lpn) throw new DomainError('server.inbound.palletNotProduct', { code: input.code, lpn }, 409);
    throw new DomainError('server.inbound.skuUnknown', { sku: input.code }, 404);
  }
  const candidates = n.lines.map((l, i) => [l, i] as const).filter(([l]) => l.sku === sku);
  if (!candidates.length) throw new DomainError('server.inbound.skuNotOnNotice', { sku, no: n.no }, 409);
  const [line, lineIndex] = tallyLineOf(env, n, sku, candidates, input.lot?.trim(), input.expiry);
  const qty = input.qty ?? 1;
  if (input.damaged) line.damaged += qty;
  else line.good += qty;
  n.updatedAt = env.ctx.now;
  return { lineIndex, line };
}

/** A line's counts set by hand (a recount, a short line) with the reason of its difference. */
export function setTallyLine(env: InboundEnv, n: Notice, index: number, input: TallyLineInput): NoticeLine {
  tallying(n);
  const line = n.lines[index];
  if (!line) throw new DomainError('server.notFound', {}, 404);
  const reason = input.reason?.trim().toUpperCase();
  if (reason) {
    const entry = tallyReasons(env.ledger).find((e) => e.code === reason);
    if (!entry || !entry.enabled) throw new DomainError('server.inbound.reasonUnknown', { reason }, 400, { reason: { key: 'server.inbound.reasonUnknown', vars: { reason } } });
  }
  const differs = input.good !== line.expected || input.damaged > 0;
  if (differs && !reason && !line.reason) throw new DomainError('server.inbound.reasonMissing', { sku: line.sku }, 400, { reason: { key: 'server.inbound.reasonMissing', vars: { sku: line.sku } } });
  Object.assign(line, { good: input.good, damaged: input.damaged });
  if (reason) line.reason = reason;
  else if (!differs) delete line.reason;
  n.updatedAt = env.ctx.now;
  return line;
}

// ---------------------------------------------------------------- returns

/** The shipped order a return names by tracking or order number. */
export function returnableOrder(env: InboundEnv, ref: string) {
  const wh = env.ledger;
  const v = ref.trim();
  const order = wh.orderByTracking.get(v) ?? wh.orderByTracking.get(v.toUpperCase()) ?? wh.orderByNo.get(v) ?? wh.orderByNo.get(v.toUpperCase());
  if (!order) throw new DomainError('server.return.orderUnknown', { order: v }, 404, { order: { key: 'server.return.orderUnknown', vars: { order: v } } });
  if (order.status !== 'shipped') throw new DomainError('server.return.orderNotShipped', { order: order.no, status: order.status }, 409, { order: { key: 'server.return.orderNotShipped', vars: { order: order.no } } });
  return order;
}

/** Per SKU of the order: shipped, and still returnable (shipped minus what live returns already took back). */
export function returnable(env: InboundEnv, orderId: string, self?: ReturnDoc) {
  const order = env.ledger.orderById.get(orderId)!;
  const left = new Map<string, { shipped: number; left: number }>();
  for (const l of order.lines) {
    const e = left.get(l.sku) ?? { shipped: 0, left: 0 };
    e.shipped += l.picked;
    e.left += l.picked;
    left.set(l.sku, e);
  }
  for (const r of env.place.returns) {
    if (r === self || r.orderId !== orderId || r.status === 'cancelled') continue;
    for (const l of r.lines) {
      const e = left.get(l.sku);
      if (e) e.left -= l.qty;
    }
  }
  return left;
}

/**
 * A return's store checks: the order shipped, each SKU is on it, and per SKU the return asks back
 * at most what shipped less the order's other live returns (every over-returned line is refused).
 */
export function returnProblems(env: InboundEnv, input: ReturnInput, self?: ReturnDoc): InputProblem[] {
  let order;
  try {
    order = returnableOrder(env, input.order);
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    return [{ field: 'order', key: e.key, vars: e.vars }];
  }
  const left = returnable(env, order.id, self);
  const problems: InputProblem[] = [];
  const skus = input.lines.map((l) => skuOf(env.ledger, l.sku) ?? l.sku.trim());
  const asked = new Map<string, number>();
  input.lines.forEach((l, i) => asked.set(skus[i], (asked.get(skus[i]) ?? 0) + l.qty));
  input.lines.forEach((_, i) => {
    const sku = skus[i];
    const e = left.get(sku);
    const total = asked.get(sku)!;
    if (!e) problems.push({ field: `lines.${i}.sku`, key: 'server.return.skuNotOnOrder', vars: { sku, order: order.no } });
    else if (total > e.left) problems.push({ field: `lines.${i}.qty`, key: 'server.return.tooMany', vars: { sku, left: Math.max(0, e.left), asked: total } });
  });
  const trailer = input.trailerNo?.trim().toUpperCase();
  if (trailer && !env.place.trailers.some((t) => t.trailerNo === trailer && t.status !== 'cancelled')) problems.push({ field: 'trailerNo', key: 'server.return.trailerUnknown', vars: { trailer } });
  return problems;
}

export const returnRules: DocumentRules<ReturnDoc, ReturnStatus, ReturnAction, InboundEnv> = {
  type: 'return',
  machine: returnMachine,
  illegalKey: 'server.inbound.illegalTransition',
  documents: (env) => env.place.returns,
  check: returnProblems,
  identify: (env) => {
    const no = freshNo(env, 'RT', (x) => env.place.returns.some((r) => r.no === x));
    return { id: `${env.place.warehouseId}-rt${env.ledger.seq}`, no };
  },
  create: (env, input: ReturnInput) => {
    const order = returnableOrder(env, input.order);
    return {
      orderId: order.id,
      orderNo: order.no,
      orderKind: order.kind,
      trackingNo: order.parcels[0]?.trackingNo ?? '',
      carrier: order.carrier,
      trailerNo: input.trailerNo?.trim().toUpperCase() ?? '',
      condition: input.condition,
      note: input.note?.trim() ?? '',
      lines: input.lines.map((l) => ({ sku: skuOf(env.ledger, l.sku)!, qty: l.qty, restock: 0, damaged: 0, destroy: 0 })),
      putaway: [],
    };
  },
  effects: {
    grade: (_, r, input) => {
      const { lines } = input as unknown as GradeInput;
      if (lines.length !== r.lines.length) throw new DomainError('server.return.gradeLines', { lines: r.lines.length }, 400);
      lines.forEach((g, i) => {
        const l = r.lines[i];
        if (g.restock + g.damaged + g.destroy !== l.qty)
          throw new DomainError('server.return.gradeSum', { sku: l.sku, qty: l.qty }, 400, { [`lines.${i}.restock`]: { key: 'server.return.gradeSum', vars: { sku: l.sku, qty: l.qty } } });
      });
      lines.forEach((g, i) => Object.assign(r.lines[i], { restock: g.restock, damaged: g.damaged, destroy: g.destroy }));
    },
    book: (env, r) => bookReturn(env as InboundEnv, r),
    complete: (_, r) => {
      const open = r.putaway.filter((t) => t.status === 'open').length;
      if (open) throw new DomainError('server.inbound.putawayOpen', { no: r.no, open }, 409);
    },
  },
};

/**
 * Books a graded return: restocked units onto a pallet in the returns area (put away later),
 * damaged ones into the damaged area, destroy-graded ones into the damaged area under a new destroy
 * order (made last: it is the one write the rollback of this document does not undo).
 */
function bookReturn(env: InboundEnv, r: ReturnDoc) {
  const wh = env.ledger;
  const ref = { type: 'return', no: r.no };
  const pallets: Parameters<typeof putawayTasks>[2] = [];
  const destroyRows: { rowId: string; qty: number }[] = [];
  r.lines.forEach((l, lineIndex) => {
    if (l.restock > 0) {
      l.lpn = newLpn(env);
      const line = receive(wh, env.ctx, ref, { sku: l.sku, location: RETURNS_AREA, lpn: l.lpn }, l.restock);
      putOnHold(wh, env.ctx, ref, wh.rowById.get(line.rowId)!, l.restock);
      pallets.push({ lineIndex, sku: l.sku, lpn: l.lpn, qty: l.restock });
    }
    if (l.damaged > 0) receive(wh, env.ctx, ref, { sku: l.sku, location: DAMAGED_AREA }, l.damaged, 'return');
    if (l.destroy > 0) {
      const line = receive(wh, env.ctx, ref, { sku: l.sku, location: DAMAGED_AREA }, l.destroy, 'return');
      const prior = destroyRows.find((d) => d.rowId === line.rowId);
      if (prior) prior.qty += l.destroy;
      else destroyRows.push({ rowId: line.rowId, qty: l.destroy });
    }
  });
  r.putaway = putawayTasks(env, r, pallets, RETURNS_AREA);
  if (destroyRows.length) r.destroyNo = port('createDestroy')(wh, env.ctx, { reason: 'DAMAGED', note: r.no, lines: destroyRows }).no;
}

/** Books a return; one with nothing to put away is shelved at once. */
export function bookAndClose(env: InboundEnv, r: ReturnDoc): ReturnDoc {
  runTransition(returnRules, env, r, 'book');
  if (!r.putaway.length) runTransition(returnRules, env, r, 'complete');
  return r;
}

/** After a putaway: the document whose pallets are all on shelves is complete. */
export function closeIfShelved(env: InboundEnv, doc: Notice | ReturnDoc, kind: 'notice' | 'return') {
  if (doc.putaway.some((t) => t.status === 'open')) return;
  if (kind === 'notice') runTransition(noticeRules, env, doc as Notice, 'complete');
  else runTransition(returnRules, env, doc as ReturnDoc, 'complete');
}

// ---------------------------------------------------------------- trailers

const trailerFields = (input: TrailerInput) => ({
  trailerNo: input.trailerNo.trim().toUpperCase(),
  carrier: input.carrier.trim().toUpperCase(),
  eta: input.eta,
  expectedParcels: input.expectedParcels,
  note: input.note?.trim() ?? '',
});

export const trailerRules: DocumentRules<Trailer, TrailerStatus, TrailerAction, InboundEnv> = {
  type: 'trailer',
  machine: trailerMachine,
  illegalKey: 'server.inbound.illegalTransition',
  documents: (env) => env.place.trailers,
  editable: ['expected'],
  check: (env, input: TrailerInput, self?: Trailer) => {
    const problems: InputProblem[] = [];
    const no = input.trailerNo.trim().toUpperCase();
    const open = env.place.trailers.find((t) => t !== self && t.trailerNo === no && t.status !== 'cancelled' && t.status !== 'unloaded');
    if (open) problems.push({ field: 'trailerNo', key: 'server.inbound.trailerTaken', vars: { trailer: no, no: open.no } });
    const carrier = env.ledger.dictionary.rows.find((e) => e.type === 'carrier' && e.code === input.carrier.trim().toUpperCase());
    if (!carrier || (!carrier.enabled && self?.carrier !== carrier.code)) problems.push({ field: 'carrier', key: 'server.order.carrierUnknown', vars: { carrier: input.carrier } });
    return problems;
  },
  identify: (env) => {
    const no = freshNo(env, 'TR', (x) => env.place.trailers.some((t) => t.no === x));
    return { id: `${env.place.warehouseId}-tr${env.ledger.seq}`, no };
  },
  create: (_, input: TrailerInput) => trailerFields(input),
  edit: (_, t, input: TrailerInput) => Object.assign(t, trailerFields(input)),
  effects: dockEffects<Trailer>((t) => t.trailerNo, ['finish', 'cancel']),
};
