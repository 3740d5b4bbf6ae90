import { ManagementDetail } from '@/features/media/components/management-detail';

/** /managementInfo?key= */
export default function ManagementInfoScreen() {
  return <ManagementDetail />;
}
