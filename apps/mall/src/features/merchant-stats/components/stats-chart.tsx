// The overview's chart (loaded with React.lazy from stats-chart-box only, so uPlot is in this route's chunks
// alone): orders per day on the left axis and sales in yuan on the right, over the 30 days (@ws/ui's day chart).
import type { StatsDay } from '@ws/api-sdk';
import DayChart, { type DaySeries } from '@ws/ui/day-chart';
import { useMemo } from 'react';
import { PLOT_HEIGHT, toChartData } from '../lib/chart-data';

const ORDERS_COLOR = '#228be6';
const SALES_COLOR = '#f76707';

export default function StatsChart({ days }: { days: readonly StatsDay[] }) {
  const [dates, series] = useMemo(() => {
    const [, orders, sales] = toChartData(days);
    const s: DaySeries[] = [
      { key: 'orders', label: '订单数（左轴）', color: ORDERS_COLOR, side: 'left', values: orders, atLeast: 4, format: (v) => `${v} 单`, steps: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000] },
      { key: 'sales', label: '销售额（元，右轴）', color: SALES_COLOR, side: 'right', values: sales, atLeast: 100, format: (v) => v.toFixed(2) },
    ];
    return [days.map((d) => d.date), s] as const;
  }, [days]);
  return <DayChart dates={dates} series={series} height={PLOT_HEIGHT} testId="stats-chart" />;
}
