import { request } from '@/utils/request';
import type { DashboardAnswer, DashboardQuery, Figure } from '@/domain/dashboard';
import { FIGURE_GROUPS } from '@/domain/dashboard/groups';
import { checkedLean, count, flag, intIn, listOf, oneOf, optional, record, text } from './leanShape';

export type { DashboardAnswer, DashboardQuery, Figure };

const group = oneOf(FIGURE_GROUPS);
/** The answer's check, as src/domain/dashboard/answers.ts (zod, for the contract) declares it. */
export const leanDashboardAnswer = record({
  groups: listOf(record({ key: group, label: text })),
  figures: listOf(record({ key: text, group, label: text, value: count, link: text, alert: optional(flag) })),
  charts: record({
    shippedPerHour: listOf(record({ hour: intIn(0, 23), value: count })),
    ordersByStatus: listOf(record({ status: text, kind: text, value: count })),
  }),
});

/** The home page's figures of the current warehouse for the caller's day and week. */
export const fetchDashboard = (q: DashboardQuery) => checkedLean(leanDashboardAnswer, request<DashboardAnswer>('GET', '/api/dashboard', { ...q }));
