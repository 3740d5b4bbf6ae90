// /admin/trainingEdit?id=: one training of 培训管理 (no id: a new one).
import { TrainingEdit } from '@/features/trainings/components/training-edit';

export default function TrainingEditPage() {
  return <TrainingEdit />;
}
