// /personal: account (masked phone), earnings, wallet, points, team counts, the order shortcuts with their
// counts, and the upgrade button (/uconfigJoin) while the user has no company (company2_amount 0),
// otherwise the enterprise-user badge.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button } from '@mantine/core';
import { paths } from '@ws/routes';
import { AppLink, QueryState } from '@ws/ui';
import { usePersonalUser } from '../api/use-personal-user';
import { maskPhone } from '../lib/format';
import classes from './personal.module.css';

const SHORTCUTS = [
  { status: 'notpay', label: '待付款' },
  { status: 'pay', label: '待发货' },
  { status: 'express', label: '待收货' },
  { status: 'confirm', label: '已完成' },
  { status: 'all', label: '全部订单' },
] as const;

export function PersonalHome() {
  const user = usePersonalUser();
  return (
    <QueryState query={user}>
      {(u) => (
        <>
          <div className={classes.account}>
            <strong>{u.name || '会员'}</strong>
            <span>账号：{maskPhone(u.user_mobile)}</span>
            {u.company2_amount > 0 ? (
              <Badge color="teal" variant="light">
                企业用户
              </Badge>
            ) : (
              <Button component={AppLink} to="/uconfigJoin" size="xs" variant="light">
                升级为企业用户
              </Button>
            )}
          </div>
          <div className={classes.cards}>
            <AppLink to="/myProfitMoney" className={classes.card}>
              <div className={classes.cardValue}>{u.ProfitMoney}</div>
              <div className={classes.cardLabel}>我的收益（元）</div>
            </AppLink>
            <AppLink to="/myUserMoney" className={classes.card}>
              <div className={classes.cardValue}>{u.UserMoney}</div>
              <div className={classes.cardLabel}>我的钱包（元）</div>
            </AppLink>
            <AppLink to="/integral" className={classes.card}>
              <div className={classes.cardValue}>{u.ProfitJifen}</div>
              <div className={classes.cardLabel}>我的积分</div>
            </AppLink>
            <AppLink to="/teams" className={classes.card}>
              <div className={classes.cardValue}>{u.TeamNum}</div>
              <div className={classes.cardLabel}>我的团队（人）</div>
            </AppLink>
          </div>
          <h2 className={classes.sectionTitle}>我的订单</h2>
          <nav className={classes.cards} aria-label="订单快捷入口">
            {SHORTCUTS.map((s) => (
              <AppLink key={s.status} to={paths.myOrders(s.status)} className={classes.card}>
                <div className={classes.cardValue}>{u.order_counts[s.status]}</div>
                <div className={classes.cardLabel}>{s.label}</div>
              </AppLink>
            ))}
          </nav>
        </>
      )}
    </QueryState>
  );
}
