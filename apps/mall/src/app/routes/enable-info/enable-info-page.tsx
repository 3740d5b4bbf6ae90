import { PageContainer } from '@ws/ui';
import { EnableInfoPage } from '@/features/catalogue/components/enable-info-page';

/** /enableInfo?id= (商品详情) */
export default function EnableInfoScreen() {
  return (
    <PageContainer>
      <EnableInfoPage />
    </PageContainer>
  );
}
