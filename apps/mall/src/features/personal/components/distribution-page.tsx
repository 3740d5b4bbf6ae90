// /distribution: invited suppliers, invited members, supplier sales, member purchases (getSalesmanStat).
import { formatYuan, QueryState } from '@ws/ui';
import { useSalesmanStat } from '../api/use-lists';
import classes from './personal.module.css';

export function DistributionPage() {
  const stat = useSalesmanStat();
  return (
    <QueryState query={stat}>
      {(s) => (
        <div className={classes.cards}>
          <div className={classes.card}>
            <div className={classes.cardValue}>{s.sub_company_amount}</div>
            <div className={classes.cardLabel}>邀请供应商（家）</div>
          </div>
          <div className={classes.card}>
            <div className={classes.cardValue}>{s.sub_user_amount}</div>
            <div className={classes.cardLabel}>邀请会员（人）</div>
          </div>
          <div className={classes.card}>
            <div className={classes.cardValue}>{formatYuan(s.sub_company_order_total)}</div>
            <div className={classes.cardLabel}>供应商销售数据</div>
          </div>
          <div className={classes.card}>
            <div className={classes.cardValue}>{formatYuan(s.sub_user_order_total)}</div>
            <div className={classes.cardLabel}>会员采购数据</div>
          </div>
        </div>
      )}
    </QueryState>
  );
}
