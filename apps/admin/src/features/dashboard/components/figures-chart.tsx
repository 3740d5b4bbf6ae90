// 工作台's chart (its own chunk, with uPlot): orders and new members per day on the left axis, sales in yuan on
// the right, over the 30 days.
import type { AdminDashboardDay } from '@ws/api-sdk';
import DayChart, { type DaySeries } from '@ws/ui/day-chart';
import { useMemo } from 'react';

export default function FiguresChart({ days, height }: { days: readonly AdminDashboardDay[]; height: number }) {
  const [dates, series] = useMemo(() => {
    const s: DaySeries[] = [
      { key: 'orders', label: '订单数（左轴）', color: '#228be6', side: 'left', values: days.map((d) => d.orders), atLeast: 4, format: (v) => `${v} 单` },
      { key: 'members', label: '新增会员（左轴）', color: '#12b886', side: 'left', values: days.map((d) => d.members), atLeast: 4, format: (v) => `${v} 人` },
      { key: 'sales', label: '销售额（元，右轴）', color: '#f76707', side: 'right', values: days.map((d) => Number(d.sales) || 0), atLeast: 100, format: (v) => v.toFixed(2) },
    ];
    return [days.map((d) => d.date), s] as const;
  }, [days]);
  return <DayChart dates={dates} series={series} height={height} testId="dashboard-chart" />;
}
