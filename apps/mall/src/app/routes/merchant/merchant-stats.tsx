// /merchantStats: 经营概况 (the chart's uPlot is loaded lazily inside the feature).
import { MerchantStatsPage } from '@/features/merchant-stats/components/merchant-stats-page';

export default function MerchantStats() {
  return <MerchantStatsPage />;
}
