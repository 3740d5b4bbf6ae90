// The SQL of 售后仲裁: after-sales requests waiting for the platform (refused by the seller, or pending since
// before the overdue moment) oldest first, or decided by it newest first, each with its order, the buyer, the
// seller, the online refund's state and who decided. The waiting rule is the after-sales module's
// (waitingForPlatform), the one its conditional UPDATEs hold.
import type { AdminAfterSalesItem, AdminAfterSalesPage, AdminAfterSalesTab, AfterSalesOrderLine, PayCate } from '@ws/api-sdk/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { afterSales, companies, orderItems, orders, paymentRefunds, staff, users } from '../../db/schema';
import { fenToYuan } from '../../kernel';
import { PAY_CATE_NAMES, refundOfRequest, toAfterSales, waitingForPlatform } from '../after-sales';

const rowSelect = (db: Db) =>
  db
    .select({
      request: afterSales,
      order: { id: orders.id, payCate: orders.payCate, totalFen: orders.totalFen, refundFen: orders.refundFen },
      companyName: companies.name,
      buyer: { id: users.id, name: users.name, mobile: users.userMobile },
      refundStatus: paymentRefunds.status,
      staffName: staff.name,
    })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .innerJoin(users, eq(users.id, afterSales.userId))
    .innerJoin(companies, eq(companies.id, afterSales.companyId))
    .leftJoin(paymentRefunds, refundOfRequest)
    .leftJoin(staff, eq(staff.id, afterSales.arbitratedBy))
    .$dynamic();

type Joined = Awaited<ReturnType<ReturnType<typeof rowSelect>['execute']>>[number];

const decided = isNotNull(afterSales.arbitration);
const tabWhere = (tab: AdminAfterSalesTab, overdueAt: string): SQL => (tab === 'waiting' ? waitingForPlatform(overdueAt) : decided);
/** An order number or a buyer's phone, exactly (both indexed). */
const byKeyword = (kw: string): SQL | undefined => (kw ? or(eq(afterSales.orderNo, kw), eq(users.userMobile, kw)) : undefined);

async function shape(db: Db, rows: Joined[]): Promise<AdminAfterSalesItem[]> {
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
    const request = toAfterSales(r.request, r.refundStatus);
    return {
      ...request,
      order: {
        order_id: r.order.id,
        company_name: r.companyName,
        pay_cate: payCate,
        pay_cate_name: PAY_CATE_NAMES[payCate],
        total: fenToYuan(r.order.totalFen),
        refunded: fenToYuan(r.order.refundFen),
        refundable: fenToYuan(Math.max(0, r.order.totalFen - r.order.refundFen)),
        items: linesOf.get(r.order.id) ?? [],
      },
      buyer: { user_id: r.buyer.id, name: r.buyer.name, mobile: r.buyer.mobile },
      wait_reason: request.arbitration ? null : request.audit_status === 2 ? 'refused' : request.audit_status === 0 ? 'overdue' : null,
      arbitrated_by: request.arbitration ? (r.staffName ?? '') : '',
    };
  });
}

/** One page of a tab, and both tabs' counts under the same keyword. */
export async function requestPage(db: Db, tab: AdminAfterSalesTab, keyword: string, overdueAt: string, page: Paging): Promise<AdminAfterSalesPage> {
  const kw = byKeyword(keyword);
  const counted = (t: AdminAfterSalesTab) =>
    db
      .select({ n: count() })
      .from(afterSales)
      .innerJoin(users, eq(users.id, afterSales.userId))
      .where(and(tabWhere(t, overdueAt), kw))
      .then((r) => r[0]?.n ?? 0);
  const [rows, waiting, done] = await Promise.all([
    rowSelect(db)
      .where(and(tabWhere(tab, overdueAt), kw))
      .orderBy(...(tab === 'waiting' ? [asc(afterSales.createTime), asc(afterSales.id)] : [desc(afterSales.arbitratedAt), desc(afterSales.id)]))
      .limit(page.pageSize)
      .offset(page.offset),
    counted('waiting'),
    counted('decided'),
  ]);
  const counts = { waiting, decided: done };
  return { items: await shape(db, rows), total: counts[tab], counts };
}

/** One request as the console reads it, or null. */
export async function findRequest(db: Db, id: number, overdueAt: string): Promise<AdminAfterSalesItem | null> {
  const rows = await rowSelect(db).where(eq(afterSales.id, id)).limit(1);
  const [item] = await shape(db, rows);
  if (!item) return null;
  // a pending request not yet overdue is not the platform's to decide
  if (item.wait_reason === 'overdue' && item.create_time > overdueAt) return { ...item, wait_reason: null };
  return item;
}
