import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CountPlanStatus, CountTaskStatus, PlanRow } from '@/domain/inventory/count';
import { countApi } from '@/services/count';
import { PLAN_KIND_KEYS, PLAN_STATUS_COLORS, PLAN_STATUS_KEYS, TASK_STATUS_COLORS, TASK_STATUS_KEYS } from './countLabels';
import { reference, useReference } from '@/query';

/** The count screens' shared pieces: state tags, the variance cell, a plan's scope in words, the warehouse's count rules. */

export function PlanStatusTag({ status }: { status: CountPlanStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={PLAN_STATUS_COLORS[status]} data-testid={`plan-status-${status}`}>
      {t(PLAN_STATUS_KEYS[status])}
    </Tag>
  );
}

export function TaskStatusTag({ status }: { status: CountTaskStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={TASK_STATUS_COLORS[status]} data-testid={`task-status-${status}`}>
      {t(TASK_STATUS_KEYS[status])}
    </Tag>
  );
}

/** A difference, signed, red when it is not zero. */
export function VarianceCell({ n, testId }: { n?: number; testId?: string }) {
  if (n === undefined) return <span data-testid={testId}>—</span>;
  return (
    <Typography.Text type={n ? 'danger' : undefined} data-testid={testId}>
      {n > 0 ? `+${n}` : String(n)}
    </Typography.Text>
  );
}

/** "Zone: E", "Range: A-01-01-01 – A-01-01-04", "SKU: …", "ABC class: A". */
export const planScopeText = (p: Pick<PlanRow, 'kind' | 'scope'>, t: TFunction) => `${t(PLAN_KIND_KEYS[p.kind])}: ${p.scope}`;

/** The warehouse's zones, blind rule, recount threshold and ABC class sizes. */
const countMeta = reference('count-meta', () => countApi.meta());
export const useCountMeta = () => useReference(countMeta);

/** A list's text filters read from the page's address (`?plan=CC…&location=…`): the ones present. */
export const textsFromUrl =
  <F,>(keys: readonly string[]) =>
  (p: URLSearchParams): F =>
    Object.fromEntries(keys.flatMap((k) => (p.get(k) ? [[k, p.get(k)!]] : []))) as F;

/** The filter bar's non-empty texts as the list's query. */
export const textQuery = (v: object): Record<string, string> => Object.fromEntries(Object.entries(v).filter(([, x]) => typeof x === 'string' && x.trim()));
