import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { Table, Typography } from 'antd';
import { STATUS_KEYS } from '@/domain/outbound/labels';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@umijs/max';
import { customerOrderMachine, type CustomerOrderAction, type CustomerOrderStatus } from '@/domain/cms/machine';
import { REASON_MAX } from '@/domain/cms/schema';
import { createdFilter, dateRangeFilter, textFilter } from '@/kits/list/filterFields';
import { NOWRAP } from '@/kits/list/layout';
import ListScreen, { type ListApi, type ListQuery } from '@/kits/list/ListScreen';
import { cmsApi, type CustomerOrderRow } from '@/services/cms';
import { formatDateTime } from '@/utils/date';
import { CHANNEL_KEYS, ORDER_TYPE_KEYS } from './labels';
import OrderForm from './OrderForm';
import { requestHistory } from './requestHistory';
import StateTag from './StateTag';
import { orderActionLabel, orderStatusLabel, productName } from './words';

const toQuery = ({ createdAt, ...rest }: { createdAt?: [Dayjs, Dayjs]; no?: string; customer?: string }) => ({ ...rest, ...createdFilter(createdAt) });

/**
 * The outbound order a customer order became, as a link to its list, with its state; and the
 * backorders split from it (what did not ship yet), each linked with its state.
 */
function OrderLink({ o }: { o: CustomerOrderRow }) {
  const { t } = useTranslation();
  if (!o.orderNo) return <>{o.reason || '—'}</>;
  const state = (s: string) => (s ? <Typography.Text type="secondary"> · {t(STATUS_KEYS[s] ?? s)}</Typography.Text> : null);
  return (
    <>
      <Link to={`/outbound/${o.orderKind}?no=${encodeURIComponent(o.orderNo)}`} data-testid={`customer-order-order-${o.no}`}>
        {o.orderNo}
      </Link>
      {state(o.orderStatus)}
      {o.backorders.map((b) => (
        <div key={b.no} data-testid={`customer-order-backorder-${b.no}`}>
          {t('cms.order.backorders')}:{' '}
          <Link to={`/outbound/${o.orderKind}?no=${encodeURIComponent(b.no)}`}>{b.no}</Link>
          {state(b.status)}
        </div>
      ))}
    </>
  );
}

/**
 * Customer orders (327), also opened on "submitted" as the to-handle list (494). Accepting makes the
 * B2C/B2B order through outbound; a refusal (such as an unknown SKU) is shown and changes nothing.
 */
export default function OrderList({ initialTab }: { initialTab?: CustomerOrderStatus }) {
  const { t, i18n } = useTranslation();
  const list = useRef<ListApi<CustomerOrderRow>>();
  const [creating, setCreating] = useState(false);
  const filters = [
    textFilter('no', t('cms.order.noOrRef'), t('filter.input')),
    textFilter('customer', t('cms.order.customer'), t('filter.input')),
    dateRangeFilter('createdAt', t('cms.createdAt'), t),
  ];
  const columns = (api: ListApi<CustomerOrderRow>): ProColumns<CustomerOrderRow>[] => [
    { title: t('cms.order.no'), dataIndex: 'no', sorter: true, className: NOWRAP, render: (_, o) => <a onClick={() => api.view(o)} data-testid={`customer-order-${o.no}`}>{o.no}</a> },
    { title: t('cms.status'), dataIndex: 'status', sorter: true, render: (_, o) => <StateTag status={o.status} label={orderStatusLabel(o.status, t)} /> },
    { title: t('cms.order.customer'), dataIndex: 'customer', sorter: true },
    { title: t('cms.order.channel'), dataIndex: 'channel', render: (_, o) => t(CHANNEL_KEYS[o.channel]) },
    // the type it became once accepted (a rule may change it), else the one asked for
    { title: t('cms.order.orderType'), dataIndex: 'orderKind', render: (_, o) => t(ORDER_TYPE_KEYS[o.orderKind]) },
    { title: t('cms.order.carrier'), dataIndex: 'carrier' },
    { title: t('cms.order.receiver'), dataIndex: 'receiverName', render: (_, o) => [o.receiverName, o.city].filter(Boolean).join(' · ') },
    { title: t('cms.order.qty'), dataIndex: 'qty', sorter: true },
    { title: t('cms.order.outbound'), dataIndex: 'orderNo', className: NOWRAP, render: (_, o) => <OrderLink o={o} /> },
    { title: t('cms.order.rule'), dataIndex: 'ruleCode', render: (_, o) => o.ruleCode || '—' },
    { title: t('cms.updatedAt'), dataIndex: 'updatedAt', sorter: true, className: NOWRAP, render: (_, o) => formatDateTime(o.updatedAt) },
  ];

  return (
    <PageContainer>
      <ListScreen<CustomerOrderRow, CustomerOrderStatus, CustomerOrderAction>
        name="customer-order"
        listRef={list}
        columns={columns}
        fetch={(q: ListQuery) => cmsApi.orders(q as Record<string, string>)}
        filters={filters}
        toQuery={toQuery}
        states={{ machine: customerOrderMachine, status: (o) => o.status, stateLabel: (s) => orderStatusLabel(s, t), actionLabel: (a) => orderActionLabel(a, t), initialTab }}
        rowActions={{
          actions: customerOrderMachine.actions,
          confirm: (action, o) => t('cms.order.confirm', { no: o.no, action: orderActionLabel(action, t) }),
          reason: (action, o) => (action === 'reject' ? { title: t('cms.order.rejectTitle', { no: o.no }), maxLength: REASON_MAX } : undefined),
          run: (o, action, reason) => cmsApi.orderAction(o.id, action, reason),
          doneText: (action, o, result) =>
            action === 'accept' ? t('cms.order.accepted', { no: o.no, order: (result as { orderNo?: string })?.orderNo ?? '' }) : t('cms.done', { no: o.no, action: orderActionLabel(action, t) }),
          danger: (action) => action !== 'accept',
          testId: (action, o) => `customer-order-${action}-${o.no}`,
        }}
        drawer={{
          testId: 'customer-order-drawer',
          width: 760,
          title: (o) => t('cms.order.title', { no: o.no }),
          view: async (row) => {
            const o = await cmsApi.order(row.id);
            return {
              fields: [
                [t('cms.status'), <StateTag key="s" status={o.status} label={orderStatusLabel(o.status, t)} />],
                [t('cms.order.customer'), o.customer],
                [t('cms.order.ref'), o.ref || '—'],
                [t('cms.order.channel'), t(CHANNEL_KEYS[o.channel])],
                [t('cms.order.orderType'), t(ORDER_TYPE_KEYS[o.orderType])],
                [t('cms.order.carrier'), o.carrier],
                [t('cms.order.cartons'), o.cartons],
                [t('cms.order.receiver'), [o.receiver.name, o.receiver.phone].filter(Boolean).join(' ')],
                [t('cms.order.address'), [o.receiver.address, o.receiver.city, o.receiver.country].filter(Boolean).join(', ')],
                [t('cms.order.outbound'), o.orderNo ? <OrderLink key="order" o={o} /> : '—'],
                !!o.ruleCode && [t('cms.order.rule'), o.ruleCode],
                !!o.reason && [t('cms.reason'), o.reason],
              ],
              tabs: [
                {
                  key: 'lines',
                  label: t('cms.order.lines'),
                  children: (
                    <Table
                      size="small"
                      rowKey="sku"
                      pagination={false}
                      dataSource={o.lines}
                      columns={[
                        { title: t('cms.line.sku'), dataIndex: 'sku' },
                        { title: t('cms.line.name'), render: (_, l) => productName(l, i18n.language) || '—' },
                        { title: t('cms.line.qty'), dataIndex: 'qty' },
                      ]}
                    />
                  ),
                },
              ],
              history: requestHistory(o.history, (a) => orderActionLabel(a, t), (s) => orderStatusLabel(s, t)),
            };
          },
        }}
        create={{ label: t('cms.order.new'), onClick: () => setCreating(true) }}
        exportAs={{
          fileName: 'customer-orders',
          columns: [
            { header: t('cms.order.no'), cell: (o) => o.no },
            { header: t('cms.status'), cell: (o) => orderStatusLabel(o.status, t) },
            { header: t('cms.order.customer'), cell: (o) => o.customer },
            { header: t('cms.order.ref'), cell: (o) => o.ref },
            { header: t('cms.order.channel'), cell: (o) => t(CHANNEL_KEYS[o.channel]) },
            { header: t('cms.order.orderType'), cell: (o) => t(ORDER_TYPE_KEYS[o.orderType]) },
            { header: t('cms.order.carrier'), cell: (o) => o.carrier },
            { header: t('cms.order.qty'), cell: (o) => o.qty },
            { header: t('cms.order.outbound'), cell: (o) => o.orderNo },
            { header: t('cms.order.backorders'), cell: (o) => o.backorders.map((b) => b.no).join(' ') },
            { header: t('cms.order.rule'), cell: (o) => o.ruleCode },
            { header: t('cms.reason'), cell: (o) => o.reason },
            { header: t('cms.createdAt'), cell: (o) => formatDateTime(o.createdAt) },
          ],
        }}
      />
      {creating && (
        <OrderForm
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            list.current?.reload();
          }}
        />
      )}
    </PageContainer>
  );
}
