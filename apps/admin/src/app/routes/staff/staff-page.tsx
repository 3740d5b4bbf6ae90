// /admin/staff: 员工管理 (超级管理员 only).
import { StaffList } from '@/features/staff/components/staff-list';

export default function StaffPage() {
  return <StaffList />;
}
