// /admin/trainingSignups?id=: one training's sign-ups, with their .xlsx export.
import { TrainingSignups } from '@/features/trainings/components/training-signups';

export default function TrainingSignupsPage() {
  return <TrainingSignups />;
}
