// /admin/companies: 企业管理.
import { CompaniesList } from '@/features/companies/components/companies-list';

export default function CompaniesPage() {
  return <CompaniesList />;
}
