// The overview's day series as the chart and its screen-reader text read it.
import type { StatsDay } from '@ws/api-sdk';
import { formatYuan } from '@ws/ui';

/** The chart's plotting area with its axes, in px (the legend comes below it); the placeholder matches it. */
export const PLOT_HEIGHT = 240;

/** [day index, orders, sales in yuan]: uPlot's aligned data (x is the day's index; its label is the date). */
export type ChartData = [number[], number[], number[]];

export const toChartData = (days: readonly StatsDay[]): ChartData => [
  days.map((_, i) => i),
  days.map((d) => d.orders),
  days.map((d) => {
    const n = Number(d.sales);
    return Number.isFinite(n) ? n : 0;
  }),
];

/** 'MM-DD' of a 'YYYY-MM-DD' date. */
export const shortDate = (date: string): string => date.slice(5);

/** The chart's accessible summary: the period, the totals and the busiest day. */
export function chartSummary(days: readonly StatsDay[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return '近30天每日订单数与销售额图表：暂无数据';
  const orders = days.reduce((n, d) => n + d.orders, 0);
  const sales = days.reduce((n, d) => n + (Number(d.sales) || 0), 0);
  const best = days.reduce((b, d) => (d.orders > b.orders ? d : b), first);
  const busiest = best.orders > 0 ? `；订单最多的一天 ${best.date}，${best.orders} 单，销售额 ${formatYuan(best.sales)}` : '';
  return `近30天每日订单数（左轴）与销售额（右轴）图表，${first.date} 至 ${last.date}：共 ${orders} 单，销售额 ${formatYuan(sales)}${busiest}`;
}
