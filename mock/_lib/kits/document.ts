/**
 * The document kit: a declared document type gets list, get, create, edit, each transition and bulk
 * handlers, all or nothing (ledger and document put back), each change in its history.
 * `runTransition` is the one place a declared document changes state.
 */
import { deserialize, serialize } from 'v8';
import { z } from 'zod';
import type { Machine } from '../../../src/domain/machine';
import { auditing, auditWrite } from '../audit';
import { requireAnyId, requireWarehouse } from '../auth';
import { DomainError } from '../errors';
import { errorBody, handle, HttpError, notFound, requestLang, translate, type FieldProblem, type Handler, type Lang, type MockRequest } from '../http';
import { atomically, type Ledger, type LedgerCtx } from '../ledger';
import { PAGE_QUERY, statePage, type PageOptions, type PageQuery } from '../paging';
import { bulkAnswer, tabbedPageOf } from '../../../src/domain/contract';
import type { RouteContract } from '../contract';
import type { User } from '../seed';
import { emptyBody, parseBody } from '../validate';

/** One change of a document: created, edited, or an action of its machine (declared with the machines). */
export type { HistoryEntry } from '../../../src/domain/machine';
import type { HistoryEntry } from '../../../src/domain/machine';

/** What every declared document has; the declaration adds its own fields. */
export interface KitDocument<S extends string = string, A extends string = string> {
  id: string;
  no: string;
  status: S;
  history: HistoryEntry<S, A>[];
  createdAt: string;
  updatedAt?: string;
}

/** Where a change happens: the warehouse's ledger, and who and when. */
export interface DocEnv<L extends Ledger = Ledger> {
  ledger: L;
  ctx: LedgerCtx;
}

/** What an action was given (a cancel reason…); the history keeps `reason` as its note. */
export type ActionInput = { reason?: string } & Record<string, unknown>;

/** A refused store check of a create or edit body: a 400 naming the field. */
export interface InputProblem {
  field: string;
  key: string;
  vars?: Record<string, string | number>;
}

/**
 * The part of a declaration that keeps and changes documents, usable without HTTP (seeds, other
 * endpoints of the area). `E` is where a request's documents are: at least a ledger and who/when.
 */
export interface DocumentRules<D extends KitDocument<S, A>, S extends string, A extends string, E extends DocEnv> {
  /** The document type: the ledger's `docType` of every line its actions write. */
  type: string;
  machine: Machine<S, A>;
  /** The refusal of an action the machine does not allow from the current state (vars: no, status, action). */
  illegalKey: string;
  /** Runs inside the all-or-nothing write, before the state changes: stock through the ledger, the document's own fields. */
  effects?: { [K in A]?: (env: DocEnv<E['ledger']>, doc: D, input: ActionInput) => void };
  /** The documents of a place. */
  documents: (env: E) => D[];
  /** Keeps a new document (default: added to `documents`; a declaration whose `documents` is a filtered copy, or that indexes, says how). */
  add?: (env: E, doc: D) => void;
  find?: (env: E, id: string) => D | undefined;
  /** A new document's id and number. */
  identify?: (env: E, input: any) => { id: string; no: string };
  /** Checks the schema cannot make (a number taken, an unknown SKU): each problem a 400 on its field. */
  check?: (env: E, input: any, doc?: D) => InputProblem[];
  /** The new document's own fields, from the parsed create body (may refuse with a DomainError). */
  create?: (env: E, input: any, base: KitDocument<S, A>) => Omit<D, keyof KitDocument<S, A>> & Partial<KitDocument<S, A>>;
  /** Applies the parsed edit body. */
  edit?: (env: E, doc: D, input: any) => void;
  /** The states in which a document may still be edited. */
  editable?: readonly S[];
}

type Params = Record<string, string>;
type Schema = z.ZodType;

export interface DocumentDeclaration<D extends KitDocument<S, A>, S extends string, A extends string, Sc extends DocEnv, R = D> extends DocumentRules<D, S, A, Sc> {
  /** The list path; the kit answers `GET path`, `GET path/:id`, `POST path`, `PUT path/:id`, `POST path/:id/:action`, `POST path/bulk`. */
  path: string;
  /** Menu ids that may read (list, get) and write (everything else): holding any one of them is enough. */
  read: (params: Params) => readonly string[];
  write: (params: Params) => readonly string[];
  /** The documents' place for a request the caller may make (after the privilege and warehouse checks). */
  scope: (req: MockRequest, user: User, warehouseId: string, ctx: LedgerCtx) => Sc;
  schemas: {
    create?: Schema | ((sc: Sc) => Schema);
    edit?: Schema | ((sc: Sc) => Schema);
    /** The body of an action (default: none). */
    actions?: { [K in A]?: Schema };
    /** The bulk body: `{ action, ids, … }` (default: the bulk actions and up to 500 ids, each once). */
    bulk?: Schema;
  };
  list: {
    /** Query parameter → a test of each document (only for a non-empty value). */
    filters: Record<string, (value: string, sc: Sc, query: Record<string, unknown>) => (doc: D) => boolean>;
    row: (sc: Sc, doc: D) => R;
    /** Sort fields (of the row) and paging. */
    page: PageOptions;
  };
  /** The answer for one document (get one, and by default every write). */
  detail?: (sc: Sc, doc: D) => unknown;
  /** A check of the caller before an action's route runs it (a task someone else holds: 409); what it answers runs once the action succeeded. */
  beforeAction?: (sc: Sc, doc: D, action: A, user: User) => (() => void) | void;
  /** Actions with their own route `POST path/:id/:action` (default: every action). */
  routeActions?: readonly A[];
  /** Actions of `POST path/bulk` (default: none: no bulk route). */
  bulkActions?: readonly A[];
  /** Answers of the writes, when they are not `detail`. */
  answers?: {
    create?: (sc: Sc, doc: D) => unknown;
    edit?: (sc: Sc, doc: D) => unknown;
    transition?: (sc: Sc, doc: D) => unknown;
    bulk?: (results: BulkItem[]) => unknown;
    /** Unknown ids refuse the whole bulk request (404 naming each) instead of failing item by item. */
    bulkUnknownRefuses?: boolean;
  };
  /** Translation keys of states and actions, for the words of a refusal ("…is "approved"…"). */
  words?: { status?: Record<string, string>; action?: Record<string, string> };
  /** What the routes answer, for the API document and the answer checks (mock/_lib/contract.ts). */
  contract: DocumentContract;
}

export interface DocumentContract {
  /** What the documents are ("B2C and B2B orders"). */
  noun: string;
  /** Path parameters with closed values (`kind`). */
  params?: z.ZodObject;
  row: z.ZodType;
  /** One document as `GET path/:id` answers it (`detail`), and every write unless `answers` says. */
  document: z.ZodType;
  /** The bodies, where the declaration makes them per request (`schemas.create` as a function). */
  create?: z.ZodType;
  edit?: z.ZodType;
  answers?: { create?: z.ZodType; edit?: z.ZodType; transition?: z.ZodType; bulk?: z.ZodType };
}

/** One item of a bulk answer. */
export interface BulkItem {
  id: string;
  no?: string;
  ok: boolean;
  error?: string;
}

// ---------------------------------------------------------------- all or nothing

/** Runs `fn` as one write: on a throw, the ledger and each of `docs` are as they were. */
export function allOrNothing<T>(ledger: Ledger, docs: object[], fn: () => T): T {
  const copies = docs.map((d) => deserialize(serialize(d)));
  try {
    return atomically(ledger, fn);
  } catch (e) {
    docs.forEach((d, i) => {
      for (const k of Object.keys(d)) delete (d as Record<string, unknown>)[k];
      Object.assign(d, copies[i]);
    });
    throw e;
  }
}

/** THE one place where a document of a declared type changes state: the edge, its effect, the history. */
export function runTransition<D extends KitDocument<S, A>, S extends string, A extends string, E extends DocEnv>(
  rules: DocumentRules<D, S, A, E>,
  env: DocEnv<E['ledger']>,
  doc: D,
  action: A,
  input: ActionInput = {},
): D {
  if (!rules.machine.can(action, doc.status)) throw new DomainError(rules.illegalKey, { no: doc.no, status: doc.status, action });
  const before = snapshot(doc);
  allOrNothing(env.ledger, [doc], () => {
    if (rules.effects && Object.hasOwn(rules.effects, action)) rules.effects[action]?.(env, doc, input);
    const to = rules.machine.target(action);
    doc.history.push({ from: doc.status, to, action, at: env.ctx.now, operator: env.ctx.operator, ...(input.reason?.trim() ? { note: input.reason.trim() } : {}) });
    doc.status = to;
    doc.updatedAt = env.ctx.now;
  });
  audit(rules, env, doc, action, before);
  return doc;
}

/** A copy of a document before a person's write changes it (none outside one: seeds copy nothing). */
const snapshot = (doc: object) => (auditing() ? deserialize(serialize(doc)) : undefined);

/** The audit trail's record of a change of a document (mock/_lib/audit.ts): the fields it changed. */
function audit(rules: { type: string }, env: DocEnv, doc: KitDocument, action: string, before: unknown) {
  auditWrite({ entity: rules.type, entityId: doc.id, record: doc.no, warehouseId: env.ledger.warehouseId, action, operator: env.ctx.operator, at: env.ctx.now, before, after: doc });
}

// ---------------------------------------------------------------- doing it: functions the handlers (and tests) call

/** Counts, state filter, sort and one page of the documents the query's filters keep. */
export function listDocuments<D extends KitDocument<S, A>, S extends string, A extends string, Sc extends DocEnv, R>(
  decl: DocumentDeclaration<D, S, A, Sc, R>,
  sc: Sc,
  q: PageQuery & Record<string, unknown>,
) {
  const tests = Object.entries(decl.list.filters).flatMap(([name, filter]) => {
    const v = q[name];
    return typeof v === 'string' && v.trim() ? [filter(v.trim(), sc, q)] : [];
  });
  const base = decl.documents(sc).filter((d) => tests.every((t) => t(d)));
  return statePage(base, decl.machine.states, q, (d) => decl.list.row(sc, d), decl.list.page);
}

const schemaOf = <Sc>(s: Schema | ((sc: Sc) => Schema), sc: Sc) => (typeof s === 'function' ? (s as (sc: Sc) => Schema)(sc) : s);

function refuseProblems(problems: InputProblem[]) {
  if (!problems.length) return;
  const fields: Record<string, FieldProblem> = {};
  for (const p of problems) fields[p.field] ??= { key: p.key, vars: p.vars };
  throw new DomainError(problems[0].key, problems[0].vars, 400, fields);
}

type Rules<D extends KitDocument<S, A>, S extends string, A extends string, E extends DocEnv> = DocumentRules<D, S, A, E>;

/** Creates a document from a parsed body: checks, fields, history; refused: nothing changed (not even a number). */
export function createDocument<D extends KitDocument<S, A>, S extends string, A extends string, E extends DocEnv>(rules: Rules<D, S, A, E>, env: E, input: unknown): D {
  refuseProblems(rules.check?.(env, input) ?? []);
  return atomically(env.ledger, () => {
    const { id, no } = rules.identify!(env, input);
    const { now, operator } = env.ctx;
    const base: KitDocument<S, A> = { id, no, status: rules.machine.initial, history: [{ from: null, to: rules.machine.initial, action: 'create', at: now, operator }], createdAt: now, updatedAt: now };
    const doc = { ...base, ...rules.create!(env, input, base) } as D;
    if (rules.add) rules.add(env, doc);
    else rules.documents(env).push(doc);
    audit(rules, env, doc, 'create', {});
    return doc;
  });
}

/** Edits a document in a state the rules allow; the history says who. */
export function editDocument<D extends KitDocument<S, A>, S extends string, A extends string, E extends DocEnv>(rules: Rules<D, S, A, E>, env: E, doc: D, input: unknown): D {
  if (!rules.editable?.includes(doc.status)) throw new DomainError(rules.illegalKey, { no: doc.no, status: doc.status, action: 'edit' });
  refuseProblems(rules.check?.(env, input, doc) ?? []);
  const before = snapshot(doc);
  allOrNothing(env.ledger, [doc], () => {
    rules.edit!(env, doc, input);
    doc.history.push({ from: doc.status, to: doc.status, action: 'edit', at: env.ctx.now, operator: env.ctx.operator });
    doc.updatedAt = env.ctx.now;
  });
  audit(rules, env, doc, 'edit', before);
  return doc;
}

export const findDocument = <D extends KitDocument<S, A>, S extends string, A extends string, E extends DocEnv>(rules: Rules<D, S, A, E>, env: E, id: string) =>
  rules.find ? rules.find(env, id) : rules.documents(env).find((d) => d.id === id);

/**
 * One action on many documents (every id looked up first), each all or nothing on its own: one
 * refused item does not stop the others. `say` words a refusal for the answer.
 */
export function transitionMany<D extends KitDocument<S, A>, S extends string, A extends string, E extends DocEnv>(
  rules: Rules<D, S, A, E>,
  env: E,
  ids: string[],
  action: A,
  input: ActionInput,
  say: (e: DomainError) => string,
  unknownRefuses = false,
): BulkItem[] {
  const docs = ids.map((id) => findDocument(rules, env, id));
  if (unknownRefuses) {
    const missing = Object.fromEntries(docs.flatMap((d, i) => (d ? [] : [[`ids.${i}`, 'server.notFound']])));
    if (Object.keys(missing).length) throw new HttpError(404, 'server.notFound', {}, missing);
  }
  return ids.map((id, i) => {
    const doc = docs[i];
    if (!doc) return { id, ok: false, error: say(new DomainError('server.notFound', {}, 404)) };
    try {
      runTransition(rules, env, doc, action, input);
      return { id, no: doc.no, ok: true };
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      return { id, no: doc.no, ok: false, error: say(e) };
    }
  });
}

// ---------------------------------------------------------------- refusals in the caller's language

/** A value's word in the caller's language, through a map of literal keys; a value without a key stays as it is. */
export const word = (lang: Lang, keys: Record<string, string> | undefined, value: string) =>
  keys && Object.prototype.hasOwnProperty.call(keys, value) ? translate(lang, keys[value]) : value;

/** A domain refusal as an HTTP error, its state and action named in the caller's language. */
export function domainToHttp(req: MockRequest, e: DomainError, words: DocumentDeclaration<any, any, any, any>['words'] = {}) {
  const lang = requestLang(req);
  const vars = { ...e.vars };
  if (typeof vars.status === 'string') vars.status = word(lang, words.status, vars.status);
  if (typeof vars.action === 'string') vars.action = word(lang, words.action, vars.action);
  return new HttpError(e.status, e.key, vars, e.fields, e.detail);
}

/** Runs a domain operation for a handler: a refusal becomes its HTTP error. */
export function asHttp<T>(req: MockRequest, fn: () => T, words?: DocumentDeclaration<any, any, any, any>['words']): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof DomainError) throw domainToHttp(req, e, words);
    throw e;
  }
}

// ---------------------------------------------------------------- the handlers

const bulkBody = (actions: readonly string[]) =>
  z.strictObject({
    action: z.enum(actions as [string, ...string[]]),
    ids: z
      .array(z.string().trim().min(1).max(64))
      .min(1)
      .max(500)
      .superRefine((ids, ctx) => ids.forEach((id, i) => ids.indexOf(id) !== i && ctx.addIssue({ code: 'custom', message: 'server.validation.duplicate', path: [i], input: id }))),
  });

/** The Umi mock handlers of a declared document type. */
export function documentRoutes<D extends KitDocument<S, A>, S extends string, A extends string, Sc extends DocEnv, R>(decl: DocumentDeclaration<D, S, A, Sc, R>): Record<string, Handler> {
  const { path } = decl;
  const caller = (req: MockRequest, access: 'read' | 'write') => {
    const user = requireAnyId(req, [...decl[access](req.params)]);
    const warehouseId = requireWarehouse(req, user);
    return { user, sc: decl.scope(req, user, warehouseId, { operator: user.name, now: new Date().toISOString() }) };
  };
  const scope = (req: MockRequest, access: 'read' | 'write') => caller(req, access).sc;
  const docOf = (sc: Sc, id: string) => {
    const d = findDocument(decl, sc, id);
    if (!d) throw notFound();
    return d;
  };
  const detail = (sc: Sc, d: D) => (decl.detail ? decl.detail(sc, d) : d);
  const run = <T>(req: MockRequest, fn: () => T) => asHttp(req, fn, decl.words);
  const routeActions: readonly string[] = decl.routeActions ?? decl.machine.actions;
  const c = decl.contract;
  const menu = (access: 'read' | 'write') => (params: Params) => ({ any: decl[access](params) });
  const say = (summary: string, access: 'read' | 'write', rest: Omit<RouteContract, 'summary' | 'access' | 'warehouse'>): RouteContract => ({ summary, access: menu(access), warehouse: true, params: c.params, ...rest });
  const staticSchema = (s: Schema | ((sc: Sc) => Schema) | undefined, declared?: z.ZodType) => declared ?? (typeof s === 'function' ? undefined : s);
  const query = z.object({
    ...Object.fromEntries(Object.keys(decl.list.filters).map((f) => [f, z.string().optional()])),
    status: z.string().optional().describe('States, comma-separated'),
    ...PAGE_QUERY,
    ...(decl.list.page.sortable?.length ? { sortField: z.enum(decl.list.page.sortable as [string, ...string[]]).optional() } : {}),
  });
  const routes: Record<string, Handler> = {
    [`GET ${path}`]: handle(say(`Lists the ${c.noun} with a count per state.`, 'read', { query, answer: tabbedPageOf(c.row) }), (req) => listDocuments(decl, scope(req, 'read'), req.query)),
    [`GET ${path}/:id`]: handle(say(`One of the ${c.noun}.`, 'read', { answer: c.document }), (req) => {
      const sc = scope(req, 'read');
      return detail(sc, docOf(sc, req.params.id));
    }),
  };
  if (decl.create && decl.schemas.create) {
    const schema = decl.schemas.create;
    routes[`POST ${path}`] = handle(say(`Creates one of the ${c.noun}.`, 'write', { body: staticSchema(schema, c.create), answer: c.answers?.create ?? c.document }), (req) => {
      const sc = scope(req, 'write');
      const input = parseBody(schemaOf(schema, sc), req.body);
      const doc = run(req, () => createDocument(decl, sc, input));
      return (decl.answers?.create ?? detail)(sc, doc);
    });
  }
  if (decl.edit && decl.schemas.edit) {
    const schema = decl.schemas.edit;
    routes[`PUT ${path}/:id`] = handle(say(`Edits one of the ${c.noun}.`, 'write', { body: staticSchema(schema, c.edit), answer: c.answers?.edit ?? c.document }), (req) => {
      const sc = scope(req, 'write');
      const doc = docOf(sc, req.params.id);
      const input = parseBody(schemaOf(schema, sc), req.body);
      run(req, () => editDocument(decl, sc, doc, input));
      return (decl.answers?.edit ?? detail)(sc, doc);
    });
  }
  if (decl.bulkActions?.length) {
    const schema = decl.schemas.bulk ?? bulkBody(decl.bulkActions);
    routes[`POST ${path}/bulk`] = handle(say(`Runs one action on many of the ${c.noun}, answered per item.`, 'write', { body: schema, answer: c.answers?.bulk ?? bulkAnswer }), (req) => {
      const sc = scope(req, 'write');
      const { action, ids, ...input } = parseBody(schema, req.body) as { action: A; ids: string[] } & ActionInput;
      const lang = requestLang(req);
      const say = (e: DomainError) => {
        return errorBody(lang, domainToHttp(req, e, decl.words)).message;
      };
      const results = transitionMany(decl, sc, ids, action, input, say, decl.answers?.bulkUnknownRefuses);
      return decl.answers?.bulk ? decl.answers.bulk(results) : results;
    });
  }
  if (routeActions.length) {
    const actionParams = z.object({ ...(c.params?.shape ?? {}), action: z.enum(routeActions as [string, ...string[]]) });
    const actionBody = (params: Params) => (decl.schemas.actions && Object.hasOwn(decl.schemas.actions, params.action) ? decl.schemas.actions[params.action as A] : undefined) ?? emptyBody;
    routes[`POST ${path}/:id/:action`] = handle(say(`Moves one of the ${c.noun} on by an action (${routeActions.join(', ')}).`, 'write', { params: actionParams, body: actionBody, answer: c.answers?.transition ?? c.document }), (req) => {
      // an unknown action (`constructor`, `__proto__`…) is a 404 before anything reads it as a key
      const action = req.params.action as A;
      if (!routeActions.includes(action)) throw notFound();
      const { user, sc } = caller(req, 'write');
      const input = parseBody((decl.schemas.actions && Object.hasOwn(decl.schemas.actions, action) ? decl.schemas.actions[action] : undefined) ?? emptyBody, req.body) as ActionInput | undefined;
      const doc = docOf(sc, req.params.id);
      const after = decl.beforeAction?.(sc, doc, action, user);
      run(req, () => runTransition(decl, sc, doc, action, input ?? {}));
      after?.();
      return (decl.answers?.transition ?? detail)(sc, doc);
    });
  }
  return routes;
}
