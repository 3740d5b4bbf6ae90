import { ApplicationPage } from '@/features/training/components/application-page';

/** /application?key= */
export default function ApplicationScreen() {
  return <ApplicationPage />;
}
