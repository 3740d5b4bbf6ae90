// /merchantStats (经营概况): today's and the last 30 days' orders and sales, the chart of both per day (uPlot,
// loaded lazily), 热销商品 TOP10, the orders by status with the low-stock count, and 导出订单 (.xlsx).
import { Button, QueryState, SkeletonBlock } from '@ws/ui';
import { MerchantOnly } from '@/shared/merchant-gate';
import { PersonalLayout } from '@/shared/personal-layout';
import { useMerchantStats } from '../api/stats';
import { PLOT_HEIGHT } from '../lib/chart-data';
import { ExportOrders } from './export-orders';
import { StatsChartBox } from './stats-chart-box';
import { FigureCards, StatusCounts, TopProducts } from './stats-sections';
import classes from './stats.module.css';

/** The overview's shape while it loads: four figures and the chart. */
function Placeholder() {
  return (
    <div role="status" aria-label="加载中">
      <div className={classes.figures}>
        {[0, 1, 2, 3].map((i) => (
          <SkeletonBlock key={i} height={72} />
        ))}
      </div>
      <div className={classes.chartBox}>
        <SkeletonBlock height={PLOT_HEIGHT} />
      </div>
    </div>
  );
}

function MerchantStats() {
  const stats = useMerchantStats();
  return (
    <PersonalLayout title="经营概况">
      <div className={classes.toolbar}>
        <Button size="xs" variant="default" onClick={() => void stats.refetch()} loading={stats.isFetching} disabled={stats.isFetching}>
          刷新
        </Button>
      </div>
      <QueryState query={stats} placeholder={<Placeholder />}>
        {(d) => (
          <>
            <FigureCards stats={d} />
            <section className={classes.section} aria-labelledby="stats-chart">
              <h2 id="stats-chart" className={classes.sectionTitle}>
                近30天趋势
              </h2>
              <StatsChartBox days={d.days} />
            </section>
            <div className={classes.columns}>
              <TopProducts top={d.top} />
              <StatusCounts stats={d} />
            </div>
          </>
        )}
      </QueryState>
      <ExportOrders />
    </PersonalLayout>
  );
}

export function MerchantStatsPage() {
  return (
    <MerchantOnly title="经营概况">
      <MerchantStats />
    </MerchantOnly>
  );
}
