import { DownOutlined, ExportOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { labelledRowSelection } from '@/utils/a11y';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useMemoizedFn } from 'ahooks';
import { App, Button, Dropdown, Empty, Progress, Space, Typography } from 'antd';
import type { SortOrder, SorterResult } from 'antd/es/table/interface';
import { memo, useEffect, useId, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import FilterBar, { filledIn } from '@/components/FilterBar';
import OpenedOnce from '@/components/OpenedOnce';
import { useData } from '@/query';
import type { Machine } from '@/domain/machine';
import { failureText } from '@/utils/request';
import { searchFormTexts } from '@/utils/searchForm';
import { usePersistedColumns } from '@/utils/usePersistedColumns';
import { stillColumns, type StillColumns } from './cellUpdates';
import { EXPORT_PAGE, ExportCancelled, exportSheet, fetchAll, type ExportColumn } from './exportSheet';
import ImportDialog, { type ImportSpec } from './ImportDialog';
import { ACTIONS_COL, LIST_CLASS, LIST_DEBOUNCE_MS, TABLE_FITS_CARD } from './layout';
import ReasonDialog from './ReasonDialog';
import RecordDrawer, { type RecordView } from './RecordDrawer';
import { ConfirmLink, RowLink, useRowLinkColours } from './RowLink';
import { downloadRows, preloadXlsxWriter, type SheetFormat } from './spreadsheet';
import { useStill } from '../still';
import { useEarlyFirstPage, useStateTabs, type StateCounts } from './useStateTabs';

/** A page of a list as the server answers it; a document list adds its counts per state. */
export type ListPage<T> = { list: T[]; total: number } & Partial<StateCounts>;
/** What a list asks for: the filters, the state tab, the sorted column, the page. */
export type ListQuery = Record<string, unknown> & { current: number; pageSize: number; status?: string; sortField?: string; sortOrder?: 'ascend' | 'descend' };

/** What a screen can do with its list from its columns, links and dialogs. */
export interface ListApi<T> {
  /** Loads the current page again (after a save), clearing the selection. */
  reload: () => void;
  /** Opens the row's drawer. */
  view: (row: T) => void;
}

/** The document's state machine: its states make the tabs, its edges the bulk and row actions. */
export interface StatesSpec<T, S extends string, A extends string> {
  machine: Machine<S, A>;
  status: (row: T) => S;
  stateLabel: (state: S) => ReactNode;
  actionLabel: (action: A) => string;
  /** Status tabs with counts (default); off for a list whose server gives no counts (a set-up list). */
  tabs?: boolean;
  /** The tab shown first (default "All"): the state a screen works on (the returns to book). */
  initialTab?: S;
  /**
   * A list of some states only (a dock's view of the notices): a tab for each of these, and "All"
   * asks for these states (`status` comma-separated) and counts them alone.
   */
  only?: readonly S[];
}

/** A bulk call's per-item answer, items named by `itemKey` (a document's number). */
export interface BulkAnswer {
  done: string[];
  failed: { no: string; message: string }[];
  /** What a done item's answer says (its new pallet…), shown on its row instead of "Done". */
  notes?: Record<string, string>;
}

/** An action on the selected rows; offered for the rows whose state the machine lets take it. */
export interface BulkSpec<T, A extends string> {
  action: A;
  danger?: boolean;
  /** Asks for a reason first: the dialog's title for `count` rows, the reason's longest length. */
  reason?: { title: (count: number) => string; maxLength: number };
  /** Runs it for the rows it applies to: a per-item answer is shown on each row; a text, as a success message. */
  run: (rows: T[], reason?: string) => Promise<BulkAnswer | string | void>;
}

/** The machine's actions on one row, each behind a confirmation. */
export interface RowActionsSpec<T, A extends string> {
  actions: readonly A[];
  confirm: (action: A, row: T) => string;
  /** `reason`: what the reason dialog took, for the actions that ask for one. */
  run: (row: T, action: A, reason?: string) => Promise<unknown>;
  /** Actions that ask for a reason (cancel, reject) instead of a confirmation: the dialog's title, the reason's longest length. */
  reason?: (action: A, row: T) => { title: string; maxLength: number } | undefined;
  /** The success message; `result` is what `run` answered (a new number to show). */
  doneText: (action: A, row: T, result: unknown) => string;
  /** Actions that take something away (cancel, execute): shown in red. */
  danger?: (action: A) => boolean;
  /** An action the machine allows but this user may not take on this row (their own account). */
  disabled?: (action: A, row: T) => boolean;
  testId?: (action: A, row: T) => string;
}

/** The row drawer: its title and what it shows (fields, tabs, history), loaded when opened if need be. */
export interface DrawerSpec<T> {
  title: (row: T) => ReactNode;
  view: (row: T) => RecordView | Promise<RecordView>;
  width?: number;
  testId?: string;
  /** The test id of the row's "View" link. */
  linkTestId?: (row: T) => string;
}

export interface ListScreenProps<T extends { id: string }, S extends string = string, A extends string = string> {
  /** Names the list's test ids (`<name>-table`, `<name>-new`, `<name>-export`, `<name>-import`). */
  name: string;
  /** The table's test id when it is not `<name>-table`. */
  testId?: string;
  columns: ProColumns<T>[] | ((api: ListApi<T>) => ProColumns<T>[]);
  fetch: (query: ListQuery) => Promise<ListPage<T>>;
  pageSize?: number;
  /** The first page is asked for as the list mounts, or taken from the click that opened the page; `false` waits for the table. */
  firstPage?: boolean;
  states?: StatesSpec<T, S, A>;
  /** Filter fields (Form.Items) in a filter bar above the table; without, the columns' own search form. */
  filters?: ReactNode;
  /** The filter bar's values as query fields (a date range as two bounds). */
  toQuery?: (values: Record<string, any>) => Record<string, unknown>;
  /** The filter bar's values as the list mounts (read from the page's address): the first page is asked for with them. */
  initialFilters?: Record<string, any>;
  bulk?: BulkSpec<T, A>[];
  /** How a bulk answer names a row (default: its `no`, else its id). */
  itemKey?: (row: T) => string;
  rowActions?: RowActionsSpec<T, A>;
  /** Tools for the selected rows that are no state action (print their labels), after the bulk actions; rows can be selected with them alone. */
  selectionTools?: (rows: T[]) => ReactNode;
  /** The screen's own row links (edit, permissions…), after "View". */
  rowLinks?: (row: T, api: ListApi<T>) => ReactNode;
  drawer?: DrawerSpec<T>;
  create?: { label: string; onClick: () => void };
  /** More toolbar buttons, before "New". */
  toolbar?: ReactNode[];
  /** The columns, or a function giving them when an export starts (from what the page knows then). */
  exportAs?: { fileName: string; columns: ExportColumn<T>[] | (() => ExportColumn<T>[]) };
  importAs?: ImportSpec;
  /** Stores the column settings (shown, order) under this key; off without. */
  columnsKey?: string;
  listRef?: MutableRefObject<ListApi<T> | undefined>;
}

const EXPORT_FORMAT_KEYS = { csv: 'kit.list.export.csv', xlsx: 'kit.list.export.xlsx' } as const satisfies Record<SheetFormat, string>;
const NO_STATES: readonly string[] = [];
const defaultKey = (row: { id: string; no?: unknown }) => (typeof row.no === 'string' ? row.no : row.id);

/** An answer with "All" of a list of some states (`only`): those states' rows alone. */
function withAll<P extends { counts?: Record<string, number>; all?: number }>(answer: P, only: readonly string[] | undefined): P {
  return only && answer.counts ? { ...answer, all: only.reduce((n, s) => n + (answer.counts?.[s] ?? 0), 0) } : answer;
}

/** What a row's actions cell renders from: the page's renderers as of this render. */
interface RowCell<T, S extends string, A extends string> {
  drawer?: DrawerSpec<T>;
  rowLinks?: (row: T, api: ListApi<T>) => ReactNode;
  rowActions?: RowActionsSpec<T, A>;
  states?: StatesSpec<T, S, A>;
  api: ListApi<T>;
  view: (row: T) => void;
  ask: (asking: { row: T; action: A; title: string; maxLength: number }) => void;
  run: (row: T, action: A) => Promise<void>;
}

/**
 * A list screen from its declaration: state tabs with counts, filters, server paging and sorting,
 * bulk and row actions the machine allows, a row drawer, export, import, stored column settings;
 * a failed load shows its error with Retry in place of the rows (docs/kits.md, "List screens").
 */
function ListScreen<T extends { id: string }, S extends string = string, A extends string = string>(props: ListScreenProps<T, S, A>) {
  const { name, states, bulk, rowActions, drawer, exportAs, importAs, pageSize = 20 } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>();
  const [selected, setSelected] = useState<T[]>([]);
  const [outcome, setOutcome] = useState<Map<string, { ok: boolean; message?: string }>>(new Map());
  const [asking, setAsking] = useState<BulkSpec<T, A>>();
  const [askingRow, setAskingRow] = useState<{ row: T; action: A; title: string; maxLength: number }>();
  const [viewing, setViewing] = useState<T>();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState<number>();
  /** Stops a running export before its next page. */
  const exportAbort = useRef<AbortController>();
  useEffect(() => () => exportAbort.current?.abort(), []); // leaving the screen stops its export
  const [filterValues, setFilterValues] = useState<Record<string, unknown>>(() => {
    const initial = filledIn(props.initialFilters ?? {});
    return props.toQuery ? props.toQuery(initial) : initial;
  });
  const lastQuery = useRef<Record<string, unknown>>({});
  const itemKey = props.itemKey ?? defaultKey;
  const clearSelection = () => {
    setSelected([]);
    actionRef.current?.clearSelected?.();
  };
  /**
   * With a filter bar the list fetches its pages itself and hands ProTable the rows: ProTable's own
   * request path waits for a timer and renders the whole table again for its loading flag first.
   * The columns' search form keeps ProTable's request, as the form's values come through it.
   */
  const own = !!props.filters;
  const [paging, setPaging] = useState({ current: 1, pageSize });
  const [sort, setSort] = useState<Pick<ListQuery, 'sortField' | 'sortOrder'>>({});
  const [reloads, setReloads] = useState(0);
  // The query ProTable's first request will make (the initial filters and tab, no sort), asked for at once.
  const firstQuery: ListQuery | undefined =
    props.firstPage === false ? undefined : { ...filterValues, status: states?.initialTab ?? states?.only?.join(','), current: 1, pageSize };
  const { fetch: fetchPage, initial } = useEarlyFirstPage<ListQuery, ListPage<T>>(firstQuery, props.fetch, own);
  /** The first page, when it came before the first render: rendered at once, not asked for again. */
  const initialPage = own ? initial : undefined;
  const [rows, setRows] = useState<{ list: T[]; total: number } | undefined>(() => initialPage && { list: initialPage.list, total: initialPage.total });
  const reloadRef = useRef<Pick<ActionType, 'reload'>>();
  const tabs = useStateTabs<S>((states?.tabs !== false && (states?.only ?? states?.machine.states)) || (NO_STATES as readonly S[]), reloadRef, {
    label: (s) => states?.stateLabel(s),
    initial: states?.initialTab,
    initialCounts: initialPage && withAll(initialPage, states?.only),
    onSwitch: () => {
      clearSelection();
      setOutcome(new Map());
      if (own) setPaging((p) => ({ ...p, current: 1 }));
    },
  });
  const columnsState = usePersistedColumns(props.columnsKey ?? `${name}-columns`);

  const api: ListApi<T> = {
    reload: useMemoizedFn(() => {
      clearSelection();
      if (own) setReloads((n) => n + 1);
      else actionRef.current?.reload();
    }),
    view: useMemoizedFn((row: T) => setViewing(row)),
  };
  if (props.listRef) props.listRef.current = api;
  reloadRef.current = { reload: api.reload } as Pick<ActionType, 'reload'>;

  /** A page of the list: the query the export repeats, the answer's counts to the tabs. */
  const loadPage = (query: Record<string, unknown>, current: number, size: number) => {
    const only = states?.only;
    lastQuery.current = query;
    return tabs.load(async () => {
      return withAll(await fetchPage({ ...query, current, pageSize: size } as ListQuery), only);
    });
  };
  const shownInitial = useRef(!!initialPage);
  useEffect(() => {
    if (!own) return undefined;
    let latest = true;
    const query = { ...filterValues, status: tabs.stateOf(tabs.tab) ?? states?.only?.join(','), ...sort };
    if (shownInitial.current) {
      // the first page came with the first render
      shownInitial.current = false;
      lastQuery.current = query;
      return undefined;
    }
    void loadPage(query, paging.current, paging.pageSize).then((answer) => {
      if (latest) setRows({ list: answer.data, total: answer.total });
    });
    return () => {
      latest = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a page is asked for when what it is of changes
  }, [own, filterValues, tabs.tab, sort, paging, reloads]);

  /** The same filters again reload; others ask for their first page. */
  const search = useMemoizedFn((values: Record<string, any>) => {
    const next = props.toQuery ? props.toQuery(values) : values;
    setOutcome(new Map());
    if (JSON.stringify(next) === JSON.stringify(filterValues)) return api.reload();
    clearSelection();
    if (own) setPaging((p) => ({ ...p, current: 1 }));
    return setFilterValues(next);
  });
  // The filter bar stays as it is while the list answers and rows are selected, its fields declared
  // anew or not (compared by what they show).
  const filterBar = useStill(props.filters && <FilterBar testId={`${name}-filters`} onSearch={search} initialValues={props.initialFilters}>{props.filters}</FilterBar>);

  const runBulk = async (spec: BulkSpec<T, A>, rows: T[], reason?: string) => {
    const label = states?.actionLabel(spec.action) ?? spec.action;
    const hide = message.loading(t('kit.list.working', { action: label }), 0);
    try {
      const answer = await spec.run(rows, reason);
      if (typeof answer === 'string') message.success(answer);
      else if (answer) {
        setOutcome(new Map<string, { ok: boolean; message?: string }>([...answer.done.map((k) => [k, { ok: true, message: answer.notes?.[k] }] as const), ...answer.failed.map((f) => [f.no, { ok: false, message: f.message }] as const)]));
        if (answer.done.length) message.success(t('kit.list.bulk.done', { action: label, count: answer.done.length }));
        if (answer.failed.length) message.warning(t('kit.list.bulk.failed', { action: label, count: answer.failed.length }));
      }
      api.reload();
    } catch (e) {
      message.error(failureText(e));
      throw e;
    } finally {
      hide();
    }
  };
  /** Each bulk action with the selected rows the machine lets take it. */
  const offered = (bulk ?? [])
    .map((spec) => ({ spec, rows: states ? selected.filter((r) => states.machine.can(spec.action, states.status(r))) : selected }))
    .filter((o) => o.rows.length > 0);

  /** Runs a row's action; a refusal is shown, and thrown again when `rethrow` (the reason dialog stays open). */
  const runRowAction = useMemoizedFn(async (row: T, action: A, reason?: string, rethrow = false) => {
    if (!rowActions) return;
    const hide = message.loading(t('kit.list.working', { action: states?.actionLabel(action) ?? action }), 0);
    try {
      const result = await rowActions.run(row, action, reason);
      message.success(rowActions.doneText(action, row, result));
    } catch (e) {
      message.error(failureText(e));
      if (rethrow) throw e;
    } finally {
      hide();
      api.reload();
    }
  });

  const exportRows = async (format: SheetFormat) => {
    if (!exportAs) return;
    setExporting(0);
    const abort = new AbortController();
    exportAbort.current = abort;
    if (format === 'xlsx') preloadXlsxWriter(); // its own chunk: fetched while the pages load
    try {
      const rows = await fetchAll((current) => props.fetch({ ...lastQuery.current, current, pageSize: EXPORT_PAGE }), setExporting, abort.signal);
      const columns = typeof exportAs.columns === 'function' ? exportAs.columns() : exportAs.columns;
      await downloadRows(exportAs.fileName, exportSheet(columns, rows), format);
      message.success(t('kit.list.export.done', { count: rows.length }));
    } catch (e) {
      if (e instanceof ExportCancelled) message.info(t('kit.list.export.cancelled'));
      else message.error(failureText(e));
    } finally {
      exportAbort.current = undefined;
      setExporting(undefined);
    }
  };

  const showTotal = (total: number) => <span data-testid={`${name}-total`}>{t('kit.list.total', { total })}</span>;
  const { columns: declared } = props;
  const hasActions = !!(drawer || props.rowLinks || rowActions);
  const still = useRef<StillColumns<T>>();
  const linkColours = useRowLinkColours();
  const cell: RowCell<T, S, A> = { drawer, rowLinks: props.rowLinks, rowActions, states, api, view: setViewing, ask: setAskingRow, run: runRowAction };
  const pageColumns = typeof declared === 'function' ? declared(api) : declared;
  const result: ProColumns<T>[] = outcome.size
    ? [
        {
          title: t('kit.list.bulk.result'),
          key: '__outcome',
          search: false,
          render: (_, r) => {
            const o = outcome.get(itemKey(r));
            if (!o) return null;
            return o.ok ? <Typography.Text type="success">{o.message ?? t('kit.list.bulk.ok')}</Typography.Text> : <Typography.Text type="danger" data-testid="bulk-failure">{o.message}</Typography.Text>;
          },
        },
      ]
    : [];
  const actions: ProColumns<T> = {
    title: t('kit.list.actions'),
    key: '__actions',
    valueType: 'option',
    className: ACTIONS_COL,
    render: (_, r) => rowActionsCell(r, cell, t),
  };
  // Declared anew on every render, by the page or here: the same columns and cells while what they
  // show stays (cellUpdates.ts), the cells' handlers calling this render's.
  const columns = stillColumns([...pageColumns, ...result, ...(hasActions ? [actions] : [])], still);

  return (
    <>
      {filterBar}
        <ProTable<T, Record<string, unknown>>
          rowKey="id"
          className={LIST_CLASS}
          style={linkColours}
          {...tabs.tableProps}
          locale={tabs.tableProps.locale ?? { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('kit.list.empty')} /> }}
          actionRef={actionRef}
          columns={columns}
          columnsState={props.columnsKey ? columnsState : undefined}
          options={{ reload: own ? api.reload : true, density: false, setting: !!props.columnsKey }}
          {...TABLE_FITS_CARD}
          {...(own
            ? {
                dataSource: rows?.list,
                pagination: { ...paging, total: rows?.total ?? 0, showSizeChanger: true, showTotal, onChange: (current: number, size: number) => setPaging({ current, pageSize: size }) },
                onChange: (_p: unknown, _f: unknown, sorter: SorterResult<T> | SorterResult<T>[]) => {
                  const by = Array.isArray(sorter) ? sorter[0] : sorter;
                  // named as ProTable's request names it: the column's sorter when it is a field name, else its dataIndex
                  const field = typeof by?.column?.sorter === 'string' ? by.column.sorter : by?.field;
                  const next = { sortField: by?.order ? String(field) : undefined, sortOrder: by?.order ?? undefined };
                  setSort((was) => (was.sortField === next.sortField && was.sortOrder === next.sortOrder ? was : next));
                },
              }
            : {
                params: { ...filterValues, tab: tabs.tab },
                pagination: { defaultPageSize: pageSize, showSizeChanger: true, showTotal },
                request: async (params: Record<string, unknown>, sortBy: Record<string, SortOrder>) => {
                  const { tab, current, pageSize: size, ...searched } = params;
                  const [sortField, sortOrder] = Object.entries(sortBy ?? {}).find(([, v]) => v) ?? [];
                  return loadPage({ ...searched, status: tabs.stateOf(tab) ?? states?.only?.join(','), sortField, sortOrder: sortOrder ?? undefined }, current as number, size as number);
                },
              })}
          search={props.filters ? false : { labelWidth: 'auto', defaultCollapsed: false, ...searchFormTexts(t) }}
          dateFormatter="string"
          // ProTable's request (lists with the columns' search form): the first page may already be
          // on its way (firstPage), take it after the shortest timer. (0 is not "none": ProTable
          // reads `debounceTime || 30`, so 0 waited 30 ms on every list.)
          debounceTime={LIST_DEBOUNCE_MS}
          data-testid={props.testId ?? `${name}-table`}
          rowSelection={bulk || props.selectionTools ? { ...labelledRowSelection<T>((r) => t('common.selectRow', { name: itemKey(r) })), selectedRowKeys: selected.map((r) => r.id), onChange: (_, rows) => setSelected(rows), preserveSelectedRowKeys: false } : undefined}
          tableAlertOptionRender={() => (
            <Space wrap>
              {offered.length === 0 && !props.selectionTools && <Typography.Text type="secondary">{t('kit.list.bulk.none')}</Typography.Text>}
              {offered.map(({ spec, rows }) => (
                <Button
                  key={spec.action}
                  size="small"
                  danger={spec.danger}
                  onClick={() => (spec.reason ? setAsking(spec) : runBulk(spec, rows).catch(() => undefined))}
                  data-testid={`bulk-${spec.action}`}
                >
                  {states?.actionLabel(spec.action) ?? spec.action}
                  {rows.length < selected.length && ` (${rows.length})`}
                </Button>
              ))}
              {props.selectionTools?.(selected)}
            </Space>
          )}
          toolbar={states && states.tabs !== false ? tabs.toolbar : undefined}
          toolBarRender={() => [
            exporting !== undefined && <Progress key="progress" percent={exporting} size="small" style={{ width: 120 }} data-testid="export-progress" />,
            exporting !== undefined && (
              <Button key="export-cancel" size="small" onClick={() => exportAbort.current?.abort()} data-testid={`${name}-export-cancel`}>
                {t('kit.list.export.cancel')}
              </Button>
            ),
            ...(props.toolbar ?? []),
            props.create && (
              <Button key="new" type="primary" icon={<PlusOutlined />} onClick={props.create.onClick} data-testid={`${name}-new`}>
                {props.create.label}
              </Button>
            ),
            importAs && (
              <Button key="import" icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid={`${name}-import`}>
                {t('kit.list.import')}
              </Button>
            ),
            exportAs && (
              <Dropdown
                key="export"
                trigger={['click']}
                disabled={exporting !== undefined}
                menu={{
                  items: (['csv', 'xlsx'] as const).map((f) => ({ key: f, label: <span data-testid={`export-${f}`}>{t(EXPORT_FORMAT_KEYS[f])}</span> })),
                  onClick: ({ key }) => exportRows(key as SheetFormat),
                }}
              >
                <Button icon={<ExportOutlined />} loading={exporting !== undefined} data-testid={`${name}-export`}>
                  {t('kit.list.export')} <DownOutlined />
                </Button>
              </Dropdown>
            ),
          ]}
        />
      {/* Mounted on first open: closed, they would still cost the list's first render. */}
      {drawer && (
        <OpenedOnce open={!!viewing}>
          <RowDrawer spec={drawer} row={viewing} onClose={() => setViewing(undefined)} />
        </OpenedOnce>
      )}
      {bulk?.some((b) => b.reason) && (
        <OpenedOnce open={!!asking}>
          <ReasonDialog
            open={!!asking}
            maxLength={asking?.reason?.maxLength ?? 200}
            title={asking?.reason?.title(offered.find((o) => o.spec === asking)?.rows.length ?? 0) ?? ''}
            onCancel={() => setAsking(undefined)}
            onSubmit={async (reason) => {
              const rows = offered.find((o) => o.spec === asking)?.rows ?? [];
              await runBulk(asking!, rows, reason);
              setAsking(undefined);
            }}
          />
        </OpenedOnce>
      )}
      {rowActions?.reason && (
        <OpenedOnce open={!!askingRow}>
          <ReasonDialog
            open={!!askingRow}
            maxLength={askingRow?.maxLength ?? 200}
            title={askingRow?.title ?? ''}
            onCancel={() => setAskingRow(undefined)}
            onSubmit={async (reason) => {
              await runRowAction(askingRow!.row, askingRow!.action, reason, true);
              setAskingRow(undefined);
            }}
          />
        </OpenedOnce>
      )}
      {importAs && importing && (
        <ImportDialog
          spec={importAs}
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false);
            api.reload();
          }}
        />
      )}
    </>
  );
}

/** A row's View link, the page's links and the actions the machine allows, each behind a confirmation or a reason. */
function rowActionsCell<T, S extends string, A extends string>(r: T, cell: RowCell<T, S, A>, t: TFunction) {
  const { drawer, rowLinks, rowActions, states, api, view, ask, run } = cell;
  return (
    <div className="wms-row-links">
      {drawer && (
        <RowLink onClick={() => view(r)} data-testid={drawer.linkTestId?.(r)}>
          {t('kit.list.view')}
        </RowLink>
      )}
      {rowLinks?.(r, api)}
      {rowActions &&
        states &&
        states.machine.allowed(states.status(r), rowActions.actions).map((action) => {
          const link = { danger: rowActions.danger?.(action), disabled: rowActions.disabled?.(action, r), 'data-testid': rowActions.testId?.(action, r), children: states.actionLabel(action) };
          const reason = rowActions.reason?.(action, r);
          if (reason) return <RowLink key={action} {...link} onClick={() => ask({ row: r, action, ...reason })} />;
          return <ConfirmLink key={action} {...link} title={rowActions.confirm(action, r)} onConfirm={() => run(r, action)} />;
        })}
    </div>
  );
}

/** The drawer of the row being viewed; its view loaded when it is a request. */
function RowDrawer<T extends { id: string }>({ spec, row, onClose }: { spec: DrawerSpec<T>; row?: T; onClose: () => void }) {
  // The last row stays in the drawer while it closes.
  const shown = useRef(row);
  if (row) shown.current = row;
  const { data, error, loading } = useData(['row-view', useId(), row?.id], async () => (row ? spec.view(row) : null), { enabled: !!row });
  return (
    <RecordDrawer
      open={!!row}
      title={shown.current ? spec.title(shown.current) : ''}
      view={loading ? undefined : (data ?? undefined)}
      error={error}
      onClose={onClose}
      width={spec.width}
      testId={spec.testId}
    />
  );
}

/**
 * Memoized: a page's render with the same props (declared outside it) does not render the list.
 * Props declared inline render the list and its table, but no cell whose output stays (cellUpdates.ts).
 */
export default memo(ListScreen) as typeof ListScreen;
