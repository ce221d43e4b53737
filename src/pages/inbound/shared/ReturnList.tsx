import type { ProColumns } from '@ant-design/pro-components';
import { Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { type MutableRefObject, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { returnMachine, RETURN_CONDITIONS, RETURN_GRADES } from '@/domain/inbound/machine';
import { createdAtColumn } from '@/kits/list/columns';
import ListScreen, { type BulkSpec, type ListApi, type RowActionsSpec, type StatesSpec } from '@/kits/list/ListScreen';
import { NOWRAP } from '@/kits/list/layout';
import type { RecordView } from '@/kits/list/RecordDrawer';
import { inboundApi, type ListQuery as InboundQuery, type ReturnAction, type ReturnDetail, type ReturnRow, type ReturnStatus } from '@/services/inbound';
import { formatDateTime } from '@/utils/date';
import { PutawayTable, RecordsTable } from './docTables';
import { LINE_TABLE, numberColumn, productColumn } from './parts';
import StateTag from './StateTag';
import { conditionLabel, gradeLabel, returnActionLabel, returnStatusLabel } from './words';

export const ReturnTag = ({ status }: { status: ReturnStatus }) => {
  const { t } = useTranslation();
  return <StateTag status={status} label={returnStatusLabel(status, t)} />;
};

/** "restock / damaged / destroy" of a return, each named. */
export const gradesText = (r: { restock: number; damaged: number; destroy: number }, t: TFunction) =>
  t('inbound.return.gradesOf', { restock: r.restock, damaged: r.damaged, destroy: r.destroy });

/** A return in the row drawer: the parcel, its lines and grades, its pallets' putaway, its stock records, its history. */
async function returnView(row: ReturnRow, t: TFunction, lang: string): Promise<RecordView> {
  const r = await inboundApi.return(row.id);
  const graded = r.restock + r.damaged + r.destroy > 0;
  return {
    fields: [
      [t('inbound.return.status'), <ReturnTag key="s" status={r.status} />],
      [t('inbound.return.order'), `${r.orderNo} (${r.orderKind.toUpperCase()})`],
      [t('inbound.return.tracking'), r.trackingNo || '—'],
      [t('inbound.return.carrier'), r.carrier || '—'],
      [t('inbound.return.condition'), conditionLabel(r.condition, t)],
      [t('inbound.return.trailer'), r.trailerNo || '—'],
      [t('inbound.return.qty'), r.qty],
      graded && [t('inbound.return.grades'), gradesText(r, t)],
      r.lpns.length > 0 && [t('inbound.return.lpn'), <span key="lpn" data-testid="return-lpns">{r.lpns.join(', ')}</span>],
      !!r.destroyNo && [t('inbound.return.destroyNo'), <span key="d" data-testid="return-destroy-no">{r.destroyNo}</span>],
      [t('inbound.return.createdAt'), formatDateTime(r.createdAt)],
      !!r.note && [t('inbound.return.note'), r.note],
    ],
    tabs: [
      {
        key: 'lines',
        label: t('inbound.return.lines'),
        children: (
          <Table
            {...LINE_TABLE}
            rowKey="sku"
            dataSource={r.lines}
            data-testid="return-lines"
            columns={[
              productColumn<ReturnDetail['lines'][number]>(t, lang),
              { title: t('inbound.return.qty'), dataIndex: 'qty' },
              { title: t('inbound.grade.restock'), dataIndex: 'restock' },
              { title: t('inbound.grade.damaged'), dataIndex: 'damaged' },
              { title: t('inbound.grade.destroy'), dataIndex: 'destroy' },
              { title: t('inbound.return.lpn'), dataIndex: 'lpn', render: (v?: string) => v || '—' },
            ]}
          />
        ),
      },
      {
        key: 'putaway',
        label: <span data-testid="tab-putaway">{t('inbound.return.putaway', { count: r.putaway.length })}</span>,
        children: (
          <PutawayTable tasks={r.putaway} testId="return-putaway" empty={t('inbound.return.noPutaway')} />
        ),
      },
      {
        key: 'records',
        label: <span data-testid="tab-records">{t('inbound.return.records')}</span>,
        children: (
          <RecordsTable records={r.records} testId="return-records" />
        ),
      },
    ],
    // newest first; each step named by its action
    history: r.history
      .map((h, i) => ({ key: String(i), action: returnActionLabel(h.action, t), state: <ReturnTag status={h.to} />, operator: h.operator, at: h.at, note: h.note }))
      .reverse(),
  };
}

/** The list's columns: the number opens the drawer; the filters are the columns' search form. */
function returnColumns(api: ListApi<ReturnRow>, t: TFunction): ProColumns<ReturnRow>[] {
  return [
    numberColumn(api, t('inbound.return.no'), t('inbound.return.noPlaceholder'), (r) => `return-${r.no}`),
    { title: t('inbound.return.status'), dataIndex: 'status', sorter: true, hideInSearch: true, render: (_, r) => <ReturnTag status={r.status} /> },
    { title: t('inbound.return.order'), dataIndex: 'orderNo', sorter: true, hideInSearch: true },
    { title: t('inbound.return.tracking'), dataIndex: 'trackingNo', hideInSearch: true },
    {
      title: t('inbound.return.condition'),
      dataIndex: 'condition',
      valueType: 'select',
      valueEnum: new Map(RETURN_CONDITIONS.map((c) => [c, { text: conditionLabel(c, t) }])),
      // no placeholder: a multiple select's grey placeholder text fails the contrast check (axe); the label names it
      fieldProps: { mode: 'multiple', placeholder: '' },
      search: { transform: (v: string[]) => ({ condition: v.join(',') }) },
      render: (_, r) => conditionLabel(r.condition, t),
    },
    { title: t('inbound.sku'), dataIndex: 'sku', hideInTable: true, fieldProps: { placeholder: t('inbound.sku.placeholder') } },
    { title: t('inbound.return.qty'), dataIndex: 'qty', sorter: true, hideInSearch: true },
    {
      title: t('inbound.return.grades'),
      key: 'grades',
      hideInSearch: true,
      className: NOWRAP,
      // each grade given, on its own line
      render: (_, r) =>
        r.restock + r.damaged + r.destroy > 0
          ? RETURN_GRADES.filter((g) => r[g] > 0).map((g) => (
              <div key={g}>
                {gradeLabel(g, t)} {r[g]}
              </div>
            ))
          : '—',
    },
    {
      title: t('inbound.return.booked'),
      key: 'booked',
      hideInSearch: true,
      render: (_, r) =>
        r.lpns.length || r.destroyNo ? (
          <div data-testid={`return-booked-${r.no}`}>
            {r.lpns.map((l) => (
              <div key={l}>{l}</div>
            ))}
            {r.destroyNo && <Typography.Text type="danger">{t('inbound.return.destroyOrder', { no: r.destroyNo })}</Typography.Text>}
          </div>
        ) : (
          '—'
        ),
    },
    { title: t('inbound.return.trailer'), dataIndex: 'trailerNo', render: (_, r) => r.trailerNo || '—', fieldProps: { placeholder: t('inbound.return.trailerPlaceholder') } },
    createdAtColumn<ReturnRow>(t('inbound.return.createdAt')),
  ];
}

/**
 * The list of returns shared by final processing (223) and the inbound process (472): state tabs
 * with counts, filters (number / order / tracking, SKU, condition, trailer, created), the drawer;
 * each screen adds its own actions.
 */
export default function ReturnList(props: {
  listRef?: MutableRefObject<ListApi<ReturnRow> | undefined>;
  initialTab?: ReturnStatus;
  rowActions?: RowActionsSpec<ReturnRow, ReturnAction>;
  rowLinks?: (row: ReturnRow, api: ListApi<ReturnRow>) => ReactNode;
  bulk?: BulkSpec<ReturnRow, ReturnAction>[];
  columnsKey: string;
}) {
  const { t, i18n } = useTranslation();
  const states: StatesSpec<ReturnRow, ReturnStatus, ReturnAction> = {
    machine: returnMachine,
    status: (r) => r.status,
    stateLabel: (s) => returnStatusLabel(s, t),
    actionLabel: (a) => returnActionLabel(a, t),
    initialTab: props.initialTab,
  };
  const columns = (api: ListApi<ReturnRow>) => returnColumns(api, t);
  return (
    <ListScreen<ReturnRow, ReturnStatus, ReturnAction>
      name="return"
      listRef={props.listRef}
      columnsKey={props.columnsKey}
      columns={columns}
      fetch={(q) => inboundApi.returns(q as InboundQuery)}
      states={states}
      rowActions={props.rowActions}
      rowLinks={props.rowLinks}
      bulk={props.bulk}
      drawer={{ testId: 'return-drawer', width: 820, title: (r) => t('inbound.return.title', { no: r.no }), view: (r) => returnView(r, t, i18n.language) }}
    />
  );
}
