import { AppLink, QueryState } from '@ws/ui';
import { useHomeStat } from '../api/use-stat';
import { VerticalTicker } from './vertical-ticker';
import classes from './home-strip.module.css';

/** Spec: the stat line rotates every 3 s. */
export const STAT_INTERVAL_MS = 3000;

const fmt = (n: number) => (Number.isFinite(n) ? String(n) : '0');

/** Block 2: 入驻企业 {company_amount} 家 (→ /listcompany) / 累计访问 {visit_amount} 次, rotating. */
export function StatLine() {
  const stat = useHomeStat();
  return (
    <div className={classes.cell}>
      <span className={classes.badge}>平台数据</span>
      <QueryState query={stat} inline>
        {(d) => (
          <VerticalTicker
            className={classes.ticker}
            label="平台数据"
            interval={STAT_INTERVAL_MS}
            items={[
              {
                key: 'company',
                node: (
                  <AppLink to="/listcompany" className={classes.stat}>
                    入驻企业<b className={classes.num}>{fmt(d.company_amount)}</b>家
                  </AppLink>
                ),
              },
              {
                key: 'visit',
                node: (
                  <span className={classes.stat}>
                    累计访问<b className={classes.num}>{fmt(d.visit_amount)}</b>次
                  </span>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </div>
  );
}
