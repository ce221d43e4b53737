import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { RecordView } from '@/kits/list/RecordDrawer';
import { inboundApi, type InboundMeta, type NoticeDetail, type NoticeRow } from '@/services/inbound';
import { codeOf, dash, DrawerTable, PutawayTable, RecordsTable, tab } from './docTables';
import { formatDateTime } from '@/utils/date';
import { VarianceText } from './noticeColumns';
import NoticeStatusTag from './NoticeStatusTag';
import { entryName, noticeActionLabel, productName } from './words';

const lineCode = codeOf<NoticeDetail['lines'][number]>();

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
          lineCode(t('inbound.line.lpn'), (l) => dash((l.lpns ?? (l.lpn ? [l.lpn] : [])).join(', '))),
        ]}
      />,
    ),
    tab('putaway', t('inbound.notice.tab.putaway'), <PutawayTable tasks={d.putaway} testId="notice-putaway" />),
    tab('records', t('inbound.notice.tab.records'), <RecordsTable records={d.records} testId="notice-records" />),
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
