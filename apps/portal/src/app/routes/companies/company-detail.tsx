import { PageContainer } from '@ws/ui';
import { CompanyDetailPage } from '@/features/companies/components/company-detail-page';

/** /companyDetail?key=&currentName */
export default function CompanyDetailScreen() {
  return (
    <PageContainer>
      <CompanyDetailPage />
    </PageContainer>
  );
}
