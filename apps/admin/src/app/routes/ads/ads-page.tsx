// /admin/ads: 广告与导航.
import { AdsManager } from '@/features/ads/components/ads-manager';

export default function AdsPage() {
  return <AdsManager />;
}
