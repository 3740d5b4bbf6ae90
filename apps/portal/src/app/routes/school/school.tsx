import { SchoolPage } from '@/features/school/components/school-page';

/** /school (百家大讲堂) */
export default function SchoolScreen() {
  return <SchoolPage />;
}
