/**
 * The home page's charts, a lazy chunk of their own (AntV F2, the lightest chart library of the antd
 * ecosystem measured: docs/benchmarks.md): asked for after the figures have come, never part of
 * /homepage's first load. Each chart says its figures in words too (a canvas is not read aloud).
 */
import Canvas from '@antv/f2-react';
import { Axis, Chart, Interval, Legend } from '@antv/f2';
import { Col, Row } from 'antd';
import { createElement as h, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardAnswer } from '@/services/dashboard';
import styles from './index.less';

type Charts = DashboardAnswer['charts'];

// F2's components are classes React hands to F2's canvas (f2-react): created without JSX types
const f2 = (type: unknown, props: Record<string, unknown>, ...children: ReactNode[]) => h(type as never, props as never, ...children);

function ChartBox({ title, summary, testId, children }: { title: string; summary: string; testId: string; children: ReactNode }) {
  return (
    <figure className={styles.chartBox} data-testid={testId}>
      <figcaption className={styles.groupTitle}>{title}</figcaption>
      <div className={styles.chartCanvas} role="img" aria-label={`${title}: ${summary}`}>
        {children}
      </div>
    </figure>
  );
}

export default function DashboardCharts({ charts }: { charts: Charts }) {
  const { t } = useTranslation();
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const hours = charts.shippedPerHour.map((p) => ({ hour: String(p.hour).padStart(2, '0'), value: p.value }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <ChartBox title={t('home.chart.shipped')} summary={hours.filter((p) => p.value).map((p) => `${p.hour}: ${p.value}`).join(', ') || '0'} testId="chart-shipped">
          {f2(Canvas, { pixelRatio: ratio }, f2(Chart, { data: hours }, f2(Axis, { field: 'hour', tickCount: 6 }), f2(Axis, { field: 'value' }), f2(Interval, { x: 'hour', y: 'value', color: '#1668dc' })))}
        </ChartBox>
      </Col>
      <Col xs={24} md={12}>
        <ChartBox title={t('home.chart.orders')} summary={charts.ordersByStatus.map((p) => `${p.kind} ${p.status}: ${p.value}`).join(', ')} testId="chart-orders">
          {f2(
            Canvas,
            { pixelRatio: ratio },
            f2(
              Chart,
              { data: charts.ordersByStatus },
              f2(Axis, { field: 'status' }),
              f2(Axis, { field: 'value' }),
              f2(Interval, { x: 'status', y: 'value', color: { field: 'kind', range: ['#1668dc', '#ad4e00'] }, adjust: 'dodge' }),
              f2(Legend, { position: 'top' }),
            ),
          )}
        </ChartBox>
      </Col>
    </Row>
  );
}
