import { useRequest } from 'ahooks';
import { Alert, Descriptions, Drawer, Skeleton, Table, Tabs, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { outboundApi, type OrderKind } from '@/services/outbound';
import { errorText, fmtDateTime, productName, sourceText } from '../shared/format';
import { actionLabel, recordTypeLabel } from '../shared/labels';
import StatusTag from '../shared/StatusTag';

/** An order: receiver, lines with allocated/picked quantities, status timeline and inventory records. */
export default function OrderDrawer({ kind, id, onClose }: { kind: OrderKind; id?: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useRequest(() => outboundApi.order(kind, id!), { ready: !!id, refreshDeps: [id] });
  return (
    <Drawer open={!!id} onClose={onClose} width={760} title={data ? t('outbound.order.title', { no: data.no }) : t('outbound.order.detail')} data-testid="order-drawer" destroyOnHidden>
      {error && <Alert type="error" message={errorText(error)} />}
      {loading || !data ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('outbound.order.status')}>
              <StatusTag status={data.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('outbound.order.source')}>{sourceText(data.source, t)}</Descriptions.Item>
            <Descriptions.Item label={t('outbound.order.receiver')}>
              {data.receiver.name} {data.receiver.phone}
            </Descriptions.Item>
            <Descriptions.Item label={t('outbound.order.address')}>
              {[data.receiver.address, data.receiver.city, data.receiver.country].filter(Boolean).join(', ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('outbound.order.carrier')}>{data.carrier}</Descriptions.Item>
            <Descriptions.Item label={t('outbound.order.tracking')}>{data.trackingNos.join(', ') || '—'}</Descriptions.Item>
            {kind === 'b2b' && <Descriptions.Item label={t('outbound.order.cartons')}>{data.cartons}</Descriptions.Item>}
            <Descriptions.Item label={t('outbound.order.createdAt')}>{fmtDateTime(data.createdAt)}</Descriptions.Item>
            {data.cancelReason && <Descriptions.Item label={t('outbound.reason')}>{data.cancelReason}</Descriptions.Item>}
          </Descriptions>
          <Tabs
            items={[
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
                      { title: t('outbound.product'), render: (_, l) => productName(l, i18n.language) },
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
                key: 'history',
                label: t('outbound.order.history'),
                children: (
                  <Timeline
                    items={data.history.map((h) => ({
                      children: (
                        <>
                          <StatusTag status={h.to} /> {actionLabel(h.action, t)} · {h.operator} · {fmtDateTime(h.at)}
                          {h.note && <Typography.Text type="secondary"> — {h.note}</Typography.Text>}
                        </>
                      ),
                    }))}
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
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
