// The chart's frame on the screen: role="img" with a summary, the uPlot chart loaded lazily (a placeholder of
// the same height meanwhile, so nothing moves), and 查看数据, the days as a table for keyboard and screen-reader
// users.
import type { StatsDay } from '@ws/api-sdk';
import { formatYuan, SkeletonBlock } from '@ws/ui';
import { lazy, Suspense } from 'react';
import { chartSummary, PLOT_HEIGHT } from '../lib/chart-data';
import classes from './stats.module.css';

const StatsChart = lazy(() => import('./stats-chart'));

export function StatsChartBox({ days }: { days: readonly StatsDay[] }) {
  return (
    <>
      <div className={classes.chartBox} role="img" aria-label={chartSummary(days)}>
        <Suspense fallback={<div data-testid="stats-chart-fallback"><SkeletonBlock height={PLOT_HEIGHT} /></div>}>
          <StatsChart days={days} />
        </Suspense>
      </div>
      <details className={classes.dataDetails}>
        <summary>查看数据</summary>
        <div className={classes.tableBox}>
          <table className={classes.table}>
            <caption className={classes.visuallyHidden}>近30天每日订单数与销售额</caption>
            <thead>
              <tr>
                <th scope="col">日期</th>
                <th scope="col">订单数</th>
                <th scope="col">销售额</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{d.date}</th>
                  <td>{d.orders}</td>
                  <td>{formatYuan(d.sales)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
