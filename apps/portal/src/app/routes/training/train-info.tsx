import { TrainInfo } from '@/features/training/components/train-info';

/** /trainInfo?key= */
export default function TrainInfoScreen() {
  return <TrainInfo />;
}
