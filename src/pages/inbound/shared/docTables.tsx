/**
 * The tables every inbound document's drawer shows: its pallets' putaway (where each went, marked
 * when it is not the suggested location) and its stock records. One place for notices and returns.
 */
import { Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_CLASS, NOWRAP } from '@/kits/list/layout';
import type { InboundRecord, PutawayTask } from '@/services/inbound';
import { formatDateTime } from '@/utils/date';
import { recordTypeLabel } from './words';

export const dash = (v?: string | number) => (v === undefined || v === '' ? '—' : v);

/** Columns of codes, numbers or times of a table's rows `T`: kept on one line. */
export const codeOf =
  <T,>() =>
  (title: string, value: (row: T) => ReactNode): ColumnType<T> => ({ title, className: NOWRAP, render: (_, row) => value(row) });
const taskCode = codeOf<PutawayTask>();
const recordCode = codeOf<InboundRecord>();

/** A tab of the drawer (its test id `tab-<key>`). */
export const tab = (key: string, label: string, children: ReactNode) => ({ key, label: <span data-testid={`tab-${key}`}>{label}</span>, children });

/** A table of the drawer: codes and times on one line, scrolling sideways when the drawer is narrow. */
export function DrawerTable<T extends object>(props: { rows: T[]; rowKey?: string | ((row: T, i?: number) => string); columns: ColumnsType<T>; testId: string; pageSize?: number }) {
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
        <Tag color="warning">{t('inbound.putaway.offTag')}</Tag>
      </Space>
    </Tooltip>
  );
}

/** A document's pallets to put away: LPN, SKU, quantity, where they wait, the suggested location, where each went, who put it there. */
export function PutawayTable({ tasks, testId, empty }: { tasks: PutawayTask[]; testId: string; empty?: string }) {
  const { t } = useTranslation();
  const table = (
    <DrawerTable
      rows={tasks}
      testId={testId}
      columns={[
        taskCode(t('inbound.line.lpn'), (r) => r.lpn),
        taskCode(t('inbound.line.sku'), (r) => r.sku),
        taskCode(t('inbound.qty'), (r) => r.qty),
        taskCode(t('inbound.putaway.from'), (r) => r.from),
        taskCode(t('inbound.putaway.suggested'), (p) => p.suggested || <Tag color="warning">{t('inbound.putaway.noSuggestion')}</Tag>),
        taskCode(t('inbound.putaway.location'), (p) => <PutawayLocation task={p} t={t} />),
        {
          title: t('inbound.putaway.status'),
          render: (_, p) => (
            <>
              {p.status === 'done' ? <Tag color="success">{t('inbound.putaway.state.done')}</Tag> : <Tag color="processing">{t('inbound.putaway.open')}</Tag>}
              {p.overridden?.length ? <Tag color="warning">{t('inbound.putaway.overridden')}</Tag> : null}
            </>
          ),
        },
        taskCode(t('inbound.putaway.by'), (p) => (p.operator ? `${p.operator} · ${formatDateTime(p.at)}` : '—')),
      ]}
    />
  );
  return !tasks.length && empty ? <Typography.Text type="secondary">{empty}</Typography.Text> : table;
}

/** A document's stock records: type, SKU, location, pallet, the change of on hand, who and when. */
export function RecordsTable({ records, testId }: { records: InboundRecord[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <DrawerTable
      rows={records}
      testId={testId}
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
    />
  );
}
