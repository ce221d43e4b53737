import { Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { LIST_CLASS, NOWRAP } from '@/kits/list/layout';
import type { RecordView } from '@/kits/list/RecordDrawer';
import { inboundApi, type InboundMeta, type NoticeDetail, type NoticeRow, type PutawayTask } from '@/services/inbound';
import { formatDateTime } from '@/utils/date';
import { VarianceText } from './noticeColumns';
import NoticeStatusTag from './NoticeStatusTag';
import { entryName, noticeActionLabel, productName, recordTypeLabel } from './noticeWords';

const dash = (v?: string | number) => (v === undefined || v === '' ? '—' : v);

/** Where a pallet went: its location, marked when it is not the one the warehouse suggested. */
function PutawayLocation({ task, t }: { task: PutawayTask; t: TFunction }) {
  if (!task.location) return <>—</>;
  if (!task.suggested || task.location === task.suggested) return <>{task.location}</>;
  return (
    <Tooltip title={t('inbound.putaway.offSuggested', { suggested: task.suggested })}>
      <Space size={4} data-testid={`off-suggested-${task.lpn}`}>
        <Typography.Text type="warning">{task.location}</Typography.Text>
        <Tag color="warning">{t('inbound.putaway.notSuggested')}</Tag>
      </Space>
    </Tooltip>
  );
}

/** The drawer's tabs of a notice: its lines, putaway tasks and stock records. */
function noticeTabs(d: NoticeDetail, t: TFunction, lang: string, meta?: InboundMeta): NonNullable<RecordView['tabs']> {
  return [
    {
      key: 'lines',
      label: <span data-testid="tab-lines">{t('inbound.notice.tab.lines')}</span>,
      children: (
        <Table
          className={LIST_CLASS}
          size="small"
          rowKey={(_, i) => String(i)}
          pagination={false}
          scroll={{ x: true }}
          dataSource={d.lines}
          data-testid="notice-lines"
          columns={[
            { title: t('inbound.line.sku'), className: NOWRAP, dataIndex: 'sku' },
            { title: t('inbound.line.name'), render: (_, l) => productName(l, lang) },
            { title: t('inbound.line.lot'), className: NOWRAP, render: (_, l) => dash(l.lot) },
            { title: t('inbound.line.expiry'), className: NOWRAP, render: (_, l) => dash(l.expiry) },
            { title: t('inbound.line.expected'), dataIndex: 'expected' },
            { title: t('inbound.line.good'), dataIndex: 'good' },
            { title: t('inbound.line.damaged'), dataIndex: 'damaged' },
            { title: t('inbound.line.reason'), render: (_, l) => dash(entryName(meta?.tallyReasons, l.reason, lang)) },
            { title: t('inbound.line.lpn'), className: NOWRAP, render: (_, l) => dash(l.lpn) },
          ]}
        />
      ),
    },
    {
      key: 'putaway',
      label: <span data-testid="tab-putaway">{t('inbound.notice.tab.putaway')}</span>,
      children: (
        <Table
          className={LIST_CLASS}
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: true }}
          dataSource={d.putaway}
          data-testid="notice-putaway"
          columns={[
            { title: t('inbound.line.lpn'), className: NOWRAP, dataIndex: 'lpn' },
            { title: t('inbound.line.sku'), className: NOWRAP, dataIndex: 'sku' },
            { title: t('inbound.qty'), className: NOWRAP, dataIndex: 'qty' },
            { title: t('inbound.putaway.from'), className: NOWRAP, dataIndex: 'from' },
            { title: t('inbound.putaway.suggested'), className: NOWRAP, render: (_, p) => dash(p.suggested) },
            { title: t('inbound.putaway.location'), className: NOWRAP, render: (_, p) => <PutawayLocation task={p} t={t} /> },
            { title: t('inbound.putaway.status'), render: (_, p) => (p.status === 'done' ? <Tag color="success">{t('inbound.putaway.done')}</Tag> : <Tag color="processing">{t('inbound.putaway.open')}</Tag>) },
            { title: t('inbound.putaway.by'), className: NOWRAP, render: (_, p) => (p.operator ? `${p.operator} · ${formatDateTime(p.at)}` : '—') },
          ]}
        />
      ),
    },
    {
      key: 'records',
      label: <span data-testid="tab-records">{t('inbound.notice.tab.records')}</span>,
      children: (
        <Table
          className={LIST_CLASS}
          size="small"
          rowKey="id"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: true }}
          dataSource={d.records}
          data-testid="notice-records"
          columns={[
            { title: t('inbound.record.type'), render: (_, r) => recordTypeLabel(r.type, t) },
            { title: t('inbound.line.sku'), className: NOWRAP, dataIndex: 'sku' },
            { title: t('inbound.record.location'), className: NOWRAP, dataIndex: 'location' },
            { title: t('inbound.line.lpn'), className: NOWRAP, render: (_, r) => dash(r.lpn) },
            { title: t('inbound.record.onHand'), render: (_, r) => (r.delta.onHand > 0 ? `+${r.delta.onHand}` : r.delta.onHand) },
            { title: t('inbound.record.operator'), dataIndex: 'operator' },
            { title: t('inbound.record.at'), className: NOWRAP, render: (_, r) => formatDateTime(r.at) },
          ]}
        />
      ),
    },
  ];
}

/**
 * A notice in a list's drawer, loaded from the server: its fields (the variance against the
 * warehouse's threshold), lines, putaway tasks, stock records and history.
 */
export async function noticeView(row: NoticeRow, t: TFunction, lang: string, meta?: InboundMeta): Promise<RecordView> {
  const d = await inboundApi.notice(row.id);
  return {
    fields: [
      [t('inbound.notice.status'), <NoticeStatusTag key="status" status={d.status} />],
      [t('inbound.notice.supplier'), d.supplier],
      [t('inbound.notice.containerNo'), d.containerNo],
      [t('inbound.notice.eta'), d.eta],
      [t('inbound.notice.dock'), dash(d.dock)],
      [t('inbound.notice.createdAt'), formatDateTime(d.createdAt)],
      [t('inbound.notice.talliedBy'), dash(d.talliedBy)],
      [t('inbound.notice.approvedBy'), dash(d.approvedBy)],
      [
        t('inbound.notice.variance'),
        <span key="variance" data-testid="notice-variance">
          <VarianceText pct={d.variancePct} threshold={d.threshold} /> <Typography.Text type="secondary">{t('inbound.notice.threshold', { max: d.threshold })}</Typography.Text>
        </span>,
      ],
      !!d.note && [t('inbound.notice.note'), d.note],
    ],
    tabs: noticeTabs(d, t, lang, meta),
    history: d.history.map((h, i) => ({
      key: String(i),
      action: noticeActionLabel(h.action, t),
      state: <NoticeStatusTag status={h.to} />,
      operator: h.operator,
      at: h.at,
      note: h.note,
    })),
  };
}
