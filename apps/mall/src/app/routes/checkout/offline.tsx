// /offline?orderNo=&total_price= (线下转账).
import { PageContainer } from '@ws/ui';
import { OfflinePage } from '@/features/checkout/components/offline-page';

export default function OfflineScreen() {
  return (
    <PageContainer>
      <OfflinePage />
    </PageContainer>
  );
}
