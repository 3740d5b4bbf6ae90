import { TrainPage } from '@/features/training/components/train-page';

/** /train */
export default function TrainScreen() {
  return <TrainPage />;
}
