/**
 * The set-up kit's field declarations and the rules it derives from them: how a value reads, which
 * fields a form, an import file and an export file hold, an import row as a request body, an audit
 * entry as a history step. One declaration per field of a set-up record (src/kits/setup/SetupScreen).
 */
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { AuditEntry } from '@/domain/master';
import { fieldSchema } from '@/kits/list/schemaRules';
import type { HistoryEntry } from '@/kits/list/History';
import type { ExportColumn } from '@/kits/list/exportSheet';

/** How a field is entered and shown. */
export type FieldKind = 'text' | 'number' | 'flag' | 'enum' | 'multi' | 'list';

/** Options read at run time (zones, roles, users, dictionary entries): value and shown text. */
export type Option = { value: string; label: string };
export interface OptionSource {
  /** What the options are (a select asks again when it changes, e.g. with the language); `load` shares its request (the query layer). */
  cacheKey: string;
  load: () => Promise<Option[]>;
  /** The options when their shared answer is already in, without asking: a select shows them in its first render. */
  peek?: () => Option[] | undefined;
  /** Asks for the shared answer ahead (the click that opens a page, src/query/routeQueries). */
  prefetch?: () => Promise<unknown>;
}


export interface SetupField<R> {
  /** The record's field and the request body's; a shown-only field (with `value`) any name of its own. */
  key: Extract<keyof R, string> | (string & NonNullable<unknown>);
  /** A shown-only field's value, computed from the record (a name in the user's language, units per pallet). */
  value?: (row: R) => unknown;
  /** Translation key of its label. */
  label: string;
  /** Default 'text'. 'enum': one of `options`; 'multi': several; 'list': free texts (barcodes, codes). */
  kind?: FieldKind;
  /** enum / multi: value → translation key (fixed), or a source read when the form opens. */
  options?: Readonly<Record<string, string>> | OptionSource;
  /** A sortable column (the server sorts by it). */
  sortable?: boolean;
  /** A filter of its own in the filter bar (enum: a select, else a text box), sent as `key`. */
  filter?: boolean;
  /** Left out of the table (still in the drawer, the form, export). */
  hideInTable?: boolean;
  /** How the table and the drawer show it (default: `text`, else the value's text). */
  render?: (row: R) => ReactNode;
  /**
   * How it reads as text in the table, the drawer and export when the record's own value is not
   * what to show (a name in the user's language, a computed total). Default: the value's text.
   */
  text?: (row: R) => string;
  /** The form's input in place of the kind's. */
  input?: ReactNode;
  /** Shown in the form only while this holds for the values typed (shelf-life days with shelf life on). */
  shownWhen?: (values: Record<string, unknown>) => boolean;
  /** Half the form's width (default), or all of it. */
  wide?: boolean;
  /** An input hint under the field. */
  extra?: string;
}

const isFixed = (o: SetupField<unknown>['options']): o is Readonly<Record<string, string>> => !!o && typeof (o as OptionSource).load !== 'function';

/** The shown text of values read from option sources, by field. */
export type SourceLabels = Record<string, Map<string, string>>;

/** Does the field's value name an entry of another list (its words come with `loadSourceLabels`)? */
export const isSourced = <R>(f: SetupField<R>) => !!f.options && !isFixed(f.options);

/** Loads every option source of the fields at once (one request each), for the words of their values. */
export async function loadSourceLabels<R>(fields: SetupField<R>[]): Promise<SourceLabels> {
  const sourced = fields.filter(isSourced);
  const loaded = await Promise.all(sourced.map(async (f) => [f.key, new Map((await (f.options as OptionSource).load()).map((o) => [o.value, o.label]))] as const));
  return Object.fromEntries(loaded);
}

/** `loadSourceLabels`' answer when every source's answer is already in (`peek`); else undefined. */
export function peekSourceLabels<R>(fields: SetupField<R>[]): SourceLabels | undefined {
  const labels: SourceLabels = {};
  for (const f of fields.filter(isSourced)) {
    const options = (f.options as OptionSource).peek?.();
    if (!options) return undefined;
    labels[f.key] = new Map(options.map((o) => [o.value, o.label]));
  }
  return labels;
}

/**
 * A value as the screen shows it in text (tables, drawer, export, history): options translated
 * (or named by their source, `labels`), yes/no, lists joined.
 */
export function valueText<R>(field: SetupField<R> | undefined, value: unknown, t: TFunction, labels?: SourceLabels): string {
  if (value === undefined || value === null || value === '') return '—';
  const own = field && labels?.[field.key];
  const one = (v: unknown) => (field && isFixed(field.options) && field.options[String(v)] ? t(field.options[String(v)]) : (own?.get(String(v)) ?? String(v)));
  if (typeof value === 'boolean') return field && isFixed(field.options) ? one(value) : t(value ? 'kit.setup.yes' : 'kit.setup.no');
  if (Array.isArray(value)) return value.length ? value.map(one).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return one(value);
}

/** The field's value in a record: stored, or computed. */
export const fieldValue = <R>(f: SetupField<R>, row: R): unknown => (f.value ? f.value(row) : (row as Record<string, unknown>)[f.key]);

/** Does the request schema have this field? */
export const inSchema = (schema: z.ZodType, key: string) => fieldSchema(schema, [key]) !== undefined;

/** The fields an import file holds: those the create request takes, in declaration order. */
export const importFields = <R>(fields: SetupField<R>[], create: z.ZodType) => fields.filter((f) => inSchema(create, f.key));

/**
 * Import cell → request field: empty cells left out; an option named by its shown text (a fixed
 * option's words, or a source's words from `labels`: what an export wrote) sent as its value.
 */
export function rowToDraft<R>(fields: SetupField<R>[], cells: string[], t: TFunction, labels?: SourceLabels): Record<string, string> {
  const draft: Record<string, string> = {};
  fields.forEach((f, i) => {
    const cell = (cells[i] ?? '').trim();
    if (cell === '') return;
    const same = (words: string) => words.toLowerCase() === cell.toLowerCase();
    if (isFixed(f.options)) {
      const byLabel = Object.entries(f.options).find(([, key]) => same(t(key)));
      draft[f.key] = byLabel ? byLabel[0] : cell;
    } else {
      const known = labels?.[f.key as string];
      const byLabel = known && !known.has(cell) ? [...known].find(([, words]) => same(words)) : undefined;
      draft[f.key] = byLabel ? byLabel[0] : cell;
    }
  });
  return draft;
}

/** Is the file's first row a header: each cell the field's key or its label in the user's language? */
export function isHeaderRow<R>(fields: SetupField<R>[], cells: string[] | undefined, t: TFunction): boolean {
  if (!cells?.length) return false;
  const norm = (s: string) => s.trim().toLowerCase();
  const named = (f: SetupField<R>, cell: string) => norm(cell) === norm(f.key) || norm(cell) === norm(t(f.label));
  // a sheet made before a column was added still has its header: the first columns, in order
  const given = cells.length - [...cells].reverse().findIndex((c) => c.trim() !== '');
  if (given > cells.length || given > fields.length || given < Math.min(2, fields.length)) return false;
  return fields.slice(0, given).every((f, i) => named(f, cells[i]));
}

/** Export: every declared field, in the words the screen shows. */
export const exportColumns = <R>(fields: SetupField<R>[], t: TFunction, labels?: SourceLabels): ExportColumn<R>[] =>
  fields.map((f) => ({ header: t(f.label), cell: (r: R) => (f.text ? f.text(r) : valueText(f, fieldValue(f, r), t, labels)) }));

/** The request body of a form: the fields the schema takes; an emptied number (null) left out. */
export function formBody(values: Record<string, unknown>, schema: z.ZodType): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => v !== null && v !== undefined && inSchema(schema, k)));
}

const AUDIT_KEYS = {
  create: 'kit.setup.audit.create',
  edit: 'kit.setup.audit.edit',
  enable: 'kit.setup.audit.enable',
  disable: 'kit.setup.audit.disable',
  delete: 'kit.setup.audit.delete',
  import: 'kit.setup.audit.import',
  generate: 'kit.setup.audit.generate',
} as const satisfies Record<AuditEntry['action'], string>;

/** The `enabled` flag every set-up record has, as the history names it. */
export const ENABLED_FIELD: SetupField<{ enabled: boolean }> = {
  key: 'enabled',
  label: 'kit.setup.status',
  kind: 'flag',
  options: { true: 'kit.setup.state.enabled', false: 'kit.setup.state.disabled' },
};

/** Audit entries (newest first) as the kit's history: the action, and each field's label with its values before and after. */
export function auditToHistory<R>(entries: AuditEntry[], fields: SetupField<R>[], t: TFunction, labels?: SourceLabels): HistoryEntry[] {
  const byKey = new Map<string, SetupField<any>>([['enabled', ENABLED_FIELD], ...fields.map((f) => [f.key as string, f] as const)]);
  return entries.map((e, i) => ({
    key: `${e.at}-${i}`,
    action: AUDIT_KEYS[e.action] ? t(AUDIT_KEYS[e.action]) : e.action,
    operator: e.operator,
    at: e.at,
    changes: e.changes.map((c) => {
      const field = byKey.get(c.field);
      const label = field ? t(field.label) : c.field;
      return {
        field: label,
        before: c.before === undefined ? undefined : valueText(field, c.before, t, labels),
        after: c.after === undefined ? undefined : valueText(field, c.after, t, labels),
      };
    }),
  }));
}
