import type { TFunction } from 'i18next';
import { PLAN_KINDS, type PlanInput } from '@/domain/inventory/count';
import type { ImportSpec } from '@/kits/list/ImportDialog';
import { countApi } from '@/services/count';
import { PLAN_IMPORT_COLUMN_KEYS, PLAN_KIND_KEYS } from '../shared/countLabels';

/** Column order of the import file (.xlsx or CSV): one plan per row, the columns of its kind filled. */
export const IMPORT_COLUMNS = ['kind', 'zone', 'from', 'to', 'skus', 'abc', 'note'] as const satisfies readonly (keyof typeof PLAN_IMPORT_COLUMN_KEYS)[];
type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The plan kind a cell names: its key (`zone`) or its label in the page's language, any case; else the cell as typed, for the server to name. */
export function kindOf(cell: string, label: (key: string) => string): string {
  const v = cell.trim().toLowerCase();
  return PLAN_KINDS.find((k) => k === v || label(PLAN_KIND_KEYS[k]).trim().toLowerCase() === v) ?? cell.trim();
}

/** SKUs of a cell, separated by commas or semicolons (ASCII or full width), the ideographic comma or spaces. */
export const skusOf = (cell: string) => cell.split(/[\s,\uFF0C;\uFF1B\u3001]+/).filter(Boolean);

/**
 * One file row (text cells, as read from .xlsx or CSV) as a plan: only the columns of its kind go
 * (a zone given with a range row is not the plan's), codes in upper case as the form sends them,
 * empty cells left out (the server names what the kind needs).
 */
export function rowToPlan(cells: string[], label: (key: string) => string): PlanInput {
  const c = Object.fromEntries(IMPORT_COLUMNS.map((k, i) => [k, (cells[i] ?? '').trim()])) as Record<ImportColumn, string>;
  const kind = kindOf(c.kind, label) as PlanInput['kind'];
  const code = (v: string) => (v ? v.toUpperCase() : undefined);
  const plan: PlanInput = { kind };
  if (kind === 'zone') plan.zone = code(c.zone);
  if (kind === 'range') Object.assign(plan, { from: code(c.from), to: code(c.to) });
  if (kind === 'sku' && c.skus) plan.skus = skusOf(c.skus);
  if (kind === 'abc') plan.abc = code(c.abc) as PlanInput['abc'];
  if (c.note) plan.note = c.note;
  return JSON.parse(JSON.stringify(plan)); // without the undefined fields
}

const CODE = /^[a-z0-9][a-z0-9._-]*$/i;

/**
 * Whether the first row is a header: column keys, or titles in either language (no plan kind and
 * no cell that looks like a code). A data row with a mistyped kind is previewed, not taken for one.
 */
export function isHeaderRow(cells: string[] | undefined, label: (key: string) => string): boolean {
  if (!cells?.length) return false;
  if (IMPORT_COLUMNS.every((k, i) => (cells[i] ?? '').trim().toLowerCase() === k.toLowerCase())) return true; // the column keys
  if ((PLAN_KINDS as readonly string[]).includes(kindOf(cells[0] ?? '', label))) return false;
  return cells.slice(1, 6).every((c) => !CODE.test(c.trim()));
}

/**
 * The plan import: one plan per row (by zone, location range, SKUs or ABC class); the preview shows
 * each row's problems as the server words them, a row whose locations an earlier row already
 * counts included. The valid rows are imported together, all or none.
 */
export function planImport(t: TFunction): ImportSpec {
  const header = IMPORT_COLUMNS.map((k) => t(PLAN_IMPORT_COLUMN_KEYS[k]));
  const label = (key: string) => t(key);
  const plans = (rows: string[][]) => rows.map((cells) => rowToPlan(cells, label));
  return {
    title: t('inventory.count.import.title'),
    header,
    fileBase: 'count-plans',
    hint: (columns) => t('inventory.count.import.hint', { columns, kinds: PLAN_KINDS.map((k) => t(PLAN_KIND_KEYS[k])).join(' / ') }),
    isHeader: (cells) => isHeaderRow(cells, label),
    check: async (rows) => {
      const result = await countApi.importCheck(plans(rows));
      return rows.map((_, i) => result[i]?.errors ?? []);
    },
    submit: async (rows) => (await countApi.importRows(plans(rows))).created.length,
    doneText: (count) => t('inventory.count.import.done', { count }),
    emptyText: (name) => t('inventory.count.import.empty', { name }),
  };
}
