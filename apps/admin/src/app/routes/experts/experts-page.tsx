// /admin/experts: 专家管理.
import { ExpertsList } from '@/features/experts/components/experts-list';

export default function ExpertsPage() {
  return <ExpertsList />;
}
