/**
 * Recount requests (units a picker did not find, held at their location) as counting work: a plan
 * of the location opens at once, or an open count settles it; if the location cannot be counted
 * yet, the request waits on the task list. Approval releases the held units, then posts its corrections.
 */
import type { WorkItem } from '../../../src/domain/task/work';
import { DomainError } from '../errors';
import { createDocument } from '../kits/document';
import { openRecounts, type RecountRequest } from '../ledger';
import { openPlanOf, planRules } from './rules';
import type { CountEnv } from './types';

/**
 * Opens a count plan of the request's location unless an open plan counts it; none while the
 * location holds allocated or picked units (the request waits on the task list).
 */
export function openRecountPlan(env: CountEnv, request: RecountRequest) {
  if (request.status !== 'open' || openPlanOf(env, request.location)) return undefined;
  try {
    return createDocument(planRules, env, { kind: 'range', from: request.location, to: request.location, note: `${request.no} · ${request.from.no}` });
  } catch (e) {
    if (e instanceof DomainError) return undefined;
    throw e;
  }
}

/** The open requests no open plan counts yet: work for the task list (a supervisor opens a plan of the location). */
export function recountWork(env: CountEnv): WorkItem[] {
  return openRecounts(env.ledger)
    .filter((r) => !openPlanOf(env, r.location))
    .map((r) => ({
      id: `count:${r.no}`,
      kind: 'count' as const,
      docNo: r.no,
      sku: r.sku,
      qty: r.qty,
      location: r.location,
      progress: 'open' as const,
      // nothing to count yet (a plan of the location is the next step); its plan's task, once made, goes first
      priority: 'normal' as const,
      createdAt: r.at,
      link: `/inventory/cyclecountManagement?location=${encodeURIComponent(r.location)}`,
    }));
}

/** Is a location waiting for a count of a recount request (its task goes first)? */
export const recountRequested = (env: CountEnv, location: string) => openRecounts(env.ledger, location).length > 0;
