import { Table } from 'antd';
import type { TFunction } from 'i18next';
import type { RecordView } from '@/kits/list/RecordDrawer';
import { outboundApi, type OrderKind, type OrderRow } from '@/services/outbound';
import { fmtDateTime, productName, sourceText } from '../shared/format';
import { actionLabel, recordTypeLabel } from '../shared/labels';
import StatusTag from '../shared/StatusTag';

/** An order in the row drawer: receiver, lines with allocated/picked quantities, inventory records and its history. */
export async function orderView(kind: OrderKind, row: OrderRow, t: TFunction, lang: string): Promise<RecordView> {
  const data = await outboundApi.order(kind, row.id);
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
