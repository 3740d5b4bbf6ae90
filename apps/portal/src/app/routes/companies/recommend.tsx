import { PageContainer } from '@ws/ui';
import { RecommendPage } from '@/features/companies/components/recommend-page';

/** /recommend (推荐服务商) */
export default function RecommendScreen() {
  return (
    <PageContainer>
      <RecommendPage />
    </PageContainer>
  );
}
