/**
 * Recount requests (the ledger's `requestRecount`: units a picker did not find, held at their
 * location) as the counting area's work. When a request is made, a count plan of its location is
 * opened (`openRecountPlan`, registered with the ledger at load: the area that makes requests never
 * imports this one); when that location is already under an open count, that count settles it. A
 * request no count can take yet (the location holds units allocated or picked for a document,
 * which are not counted) is work on the task list (`recountWork`, a work source of its own) until
 * a plan covering its location is made. Approving a plan settles the requests at its counted locations (rules.ts:
 * the held units are released by the count, then its corrections are posted).
 */
import type { WorkItem } from '../../../src/domain/task/work';
import { DomainError } from '../errors';
import { createDocument } from '../kits/document';
import { openRecounts, type RecountRequest } from '../ledger';
import { openPlanOf, planRules } from './rules';
import type { CountEnv } from './types';

/**
 * Opens a count plan of the request's location (range: that one location, its note the request
 * and the document that found the units missing), unless an open plan counts it already; none when
 * the location cannot be counted now (allocated or picked units there, not active): the request
 * waits on the task list. The plan is the request's maker's (who and when).
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
