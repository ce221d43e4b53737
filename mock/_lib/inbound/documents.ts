/**
 * Inbound's declared documents (mock/_lib/kits/document.ts): warehousing notices, returns and
 * trailers. The kit gives their list, get, create, edit, transition and bulk handlers; the rules are
 * in ./rules.ts. Each action is allowed to the screen that takes it (menu ids).
 */
import { INBOUND_MENU_IDS as IDS, type NoticeAction, type NoticeStatus, type ReturnAction, type ReturnStatus, type TrailerAction, type TrailerStatus } from '../../../src/domain/inbound/machine';
import { arriveSchema, gradeSchema, noticeBulkSchema, noticeSchema, reasonSchema, returnSchema, trailerSchema } from '../../../src/domain/inbound/schema';
import { ACTION_KEYS, RETURN_ACTION_KEYS, RETURN_STATUS_KEYS, STATUS_KEYS, TRAILER_ACTION_KEYS, TRAILER_STATUS_KEYS } from '../../../src/domain/inbound/labels';
import type { BulkItem, DocumentDeclaration } from '../kits/document';
import { bulkResult, noticeDetail as noticeDetailAnswer, noticeRow, returnDetail as returnDetailAnswer, returnRow, trailerDetail, trailerRow } from '../../../src/domain/inbound/answers';
import { linesOf, type LedgerCtx } from '../ledger';
import type { MockRequest } from '../http';
import type { PageOptions } from '../paging';
import type { User } from '../seed';
import { skuMatcher } from '../site/sku';
import { inboundEnv } from './index';
import { noticeRules, returnRules, trailerRules } from './rules';
import type { InboundEnv, Notice, PutawayTask, ReturnDoc, Trailer } from './types';

const scope = (_req: MockRequest, _user: User, warehouseId: string, ctx: LedgerCtx) => inboundEnv(warehouseId, ctx);

/** Newest first unless asked otherwise, up to 1000 rows a page (exports read page by page). */
const stateList = (sortable: readonly string[]): PageOptions => ({ sortable, defaultSort: { field: 'createdAt', order: 'descend' }, tie: 'no', defaultPageSize: 20, maxPageSize: 1000 });

const createdFilters = {
  createdFrom: (v: string) => (d: { createdAt: string }) => d.createdAt >= v,
  createdTo: (v: string) => (d: { createdAt: string }) => d.createdAt <= v,
};

const names = (env: InboundEnv, sku: string) => {
  const p = env.ledger.productBySku.get(sku);
  return { nameZh: p?.nameZh ?? '', nameEn: p?.nameEn ?? '', barcodes: p?.barcodes ?? [], shelfLife: !!p?.shelfLife };
};

const openTasks = (tasks: PutawayTask[]) => tasks.filter((t) => t.status === 'open').length;

/** The records (journal lines) a document wrote, newest last. */
const recordsOf = (env: InboundEnv, no: string) =>
  linesOf(env.ledger, no).map((j) => ({ id: j.id, type: j.type, sku: j.sku, location: j.location, ...(j.lpn ? { lpn: j.lpn } : {}), delta: j.delta, operator: j.operator, at: j.at, docNo: j.docNo, ...(j.reason ? { reason: j.reason } : {}) }));

// ---------------------------------------------------------------- notices

export function noticeSummary(n: Notice) {
  const sum = (f: (l: Notice['lines'][number]) => number) => n.lines.reduce((s, l) => s + f(l), 0);
  return {
    id: n.id,
    no: n.no,
    status: n.status,
    supplier: n.supplier,
    containerNo: n.containerNo,
    eta: n.eta,
    dock: n.dock ?? '',
    lineCount: n.lines.length,
    expectedQty: sum((l) => l.expected),
    goodQty: sum((l) => l.good),
    damagedQty: sum((l) => l.damaged),
    openPutaway: openTasks(n.putaway),
    variancePct: n.variancePct,
    skus: n.lines.map((l) => l.sku),
    createdAt: n.createdAt,
    updatedAt: n.updatedAt ?? n.createdAt,
  };
}

export const noticeDetail = (env: InboundEnv, n: Notice) => ({
  ...noticeSummary(n),
  note: n.note,
  talliedBy: n.talliedBy,
  approvedBy: n.approvedBy,
  ...(n.transfer ? { transfer: n.transfer } : {}),
  threshold: env.master.config.recountVariancePct,
  lines: n.lines.map((l) => ({ ...l, ...names(env, l.sku) })),
  putaway: n.putaway,
  history: n.history,
  records: recordsOf(env, n.no),
});

/** Who takes each notice action: the notice desk, the receiving dock, the supervisor approving a tally (the notice desk). */
const NOTICE_ACTION_IDS: Partial<Record<NoticeAction, string[]>> = {
  arrive: [IDS.receipt],
  unload: [IDS.receipt],
  receive: [IDS.receipt],
  approve: [IDS.notice],
  reject: [IDS.notice],
  cancel: [IDS.notice, IDS.receipt],
};

export const READ_IDS = Object.values(IDS);

export const noticeDocument: DocumentDeclaration<Notice, NoticeStatus, NoticeAction, InboundEnv, ReturnType<typeof noticeSummary>> = {
  ...noticeRules,
  path: '/api/inbound/notices',
  read: () => [IDS.notice, IDS.receipt, IDS.tally, IDS.onShelf, IDS.lpnMap],
  write: (p) => (p.action ? ((Object.hasOwn(NOTICE_ACTION_IDS, p.action) ? NOTICE_ACTION_IDS[p.action as NoticeAction] : undefined) ?? []) : [IDS.notice]),
  scope,
  schemas: {
    create: noticeSchema,
    edit: noticeSchema,
    actions: { arrive: arriveSchema, reject: reasonSchema, cancel: reasonSchema },
    bulk: noticeBulkSchema,
  },
  list: {
    filters: {
      // part of the notice or container number
      no: (v) => (n) => n.no.toUpperCase().includes(v.toUpperCase()) || n.containerNo.includes(v.toUpperCase()),
      supplier: (v) => (n) => n.supplier.toLowerCase().includes(v.toLowerCase()),
      sku: (v, sc) => {
        const sku = skuMatcher(sc.ledger, v);
        return (n) => n.lines.some((l) => sku(l.sku));
      },
      dock: (v) => (n) => n.dock === v.toUpperCase(),
      etaFrom: (v) => (n) => n.eta >= v.slice(0, 10),
      etaTo: (v) => (n) => n.eta <= v.slice(0, 10),
      ...createdFilters,
    },
    row: (_, n) => noticeSummary(n),
    page: stateList(['no', 'createdAt', 'updatedAt', 'status', 'eta', 'supplier', 'expectedQty']),
  },
  detail: noticeDetail,
  routeActions: ['arrive', 'unload', 'receive', 'approve', 'reject', 'cancel'],
  bulkActions: ['cancel', 'approve'],
  answers: {
    bulk: (items: BulkItem[]) => ({ done: items.filter((i) => i.ok).map((i) => i.no!), failed: items.filter((i) => !i.ok).map((i) => ({ no: i.no ?? i.id, message: i.error! })) }),
  },
  words: { status: STATUS_KEYS, action: ACTION_KEYS },
  contract: { noun: 'warehousing notices', row: noticeRow, document: noticeDetailAnswer, answers: { bulk: bulkResult } },
};

// ---------------------------------------------------------------- returns

export function returnSummary(r: ReturnDoc) {
  const sum = (f: (l: ReturnDoc['lines'][number]) => number) => r.lines.reduce((s, l) => s + f(l), 0);
  return {
    id: r.id,
    no: r.no,
    status: r.status,
    orderNo: r.orderNo,
    orderKind: r.orderKind,
    trackingNo: r.trackingNo,
    carrier: r.carrier,
    trailerNo: r.trailerNo,
    condition: r.condition,
    qty: sum((l) => l.qty),
    restock: sum((l) => l.restock),
    damaged: sum((l) => l.damaged),
    destroy: sum((l) => l.destroy),
    openPutaway: openTasks(r.putaway),
    /** The pallets its restocked units were booked onto. */
    lpns: r.lines.flatMap((l) => (l.lpn ? [l.lpn] : [])),
    destroyNo: r.destroyNo ?? '',
    skus: r.lines.map((l) => l.sku),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt ?? r.createdAt,
  };
}

export const returnDetail = (env: InboundEnv, r: ReturnDoc) => ({
  ...returnSummary(r),
  note: r.note,
  lines: r.lines.map((l) => ({ ...l, ...names(env, l.sku) })),
  putaway: r.putaway,
  history: r.history,
  records: recordsOf(env, r.no),
});

const RETURN_ACTION_IDS: Partial<Record<ReturnAction, string[]>> = {
  grade: [IDS.returnGrade],
  book: [IDS.returnBook],
  cancel: [IDS.returnTally, IDS.returnGrade],
};

export const returnDocument: DocumentDeclaration<ReturnDoc, ReturnStatus, ReturnAction, InboundEnv, ReturnType<typeof returnSummary>> = {
  ...returnRules,
  path: '/api/inbound/returns',
  read: () => [IDS.returnTally, IDS.returnGrade, IDS.returnBook, IDS.returnShelf, IDS.trailer],
  write: (p) => (p.action ? ((Object.hasOwn(RETURN_ACTION_IDS, p.action) ? RETURN_ACTION_IDS[p.action as ReturnAction] : undefined) ?? []) : [IDS.returnTally]),
  scope,
  schemas: { create: returnSchema, actions: { grade: gradeSchema, cancel: reasonSchema } },
  list: {
    filters: {
      // the return's, the order's or the tracking number (part of it)
      no: (v) => (r) => [r.no, r.orderNo, r.trackingNo].some((x) => x.toUpperCase().includes(v.toUpperCase())),
      sku: (v, sc) => {
        const sku = skuMatcher(sc.ledger, v);
        return (r) => r.lines.some((l) => sku(l.sku));
      },
      trailerNo: (v) => (r) => r.trailerNo === v.toUpperCase(),
      condition: (v) => (r) => v.split(',').includes(r.condition),
      ...createdFilters,
    },
    row: (_, r) => returnSummary(r),
    page: stateList(['no', 'createdAt', 'updatedAt', 'status', 'orderNo', 'qty']),
  },
  detail: returnDetail,
  // book runs through its own endpoint (a return with nothing to put away is shelved at once)
  routeActions: ['grade', 'cancel'],
  words: { status: RETURN_STATUS_KEYS, action: RETURN_ACTION_KEYS },
  contract: { noun: 'customer returns', row: returnRow, document: returnDetailAnswer },
};

// ---------------------------------------------------------------- trailers

export const trailerSummary = (env: InboundEnv, t: Trailer) => ({
  id: t.id,
  no: t.no,
  status: t.status,
  trailerNo: t.trailerNo,
  carrier: t.carrier,
  eta: t.eta,
  expectedParcels: t.expectedParcels,
  dock: t.dock ?? '',
  note: t.note,
  returns: env.place.returns.filter((r) => r.trailerNo === t.trailerNo && r.status !== 'cancelled').length,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt ?? t.createdAt,
});

export const trailerDocument: DocumentDeclaration<Trailer, TrailerStatus, TrailerAction, InboundEnv, ReturnType<typeof trailerSummary>> = {
  ...trailerRules,
  path: '/api/inbound/trailers',
  read: () => [IDS.trailer, IDS.returnTally],
  write: () => [IDS.trailer],
  scope,
  schemas: { create: trailerSchema, edit: trailerSchema, actions: { arrive: arriveSchema, cancel: reasonSchema } },
  list: {
    filters: {
      no: (v) => (t) => t.no.toUpperCase().includes(v.toUpperCase()) || t.trailerNo.includes(v.toUpperCase()),
      carrier: (v) => (t) => t.carrier === v.toUpperCase(),
      dock: (v) => (t) => t.dock === v.toUpperCase(),
      ...createdFilters,
    },
    row: trailerSummary,
    page: stateList(['no', 'createdAt', 'updatedAt', 'status', 'eta', 'trailerNo', 'expectedParcels']),
  },
  detail: (env, t) => ({ ...trailerSummary(env, t), history: t.history }),
  words: { status: TRAILER_STATUS_KEYS, action: TRAILER_ACTION_KEYS },
  contract: { noun: 'return trailers', row: trailerRow, document: trailerDetail },
};
