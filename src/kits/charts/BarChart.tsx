/**
 * A bar chart on AntV F2, the lightest chart library of the antd ecosystem; always lazy, never in a
 * page's first load. A canvas is not read aloud: the chart is an image labelled with its figures.
 */
import Canvas from '@antv/f2-react';
import { Axis, Chart, Interval, Legend } from '@antv/f2';
import { createElement as h, type ReactNode } from 'react';
import styles from './charts.less';

export interface Bar {
  x: string;
  y: number;
  /** Bars of several series side by side (with a legend). */
  series?: string;
}

/** Colours of the series: readable on white (axe contrast). */
const COLOURS = ['#1668dc', '#ad4e00', '#237804', '#722ed1'];

// F2's components are classes React hands to F2's canvas (f2-react): created without JSX types
const f2 = (type: unknown, props: Record<string, unknown>, ...children: ReactNode[]) => h(type as never, props as never, ...children);

export default function BarChart({ title, data, testId, height = 220 }: { title: string; data: Bar[]; testId?: string; height?: number }) {
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const series = [...new Set(data.flatMap((d) => (d.series ? [d.series] : [])))];
  const summary = data.map((d) => `${d.series ? `${d.series} ` : ''}${d.x}: ${d.y}`).join(', ');
  return (
    <figure className={styles.chart} data-testid={testId}>
      <figcaption className={styles.title}>{title}</figcaption>
      <div style={{ height }} role="img" aria-label={`${title}: ${summary}`}>
        {f2(
          Canvas,
          // drawn once, in its final state: F2's entry animation redrew the canvas every frame for
          // about a third of a second (~5 ms a frame)
          { pixelRatio: ratio, animate: false },
          f2(
            Chart,
            { data },
            f2(Axis, { field: 'x' }),
            f2(Axis, { field: 'y' }),
            f2(Interval, { x: 'x', y: 'y', color: series.length ? { field: 'series', range: COLOURS } : COLOURS[0], ...(series.length > 1 ? { adjust: 'dodge' } : {}) }),
            series.length > 1 ? f2(Legend, { position: 'top' }) : null,
          ),
        )}
      </div>
    </figure>
  );
}
