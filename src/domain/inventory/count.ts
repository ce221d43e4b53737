/**
 * Cycle counts, shared by console and mock (relative imports only; rules in docs/mock.md): a plan
 * makes one task per location, a variance above the threshold is counted again, approval posts the
 * difference from the ledger at counting time. ABC class: A = first 80 % of picked units, B = next 15 %.
 */
import { z } from 'zod';
import { defineMachine } from '../machine';
import { ID_MAX, importRowsSchema, required, text, unique } from '../fields';
import { TASK_SUPERVISOR_ID } from '../task';
import { scanProofFields } from '../master/scan';

export const COUNT_MENU_IDS = { plans: '557', review: '284', count: '173', skuCount: '345' } as const;
/** Who may read plans and tasks with their expected quantities (the supervisors' screens). */
export const COUNT_SUPERVISOR_IDS = [COUNT_MENU_IDS.plans, COUNT_MENU_IDS.review] as const;
/** Who counts (the handheld screens): they never see an expected quantity when counting is blind. */
export const COUNT_COUNTER_IDS = [COUNT_MENU_IDS.count, COUNT_MENU_IDS.skuCount] as const;
/**
 * Holding this id (positions screen, 536: the warehouse supervisor's) lets one approve a plan one
 * counted in; without it counters never approve their own counts.
 */
export const COUNT_SELF_APPROVE_ID = TASK_SUPERVISOR_ID;

export const PLAN_KINDS = ['zone', 'range', 'sku', 'abc'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export const ABC_CLASSES = ['A', 'B', 'C'] as const;
export type AbcClass = (typeof ABC_CLASSES)[number];
/** The share of picked units that makes class A, then A + B. */
export const ABC_LIMITS = { A: 0.8, B: 0.95 } as const;

export const COUNT_PLAN_STATUSES = ['open', 'counting', 'counted', 'approved', 'cancelled'] as const;
export type CountPlanStatus = (typeof COUNT_PLAN_STATUSES)[number];

/**
 * A count plan: open until its first count, counting while tasks are open or wait for a recount,
 * counted when every task is counted (within the threshold, or counted again); a supervisor's
 * recount request sends it back to counting. Approval adjusts stock; approval and cancel unlock.
 */
export const countPlanMachine = defineMachine({
  states: COUNT_PLAN_STATUSES,
  initial: 'open',
  edges: {
    start: { from: ['open'], to: 'counting' },
    finish: { from: ['counting'], to: 'counted' },
    reopen: { from: ['counted'], to: 'counting' },
    approve: { from: ['counted'], to: 'approved' },
    cancel: { from: ['open', 'counting', 'counted'], to: 'cancelled' },
  },
});
export type CountPlanAction = (typeof countPlanMachine.actions)[number];
/** What a person does to a plan on the list (the others follow from counts). */
export const PLAN_ROW_ACTIONS: readonly CountPlanAction[] = ['approve', 'cancel'];

export const COUNT_TASK_STATUSES = ['open', 'recount', 'counted', 'approved', 'cancelled'] as const;
export type CountTaskStatus = (typeof COUNT_TASK_STATUSES)[number];

/** One location's count: counted (or sent to a recount when its variance is above the threshold), counted again, approved with its plan. */
export const countTaskMachine = defineMachine({
  states: COUNT_TASK_STATUSES,
  initial: 'open',
  edges: {
    count: { from: ['open', 'recount'], to: 'counted' },
    recount: { from: ['open', 'counted'], to: 'recount' },
    approve: { from: ['counted'], to: 'approved' },
    cancel: { from: ['open', 'recount', 'counted'], to: 'cancelled' },
  },
});
export type CountTaskAction = (typeof countTaskMachine.actions)[number];

/** How far a task's work is, for the one task list. */
export const COUNT_TASK_PROGRESS: Record<CountTaskStatus, 'open' | 'started' | 'done' | 'cancelled'> = {
  open: 'open',
  recount: 'started',
  counted: 'done',
  approved: 'done',
  cancelled: 'cancelled',
};

/** A task's variance in percent: the largest line's |counted − expected| / expected (found stock where none was expected: 100). */
export function variancePct(lines: readonly { expected: number; counted?: number }[]): number {
  let max = 0;
  for (const l of lines) {
    if (l.counted === undefined) continue;
    const d = Math.abs(l.counted - l.expected);
    if (!d) continue;
    max = Math.max(max, l.expected ? Math.round((d / l.expected) * 1000) / 10 : 100);
  }
  return max;
}

// ---------------------------------------------------------------- requests

export const COUNT_CODE_MAX = 32;
export const COUNT_SKU_MAX = 40;
/** A lot (as tally and GS1 labels carry it) and a pallet's license plate on a count line. */
export const COUNT_LOT_MAX = 20;
export const COUNT_LPN_MAX = 32;
export const PLAN_SKUS_MAX = 50;
export const COUNT_LINES_MAX = 200;
export const COUNT_QTY_MAX = 999999;
export const COUNT_NOTE_MAX = 200;
export const COUNT_REASON_MAX = 200;

const code = (max: number) => required(max).transform((s) => s.toUpperCase());

/** A new plan: what it counts (the fields its kind needs), and a note. */
export const planSchema = z
  .strictObject({
    kind: z.enum(PLAN_KINDS),
    zone: code(COUNT_CODE_MAX).optional(),
    from: code(COUNT_CODE_MAX).optional(),
    to: code(COUNT_CODE_MAX).optional(),
    skus: z.array(code(COUNT_SKU_MAX)).min(1).max(PLAN_SKUS_MAX).superRefine(unique((s) => s)).optional(),
    abc: z.enum(ABC_CLASSES).optional(),
    note: text(COUNT_NOTE_MAX).optional(),
  })
  .superRefine((p, ctx) => {
    const need = (field: 'zone' | 'from' | 'to' | 'skus' | 'abc') => p[field] === undefined && ctx.addIssue({ code: 'custom', message: 'server.validation.required', path: [field], input: undefined });
    if (p.kind === 'zone') need('zone');
    if (p.kind === 'range') {
      need('from');
      need('to');
      if (p.from && p.to && p.from > p.to) ctx.addIssue({ code: 'custom', message: 'server.count.rangeOrder', path: ['to'], input: p.to });
    }
    if (p.kind === 'sku') need('skus');
    if (p.kind === 'abc') need('abc');
  });
export type PlanInput = z.input<typeof planSchema>;
/** A plan import: one plan per row, every row valid or nothing is saved. */
export const planImportSchema = importRowsSchema(planSchema);

/** Cancelling a plan: why. */
export const countCancelSchema = z.strictObject({ reason: required(COUNT_REASON_MAX) });
/** A supervisor's recount request: why (optional). */
export const recountSchema = z.strictObject({ reason: text(COUNT_REASON_MAX).optional() }).optional();

/**
 * One count of a location: the location scanned and each SKU counted there (none: empty). A line
 * naming a lot or pallet counts that stock only; a line naming neither, the SKU's other stock there.
 */
export const countSchema = z.strictObject({
  location: code(COUNT_CODE_MAX),
  lines: z
    .array(
      z.strictObject({
        sku: code(COUNT_SKU_MAX),
        lot: required(COUNT_LOT_MAX).optional(),
        lpn: code(COUNT_LPN_MAX).optional(),
        qty: z.number().int().min(0).max(COUNT_QTY_MAX),
      }),
    )
    .max(COUNT_LINES_MAX)
    .superRefine(unique((l) => `${l.sku}|${l.lot ?? ''}|${l.lpn ?? ''}`)),
  ...scanProofFields,
});
export type CountInput = z.input<typeof countSchema>;

export const countTaskIdSchema = required(ID_MAX);

// ---------------------------------------------------------------- what the screens read

/** One count of a task, as a supervisor sees it. */
export interface CountRound {
  round: number;
  operator: string;
  at: string;
  lines: { sku: string; qty: number }[];
}

/**
 * A task's line as a supervisor sees it: what the ledger said when it was counted (not counted yet:
 * what it says now) and what was counted. One per SKU, or per lot / pallet the counter named.
 */
export interface ReviewLine {
  sku: string;
  lot?: string;
  lpn?: string;
  nameZh: string;
  nameEn: string;
  expected: number;
  /** The last round's count (undefined: not counted yet). */
  counted?: number;
  variance?: number;
}

/** A count task on the supervisor's list (284): with expected quantities. */
export interface ReviewTask {
  id: string;
  planId: string;
  planNo: string;
  planStatus: CountPlanStatus;
  location: string;
  zone: string;
  /** The SKUs counted (SKU and ABC plans); none: everything at the location. */
  skus: string[];
  status: CountTaskStatus;
  rounds: number;
  lines: ReviewLine[];
  expected: number;
  counted?: number;
  variancePct?: number;
  threshold: number;
  countedBy?: string;
  countedAt?: string;
  /** Why a supervisor asked for the recount. */
  recountReason?: string;
}

/** A count task as the counter sees it (173 / 345): `expected` only when counting is not blind. */
export interface CounterTask {
  id: string;
  planNo: string;
  location: string;
  zone: string;
  skus: string[];
  status: CountTaskStatus;
  /** The round the next count is (2: a recount). */
  round: number;
  blind: boolean;
  /** Not blind: the SKUs on the location and how many the ledger says. */
  expected?: { sku: string; qty: number }[];
}

/** A plan on the list. */
export interface PlanRow {
  id: string;
  no: string;
  kind: PlanKind;
  /** What it counts, in words the screen puts together (zone code, range, SKUs, class). */
  scope: string;
  status: CountPlanStatus;
  tasks: number;
  counted: number;
  recount: number;
  variances: number;
  skipped: number;
  note: string;
  operator: string;
  createdAt: string;
  updatedAt: string;
}

/** A location the plan did not lock: it holds units allocated or picked for a document. */
export interface SkippedLocation {
  location: string;
  allocated: number;
  picked: number;
}

export interface PlanDetail extends PlanRow {
  threshold: number;
  blind: boolean;
  skippedLocations: SkippedLocation[];
  taskList: ReviewTask[];
  history: { from: CountPlanStatus | null; to: CountPlanStatus; action: string; at: string; operator: string; note?: string }[];
  records: { id: string; sku: string; location: string; delta: number; before: number; after: number; at: string; operator: string }[];
}

/** One SKU at one location under count (the SKU count list, 345). */
export interface SkuCountRow {
  id: string;
  taskId: string;
  planNo: string;
  sku: string;
  nameZh: string;
  nameEn: string;
  location: string;
  zone: string;
  status: CountTaskStatus;
}

/** What the count screens' forms offer: zones, the warehouse's rules, the ABC classes' sizes. */
export interface CountMeta {
  zones: { code: string; name: string }[];
  threshold: number;
  blind: boolean;
  abc: Record<AbcClass, number>;
}
