/**
 * The home page's charts: a lazy chunk of its own with the chart kit (src/kits/charts), asked for
 * after the figures have come, never part of /homepage's first load.
 */
import { useTranslation } from 'react-i18next';
import BarChart from '@/kits/charts/BarChart';
import type { DashboardAnswer } from '@/services/dashboard';
import styles from './index.less';

export default function DashboardCharts({ charts }: { charts: DashboardAnswer['charts'] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.charts}>
      <BarChart testId="chart-shipped" title={t('home.chart.shipped')} data={charts.shippedPerHour.map((p) => ({ x: String(p.hour).padStart(2, '0'), y: p.value }))} />
      <BarChart testId="chart-orders" title={t('home.chart.orders')} data={charts.ordersByStatus.map((p) => ({ x: p.status, y: p.value, series: p.kind }))} />
    </div>
  );
}
