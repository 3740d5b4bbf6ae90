import { PageContainer } from '@ws/ui';
import { HomeView } from '@/features/home';

/** /homePage */
export default function HomePage() {
  return (
    <PageContainer>
      <HomeView />
    </PageContainer>
  );
}
