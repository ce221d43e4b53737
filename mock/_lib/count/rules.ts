/**
 * Cycle counts: plans on the document kit, one task per location, stock changed only by approval's
 * `adjust` lines (counted − what the ledger had at counting time, spread newest lot first on losses).
 * A plan locks its locations (none holding allocated or picked units) until approval or cancel.
 */
import {
  ABC_LIMITS,
  countPlanMachine,
  countTaskMachine,
  variancePct,
  type AbcClass,
  type CountInput,
  type CountPlanAction,
  type CountPlanStatus,
  type CounterTask,
  type PlanInput,
  type ReviewLine,
  type ReviewTask,
  type SkippedLocation,
} from '../../../src/domain/inventory/count';
import { DomainError } from '../errors';
import { allOrNothing, runTransition, type DocumentRules, type InputProblem } from '../kits/document';
import { adjust, available, lockLocation, rowFor, settleRecounts, unlockLocation, type StockRow } from '../ledger';
import type { Location } from '../master/types';
import { skuOf } from '../site/sku';
import type { Site as WarehouseData } from '../site/types';
import type { CountEnv, CountPlan, CountTask, StoredLine } from './types';

export const COUNT_DOC_TYPE = 'count';

// ---------------------------------------------------------------- reading the warehouse

/** Stock rows per location code (only rows with something on hand). */
function rowsByLocation(wh: WarehouseData): Map<string, StockRow[]> {
  const m = new Map<string, StockRow[]>();
  for (const r of wh.stock) {
    if (!r.onHand) continue;
    const list = m.get(r.location) ?? [];
    list.push(r);
    m.set(r.location, list);
  }
  return m;
}

const rowsAt = (wh: WarehouseData, location: string, sku: string) => (wh.rowsBySku.get(sku) ?? []).filter((r) => r.location === location);

/** What the ledger has on hand at a task's location, per SKU (the task's SKUs only, when it names some). */
export function expectedOf(wh: WarehouseData, task: Pick<CountTask, 'location' | 'skus'>): Map<string, number> {
  const out = new Map<string, number>();
  const add = (r: StockRow) => r.location === task.location && r.onHand && out.set(r.sku, (out.get(r.sku) ?? 0) + r.onHand);
  if (task.skus.length) {
    for (const sku of task.skus) for (const r of wh.rowsBySku.get(sku) ?? []) add(r);
  } else {
    for (const r of wh.stock) add(r);
  }
  return out;
}

const abcCache = new WeakMap<WarehouseData, { lines: number; skus: number; classes: Map<string, AbcClass> }>();

/**
 * Each SKU's ABC class, derived from the journal's picked units (products carry no class): by units
 * picked, A = the SKUs making the first 80 % of them, B = the next 15 %, C = the rest and every SKU
 * never picked. Kept until the journal or the catalog grows.
 */
export function abcClasses(wh: WarehouseData): Map<string, AbcClass> {
  const cached = abcCache.get(wh);
  if (cached && cached.lines === wh.journal.length && cached.skus === wh.products.length) return cached.classes;
  const picked = new Map<string, number>();
  for (const j of wh.journal) if (j.type === 'pick' && j.delta.picked > 0) picked.set(j.sku, (picked.get(j.sku) ?? 0) + j.delta.picked);
  const total = [...picked.values()].reduce((s, n) => s + n, 0);
  const classes = new Map<string, AbcClass>();
  let before = 0;
  for (const [sku, n] of [...picked].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    // a SKU belongs to the class in which its units start
    classes.set(sku, before < ABC_LIMITS.A * total ? 'A' : before < ABC_LIMITS.B * total ? 'B' : 'C');
    before += n;
  }
  for (const p of wh.products) if (!classes.has(p.sku)) classes.set(p.sku, 'C');
  abcCache.set(wh, { lines: wh.journal.length, skus: wh.products.length, classes });
  return classes;
}

export const abcCounts = (wh: WarehouseData): Record<AbcClass, number> => {
  const out = { A: 0, B: 0, C: 0 };
  for (const c of abcClasses(wh).values()) out[c]++;
  return out;
};

/** The SKU a scanned code names; a GTIN-14 names the product whose EAN-13 / UPC-A it carries after its packaging digit(s). */
export function skuOfScan(wh: WarehouseData, code: string): string | undefined {
  const direct = skuOf(wh, code);
  if (direct || !/^\d{14}$/.test(code)) return direct;
  return skuOf(wh, code.slice(1)) ?? skuOf(wh, code.slice(2));
}

export const threshold = (env: CountEnv) => env.master.config.recountVariancePct;
export const isBlind = (env: CountEnv) => env.master.config.blindCount;

// ---------------------------------------------------------------- locks

function setStatus(env: CountEnv, loc: Location, status: Location['status']) {
  const before = loc.status;
  if (before === status) return;
  loc.status = status;
  env.master.locations.record(loc.id, { action: 'edit', at: env.ctx.now, operator: env.ctx.operator, changes: [{ field: 'status', before, after: status }] });
  env.master.locations.version++;
}

/** Unlocks the plan's locations (those still locked). */
function unlock(env: CountEnv, plan: CountPlan) {
  for (const t of plan.tasks) {
    const loc = env.ledger.locationByCode.get(t.location);
    if (loc?.status === 'locked') setStatus(env, loc, 'active');
    unlockLocation(env.ledger, t.location, { type: COUNT_DOC_TYPE, no: plan.no });
  }
}

/** The plans counting a location now (not approved or cancelled). */
export const openPlanOf = (env: CountEnv, location: string) =>
  env.place.plans.find((p) => !countPlanMachine.final.includes(p.status) && p.tasks.some((t) => t.location === location));

// ---------------------------------------------------------------- a new plan

/** Store checks of a new plan the schema cannot make: the zone and SKUs exist. */
export function planProblems(env: CountEnv, input: PlanInput): InputProblem[] {
  const wh = env.ledger;
  const problems: InputProblem[] = [];
  if (input.kind === 'zone' && input.zone && !wh.zones.some((z) => z.code === input.zone)) problems.push({ field: 'zone', key: 'server.count.unknownZone', vars: { zone: input.zone } });
  if (input.kind === 'sku') (input.skus ?? []).forEach((s, i) => !skuOf(wh, s) && problems.push({ field: `skus.${i}`, key: 'server.count.unknownSku', vars: { sku: s } }));
  return problems;
}

/** The locations a plan counts (each with the SKUs it counts there), before locks and allocations are looked at. */
function planTargets(env: CountEnv, input: PlanInput): { loc: Location; skus: string[] }[] {
  const wh = env.ledger;
  if (input.kind === 'zone') return wh.locations.filter((l) => l.zone === input.zone).map((loc) => ({ loc, skus: [] }));
  if (input.kind === 'range') return wh.locations.filter((l) => l.code >= input.from! && l.code <= input.to!).map((loc) => ({ loc, skus: [] }));
  const classes = input.kind === 'abc' ? abcClasses(wh) : undefined;
  const skus = input.kind === 'sku' ? input.skus!.map((s) => skuOf(wh, s)!) : [...classes!].filter(([, c]) => c === input.abc).map(([s]) => s);
  const bySku = new Map<string, string[]>();
  for (const sku of skus)
    for (const r of wh.rowsBySku.get(sku) ?? []) {
      if (!r.onHand || !wh.locationByCode.has(r.location)) continue;
      const list = bySku.get(r.location) ?? [];
      if (!list.includes(sku)) list.push(sku);
      bySku.set(r.location, list);
    }
  return [...bySku].map(([code, s]) => ({ loc: wh.locationByCode.get(code)!, skus: s.sort() })).sort((a, b) => a.loc.pickSeq - b.loc.pickSeq);
}

/**
 * The plan's tasks (active locations without allocated or picked units) and the locations it leaves
 * out because of them; `claimed`: locations earlier rows of an import will lock. Changes nothing;
 * 409 when nothing is left to count.
 */
export function tasksOf(env: CountEnv, no: string, input: PlanInput, claimed?: ReadonlySet<string>): { tasks: CountTask[]; skipped: SkippedLocation[] } {
  const byLoc = rowsByLocation(env.ledger);
  const tasks: CountTask[] = [];
  const skipped: SkippedLocation[] = [];
  for (const { loc, skus } of planTargets(env, input)) {
    if (loc.status !== 'active' || claimed?.has(loc.code)) continue;
    const rows = byLoc.get(loc.code) ?? [];
    const allocated = rows.reduce((s, r) => s + r.allocated, 0);
    const picked = rows.reduce((s, r) => s + r.picked, 0);
    if (allocated || picked) {
      skipped.push({ location: loc.code, allocated, picked });
      continue;
    }
    tasks.push({ id: `${no}-${tasks.length + 1}`, location: loc.code, zone: loc.zone, skus, status: 'open', rounds: [] });
  }
  if (!tasks.length) throw new DomainError('server.count.nothingToCount', { skipped: skipped.length }, 409);
  return { tasks, skipped };
}

// ---------------------------------------------------------------- the document

export const planRules: DocumentRules<CountPlan, CountPlanStatus, CountPlanAction, CountEnv> = {
  type: COUNT_DOC_TYPE,
  machine: countPlanMachine,
  illegalKey: 'server.count.illegal',
  documents: (env) => env.place.plans,
  identify: (env) => {
    const n = ++env.ledger.seq;
    return { id: `cp${n}`, no: `CC${n}` };
  },
  check: (env, input: PlanInput) => planProblems(env, input),
  create: (env, input: PlanInput, base) => {
    const { tasks, skipped } = tasksOf(env, base.no, input);
    // nothing below throws: the locks are the last change
    for (const t of tasks) {
      setStatus(env, env.ledger.locationByCode.get(t.location)!, 'locked');
      lockLocation(env.ledger, t.location, { type: COUNT_DOC_TYPE, no: base.no });
    }
    return {
      kind: input.kind,
      ...(input.kind === 'zone' ? { zone: input.zone } : {}),
      ...(input.kind === 'range' ? { from: input.from, to: input.to } : {}),
      ...(input.kind === 'sku' ? { skus: input.skus!.map((s) => skuOf(env.ledger, s)!) } : {}),
      ...(input.kind === 'abc' ? { abc: input.abc } : {}),
      note: input.note ?? '',
      operator: env.ctx.operator,
      tasks,
      skipped,
    };
  },
  effects: {
    approve: (e, plan) => {
      const env = e as CountEnv;
      // units held for a recount request at a counted location are released by this count first: found, they are available again; missing, they are what it writes off
      for (const t of plan.tasks) if (t.status === 'counted') settleRecounts(env.ledger, env.ctx, { type: COUNT_DOC_TYPE, no: plan.no }, t.location, (sku) => !t.skus.length || t.skus.includes(sku));
      for (const t of plan.tasks) if (t.status === 'counted') writeVariances(env, plan, t);
      for (const t of plan.tasks) if (countTaskMachine.can('approve', t.status)) t.status = 'approved';
      unlock(env, plan);
    },
    cancel: (e, plan) => {
      for (const t of plan.tasks) if (countTaskMachine.can('cancel', t.status)) t.status = 'cancelled';
      unlock(e as CountEnv, plan);
    },
  },
};

const sumRows = (l: StoredLine) => l.rows.reduce((s, r) => s + r.qty, 0);

/** Each line of the task's last count whose count differs from what the ledger had when it was counted: its difference posted (lines that match write nothing). */
function writeVariances(env: CountEnv, plan: CountPlan, t: CountTask) {
  const last = t.rounds[t.rounds.length - 1];
  for (const l of last.lines) {
    const delta = l.qty - sumRows(l);
    if (delta > 0) adjust(env.ledger, env.ctx, { type: COUNT_DOC_TYPE, no: plan.no }, gainRow(env, t, l), delta, plan.no);
    else if (delta < 0) takeLoss(env, plan, t, l, -delta);
  }
}

/** Oldest received first (the ledger's FIFO key). */
const oldestFirst = (a: StockRow, b: StockRow) => a.receivedAt.localeCompare(b.receivedAt);

/**
 * Where a line's found units go: the loose row of its oldest counted lot (or that lot's row on the
 * counted pallet); with no counted row, the named lot, else the SKU's oldest lot there, else no lot.
 */
function gainRow(env: CountEnv, t: CountTask, l: StoredLine): StockRow {
  const wh = env.ledger;
  const counted = l.rows.map((c) => wh.rowById.get(c.rowId)).filter((r): r is StockRow => !!r);
  const named = l.lot !== undefined || l.lpn !== undefined;
  const pool = counted.length ? counted : named ? [] : rowsAt(wh, t.location, l.sku).filter((r) => r.onHand > 0);
  const first = [...pool].sort(oldestFirst)[0];
  const lot = l.lot ?? first?.lot;
  const source = first && (first.lot ?? '') === (lot ?? '') ? first : lot ? (wh.rowsBySku.get(l.sku) ?? []).find((r) => r.lot === lot) : undefined;
  return rowFor(wh, { sku: l.sku, location: t.location, ...(lot ? { lot } : {}), ...(lot && source?.expiry ? { expiry: source.expiry } : {}), ...(l.lpn ? { lpn: l.lpn } : {}) }, source?.receivedAt ?? env.ctx.now);
}

/**
 * A line's missing units off its counted rows: loose before pallets, newest lot first, each at most
 * what it had when counted and has available now. 409 when that is not enough.
 */
function takeLoss(env: CountEnv, plan: CountPlan, t: CountTask, l: StoredLine, qty: number) {
  const wh = env.ledger;
  const counted = l.rows
    .map((c) => ({ had: c.qty, row: wh.rowById.get(c.rowId)! }))
    .filter((x) => x.row)
    .sort((a, b) => Number(!!a.row.lpn) - Number(!!b.row.lpn) || oldestFirst(b.row, a.row));
  let left = qty;
  for (const { had, row } of counted) {
    const n = Math.min(left, had, available(row));
    if (n <= 0) continue;
    adjust(wh, env.ctx, { type: COUNT_DOC_TYPE, no: plan.no }, row, -n, plan.no);
    left -= n;
    if (!left) break;
  }
  if (left) throw new DomainError('server.count.cannotAdjust', { sku: l.sku, location: t.location, qty: left }, 409);
}

// ---------------------------------------------------------------- counting

export const planOfTask = (env: CountEnv, taskId: string) => env.place.plans.find((p) => p.tasks.some((t) => t.id === taskId));

const isOpen = (plan: CountPlan) => plan.status === 'open' || plan.status === 'counting';

/** A counted line before it is matched with the ledger's rows. */
type CountedLine = { sku: string; lot?: string; lpn?: string; qty: number };

const namesRow = (l: CountedLine) => l.lot !== undefined || l.lpn !== undefined;
/** Does a line naming a lot and / or a pallet count this row? */
const covers = (l: CountedLine, r: StockRow) => (l.lot === undefined || r.lot === l.lot) && (l.lpn === undefined || r.lpn === l.lpn);
const lineName = (l: CountedLine) => [l.lot, l.lpn].filter(Boolean).join(' / ');

/**
 * The count's lines with their rows and what the ledger has on them now: a line naming a lot or
 * pallet counts those rows (a row two such lines claim: 409), the other line the rest; uncounted rows count 0.
 */
function snapshotLines(wh: WarehouseData, task: CountTask, input: CountedLine[]): StoredLine[] {
  const bySku = new Map<string, CountedLine[]>();
  for (const l of input) bySku.set(l.sku, [...(bySku.get(l.sku) ?? []), l]);
  for (const sku of expectedOf(wh, task).keys()) if (!bySku.has(sku)) bySku.set(sku, []);
  const out: StoredLine[] = [];
  for (const sku of [...bySku.keys()].sort()) {
    const lines = bySku.get(sku)!;
    const rows = rowsAt(wh, task.location, sku).filter((r) => r.onHand > 0);
    const countedBy = new Map<string, CountedLine>();
    const stored = (l: CountedLine, counted: StockRow[]): StoredLine => ({
      sku,
      ...(l.lot !== undefined ? { lot: l.lot } : {}),
      ...(l.lpn !== undefined ? { lpn: l.lpn } : {}),
      qty: l.qty,
      rows: counted.map((r) => ({ rowId: r.id, ...(r.lot ? { lot: r.lot } : {}), ...(r.lpn ? { lpn: r.lpn } : {}), qty: r.onHand })),
    });
    const mine: StoredLine[] = [];
    for (const l of lines.filter(namesRow)) {
      const counted = rows.filter((r) => covers(l, r));
      for (const r of counted) {
        const other = countedBy.get(r.id);
        if (other) throw new DomainError('server.count.countedTwice', { sku, location: task.location, first: lineName(other), second: lineName(l) }, 409);
        countedBy.set(r.id, l);
      }
      mine.push(stored(l, counted));
    }
    const rest = rows.filter((r) => !countedBy.has(r.id));
    const plain = lines.find((l) => !namesRow(l));
    if (plain || rest.length) mine.push(stored(plain ?? { sku, qty: 0 }, rest));
    out.push(...mine.filter((l) => l.qty > 0 || l.rows.length));
  }
  return out;
}

/**
 * One count of a task's location (the task's own, known SKUs, once per round), keeping what the
 * ledger had on each row; a variance above the threshold sends a first count to a recount.
 */
export function countTask(env: CountEnv, plan: CountPlan, task: CountTask, input: CountInput): CountTask {
  const wh = env.ledger;
  if (!isOpen(plan)) throw new DomainError('server.count.planClosed', { no: plan.no, status: plan.status }, 409);
  if (input.location !== task.location) throw new DomainError('server.count.wrongLocation', { location: input.location, task: task.location }, 409);
  if (!countTaskMachine.can('count', task.status)) throw new DomainError('server.count.alreadyCounted', { location: task.location, round: task.rounds.length }, 409);
  // a SKU scanned by its code and by a barcode is one line (per lot and pallet)
  const merged = new Map<string, CountedLine>();
  for (const l of input.lines) {
    const sku = skuOfScan(wh, l.sku);
    if (!sku) throw new DomainError('server.count.unknownSku', { sku: l.sku }, 409);
    if (task.skus.length && !task.skus.includes(sku)) throw new DomainError('server.count.skuNotCounted', { sku, location: task.location }, 409);
    const key = `${sku}|${l.lot ?? ''}|${l.lpn ?? ''}`;
    const line = merged.get(key);
    if (line) line.qty += l.qty;
    else merged.set(key, { sku, ...(l.lot ? { lot: l.lot } : {}), ...(l.lpn ? { lpn: l.lpn } : {}), qty: l.qty });
  }
  const lines = snapshotLines(wh, task, [...merged.values()]);
  const expected = new Map<string, number>();
  for (const l of lines) if (l.rows.length) expected.set(l.sku, (expected.get(l.sku) ?? 0) + sumRows(l));
  return allOrNothing(wh, [plan], () => {
    task.rounds.push({
      round: task.rounds.length + 1,
      operator: env.ctx.operator,
      ...(env.userId ? { userId: env.userId } : {}),
      at: env.ctx.now,
      lines,
      expected: [...expected].map(([sku, qty]) => ({ sku, qty })),
    });
    const pct = variancePct(reviewLines(env, task));
    // a first count above the threshold is counted again; a recount stands
    task.status = task.status === 'open' && pct > threshold(env) ? 'recount' : 'counted';
    task.recountReason = undefined;
    if (plan.status === 'open') runTransition(planRules, env, plan, 'start');
    if (plan.tasks.every((t) => t.status === 'counted')) runTransition(planRules, env, plan, 'finish');
    return task;
  });
}

/** A supervisor sends a counted location back to be counted again. */
export function requestRecount(env: CountEnv, plan: CountPlan, task: CountTask, reason?: string): CountTask {
  if (plan.status !== 'counting' && plan.status !== 'counted') throw new DomainError('server.count.planClosed', { no: plan.no, status: plan.status }, 409);
  if (task.status !== 'counted') throw new DomainError('server.count.notRecountable', { location: task.location, status: task.status }, 409);
  return allOrNothing(env.ledger, [plan], () => {
    task.status = 'recount';
    if (reason?.trim()) task.recountReason = reason.trim();
    if (plan.status === 'counted') runTransition(planRules, env, plan, 'reopen', { reason });
    return task;
  });
}

/** Locations named in a refusal: the first five and how many. */
const names = (list: string[]) => (list.length > 5 ? `${list.slice(0, 5).join(', ')} … (${list.length})` : list.join(', '));

/** Who approves: their user id, and whether they hold the right to approve their own counts. */
export interface Approver {
  userId: string;
  mayApproveOwn: boolean;
}

/**
 * Approval, with the refusal that says why a plan still counting cannot be approved, and (given an
 * approver) the refusal of an approver who counted one of its tasks without the right to.
 */
export function approvePlan(env: CountEnv, plan: CountPlan, approver?: Approver): CountPlan {
  if (plan.status === 'counting' || plan.status === 'open') {
    const recount = plan.tasks.filter((t) => t.status === 'recount').map((t) => t.location);
    if (recount.length) throw new DomainError('server.count.recountFirst', { no: plan.no, locations: names(recount) }, 409);
    const open = plan.tasks.filter((t) => t.status === 'open').length;
    throw new DomainError('server.count.notCounted', { no: plan.no, open }, 409);
  }
  if (approver && !approver.mayApproveOwn) {
    const own = plan.tasks.filter((t) => t.rounds.some((r) => r.userId === approver.userId)).map((t) => t.location);
    if (own.length) throw new DomainError('server.count.ownCount', { no: plan.no, locations: names(own) }, 409);
  }
  return runTransition(planRules, env, plan, 'approve');
}

// ---------------------------------------------------------------- views

const productNames = (wh: WarehouseData, sku: string) => {
  const p = wh.productBySku.get(sku);
  return { nameZh: p?.nameZh ?? '', nameEn: p?.nameEn ?? '' };
};

/** A task's lines: each line of the last count against what the ledger had on its rows then (not counted: per SKU, what it says now). */
export function reviewLines(env: CountEnv, t: CountTask): ReviewLine[] {
  const wh = env.ledger;
  const last = t.rounds[t.rounds.length - 1];
  if (!last) return [...expectedOf(wh, t)].sort(([a], [b]) => a.localeCompare(b)).map(([sku, expected]) => ({ sku, ...productNames(wh, sku), expected }));
  return last.lines.map((l) => {
    const expected = sumRows(l);
    return { sku: l.sku, ...(l.lot !== undefined ? { lot: l.lot } : {}), ...(l.lpn !== undefined ? { lpn: l.lpn } : {}), ...productNames(wh, l.sku), expected, counted: l.qty, variance: l.qty - expected };
  });
}

export function reviewTask(env: CountEnv, plan: CountPlan, t: CountTask): ReviewTask {
  const lines = reviewLines(env, t);
  const last = t.rounds[t.rounds.length - 1];
  return {
    id: t.id,
    planId: plan.id,
    planNo: plan.no,
    planStatus: plan.status,
    location: t.location,
    zone: t.zone,
    skus: t.skus,
    status: t.status,
    rounds: t.rounds.length,
    lines,
    expected: lines.reduce((s, l) => s + l.expected, 0),
    ...(last ? { counted: lines.reduce((s, l) => s + (l.counted ?? 0), 0), variancePct: variancePct(lines), countedBy: last.operator, countedAt: last.at } : {}),
    ...(t.recountReason ? { recountReason: t.recountReason } : {}),
    threshold: threshold(env),
  };
}

/** A task as its counter sees it: with what the ledger says only when counting is not blind. */
export function counterTask(env: CountEnv, plan: CountPlan, t: CountTask): CounterTask {
  const blind = isBlind(env);
  return {
    id: t.id,
    planNo: plan.no,
    location: t.location,
    zone: t.zone,
    skus: t.skus,
    status: t.status,
    round: t.rounds.length + 1,
    blind,
    ...(blind ? {} : { expected: [...expectedOf(env.ledger, t)].map(([sku, qty]) => ({ sku, qty })) }),
  };
}

export const planScope = (p: CountPlan) =>
  p.kind === 'zone' ? p.zone! : p.kind === 'range' ? `${p.from} – ${p.to}` : p.kind === 'abc' ? p.abc! : names(p.skus ?? []);

export function planRow(p: CountPlan) {
  const count = (f: (t: CountTask) => boolean) => p.tasks.filter(f).length;
  return {
    id: p.id,
    no: p.no,
    kind: p.kind,
    scope: planScope(p),
    status: p.status,
    tasks: p.tasks.length,
    counted: count((t) => t.status === 'counted' || t.status === 'approved'),
    recount: count((t) => t.status === 'recount'),
    variances: count((t) => !!t.rounds[t.rounds.length - 1]?.lines.some((l) => l.qty !== sumRows(l))),
    skipped: p.skipped.length,
    note: p.note,
    operator: p.operator,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt ?? p.createdAt,
  };
}
