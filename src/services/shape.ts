import { safeParse, type core } from 'zod/mini';
import { badAnswer } from '@/utils/request';

/**
 * Answers are checked where they enter the console, with the schemas of the API contract (an
 * area's answers.ts in src/domain, zod or zod/mini): an answer that is not what a screen expects
 * (a 200 without `list`, a proxy's page) fails as a translated "bad answer", never "0 rows".
 */
export type AnswerSchema = core.$ZodType;

/** The answer if it fits `schema`; otherwise a RequestError of kind `badAnswer`. */
export function expectShape<T>(schema: AnswerSchema, body: unknown): T {
  if (!safeParse(schema, body).success) throw badAnswer(200, body);
  return body as T;
}

/** `promise`'s answer, checked. */
export const checked = <T>(schema: AnswerSchema, promise: Promise<T>): Promise<T> => promise.then((body) => expectShape<T>(schema, body));
