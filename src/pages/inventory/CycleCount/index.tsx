import type { ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { App, Button, Checkbox, Form, Popconfirm, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNT_REASON_MAX, countTaskMachine, type CountTaskAction, type CountTaskStatus } from '@/domain/inventory/count';
import type { ListApi, ListQuery } from '@/kits/list/ListScreen';
import { NOWRAP } from '@/kits/list/layout';
import { countApi, type ReviewTask } from '@/services/count';
import { formatDateTime } from '@/utils/date';
import { failureText } from '@/utils/request';
import { locationFilter, skuFilter, textFilter } from '../shared/cells';
import { TASK_STATUS_KEYS } from '../shared/countLabels';
import { TaskStatusTag, textQuery, textsFromUrl, VarianceCell } from '../shared/countParts';
import { linkTo } from '../shared/query';
import UrlList from '../shared/UrlList';

type Row = ReviewTask & { createdAt: string };

interface ReviewFilters {
  plan?: string;
  location?: string;
  sku?: string;
  variance?: boolean;
}

const texts = textsFromUrl<ReviewFilters>(['plan', 'location', 'sku']);
const fromUrl = (p: URLSearchParams): ReviewFilters => ({ ...texts(p), ...(p.get('variance') === 'true' ? { variance: true } : {}) });
const toQuery = ({ variance, ...v }: ReviewFilters): Record<string, string> => ({ ...textQuery(v), ...(variance ? { variance: 'true' } : {}) });

/** The one row action of the review: send a counted location to a recount. */
const ACTIONS: readonly CountTaskAction[] = ['recount'];

/**
 * Count execution and variance review (menu 284): per-location tasks with ledger, counted and variance
 * (red above the recount threshold). Recounts need a reason; fully counted plans are approved here,
 * so the reviewer stays on one screen. Filters come from the address (?plan=CC…).
 */
export default function CycleCount() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const list = useRef<ListApi<Row>>();
  // the plans of the rows shown that wait for approval
  const [rows, setRows] = useState<Row[]>([]);
  const toApprove = [...new Map(rows.filter((r) => r.planStatus === 'counted').map((r) => [r.planId, r.planNo])).entries()];

  const filters = [
    textFilter('plan', t('inventory.count.plan'), t('filter.input'), true),
    locationFilter(t),
    skuFilter(t),
    <Form.Item key="variance" name="variance" label={t('inventory.count.variance')} valuePropName="checked">
      <Checkbox>{t('inventory.count.varianceOnly')}</Checkbox>
    </Form.Item>,
  ];

  const columns = (api: ListApi<Row>): ProColumns<Row>[] => [
    {
      title: t('inventory.location'),
      dataIndex: 'location',
      sorter: true,
      render: (_, r) => (
        <a onClick={() => api.view(r)} data-testid={`task-${r.location}`}>
          {r.location}
        </a>
      ),
    },
    { title: t('inventory.count.plan'), dataIndex: 'planNo', sorter: true, render: (_, r) => <Link to={linkTo('/inventory/cyclecountManagement', { no: r.planNo })}>{r.planNo}</Link> },
    { title: t('inventory.count.status'), dataIndex: 'status', sorter: true, render: (_, r) => <TaskStatusTag status={r.status} /> },
    { title: t('inventory.count.expected'), dataIndex: 'expected' },
    { title: t('inventory.count.counted'), dataIndex: 'counted', render: (_, r) => r.counted ?? '—' },
    { title: t('inventory.count.variance'), render: (_, r) => <VarianceCell n={r.counted === undefined ? undefined : r.counted - r.expected} testId={`task-variance-${r.location}`} /> },
    {
      title: t('inventory.count.variancePct'),
      dataIndex: 'variancePct',
      sorter: true,
      className: NOWRAP,
      render: (_, r) => (r.variancePct === undefined ? '—' : <Typography.Text type={r.variancePct > r.threshold ? 'danger' : undefined}>{`${r.variancePct}%`}</Typography.Text>),
    },
    { title: t('inventory.count.rounds'), dataIndex: 'rounds' },
    { title: t('inventory.count.countedBy'), dataIndex: 'countedBy', render: (_, r) => (r.countedBy ? `${r.countedBy} · ${formatDateTime(r.countedAt!)}` : '—') },
  ];

  const approve = async (planId: string, no: string) => {
    try {
      await countApi.approve(planId);
      message.success(t('inventory.count.approved', { no }));
      list.current?.reload();
    } catch (e) {
      message.error(failureText(e));
    }
  };

  return (
    <UrlList<Row, ReviewFilters>
      name="countTasks"
      listRef={list}
      columns={columns}
      fetch={async (q: ListQuery) => {
        const page = await countApi.tasks(q);
        setRows(page.list);
        return page;
      }}
      filters={filters}
      fromUrl={fromUrl}
      toQuery={toQuery}
      states={{
        machine: countTaskMachine,
        status: (r) => r.status,
        stateLabel: (s) => t(TASK_STATUS_KEYS[s as CountTaskStatus]),
        actionLabel: () => t('inventory.count.action.recount'),
      }}
      rowActions={{
        actions: ACTIONS,
        // only a counted location of a plan still under count
        disabled: (_, r) => r.status !== 'counted' || (r.planStatus !== 'counting' && r.planStatus !== 'counted'),
        confirm: (_, r) => t('inventory.count.recountQ', { location: r.location }),
        reason: () => ({ title: t('inventory.count.recountReason'), maxLength: COUNT_REASON_MAX }),
        run: (r, _, reason) => countApi.recount(r.id, reason),
        doneText: (_, r) => t('inventory.count.recountSent', { location: r.location }),
        testId: (_, r) => `task-recount-${r.location}`,
      }}
      toolbar={toApprove.map(([id, no]) => (
        <Popconfirm key={id} title={t('inventory.count.approveQ', { no, variances: rows.filter((r) => r.planId === id && r.counted !== r.expected).length })} onConfirm={() => approve(id, no)} okText={t('common.ok')} cancelText={t('common.cancel')}>
          <Button type="primary" data-testid={`approve-${no}`}>
            {t('inventory.count.approvePlan', { no })}
          </Button>
        </Popconfirm>
      ))}
      drawer={{
        testId: 'task-drawer',
        title: (r) => t('inventory.count.taskTitle', { location: r.location, no: r.planNo }),
        view: (r) => ({
          fields: [
            [t('inventory.count.status'), <TaskStatusTag key="s" status={r.status} />],
            [t('inventory.count.variancePct'), r.variancePct === undefined ? '—' : `${r.variancePct}% (${t('inventory.count.threshold', { max: r.threshold })})`],
            [t('inventory.count.rounds'), r.rounds],
            !!r.recountReason && [t('inventory.count.recountReason'), r.recountReason],
          ],
          tabs: [
            {
              key: 'lines',
              label: t('inventory.count.lines'),
              children: (
                <Table
                  size="small"
                  rowKey={(l) => `${l.sku}|${l.lot ?? ''}|${l.lpn ?? ''}`}
                  pagination={false}
                  dataSource={r.lines}
                  columns={[
                    { title: t('inventory.sku'), dataIndex: 'sku' },
                    // a line the counter counted by lot or pallet
                    ...(r.lines.some((l) => l.lot) ? [{ title: t('inventory.lot'), dataIndex: 'lot', render: (v?: string) => v ?? '—' }] : []),
                    ...(r.lines.some((l) => l.lpn) ? [{ title: t('inventory.lpn'), dataIndex: 'lpn', render: (v?: string) => v ?? '—' }] : []),
                    { title: t('inventory.count.product'), render: (_, l) => (i18n.language === 'zh' ? l.nameZh : l.nameEn) },
                    { title: t('inventory.count.expected'), dataIndex: 'expected' },
                    { title: t('inventory.count.counted'), dataIndex: 'counted', render: (v?: number) => v ?? '—' },
                    { title: t('inventory.count.variance'), dataIndex: 'variance', render: (v?: number) => <VarianceCell n={v} /> },
                  ]}
                />
              ),
            },
          ],
        }),
      }}
    />
  );
}
