import { fetchDashboard, type DashboardAnswer } from '@/services/dashboard';
import { fetchCurrentWarehouse } from '@/services/warehouse';
import type { Warehouse } from '@/services/types/warehouse';
import { registerRouteData, startRouteData, takeRouteData } from '@/utils/routeData';
import { getWarehouse } from '@/utils/storage';
import { dashboardPeriod } from './period';

/**
 * The home page's first data (issue 23, "one dependency level at start"): its figures and the current
 * warehouse are asked for at the start of the app, with the current user and the page's code, not
 * after the page has rendered. They are asked for the warehouse the browser remembers (the one
 * every request names); the page uses them only when that is the warehouse the user is in.
 * Loaded by src/app.tsx at the start on the home page (a chunk of its own: the page's chunk is not
 * in yet, and the login page does not need it).
 */
export const HOME_PATH = '/homepage';
const FIGURES = `${HOME_PATH}#figures`;
const WAREHOUSE = `${HOME_PATH}#warehouse`;

interface ForWarehouse<T> {
  warehouseId?: string;
  answer: T;
}

const forStored = <T>(load: () => Promise<T>) => () => {
  const warehouseId = getWarehouse();
  return load().then((answer): ForWarehouse<T> => ({ warehouseId, answer }));
};
registerRouteData(FIGURES, forStored(() => fetchDashboard(dashboardPeriod())));
registerRouteData(WAREHOUSE, forStored(fetchCurrentWarehouse));

/** At the app's start on the home page with a remembered warehouse: its figures and warehouse, now. */
export function startHomeData(pathname: string) {
  if (pathname.replace(/\/$/, '') !== HOME_PATH || !getWarehouse()) return;
  startRouteData(FIGURES);
  startRouteData(WAREHOUSE);
}

/** The answer started at the app's start for `warehouseId` (once), else a new request. */
async function take<T>(key: string, warehouseId: string | undefined, load: () => Promise<T>): Promise<T> {
  const started = takeRouteData<ForWarehouse<T>>(key);
  if (started) {
    const early = await started.catch(() => undefined);
    if (early && early.warehouseId === warehouseId) return early.answer;
  }
  return load();
}

export const homeFigures = (warehouseId?: string): Promise<DashboardAnswer> => take(FIGURES, warehouseId, () => fetchDashboard(dashboardPeriod()));
export const homeWarehouse = (warehouseId?: string): Promise<Warehouse> => take(WAREHOUSE, warehouseId, fetchCurrentWarehouse);
