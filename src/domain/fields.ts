import { z } from 'zod';

/**
 * What every area's request schemas share: the limits every back end call has in common and the
 * text field builders (src/domain/<area>/schema.ts build on them).
 */

/** Records of one bulk request, each listed once. */
export const BULK_MAX = 500;
/** Rows of one import file. */
export const IMPORT_ROWS_MAX = 2000;
/** Record ids. */
export const ID_MAX = 64;

/** A text field: trimmed, at most `max` characters. */
export const text = (max: number) => z.string().trim().max(max);
export const required = (max: number) => text(max).min(1);

/** An import preview takes any rows (it reports each row's problems); only their number is limited. */
export const importCheckSchema = z.strictObject({ rows: z.array(z.unknown()).min(1).max(IMPORT_ROWS_MAX) });
/** An import: rows of the create schema, all valid or nothing is saved. */
export const importRowsSchema = <S extends z.ZodType>(row: S) => z.strictObject({ rows: z.array(row).min(1).max(IMPORT_ROWS_MAX) });

/** Refuses an item listed twice (by `key`): each repeat is named at its index (`server.validation.duplicate`). */
export function unique<T>(key: (item: T) => unknown) {
  return (items: T[], ctx: z.core.$RefinementCtx<T[]>) => {
    const seen = new Set<unknown>();
    items.forEach((item, i) => {
      const k = key(item);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message: 'server.validation.duplicate', path: [i], input: item });
      seen.add(k);
    });
  };
}
