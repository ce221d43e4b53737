/**
 * The document kit with a small document type declared here: a "transfer" that reserves stock
 * on approve and deducts it on execute. Its handlers are called as Express would call them.
 */
import { z } from 'zod';
import { defineMachine } from '../../../src/domain/machine';
import auth from '../../auth';
import { DomainError } from '../errors';
import { allocate, available, checkLedger, deduct, emptyLedger, receive, release, type Ledger } from '../ledger';
import { resetStore } from '../store';
import { callRoute, type CallOptions } from '../testing';
import { allOrNothing, documentRoutes, runTransition, type DocEnv, type DocumentDeclaration, type KitDocument } from './document';

const transferMachine = defineMachine({
  states: ['draft', 'approved', 'done', 'void'] as const,
  initial: 'draft',
  edges: {
    approve: { from: ['draft'], to: 'approved' },
    execute: { from: ['approved'], to: 'done' },
    void: { from: ['draft', 'approved'], to: 'void' },
  },
});
type TransferStatus = (typeof transferMachine.states)[number];
type TransferAction = (typeof transferMachine.actions)[number];

interface Transfer extends KitDocument<TransferStatus, TransferAction> {
  rowId: string;
  qty: number;
  note: string;
}

/** A transfer as the routes answer it (its row and its detail are the document itself). */
const transferAnswer = z.looseObject({
  id: z.string(),
  no: z.string(),
  status: z.enum(transferMachine.states),
  rowId: z.string(),
  qty: z.number().int().min(1),
  note: z.string(),
  history: z.array(z.looseObject({ from: z.enum(transferMachine.states).nullable(), to: z.enum(transferMachine.states), action: z.enum([...transferMachine.actions, 'create', 'edit']), at: z.string(), operator: z.string(), note: z.string().optional() })),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
});

const transferSchema = z.strictObject({ rowId: z.string().min(1), qty: z.number().int().min(1).max(100), note: z.string().max(20).optional() });

/** The store of the fake area: one ledger (with one stock row) and the transfers of warehouse w1. */
let ledger: Ledger;
let transfers: Transfer[];
const fresh = () => {
  ledger = emptyLedger('w1');
  receive(ledger, { operator: 'seed', now: '2026-01-01' }, { type: 'receipt', no: 'R1' }, { sku: 'A', location: 'L1' }, 10);
  transfers = [];
};

const transferDocument: DocumentDeclaration<Transfer, TransferStatus, TransferAction, DocEnv> = {
  type: 'transfer',
  machine: transferMachine,
  illegalKey: 'server.destroy.illegalTransition',
  effects: {
    approve: (env, d) => reserveFor(env, d),
    execute: (env, d) => deductFor(env, d),
    void: (env, d, input) => {
      if (!input.reason) throw new DomainError('server.outbound.reasonRequired', {}, 400);
      if (d.status === 'approved') releaseFor(env, d);
    },
  },
  documents: () => transfers,
  identify: () => ({ id: `t${transfers.length + 1}`, no: `TR${String(transfers.length + 1).padStart(3, '0')}` }),
  check: (env, input: z.output<typeof transferSchema>) => (env.ledger.rowById.has(input.rowId) ? [] : [{ field: 'rowId', key: 'server.notFound' }]),
  create: (_, input: z.output<typeof transferSchema>) => ({ rowId: input.rowId, qty: input.qty, note: input.note ?? '' }),
  edit: (_, d, input: z.output<typeof transferSchema>) => Object.assign(d, { rowId: input.rowId, qty: input.qty, note: input.note ?? '' }),
  editable: ['draft'],
  path: '/api/test/transfers',
  read: () => ['71', '443'],
  write: () => ['443'],
  scope: (_req, _user, _warehouse, ctx) => ({ ledger, ctx }),
  schemas: { create: transferSchema, edit: transferSchema, actions: { void: z.strictObject({ reason: z.string().min(1) }) } },
  list: {
    filters: { note: (v) => (d) => d.note.includes(v), minQty: (v) => (d) => d.qty >= Number(v) },
    row: (_, d) => d,
    page: { sortable: ['qty', 'no'], defaultSort: { field: 'no', order: 'ascend' }, defaultPageSize: 2 },
  },
  bulkActions: ['approve', 'execute'],
  contract: { noun: 'test transfers', row: transferAnswer, document: transferAnswer },
};

const doc = (d: Transfer) => ({ type: 'transfer', no: d.no });
function reserveFor(env: DocEnv, d: Transfer) {
  allocate(env.ledger, env.ctx, doc(d), env.ledger.rowById.get(d.rowId)!, d.qty);
}
function deductFor(env: DocEnv, d: Transfer) {
  deduct(env.ledger, env.ctx, doc(d), env.ledger.rowById.get(d.rowId)!, d.qty);
}
function releaseFor(env: DocEnv, d: Transfer) {
  release(env.ledger, env.ctx, doc(d), env.ledger.rowById.get(d.rowId)!, { allocated: d.qty });
}

const routes = { ...documentRoutes(transferDocument), ...auth };
let staff: string;
let sysadmin: string;
const login = (username: string) => callRoute(auth, 'POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;
const call = (route: string, opts: CallOptions = {}) => callRoute(routes, route, { token: staff, warehouse: 'w1', ...opts });
const snapshot = () => JSON.stringify([transfers, ledger.stock, ledger.journal, ledger.seq]);
const create = (body: object) => call('POST /api/test/transfers', { body });
const rowId = () => ledger.stock[0].id;

beforeAll(() => {
  resetStore();
  staff = login('staff');
  sysadmin = login('sysadmin');
});
beforeEach(fresh);

describe('document kit: handlers from a declaration', () => {
  it('declares the routes the declaration asks for', () => {
    expect(Object.keys(documentRoutes(transferDocument)).sort()).toEqual(
      ['GET /api/test/transfers', 'GET /api/test/transfers/:id', 'POST /api/test/transfers', 'PUT /api/test/transfers/:id', 'POST /api/test/transfers/bulk', 'POST /api/test/transfers/:id/:action'].sort(),
    );
  });

  it('lists with filters, counts per state before the state filter, sort and paging', () => {
    for (const [qty, note] of [[1, 'red'], [3, 'blue'], [2, 'red'], [4, 'red']] as const) expect(create({ rowId: rowId(), qty, note }).status).toBe(200);
    call('POST /api/test/transfers/:id/:action', { params: { id: 't1', action: 'approve' } });
    const all = call('GET /api/test/transfers', { query: { note: 'red' } }).body.data;
    expect(all).toMatchObject({ total: 3, all: 3, counts: { draft: 2, approved: 1, done: 0, void: 0 } });
    expect(all.list.map((d: Transfer) => d.no)).toEqual(['TR001', 'TR003']); // page size 2, by number
    const page2 = call('GET /api/test/transfers', { query: { note: 'red', current: '2' } }).body.data;
    expect(page2.list.map((d: Transfer) => d.no)).toEqual(['TR004']);
    const drafts = call('GET /api/test/transfers', { query: { status: 'draft', minQty: '2', sortField: 'qty', sortOrder: 'descend' } }).body.data;
    expect(drafts.list.map((d: Transfer) => d.qty)).toEqual([4, 3]);
    expect(drafts.counts).toEqual({ draft: 3, approved: 0, done: 0, void: 0 });
  });

  it('gets one with its history; an unknown id is a 404', () => {
    create({ rowId: rowId(), qty: 2 });
    const r = call('GET /api/test/transfers/:id', { params: { id: 't1' } });
    expect(r.body.data).toMatchObject({ no: 'TR001', status: 'draft', history: [{ from: null, to: 'draft', action: 'create', operator: expect.any(String) }] });
    expect(call('GET /api/test/transfers/:id', { params: { id: 'nope' } }).status).toBe(404);
  });

  it('a create the schema or the store check refuses changes nothing', () => {
    const before = snapshot();
    const bad = create({ rowId: rowId(), qty: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('qty');
    const unknownRow = create({ rowId: 'INV-NOPE', qty: 1 });
    expect(unknownRow.status).toBe(400);
    expect(unknownRow.body.fields).toHaveProperty('rowId');
    expect(create({ rowId: rowId(), qty: 1, extra: 1 }).status).toBe(400);
    expect(snapshot()).toBe(before);
  });

  it('edits only in the states the declaration allows, and writes history', () => {
    create({ rowId: rowId(), qty: 2 });
    const ok = call('PUT /api/test/transfers/:id', { params: { id: 't1' }, body: { rowId: rowId(), qty: 5, note: 'more' } });
    expect(ok.body.data).toMatchObject({ qty: 5, note: 'more' });
    expect(transfers[0].history.map((h) => h.action)).toEqual(['create', 'edit']);
    call('POST /api/test/transfers/:id/:action', { params: { id: 't1', action: 'approve' } });
    const before = snapshot();
    const refused = call('PUT /api/test/transfers/:id', { params: { id: 't1' }, body: { rowId: rowId(), qty: 1 } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('TR001');
    expect(snapshot()).toBe(before);
  });

  it('a transition runs its effect through the ledger and writes history; an illegal one is refused and changes nothing', () => {
    create({ rowId: rowId(), qty: 4 });
    const r = call('POST /api/test/transfers/:id/:action', { params: { id: 't1', action: 'approve' } });
    expect(r.body.data.status).toBe('approved');
    expect(ledger.stock[0]).toMatchObject({ onHand: 10, allocated: 4 });
    expect(ledger.journal.at(-1)).toMatchObject({ type: 'allocate', docType: 'transfer', docNo: 'TR001' });
    const before = snapshot();
    const again = call('POST /api/test/transfers/:id/:action', { params: { id: 't1', action: 'approve' } });
    expect(again.status).toBe(409);
    expect(snapshot()).toBe(before);
    expect(call('POST /api/test/transfers/:id/:action', { params: { id: 't1', action: 'fly' } }).status).toBe(404);
    // an action's body is parsed by its schema before anything changes
    expect(call('POST /api/test/transfers/:id/:action', { params: { id: 't1', action: 'void' }, body: {} }).status).toBe(400);
    expect(snapshot()).toBe(before);
    const voided = call('POST /api/test/transfers/:id/:action', { params: { id: 't1', action: 'void' }, body: { reason: 'wrong row' } });
    expect(voided.body.data.history.at(-1)).toMatchObject({ from: 'approved', to: 'void', action: 'void', note: 'wrong row' });
    expect(ledger.stock[0].allocated).toBe(0);
    expect(checkLedger(ledger)).toEqual([]);
  });

  it('an effect that fails half-way leaves the ledger and the document as they were', () => {
    create({ rowId: rowId(), qty: 4 });
    create({ rowId: rowId(), qty: 7 });
    call('POST /api/test/transfers/:id/:action', { params: { id: 't1', action: 'approve' } });
    const before = snapshot();
    const r = call('POST /api/test/transfers/:id/:action', { params: { id: 't2', action: 'approve' } }); // 7 > 6 available
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('server.inventory.insufficient');
    expect(snapshot()).toBe(before);
    // an effect that reserved stock and changed the document, then was refused
    const halfway: typeof transferDocument = {
      ...transferDocument,
      effects: {
        ...transferDocument.effects,
        approve: (env, d) => {
          reserveFor(env, { ...d, qty: 1 });
          d.note = 'half';
          throw new DomainError('server.inventory.insufficient', { sku: 'A', location: 'L1', available: 0 });
        },
      },
    };
    expect(() => runTransition(halfway, { ledger, ctx: { operator: 'x', now: 'now' } }, transfers[1], 'approve')).toThrow(DomainError);
    expect(snapshot()).toBe(before);
    // a throw after the document changed: the copy taken before puts it back
    const d = transfers[1];
    expect(() =>
      allOrNothing(ledger, [d], () => {
        d.note = 'changed';
        d.history.push({ from: 'draft', to: 'draft', action: 'edit', at: '', operator: '' });
        throw new DomainError('x');
      }),
    ).toThrow(DomainError);
    expect(snapshot()).toBe(before);
  });

  it('bulk answers item by item: refused and unknown items do not stop the others, each all or nothing', () => {
    create({ rowId: rowId(), qty: 4 });
    create({ rowId: rowId(), qty: 5 });
    create({ rowId: rowId(), qty: 3 });
    const r = call('POST /api/test/transfers/bulk', { body: { action: 'approve', ids: ['t1', 'nope', 't2', 't3'] } });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([
      { id: 't1', no: 'TR001', ok: true },
      { id: 'nope', ok: false, error: expect.any(String) },
      { id: 't2', no: 'TR002', ok: true },
      { id: 't3', no: 'TR003', ok: false, error: expect.stringContaining('A') },
    ]);
    expect(transfers.map((t) => t.status)).toEqual(['approved', 'approved', 'draft']);
    expect(available(ledger.stock[0])).toBe(1);
    expect(checkLedger(ledger)).toEqual([]);
    // an action outside the bulk actions, an id twice: the body is refused whole
    const before = snapshot();
    expect(call('POST /api/test/transfers/bulk', { body: { action: 'void', ids: ['t3'] } }).status).toBe(400);
    expect(call('POST /api/test/transfers/bulk', { body: { action: 'approve', ids: ['t3', 't3'] } }).status).toBe(400);
    expect(snapshot()).toBe(before);
  });

  it('privileges: reading needs a read id, writing a write id; refused writes change nothing', () => {
    create({ rowId: rowId(), qty: 1 });
    const before = snapshot();
    expect(call('GET /api/test/transfers', { token: undefined }).status).toBe(401);
    expect(call('GET /api/test/transfers', { token: sysadmin }).status).toBe(403);
    expect(call('POST /api/test/transfers', { token: sysadmin, body: { rowId: rowId(), qty: 1 } }).status).toBe(403);
    expect(call('POST /api/test/transfers/:id/:action', { token: sysadmin, params: { id: 't1', action: 'approve' } }).status).toBe(403);
    expect(call('GET /api/test/transfers', { warehouse: 'w2' }).status).toBe(403);
    expect(snapshot()).toBe(before);
  });

  it('runTransition outside HTTP: the same edge check, effect and history', () => {
    create({ rowId: rowId(), qty: 2 });
    const env = { ledger, ctx: { operator: 'robot', now: '2026-02-02' } };
    expect(() => runTransition(transferDocument, env, transfers[0], 'execute')).toThrow(expect.objectContaining({ key: 'server.destroy.illegalTransition', vars: { no: 'TR001', status: 'draft', action: 'execute' } }));
    runTransition(transferDocument, env, transfers[0], 'approve');
    expect(transfers[0]).toMatchObject({ status: 'approved', updatedAt: '2026-02-02' });
    expect(transfers[0].history.at(-1)).toMatchObject({ operator: 'robot', action: 'approve' });
  });
});
