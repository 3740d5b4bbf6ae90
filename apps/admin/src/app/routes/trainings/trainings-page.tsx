// /admin/trainings: 培训管理.
import { TrainingsList } from '@/features/trainings/components/trainings-list';

export default function TrainingsPage() {
  return <TrainingsList />;
}
