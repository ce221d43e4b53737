import { z } from 'zod';
import { issueMessage } from '../../src/domain/validation';
import { HttpError, type FieldProblem } from './http';
import { observe } from './contract';

/**
 * The one way a handler reads a body: parsed with its zod schema before the store is touched; a
 * misfit is a 400 whose `fields` name every bad field. A schema's own error text is a translation
 * key; other issues get a generic validation key with their limit.
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
