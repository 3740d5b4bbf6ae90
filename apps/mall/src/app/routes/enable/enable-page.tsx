import { PageContainer } from '@ws/ui';
import { EnablePage } from '@/features/catalogue/components/enable-page';

/** /enable (赋能商城) */
export default function EnableScreen() {
  return (
    <PageContainer>
      <EnablePage />
    </PageContainer>
  );
}
