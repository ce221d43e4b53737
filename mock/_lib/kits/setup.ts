/**
 * The set-up kit: a declared record type gets list, get with history, create, edit, enable /
 * disable, delete, bulk actions and import (all rows or none). Every write checks everything
 * before changing anything; refusals as the document kit's (`asHttp`).
 */
import { z } from 'zod';
import { bulkAnswer, importAnswer, importCheckAnswer, pageOf, withHistory as withHistorySchema } from '../../../src/domain/contract';
import type { RouteContract } from '../contract';
import type { AuditEntry, ImportRowCheck, MenuAccess, SetupBulkItem } from '../../../src/domain/master';
import { bulkSchema, enabledSchema, importCheckSchema, importSchema } from '../../../src/domain/master/schema';
import { auditWrite } from '../audit';
import { requireMenuAccess, requireWarehouse } from '../auth';
import { DomainError } from '../errors';
import { errorBody, handle, HttpError, notFound, requestLang, translate, type FieldProblem, type Handler, type Lang, type MockRequest } from '../http';
import type { LedgerCtx } from '../ledger';
import { page, PAGE_QUERY, type PageQuery } from '../paging';
import type { User } from '../seed';
import { emptyBody, parseBody } from '../validate';
import { asHttp, type InputProblem } from './document';

// ---------------------------------------------------------------- the table: rows, indexes, history

/**
 * One record type's rows in one place (a warehouse, or global), with what every list and write
 * needs fast: the row by id, each unique value's owner, the history of every record, and sorted
 * views reused until the next change (a 50,000-row list is not sorted per request).
 */
export class Table<R extends { id: string }> {
  readonly byId = new Map<string, R>();
  /** Per unique key: value → the id of the record that has it. */
  readonly owners = new Map<string, Map<string, string>>();
  /** Every change of every record (also of deleted ones), oldest first. */
  readonly history = new Map<string, AuditEntry[]>();
  /** Goes up on every change: sorted views older than it are made again. */
  version = 0;
  private sortedViews = new Map<string, { version: number; rows: R[] }>();

  constructor(
    readonly rows: R[],
    /** Unique keys: name → the values a record holds (a code; every barcode of a product). */
    readonly uniques: Record<string, (r: R) => string[]> = {},
  ) {
    for (const name of Object.keys(uniques)) this.owners.set(name, new Map());
    for (const r of rows) this.index(r);
  }

  get = (id: string) => this.byId.get(id);
  /** The id of the record that holds `value` of the unique key `name`. */
  ownerOf = (name: string, value: string) => this.owners.get(name)?.get(value);

  add(r: R) {
    this.rows.push(r);
    this.index(r);
    this.version++;
  }

  remove(r: R) {
    const at = this.rows.indexOf(r);
    if (at >= 0) this.rows.splice(at, 1);
    this.unindex(r);
    this.byId.delete(r.id);
    this.version++;
  }

  /** Changes a record in place, its unique values re-indexed. */
  change(r: R, fn: (r: R) => void) {
    this.unindex(r);
    fn(r);
    this.index(r);
    this.version++;
  }

  record(id: string, entry: AuditEntry) {
    const list = this.history.get(id) ?? [];
    list.push(entry);
    this.history.set(id, list);
  }

  /** The rows sorted by a field (ties by id), kept until the table changes. */
  sorted(field: string, descending: boolean): R[] {
    const key = `${field}:${descending ? 'd' : 'a'}`;
    const kept = this.sortedViews.get(key);
    if (kept && kept.version === this.version) return kept.rows;
    const at = (r: R) => (r as Record<string, unknown>)[field];
    const dir = descending ? -1 : 1;
    const rows = [...this.rows].sort((a, b) => compareValues(at(a), at(b)) * dir || compareValues(a.id, b.id));
    this.sortedViews.set(key, { version: this.version, rows });
    return rows;
  }

  private index(r: R) {
    this.byId.set(r.id, r);
    for (const [name, values] of Object.entries(this.uniques)) for (const v of values(r)) this.owners.get(name)!.set(v, r.id);
  }

  private unindex(r: R) {
    for (const [name, values] of Object.entries(this.uniques)) {
      const owners = this.owners.get(name)!;
      for (const v of values(r)) if (owners.get(v) === r.id) owners.delete(v);
    }
  }

  /** As data (the fuzz test hashes the store): rows and history. */
  toJSON() {
    return { rows: this.rows, history: [...this.history] };
  }
}

/** Numbers by value, anything else as text (byte order: quick, and the same in both languages). */
function compareValues(x: unknown, y: unknown) {
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  const a = String(x ?? '');
  const b = String(y ?? '');
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---------------------------------------------------------------- the declaration

/** Where a request's records are: who asks, in which warehouse (global records ignore it), when. */
export interface SetupScope {
  user: User;
  warehouseId: string;
  ctx: LedgerCtx;
  lang: Lang;
}

type Schema = z.ZodType;
type Filter<R, Sc> = (value: string, sc: Sc) => (r: R) => boolean;

export interface SetupDeclaration<R extends { id: string }, Sc extends SetupScope = SetupScope> {
  /** The list path; the kit answers `GET path`, `GET path/:id`, `POST path`, `PUT path/:id`, `PATCH path/:id/enabled`, `DELETE path/:id`, `POST path/bulk`, `POST path/import/check`, `POST path/import`. */
  path: string;
  /** Menu ids that read (list, get) and write (everything else). */
  access: { read: MenuAccess; write: MenuAccess };
  /** The request's place, after the privilege and warehouse checks (its warehouse's data, or the global data). */
  scope: (base: SetupScope) => Sc;
  table: (sc: Sc) => Table<R>;
  /** How a refusal names a record (its code, SKU…). */
  label: (r: R) => string;
  /** The field of the body each unique key comes from (a refusal is a 400 on it; `barcodes` → `barcodes.2`). */
  uniqueFields: Record<string, string>;
  schemas: {
    create: Schema;
    /** No edit schema: no edit route. */
    edit?: Schema;
    /** An import row (default: the create schema). */
    importRow?: Schema;
    /** The record as answered (the contract, src/domain/contract). */
    record: z.ZodObject;
    /** A row of the list, when the declaration's row function answers other than the record. */
    row?: z.ZodType;
  };
  /** What the records are, for the API document ("zones of the warehouse"). */
  noun: string;
  /** The new record from a parsed create body (no side effect: it is also made to check a body). */
  build: (sc: Sc, input: any) => Omit<R, 'id'>;
  /** The new record's id (default: `id` of `build`… or a fresh number); called only once the record is saved. */
  identify: (sc: Sc, record: Omit<R, 'id'>) => string;
  /** Applies a parsed edit body (default: its fields copied over). */
  edit?: (sc: Sc, r: R, input: any) => void;
  /** What the schema cannot check (an unknown zone…): each problem a 400 on its field. */
  check?: (sc: Sc, record: Omit<R, 'id'>, self?: R) => InputProblem[];
  /** What uses the record (stock on a location…): refuses disabling and deleting, naming it (409). */
  inUse?: (sc: Sc, r: R) => FieldProblem | undefined;
  /** What documents name the record (an order its carrier): refuses deleting only (409 naming one); a disabled record still names them. */
  namedBy?: (sc: Sc, r: R) => FieldProblem | undefined;
  /** What else a new record (created or imported) brings about. */
  added?: (sc: Sc, r: R) => void;
  /** Whether the record is enabled, and how it is set (default: its `enabled` field); false: no enable route. */
  enabled?: false | { get: (r: R) => boolean; set: (r: R, on: boolean) => void };
  /** false: no delete route (warehouses are disabled, never deleted). */
  deletable?: boolean;
  /**
   * Who may change an existing record (edit, enable / disable, delete, bulk): throws the refusal
   * (an HttpError 403) before anything changes; a bulk request is refused whole.
   */
  guardChange?: (sc: Sc, r: R) => void;
  /** Writes are taken even while the request's warehouse is disabled (the warehouse list: so one can be enabled again). */
  evenInDisabledWarehouse?: boolean;
  list: {
    /** Query parameter → a test of each record (only for a non-empty value). */
    filters: Record<string, Filter<R, Sc>>;
    sortable: readonly string[];
    defaultSort?: { field: string; order: 'ascend' | 'descend' };
    /** The row as listed (default: the record). */
    row?: (sc: Sc, r: R) => unknown;
  };
}

const defaultEnabled = {
  get: (r: any) => r.enabled !== false,
  set: (r: any, on: boolean) => {
    r.enabled = on;
  },
};
const enabledOf = <R extends { id: string }>(decl: SetupDeclaration<R, any>) => (decl.enabled === false ? undefined : (decl.enabled ?? defaultEnabled));

/** Filters most lists use. */
export const filters = {
  /** Part of the text, in any case. */
  contains:
    <R>(...fields: (keyof R)[]) =>
    (v: string) => {
      const want = v.toUpperCase();
      return (r: R) => fields.some((f) => String(r[f] ?? '').toUpperCase().includes(want));
    },
  /** One of the comma-separated values. */
  oneOf:
    <R>(field: keyof R) =>
    (v: string) => {
      const want = new Set(v.split(',').map((s) => s.trim()));
      return (r: R) => want.has(String(r[field]));
    },
  /** enabled=true / false. */
  enabled:
    <R>(get: (r: R) => boolean = (r: any) => r.enabled !== false) =>
    (v: string) =>
    (r: R) =>
      get(r) === (v === 'true'),
};

// ---------------------------------------------------------------- doing it: functions the handlers (and tests) call

type Decl<R extends { id: string }, Sc extends SetupScope> = SetupDeclaration<R, Sc>;

/** Filter, then sort (a kept view), then one page; at most 1,000 rows a page (exports read page by page). */
export function listRecords<R extends { id: string }, Sc extends SetupScope>(decl: Decl<R, Sc>, sc: Sc, q: PageQuery & Record<string, unknown>) {
  const table = decl.table(sc);
  const asked = typeof q.sortField === 'string' && decl.list.sortable.includes(q.sortField) ? q.sortField : undefined;
  const field = asked ?? decl.list.defaultSort?.field;
  const descending = asked ? q.sortOrder === 'descend' : decl.list.defaultSort?.order === 'descend';
  const rows = field ? table.sorted(field, descending) : table.rows;
  const tests = Object.entries(decl.list.filters).flatMap(([name, filter]) => {
    const v = q[name];
    return typeof v === 'string' && v.trim() ? [filter(v.trim(), sc)] : [];
  });
  const kept = tests.length ? rows.filter((r) => tests.every((t) => t(r))) : rows;
  const p = page(kept, q, { defaultPageSize: 20, maxPageSize: 1000 });
  return { ...p, list: decl.list.row ? p.list.map((r) => decl.list.row!(sc, r)) : p.list };
}

/** A record with its history, newest first. */
export function withHistory<R extends { id: string }, Sc extends SetupScope>(decl: Decl<R, Sc>, sc: Sc, r: R) {
  return { ...r, history: [...(decl.table(sc).history.get(r.id) ?? [])].reverse() };
}

/** The fields that differ, each before → after. */
export function changesOf(before: object, after: object): AuditEntry['changes'] {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((f) => f !== 'id' && JSON.stringify(b[f]) !== JSON.stringify(a[f]))
    .map((field) => ({ field, before: b[field], after: a[field] }));
}

const copy = <T>(r: T): T => JSON.parse(JSON.stringify(r));

/** The record's own history, and the audit trail's record of the write (mock/_lib/audit.ts). */
function audit<R extends { id: string }, Sc extends SetupScope>(decl: Decl<R, Sc>, sc: Sc, r: R, action: AuditEntry['action'], before: object, after: object) {
  decl.table(sc).record(r.id, { action, at: sc.ctx.now, operator: sc.ctx.operator, changes: changesOf(before, after) });
  auditWrite({ entity: decl.path.split('/').pop()!, entityId: r.id, record: decl.label(r), warehouseId: sc.warehouseId, action, operator: sc.ctx.operator, at: sc.ctx.now, before, after });
}

/**
 * What a record would break: a unique value another record holds (or, with `pending`, an earlier
 * row of the same import), and the declaration's own checks.
 */
export function problemsOf<R extends { id: string }, Sc extends SetupScope>(
  decl: Decl<R, Sc>,
  sc: Sc,
  record: Omit<R, 'id'>,
  self?: R,
  pending?: Map<string, Map<string, number>>,
): InputProblem[] {
  const table = decl.table(sc);
  const problems: InputProblem[] = [];
  for (const [name, valuesOf] of Object.entries(table.uniques)) {
    const values = valuesOf(record as R);
    values.forEach((value, i) => {
      const field = values.length > 1 || Array.isArray((record as Record<string, unknown>)[decl.uniqueFields[name]]) ? `${decl.uniqueFields[name]}.${i}` : decl.uniqueFields[name];
      const ownerId = table.ownerOf(name, value);
      const owner = ownerId !== undefined && ownerId !== self?.id ? table.get(ownerId) : undefined;
      if (owner) problems.push({ field, key: 'server.master.taken', vars: { value, owner: decl.label(owner) } });
      const earlier = pending?.get(name)?.get(value);
      if (earlier !== undefined) problems.push({ field, key: 'server.master.duplicateInFile', vars: { value, row: earlier + 1 } });
    });
  }
  return [...problems, ...(decl.check?.(sc, record, self) ?? [])];
}

function refuse(problems: InputProblem[], prefix = '') {
  if (!problems.length) return;
  const fields: Record<string, FieldProblem> = {};
  for (const p of problems) fields[prefix + p.field] ??= { key: p.key, vars: p.vars };
  throw new DomainError(problems[0].key, problems[0].vars, 400, fields);
}

/** Saves a new record from a parsed body; refused (a 400 on the field): nothing changed. */
export function createRecord<R extends { id: string }, Sc extends SetupScope>(decl: Decl<R, Sc>, sc: Sc, input: unknown, action: AuditEntry['action'] = 'create'): R {
  const built = decl.build(sc, input);
  refuse(problemsOf(decl, sc, built));
  return save(decl, sc, built, action);
}

function save<R extends { id: string }, Sc extends SetupScope>(decl: Decl<R, Sc>, sc: Sc, built: Omit<R, 'id'>, action: AuditEntry['action']): R {
  const r = { id: decl.identify(sc, built), ...built } as R;
  decl.table(sc).add(r);
  audit(decl, sc, r, action, {}, r);
  decl.added?.(sc, r);
  return r;
}

/** Applies a parsed edit body after the same checks as a create (the record itself excepted). */
export function editRecord<R extends { id: string }, Sc extends SetupScope>(decl: Decl<R, Sc>, sc: Sc, r: R, input: unknown): R {
  decl.guardChange?.(sc, r);
  const next = copy(r);
  (decl.edit ?? ((_: Sc, x: R, i: object) => Object.assign(x, i)))(sc, next, input as object);
  refuse(problemsOf(decl, sc, next, r));
  const before = copy(r);
  // the edited record as a whole: a field the edit removed (shelf-life days without shelf life, a product's own allocation rule) goes too
  decl.table(sc).change(r, (x) => {
    for (const k of Object.keys(x)) if (!(k in next)) delete (x as Record<string, unknown>)[k];
    Object.assign(x, next);
  });
  audit(decl, sc, r, 'edit', before, r);
  return r;
}

function guard<R extends { id: string }, Sc extends SetupScope>(decl: Decl<R, Sc>, sc: Sc, r: R) {
  const use = decl.inUse?.(sc, r);
  if (use) throw new DomainError(use.key, use.vars ?? {}, 409);
}

/** Enables or disables; disabling what is in use is refused (409 naming what uses it). */
export function setEnabled<R extends { id: string }, Sc extends SetupScope>(decl: Decl<R, Sc>, sc: Sc, r: R, on: boolean): R {
  const enabled = enabledOf(decl);
  if (!enabled) throw notFound();
  decl.guardChange?.(sc, r);
  if (enabled.get(r) === on) return r;
  if (!on) guard(decl, sc, r);
  const before = copy(r);
  decl.table(sc).change(r, (x) => enabled.set(x, on));
  audit(decl, sc, r, on ? 'enable' : 'disable', before, r);
  return r;
}

/** Deletes what nothing uses (else 409 naming what uses it); its history stays. */
export function deleteRecord<R extends { id: string }, Sc extends SetupScope>(decl: Decl<R, Sc>, sc: Sc, r: R) {
  decl.guardChange?.(sc, r);
  guard(decl, sc, r);
  const named = decl.namedBy?.(sc, r);
  if (named) throw new DomainError(named.key, named.vars ?? {}, 409);
  decl.table(sc).remove(r);
  audit(decl, sc, r, 'delete', r, {});
}

/**
 * One action on many records: every id is found first (an unknown one refuses the whole request,
 * a 404 naming it); then each record changes or is reported with its reason, on its own.
 */
export function bulkRecords<R extends { id: string }, Sc extends SetupScope>(
  decl: Decl<R, Sc>,
  sc: Sc,
  action: 'enable' | 'disable' | 'delete',
  ids: string[],
  say: (e: DomainError) => string,
): SetupBulkItem[] {
  const table = decl.table(sc);
  const missing = Object.fromEntries(ids.flatMap((id, i) => (table.get(id) ? [] : [[`ids.${i}`, 'server.notFound']])));
  if (Object.keys(missing).length) throw new HttpError(404, 'server.notFound', {}, missing);
  if (action === 'delete' ? decl.deletable === false : !enabledOf(decl)) throw notFound();
  for (const id of ids) decl.guardChange?.(sc, table.get(id)!);
  return ids.map((id) => {
    const r = table.get(id)!;
    try {
      if (action === 'delete') deleteRecord(decl, sc, r);
      else setEnabled(decl, sc, r, action === 'enable');
      return { id, ok: true };
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      return { id, ok: false, error: say(e) };
    }
  });
}

/** Remembers a row's unique values, so a later row of the same file with one of them is refused. */
function remember<R extends { id: string }>(table: Table<R>, pending: Map<string, Map<string, number>>, record: object, index: number) {
  for (const [name, valuesOf] of Object.entries(table.uniques)) {
    const seen = pending.get(name) ?? new Map<string, number>();
    for (const v of valuesOf(record as R)) if (!seen.has(v)) seen.set(v, index);
    pending.set(name, seen);
  }
}

/** The import preview: each row's problems (schema, store, earlier rows of the file), translated; nothing saved. */
export function checkImport<R extends { id: string }, Sc extends SetupScope>(decl: Decl<R, Sc>, sc: Sc, rows: unknown[]): ImportRowCheck[] {
  const schema = decl.schemas.importRow ?? decl.schemas.create;
  const pending = new Map<string, Map<string, number>>();
  const table = decl.table(sc);
  return rows.map((row, index) => {
    const fields: Record<string, string> = {};
    try {
      const built = decl.build(sc, parseBody(schema, row));
      for (const p of problemsOf(decl, sc, built, undefined, pending)) fields[p.field] ??= translate(sc.lang, p.key, p.vars);
      remember(table, pending, built as object, index);
    } catch (e) {
      if (!(e instanceof HttpError || e instanceof DomainError)) throw e;
      const answer = errorBody(sc.lang, e instanceof HttpError ? e : new HttpError(e.status, e.key, e.vars, e.fields));
      Object.assign(fields, answer.fields ?? { body: answer.message });
    }
    return { index, fields, errors: Object.entries(fields).map(([f, text]) => `${f}: ${text}`) };
  });
}

/** The import: every row checked (a 400 names each bad row's field, `rows.3.code`), then all saved. */
export function importRecords<R extends { id: string }, Sc extends SetupScope>(decl: Decl<R, Sc>, sc: Sc, rows: unknown[]): R[] {
  const pending = new Map<string, Map<string, number>>();
  const table = decl.table(sc);
  const problems: InputProblem[] = [];
  const built = rows.map((row, i) => {
    const record = decl.build(sc, row);
    for (const p of problemsOf(decl, sc, record, undefined, pending)) problems.push({ ...p, field: `rows.${i}.${p.field}` });
    remember(table, pending, record as object, i);
    return record;
  });
  refuse(problems);
  return built.map((record) => save(decl, sc, record, 'import'));
}

// ---------------------------------------------------------------- the handlers

/** The request's place: 403 without the menu ids, or outside the caller's warehouses; a write in a disabled warehouse 409 (unless `evenDisabled`). */
export function setupScope(req: MockRequest, access: MenuAccess, opts: { evenDisabled?: boolean } = {}): SetupScope {
  const user = requireMenuAccess(req, access);
  const warehouseId = requireWarehouse(req, user, opts);
  return { user, warehouseId, ctx: { operator: user.name, now: new Date().toISOString() }, lang: requestLang(req) };
}

/** The Umi mock handlers of a declared record type (specific paths before `:id` ones). */
export function setupRoutes<R extends { id: string }, Sc extends SetupScope>(decl: Decl<R, Sc>): Record<string, Handler> {
  const { path } = decl;
  const scope = (req: MockRequest, access: 'read' | 'write') => decl.scope(setupScope(req, decl.access[access], { evenDisabled: decl.evenInDisabledWarehouse }));
  const recordOf = (sc: Sc, id: string) => {
    const r = decl.table(sc).get(id);
    if (!r) throw notFound();
    return r;
  };
  const { record } = decl.schemas;
  const importRow = decl.schemas.importRow ?? decl.schemas.create;
  const say = (summary: string, access: 'read' | 'write', c: Omit<RouteContract, 'summary' | 'access' | 'warehouse'>): RouteContract => ({ summary, access: decl.access[access], warehouse: true, ...c });
  const query = z.object({
    ...Object.fromEntries(Object.keys(decl.list.filters).map((f) => [f, z.string().optional()])),
    ...PAGE_QUERY,
    ...(decl.list.sortable.length ? { sortField: z.enum(decl.list.sortable as [string, ...string[]]).optional() } : {}),
  });
  const routes: Record<string, Handler> = {
    [`GET ${path}`]: handle(say(`Lists the ${decl.noun}: filters, sort, one page.`, 'read', { query, answer: pageOf(decl.schemas.row ?? record) }), (req) => listRecords(decl, scope(req, 'read'), req.query)),
    [`POST ${path}/import/check`]: handle(say(`Checks rows of ${decl.noun} to import; changes nothing.`, 'write', { body: importCheckSchema, answer: importCheckAnswer }), (req) => {
      const sc = scope(req, 'write');
      const { rows } = parseBody(importCheckSchema, req.body);
      return checkImport(decl, sc, rows);
    }),
    [`POST ${path}/import`]: handle(say(`Imports ${decl.noun}: all rows or none.`, 'write', { body: importSchema(importRow), answer: importAnswer }), (req) => {
      const sc = scope(req, 'write');
      const { rows } = parseBody(importSchema(decl.schemas.importRow ?? decl.schemas.create), req.body);
      return { created: asHttp(req, () => importRecords(decl, sc, rows)).map((r) => r.id) };
    }),
    [`POST ${path}/bulk`]: handle(say(`Enables, disables or deletes ${decl.noun}, answered per item.`, 'write', { body: bulkSchema, answer: bulkAnswer }), (req) => {
      const sc = scope(req, 'write');
      const { action, ids } = parseBody(bulkSchema, req.body);
      return bulkRecords(decl, sc, action, ids, (e) => translate(sc.lang, e.key, e.vars));
    }),
    [`POST ${path}`]: handle(say(`Creates one of the ${decl.noun}.`, 'write', { body: decl.schemas.create, answer: record }), (req) => {
      const sc = scope(req, 'write');
      const input = parseBody(decl.schemas.create, req.body);
      return asHttp(req, () => createRecord(decl, sc, input));
    }),
    [`GET ${path}/:id`]: handle(say(`One of the ${decl.noun}, with its history.`, 'read', { answer: withHistorySchema(record) }), (req) => {
      const sc = scope(req, 'read');
      return withHistory(decl, sc, recordOf(sc, req.params.id));
    }),
  };
  if (decl.schemas.edit) {
    const schema = decl.schemas.edit;
    routes[`PUT ${path}/:id`] = handle(say(`Edits one of the ${decl.noun}.`, 'write', { body: schema, answer: record }), (req) => {
      const sc = scope(req, 'write');
      const r = recordOf(sc, req.params.id);
      const input = parseBody(schema, req.body);
      return asHttp(req, () => editRecord(decl, sc, r, input));
    });
  }
  if (enabledOf(decl)) {
    routes[`PATCH ${path}/:id/enabled`] = handle(say(`Enables or disables one of the ${decl.noun}.`, 'write', { body: enabledSchema, answer: record }), (req) => {
      const sc = scope(req, 'write');
      const r = recordOf(sc, req.params.id);
      const { enabled } = parseBody(enabledSchema, req.body);
      return asHttp(req, () => setEnabled(decl, sc, r, enabled));
    });
  }
  if (decl.deletable !== false) {
    routes[`DELETE ${path}/:id`] = handle(say(`Deletes one of the ${decl.noun}.`, 'write', { body: emptyBody, answer: null }), (req) => {
      const sc = scope(req, 'write');
      parseBody(emptyBody, req.body);
      const r = recordOf(sc, req.params.id);
      asHttp(req, () => deleteRecord(decl, sc, r));
      return undefined;
    });
  }
  return routes;
}
