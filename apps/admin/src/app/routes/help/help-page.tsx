// /admin/help: 帮助管理.
import { HelpManager } from '@/features/help/components/help-manager';

export default function HelpPage() {
  return <HelpManager />;
}
