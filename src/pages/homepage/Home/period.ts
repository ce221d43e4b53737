import type { DashboardQuery } from '@/domain/dashboard';

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * The caller's day and week (Monday first), in the browser's time zone: the same whole local days
 * the lists' date filters send (src/kits/list/columns.tsx `createdRange`), so a figure and the list
 * its link opens count the same records.
 */
export function dashboardPeriod(now = new Date()): DashboardQuery {
  const day = dayOf(now);
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
  const weekDay = dayOf(monday);
  return {
    day,
    weekDay,
    dayStart: new Date(`${day}T00:00:00`).toISOString(),
    dayEnd: new Date(`${day}T23:59:59.999`).toISOString(),
    weekStart: new Date(`${weekDay}T00:00:00`).toISOString(),
  };
}
