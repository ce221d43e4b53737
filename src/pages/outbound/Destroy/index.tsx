import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { Table } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { destroyMachine, type DestroyAction } from '@/domain/outbound/machine';
import { createdAtColumn } from '@/kits/list/columns';
import { stepAction } from '@/kits/list/History';
import ListScreen, { type ListApi, type StatesSpec } from '@/kits/list/ListScreen';
import { NOWRAP } from '@/kits/list/layout';
import { destroyApi, type DestroyRow } from '@/services/outbound';
import DestroyForm from './DestroyForm';
import { actionLabel, destroyConfirmText, statusLabel } from '../shared/labels';
import { reasonFilterOptions, reasonName } from '../shared/destroyReasons';
import { useDestroyReasons } from '../shared/useDestroyReasons';
import { fmtDateTime } from '../shared/format';
import StatusTag from '../shared/StatusTag';

/** Destroy orders for damaged/expired stock: state tabs with counts, filters, server paging/sorting; create, approve, execute, cancel. */
export default function Destroy() {
  const { t, i18n } = useTranslation();
  const [creating, setCreating] = useState(false);
  // the dictionary's destroy reasons: the list, its filter and the drawer name each by its entry, the form offers the enabled ones
  const reasons = useDestroyReasons().data;
  const reasonOf = (code: string) => reasonName(reasons, code, i18n.language);
  const list = useRef<ListApi<DestroyRow>>();

  const states: StatesSpec<DestroyRow, DestroyRow['status'], DestroyAction> = {
    machine: destroyMachine,
    status: (d) => d.status,
    stateLabel: (s) => statusLabel(s, t),
    actionLabel: (a) => actionLabel(a, t),
  };

  const columns = (api: ListApi<DestroyRow>): ProColumns<DestroyRow>[] => [
    { title: t('outbound.destroy.no'), dataIndex: 'no', sorter: true, render: (_, d) => <a onClick={() => api.view(d)} data-testid={`destroy-${d.no}`}>{d.no}</a> },
    { title: t('outbound.order.status'), dataIndex: 'status', sorter: true, hideInSearch: true, render: (_, d) => <StatusTag status={d.status} /> },
    {
      title: t('outbound.destroy.reason'),
      dataIndex: 'reason',
      sorter: true,
      valueType: 'select',
      // the filter: enabled reasons, then disabled ones (marked); the cell: the reason's name
      valueEnum: new Map(reasonFilterOptions(reasons, i18n.language, t).map((o) => [o.value, { text: o.label }])),
      render: (_, d) => reasonOf(d.reason),
    },
    { title: t('outbound.sku'), dataIndex: 'sku', hideInTable: true, fieldProps: { placeholder: t('outbound.sku.placeholder') } },
    { title: t('outbound.location'), dataIndex: 'location', hideInTable: true, fieldProps: { placeholder: t('outbound.destroy.location.placeholder') } },
    {
      title: t('outbound.order.lines'),
      dataIndex: 'lines',
      hideInSearch: true,
      className: NOWRAP,
      render: (_, d) => d.lines.map((l) => <div key={l.rowId}>{`${l.location} · ${l.sku} × ${l.qty}`}</div>),
    },
    { title: t('outbound.destroy.totalQty'), dataIndex: 'totalQty', sorter: true, hideInSearch: true },
    { title: t('outbound.destroy.operator'), dataIndex: 'operator', hideInSearch: true },
    createdAtColumn<DestroyRow>(t('outbound.order.createdAt')),
  ];

  return (
    <PageContainer>
      <ListScreen<DestroyRow, DestroyRow['status'], DestroyAction>
        name="destroy"
        listRef={list}
        columns={columns}
        fetch={destroyApi.list}
        states={states}
        rowActions={{
          actions: destroyMachine.actions,
          confirm: (action, d) => destroyConfirmText(action, d.no, t),
          run: (d, action) => destroyApi.transition(d.id, action),
          doneText: (action, d) => t('outbound.destroy.done', { no: d.no, action: actionLabel(action, t) }),
          danger: (action) => action !== 'approve',
          testId: (action, d) => `destroy-${action}-${d.no}`,
        }}
        drawer={{
          testId: 'destroy-drawer',
          title: (d) => t('outbound.destroy.title', { no: d.no }),
          view: (d) => ({
            fields: [
              [t('outbound.order.status'), <StatusTag key="s" status={d.status} />],
              [t('outbound.destroy.reason'), reasonOf(d.reason)],
              [t('outbound.order.createdAt'), fmtDateTime(d.createdAt)],
              [t('outbound.destroy.totalQty'), d.totalQty],
              !!d.note && [t('outbound.destroy.note'), d.note],
            ],
            tabs: [
              {
                key: 'lines',
                label: t('outbound.order.lines'),
                children: (
                  <Table size="small" rowKey="rowId" pagination={false} dataSource={d.lines} columns={[
                    { title: t('outbound.location'), dataIndex: 'location' },
                    { title: t('outbound.sku'), dataIndex: 'sku' },
                    { title: t('outbound.qty'), dataIndex: 'qty' },
                  ]} />
                ),
              },
            ],
            // the step's action: the machine's edge between its two states (none: the creation)
            history: d.history.map((h, i) => ({ key: String(i), action: actionLabel(stepAction(destroyMachine, h.from, h.to) ?? 'create', t), state: <StatusTag status={h.to} />, operator: h.operator, at: h.at })),
          }),
        }}
        create={{ label: t('outbound.destroy.new'), onClick: () => setCreating(true) }}
      />
      <DestroyForm reasons={reasons} open={creating} onClose={() => setCreating(false)} onCreated={() => { setCreating(false); list.current?.reload(); }} />
    </PageContainer>
  );
}
