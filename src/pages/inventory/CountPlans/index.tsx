import type { ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Form, Select, Table } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNT_REASON_MAX, countPlanMachine, PLAN_KINDS, PLAN_ROW_ACTIONS, type CountPlanAction, type CountPlanStatus } from '@/domain/inventory/count';
import { createdAtColumn } from '@/kits/list/columns';
import type { ExportColumn } from '@/kits/list/exportSheet';
import { stepAction } from '@/kits/list/History';
import type { ListApi } from '@/kits/list/ListScreen';
import type { RecordView } from '@/kits/list/RecordDrawer';
import { NOWRAP } from '@/kits/list/layout';
import { countApi, type PlanDetail, type PlanRow } from '@/services/count';
import { formatDateTime } from '@/utils/date';
import { locationFilter, skuFilter, textFilter } from '../shared/cells';
import { PLAN_ACTION_KEYS, PLAN_KIND_KEYS, PLAN_STATUS_KEYS } from '../shared/countLabels';
import { PlanStatusTag, planScopeText, TaskStatusTag, textQuery, textsFromUrl, VarianceCell } from '../shared/countParts';
import { linkTo } from '../shared/query';
import UrlList from '../shared/UrlList';
import { planImport } from './importPlans';
import PlanForm from './PlanForm';

interface PlanFilters {
  no?: string;
  kind?: string;
  location?: string;
  sku?: string;
}

const fromUrl = textsFromUrl<PlanFilters>(['no', 'kind', 'location', 'sku']);

/**
 * Count plans (menu 557), filtered from the address too (?no=CC…) so other screens link to a plan.
 * Plans by zone, location range, SKUs or ABC class; approval (one adjustment per variance) and
 * cancel with a reason both unlock the locations. Export follows the tab and filters.
 */
export default function CountPlans() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const list = useRef<ListApi<PlanRow>>();

  const filters = [
    textFilter('no', t('inventory.count.no'), t('filter.input'), true),
    <Form.Item key="kind" name="kind" label={t('inventory.count.kind')}>
      <Select allowClear options={PLAN_KINDS.map((k) => ({ value: k, label: t(PLAN_KIND_KEYS[k]) }))} />
    </Form.Item>,
    locationFilter(t),
    skuFilter(t),
  ];

  const columns = (api: ListApi<PlanRow>): ProColumns<PlanRow>[] => [
    {
      title: t('inventory.count.no'),
      dataIndex: 'no',
      sorter: true,
      render: (_, p) => (
        <a onClick={() => api.view(p)} data-testid={`plan-${p.no}`}>
          {p.no}
        </a>
      ),
    },
    { title: t('inventory.count.status'), dataIndex: 'status', sorter: true, render: (_, p) => <PlanStatusTag status={p.status} /> },
    { title: t('inventory.count.scope'), dataIndex: 'scope', className: NOWRAP, render: (_, p) => planScopeText(p, t) },
    { title: t('inventory.count.progress'), dataIndex: 'tasks', sorter: true, className: NOWRAP, render: (_, p) => <span data-testid={`plan-progress-${p.no}`}>{`${p.counted}/${p.tasks}`}</span> },
    { title: t('inventory.count.recount'), dataIndex: 'recount' },
    { title: t('inventory.count.variances'), dataIndex: 'variances' },
    { title: t('inventory.count.skipped'), dataIndex: 'skipped' },
    { title: t('inventory.count.operator'), dataIndex: 'operator' },
    createdAtColumn<PlanRow>(t('inventory.count.createdAt')),
  ];

  const exportColumns: ExportColumn<PlanRow>[] = [
    { header: t('inventory.count.no'), cell: (p) => p.no },
    { header: t('inventory.count.status'), cell: (p) => t(PLAN_STATUS_KEYS[p.status]) },
    { header: t('inventory.count.kind'), cell: (p) => t(PLAN_KIND_KEYS[p.kind]) },
    { header: t('inventory.count.scope'), cell: (p) => planScopeText(p, t) },
    { header: t('inventory.count.tasks'), cell: (p) => p.tasks },
    { header: t('inventory.count.counted'), cell: (p) => p.counted },
    { header: t('inventory.count.recount'), cell: (p) => p.recount },
    { header: t('inventory.count.variances'), cell: (p) => p.variances },
    { header: t('inventory.count.skipped'), cell: (p) => p.skipped },
    { header: t('inventory.count.note'), cell: (p) => p.note },
    { header: t('inventory.count.operator'), cell: (p) => p.operator },
    { header: t('inventory.count.createdAt'), cell: (p) => formatDateTime(p.createdAt) },
  ];

  const importSpec = planImport(t);

  const view = async (row: PlanRow): Promise<RecordView> => {
    const p: PlanDetail = await countApi.plan(row.id);
    return {
      fields: [
        [t('inventory.count.status'), <PlanStatusTag key="s" status={p.status} />],
        [t('inventory.count.scope'), planScopeText(p, t)],
        [t('inventory.count.progress'), `${p.counted}/${p.tasks}`],
        [t('inventory.count.rules'), t(p.blind ? 'inventory.count.rulesBlind' : 'inventory.count.rulesOpen', { max: p.threshold })],
        [t('inventory.count.createdAt'), formatDateTime(p.createdAt)],
        !!p.note && [t('inventory.count.note'), p.note],
      ],
      tabs: [
        {
          key: 'tasks',
          label: t('inventory.count.tasks'),
          children: (
            <Table
              size="small"
              rowKey="id"
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              scroll={{ x: 'max-content' }}
              dataSource={p.taskList}
              data-testid="plan-tasks"
              columns={[
                { title: t('inventory.location'), dataIndex: 'location', render: (v: string) => <Link to={linkTo('/inventory/cyclecount', { plan: p.no, location: v })}>{v}</Link> },
                { title: t('inventory.count.status'), dataIndex: 'status', render: (_, x) => <TaskStatusTag status={x.status} /> },
                { title: t('inventory.count.expected'), dataIndex: 'expected' },
                { title: t('inventory.count.counted'), dataIndex: 'counted', render: (v?: number) => v ?? '—' },
                { title: t('inventory.count.variance'), render: (_, x) => <VarianceCell n={x.counted === undefined ? undefined : x.counted - x.expected} /> },
                { title: t('inventory.count.rounds'), dataIndex: 'rounds' },
              ]}
            />
          ),
        },
        {
          key: 'skipped',
          label: t('inventory.count.skippedTab', { count: p.skippedLocations.length }),
          children: (
            <>
              <p>{t('inventory.count.skippedWhy')}</p>
              <Table
                size="small"
                rowKey="location"
                pagination={{ pageSize: 20, hideOnSinglePage: true }}
                dataSource={p.skippedLocations}
                columns={[
                  { title: t('inventory.location'), dataIndex: 'location' },
                  { title: t('inventory.allocated'), dataIndex: 'allocated' },
                  { title: t('inventory.picked'), dataIndex: 'picked' },
                ]}
              />
            </>
          ),
        },
        {
          key: 'records',
          label: t('inventory.count.records'),
          children: (
            <>
              <Link to={linkTo('/inventory/record', { docNo: p.no })}>{t('inventory.count.openRecords')}</Link>
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={p.records}
                data-testid="plan-records"
                columns={[
                  { title: t('inventory.sku'), dataIndex: 'sku' },
                  { title: t('inventory.location'), dataIndex: 'location' },
                  { title: t('inventory.count.adjusted'), dataIndex: 'delta', render: (n: number) => <VarianceCell n={n} /> },
                  { title: t('inventory.onHand'), render: (_, r) => `${r.before} → ${r.after}` },
                  { title: t('inventory.count.operator'), dataIndex: 'operator' },
                  { title: t('inventory.record.time'), dataIndex: 'at', render: (v: string) => formatDateTime(v) },
                ]}
              />
            </>
          ),
        },
      ],
      history: p.history.map((h, i) => ({
        key: String(i),
        action: t(PLAN_ACTION_KEYS[stepAction(countPlanMachine, h.from, h.to) as CountPlanAction] ?? 'inventory.count.action.create'),
        state: <PlanStatusTag status={h.to} />,
        operator: h.operator,
        at: h.at,
        note: h.note,
      })),
    };
  };

  return (
    <UrlList<PlanRow, PlanFilters>
      name="countPlans"
      listRef={list}
      columns={columns}
      fetch={countApi.plans}
      filters={filters}
      fromUrl={fromUrl}
      toQuery={textQuery}
      states={{
        machine: countPlanMachine,
        status: (p) => p.status,
        stateLabel: (s) => t(PLAN_STATUS_KEYS[s as CountPlanStatus]),
        actionLabel: (a) => t(PLAN_ACTION_KEYS[a as CountPlanAction]),
      }}
      rowActions={{
        actions: PLAN_ROW_ACTIONS,
        confirm: (action, p) => t(action === 'approve' ? 'inventory.count.approveQ' : 'inventory.count.cancelQ', { no: p.no, variances: p.variances }),
        reason: (action) => (action === 'cancel' ? { title: t('inventory.count.cancelReason'), maxLength: COUNT_REASON_MAX } : undefined),
        run: (p, action, reason) => (action === 'approve' ? countApi.approve(p.id) : countApi.cancel(p.id, reason ?? '')),
        doneText: (action, p) => t('inventory.count.done', { no: p.no, action: t(PLAN_ACTION_KEYS[action as CountPlanAction]) }),
        danger: (action) => action === 'cancel',
        testId: (action, p) => `plan-${action}-${p.no}`,
      }}
      drawer={{ testId: 'plan-drawer', title: (p) => t('inventory.count.title', { no: p.no }), view, width: 760 }}
      create={{ label: t('inventory.count.new'), onClick: () => setCreating(true) }}
      exportAs={{ fileName: 'count-plans', columns: exportColumns }}
      importAs={importSpec}
    >
      <PlanForm
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          list.current?.reload();
        }}
      />
    </UrlList>
  );
}
