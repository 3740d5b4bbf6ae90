import { ExpertDetailPage } from '@/features/experts/components/expert-detail-page';

/** /detailInfo?id= (&type=1 from the search page) */
export default function ExpertDetailScreen() {
  return <ExpertDetailPage />;
}
