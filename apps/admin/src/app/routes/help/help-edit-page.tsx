// /admin/helpEdit?id=: one help item of 帮助管理 (no id: a new one; ?cate= preselects its category).
import { HelpEdit } from '@/features/help/components/help-edit';

export default function HelpEditPage() {
  return <HelpEdit />;
}
