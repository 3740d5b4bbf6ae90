// /admin/users: 用户管理.
import { UsersList } from '@/features/users/components/users-list';

export default function UsersPage() {
  return <UsersList />;
}
