// /admin (工作台): a welcome with the staff member's name and roles, and a card for each screen their roles
// open, with the number of waiting items where the API has one (入驻审核: 待审核 enterprise records and expert
// applications; 线下转账对账: checkouts whose transfer waits for 确认到账; 商品审核: products waiting; 售后仲裁:
// requests waiting for the platform); for 运营 and 超级管理员 the platform's figures and their chart first. No
// figures of its own: every number is an answer of the server.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ADMIN_REVIEW_KIND_LABELS, ADMIN_REVIEW_KINDS, STAFF_ROLE_LABELS, type AdminReviewKind } from '@ws/api-sdk';
import { paths, type AdminPath } from '@ws/routes';
import { menuFor, routerPath } from '@/shared/navigation';
import { useStaffSession } from '@/shared/session';
import { useWaitingAfterSales, useWaitingCount, useWaitingProducts, useWaitingTransfers } from '../api/waiting-count';
import classes from './dashboard.module.css';
import { DashboardFigures } from './figures';

function Count({ label, count }: { label: string; count: { data?: number | undefined; isError: boolean } }) {
  return (
    <div className={classes.count}>
      <dt>{label}</dt>
      <dd>{count.data ?? (count.isError ? '—' : '…')}</dd>
    </div>
  );
}

function WaitingCount({ kind }: { kind: AdminReviewKind }) {
  return <Count label={`${ADMIN_REVIEW_KIND_LABELS[kind]}待审核`} count={useWaitingCount(kind)} />;
}

function WaitingProducts() {
  return <Count label="商品待审核" count={useWaitingProducts()} />;
}

function WaitingTransfers() {
  return <Count label="转账待确认" count={useWaitingTransfers()} />;
}

function WaitingAfterSales() {
  return <Count label="售后待仲裁" count={useWaitingAfterSales()} />;
}

/** The waiting counts of a screen's card (none for a screen without a count call). */
const COUNTS: Partial<Record<AdminPath, () => ReactNode>> = {
  '/admin/reviews': () => (
    <dl className={classes.counts}>
      {ADMIN_REVIEW_KINDS.map((k) => (
        <WaitingCount key={k} kind={k} />
      ))}
    </dl>
  ),
  '/admin/products': () => (
    <dl className={classes.counts}>
      <WaitingProducts />
    </dl>
  ),
  '/admin/transfers': () => (
    <dl className={classes.counts}>
      <WaitingTransfers />
    </dl>
  ),
  '/admin/aftersales': () => (
    <dl className={classes.counts}>
      <WaitingAfterSales />
    </dl>
  ),
};

/** Where a card leads (the review list opens on its 待审核 tab). */
const cardLink = (path: AdminPath): string => (path === '/admin/reviews' ? paths.adminReviews({ kind: 'company', status: 0 }) : path);

export function Dashboard() {
  const { staff } = useStaffSession();
  const cards = menuFor(staff?.roles).filter((m) => m.path !== '/admin');
  return (
    <section aria-labelledby="welcome">
      <h1 id="welcome" className={classes.welcome}>
        欢迎，{staff?.name}
      </h1>
      <p className={classes.roles}>角色：{staff?.roles.map((r) => STAFF_ROLE_LABELS[r]).join('、')}</p>
      <DashboardFigures />
      <div className={classes.cards}>
        {cards.map((m) => (
          <Link key={m.path} to={routerPath(cardLink(m.path))} className={classes.card}>
            <h2 className={classes.cardTitle}>{m.label}</h2>
            {COUNTS[m.path]?.()}
          </Link>
        ))}
      </div>
    </section>
  );
}
