/**
 * An import preview's problems in the user's words: each named by its column's label (not the
 * request field, `weightKg` or `barcodes.0`), and a number or yes/no cell the server could not
 * read said as such ("heavy is not a number") instead of the schema's type message.
 */
import type { TFunction } from 'i18next';
import type { FieldKind } from '@/kits/setup/fields';
import type { ImportRowCheck } from '@/services/master';

export interface ImportColumn {
  key: string;
  label: string;
  kind?: FieldKind;
}

/** A row's problems (none for a valid row), from the server's answer for it and the cells sent. */
export function importProblems(answer: ImportRowCheck | undefined, draft: Record<string, unknown> | undefined, columns: ImportColumn[], t: TFunction): string[] {
  if (!answer) return [];
  const entries = Object.entries(answer.fields);
  if (!entries.length) return answer.errors;
  return entries.map(([path, message]) => {
    const key = path.split('.')[0];
    const column = columns.find((c) => c.key === key);
    const cell = draft?.[key];
    let problem = message;
    if (column?.kind === 'number' && typeof cell === 'string' && !Number.isFinite(Number(cell.trim()))) problem = t('master.import.notNumber', { value: cell });
    // a yes / no cell reaches the server as a boolean: a text still there was not one of the words
    if (column?.kind === 'flag' && typeof cell === 'string') problem = t('master.import.notYesNo', { value: cell });
    return column ? t('master.import.problem', { field: t(column.label), problem }) : message;
  });
}

/** A set-up API whose import check answers the rows' problems in the user's words (the kit shows `errors`). */
export function withImportWords<A extends { importCheck: (rows: any[]) => Promise<ImportRowCheck[]> }>(api: A, columns: ImportColumn[], t: TFunction): A {
  return {
    ...api,
    importCheck: async (rows: Record<string, unknown>[]) => {
      const answer = await api.importCheck(rows);
      return answer.map((a) => ({
        ...a,
        errors: importProblems(a, rows[a.index], columns, t),
      }));
    },
  };
}
