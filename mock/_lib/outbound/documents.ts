/**
 * Outbound's declared documents (mock/_lib/kits/document.ts): orders of each kind and destroy
 * orders. The kit gives their list, get, create, edit, transition and bulk handlers; the rules
 * (machine, effects, numbering) are in ./orders.ts, the list rows in ./query.ts.
 */
import { ACTION_KEYS, STATUS_KEYS } from '../../../src/domain/outbound/labels';
import { z } from 'zod';
import { b2cOrderSchema, bulkSchema, destroyBulkSchema, destroySchema, ORDER_KINDS, orderSchema } from '../../../src/domain/outbound/schema';
import { bulkResult, destroyOrder, destroyRow, orderDetail as orderDetailAnswer, orderRow } from '../../../src/domain/outbound/answers';
import { DESTROY_MENU_ID, OUTBOUND_MENU_IDS, destroyMachine } from '../../../src/domain/outbound/machine';
import { notFound, type MockRequest } from '../http';
import { listDocuments, type BulkItem, type DocumentDeclaration } from '../kits/document';
import type { PageOptions, PageQuery } from '../paging';
import type { LedgerCtx } from '../ledger';
import type { User } from '../seed';
import { getStore } from '../store';
import { getOutbound } from './index';
import { destroyRules, orderRules, type OutboundEnv } from './orders';
import { destroySummary, orderDetail, orderSummary, skuMatcher } from './query';
import type { DestroyAction, DestroyOrder, DestroyStatus, Order, OrderAction, OrderKind, OrderStatus, Catalog, WarehouseData } from './types';

/** A request's outbound place: the warehouse's data (its ledger), the products, the kind in the path. */
export interface OutboundScope extends OutboundEnv {
  state: Catalog;
  code: string;
}

export function kindOf(params: Record<string, string>): OrderKind {
  const k = params.kind;
  if (k !== 'b2c' && k !== 'b2b') throw notFound();
  return k;
}

function outboundScope(req: MockRequest, _user: User, warehouseId: string, ctx: LedgerCtx): OutboundScope {
  const wh = getOutbound().warehouses[warehouseId];
  if (!wh) throw notFound();
  const code = getStore().warehouses.find((w) => w.id === warehouseId)?.code ?? warehouseId;
  // the warehouse's own catalog (master data)
  return { ledger: wh, ctx, state: wh, code, kind: req.params.kind ? kindOf(req.params) : undefined };
}

/** Outbound state lists: newest first unless asked otherwise, up to 1000 rows a page. */
const stateList = (sortable: readonly string[]): PageOptions => ({ sortable, defaultSort: { field: 'createdAt', order: 'descend' }, tie: 'no', defaultPageSize: 20, maxPageSize: 1000 });

/** Filters every outbound list has: number (part of it), created-at range (ISO bounds, inclusive). */
const createdFilters = {
  createdFrom: (v: string) => (d: { createdAt: string }) => d.createdAt >= v,
  createdTo: (v: string) => (d: { createdAt: string }) => d.createdAt <= v,
};

/** Refusals name states and actions in the caller's words. */
const words = { status: STATUS_KEYS, action: ACTION_KEYS };

// ---------------------------------------------------------------- destroy orders

function destroyLineFilter(_: string, sc: OutboundScope, q: Record<string, unknown>) {
  const sku = skuMatcher(sc.state, typeof q.sku === 'string' ? q.sku : '');
  const location = typeof q.location === 'string' ? q.location.trim().toUpperCase() : '';
  return (d: DestroyOrder) => d.lines.some((l) => sku(l.sku) && l.location.startsWith(location));
}

export const destroyDocument: DocumentDeclaration<DestroyOrder, DestroyStatus, DestroyAction, OutboundScope, ReturnType<typeof destroySummary>> = {
  ...destroyRules,
  path: '/api/outbound/destroy',
  read: () => [DESTROY_MENU_ID],
  write: () => [DESTROY_MENU_ID],
  scope: outboundScope,
  schemas: {
    create: destroySchema,
    edit: destroySchema,
    bulk: destroyBulkSchema,
  },
  list: {
    filters: {
      no: (v) => (d) => d.no.toUpperCase().includes(v.toUpperCase()),
      // a SKU (code or barcode) and a location (prefix) hold for one line together
      sku: destroyLineFilter,
      location: destroyLineFilter,
      reason: (v) => (d) => v.split(',').includes(d.reason),
      ...createdFilters,
    },
    row: (_, d) => destroySummary(d),
    page: stateList(['no', 'createdAt', 'status', 'reason', 'totalQty']),
  },
  bulkActions: destroyMachine.actions,
  words,
  contract: { noun: 'destroy orders', row: destroyRow, document: destroyOrder },
};

/** Destroy orders, filtered, sorted and paged, with counts per state (the kit's list). */
export const queryDestroys = (state: Catalog, wh: WarehouseData, q: PageQuery & Record<string, unknown>) =>
  listDocuments(destroyDocument, { ledger: wh, ctx: { operator: '', now: '' }, state, code: '' }, q);

// ---------------------------------------------------------------- orders

const orderIds = (params: Record<string, string>) => OUTBOUND_MENU_IDS[kindOf(params)];

export const orderDocument: DocumentDeclaration<Order, OrderStatus, OrderAction, OutboundScope, ReturnType<typeof orderSummary>> = {
  ...orderRules,
  documents: (sc) => sc.ledger.orders.filter((o) => o.kind === sc.kind),
  find: (sc, id) => {
    const o = sc.ledger.orderById.get(id);
    return o && o.kind === sc.kind ? o : undefined;
  },
  path: '/api/outbound/:kind/orders',
  read: (params) => Object.values(orderIds(params)),
  write: (params) => [orderIds(params).order],
  scope: outboundScope,
  schemas: {
    create: (sc) => orderSchema(sc.kind!),
    edit: (sc) => orderSchema(sc.kind!),
    bulk: bulkSchema,
  },
  list: {
    filters: {
      // part of the number, or exactly one of its tracking numbers
      no: (v) => (o) => o.no.toUpperCase().includes(v.toUpperCase()) || o.parcels.some((p) => p.trackingNo.toUpperCase() === v.toUpperCase()),
      sku: (v, sc) => {
        const sku = skuMatcher(sc.state, v);
        return (o) => o.lines.some((l) => sku(l.sku));
      },
      receiver: (v) => (o) => o.receiver.name.toLowerCase().includes(v.toLowerCase()) || o.receiver.phone.includes(v.toLowerCase()),
      carrier: (v) => (o) => o.carrier === v,
      waveId: (v) => (o) => o.waveId === v,
      ...createdFilters,
    },
    row: (sc, o) => orderSummary(sc.state, o),
    page: stateList(['no', 'createdAt', 'updatedAt', 'status', 'carrier', 'totalQty']),
  },
  detail: (sc, o) => orderDetail(sc.state, sc.ledger, o),
  answers: {
    create: (sc, o) => orderSummary(sc.state, o),
    edit: (sc, o) => orderSummary(sc.state, o),
    // the console's answer: numbers done, and each refusal's message
    bulk: (items: BulkItem[]) => ({ done: items.filter((i) => i.ok).map((i) => i.no!), failed: items.filter((i) => !i.ok).map((i) => ({ no: i.no!, message: i.error! })) }),
    bulkUnknownRefuses: true,
  },
  // label has its own endpoint (mock/outbound.ts); wave, pick and ship come from the pick and delivery screens
  routeActions: [],
  bulkActions: ['allocate', 'cancel', 'resolve'],
  words,
  contract: {
    noun: 'outbound orders (B2C or B2B)',
    params: z.object({ kind: z.enum(ORDER_KINDS) }),
    row: orderRow,
    document: orderDetailAnswer,
    // B2B: `cartons` is required (the mock parses with the kind's schema)
    create: b2cOrderSchema.describe('An order; a B2B order requires `cartons`.'),
    edit: b2cOrderSchema.describe('An order; a B2B order requires `cartons`.'),
    answers: { create: orderRow, edit: orderRow, bulk: bulkResult },
  },
};

/** Orders of a kind, filtered, sorted and paged, with counts per state (the kit's list). */
export const queryOrders = (state: Catalog, wh: WarehouseData, kind: OrderKind, q: PageQuery & Record<string, unknown>) =>
  listDocuments(orderDocument, { ledger: wh, ctx: { operator: '', now: '' }, state, code: '', kind }, q);
