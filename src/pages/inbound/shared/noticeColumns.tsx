import type { ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import { noticeMachine } from '@/domain/inbound/machine';
import type { ExportColumn } from '@/kits/list/exportSheet';
import { NOWRAP } from '@/kits/list/layout';
import type { ListApi, StatesSpec } from '@/kits/list/ListScreen';
import type { NoticeAction, NoticeRow, NoticeStatus } from '@/services/inbound';
import { formatDateTime } from '@/utils/date';
import NoticeStatusTag from './NoticeStatusTag';
import { noticeActionLabel, noticeStatusLabel } from './words';

/** The state tabs and actions of a notice list; `only`: the states a screen lists (the dock's). */
export const noticeStates = (t: TFunction, only?: readonly NoticeStatus[]): StatesSpec<NoticeRow, NoticeStatus, NoticeAction> => ({
  machine: noticeMachine,
  status: (n) => n.status,
  stateLabel: (s) => noticeStatusLabel(s, t),
  actionLabel: (a) => noticeActionLabel(a, t),
  only,
});

/** A tally's variance: "—" before the tally, in red above the warehouse's threshold. */
export function VarianceText({ pct, threshold }: { pct?: number; threshold?: number }) {
  if (pct === undefined) return <>—</>;
  const over = threshold !== undefined && pct > threshold;
  return <Typography.Text type={over ? 'danger' : undefined} data-testid={over ? 'variance-over' : undefined}>{`${pct}%`}</Typography.Text>;
}

/** The warehouse's variance threshold for a list's variance cells (VarianceCell): it answers after the rows, and renders those cells alone. */
export const VarianceThreshold = createContext<number | undefined>(undefined);

function VarianceCell({ pct }: { pct?: number }) {
  return <VarianceText pct={pct} threshold={useContext(VarianceThreshold)} />;
}

export type NoticeColumn = 'no' | 'containerNo' | 'supplier' | 'eta' | 'dock' | 'lines' | 'qty' | 'openPutaway' | 'variance' | 'status' | 'updatedAt';

/**
 * The columns of a notice list, in the order `keys` names them: the number opens the drawer; the
 * variance is red above the threshold of a `VarianceThreshold` around the list.
 */
export function noticeColumns(keys: readonly NoticeColumn[], api: ListApi<NoticeRow>, t: TFunction): ProColumns<NoticeRow>[] {
  const all: Record<NoticeColumn, ProColumns<NoticeRow>> = {
    no: { title: t('inbound.notice.no'), dataIndex: 'no', sorter: true, className: NOWRAP, render: (_, n) => <a onClick={() => api.view(n)} data-testid={`notice-${n.no}`}>{n.no}</a> },
    containerNo: { title: t('inbound.notice.containerNo'), dataIndex: 'containerNo', className: NOWRAP },
    supplier: { title: t('inbound.notice.supplier'), dataIndex: 'supplier', sorter: true },
    eta: { title: t('inbound.notice.eta'), dataIndex: 'eta', sorter: true, className: NOWRAP },
    dock: { title: t('inbound.notice.dock'), dataIndex: 'dock', render: (_, n) => n.dock || '—' },
    lines: { title: t('inbound.notice.lines'), dataIndex: 'lineCount' },
    qty: { title: t('inbound.notice.qty'), dataIndex: 'expectedQty', sorter: true, className: NOWRAP, render: (_, n) => `${n.expectedQty} / ${n.goodQty} / ${n.damagedQty}` },
    openPutaway: { title: t('inbound.notice.openPutaway'), dataIndex: 'openPutaway' },
    variance: { title: t('inbound.notice.variance'), dataIndex: 'variancePct', render: (_, n) => <VarianceCell pct={n.variancePct} /> },
    status: { title: t('inbound.notice.status'), dataIndex: 'status', sorter: true, render: (_, n) => <NoticeStatusTag status={n.status} /> },
    updatedAt: { title: t('inbound.notice.updatedAt'), dataIndex: 'updatedAt', sorter: true, className: NOWRAP, render: (_, n) => formatDateTime(n.updatedAt) },
  };
  return keys.map((k) => all[k]);
}

/** The export of a notice list: the words the screen shows, one row per notice. */
export const noticeExportColumns = (t: TFunction): ExportColumn<NoticeRow>[] => [
  { header: t('inbound.notice.no'), cell: (n) => n.no },
  { header: t('inbound.notice.status'), cell: (n) => noticeStatusLabel(n.status, t) },
  { header: t('inbound.notice.containerNo'), cell: (n) => n.containerNo },
  { header: t('inbound.notice.supplier'), cell: (n) => n.supplier },
  { header: t('inbound.notice.eta'), cell: (n) => n.eta },
  { header: t('inbound.notice.dock'), cell: (n) => n.dock },
  { header: t('inbound.notice.lines'), cell: (n) => n.lineCount },
  { header: t('inbound.line.expected'), cell: (n) => n.expectedQty },
  { header: t('inbound.line.good'), cell: (n) => n.goodQty },
  { header: t('inbound.line.damaged'), cell: (n) => n.damagedQty },
  { header: t('inbound.notice.openPutaway'), cell: (n) => n.openPutaway },
  { header: t('inbound.notice.variance'), cell: (n) => (n.variancePct === undefined ? '' : n.variancePct) },
  { header: t('inbound.notice.skus'), cell: (n) => n.skus.join(' ') },
  { header: t('inbound.notice.createdAt'), cell: (n) => formatDateTime(n.createdAt) },
  { header: t('inbound.notice.updatedAt'), cell: (n) => formatDateTime(n.updatedAt) },
];
