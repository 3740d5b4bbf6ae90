// /companyInformation (企业资料) inside the personal centre's frame.
import { CompanyInformationPage } from '@/features/company-join/components/company-information-page';
import { PersonalLayout } from '@/shared/personal-layout';

export default function CompanyInformationScreen() {
  return (
    <PersonalLayout title="企业资料">
      <CompanyInformationPage />
    </PersonalLayout>
  );
}
