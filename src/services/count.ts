import { request, UPLOAD_TIMEOUT_MS } from '@/utils/request';
import type {
  CounterTask,
  CountInput,
  CountMeta,
  CountPlanAction,
  CountPlanStatus,
  CountTaskStatus,
  PlanDetail,
  PlanInput,
  PlanRow,
  ReviewTask,
  SkuCountRow,
} from '@/domain/inventory/count';
import { checked } from './shape';
import {
  counterTaskAnswer,
  counterTaskPageAnswer,
  countMetaAnswer,
  planDetailAnswer,
  planImportAnswer,
  planImportCheckAnswer,
  planRowAnswer,
  reviewTaskAnswer,
  reviewTaskPageAnswer,
  skuCountPageAnswer,
} from '@/domain/inventory/answers';
import { tabbedPageOf } from '@/domain/contract';

export type { CounterTask, CountInput, CountMeta, CountPlanAction, CountPlanStatus, CountTaskStatus, PlanDetail, PlanInput, PlanRow, ReviewTask, SkuCountRow };

export interface CountQuery {
  current?: number;
  pageSize?: number;
  status?: string;
  sortField?: string;
  sortOrder?: string;
  [filter: string]: unknown;
}

interface StatePage<R, S extends string> {
  list: R[];
  total: number;
  counts: Record<S, number>;
  all: number;
}

const planPage = tabbedPageOf(planRowAnswer);

/** Cycle counts: plans (557), the variance review (284), the counters' work (173, 345). */
export const countApi = {
  meta: () => checked(countMetaAnswer, request<CountMeta>('GET', '/api/count/meta')),
  /** Plans: filters `no`, `kind`, `location` (prefix), `sku`, `createdFrom` / `createdTo`, `status` (comma list). */
  plans: (q: CountQuery) => checked(planPage, request<StatePage<PlanRow, CountPlanStatus>>('GET', '/api/count/plans', { ...q })),
  plan: (id: string) => checked(planDetailAnswer, request<PlanDetail>('GET', '/api/count/plans/:id', { id })),
  create: (input: PlanInput) => checked(planDetailAnswer, request<PlanDetail>('POST', '/api/count/plans', { ...input })),
  /** The plan import's preview: each row's problems (translated), nothing saved. */
  importCheck: (rows: unknown[]) => checked(planImportCheckAnswer, request<{ index: number; errors: string[] }[]>('POST', '/api/count/plans/import/check', { rows }, { timeout: UPLOAD_TIMEOUT_MS })),
  /** Imports the rows as plans, all of them or none. */
  importRows: (rows: PlanInput[]) => checked(planImportAnswer, request<{ created: string[] }>('POST', '/api/count/plans/import', { rows }, { timeout: UPLOAD_TIMEOUT_MS })),
  approve: (id: string) => checked(planDetailAnswer, request<PlanDetail>('POST', '/api/count/plans/:id/approve', { id })),
  cancel: (id: string, reason: string) => checked(planDetailAnswer, request<PlanDetail>('POST', '/api/count/plans/:id/:action', { id, action: 'cancel', reason })),
  /** Tasks with expected and counted quantities: filters `plan` (number), `location` (prefix), `sku`, `variance=true`, `status`. */
  tasks: (q: CountQuery) => checked(reviewTaskPageAnswer, request<StatePage<ReviewTask & { createdAt: string }, CountTaskStatus>>('GET', '/api/count/tasks', { ...q })),
  recount: (id: string, reason?: string) => checked(reviewTaskAnswer, request<ReviewTask>('POST', '/api/count/tasks/:id/recount', { id, ...(reason ? { reason } : {}) })),
  /** The counter's open tasks (blind: without expected quantities): filter `location` (exact). */
  work: (q: CountQuery) => checked(counterTaskPageAnswer, request<{ list: CounterTask[]; total: number }>('GET', '/api/count/work', { ...q })),
  task: (id: string) => checked(counterTaskAnswer, request<CounterTask>('GET', '/api/count/work/:id', { id })),
  /** One count of a location; a scan write: sent again with its key, it is applied once. */
  count: (id: string, input: CountInput, idempotencyKey?: string) => checked(counterTaskAnswer, request<CounterTask>('POST', '/api/count/work/:id/count', { id, ...input }, { idempotencyKey })),
  /** SKUs under count at their locations: filters `sku`, `location` (prefix), `plan`. */
  skus: (q: CountQuery) => checked(skuCountPageAnswer, request<{ list: SkuCountRow[]; total: number }>('GET', '/api/count/skus', { ...q })),
};
