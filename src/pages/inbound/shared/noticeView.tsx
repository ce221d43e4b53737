import { Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { LIST_CLASS, NOWRAP } from '@/kits/list/layout';
import type { RecordView } from '@/kits/list/RecordDrawer';
import { inboundApi, type InboundMeta, type NoticeDetail, type NoticeRow, type PutawayTask } from '@/services/inbound';
import { formatDateTime } from '@/utils/date';
import { VarianceText } from './noticeColumns';
import NoticeStatusTag from './NoticeStatusTag';
import { entryName, noticeActionLabel, productName, recordTypeLabel } from './noticeWords';

const dash = (v?: string | number) => (v === undefined || v === '' ? '—' : v);

/** Columns of codes, numbers or times of a table's rows `T`: kept on one line. */
const codeOf =
  <T,>() =>
  (title: string, value: (row: T) => ReactNode): ColumnType<T> => ({ title, className: NOWRAP, render: (_, row) => value(row) });
const lineCode = codeOf<NoticeDetail['lines'][number]>();
const taskCode = codeOf<PutawayTask>();
const recordCode = codeOf<NoticeDetail['records'][number]>();

/** A tab of the drawer (its test id `tab-<key>`). */
const tab = (key: string, label: string, children: ReactNode) => ({ key, label: <span data-testid={`tab-${key}`}>{label}</span>, children });

/** A table of the drawer: codes and times on one line, scrolling sideways when the drawer is narrow. */
function DrawerTable<T extends object>(props: { rows: T[]; rowKey?: string | ((row: T, i?: number) => string); columns: ColumnsType<T>; testId: string; pageSize?: number }) {
  return (
    <Table<T>
      className={LIST_CLASS}
      size="small"
      rowKey={props.rowKey ?? 'id'}
      pagination={props.pageSize ? { pageSize: props.pageSize, hideOnSinglePage: true } : false}
      scroll={{ x: true }}
      dataSource={props.rows}
      columns={props.columns}
      data-testid={props.testId}
    />
  );
}

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
    tab('lines', t('inbound.notice.tab.lines'),
      <DrawerTable
        rows={d.lines}
        rowKey={(_, i) => String(i)}
        testId="notice-lines"
        columns={[
          lineCode(t('inbound.line.sku'), (r) => r.sku),
          { title: t('inbound.line.name'), render: (_, l) => productName(l, lang) },
          lineCode(t('inbound.line.lot'), (l) => dash(l.lot)),
          lineCode(t('inbound.line.expiry'), (l) => dash(l.expiry)),
          { title: t('inbound.line.expected'), dataIndex: 'expected' },
          { title: t('inbound.line.good'), dataIndex: 'good' },
          { title: t('inbound.line.damaged'), dataIndex: 'damaged' },
          { title: t('inbound.line.reason'), render: (_, l) => dash(entryName(meta?.tallyReasons, l.reason, lang)) },
          lineCode(t('inbound.line.lpn'), (l) => dash(l.lpn)),
        ]}
      />,
    ),
    tab('putaway', t('inbound.notice.tab.putaway'),
      <DrawerTable
        rows={d.putaway}
        testId="notice-putaway"
        columns={[
          taskCode(t('inbound.line.lpn'), (r) => r.lpn),
          taskCode(t('inbound.line.sku'), (r) => r.sku),
          taskCode(t('inbound.qty'), (r) => r.qty),
          taskCode(t('inbound.putaway.from'), (r) => r.from),
          taskCode(t('inbound.putaway.suggested'), (p) => dash(p.suggested)),
          taskCode(t('inbound.putaway.location'), (p) => <PutawayLocation task={p} t={t} />),
          { title: t('inbound.putaway.status'), render: (_, p) => (p.status === 'done' ? <Tag color="success">{t('inbound.putaway.done')}</Tag> : <Tag color="processing">{t('inbound.putaway.open')}</Tag>) },
          taskCode(t('inbound.putaway.by'), (p) => (p.operator ? `${p.operator} · ${formatDateTime(p.at)}` : '—')),
        ]}
      />,
    ),
    tab('records', t('inbound.notice.tab.records'),
      <DrawerTable
        rows={d.records}
        testId="notice-records"
        pageSize={10}
        columns={[
          { title: t('inbound.record.type'), render: (_, r) => recordTypeLabel(r.type, t) },
          recordCode(t('inbound.line.sku'), (r) => r.sku),
          recordCode(t('inbound.record.location'), (r) => r.location),
          recordCode(t('inbound.line.lpn'), (r) => dash(r.lpn)),
          { title: t('inbound.record.onHand'), render: (_, r) => (r.delta.onHand > 0 ? `+${r.delta.onHand}` : r.delta.onHand) },
          { title: t('inbound.record.operator'), dataIndex: 'operator' },
          recordCode(t('inbound.record.at'), (r) => formatDateTime(r.at)),
        ]}
      />,
    ),
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
