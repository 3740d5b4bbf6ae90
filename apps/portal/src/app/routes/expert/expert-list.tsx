import { ExpertListPage } from '@/features/experts/components/expert-list-page';

/** /expert (and /expert?channel=company from a law article) */
export default function ExpertListScreen() {
  return <ExpertListPage />;
}
