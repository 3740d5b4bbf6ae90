// 工作台's figures for 运营 and 超级管理员: today's and the last 30 days' orders, sales and new members, and their
// chart per day (@ws/ui's day chart, in a chunk of its own loaded after the figures; a placeholder of its height
// meanwhile), with 查看数据: the days as a table for keyboard and screen-reader users.
import { endpoints, type AdminDashboard } from '@ws/api-sdk';
import { formatYuan, QueryState, SkeletonBlock } from '@ws/ui';
import { lazy, Suspense } from 'react';
import { hasRole, useStaffSession } from '@/shared/session';
import { useDashboardFigures } from '../api/waiting-count';
import classes from './dashboard.module.css';

const FiguresChart = lazy(() => import('./figures-chart'));
export const CHART_HEIGHT = 220;

const summary = (d: AdminDashboard) =>
  `近30天每日订单数、新增会员（左轴）与销售额（右轴）图表，${d.days[0]?.date ?? ''} 至 ${d.days.at(-1)?.date ?? ''}：共 ${d.last30.orders} 单，销售额 ${formatYuan(d.last30.sales)}，新增会员 ${d.last30.members} 人`;

function Figures({ data }: { data: AdminDashboard }) {
  const cells: [string, string][] = [
    ['今日订单', String(data.today.orders)],
    ['今日销售额', formatYuan(data.today.sales)],
    ['今日新增会员', String(data.today.members)],
    ['近30天订单', String(data.last30.orders)],
    ['近30天销售额', formatYuan(data.last30.sales)],
    ['近30天新增会员', String(data.last30.members)],
  ];
  return (
    <>
      <dl className={classes.figures}>
        {cells.map(([label, value]) => (
          <div key={label} className={classes.figure}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={classes.chartBox} role="img" aria-label={summary(data)}>
        <Suspense fallback={<SkeletonBlock height={CHART_HEIGHT} />}>
          <FiguresChart days={data.days} height={CHART_HEIGHT} />
        </Suspense>
      </div>
      <details className={classes.data}>
        <summary>查看数据</summary>
        <div className={classes.tableBox}>
          <table className={classes.table}>
            <caption>近30天每日订单数、销售额与新增会员</caption>
            <thead>
              <tr>
                <th scope="col">日期</th>
                <th scope="col">订单数</th>
                <th scope="col">销售额</th>
                <th scope="col">新增会员</th>
              </tr>
            </thead>
            <tbody>
              {data.days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{d.date}</th>
                  <td>{d.orders}</td>
                  <td>{formatYuan(d.sales)}</td>
                  <td>{d.members}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}

/** The figures, for the roles that may read them (none asked otherwise). */
export function DashboardFigures() {
  const { staff } = useStaffSession();
  if (!hasRole(staff?.roles, endpoints.adminDashboard.staff)) return null;
  return <FiguresFor />;
}

function FiguresFor() {
  const figures = useDashboardFigures();
  return (
    <section aria-labelledby="figures-title" className={classes.figuresPanel}>
      <h2 id="figures-title" className={classes.cardTitle}>
        经营数据
      </h2>
      <QueryState query={figures}>{(d) => <Figures data={d} />}</QueryState>
    </section>
  );
}
