import { Table } from 'antd';
import type { TFunction } from 'i18next';
import type { RecordView } from '@/kits/list/RecordDrawer';
import { outboundApi, type OrderAllocation, type OrderKind, type OrderRow } from '@/services/outbound';
import { fmtDate, fmtDateTime, productName, sourceText } from '../shared/format';
import { actionLabel, recordTypeLabel } from '../shared/labels';
import StatusTag from '../shared/StatusTag';
import PageLink from '@/components/PageLink';
import type { ShortRest } from '@/domain/outbound/schema';
import PutbackPanel from './PutbackPanel';

/** What became of the units a ship short left. */
const SHORT_REST_KEYS: Record<ShortRest, string> = { backorder: 'outbound.shortRest.backorder', cancel: 'outbound.shortRest.cancel' };

/** Another order of the list (a backorder and its original), opened by its number. */
const OrderLink = ({ kind, no }: { kind: OrderKind; no: string }) => (
  <PageLink to={`/outbound/${kind}?no=${encodeURIComponent(no)}`} data-testid={`order-link-${no}`}>
    {no}
  </PageLink>
);

/**
 * Why allocation took a row, in the user's words: the rule and what it read of the row
 * ("FEFO: expires 2027-01-03", "FIFO: received 2026-10-02"; a FEFO row without an expiry came
 * after those with one, by receipt).
 */
export function allocationReason(a: Pick<OrderAllocation, 'rule' | 'expiry' | 'receivedAt'>, t: TFunction): string {
  if (a.rule === 'FEFO') return a.expiry ? t('outbound.alloc.fefo', { date: fmtDate(a.expiry) }) : t('outbound.alloc.fefoNoExpiry', { date: fmtDate(a.receivedAt) });
  return t('outbound.alloc.fifo', { date: fmtDate(a.receivedAt) });
}

/** An order in the row drawer: receiver, lines with allocated/picked quantities, the rows allocated and why, inventory records and its history. */
export async function orderView(kind: OrderKind, row: OrderRow, t: TFunction, lang: string): Promise<RecordView> {
  const data = await outboundApi.order(kind, row.id);
  const allocations = data.lines.flatMap((l) => l.allocations.map((a, i) => ({ ...a, sku: l.sku, key: `${l.sku}-${i}` })));
  return {
    fields: [
      [t('outbound.order.status'), <StatusTag key="status" status={data.status} />],
      [t('outbound.order.source'), sourceText(data.source, t)],
      [t('outbound.order.receiver'), `${data.receiver.name} ${data.receiver.phone}`],
      [t('outbound.order.address'), [data.receiver.address, data.receiver.city, data.receiver.country].filter(Boolean).join(', ')],
      [t('outbound.order.carrier'), data.carrier],
      [t('outbound.order.tracking'), data.trackingNos.join(', ') || '—'],
      kind === 'b2b' && [t('outbound.order.cartons'), data.cartons],
      [t('outbound.order.createdAt'), fmtDateTime(data.createdAt)],
      !!data.cancelReason && [t('outbound.reason'), data.cancelReason],
      // a backorder names the order it was split from; an order names its backorders (both open in the list)
      !!data.backorderOf && [t('outbound.order.backorderOf'), <OrderLink key="of" kind={kind} no={data.backorderOf} />],
      data.backorders.length > 0 && [
        t('outbound.order.backorders'),
        <span key="bo" data-testid="order-backorders">
          {data.backorders.map((b) => (
            <span key={b.no} style={{ marginRight: 12 }}>
              <OrderLink kind={kind} no={b.no} /> <StatusTag status={b.status} />
            </span>
          ))}
        </span>,
      ],
      !!data.shortRest && [t('outbound.order.shortRest'), t(SHORT_REST_KEYS[data.shortRest])],
    ],
    tabs: [
      {
        key: 'lines',
        label: t('outbound.order.lines'),
        children: (
          <Table
            size="small"
            rowKey="sku"
            pagination={false}
            dataSource={data.lines}
            data-testid="order-lines"
            columns={[
              { title: t('outbound.sku'), dataIndex: 'sku' },
              { title: t('outbound.product'), render: (_, l) => productName(l, lang) },
              { title: t('outbound.qty'), dataIndex: 'qty' },
              { title: t('outbound.allocated'), dataIndex: 'allocated' },
              { title: t('outbound.picked'), dataIndex: 'picked' },
              { title: t('outbound.short'), dataIndex: 'short' },
              { title: t('outbound.location'), render: (_, l) => l.locations.join(' ') },
            ]}
          />
        ),
      },
      {
        key: 'allocations',
        label: t('outbound.order.allocations'),
        children: (
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={allocations}
            data-testid="order-allocations"
            locale={{ emptyText: t('outbound.alloc.none') }}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('outbound.sku'), dataIndex: 'sku' },
              { title: t('outbound.location'), dataIndex: 'location' },
              { title: t('outbound.lot'), dataIndex: 'lot', render: (v?: string) => v || '—' },
              { title: t('outbound.expiry'), dataIndex: 'expiry', render: (v?: string) => (v ? fmtDate(v) : '—') },
              { title: t('outbound.qty'), dataIndex: 'qty' },
              { title: t('outbound.picked'), dataIndex: 'picked' },
              { title: t('outbound.alloc.reason'), key: 'reason', render: (_, a) => allocationReason(a, t) },
            ]}
          />
        ),
      },
      // the cartons the pack bench closed: what the order ships in (B2B: its carton count)
      ...(data.packCartons.length
        ? [
            {
              key: 'cartons',
              label: t('outbound.pack.cartons'),
              children: (
                <Table
                  size="small"
                  rowKey="seq"
                  pagination={false}
                  dataSource={data.packCartons}
                  data-testid="order-cartons"
                  columns={[
                    { title: t('outbound.pack.cartonNo'), dataIndex: 'seq' },
                    { title: t('outbound.pack.contents'), render: (_, c) => c.items.map((i) => `${i.sku} × ${i.qty}`).join(', ') },
                    { title: t('outbound.pack.weight'), dataIndex: 'weight', render: (v?: number) => v ?? '—' },
                  ]}
                />
              ),
            },
          ]
        : []),
      ...(data.putback ? [{ key: 'putback', label: t('outbound.putback.tab'), children: <PutbackPanel kind={kind} putback={data.putback} /> }] : []),
      {
        key: 'records',
        label: t('outbound.order.records'),
        children: (
          <Table
            size="small"
            rowKey="id"
            dataSource={data.records}
            pagination={{ pageSize: 10 }}
            columns={[
              { title: t('outbound.record.type'), dataIndex: 'type', render: (v: string) => recordTypeLabel(v, t) },
              { title: t('outbound.sku'), dataIndex: 'sku' },
              { title: t('outbound.location'), dataIndex: 'location' },
              { title: t('outbound.record.onHand'), render: (_, r) => r.delta.onHand },
              { title: t('outbound.allocated'), render: (_, r) => r.delta.allocated },
              { title: t('outbound.picked'), render: (_, r) => r.delta.picked },
              { title: t('outbound.record.at'), dataIndex: 'at', render: (v: string) => fmtDateTime(v) },
            ]}
          />
        ),
      },
    ],
    history: data.history.map((h, i) => ({ key: String(i), action: actionLabel(h.action, t), state: <StatusTag status={h.to} />, operator: h.operator, at: h.at, note: h.note })),
  };
}
