// A member's roles and state as badges (the list and 会员详情).
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { ADMIN_USER_ROLE_LABELS, type AdminUserItem } from '@ws/api-sdk';
import classes from './users.module.css';

export function RoleBadges({ roles }: { roles: AdminUserItem['roles'] }) {
  return (
    <span className={classes.roles}>
      {roles.map((r) => (
        <Badge key={r} variant="light" color={r === 'member' ? 'gray' : 'blue'}>
          {ADMIN_USER_ROLE_LABELS[r] ?? r}
        </Badge>
      ))}
    </span>
  );
}

export function StateBadge({ user }: { user: Pick<AdminUserItem, 'disabled' | 'disabled_at'> }) {
  return user.disabled ? (
    <Badge color="red" variant="light" title={`停用于 ${user.disabled_at}`}>
      已停用
    </Badge>
  ) : (
    <Badge color="teal" variant="light">
      正常
    </Badge>
  );
}
