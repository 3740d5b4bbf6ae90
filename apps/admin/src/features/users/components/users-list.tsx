// /admin/users?keyword=&role=&status=&region=&from=&to=&page= (用户管理): one keyword box (digits: the phone
// from its start; else the name), the role, the state, the registration area (a city, then a district /
// town) and the registration period, all in the URL so that reload and back work; a plain table (phones
// masked by the server; the name opens 会员详情), 20 a page with @ws/ui's Pager, loading / empty / error by
// QueryState. Per row the actions of user-actions.tsx (停用 with a reason, 启用, 客服 and 业务员).
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, ADMIN_USER_ROLE_LABELS, ADMIN_USER_ROLES, MSG_USER_EMPTY, type AdminUserItem } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { Pager, QueryState, SearchBar, useListParams } from '@ws/ui';
import lists from '@/shared/lists/list.module.css';
import { routerPath } from '@/shared/navigation';
import { useUserList } from '../api/user-list';
import { periodProblem, toFilters, USER_FILTER_KEYS } from '../lib/params';
import { RegionFilter } from './region-filter';
import { RoleBadges, StateBadge } from './user-badges';
import { UserActionButtons, useUserActions, type UserActions } from './user-actions';
import classes from './users.module.css';

export { confirmEnable } from './user-actions';

function Row({ user, actions }: { user: AdminUserItem; actions: UserActions }) {
  return (
    <tr>
      <td className={classes.nowrap}>{user.user_mobile}</td>
      <td className={classes.name}>
        <Link to={routerPath(paths.adminUserInfo(user.id))} aria-label={`查看 ${user.name || user.user_mobile} 的详情`}>
          {user.name || '未命名'}
        </Link>
      </td>
      <td>
        <RoleBadges roles={user.roles} />
      </td>
      <td className={classes.nowrap}>{user.city || '—'}</td>
      <td className={classes.nowrap}>{user.created_at}</td>
      <td>
        <StateBadge user={user} />
      </td>
      <td>
        <UserActionButtons user={user} actions={actions} />
      </td>
    </tr>
  );
}

export function UsersList() {
  const { page, values, setPage, setFilters } = useListParams(USER_FILTER_KEYS);
  const filters = toFilters(values);
  const problem = periodProblem(filters);
  const list = useUserList(filters, page, problem === null);
  const actions = useUserActions();

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
          <RegionFilter value={filters.region} onChange={(region) => setFilters({ region })} />
          <span className={classes.select} role="group" aria-label="注册日期">
            注册日期
            <input type="date" aria-label="注册日期从" value={filters.from} max={filters.to || undefined} onChange={(e) => setFilters({ from: e.currentTarget.value })} />
            至
            <input type="date" aria-label="注册日期至" value={filters.to} min={filters.from || undefined} onChange={(e) => setFilters({ to: e.currentTarget.value })} />
          </span>
          <SearchBar value={values.keyword.trim()} label="关键词" placeholder="手机号 / 姓名" onSearch={(k) => setFilters({ keyword: k })} />
        </div>
        {problem !== null ? (
          <p role="alert" className={classes.problem}>
            {problem}
          </p>
        ) : (
          <QueryState query={list} isEmpty={(d) => d.items.length === 0} emptyText={MSG_USER_EMPTY}>
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
                        <Row key={u.id} user={u} actions={actions} />
                      ))}
                    </tbody>
                  </table>
                </div>
                <Pager total={d.total} pageSize={ADMIN_PAGE_SIZE} page={page} onChange={setPage} />
              </>
            )}
          </QueryState>
        )}
      </div>
      {actions.dialog}
    </section>
  );
}
