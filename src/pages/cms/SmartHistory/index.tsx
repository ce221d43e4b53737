import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from '@umijs/max';
import { createdFilter, dateRangeFilter, textFilter } from '@/kits/list/filterFields';
import { NOWRAP } from '@/kits/list/layout';
import ListScreen, { type ListQuery } from '@/kits/list/ListScreen';
import { cmsApi, type RoutingRun } from '@/services/cms';
import { formatDateTime } from '@/utils/date';
import StateTag from '../shared/StateTag';
import { ORDER_TYPE_KEYS, OUTCOME_KEYS } from '../shared/labels';

/** Why a rule's accept was refused, in the page's language. */
const refusal = (r: RoutingRun, t: TFunction) => (r.message ? t(r.message.key, r.message.vars) : '');

/** The filter bar's values as the query: the time range as bounds. */
const toQuery = ({ at, ...rest }: { at?: [Dayjs, Dayjs]; no?: string; rule?: string }) => {
  const { createdFrom, createdTo } = createdFilter(at) as { createdFrom?: string; createdTo?: string };
  return { ...rest, from: createdFrom, to: createdTo };
};

/**
 * What each routing rule did (478): per customer order the rule, the outbound order it made (or why
 * it was refused), when; newest first, filtered by order number, rule and time, exported.
 */
export default function SmartHistory() {
  const { t } = useTranslation();
  const columns: ProColumns<RoutingRun>[] = [
    { title: t('cms.run.at'), dataIndex: 'at', sorter: true, className: NOWRAP, render: (_, r) => formatDateTime(r.at) },
    { title: t('cms.run.rule'), dataIndex: 'ruleCode', sorter: true, render: (_, r) => `${r.ruleCode} · ${r.ruleName}` },
    { title: t('cms.run.customerOrder'), dataIndex: 'customerOrderNo', sorter: true, className: NOWRAP, render: (_, r) => <Link to={`/cms/outOrder`}>{r.customerOrderNo}</Link> },
    { title: t('cms.run.outcome'), dataIndex: 'outcome', sorter: true, render: (_, r) => <StateTag status={r.outcome === 'accepted' ? 'accepted' : 'rejected'} label={t(OUTCOME_KEYS[r.outcome])} /> },
    { title: t('cms.run.orderType'), dataIndex: 'orderType', render: (_, r) => t(ORDER_TYPE_KEYS[r.orderType]) },
    { title: t('cms.run.order'), dataIndex: 'orderNo', className: NOWRAP, render: (_, r) => (r.orderNo ? <Link to={`/outbound/${r.orderType}?no=${encodeURIComponent(r.orderNo)}`}>{r.orderNo}</Link> : refusal(r, t) || '—') },
  ];
  const filters = [textFilter('no', t('cms.run.no'), t('filter.input')), textFilter('rule', t('cms.run.rule'), t('filter.input')), dateRangeFilter('at', t('cms.run.at'), t)];
  return (
    <PageContainer>
      <ListScreen<RoutingRun>
        name="routing-run"
        columns={columns}
        fetch={(q: ListQuery) => cmsApi.runs(q as Record<string, string>)}
        filters={filters}
        toQuery={toQuery}
        exportAs={{
          fileName: 'routing-history',
          columns: [
            { header: t('cms.run.at'), cell: (r) => formatDateTime(r.at) },
            { header: t('cms.run.rule'), cell: (r) => r.ruleCode },
            { header: t('cms.run.customerOrder'), cell: (r) => r.customerOrderNo },
            { header: t('cms.run.outcome'), cell: (r) => t(OUTCOME_KEYS[r.outcome]) },
            { header: t('cms.run.orderType'), cell: (r) => t(ORDER_TYPE_KEYS[r.orderType]) },
            { header: t('cms.run.order'), cell: (r) => r.orderNo || refusal(r, t) },
          ],
        }}
      />
    </PageContainer>
  );
}
