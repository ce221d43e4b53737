import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useMemoizedFn } from 'ahooks';
import { Badge, Form, Input, Select } from 'antd';
import { createContext, useContext, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { defineMachine } from '@/domain/machine';
import FormDialog from '@/kits/list/FormDialog';
import ListScreen, { type BulkAnswer, type DrawerSpec, type ListApi, type RowActionsSpec, type StatesSpec } from '@/kits/list/ListScreen';
import type { SetupApi } from '@/services/master';
import { useQuery } from '@tanstack/react-query';
import { keyOf, queryClient, REFERENCE_FRESH_MS } from '@/query';
import { auditToHistory, fieldValue, isSourced, loadSourceLabels, peekSourceLabels, exportColumns, formBody, importFields, isHeaderRow, rowToDraft, valueText, type OptionSource, type SetupField, type SourceLabels } from './fields';
import SetupFormFields, { fieldInput } from './SetupForm';
import { RowLink } from '../list/RowLink';

/** A set-up record's states and what may be done to it: enabled ⇄ disabled; either deleted (the server refuses one in use). */
export const setupMachine = defineMachine({
  states: ['enabled', 'disabled', 'deleted'] as const,
  initial: 'enabled',
  edges: {
    enable: { from: ['disabled'], to: 'enabled' },
    disable: { from: ['enabled'], to: 'disabled' },
    delete: { from: ['enabled', 'disabled'], to: 'deleted' },
  },
});
type SetupState = (typeof setupMachine.states)[number];
type SetupAction = (typeof setupMachine.actions)[number];

const ACTION_KEYS = { enable: 'kit.setup.enable', disable: 'kit.setup.disable', delete: 'kit.setup.delete' } as const satisfies Record<SetupAction, string>;
const CONFIRM_KEYS = { enable: 'kit.setup.enable.confirm', disable: 'kit.setup.disable.confirm', delete: 'kit.setup.delete.confirm' } as const satisfies Record<SetupAction, string>;
const DONE_KEYS = { enable: 'kit.setup.enable.done', disable: 'kit.setup.disable.done', delete: 'kit.setup.delete.done' } as const satisfies Record<SetupAction, string>;
const STATE_KEYS = { enabled: 'kit.setup.state.enabled', disabled: 'kit.setup.state.disabled', deleted: 'kit.setup.state.deleted' } as const satisfies Record<SetupState, string>;

const enabledByDefault = (r: unknown) => (r as { enabled?: boolean }).enabled !== false;

/** The words of values read from other lists, for the cells that show them (SourcedText). */
const LabelsContext = createContext<SourceLabels | undefined>(undefined);

/** A field's value as the screen shows it: the page's own render or text, else its words. */
function shownValue<R>(f: SetupField<R>, r: R, t: TFunction, labels: SourceLabels | undefined): ReactNode {
  return f.render ? f.render(r) : f.text ? f.text(r) : valueText(f, fieldValue(f, r), t, labels);
}

/** A table cell's value; one read from another list is named when the labels come. */
function cellValue<R>(f: SetupField<R>, r: R, t: TFunction): ReactNode {
  return !f.render && !f.text && isSourced(f) ? <SourcedText field={f} row={r} /> : shownValue(f, r, t, undefined);
}

/**
 * The words of the values read from other lists (roles, users, zones), for the cells that show them
 * and for `into` (drawer, import, export). Its own component: their late answer renders those cells alone.
 */
function SourceLabelsProvider<R>({ fields, into, children }: { fields: SetupField<R>[]; into: MutableRefObject<SourceLabels | undefined>; children: ReactNode }) {
  const { data: labels } = useSourceLabels(fields);
  into.current = labels;
  return <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>;
}

/** The sources' words: in the first render when their answers are in. */
function useSourceLabels<R>(fields: SetupField<R>[]) {
  const keys = fields.filter(isSourced).map((f) => (f.options as OptionSource).cacheKey);
  return useQuery({ queryKey: keyOf('labels', ...keys), queryFn: () => loadSourceLabels(fields), staleTime: REFERENCE_FRESH_MS, initialData: () => peekSourceLabels(fields) }, queryClient);
}

function SourcedText<R>({ field, row }: { field: SetupField<R>; row: R }) {
  const { t } = useTranslation();
  return <>{valueText(field, fieldValue(field, row), t, useContext(LabelsContext))}</>;
}

export interface SetupScreenProps<R extends { id: string }> {
  /** Names the test ids (`<name>-table`, `<name>-new`, `<name>-edit-<label>`…). */
  name: string;
  api: SetupApi<R>;
  /** The create and edit requests' schemas (src/domain/<area>/schema.ts): the forms' rules and fields. */
  schemas: { create: z.ZodType; edit: z.ZodType };
  fields: SetupField<R>[];
  /** How messages and bulk answers name a record (its code). */
  label: (row: R) => string;
  /** Translation keys: the record's noun ("zone", in "New zone"), the search box's hint. */
  noun: string;
  searchHint: string;
  /** Whether a record counts as enabled (default its `enabled`). */
  enabledOf?: (row: R) => boolean;
  /** An "enabled / disabled" filter (default on; off where a declared field filters the state). */
  stateFilter?: boolean;
  /** Records of this kind are disabled, never deleted. */
  noDelete?: boolean;
  /** The create form's starting values. */
  defaults?: Partial<Record<keyof R, unknown>>;
  /** More toolbar buttons (generate, print). */
  toolbar?: (api: ListApi<R>) => ReactNode[];
  /** Shown above the list, inside the page (a scan box that finds a record). */
  above?: ReactNode;
  /** More fields of the filter bar (the server filters by them), after the declared ones. */
  moreFilters?: ReactNode[];
  /** The filter bar's values as the list mounts (read from the page's address: a link lands filtered). */
  initialFilters?: Record<string, unknown>;
  /** The search box (`q`): off for a list whose server has no text search (default on). */
  search?: boolean;
  /** Tools for the selected rows beside the bulk actions (print their labels). */
  selectionTools?: (rows: R[]) => ReactNode;
  /** More drawer tabs (a route's rounds, a location's stock). */
  drawerTabs?: (row: R) => { key: string; label: ReactNode; children: ReactNode }[];
  listRef?: MutableRefObject<ListApi<R> | undefined>;
  pageSize?: number;
}

/**
 * A set-up (master-data) screen from its declaration: list with search, filters and paging; row and
 * bulk enable/disable/delete; a drawer with audit history; forms that keep what was typed when the
 * server refuses; export; import with a preview of bad rows (docs/kits.md, "Set-up screens").
 */
export default function SetupScreen<R extends { id: string }>(props: SetupScreenProps<R>) {
  const { name, api, schemas, fields, label, noDelete } = props;
  const { t } = useTranslation();
  const [editing, setEditing] = useState<R | 'new'>();
  const own = useRef<ListApi<R>>();
  const list = props.listRef ?? own;
  const enabledOf: (row: R) => boolean = props.enabledOf ?? enabledByDefault;
  const actions = setupMachine.actions.filter((a) => !(noDelete && a === 'delete'));
  const noun = t(props.noun);
  const forImport = importFields(fields, schemas.create);
  // the words of values read from other lists (roles, users, zones), once they came (SourceLabelsProvider)
  const labels = useRef<SourceLabels>();
  // the toolbar's view of the list, before the list has mounted
  const toolbarApi: ListApi<R> = { reload: () => list.current?.reload(), view: (r) => list.current?.view(r) };

  const shown = (f: SetupField<R>, r: R): ReactNode => shownValue(f, r, t, labels.current);
  // The labels answering later re-render only the cells that name a value from another list
  // (SourcedText reads them from a context), not every row (kits/list/cellUpdates.ts).
  const { stateFilter } = props;
  const columns = (listApi: ListApi<R>): ProColumns<R>[] => [
    ...fields
      .filter((f) => !f.hideInTable)
      .map(
        (f, i): ProColumns<R> => ({
          title: t(f.label),
          dataIndex: f.key,
          sorter: f.sortable,
          // the first column names the record and opens it
          render: (_, r) =>
            i === 0 ? (
              <a onClick={() => listApi.view(r)} data-testid={`${name}-${label(r)}`}>
                {cellValue(f, r, t)}
              </a>
            ) : (
              cellValue(f, r, t)
            ),
        }),
      ),
    ...(stateFilter === false
      ? []
      : [{ title: t('kit.setup.status'), dataIndex: '__state', render: (_: unknown, r: R) => <Badge status={enabledOf(r) ? 'success' : 'default'} text={t(STATE_KEYS[enabledOf(r) ? 'enabled' : 'disabled'])} /> }]),
  ];

  const bulkAnswer = (rows: R[], items: { id: string; ok: boolean; error?: string }[]): BulkAnswer => {
    const byId = new Map(rows.map((r) => [r.id, label(r)]));
    return {
      done: items.filter((i) => i.ok).map((i) => byId.get(i.id) ?? i.id),
      failed: items.filter((i) => !i.ok).map((i) => ({ no: byId.get(i.id) ?? i.id, message: i.error ?? t('kit.list.form.saveFailed') })),
    };
  };

  const states: StatesSpec<R, SetupState, SetupAction> = {
    machine: setupMachine,
    tabs: false,
    status: (r) => (enabledOf(r) ? 'enabled' : 'disabled'),
    stateLabel: (s) => t(STATE_KEYS[s]),
    actionLabel: (a) => t(ACTION_KEYS[a]),
  };
  const rowActions: RowActionsSpec<R, SetupAction> = {
    actions,
    confirm: (action, r) => t(CONFIRM_KEYS[action], { name: label(r) }),
    run: (r, action) => (action === 'delete' ? api.remove(r.id) : api.setEnabled(r.id, action === 'enable')),
    doneText: (action, r) => t(DONE_KEYS[action], { name: label(r) }),
    danger: (action) => action !== 'enable',
    testId: (action, r) => `${name}-${action}-${label(r)}`,
  };
  const rowLinks = (r: R) => (
    <RowLink onClick={() => setEditing(r)} data-testid={`${name}-edit-${label(r)}`}>
      {t('kit.setup.edit')}
    </RowLink>
  );
  // the view reads the labels when it runs (a drawer opened after they came names its values)
  const view = useMemoizedFn(async (r: R) => {
    const full = await api.get(r.id);
    return {
      fields: fields.map((f) => [t(f.label), shown(f, full as unknown as R)] as [string, ReactNode]),
      tabs: props.drawerTabs?.(full as unknown as R),
      history: auditToHistory(full.history, fields, t, labels.current),
    };
  });
  const drawer: DrawerSpec<R> = { testId: `${name}-drawer`, title: label, view };

  // an array, not a fragment: the filter bar gives each field a column of its own
  const filters = [
    props.search !== false && (
      <Form.Item key="q" name="q" label={t('kit.setup.search')}>
        <Input allowClear placeholder={t(props.searchHint)} data-testid={`${name}-search`} />
      </Form.Item>
    ),
    ...fields
      .filter((f) => f.filter)
      .map((f) => (
        <Form.Item key={f.key} name={f.key as string} label={t(f.label)}>
          {f.options ? fieldInput({ ...f, kind: 'enum', input: undefined }, t, false) : <Input allowClear />}
        </Form.Item>
      )),
    ...(props.moreFilters ?? []),
    props.stateFilter !== false && (
      <Form.Item key="enabled" name="enabled" label={t('kit.setup.status')}>
        <Select allowClear options={(['enabled', 'disabled'] as const).map((s) => ({ value: String(s === 'enabled'), label: t(STATE_KEYS[s]) }))} />
      </Form.Item>
    ),
  ];

  const isNew = editing === 'new';
  const schema = isNew ? schemas.create : schemas.edit;
  return (
    <PageContainer>
      {props.above}
      <SourceLabelsProvider fields={fields} into={labels}>
        <ListScreen<R, SetupState, SetupAction>
          name={name}
          listRef={list}
          pageSize={props.pageSize}
          columns={columns}
          fetch={(q) => api.list(q as Record<string, string | number | undefined>)}
          filters={filters}
          initialFilters={props.initialFilters}
          itemKey={label}
          states={states}
          bulk={actions.map((action) => ({ action, danger: action !== 'enable', run: async (rows) => bulkAnswer(rows, await api.bulk(action, rows.map((r) => r.id))) }))}
          selectionTools={props.selectionTools}
          rowActions={rowActions}
          rowLinks={rowLinks}
          drawer={drawer}
          create={{ label: t('kit.setup.new', { what: noun }), onClick: () => setEditing('new') }}
          toolbar={props.toolbar?.(toolbarApi)}
          exportAs={{ fileName: name, columns: () => exportColumns(fields, t, labels.current) }}
          importAs={{
            title: t('kit.setup.import.title', { what: noun }),
            header: forImport.map((f) => t(f.label)),
            fileBase: name,
            isHeader: (cells) => isHeaderRow(forImport, cells, t),
            check: async (rows) => {
              const answer = await api.importCheck(rows.map((cells) => rowToDraft(forImport, cells, t, labels.current)));
              return rows.map((_, i) => answer.find((a) => a.index === i)?.errors ?? []);
            },
            submit: async (rows) => (await api.importRows(rows.map((cells) => rowToDraft(forImport, cells, t, labels.current)))).created.length,
            hint: (columns) => t('kit.setup.import.hint', { columns }),
            doneText: (count) => t('kit.setup.import.done', { count }),
            emptyText: (file) => t('kit.setup.import.empty', { name: file }),
          }}
        />
      </SourceLabelsProvider>
      {editing && (
        <FormDialog<Record<string, unknown>, R>
          name={`${name}-form`}
          testId={`${name}-form`}
          submitTestId={`${name}-save`}
          width={640}
          title={isNew ? t('kit.setup.new', { what: noun }) : t('kit.setup.editOne', { name: label(editing) })}
          initialValues={isNew ? (props.defaults as Record<string, unknown>) : (editing as unknown as Record<string, unknown>)}
          onClose={() => setEditing(undefined)}
          save={(values) => (isNew ? api.create(formBody(values, schema)) : api.update((editing as R).id, formBody(values, schema)))}
          savedText={(r) => t(isNew ? 'kit.setup.created' : 'kit.setup.saved', { name: label(r) })}
          onSaved={() => {
            setEditing(undefined);
            list.current?.reload();
          }}
        >
          <SetupFormFields fields={fields} schema={schema} create={schemas.create} editing={!isNew} />
        </FormDialog>
      )}
    </PageContainer>
  );
}
