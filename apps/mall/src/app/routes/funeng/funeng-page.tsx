import { PageContainer } from '@ws/ui';
import { FunengPage } from '@/features/catalogue/components/funeng-page';

/** /funeng (赋能) */
export default function FunengScreen() {
  return (
    <PageContainer>
      <FunengPage />
    </PageContainer>
  );
}
