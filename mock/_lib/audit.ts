/**
 * The audit trail: one record per write a person made through the API (who, when, which record,
 * fields before → after), written by the kits, by users and roles, and by `audited` for other writes.
 * Only inside `handle()`'s write: seeds and tests record nothing. Stock quantities are the journal's.
 */
import type { AuditChange, AuditRecord } from '../../src/services/types/system';
import { getStore, nextId } from './store';

/** The records of the request's write running now: kept when it succeeds, dropped when it is refused (nothing changed). */
let pending: AuditRecord[] | undefined;

/** Runs a request's write: the kits record its changes in the audit trail, kept if the write succeeds. */
export function duringWrite<T>(fn: () => T): T {
  if (pending) return fn();
  pending = [];
  try {
    const out = fn();
    // numbered as they are kept: a refused write takes no number either
    for (const rec of pending) rec.id = nextId('a');
    getStore().audit.push(...pending);
    return out;
  } finally {
    pending = undefined;
  }
}

/** Runs `fn` as no person's write: a warehouse seeded on first use inside a request records nothing. */
export function outsideWrite<T>(fn: () => T): T {
  const outer = pending;
  pending = undefined;
  try {
    return fn();
  } finally {
    pending = outer;
  }
}

/** Is a person's write running (not a seed or a test calling the rules)? */
export const auditing = () => pending !== undefined;

/** Fields never shown as changes: the record's own bookkeeping. */
const SKIP = new Set(['id', 'history', 'updatedAt', 'passwordHash', 'passwordSalt']);
/** At most this many changes a record (a large import of lines): the rest is left out. */
export const MAX_CHANGES = 200;

type Leaf = string | number | boolean | null;

/** The leaves of a value by path (`lines.0.qty`); an empty array or object is a leaf of its own (shown empty). */
function flatten(value: unknown, path: string, out: Map<string, Leaf>) {
  if (value === undefined) return;
  if (value === null || typeof value !== 'object') {
    out.set(path, value as Leaf);
    return;
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  if (!entries.length) {
    out.set(path, '');
    return;
  }
  for (const [k, v] of entries) if (!(path === '' && SKIP.has(k))) flatten(v, path ? `${path}.${k}` : k, out);
}

/** The fields that differ between two states of a record, each before → after (nested fields by path). */
export function diffOf(before: unknown, after: unknown): AuditChange[] {
  const b = new Map<string, Leaf>();
  const a = new Map<string, Leaf>();
  flatten(before ?? {}, '', b);
  flatten(after ?? {}, '', a);
  const out: AuditChange[] = [];
  for (const field of new Set([...b.keys(), ...a.keys()])) {
    const x = b.get(field);
    const y = a.get(field);
    if (x === y) continue;
    out.push({ field, ...(b.has(field) ? { before: x } : {}), ...(a.has(field) ? { after: y } : {}) });
    if (out.length >= MAX_CHANGES) break;
  }
  return out;
}

/** One write to record: the record's kind, id and name, where, what and who; its state before and after. */
export type AuditInput = Pick<AuditRecord, 'entity' | 'entityId' | 'record' | 'warehouseId' | 'action' | 'operator'> & {
  at?: string;
  before?: unknown;
  after?: unknown;
  /** Keep the whole record before and after too (users and roles: who may see the record depends on them). */
  snapshots?: boolean;
};

/** Writes one audit record with the fields that changed. */
export function recordAudit(input: AuditInput): AuditRecord {
  const { before, after, snapshots, at, ...rest } = input;
  const rec: AuditRecord = {
    id: pending ? '' : nextId('a'),
    ...rest,
    at: at ?? new Date().toISOString(),
    ...(snapshots ? { before: before as AuditRecord['before'], after: after as AuditRecord['after'] } : {}),
    changes: diffOf(before, after),
  };
  if (pending) pending.push(rec);
  else getStore().audit.push(rec);
  return rec;
}

/** A copy of a record's state now (plain data: what the diff reads). */
const copy = (v: unknown) => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

/**
 * Runs a person's write `fn` and records it once, the state before and after; what the kits
 * recorded of the same record meanwhile folds into it. Outside a person's write it only runs `fn`.
 */
export function audited<R>(input: Omit<AuditInput, 'before' | 'after' | 'snapshots'>, state: () => unknown, fn: () => R): R {
  if (!pending) return fn();
  const mark = pending.length;
  const before = copy(state());
  const out = fn();
  const inner = pending.splice(mark);
  pending.push(...inner.filter((r) => r.entity !== input.entity || r.entityId !== input.entityId));
  recordAudit({ ...input, before, after: copy(state()) });
  return out;
}

/** Who and what of a write on a record that has an id (and a number people name it by). */
export const auditOf = (entity: string, rec: { id: string; no?: string }, warehouseId: string, action: string, ctx: { operator: string; now: string }, record?: string) => ({
  entity,
  entityId: rec.id,
  record: record ?? rec.no ?? rec.id,
  warehouseId,
  action,
  operator: ctx.operator,
  at: ctx.now,
});

/** An area's environment: its warehouse's ledger and who writes when. */
interface AuditEnv {
  ledger: { warehouseId: string };
  ctx: { operator: string; now: string };
}

/** `audited` for a write on one document (or any record with an id) of an area: its whole state before and after. */
export const auditedRecord = <R>(env: AuditEnv, entity: string, rec: { id: string; no?: string }, action: string, fn: () => R): R =>
  audited(auditOf(entity, rec, env.ledger.warehouseId, action, env.ctx), () => rec, fn);

/** Records a change of a person's write only (see `auditing`). */
export function auditWrite(input: AuditInput) {
  if (auditing()) recordAudit(input);
}
