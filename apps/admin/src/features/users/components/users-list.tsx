// /admin/users?keyword=&role=&status=&page= (用户管理): one keyword box (digits: the phone from its start;
// else the name), the role and the state, all in the URL so that reload and back work; a plain table
// (phones masked by the server), 20 a page with @ws/ui's Pager, loading / empty / error by QueryState.
// Per row: 停用 (a required reason; the member is logged out everywhere) or 启用 (asked first), and
// 设为客服 / 取消客服, 设为业务员 / 取消业务员. Buttons are busy while a change runs; the notice says the
// server's answer (已停用 / 已启用 / 设置成功) and the list is read again.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button } from '@mantine/core';
import { Suspense, useState } from 'react';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_USER_ROLE_LABELS,
  ADMIN_USER_ROLES,
  MSG_USER_DISABLED,
  MSG_USER_ENABLED,
  MSG_USER_ROLE_SET,
  type AdminSettableRole,
  type AdminUserItem,
} from '@ws/api-sdk';
import { confirmDialog, notice, noticeFailure, Pager, QueryState, SearchBar, useListParams } from '@ws/ui';
import { ReasonDialogLazy } from '@/shared/dialogs';
import lists from '@/shared/lists/list.module.css';
import { useUserChange } from '../api/user-change';
import { useUserList } from '../api/user-list';
import { disableReasonRule } from '../lib/disable-rules';
import { toFilters } from '../lib/params';
import classes from './users.module.css';

export const confirmEnable = (u: AdminUserItem) => `确定启用会员 ${u.name || u.user_mobile} 吗？`;

const who = (u: AdminUserItem) => u.name || u.user_mobile;

function Row({ user, busy, onDisable, onChange }: { user: AdminUserItem; busy: boolean; onDisable: (u: AdminUserItem) => void; onChange: ReturnType<typeof useUserChange> }) {
  const enable = async () => {
    if (!(await confirmDialog({ message: confirmEnable(user) }))) return;
    onChange.disable.mutate({ id: user.id, disabled: 0 }, { onSuccess: () => notice.success(MSG_USER_ENABLED), onError: noticeFailure });
  };
  const toggle = (role: AdminSettableRole) =>
    onChange.role.mutate({ id: user.id, role, on: user.roles.includes(role) ? 0 : 1 }, { onSuccess: () => notice.success(MSG_USER_ROLE_SET), onError: noticeFailure });
  return (
    <tr>
      <td>{user.user_mobile}</td>
      <td>{user.name || '—'}</td>
      <td>
        <span className={classes.roles}>
          {user.roles.map((r) => (
            <Badge key={r} variant="light" color={r === 'member' ? 'gray' : 'blue'}>
              {ADMIN_USER_ROLE_LABELS[r] ?? r}
            </Badge>
          ))}
        </span>
      </td>
      <td>{user.city || '—'}</td>
      <td>{user.created_at}</td>
      <td>
        {user.disabled ? (
          <Badge color="red" variant="light" title={`停用于 ${user.disabled_at}`}>
            已停用
          </Badge>
        ) : (
          <Badge color="teal" variant="light">
            正常
          </Badge>
        )}
      </td>
      <td>
        <span className={classes.ops}>
          {user.disabled ? (
            <Button size="compact-xs" variant="default" disabled={busy} onClick={() => void enable()} aria-label={`启用 ${who(user)}`}>
              启用
            </Button>
          ) : (
            <Button size="compact-xs" color="red" variant="light" disabled={busy} onClick={() => onDisable(user)} aria-label={`停用 ${who(user)}`}>
              停用
            </Button>
          )}
          {(['custuser', 'salesman'] as const).map((role) => {
            const has = user.roles.includes(role);
            const text = `${has ? '取消' : '设为'}${ADMIN_USER_ROLE_LABELS[role]}`;
            return (
              <Button key={role} size="compact-xs" variant="subtle" disabled={busy} onClick={() => toggle(role)} aria-label={`${text} ${who(user)}`}>
                {text}
              </Button>
            );
          })}
        </span>
      </td>
    </tr>
  );
}

export function UsersList() {
  const { page, values, setPage, setFilters } = useListParams(['keyword', 'role', 'status']);
  const filters = toFilters(values);
  const list = useUserList(filters, page);
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

  return (
    <section aria-labelledby="users-title">
      <h1 id="users-title" className={lists.title}>
        用户管理
      </h1>
      <div className={lists.panel}>
        <div className={lists.filters}>
          <label className={classes.select}>
            角色
            <select value={filters.role} onChange={(e) => setFilters({ role: e.currentTarget.value === 'all' ? '' : e.currentTarget.value })}>
              <option value="all">全部</option>
              {ADMIN_USER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ADMIN_USER_ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          </label>
          <label className={classes.select}>
            状态
            <select value={filters.status} onChange={(e) => setFilters({ status: e.currentTarget.value === 'all' ? '' : e.currentTarget.value })}>
              <option value="all">全部</option>
              <option value="enabled">正常</option>
              <option value="disabled">已停用</option>
            </select>
          </label>
          <SearchBar value={values.keyword.trim()} label="关键词" placeholder="手机号 / 姓名" onSearch={(k) => setFilters({ keyword: k })} />
        </div>
        <QueryState query={list} isEmpty={(d) => d.items.length === 0}>
          {(d) => (
            <>
              <div className={lists.scroll}>
                <table className={lists.table} aria-label="用户列表" aria-busy={list.isPlaceholderData}>
                  <thead>
                    <tr>
                      <th scope="col">手机号</th>
                      <th scope="col">姓名</th>
                      <th scope="col">角色</th>
                      <th scope="col">所在地区</th>
                      <th scope="col">注册时间</th>
                      <th scope="col">状态</th>
                      <th scope="col">操作</th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.items.map((u) => (
                      <Row
                        key={u.id}
                        user={u}
                        busy={change.busy}
                        onChange={change}
                        onDisable={(target) => {
                          setDialogLoaded(true);
                          setDisabling(target);
                        }}
                      />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager total={d.total} pageSize={ADMIN_PAGE_SIZE} page={page} onChange={setPage} />
            </>
          )}
        </QueryState>
      </div>
      {dialogLoaded && (
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
      )}
    </section>
  );
}
