import { Skeleton } from '@mantine/core';
import { AppLink } from '@ws/ui';
import { useHomeStat } from '../api/use-stat';
import { VerticalTicker } from './vertical-ticker';
import classes from './home-strip.module.css';
import '@mantine/core/styles/Skeleton.css';

/** Spec: the stat line rotates every 3 s. */
export const STAT_INTERVAL_MS = 3000;

const fmt = (n: number) => (Number.isFinite(n) ? String(n) : '0');

/** Block 2: 入驻企业 {company_amount} 家 (→ /listcompany) / 累计访问 {visit_amount} 次, rotating. */
export function StatLine() {
  const stat = useHomeStat();
  return (
    <div className={classes.cell}>
      <span className={classes.badge}>平台数据</span>
      {stat.isPending ? (
        <Skeleton height={18} width={180} aria-label="加载中" />
      ) : stat.isError ? (
        <span className={classes.muted}>数据加载失败</span>
      ) : (
        <VerticalTicker
          className={classes.ticker}
          label="平台数据"
          interval={STAT_INTERVAL_MS}
          items={[
            {
              key: 'company',
              node: (
                <AppLink to="/listcompany" className={classes.stat}>
                  入驻企业<b className={classes.num}>{fmt(stat.data.company_amount)}</b>家
                </AppLink>
              ),
            },
            {
              key: 'visit',
              node: (
                <span className={classes.stat}>
                  累计访问<b className={classes.num}>{fmt(stat.data.visit_amount)}</b>次
                </span>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
