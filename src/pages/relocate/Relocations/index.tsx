import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import { Form, Select, Table } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { relocationMachine, type RelocationAction, type RelocationRow, type RelocationStatus } from '@/domain/relocate';
import { createdAtColumn } from '@/kits/list/columns';
import { textFilter } from '@/kits/list/filterFields';
import { stepAction } from '@/kits/list/History';
import ListScreen, { type ListApi, type StatesSpec } from '@/kits/list/ListScreen';
import { NOWRAP } from '@/kits/list/layout';
import { relocateApi, type RelocationRecord } from '@/services/relocate';
import { formatDateTime } from '@/utils/date';
import { Delta, RecordTypeTag } from '@/pages/inventory/shared/cells';
import { actionLabel, statusLabel } from '../shared/labels';
import { RelocationStatusTag, useProductName } from '../shared/parts';
import RelocationForm from '../shared/RelocationForm';

/**
 * Relocation management (575): state tabs with counts, filters, a drawer with steps and records, a
 * planning form; cancelling before putaway (with a reason) returns the units to the source.
 * The address's relocation parameter shows one, so the task list can link to it.
 */
export default function Relocations() {
  const { t } = useTranslation();
  const name = useProductName();
  const list = useRef<ListApi<RelocationRow>>();
  const [creating, setCreating] = useState(false);
  const [params] = useSearchParams();
  const relocation = params.get('relocation');
  const initial = relocation ? { relocation } : {};

  const states: StatesSpec<RelocationRow, RelocationStatus, RelocationAction> = {
    machine: relocationMachine,
    status: (r) => r.status,
    stateLabel: (s) => statusLabel(s, t),
    actionLabel: (a) => actionLabel(a, t),
  };

  const columns = (api: ListApi<RelocationRow>): ProColumns<RelocationRow>[] => [
    { title: t('relocate.no'), dataIndex: 'no', sorter: true, className: NOWRAP, render: (_, r) => <a onClick={() => api.view(r)} data-testid={`relocation-${r.no}`}>{r.no}</a> },
    { title: t('relocate.status'), dataIndex: 'status', sorter: true, render: (_, r) => <RelocationStatusTag status={r.status} /> },
    { title: t('relocate.sku'), dataIndex: 'sku', sorter: true, className: NOWRAP },
    { title: t('relocate.product'), key: 'name', className: NOWRAP, render: (_, r) => name(r) },
    { title: t('relocate.qty'), dataIndex: 'qty', sorter: true, align: 'right' },
    { title: t('relocate.from'), dataIndex: 'from', sorter: true, className: NOWRAP },
    { title: t('relocate.to'), dataIndex: 'to', sorter: true, className: NOWRAP, render: (_, r) => (r.putTo && r.putTo !== r.to ? `${r.putTo} (${t('relocate.planned', { location: r.to })})` : r.to) },
    { title: t('relocate.at'), dataIndex: 'at', className: NOWRAP },
    { title: t('relocate.emergency'), dataIndex: 'emergency', render: (_, r) => (r.emergency ? t('relocate.emergencyYes') : t('relocate.emergencyNo')) },
    createdAtColumn<RelocationRow>(t('relocate.createdAt')),
  ];

  const recordColumns = [
    { title: t('relocate.record.time'), dataIndex: 'at', render: (v: string) => formatDateTime(v) },
    { title: t('relocate.record.type'), dataIndex: 'type', render: (v: string) => <RecordTypeTag type={v} /> },
    { title: t('relocate.location'), dataIndex: 'location' },
    { title: t('relocate.record.delta'), key: 'delta', align: 'right' as const, render: (_: unknown, j: RelocationRecord) => <Delta n={j.delta.onHand} /> },
    { title: t('relocate.record.after'), key: 'after', align: 'right' as const, render: (_: unknown, j: RelocationRecord) => j.after.onHand },
    { title: t('relocate.operator'), dataIndex: 'operator' },
    { title: t('relocate.reason'), dataIndex: 'reason', render: (v?: string) => v || '—' },
  ];

  const filters = [
    textFilter('no', t('relocate.no'), t('relocate.filter.input')),
    textFilter('sku', t('relocate.sku'), t('relocate.filter.input')),
    textFilter('location', t('relocate.location'), t('relocate.filter.location')),
    <Form.Item key="emergency" name="emergency" label={t('relocate.emergency')}>
      <Select allowClear options={[{ value: 'true', label: t('relocate.emergencyYes') }, { value: 'false', label: t('relocate.emergencyNo') }]} />
    </Form.Item>,
    textFilter('operator', t('relocate.operator'), t('relocate.filter.input')),
  ];

  return (
    <PageContainer>
      <ListScreen<RelocationRow, RelocationStatus, RelocationAction>
        key={initial.relocation ?? ''}
        name="relocations"
        listRef={list}
        columns={columns}
        fetch={relocateApi.list}
        states={states}
        filters={filters}
        create={{ label: t('relocate.form.open'), onClick: () => setCreating(true) }}
        initialFilters={initial}
        toQuery={(v) => Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== ''))}
        rowActions={{
          actions: ['cancel'],
          confirm: (_, r) => t('relocate.cancel.confirm', { no: r.no }),
          reason: (_, r) => ({ title: t('relocate.cancel.title', { no: r.no }), maxLength: 200 }),
          run: (r, action, reason) => relocateApi.transition(r.id, action, { reason }),
          doneText: (_, r) => t('relocate.cancel.done', { no: r.no, location: r.from }),
          danger: () => true,
          testId: (action, r) => `relocation-${action}-${r.no}`,
        }}
        drawer={{
          testId: 'relocation-drawer',
          title: (r) => t('relocate.title', { no: r.no }),
          view: async (row) => {
            const r = await relocateApi.get(row.id);
            return {
              fields: [
                [t('relocate.status'), <RelocationStatusTag key="s" status={r.status} />],
                [t('relocate.sku'), `${r.sku} ${name(r)}`],
                [t('relocate.qty'), r.qty],
                [t('relocate.from'), r.from],
                [t('relocate.to'), r.to],
                !!r.putTo && [t('relocate.putTo'), r.putTo],
                [t('relocate.at'), r.at],
                !!r.lpn && [t('relocate.lpn'), r.lpn],
                !!r.lot && [t('relocate.form.lot'), r.lot],
                [t('relocate.emergency'), r.emergency ? t('relocate.emergencyYes') : t('relocate.emergencyNo')],
                !!r.reason && [t('relocate.reason'), r.reason],
              ],
              tabs: [
                {
                  key: 'records',
                  label: t('relocate.records', { count: r.records.length }),
                  children: <Table size="small" rowKey="id" pagination={false} dataSource={r.records} columns={recordColumns} data-testid="relocation-records" scroll={{ x: true }} />,
                },
              ],
              history: r.history.map((h, i) => ({
                key: String(i),
                action: actionLabel(stepAction(relocationMachine, h.from, h.to) ?? 'create', t),
                state: <RelocationStatusTag status={h.to} />,
                operator: h.operator,
                at: h.at,
                note: h.note,
              })),
            };
          },
        }}
      />
      {creating && (
        <RelocationForm
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            list.current?.reload();
          }}
        />
      )}
    </PageContainer>
  );
}
