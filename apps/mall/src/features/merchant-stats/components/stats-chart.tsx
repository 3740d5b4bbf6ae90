// The overview's chart (loaded with React.lazy from stats-chart-box only, so uPlot is in this route's chunks
// alone): orders per day on the left axis and sales in yuan on the right, over the 30 days. Its width follows
// its box (ResizeObserver); the plot is destroyed on unmount.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { StatsDay } from '@ws/api-sdk';
import { useEffect, useRef } from 'react';
import { PLOT_HEIGHT, shortDate, toChartData } from '../lib/chart-data';
import classes from './stats.module.css';

const ORDERS_COLOR = '#228be6';
const SALES_COLOR = '#f76707';
const MIN_WIDTH = 240;

const compact = (v: number) => (Math.abs(v) >= 10_000 ? `${+(v / 10_000).toFixed(1)}万` : String(+v.toFixed(2)));

function options(days: readonly StatsDay[], width: number): uPlot.Options {
  return {
    width,
    height: PLOT_HEIGHT,
    scales: {
      x: { time: false },
      orders: { range: (_u, _min, max) => [0, Math.max(max, 4)] },
      sales: { range: (_u, _min, max) => [0, Math.max(max, 100)] },
    },
    series: [
      { label: '日期', value: (_u, i) => (i === null ? '--' : (days[i]?.date ?? '--')) },
      {
        label: '订单数（左轴）',
        scale: 'orders',
        stroke: ORDERS_COLOR,
        width: 2,
        points: { show: true, size: 5 },
        value: (_u, v) => (v === null ? '--' : `${v} 单`),
      },
      {
        label: '销售额（元，右轴）',
        scale: 'sales',
        stroke: SALES_COLOR,
        width: 2,
        points: { show: true, size: 5 },
        value: (_u, v) => (v === null ? '--' : v.toFixed(2)),
      },
    ],
    axes: [
      {
        space: 48,
        incrs: [1, 2, 3, 5, 7, 10, 15],
        values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && days[i] ? shortDate(days[i].date) : '')),
      },
      { scale: 'orders', incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000], values: (_u, splits) => splits.map(compact), stroke: ORDERS_COLOR },
      { scale: 'sales', side: 1, grid: { show: false }, values: (_u, splits) => splits.map(compact), stroke: SALES_COLOR },
    ],
    legend: { live: true },
    cursor: { drag: { x: false, y: false } },
  };
}

const widthOf = (el: HTMLElement) => Math.max(Math.floor(el.clientWidth), MIN_WIDTH);

export default function StatsChart({ days }: { days: readonly StatsDay[] }) {
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const plot = new uPlot(options(days, widthOf(box)), toChartData(days), box);
    const observer = new ResizeObserver(() => {
      const width = widthOf(box);
      if (width !== plot.width) plot.setSize({ width, height: PLOT_HEIGHT });
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days]);

  return <div ref={boxRef} className={classes.chart} data-testid="stats-chart" />;
}
