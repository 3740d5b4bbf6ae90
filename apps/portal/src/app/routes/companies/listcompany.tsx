import { PageContainer } from '@ws/ui';
import { ListedCompaniesPage } from '@/features/companies/components/listed-companies-page';

/** /listcompany (入驻企业) */
export default function ListCompanyScreen() {
  return (
    <PageContainer>
      <ListedCompaniesPage />
    </PageContainer>
  );
}
