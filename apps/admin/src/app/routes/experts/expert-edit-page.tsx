// /admin/expertEdit?id=: one expert of 专家管理 (no id: a new one).
import { ExpertEdit } from '@/features/experts/components/expert-edit';

export default function ExpertEditPage() {
  return <ExpertEdit />;
}
