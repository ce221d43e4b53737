/**
 * Relocations and FBA stagings per warehouse, seeded lazily. Units go from the source into a
 * transit area (not allocatable, counted once) and then onto their location; a cancel moves them back.
 */
import {
  isTransitArea,
  RELOCATION_DOC_TYPE,
  RELOCATION_STEP_SCREENS,
  relocationMachine,
  TRANSIT_AREA,
  type Relocation,
  type RelocationAction,
  type RelocationInput,
  type RelocationRow,
  type RelocationStatus,
  type ReplenishReason,
} from '../../../src/domain/relocate';
import type { WorkItem, WorkProgress } from '../../../src/domain/task/work';
import { DomainError } from '../errors';
import { masterOf } from '../master';
import { siteOf } from '../site';
import { skuOf, suggestLocation } from '../site/sku';
import type { SiteEnv as InboundEnv } from '../site/types';
import { createDocument, runTransition, type DocumentRules } from '../kits/document';
import { available, heldBy, move, putOnHold, releaseHold, type LedgerCtx, type StockRow } from '../ledger';
import { defineSlot } from '../store';
import { seedFba } from './fba';
import { availableAt, filledMap, roomFor, rowsAt, seedRows, skuOfScan, usableLocation, type RelocateEnv, type RelocateState } from './places';

// The places' helpers and types (./places.ts) are the area's too.
export { availableAt, ensureFbaLocations, filledAt, roomFor, rowsAt, seedRows, skuOfScan, usableLocation, type RelocateEnv, type RelocatePlace, type RelocateState } from './places';

export const relocateSlot = defineSlot<RelocateState>('relocations', () => ({ warehouses: {} }));

export function getRelocate(): RelocateState {
  return relocateSlot();
}

/** A warehouse's relocations (seeded the first time: some in every state), as `ctx`. */
export function relocateEnv(warehouseId: string, ctx: LedgerCtx): RelocateEnv {
  const base: InboundEnv = { ledger: siteOf(warehouseId), master: masterOf(warehouseId), ctx };
  const state = getRelocate();
  let reloc = state.warehouses[warehouseId];
  if (!reloc) {
    reloc = { warehouseId, relocations: [], fba: [] };
    state.warehouses[warehouseId] = reloc;
    const env = { ...base, reloc };
    seedRelocations(env);
    seedFba(env);
    return env;
  }
  return { ...base, reloc };
}

// ---------------------------------------------------------------- locations and stock

/** Moves `qty` units of a SKU out of `rows` (oldest first) to `to`; refuses (409) when they are not all available. */
export function moveUnits(env: InboundEnv, doc: { type: string; no: string }, rows: StockRow[], to: string, qty: number, reason?: string) {
  let left = qty;
  for (const row of rows) {
    const n = Math.min(left, available(row));
    if (n > 0) move(env.ledger, env.ctx, doc, row, to, n, reason);
    left -= n;
    if (!left) break;
  }
  if (left > 0) throw new DomainError('server.relocate.insufficient', { sku: rows[0]?.sku ?? '', location: rows[0]?.location ?? '', available: qty - left, qty }, 409);
}

/** Rows with stock in a relocation's transit area. */
const transitRows = (env: InboundEnv, r: Relocation) => (env.ledger.rowsBySku.get(r.sku) ?? []).filter((x) => x.location === TRANSIT_AREA(r.no) && x.onHand > 0);

// ---------------------------------------------------------------- the relocation's rules

/** Checks of a relocation's source, units and target: unknown (400), locked or disabled (409), more than available (409). */
function checkPlan(env: RelocateEnv, input: { from: string; sku: string; lpn?: string; lot?: string; qty: number; to?: string }) {
  const wh = env.ledger;
  usableLocation(wh, input.from, 'from');
  const have = availableAt(wh, input.sku, input.from, input.lpn, input.lot);
  if (have < input.qty) throw new DomainError('server.relocate.insufficient', { sku: input.sku, location: input.from, available: have, qty: input.qty }, 409);
  if (input.to) {
    if (input.to === input.from) throw new DomainError('server.relocate.sameLocation', { location: input.to }, 400, { to: { key: 'server.relocate.sameLocation', vars: { location: input.to } } });
    roomFor(wh, input.to, input.qty, 'to');
  }
}

/** A target for `qty` units of a SKU: the SKU's pick face or an empty shelf ('' when none). */
function suggestTarget(env: RelocateEnv, sku: string, qty: number, from: string): string {
  // not the source, nor a location an open relocation is bound for
  const taken = new Set([from, ...env.reloc.relocations.filter((r) => !relocationMachine.final.includes(r.status)).map((r) => r.to)]);
  return suggestLocation(env, sku, qty, filledMap(env.ledger), taken);
}

const docRef = (r: Relocation) => ({ type: RELOCATION_DOC_TYPE, no: r.no });

/** The source rows a replenishment holds units of (from its generation until it is taken out). */
const sourceHeld = (env: InboundEnv, r: Relocation) => (r.replenish ? rowsAt(env.ledger, r.sku, r.from, r.lpn, r.lot).filter((row) => heldBy(row, 'hold', docRef(r)) > 0) : []);

/**
 * A replenishment out of reserve: exactly the units its generation held (the FEFO choice), released
 * and moved in one step, so no other document can take them in between.
 */
function outOfReserve(e: RelocateEnv, r: Relocation) {
  usableLocation(e.ledger, r.from, 'from');
  const rows = sourceHeld(e, r);
  const held = rows.reduce((n, row) => n + heldBy(row, 'hold', docRef(r)), 0);
  if (held !== r.qty) throw new DomainError('server.relocate.insufficient', { sku: r.sku, location: r.from, available: held, qty: r.qty }, 409);
  for (const row of rows) {
    const n = heldBy(row, 'hold', docRef(r));
    releaseHold(e.ledger, e.ctx, docRef(r), row, n);
    move(e.ledger, e.ctx, docRef(r), row, TRANSIT_AREA(r.no), n, r.reason);
  }
}

export const relocationRules: DocumentRules<Relocation, RelocationStatus, RelocationAction, RelocateEnv> = {
  type: RELOCATION_DOC_TYPE,
  machine: relocationMachine,
  illegalKey: 'server.relocate.illegal',
  documents: (env) => env.reloc.relocations,
  add: (env, doc) => env.reloc.relocations.unshift(doc),
  identify: (env) => {
    const n = ++env.ledger.seq;
    return { id: `RL${n}`, no: `RL${String(n).padStart(7, '0')}` };
  },
  // `replenish` only from the generation (mock/_lib/relocate/replenish.ts): the route's strict schema refuses it
  create: (env, raw: RelocationInput & { replenish?: ReplenishReason }) => {
    const input = normalize(env, raw);
    checkPlan(env, input);
    const to = input.to || suggestTarget(env, input.sku, input.qty, input.from);
    if (!to) throw new DomainError('server.relocate.noTarget', { sku: input.sku, qty: input.qty }, 409);
    return { sku: input.sku, qty: input.qty, from: input.from, ...(input.lpn ? { lpn: input.lpn } : {}), ...(input.lot ? { lot: input.lot } : {}), to, emergency: input.emergency ?? true, ...(raw.replenish ? { replenish: raw.replenish } : {}), ...(input.reason ? { reason: input.reason } : {}) };
  },
  effects: {
    /** Out of the source: the units into the relocation's transit area (nothing there is allocatable). */
    out: (env, r) => {
      const e = env as RelocateEnv;
      if (r.replenish) outOfReserve(e, r);
      else {
        checkPlan(e, { from: r.from, sku: r.sku, lpn: r.lpn, lot: r.lot, qty: r.qty });
        moveUnits(e, docRef(r), rowsAt(e.ledger, r.sku, r.from, r.lpn, r.lot), TRANSIT_AREA(r.no), r.qty, r.reason);
      }
      // in transit the units are the relocation's: no other document takes them
      for (const row of transitRows(e, r)) putOnHold(e.ledger, e.ctx, docRef(r), row, available(row));
      r.outBy = env.ctx.operator;
    },
    receive: (env, r) => {
      r.receivedBy = env.ctx.operator;
    },
    /** Onto the location scanned (another one than planned is allowed, and recorded). */
    putaway: (env, r, input) => {
      const e = env as RelocateEnv;
      const location = String(input.location ?? '');
      roomFor(e.ledger, location, r.qty, 'location');
      const note = location === r.to ? undefined : `planned ${r.to}`;
      for (const row of transitRows(e, r)) {
        const held = heldBy(row, 'hold', docRef(r));
        if (held) releaseHold(e.ledger, e.ctx, docRef(r), row, held);
        move(e.ledger, e.ctx, docRef(r), row, location, row.onHand, note);
      }
      r.putTo = location;
      r.putBy = env.ctx.operator;
    },
    /**
     * Before putaway: units in transit go back to the source location, if it still takes them: a
     * source locked by a count since (or disabled) refuses the cancel (409), and the units stay in
     * transit to be put away elsewhere (a location under count gets only its count's adjustment).
     */
    cancel: (env, r, input) => {
      const e = env as RelocateEnv;
      // a replenishment not yet taken out gives its reserve units back
      for (const row of sourceHeld(e, r)) releaseHold(e.ledger, e.ctx, docRef(r), row, heldBy(row, 'hold', docRef(r)));
      const rows = transitRows(e, r);
      if (rows.length) usableLocation(e.ledger, r.from, 'from');
      for (const row of rows) {
        const held = heldBy(row, 'hold', docRef(r));
        if (held) releaseHold(e.ledger, e.ctx, docRef(r), row, held);
        move(e.ledger, e.ctx, docRef(r), row, r.from, row.onHand, input.reason?.trim() || undefined);
      }
    },
  },
};

/** A parsed relocation body with its SKU resolved (a barcode, or a pallet's only SKU scanned in the SKU field). */
export function normalize(env: RelocateEnv, input: RelocationInput) {
  const wh = env.ledger;
  let sku = skuOf(wh, input.sku);
  let lpn = input.lpn;
  if (!sku) {
    // a pallet label scanned as "what": the SKU on that pallet at the source
    const code = input.sku.trim().toUpperCase();
    const onPallet = [...new Set((wh.rowsByLocation.get(input.from) ?? []).filter((r) => r.lpn === code && r.onHand > 0).map((r) => r.sku))];
    if (onPallet.length === 1) {
      sku = onPallet[0];
      lpn = code;
    }
  }
  if (!sku) skuOfScan(wh, input.sku);
  return { ...input, sku: sku!, ...(lpn ? { lpn } : {}) };
}

/** A new relocation (planned: nothing moves yet). */
export const planRelocation = (env: RelocateEnv, input: RelocationInput) => createDocument(relocationRules, env, input);

/** A new relocation taken out of its source at once (the outbound scan screen): all or nothing. */
export function relocateOut(env: RelocateEnv, input: RelocationInput): Relocation {
  const mark = { count: env.reloc.relocations.length, seq: env.ledger.seq };
  const doc = planRelocation(env, input);
  try {
    return runTransition(relocationRules, env, doc, 'out');
  } catch (e) {
    env.reloc.relocations.splice(env.reloc.relocations.indexOf(doc), 1);
    env.ledger.seq = mark.seq;
    throw e;
  }
}

export const transition = (env: RelocateEnv, r: Relocation, action: RelocationAction, input: Record<string, unknown> = {}) => runTransition(relocationRules, env, r, action, input);

/** Where a relocation's units are now. */
export const whereNow = (r: Relocation) => (r.status === 'inTransit' || r.status === 'received' ? TRANSIT_AREA(r.no) : r.status === 'done' ? (r.putTo ?? r.to) : r.from);

export function relocationRow(env: RelocateEnv, r: Relocation): RelocationRow {
  const p = env.ledger.productBySku.get(r.sku);
  return { ...r, nameZh: p?.nameZh ?? '', nameEn: p?.nameEn ?? '', at: whereNow(r) };
}

// ---------------------------------------------------------------- the task list

const PROGRESS: Record<RelocationStatus, WorkProgress> = { created: 'open', inTransit: 'started', received: 'started', done: 'done', cancelled: 'cancelled' };

/** A relocation's task on the task list: a replenishment is a kind of its own. */
export const relocationTaskId = (r: Pick<Relocation, 'id' | 'replenish'>) => `${r.replenish ? 'replenish' : 'relocate'}:${r.id}`;

/** Each relocation's pending (or last) step as operator work for the one task list (178). */
export function relocationWork(warehouseId: string): WorkItem[] {
  const env = relocateEnv(warehouseId, { operator: 'system', now: new Date().toISOString() });
  return env.reloc.relocations.map((r) => {
    const last = r.history[r.history.length - 1];
    return {
      id: relocationTaskId(r),
      kind: r.replenish ? 'replenish' : 'relocate',
      docNo: r.no,
      sku: r.sku,
      qty: r.qty,
      location: r.status === 'created' ? r.from : whereNow(r),
      to: r.putTo ?? r.to,
      progress: PROGRESS[r.status],
      priority: r.emergency ? 'high' : 'normal',
      ...(r.status !== 'created' && last ? { operator: last.operator } : {}),
      createdAt: r.createdAt,
      link: `${RELOCATION_STEP_SCREENS[r.status]}?relocation=${encodeURIComponent(r.id)}`,
    };
  });
}

// ---------------------------------------------------------------- the seed

/** Some relocations in every state, from the warehouse's stock on active shelves. */
function seedRelocations(env: RelocateEnv) {
  const wh = env.ledger;
  const rows = seedRows(wh, 10, 40);
  const steps: RelocationAction[][] = [[], ['out'], ['out'], ['out', 'receive'], ['out', 'receive', 'putaway'], ['out', 'receive', 'putaway'], ['cancel'], ['out', 'cancel']];
  const used = new Set<string>();
  let made = 0;
  for (const row of rows) {
    if (made >= steps.length) break;
    if (used.has(row.location)) continue;
    const path = steps[made];
    try {
      const doc = planRelocation(env, { from: row.location, sku: row.sku, qty: Math.min(5, available(row)), emergency: made % 3 !== 2 });
      used.add(doc.to);
      for (const a of path) transition(env, doc, a, a === 'putaway' ? { location: doc.to } : a === 'cancel' ? { reason: 'Aisle reopened' } : {});
      used.add(row.location);
      made++;
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
    }
  }
}

export { isTransitArea };
