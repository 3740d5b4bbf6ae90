// The member actions of both the list and 会员详情: 停用 (a required reason in the ReasonDialog; the member is
// logged out everywhere) or 启用 (asked first), and 设为客服 / 取消客服, 设为业务员 / 取消业务员. Every button is
// disabled while a change runs; the notice says the server's answer (已停用 / 已启用 / 设置成功) and the list
// and the detail are read again.
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { Suspense, useState, type ReactNode } from 'react';
import { ADMIN_SETTABLE_ROLES, ADMIN_USER_ROLE_LABELS, MSG_USER_DISABLED, MSG_USER_ENABLED, MSG_USER_ROLE_SET, type AdminSettableRole, type AdminUserItem } from '@ws/api-sdk';
import { confirmDialog, notice, noticeFailure } from '@ws/ui';
import { ReasonDialogLazy } from '@/shared/dialogs';
import { useUserChange } from '../api/user-change';
import { disableReasonRule } from '../lib/disable-rules';
import classes from './users.module.css';

export const confirmEnable = (u: Pick<AdminUserItem, 'name' | 'user_mobile'>) => `确定启用会员 ${u.name || u.user_mobile} 吗？`;

export const who = (u: Pick<AdminUserItem, 'name' | 'user_mobile'>) => u.name || u.user_mobile;

export interface UserActions {
  busy: boolean;
  askDisable(u: AdminUserItem): void;
  enable(u: AdminUserItem): Promise<void>;
  toggleRole(u: AdminUserItem, role: AdminSettableRole): void;
  /** the 停用 dialog, to render once in the screen */
  dialog: ReactNode;
}

/** The actions' state: one change at a time, the 停用 dialog's target. */
export function useUserActions(): UserActions {
  const change = useUserChange();
  const [disabling, setDisabling] = useState<AdminUserItem | null>(null);
  // the dialog's module, once first wanted (it stays, for its closing transition and a second use)
  const [dialogLoaded, setDialogLoaded] = useState(false);

  const disable = (reason: string) => {
    if (!disabling) return;
    change.disable.mutate(
      { id: disabling.id, disabled: 1, reason },
      {
        onSuccess: () => {
          setDisabling(null);
          notice.success(MSG_USER_DISABLED);
        },
        onError: noticeFailure,
      },
    );
  };

  return {
    busy: change.busy,
    askDisable: (u) => {
      setDialogLoaded(true);
      setDisabling(u);
    },
    enable: async (u) => {
      if (!(await confirmDialog({ message: confirmEnable(u) }))) return;
      change.disable.mutate({ id: u.id, disabled: 0 }, { onSuccess: () => notice.success(MSG_USER_ENABLED), onError: noticeFailure });
    },
    toggleRole: (u, role) =>
      change.role.mutate({ id: u.id, role, on: u.roles.includes(role) ? 0 : 1 }, { onSuccess: () => notice.success(MSG_USER_ROLE_SET), onError: noticeFailure }),
    dialog: dialogLoaded && (
      <Suspense fallback={null}>
        <ReasonDialogLazy
          key={disabling?.id ?? 0}
          opened={disabling !== null}
          title={`停用会员 ${disabling ? who(disabling) : ''}`}
          label="停用原因"
          submitLabel="确定停用"
          rule={disableReasonRule}
          busy={change.disable.isPending}
          onClose={() => setDisabling(null)}
          onSubmit={disable}
        />
      </Suspense>
    ),
  };
}

/** 停用 or 启用, then 设为 / 取消 客服 and 业务员, for one member. */
export function UserActionButtons({ user, actions, size = 'compact-xs' }: { user: AdminUserItem; actions: UserActions; size?: 'compact-xs' | 'sm' }) {
  return (
    <span className={classes.ops}>
      {user.disabled ? (
        <Button size={size} variant="default" disabled={actions.busy} onClick={() => void actions.enable(user)} aria-label={`启用 ${who(user)}`}>
          启用
        </Button>
      ) : (
        <Button size={size} color="red" variant="light" disabled={actions.busy} onClick={() => actions.askDisable(user)} aria-label={`停用 ${who(user)}`}>
          停用
        </Button>
      )}
      {ADMIN_SETTABLE_ROLES.map((role) => {
        const has = user.roles.includes(role);
        const text = `${has ? '取消' : '设为'}${ADMIN_USER_ROLE_LABELS[role]}`;
        return (
          <Button key={role} size={size} variant="subtle" disabled={actions.busy} onClick={() => actions.toggleRole(user, role)} aria-label={`${text} ${who(user)}`}>
            {text}
          </Button>
        );
      })}
    </span>
  );
}
