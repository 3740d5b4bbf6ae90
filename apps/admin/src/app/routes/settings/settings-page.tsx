// /admin/settings: 系统设置 (超级管理员 only).
import { SystemSettings } from '@/features/settings/components/system-settings';

export default function SettingsPage() {
  return <SystemSettings />;
}
