/**
 * Relocation endpoints: the documents on the document kit, and the scan screens' own operations
 * (what a location holds of a SKU, taking units out in one step), each allowed to its screen's ids.
 */
import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { requireAnyId, requireWarehouse } from './_lib/auth';
import { handle, type MockRequest } from './_lib/http';
import { emptyBody, parseBody } from './_lib/validate';
import { asHttp, documentRoutes, type DocumentDeclaration } from './_lib/kits/document';
import { available, linesOf, type LedgerCtx } from './_lib/ledger';
import type { MockRequest as Req } from './_lib/http';
import type { User } from './_lib/seed';
import { availableAt, normalize, relocateEnv, relocateOut, relocationRow, relocationRules, relocationTaskId, rowsAt, skuOfScan, type RelocateEnv } from './_lib/relocate';
import { suggestLocation } from './_lib/site/sku';
import { confirmingTask } from './_lib/task';
import { generateReplenishment } from './_lib/relocate/replenish';
import { TASK_SUPERVISOR_ID } from '../src/domain/task';
import {
  RELOCATE_MENU_IDS as IDS,
  relocationCancelSchema,
  relocationPutawaySchema,
  relocationReceiveSchema,
  relocationSchema,
  type Relocation,
  type RelocationAction,
  type RelocationRow,
  type RelocationStatus,
} from '../src/domain/relocate';
import { ACTION_KEYS, STATUS_KEYS } from '../src/domain/relocate/labels';
import { z } from 'zod';
import { relocationDetailAnswer, relocationRowAnswer, relocationSourceAnswer, replenishAnswer } from '../src/domain/relocate/answers';

const READ = Object.values(IDS);
/** The screen that takes each action. */
const ACTION_IDS: Record<RelocationAction, readonly string[]> = { out: [IDS.outbound], receive: [IDS.inbound], putaway: [IDS.putaway], cancel: [IDS.record] };
const WORDS = { status: STATUS_KEYS, action: ACTION_KEYS };

function env(req: MockRequest, ids: readonly string[]): RelocateEnv {
  const user = requireAnyId(req, [...ids]);
  const warehouseId = requireWarehouse(req, user);
  return relocateEnv(warehouseId, { operator: user.name, now: new Date().toISOString() });
}

/** A relocation opened: the row, and the records it wrote. */
function detail(e: RelocateEnv, r: Relocation) {
  const records = linesOf(e.ledger, r.no).map((j) => ({ id: j.id, type: j.type, sku: j.sku, location: j.location, ...(j.lpn ? { lpn: j.lpn } : {}), ...(j.lot ? { lot: j.lot } : {}), delta: j.delta, after: j.after, operator: j.operator, at: j.at, ...(j.reason ? { reason: j.reason } : {}) }));
  return { ...relocationRow(e, r), records };
}

const upper = (v: string) => v.trim().toUpperCase();

export const relocationDocument: DocumentDeclaration<Relocation, RelocationStatus, RelocationAction, RelocateEnv, RelocationRow> = {
  ...relocationRules,
  path: '/api/relocate/relocations',
  read: () => READ,
  write: (p) => (p.action ? (Object.hasOwn(ACTION_IDS, p.action) ? ACTION_IDS[p.action as RelocationAction] : []) : [IDS.outbound, IDS.record]),
  scope: (_req: Req, _user: User, warehouseId: string, ctx: LedgerCtx) => relocateEnv(warehouseId, ctx),
  schemas: {
    create: relocationSchema,
    actions: { receive: relocationReceiveSchema, putaway: relocationPutawaySchema, cancel: relocationCancelSchema },
  },
  list: {
    filters: {
      relocation: (v) => (r) => r.id === v,
      no: (v) => (r) => r.no.includes(upper(v)),
      sku: (v) => (r) => r.sku.includes(upper(v)),
      location: (v) => (r) => [r.from, r.to, r.putTo ?? ''].some((l) => l.startsWith(upper(v))),
      emergency: (v) => (r) => r.emergency === (v === 'true'),
      operator: (v) => (r) => r.history.some((h) => h.operator.toLowerCase().includes(v.toLowerCase())),
      createdFrom: (v) => (r) => r.createdAt >= v,
      createdTo: (v) => (r) => r.createdAt <= v,
    },
    row: relocationRow,
    page: { sortable: ['no', 'createdAt', 'updatedAt', 'status', 'sku', 'qty', 'from', 'to'], defaultSort: { field: 'createdAt', order: 'descend' }, tie: 'no', defaultPageSize: 20, maxPageSize: 1000 },
  },
  detail,
  // the operator's steps of the relocation's task (a cancel is the record screen's, not the task's)
  beforeAction: (e, r, action, user) => (action === 'cancel' ? undefined : confirmingTask({ user, warehouseId: e.ledger.warehouseId, now: e.ctx.now }, { id: relocationTaskId(r), docNo: r.no })),
  routeActions: ['out', 'receive', 'putaway', 'cancel'],
  words: WORDS,
  contract: { noun: 'relocations', row: relocationRowAnswer, document: relocationDetailAnswer },
};

const sourceQuery = z.strictObject({ from: z.string().trim().min(1).max(32), sku: z.string().trim().min(1).max(64), qty: z.string().max(6).optional() });

export default defineRoutes({
  /** What a source location holds of a SKU (or a pallet scanned as "what"): available units and a suggested target. */
  'GET /api/relocate/source': handle({ summary: 'What a source location holds of a SKU (or a scanned pallet): available units and a suggested target.', access: { any: [IDS.outbound, IDS.record] }, warehouse: true, query: sourceQuery, answer: relocationSourceAnswer }, (req) => {
    const e = env(req, [IDS.outbound, IDS.record]);
    const q = parseBody(sourceQuery, req.query, 'query');
    const from = upper(q.from);
    return asHttp(req, () => {
      const input = normalize(e, { from, sku: q.sku, qty: 1 });
      const sku = skuOfScan(e.ledger, input.sku);
      const rows = rowsAt(e.ledger, sku, from, input.lpn).filter((r) => r.onHand > 0);
      const have = availableAt(e.ledger, sku, from, input.lpn);
      const qty = Math.max(1, Math.min(Number(q.qty) || have, have || 1));
      const p = e.ledger.productBySku.get(sku);
      const loc = e.ledger.locationByCode.get(from);
      const filled = new Map<string, number>();
      for (const r of e.ledger.stock) if (r.onHand) filled.set(r.location, (filled.get(r.location) ?? 0) + r.onHand);
      return {
        from,
        locationStatus: loc?.status ?? 'unknown',
        sku,
        ...(input.lpn ? { lpn: input.lpn } : {}),
        nameZh: p?.nameZh ?? '',
        nameEn: p?.nameEn ?? '',
        available: have,
        rows: rows.map((r) => ({ id: r.id, lpn: r.lpn, lot: r.lot, onHand: r.onHand, available: available(r) })),
        suggested: suggestLocation(e, sku, qty, filled, new Set([from])),
      };
    });
  }),
  /** Takes units out of a source location at once (a new relocation, in transit). */
  'POST /api/relocate/out': handle({ summary: 'Takes units out of a source location at once: a new relocation, in transit.', access: { any: [IDS.outbound] }, warehouse: true, body: relocationSchema, answer: relocationDetailAnswer }, (req) => {
    const user = requireAnyId(req, [IDS.outbound]);
    const e = env(req, [IDS.outbound]);
    const input = parseBody(relocationSchema, req.body);
    const r = asHttp(req, () => relocateOut(e, input), WORDS);
    // the units are in the creator's hands: the relocation's task is theirs until reassigned
    confirmingTask({ user, warehouseId: e.ledger.warehouseId, now: e.ctx.now }, { id: relocationTaskId(r), docNo: r.no })();
    return detail(e, r);
  }),
  /**
   * The supervisor's "generate replenishment": a relocation from reserve (FEFO) to every pick face
   * below its min or short of its allocations, without an open one. Running it again makes nothing new.
   */
  'POST /api/relocate/replenish': handle({ summary: 'Generates replenishments: reserve stock (FEFO) to every pick face below min or short, none twice.', access: { any: [TASK_SUPERVISOR_ID] }, warehouse: true, body: emptyBody, answer: replenishAnswer }, (req) => {
    const e = env(req, [TASK_SUPERVISOR_ID]);
    parseBody(emptyBody, req.body);
    const made = asHttp(req, () => generateReplenishment(e), WORDS);
    return { created: made.map((r) => relocationRow(e, r)) };
  }),
  ...documentRoutes(relocationDocument),
});
