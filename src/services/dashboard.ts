import { request } from '@/utils/request';
import type { DashboardAnswer, DashboardQuery, Figure } from '@/domain/dashboard';
import { checked, is } from './shape';

export type { DashboardAnswer, DashboardQuery, Figure };

const figure = is.shape({ key: is.string, group: is.string, label: is.string, value: is.number, link: is.string });
const answer = is.shape({ groups: is.arrayOf(is.shape({ key: is.string, label: is.string })), figures: is.arrayOf(figure), charts: is.object });

/** The home page's figures of the current warehouse for the caller's day and week. */
export const fetchDashboard = (q: DashboardQuery) => checked(answer, request<DashboardAnswer>('GET', '/api/dashboard', { ...q }));
