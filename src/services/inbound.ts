import { reference } from '@/query';
import { request, UPLOAD_TIMEOUT_MS } from '@/utils/request';
import type { GradeInput, NoticeImportRow, NoticeInput, ReturnInput, TallyLineInput, TallyScanInput, TrailerInput } from '@/domain/inbound/schema';
import type {
  InboundRecord,
  Lpn,
  NoticeAction,
  NoticeLine,
  NoticeStatus,
  PutawayTask,
  ReturnAction,
  ReturnCondition,
  ReturnLine,
  ReturnStatus,
  TrailerAction,
  TrailerStatus,
  DocHistory,
  Trailer,
  Notice,
} from '@/domain/inbound/types';
import { tabbedPageOf } from '@/domain/contract';
import * as answer from '@/domain/inbound/answers';
import { checked } from './shape';
import type { ScanProof } from '@/domain/master/scan';

export type { GradeInput, NoticeImportRow, NoticeInput, ReturnInput, TallyLineInput, TallyScanInput, TrailerInput };
export type { InboundRecord, NoticeAction, NoticeStatus, PutawayTask, ReturnAction, ReturnCondition, ReturnStatus, TrailerAction, TrailerStatus };

/** A page of a state list: rows, total, the count per state over the other filters, and all of them. */
export interface StatePage<R, S extends string> {
  list: R[];
  total: number;
  counts: Record<S, number>;
  all: number;
}

export interface ListQuery {
  current?: number;
  pageSize?: number;
  status?: string;
  sortField?: string;
  sortOrder?: string;
  createdFrom?: string;
  createdTo?: string;
  [filter: string]: string | number | undefined;
}

export interface BulkResult {
  done: string[];
  failed: { no: string; message: string }[];
}

/** A product's names on a line. */
interface Named {
  nameZh: string;
  nameEn: string;
  barcodes: string[];
}

/** A notice as listed: the domain's notice without its lines, tasks and history, with its figures. */
export interface NoticeRow extends Pick<Notice, 'id' | 'no' | 'status' | 'supplier' | 'containerNo' | 'eta' | 'createdAt'> {
  dock: string;
  lineCount: number;
  expectedQty: number;
  goodQty: number;
  damagedQty: number;
  openPutaway: number;
  variancePct?: number;
  skus: string[];
  updatedAt: string;
}

export interface NoticeDetail extends NoticeRow {
  note: string;
  talliedBy?: string;
  approvedBy?: string;
  /** The warehouse's threshold (percent) above which a tally waits for approval. */
  threshold: number;
  lines: (NoticeLine & Named & { shelfLife: boolean })[];
  putaway: PutawayTask[];
  history: DocHistory<NoticeStatus, NoticeAction>[];
  records: (InboundRecord & { reason?: string })[];
}

export interface ReturnRow {
  id: string;
  no: string;
  status: ReturnStatus;
  orderNo: string;
  orderKind: 'b2c' | 'b2b';
  trackingNo: string;
  carrier: string;
  trailerNo: string;
  condition: ReturnCondition;
  qty: number;
  restock: number;
  damaged: number;
  destroy: number;
  openPutaway: number;
  /** The pallets its restocked units were booked onto. */
  lpns: string[];
  destroyNo: string;
  skus: string[];
  createdAt: string;
  updatedAt: string;
}

export interface ReturnDetail extends ReturnRow {
  note: string;
  lines: (ReturnLine & Named)[];
  putaway: PutawayTask[];
  history: DocHistory<ReturnStatus, ReturnAction>[];
  records: InboundRecord[];
}

/** A trailer as listed: its dock ('' when none) and how many returns came on it. */
export interface TrailerRow extends Omit<Trailer, 'history' | 'dock' | 'updatedAt'> {
  dock: string;
  /** Returns that came on it. */
  returns: number;
  updatedAt: string;
}

export interface TrailerDetail extends TrailerRow {
  history: DocHistory<TrailerStatus, TrailerAction>[];
}

/** An open putaway task with its document and product. */
export interface PutawayRow extends PutawayTask, Named {
  docId: string;
  docNo: string;
  /** The pallet's SSCC (GS1 AI 00): a scan of it names the pallet as its LPN does. */
  sscc?: string;
  createdAt: string;
}

export interface LpnRow extends Omit<Lpn, 'lines'> {
  /** = lpn. */
  id: string;
  /** The pallet's SSCC (GS1 AI 00), when its LPN has one: its ZPL label carries it. */
  sscc?: string;
  lines: (Lpn['lines'][number] & { available: number })[];
  receivedAt: string;
}

export interface DictionaryName {
  code: string;
  nameZh: string;
  nameEn: string;
  enabled: boolean;
}

export interface InboundMeta {
  docks: { code: string; name: string; type: string; status: 'free' | 'occupied'; trailer: string; appointment: string }[];
  tallyReasons: DictionaryName[];
  carriers: DictionaryName[];
  threshold: number;
}

/** The shipped order a return is made for, and what may still come back. */
export interface ReturnLookup {
  orderId: string;
  orderNo: string;
  kind: 'b2c' | 'b2b';
  carrier: string;
  trackingNos: string[];
  receiver: string;
  lines: (Named & { sku: string; shipped: number; returnable: number })[];
  returns: { no: string; status: ReturnStatus }[];
}

/** The answers' schemas (src/domain/inbound/answers.ts): a state list's page has its rows and the count per state. */
const noticePage = tabbedPageOf(answer.noticeRow);
const returnPage = tabbedPageOf(answer.returnRow);
const trailerPage = tabbedPageOf(answer.trailerRow);

export const inboundApi = {
  meta: () => checked(answer.inboundMeta, request<InboundMeta>('GET', '/api/inbound/meta')),

  notices: (q: ListQuery) => checked(noticePage, request<StatePage<NoticeRow, NoticeStatus>>('GET', '/api/inbound/notices', { ...q })),
  notice: (id: string) => checked(answer.noticeDetail, request<NoticeDetail>('GET', '/api/inbound/notices/:id', { id })),
  createNotice: (input: NoticeInput) => checked(answer.noticeDetail, request<NoticeDetail>('POST', '/api/inbound/notices', { ...input })),
  updateNotice: (id: string, input: NoticeInput) => checked(answer.noticeDetail, request<NoticeDetail>('PUT', '/api/inbound/notices/:id', { id, ...input })),
  /** arrive (with a dock), unload, receive, approve, reject / cancel (with a reason). */
  noticeAction: (id: string, action: NoticeAction, body: { dock?: string; reason?: string } = {}) =>
    checked(answer.noticeDetail, request<NoticeDetail>('POST', '/api/inbound/notices/:id/:action', { id, action, ...body })),
  noticeBulk: (action: 'cancel' | 'approve', ids: string[], reason?: string) =>
    checked(answer.bulkResult, request<BulkResult>('POST', '/api/inbound/notices/bulk', { action, ids, reason })),
  importCheck: (rows: unknown[]) =>
    checked(answer.importRowsCheck, request<{ index: number; errors: string[] }[]>('POST', '/api/inbound/import/notices/check', { rows }, { timeout: UPLOAD_TIMEOUT_MS })),
  importRows: (rows: NoticeImportRow[]) => checked(answer.importAnswer, request<{ created: string[] }>('POST', '/api/inbound/import/notices', { rows }, { timeout: UPLOAD_TIMEOUT_MS })),

  // Scan writes take an idempotency key: sent again (a lost answer), they are applied once.
  tallyScan: (id: string, input: TallyScanInput, idempotencyKey?: string) =>
    checked(answer.tallyScanned, request<{ lineIndex: number; line: NoticeLine; notice: NoticeDetail }>('POST', '/api/inbound/tally/:id/scan', { id, ...input }, { idempotencyKey })),
  tallyLine: (id: string, index: number, input: TallyLineInput, idempotencyKey?: string) =>
    checked(answer.noticeDetail, request<NoticeDetail>('PUT', '/api/inbound/tally/:id/lines/:index', { id, index, ...input }, { idempotencyKey })),
  finishTally: (id: string) => checked(answer.noticeDetail, request<NoticeDetail>('POST', '/api/inbound/tally/:id/finish', { id })),

  putawayTasks: (source: 'notice' | 'return', q: { q?: string; current?: number; pageSize?: number }) =>
    checked(answer.putawayPage, request<{ list: PutawayRow[]; total: number }>('GET', '/api/inbound/putaway/:source', { source, ...q })),
  /** `proof`: the steps done without a scan, and an override of the operation's scan rule. */
  putaway: (source: 'notice' | 'return', docId: string, taskId: string, location: string, lpn?: string, idempotencyKey?: string, proof?: ScanProof) =>
    checked(
      answer.putawayDone,
      request<{ task: PutawayTask; status: string; open: number }>('POST', '/api/inbound/putaway/:source/:docId/:taskId', { source, docId, taskId, location, lpn, ...proof }, { idempotencyKey }),
    ),

  lpns: (q: ListQuery) => checked(answer.lpnPage, request<{ list: LpnRow[]; total: number }>('GET', '/api/inbound/lpns', { ...q })),
  lpnRecords: (lpn: string) => checked(answer.lpnRecords, request<(InboundRecord & { docType: string })[]>('GET', '/api/inbound/lpns/:lpn/records', { lpn })),
  moveLpn: (lpn: string, location: string) => checked(answer.lpnMoved, request<{ no: string; rows: number }>('POST', '/api/inbound/lpns/:lpn/move', { lpn, location })),

  returns: (q: ListQuery) => checked(returnPage, request<StatePage<ReturnRow, ReturnStatus>>('GET', '/api/inbound/returns', { ...q })),
  return: (id: string) => checked(answer.returnDetail, request<ReturnDetail>('GET', '/api/inbound/returns/:id', { id })),
  lookupReturn: (order: string) => checked(answer.returnLookup, request<ReturnLookup>('GET', '/api/inbound/returns-lookup', { order })),
  createReturn: (input: ReturnInput, idempotencyKey?: string) => checked(answer.returnDetail, request<ReturnDetail>('POST', '/api/inbound/returns', { ...input }, { idempotencyKey })),
  grade: (id: string, input: GradeInput) => checked(answer.returnDetail, request<ReturnDetail>('POST', '/api/inbound/returns/:id/:action', { id, action: 'grade', ...input })),
  book: (id: string) => checked(answer.returnDetail, request<ReturnDetail>('POST', '/api/inbound/returns/:id/book', { id })),
  cancelReturn: (id: string, reason: string) => checked(answer.returnDetail, request<ReturnDetail>('POST', '/api/inbound/returns/:id/:action', { id, action: 'cancel', reason })),

  trailers: (q: ListQuery) => checked(trailerPage, request<StatePage<TrailerRow, TrailerStatus>>('GET', '/api/inbound/trailers', { ...q })),
  trailer: (id: string) => checked(answer.trailerDetail, request<TrailerDetail>('GET', '/api/inbound/trailers/:id', { id })),
  createTrailer: (input: TrailerInput) => checked(answer.trailerDetail, request<TrailerDetail>('POST', '/api/inbound/trailers', { ...input })),
  updateTrailer: (id: string, input: TrailerInput) => checked(answer.trailerDetail, request<TrailerDetail>('PUT', '/api/inbound/trailers/:id', { id, ...input })),
  trailerAction: (id: string, action: TrailerAction, body: { dock?: string; reason?: string } = {}) =>
    checked(answer.trailerDetail, request<TrailerDetail>('POST', '/api/inbound/trailers/:id/:action', { id, action, ...body })),
};

/** The inbound docks, tally reasons and approval threshold: docks change all the time, so shared only by the readers of one moment. */
export const inboundMeta = reference('inbound-meta', () => inboundApi.meta(), 3_000);
