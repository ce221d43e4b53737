import { z } from 'zod';
import { HttpError, type FieldProblem } from './http';

/**
 * The one way a mock handler reads a request body: parsed against its declared zod schema
 * before anything in the store is touched. A body that does not fit is a 400 whose `fields`
 * name every bad field (dot path) with a translated message.
 *
 * A schema may give a field its own translation key as the zod error text
 * (`z.string({ error: 'server.user.nameRequired' })`); any other issue gets a generic
 * `server.validation.*` key with its limit (max length, allowed values…).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
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

type Issue = z.core.$ZodIssue;

function problemOf(issue: Issue, value: unknown): FieldProblem {
  if (issue.message?.startsWith('server.')) return { key: issue.message };
  const i = issue as Issue & Record<string, any>;
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return { key: 'server.validation.required' };
      if (i.expected === 'int') return { key: 'server.validation.integer' };
      return { key: 'server.validation.type', vars: { expected: String(i.expected) } };
    case 'too_big':
      if (i.origin === 'string') return { key: 'server.validation.tooLong', vars: { max: Number(i.maximum) } };
      if (i.origin === 'array' || i.origin === 'set') return { key: 'server.validation.tooMany', vars: { max: Number(i.maximum) } };
      return { key: 'server.validation.tooBig', vars: { max: Number(i.maximum) } };
    case 'too_small':
      if (i.origin === 'string') return Number(i.minimum) <= 1 ? { key: 'server.validation.required' } : { key: 'server.validation.tooShort', vars: { min: Number(i.minimum) } };
      if (i.origin === 'array' || i.origin === 'set') return { key: 'server.validation.tooFew', vars: { min: Number(i.minimum) } };
      return { key: 'server.validation.tooSmall', vars: { min: Number(i.minimum) } };
    case 'invalid_value':
      return { key: 'server.validation.oneOf', vars: { values: (i.values as unknown[]).map(String).join(', ') } };
    case 'unrecognized_keys':
      return { key: 'server.validation.unknownField', vars: { keys: (i.keys as string[]).join(', ') } };
    case 'invalid_format':
      return { key: 'server.validation.format' };
    default:
      return { key: 'server.validation.invalid' };
  }
}
