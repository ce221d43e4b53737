import { z } from 'zod';
import { issueMessage } from '../../src/domain/validation';
import { HttpError, type FieldProblem } from './http';
import { observe } from './contract';

/**
 * The one way a mock handler reads a request body: parsed against its declared zod schema
 * before anything in the store is touched. A body that does not fit is a 400 whose `fields`
 * name every bad field (dot path) with a translated message.
 *
 * A schema may give a field its own translation key as the zod error text
 * (`z.string({ error: 'server.user.nameRequired' })`); any other issue gets a generic
 * `server.validation.*` key with its limit (max length, allowed values…).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, from: 'body' | 'query' = 'body'): z.output<S> {
  if (from === 'body') observe({ bodySchema: schema });
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields: Record<string, FieldProblem> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
    if (!fields[field]) fields[field] = problemOf(issue, valueAt(body, issue.path));
  }
  const [first, problem] = Object.entries(fields)[0];
  throw new HttpError(400, 'server.validation.failed', { field: first }, fields, problem);
}

/** The body of a request whose path says everything: none, or an empty object. */
export const emptyBody = z.strictObject({}).optional();

function valueAt(body: unknown, path: PropertyKey[]): unknown {
  let v: any = body;
  for (const p of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = v[p as any];
  }
  return v;
}

/** The same wording as the console's forms (src/domain/validation.ts). */
const problemOf = (issue: z.core.$ZodIssue, value: unknown): FieldProblem => issueMessage(issue, value) as FieldProblem;
