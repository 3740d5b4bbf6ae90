// /admin/audit: 操作日志 (超级管理员).
import { AuditList } from '@/features/audit/components/audit-list';

export default function AuditPage() {
  return <AuditList />;
}
