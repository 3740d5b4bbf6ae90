// /admin/userInfo?id=: 会员详情.
import { UserDetail } from '@/features/users/components/user-detail';

export default function UserInfoPage() {
  return <UserDetail />;
}
