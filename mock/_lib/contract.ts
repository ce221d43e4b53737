import { appendFileSync } from 'fs';
import { z } from 'zod';
import type { Handler, MockRequest } from './request';

/**
 * A route's contract, declared beside its handler: what a real back end must accept and answer.
 * mock/_lib/openapi.ts documents it; in tests the mock's own answers are checked against it.
 */
export interface MenuAccess {
  /** One of these menu ids opens the route… */
  any: readonly string[];
  /** …with every one of these (a page inside a menu group with an id of its own). */
  groups?: readonly string[];
}

export interface RouteContract {
  /** One line for the reader of the document. */
  summary: string;
  /**
   * Who may call: anyone (`public`), any signed-in user (`user`), or a holder of menu ids in the
   * Current-Warehouse (fixed, or by a path parameter such as `:kind`).
   */
  access: 'public' | 'user' | MenuAccess | ((params: Record<string, string>) => MenuAccess);
  /** The route works in the warehouse named by the `Current-Warehouse` header. */
  warehouse?: boolean;
  /** Path parameters with a closed set of values (`kind: b2c | b2b`); others are strings. */
  params?: z.ZodObject;
  /** The query string (documentation: every value arrives as text). */
  query?: z.ZodObject;
  /** The JSON body, when the route reads one (by a path parameter such as `:action`). */
  body?: z.ZodType | ((params: Record<string, string>) => z.ZodType | undefined);
  /** `data` of the answer `{ success: true, data }`; `null`: a write answered `{ success: true }` only. */
  answer: z.core.$ZodType | null;
}

export type ContractedHandler = Handler & { contract?: RouteContract; route?: string };

/** Every route the mock serves, by `METHOD /path` (filled by `defineRoutes` as the route files load). */
export const ROUTES = new Map<string, ContractedHandler>();

/** A route file's map of routes, registered for the document and for the contract checks. */
export function defineRoutes<M extends Record<string, ContractedHandler>>(routes: M): M {
  for (const [key, handler] of Object.entries(routes)) {
    handler.route = key;
    ROUTES.set(key, handler);
  }
  return routes;
}

// ---------------------------------------------------------------- checks in tests

/**
 * Jest and the browser runs (MOCK_CONTRACT_CHECK=1) check every answer against its contract; a
 * developer's `npm start` does not pay for it. MOCK_CONTRACT_LOG names a file collecting breaches.
 */
export const checkMode = () => process.env.MOCK_CONTRACT_CHECK === '1' || process.env.JEST_WORKER_ID !== undefined;

/** What a handler did while it ran: the body schema it parsed, the access it checked. */
export interface Observed {
  bodySchema?: z.ZodType;
  user?: boolean;
  anyIds?: readonly string[];
  groups?: readonly string[];
  warehouse?: boolean;
}
let current: Observed | undefined;
export const observe = (o: Partial<Observed>) => {
  if (current) for (const [k, v] of Object.entries(o)) if ((current as any)[k] === undefined) (current as any)[k] = v;
};

/** Figures of the checks in this process (for the closing counts). */
export const checked = { answers: 0, breaches: [] as string[] };

export function withObserved<T>(fn: () => T): { value: T; seen: Observed } {
  const outer = current;
  const seen: Observed = {};
  current = seen;
  try {
    return { value: fn(), seen };
  } finally {
    current = outer;
  }
}

const sameIds = (a: readonly string[] = [], b: readonly string[] = []) => [...a].sort().join() === [...b].sort().join();

export function bodyOf(c: RouteContract, params: Record<string, string>) {
  return typeof c.body === 'function' ? c.body(params) : c.body;
}

export function accessOf(c: RouteContract, params: Record<string, string>) {
  return typeof c.access === 'function' ? c.access(params) : c.access;
}

/** What in a successful call breaks its contract (empty: nothing). */
export function breaches(c: RouteContract, req: MockRequest, seen: Observed, status: number, data: unknown): string[] {
  const out: string[] = [];
  const access = accessOf(c, req.params ?? {});
  if (access === 'public' && seen.user) out.push('declared public, but reads the signed-in user');
  if (access !== 'public' && !seen.user) out.push('declared signed-in only, but never checks the token');
  if (typeof access === 'object') {
    if (!sameIds(access.any, seen.anyIds)) out.push(`menu ids: declared [${access.any}], checked [${seen.anyIds ?? ''}]`);
    if (!sameIds(access.groups, seen.groups)) out.push(`menu groups: declared [${access.groups ?? ''}], checked [${seen.groups ?? ''}]`);
  } else if (seen.anyIds) out.push(`declared ${access}, but checks menu ids [${seen.anyIds}]`);
  if (!!c.warehouse !== !!seen.warehouse) out.push(`Current-Warehouse: declared ${!!c.warehouse}, used ${!!seen.warehouse}`);
  const body = bodyOf(c, req.params ?? {});
  if (seen.bodySchema && !body) out.push('reads a body, but declares none');
  else if (seen.bodySchema && body && !body.safeParse(req.body).success) out.push('accepted a body its declared schema refuses');
  if (c.answer === null) {
    if (status !== 204) out.push('declared no data, but answers some');
  } else {
    const r = z.safeParse(c.answer, data);
    if (!r.success) out.push(`answer: ${r.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`);
  }
  return out;
}

/**
 * Records a checked answer: MOCK_CONTRACT_LOG gets `ok <route>` or `breach <route>: …` (the browser
 * runs read it); in jest a breach fails the call.
 */
export function report(route: string, problems: string[]) {
  checked.answers++;
  const line = problems.length ? `breach ${route}: ${problems.join(' | ')}` : `ok ${route}`;
  if (problems.length) checked.breaches.push(line);
  if (process.env.MOCK_CONTRACT_LOG) appendFileSync(process.env.MOCK_CONTRACT_LOG, line + '\n');
  if (problems.length && process.env.JEST_WORKER_ID !== undefined) throw new Error(`contract ${line}`);
}
