// The after-sales SQL of the seller's side (售后处理): the requests of the caller's companies' orders, and the
// decision's conditional statements. Every statement carries `company_id in (the caller's companies)`, so
// another company's request reads as missing. Money changes only by conditional, self-clamping UPDATEs.
import type { AfterSalesOrderLine, AfterSalesTab, MerchantAfterSales, PayCate } from '@ws/api-sdk/contract';
import { AFTER_SALES_TAB_STATUS, AFTER_SALES_TABS } from '@ws/api-sdk/contract';
import { and, asc, count, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { newestFirst } from '../../db/paging';
import { afterSales, orderItems, orders, paymentRefunds, users } from '../../db/schema';
import { fenToYuan, maskMobile } from '../../kernel';
import type { DbTx } from '../payments';
import { PAY_CATE_NAMES } from './messages';
import { refundOfRequest, toAfterSales } from './queries';

export type OrderRow = typeof orders.$inferSelect;

const ofCompanies = (companyIds: number[]): SQL => inArray(afterSales.companyId, companyIds);

/** What one row of the seller's list reads: the request, its order, the buyer, the online refund's state. */
const rowSelect = (db: Db) =>
  db
    .select({ request: afterSales, order: orders, buyerName: users.name, buyerMobile: users.userMobile, refundStatus: paymentRefunds.status })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .innerJoin(users, eq(users.id, afterSales.userId))
    .leftJoin(paymentRefunds, refundOfRequest)
    .$dynamic();

type Joined = Awaited<ReturnType<ReturnType<typeof rowSelect>['execute']>>[number];

/** Rows → the seller's shape, with each order's lines (one query for the page). */
async function shape(db: Db, rows: Joined[]): Promise<{ item: MerchantAfterSales; order: OrderRow }[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const linesOf = new Map<number, AfterSalesOrderLine[]>();
  for (const l of lines) {
    const line: AfterSalesOrderLine = {
      product_name: l.productName,
      atts_items_names: l.attsItemsNames,
      amount: l.amount,
      price: fenToYuan(l.priceFen),
      firstFile: l.imgUrl ? { FileUrl: l.imgUrl } : null,
    };
    linesOf.set(l.orderId, [...(linesOf.get(l.orderId) ?? []), line]);
  }
  return rows.map((r) => {
    const payCate = (r.order.payCate === 1 ? 1 : 0) as PayCate;
    return {
      order: r.order,
      item: {
        ...toAfterSales(r.request, r.refundStatus),
        buyer_name: r.buyerName,
        buyer_mobile: maskMobile(r.buyerMobile),
        pay_cate: payCate,
        pay_cate_name: PAY_CATE_NAMES[payCate],
        total_price: fenToYuan(r.order.totalFen),
        use_profit_jifen: r.order.usePoints,
        items: linesOf.get(r.order.id) ?? [],
      },
    };
  });
}

/** One page of a tab, newest first (after_sales_company_idx: company, status, create_time). */
export async function companyRequestPage(db: Db, companyIds: number[], tab: AfterSalesTab, page: Paging) {
  const where = and(ofCompanies(companyIds), eq(afterSales.auditStatus, AFTER_SALES_TAB_STATUS[tab]));
  const [rows, totals] = await Promise.all([
    rowSelect(db)
      .where(where)
      .orderBy(...newestFirst(afterSales.createTime, afterSales.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ status: afterSales.auditStatus, n: count() }).from(afterSales).where(ofCompanies(companyIds)).groupBy(afterSales.auditStatus),
  ]);
  const counts = Object.fromEntries(AFTER_SALES_TABS.map((t) => [t, totals.find((x) => x.status === AFTER_SALES_TAB_STATUS[t])?.n ?? 0])) as Record<
    AfterSalesTab,
    number
  >;
  return { items: (await shape(db, rows)).map((r) => r.item), total: counts[tab], counts };
}

/** One request of the caller's companies with its order row, or null. */
export async function findCompanyRequest(db: Db, companyIds: number[], id: number) {
  const rows = await rowSelect(db)
    .where(and(eq(afterSales.id, id), ofCompanies(companyIds)))
    .limit(1);
  return (await shape(db, rows))[0] ?? null;
}

/** The platform's decision (售后仲裁): who, why, when, and the moment before which a pending request waits for it. */
export interface Arbitration {
  staffId: number | null;
  reason: string;
  /** 'YYYY-MM-DD HH:mm:ss' China time */
  at: string;
  /** a request still pending waits for the platform once created at or before this ('YYYY-MM-DD HH:mm:ss') */
  overdueAt: string;
}

/** Who decides a request: its seller (the caller's companies; the request waiting for them) or the platform. */
export type Decider = { companyIds: number[] } | { arbitration: Arbitration };

/** A request waits for the platform: not decided by it, and refused by the seller or pending since `overdueAt`. */
export const waitingForPlatform = (overdueAt: string): SQL =>
  and(
    isNull(afterSales.arbitration),
    or(eq(afterSales.auditStatus, 2), and(eq(afterSales.auditStatus, 0), lte(afterSales.createTime, overdueAt))),
  )!;

/** What `by` may decide: the seller a waiting request of its companies, the platform one waiting for it. */
const decidableBy = (by: Decider): SQL =>
  'companyIds' in by ? and(ofCompanies(by.companyIds), eq(afterSales.auditStatus, 0))! : waitingForPlatform(by.arbitration.overdueAt);

export interface Approval {
  id: number;
  by: Decider;
  refundFen: number;
  mode: 'online' | 'offline';
  /** when the decision is made ('YYYY-MM-DD HH:mm:ss') */
  decideTime: string;
}

/**
 * Approve a request `by` may decide: one conditional UPDATE, so a double click, two windows, or the seller and
 * the platform at once decide it once. The seller's approval is its decision; the platform's keeps the seller's
 * (a refusal and its reason) and records its own. Answers the order it is about, or null (missing, or decided).
 */
export async function markApproved(tx: DbTx, a: Approval): Promise<{ orderId: number } | null> {
  const decision =
    'companyIds' in a.by
      ? { decideReason: '', decideTime: a.decideTime }
      : { arbitration: 'refund', arbitrationReason: a.by.arbitration.reason, arbitratedBy: a.by.arbitration.staffId, arbitratedAt: a.decideTime };
  const [row] = await tx
    .update(afterSales)
    .set({ auditStatus: 1, refundFen: a.refundFen, refundMode: a.mode, ...decision })
    .where(and(eq(afterSales.id, a.id), decidableBy(a.by)))
    .returning({ orderId: afterSales.orderId });
  return row ?? null;
}

/** The platform closes a request waiting for it (售后仲裁 关闭申请): refused for good; false when none changed. */
export async function markClosed(tx: DbTx, id: number, a: Arbitration): Promise<boolean> {
  const changed = await tx
    .update(afterSales)
    .set({ auditStatus: 2, arbitration: 'closed', arbitrationReason: a.reason, arbitratedBy: a.staffId, arbitratedAt: a.at })
    .where(and(eq(afterSales.id, id), waitingForPlatform(a.overdueAt)))
    .returning({ id: afterSales.id });
  return changed.length > 0;
}

/** Reject a waiting request of the caller's companies (the same conditional UPDATE); false when none changed. */
export async function markRejected(db: Db, id: number, companyIds: number[], reason: string, decideTime: string): Promise<boolean> {
  const changed = await db
    .update(afterSales)
    .set({ auditStatus: 2, decideReason: reason, decideTime })
    .where(and(eq(afterSales.id, id), ofCompanies(companyIds), eq(afterSales.auditStatus, 0)))
    .returning({ id: afterSales.id });
  return changed.length > 0;
}

/**
 * Add a refund to a paid order: self-clamping (the order's refunds never exceed what was paid for it, also
 * a CHECK). Answers what the decision needs of the order afterwards, or null when it would exceed.
 */
export async function addOrderRefund(tx: DbTx, orderId: number, refundFen: number) {
  const [row] = await tx
    .update(orders)
    .set({ refundFen: sql`${orders.refundFen} + ${refundFen}` })
    .where(and(eq(orders.id, orderId), eq(orders.ispay, 1), sql`${orders.refundFen} + ${refundFen} <= ${orders.totalFen}`))
    .returning({
      orderNo: orders.orderNo,
      userId: orders.userId,
      totalFen: orders.totalFen,
      refundFen: orders.refundFen,
      usePoints: orders.usePoints,
      walletFen: orders.walletFen,
      payOrderNo: orders.payOrderNo,
    });
  return row ?? null;
}
