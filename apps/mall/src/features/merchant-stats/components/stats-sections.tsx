// The overview's read-only parts: the four figures, 热销商品 TOP10 and the order-status counts (each a link
// to the list it counts, where there is one).
import type { MerchantStats, StatsTopProduct } from '@ws/api-sdk';
import { paths, type OrderStatus } from '@ws/routes';
import { AppLink, Empty, formatYuan } from '@ws/ui';
import { safeUrl } from '@/shared/files';
import classes from './stats.module.css';

export function FigureCards({ stats }: { stats: MerchantStats }) {
  const figures = [
    { label: '今日订单', value: String(stats.today.orders) },
    { label: '今日销售额', value: formatYuan(stats.today.sales) },
    { label: '近30天订单', value: String(stats.last30.orders) },
    { label: '近30天销售额', value: formatYuan(stats.last30.sales) },
  ];
  return (
    <dl className={classes.figures}>
      {figures.map((f) => (
        <div key={f.label} className={classes.figure}>
          <dt className={classes.figureLabel}>{f.label}</dt>
          <dd className={classes.figureValue}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TopRow({ p, rank }: { p: StatsTopProduct; rank: number }) {
  const img = safeUrl(p.img);
  return (
    <li className={classes.topRow} aria-label={`第${rank}名 ${p.name}`}>
      <span className={classes.rank} aria-hidden="true">
        {rank}
      </span>
      {img ? <img className={classes.topThumb} src={img} alt="" loading="lazy" width={40} height={40} /> : <span className={classes.topThumb} aria-hidden="true" />}
      <div className={classes.topInfo}>
        <AppLink to={paths.enableInfo(p.product_id)} className={classes.topName}>
          {p.name}
        </AppLink>
        <div className={classes.topMeta}>
          <span>销量 {p.amount}</span>
          <span>销售额 {formatYuan(p.sales)}</span>
        </div>
      </div>
    </li>
  );
}

export function TopProducts({ top }: { top: readonly StatsTopProduct[] }) {
  return (
    <section className={classes.section} aria-labelledby="stats-top">
      <h2 id="stats-top" className={classes.sectionTitle}>
        热销商品 TOP10
      </h2>
      {top.length === 0 ? (
        <Empty />
      ) : (
        <ol className={classes.topList}>
          {top.map((p, i) => (
            <TopRow key={p.product_id} p={p} rank={i + 1} />
          ))}
        </ol>
      )}
    </section>
  );
}

interface StatusEntry {
  label: string;
  count: number;
  /** where the counted records are listed; none for 已取消 (the order lists leave cancelled orders out) */
  to?: string;
}

const ORDER_STATUSES: { key: Exclude<OrderStatus, 'all'>; label: string }[] = [
  { key: 'notpay', label: '待付款' },
  { key: 'pay', label: '待发货' },
  { key: 'express', label: '待收货' },
  { key: 'confirm', label: '已完成' },
];

export function StatusCounts({ stats }: { stats: MerchantStats }) {
  const c = stats.status_counts;
  const entries: StatusEntry[] = [
    ...ORDER_STATUSES.map((s) => ({ label: s.label, count: c[s.key], to: paths.merchantOrders(s.key) })),
    { label: '已取消', count: c.cancelled },
    { label: '售后待处理', count: c.aftersales, to: paths.merchantAfterSales('pending') },
    { label: '库存不足商品', count: stats.low_stock, to: paths.merchantGoods() },
  ];
  return (
    <section className={classes.section} aria-labelledby="stats-status">
      <h2 id="stats-status" className={classes.sectionTitle}>
        订单状态
      </h2>
      <ul className={classes.statusList}>
        {entries.map((e) => {
          const body = (
            <>
              <span className={classes.statusLabel}>{e.label}</span>{' '}
              <span className={classes.statusCount}>{e.count}</span>
            </>
          );
          return (
            <li key={e.label}>
              {e.to ? (
                <AppLink to={e.to} className={classes.status}>
                  {body}
                </AppLink>
              ) : (
                <div className={classes.status}>
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
