import i18n from 'i18next';
import { initialLanguage } from '@/i18n';
import { prefetchData } from '@/query';
import { fetchDashboard } from '@/services/dashboard';
import { fetchCurrentWarehouse } from '@/services/warehouse';
import { dashboardPeriod } from './period';

/** The home page's reads (key and load): its warehouse, and today's figures in the page's language. */
export const homeWarehouseQuery = () => [['home-warehouse'], fetchCurrentWarehouse] as const;
export const homeFiguresQuery = (lang: string) => {
  const period = dashboardPeriod();
  return [['home-figures', period.day, lang], () => fetchDashboard(period)] as const;
};

/** Both, ahead of the page (the click that opens it, or the app's start on it). */
export function prefetchHome(lang: string = i18n.language || initialLanguage()) {
  return Promise.all([prefetchData(...homeWarehouseQuery()), prefetchData(...homeFiguresQuery(lang))]);
}
