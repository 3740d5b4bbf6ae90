// /admin/userInfo?id= (会员详情): one member whole: 基本信息 (the phone unmasked, account, name, roles, area,
// registration, state, when and why disabled), 订单 (the latest 10 with the count, their status as the buyer
// sees it), 企业 (each enterprise record with its review state and reason) and 专家 (the expert record or
// none); the list's actions (停用 / 启用, 客服, 业务员). Loading, 用户不存在 and other errors by QueryState.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { Link } from 'react-router';
import {
  ADMIN_COMPANY_KIND_LABELS,
  ADMIN_REVIEW_STATUS_LABELS,
  ADMIN_USER_ORDERS_SHOWN,
  MSG_USER_MISSING,
  type AdminReviewStatus,
  type AdminUserDetail,
} from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { Empty, QueryState, useIdParam } from '@ws/ui';
import lists from '@/shared/lists/list.module.css';
import { routerPath } from '@/shared/navigation';
import { useUserInfo } from '../api/user-info';
import { UserActionButtons, useUserActions, who } from './user-actions';
import { RoleBadges, StateBadge } from './user-badges';
import classes from './users.module.css';

const REVIEW_COLORS: Record<AdminReviewStatus, string> = { 0: 'yellow', 1: 'teal', 2: 'red' };

function Review({ status }: { status: AdminReviewStatus }) {
  return (
    <Badge variant="light" color={REVIEW_COLORS[status]}>
      {ADMIN_REVIEW_STATUS_LABELS[status]}
    </Badge>
  );
}

function Detail({ user }: { user: AdminUserDetail }) {
  const actions = useUserActions();
  const area = [user.province, user.city_name, user.county_name].filter(Boolean).join(' ');
  return (
    <article className={lists.panel} aria-labelledby="user-title">
      <div className={classes.head}>
        <h1 id="user-title">{who(user)}</h1>
        <StateBadge user={user} />
      </div>
      <div className={classes.actions}>
        <UserActionButtons user={user} actions={actions} size="sm" />
      </div>

      <h2 className={classes.section}>基本信息</h2>
      <dl className={classes.fields}>
        <dt>手机号</dt>
        <dd>{user.user_mobile}</dd>
        <dt>账号</dt>
        <dd>{user.user_account || '—'}</dd>
        <dt>姓名</dt>
        <dd>{user.name || '—'}</dd>
        <dt>角色</dt>
        <dd>
          <RoleBadges roles={user.roles} />
        </dd>
        <dt>所在地区</dt>
        <dd>{area || '—'}</dd>
        <dt>注册时间</dt>
        <dd>{user.created_at}</dd>
        <dt>状态</dt>
        <dd>{user.disabled ? `已停用（${user.disabled_at}）` : '正常'}</dd>
        {user.disabled === 1 && (
          <>
            <dt>停用原因</dt>
            <dd>{user.disabled_reason || '—'}</dd>
          </>
        )}
      </dl>

      <h2 className={classes.section}>订单（{user.order_count}）</h2>
      {user.orders.length === 0 ? (
        <Empty text="暂无订单" />
      ) : (
        <>
          <div className={lists.scroll}>
            <table className={lists.table} aria-label="订单">
              <thead>
                <tr>
                  <th scope="col">订单号</th>
                  <th scope="col">商家</th>
                  <th scope="col">金额</th>
                  <th scope="col">状态</th>
                  <th scope="col">下单时间</th>
                </tr>
              </thead>
              <tbody>
                {user.orders.map((o) => (
                  <tr key={o.order_no}>
                    <td className={classes.nowrap}><Link to={routerPath(paths.adminOrderInfo(o.order_no))}>{o.order_no}</Link></td>
                    <td>{o.company_name || '—'}</td>
                    <td className={classes.nowrap}>¥{o.total}</td>
                    <td className={classes.nowrap}>{o.status}</td>
                    <td className={classes.nowrap}>{o.create_time}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {user.order_count > user.orders.length && (
            <p className={classes.note}>
              共 {user.order_count} 个订单，显示最近 {ADMIN_USER_ORDERS_SHOWN} 个
            </p>
          )}
        </>
      )}

      <h2 className={classes.section}>企业</h2>
      {user.companies.length === 0 ? (
        <Empty text="暂无企业记录" />
      ) : (
        <div className={lists.scroll}>
          <table className={lists.table} aria-label="企业">
            <thead>
              <tr>
                <th scope="col">企业名称</th>
                <th scope="col">类型</th>
                <th scope="col">审核状态</th>
                <th scope="col">驳回原因</th>
              </tr>
            </thead>
            <tbody>
              {user.companies.map((c) => (
                <tr key={c.id}>
                  <td>{c.name}</td>
                  <td className={classes.nowrap}>{ADMIN_COMPANY_KIND_LABELS[c.kind] ?? c.kind}</td>
                  <td>
                    <Review status={c.audit_status} />
                  </td>
                  <td>{c.audit_reason || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2 className={classes.section}>专家</h2>
      {user.expert === null ? (
        <Empty text="暂无专家记录" />
      ) : (
        <dl className={classes.fields} aria-label="专家">
          <dt>专家姓名</dt>
          <dd>{user.expert.name}</dd>
          <dt>审核状态</dt>
          <dd>
            <Review status={user.expert.audit_status} />
          </dd>
          {user.expert.audit_status === 2 && (
            <>
              <dt>驳回原因</dt>
              <dd>{user.expert.audit_reason || '—'}</dd>
            </>
          )}
        </dl>
      )}
      {actions.dialog}
    </article>
  );
}

export function UserDetail() {
  const id = useIdParam('id');
  const info = useUserInfo(id);
  const missing = id === null || (info.data === undefined && info.error instanceof Error && info.error.message === MSG_USER_MISSING);
  return (
    <section>
      <p>
        <Link to={routerPath(paths.adminUsers())}>← 返回用户管理</Link>
      </p>
      {missing ? <Empty text={MSG_USER_MISSING} /> : <QueryState query={info}>{(d) => <Detail user={d} />}</QueryState>}
    </section>
  );
}
