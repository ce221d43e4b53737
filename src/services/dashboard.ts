import { request } from '@/utils/request';
import type { DashboardAnswer, DashboardQuery, Figure } from '@/domain/dashboard';
import { checked } from './shape';
import { dashboardAnswer as answer } from '@/domain/dashboard/answers';

export type { DashboardAnswer, DashboardQuery, Figure };

/** The home page's figures of the current warehouse for the caller's day and week. */
export const fetchDashboard = (q: DashboardQuery) => checked(answer, request<DashboardAnswer>('GET', '/api/dashboard', { ...q }));
