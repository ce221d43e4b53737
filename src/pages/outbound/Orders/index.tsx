import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderMachine, ORDER_EDITABLE, type OrderAction } from '@/domain/outbound/machine';
import { REASON_MAX } from '@/domain/outbound/schema';
import { createdAtColumn } from '@/kits/list/columns';
import ListScreen, { type ListApi, type StatesSpec } from '@/kits/list/ListScreen';
import { useUrlFilters } from '@/kits/list/urlFilters';
import { outboundApi, type OrderKind, type OrderRow, type OrderStatus } from '@/services/outbound';
import { sourceText } from '../shared/format';
import { actionLabel, statusLabel } from '../shared/labels';
import StatusTag from '../shared/StatusTag';
import { useOrderKind } from '../shared/useOrderKind';
import { orderExportColumns } from './exportRows';
import { orderImport } from './ImportOrders';
import { orderFilters, orderFilterFields } from './OrderFilters';
import OrderForm from './OrderForm';
import { orderView } from './orderView';
import { RowLink } from '@/kits/list/RowLink';
import { useSearchParams } from '@umijs/max';
import { Tag } from 'antd';
import { ExceptionCancelDialog, ShipShortDialog } from './ExceptionDialogs';

const PAGE_SIZE = 20;
/** The filter bar's date range an address may set (`?created=…`). */
const CREATED_RANGE = { created: 'createdAt' } as const;

/** The order list of B2C or B2B: status tabs with counts, filters, bulk actions of the machine, drawer, import, export. */
function OrderList({ kind }: { kind: OrderKind }) {
  const { t, i18n } = useTranslation();
  const list = useRef<ListApi<OrderRow>>();
  const [editing, setEditing] = useState<OrderRow | 'new'>();
  // a link (the home dashboard's figures) opens the list on a state and a created range
  const url = useUrlFilters(orderMachine.states, CREATED_RANGE);
  // a link to one order (a backorder's original, CMS, the task list's put-back) lands on its number
  const [params] = useSearchParams();
  const noParam = params.get('no')?.trim();
  const initialFilters = noParam ? { ...url.initialFilters, no: noParam } : url.initialFilters;
  const [exception, setException] = useState<{ action: 'shipShort' | 'cancel'; order: OrderRow }>();
  const states: StatesSpec<OrderRow, OrderStatus, OrderAction> = {
    machine: orderMachine,
    initialTab: url.initialTab,
    status: (r) => r.status,
    stateLabel: (s) => statusLabel(s, t),
    actionLabel: (a) => actionLabel(a, t),
  };
  // The same declarations until the language changes (the list keeps its table as it is).
  const filters = orderFilterFields(kind, t);
  const columns = (api: ListApi<OrderRow>): ProColumns<OrderRow>[] => [
    {
      title: t('outbound.order.no'),
      dataIndex: 'no',
      sorter: true,
      copyable: true,
      render: (_, r) => (
        <>
          <a onClick={() => api.view(r)} data-testid={`order-${r.no}`}>
            {r.no}
          </a>
          {r.backorderOf && (
            <Tag style={{ marginInlineStart: 6 }} title={`${t('outbound.order.backorderOf')} ${r.backorderOf}`}>
              {t('outbound.backorder.tag')}
            </Tag>
          )}
        </>
      ),
    },
    { title: t('outbound.order.status'), dataIndex: 'status', sorter: true, render: (_, r) => <StatusTag status={r.status} /> },
    { title: t('outbound.order.receiver'), dataIndex: 'receiver', render: (_, r) => `${r.receiverName} · ${r.city}` },
    { title: t('outbound.order.source'), dataIndex: 'source', render: (_, r) => sourceText(r.source, t) },
    { title: t('outbound.order.carrier'), dataIndex: 'carrier', sorter: true },
    ...(kind === 'b2b' ? [{ title: t('outbound.order.cartons'), dataIndex: 'cartons' } as ProColumns<OrderRow>] : []),
    { title: t('outbound.order.lines'), dataIndex: 'lineCount' },
    { title: t('outbound.qty'), dataIndex: 'totalQty', sorter: true },
    { title: t('outbound.order.tracking'), dataIndex: 'trackingNos', render: (_, r) => r.trackingNos.join(', ') || '—' },
    createdAtColumn<OrderRow>(t('outbound.order.createdAt')),
  ];

  const exceptionDone = () => {
    setException(undefined);
    list.current?.reload();
  };

  return (
    <>
      <ListScreen<OrderRow, OrderStatus, OrderAction>
        key={url.key}
        name="order"
        listRef={list}
        columnsKey={`outbound-${kind}-orders`}
        initialFilters={initialFilters}
        pageSize={PAGE_SIZE}
        columns={columns}
        fetch={(q) => outboundApi.orders(kind, q)}
        filters={filters}
        toQuery={orderFilters}
        states={states}
        bulk={[
          { action: 'allocate', run: (rows) => outboundApi.bulk(kind, 'allocate', rows.map((r) => r.id)) },
          { action: 'wave', run: async (rows) => t('outbound.wave.created', { no: (await outboundApi.createWave(kind, rows.map((r) => r.id))).no }) },
          { action: 'resolve', run: (rows) => outboundApi.bulk(kind, 'resolve', rows.map((r) => r.id)) },
          {
            action: 'cancel',
            danger: true,
            reason: { title: (count) => t('outbound.cancel.title', { count }), maxLength: REASON_MAX },
            run: (rows, reason) => outboundApi.bulk(kind, 'cancel', rows.map((r) => r.id), reason),
          },
        ]}
        rowLinks={(r) =>
          ORDER_EDITABLE.includes(r.status)
            ? [
                <RowLink key="edit" onClick={() => setEditing(r)} data-testid={`edit-${r.no}`}>
                  {t('outbound.action.edit')}
                </RowLink>,
              ]
            : r.status === 'exception' && [
                // the supervisor's ways out of an exception besides re-allocating (bulk "Resolve")
                <RowLink key="shipShort" onClick={() => setException({ action: 'shipShort', order: r })} data-testid={`ship-short-${r.no}`}>
                  {t('outbound.action.shipShort')}
                </RowLink>,
                <RowLink key="cancel" danger onClick={() => setException({ action: 'cancel', order: r })} data-testid={`exception-cancel-${r.no}`}>
                  {t('outbound.action.cancel')}
                </RowLink>,
              ]
        }
        drawer={{ testId: 'order-drawer', width: 760, title: (r) => t('outbound.order.title', { no: r.no }), view: (r) => orderView(kind, r, t, i18n.language) }}
        create={{ label: t('outbound.order.new'), onClick: () => setEditing('new') }}
        importAs={orderImport(kind, t)}
        exportAs={{ fileName: `${kind}-orders`, columns: orderExportColumns(t) }}
      />
      {exception &&
        (exception.action === 'shipShort' ? (
          <ShipShortDialog kind={kind} order={exception.order} onClose={() => setException(undefined)} onDone={exceptionDone} />
        ) : (
          <ExceptionCancelDialog kind={kind} order={exception.order} onClose={() => setException(undefined)} onDone={exceptionDone} />
        ))}
      {editing && (
        <OrderForm
          kind={kind}
          order={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            list.current?.reload();
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
