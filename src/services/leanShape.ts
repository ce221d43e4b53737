import { badAnswer } from '@/utils/request';

/**
 * Structural checks of the answers the first page reads (sign-in, current user, home figures), so
 * zod stays off it; leanShape.test.ts proves each gives its zod schema's verdict.
 */
export type Lean = (value: unknown) => boolean;

export const text: Lean = (v) => typeof v === 'string';
export const flag: Lean = (v) => typeof v === 'boolean';
export const count: Lean = (v) => Number.isInteger(v) && (v as number) >= 0;
export const intIn =
  (min: number, max: number): Lean =>
  (v) =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
export const oneOf =
  (values: readonly string[]): Lean =>
  (v) =>
    typeof v === 'string' && values.includes(v);
export const optional =
  (check: Lean): Lean =>
  (v) =>
    v === undefined || check(v);
export const listOf =
  (check: Lean): Lean =>
  (v) =>
    Array.isArray(v) && v.every(check);
/** An object with at least these fields (more are allowed, as zod's looseObject). */
export const record =
  (shape: Record<string, Lean>): Lean =>
  (v) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && Object.entries(shape).every(([key, check]) => check((v as Record<string, unknown>)[key]));

/** `promise`'s answer if it passes `check`; otherwise a RequestError of kind `badAnswer`. */
export const checkedLean = <T>(check: Lean, promise: Promise<T>): Promise<T> =>
  promise.then((body) => {
    if (!check(body)) throw badAnswer(200, body);
    return body;
  });
