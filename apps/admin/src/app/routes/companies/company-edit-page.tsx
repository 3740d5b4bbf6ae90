// /admin/companyEdit?id=: one company of 企业管理 (no id: a new one).
import { CompanyEdit } from '@/features/companies/components/company-edit';

export default function CompanyEditPage() {
  return <CompanyEdit />;
}
