import { ProTable, type ActionType, type ProColumns, PageContainer } from '@ant-design/pro-components';
import { useOrderKind } from '../shared/useOrderKind';
import { App, Button, Dropdown, Progress, Space } from 'antd';
import { DownOutlined, ExportOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useMemo, useRef, useState } from 'react';
import { useMemoizedFn } from 'ahooks';
import { useTranslation } from 'react-i18next';
import OpenedOnce from '@/components/OpenedOnce';
import { registerRouteData } from '@/utils/routeData';
import { usePersistedColumns } from '@/utils/usePersistedColumns';
import { ORDER_STATUSES, outboundApi, type OrderPage, type BulkAction, type OrderKind, type OrderQuery, type OrderRow } from '@/services/outbound';
import { exportTable } from './exportRows';
import { errorText, sourceText } from '../shared/format';
import OrderDrawer from './OrderDrawer';
import OrderFilters, { type OrderFilterValues } from './OrderFilters';
import OrderForm from './OrderForm';
import ImportOrders from './ImportOrders';
import { actionLabel, exportFormatLabel } from '../shared/labels';
import ReasonModal from './ReasonModal';
import { createdAtColumn, LIST_CLASS, NOWRAP, TABLE_FITS_CARD, useEarlyFirstPage, useStateTabs } from '../shared/stateList';
import { downloadRows, preloadXlsxWriter, type SheetFormat } from '../shared/spreadsheet';
import StatusTag from '../shared/StatusTag';
import { labelledRowSelection } from '@/utils/a11y';

const EXPORT_PAGE = 500;
const PAGE_SIZE = 20;
/** The list's first request: all states, no filters, no sort, page 1. */
const FIRST_QUERY: OrderQuery = { current: 1, pageSize: PAGE_SIZE };

/** The order lists' pages start their first page at the click that opens them (utils/routeData). */
registerRouteData('/outbound/b2c', () => outboundApi.orders('b2c', FIRST_QUERY));
registerRouteData('/outbound/b2b', () => outboundApi.orders('b2b', FIRST_QUERY));

/** The order list of B2C or B2B: status tabs with counts, server-side filters/sort/paging, bulk actions, export. */
function OrderList({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const actionRef = useRef<ActionType>();
  const [selected, setSelected] = useState<OrderRow[]>([]);
  const tabs = useStateTabs(ORDER_STATUSES, actionRef, () => setSelected([]));
  const [detailId, setDetailId] = useState<string>();
  const [editing, setEditing] = useState<OrderRow | 'new'>();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState<number>();
  const lastQuery = useRef<OrderQuery>({});
  const [filters, setFilters] = useState<OrderFilterValues>({});
  const columnsState = usePersistedColumns(`outbound-${kind}-orders`);
  const fetchPage = useEarlyFirstPage<OrderQuery, OrderPage>(FIRST_QUERY, (q) => outboundApi.orders(kind, q));

  const clearSelection = () => {
    setSelected([]);
    actionRef.current?.clearSelected?.();
  };

  const reload = () => {
    clearSelection();
    actionRef.current?.reload();
  };

  /** Other filters reload through the table's params; the same ones again, by reloading. */
  const search = useMemoizedFn((next: OrderFilterValues) => {
    if (JSON.stringify(next) === JSON.stringify(filters)) return reload();
    clearSelection();
    return setFilters(next);
  });

  const report = (label: string, r: { done: string[]; failed: { no: string; message: string }[] }) => {
    if (r.done.length) message.success(t('outbound.bulk.done', { action: label, count: r.done.length }));
    if (r.failed.length)
      modal.error({
        title: t('outbound.bulk.failed', { action: label, count: r.failed.length }),
        content: (
          <ul data-testid="bulk-failures">
            {r.failed.slice(0, 20).map((f) => (
              <li key={f.no}>{f.message}</li>
            ))}
          </ul>
        ),
      });
  };

  const bulk = async (action: BulkAction, reason?: string) => {
    const label = actionLabel(action, t);
    const hide = message.loading(t('outbound.working', { action: label }), 0);
    try {
      report(label, await outboundApi.bulk(kind, action, selected.map((r) => r.id), reason));
      reload();
    } catch (e) {
      message.error(errorText(e));
      throw e;
    } finally {
      hide();
    }
  };

  const createWave = async () => {
    const hide = message.loading(t('outbound.working', { action: t('outbound.action.wave') }), 0);
    try {
      const w = await outboundApi.createWave(kind, selected.map((r) => r.id));
      message.success(t('outbound.wave.created', { no: w.no }));
      reload();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      hide();
    }
  };

  /** Fetches the filtered rows page by page (showing progress) and saves them as CSV or .xlsx. */
  const exportRows = async (format: SheetFormat) => {
    setExporting(0);
    // The .xlsx writer is its own chunk: fetch it while the pages load.
    if (format === 'xlsx') preloadXlsxWriter();
    try {
      const first = await outboundApi.orders(kind, { ...lastQuery.current, current: 1, pageSize: EXPORT_PAGE });
      const rows = [...first.list];
      const pages = Math.ceil(first.total / EXPORT_PAGE);
      for (let p = 2; p <= pages; p++) {
        setExporting(Math.round(((p - 1) / pages) * 100));
        rows.push(...(await outboundApi.orders(kind, { ...lastQuery.current, current: p, pageSize: EXPORT_PAGE })).list);
      }
      setExporting(100);
      await downloadRows(`${kind}-orders`, exportTable(rows, t), format);
      message.success(t('outbound.export.done', { count: rows.length }));
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setExporting(undefined);
    }
  };

  const ids = selected.map((r) => r.id);
  // The same columns until the language changes: with new ones ProTable re-derives its table on
  // every selection, tab count and export progress step.
  const columns = useMemo((): ProColumns<OrderRow>[] => [
    {
      title: t('outbound.order.no'),
      dataIndex: 'no',
      sorter: true,
      copyable: true,
      render: (_, r) => (
        <a onClick={() => setDetailId(r.id)} data-testid={`order-${r.no}`}>
          {r.no}
        </a>
      ),
    },
    { title: t('outbound.order.status'), dataIndex: 'status', sorter: true, render: (_, r) => <StatusTag status={r.status} /> },
    { title: t('outbound.order.receiver'), dataIndex: 'receiver', render: (_, r) => `${r.receiverName} · ${r.city}` },
    { title: t('outbound.order.source'), dataIndex: 'source', render: (_, r) => sourceText(r.source, t) },
    {
      title: t('outbound.order.carrier'),
      dataIndex: 'carrier',
      sorter: true,
    },
    ...(kind === 'b2b' ? [{ title: t('outbound.order.cartons'), dataIndex: 'cartons' } as ProColumns<OrderRow>] : []),
    { title: t('outbound.order.lines'), dataIndex: 'lineCount' },
    { title: t('outbound.qty'), dataIndex: 'totalQty', sorter: true },
    { title: t('outbound.order.tracking'), dataIndex: 'trackingNos', render: (_, r) => r.trackingNos.join(', ') || '—' },
    createdAtColumn<OrderRow>(t),
    {
      title: t('outbound.actions'),
      valueType: 'option',
      className: NOWRAP,
      fixed: 'right',
      render: (_, r) => [
        <a key="view" onClick={() => setDetailId(r.id)}>
          {t('outbound.view')}
        </a>,
        r.status === 'created' && (
          <a key="edit" onClick={() => setEditing(r)} data-testid={`edit-${r.no}`}>
            {t('outbound.action.edit')}
          </a>
        ),
      ],
    },
  ], [t, kind]);

  return (
    <>
      <OrderFilters kind={kind} onSearch={search} />
      <ProTable<OrderRow, OrderFilterValues & { tab: string }>
        rowKey="id"
        className={LIST_CLASS}
        {...tabs.tableProps}
        actionRef={actionRef}
        columns={columns}
        params={{ ...filters, tab: tabs.tab }}
        columnsState={columnsState}
        {...TABLE_FITS_CARD}
        pagination={{ defaultPageSize: PAGE_SIZE, showSizeChanger: true }}
        search={false}
        // The first page is already on its way (useEarlyFirstPage): take it at once, not after a
        // 20 ms timer and a render of its own (the table asks again only when its query changes).
        debounceTime={0}
        data-testid="order-table"
        request={async (params, sort) => {
          const { tab: status, current, pageSize, ...searched } = params as unknown as Record<string, unknown>;
          const [sortField, sortOrder] = Object.entries(sort ?? {})[0] ?? [];
          const query: OrderQuery = { ...(searched as OrderQuery), status: tabs.stateOf(status), sortField, sortOrder: sortOrder ?? undefined };
          lastQuery.current = query;
          return tabs.load(() => fetchPage({ ...query, current: current as number, pageSize: pageSize as number }));
        }}
        rowSelection={{ ...labelledRowSelection<OrderRow>((o) => t('common.selectRow', { name: o.no })), selectedRowKeys: ids, onChange: (_, rows) => setSelected(rows), preserveSelectedRowKeys: false }}
        tableAlertOptionRender={() => (
          <Space>
            <Button size="small" onClick={() => bulk('allocate')} data-testid="bulk-allocate">
              {t('outbound.action.allocate')}
            </Button>
            <Button size="small" onClick={createWave} data-testid="bulk-wave">
              {t('outbound.action.wave')}
            </Button>
            <Button size="small" onClick={() => bulk('resolve')}>
              {t('outbound.action.resolve')}
            </Button>
            <Button size="small" danger onClick={() => setCancelOpen(true)} data-testid="bulk-cancel">
              {t('outbound.action.cancel')}
            </Button>
          </Space>
        )}
        toolbar={tabs.toolbar}
        toolBarRender={() => [
          exporting !== undefined && <Progress key="p" percent={exporting} size="small" style={{ width: 120 }} data-testid="export-progress" />,
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="order-new">
            {t('outbound.order.new')}
          </Button>,
          <Button key="import" icon={<ImportOutlined />} onClick={() => setImportOpen(true)} data-testid="order-import">
            {t('outbound.import')}
          </Button>,
          <Dropdown
            key="export"
            trigger={['click']}
            menu={{
              items: (['csv', 'xlsx'] as const).map((f) => ({ key: f, label: <span data-testid={`export-${f}`}>{exportFormatLabel(f, t)}</span> })),
              onClick: ({ key }) => exportRows(key as SheetFormat),
            }}
            disabled={exporting !== undefined}
          >
            <Button icon={<ExportOutlined />} loading={exporting !== undefined} data-testid="order-export">
              {t('outbound.export')} <DownOutlined />
            </Button>
          </Dropdown>,
        ]}
      />
      {/* Mounted on first open: closed, they would still cost the list's first render. */}
      <OpenedOnce open={!!detailId}>
        <OrderDrawer kind={kind} id={detailId} onClose={() => setDetailId(undefined)} />
      </OpenedOnce>
      <OpenedOnce open={cancelOpen}>
        <ReasonModal
          open={cancelOpen}
          title={t('outbound.cancel.title', { count: selected.length })}
          onCancel={() => setCancelOpen(false)}
          onSubmit={async (reason) => {
            await bulk('cancel', reason);
            setCancelOpen(false);
          }}
        />
      </OpenedOnce>
      {editing && (
        <OrderForm
          kind={kind}
          order={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      )}
      {importOpen && (
        <ImportOrders
          kind={kind}
          onClose={() => setImportOpen(false)}
          onImported={() => {
            setImportOpen(false);
            reload();
          }}
        />
      )}
    </>
  );
}

/** The B2C and B2B menus' orders screen (which one: the path). */
export default function Orders() {
  const kind = useOrderKind();
  return (
    <PageContainer>
      <OrderList key={kind} kind={kind} />
    </PageContainer>
  );
}
