import { z } from 'zod';

/**
 * Building blocks of the answers' schemas, shared by the mock's contract and the services. Records
 * are loose objects: a back end may send more fields than the console reads, never fewer.
 */
export const text = z.string();
export const count = z.number().int().nonnegative();
export const isoDate = z.string().describe('ISO 8601 date-time');
export const id = z.string();

/** A record with at least these fields. */
export const record = <S extends z.ZodRawShape>(shape: S) => z.looseObject(shape);

/** A page of a list: `list`, `total`, `current`, `pageSize` (and more, such as state counts). */
export const pageOf = <R extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(row: R, extra?: E) =>
  z.looseObject({ list: z.array(row), total: count, current: z.number().int().positive(), pageSize: z.number().int().positive(), ...(extra ?? ({} as E)) });

/** A list with state tabs: one page, a count per state and `all` (the states' sum). */
export const tabbedPageOf = <R extends z.ZodType>(row: R) => z.looseObject({ list: z.array(row), total: count, counts: z.record(z.string(), count), all: count });

export const auditEntry = record({
  action: z.enum(['create', 'edit', 'enable', 'disable', 'delete', 'import', 'generate']),
  at: isoDate,
  operator: text,
  changes: z.array(z.object({ field: text, before: z.unknown().optional(), after: z.unknown().optional() })),
});

/** A record as `GET path/:id` answers it: with its history, newest first. */
export const withHistory = <R extends z.ZodObject>(r: R) => r.extend({ history: z.array(auditEntry) });

/** One item of a bulk answer. */
export const bulkItem = record({ id: text, ok: z.boolean(), error: text.optional() });
export const bulkAnswer = z.array(bulkItem);

/** One row of an import preview: its translated problems, each also under its field. */
export const importRowCheck = record({ index: count, errors: z.array(text), fields: z.record(z.string(), text) });
export const importCheckAnswer = z.array(importRowCheck);
export const importAnswer = record({ created: z.array(id) });

/** Options of a select. */
export const option = record({ value: z.union([text, z.number()]), label: text });
export const options = z.array(option);

/** A list page without paging figures: `list` and `total` (waves, manifests). */
export const listOf = <R extends z.ZodType>(row: R) => z.looseObject({ list: z.array(row), total: count });

/** One change of a document of a machine (the document kit's history): created, edited or an action, from → to. */
export const historyOf = <S extends string, A extends string>(states: readonly S[], actions: readonly A[]) => {
  const state = z.enum(states as unknown as [S, ...S[]]);
  return record({
    from: state.nullable(),
    to: state,
    action: z.enum(['create', 'edit', ...actions] as unknown as ['create' | 'edit' | A, ...('create' | 'edit' | A)[]]),
    at: isoDate,
    operator: text,
    note: text.optional(),
  });
};

/** A preview of import rows: each row's translated problems (nothing saved). */
export const importRowsCheck = z.array(record({ index: count, errors: z.array(text) }));

/** Numbers done and each refusal's message (the order and notice bulk actions). */
export const bulkResult = record({ done: z.array(text), failed: z.array(record({ no: text, message: text })) });
