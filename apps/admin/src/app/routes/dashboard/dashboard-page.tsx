// /admin: 工作台.
import { Dashboard } from '@/features/dashboard/components/dashboard';

export default function DashboardPage() {
  return <Dashboard />;
}
