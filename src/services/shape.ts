import { safeParse, type core } from 'zod/mini';
import { badAnswer } from '@/utils/request';

/**
 * Shape checks for answers where they enter the console: an answer that is not what a screen
 * expects (a 200 without `list`, a proxy's page) fails as a translated "bad answer" instead of
 * being read as "0 rows". Hand-written, not zod: the login page loads this too and stays small.
 */
export type Check = (value: unknown) => boolean;
/** An answer's schema of the API contract (an area's answers.ts in src/domain): zod or zod/mini. */
export type AnswerSchema = core.$ZodType;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const is = {
  string: ((v) => typeof v === 'string') as Check,
  number: ((v) => typeof v === 'number' && Number.isFinite(v)) as Check,
  boolean: ((v) => typeof v === 'boolean') as Check,
  object: ((v) => isObject(v)) as Check,
  optional: (check: Check): Check => (v) => v === undefined || v === null || check(v),
  arrayOf: (check: Check): Check => (v) => Array.isArray(v) && v.every(check),
  recordOf: (check: Check): Check => (v) => isObject(v) && Object.values(v).every(check),
  /** An object with at least these fields (others are allowed). */
  shape: (fields: Record<string, Check>): Check => (v) => isObject(v) && Object.entries(fields).every(([k, check]) => check(v[k])),
};

/** A row of a list: an object with a string id. */
export const row = is.shape({ id: is.string });

/** A page of a list: `{list: rows, total}` and the extra fields given. */
export const page = (extra: Record<string, Check> = {}) => is.shape({ list: is.arrayOf(row), total: is.number, ...extra });

/** The answer if it passes `check`; otherwise a RequestError of kind `badAnswer`. */
export function expectShape<T>(check: Check | AnswerSchema, body: unknown): T {
  const fits = typeof check === 'function' ? check(body) : safeParse(check, body).success;
  if (!fits) throw badAnswer(200, body);
  return body as T;
}

/** `promise`'s answer, checked. */
export const checked = <T>(check: Check | AnswerSchema, promise: Promise<T>): Promise<T> => promise.then((body) => expectShape<T>(check, body));
