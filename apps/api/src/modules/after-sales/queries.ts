// The after-sales SQL: the caller's order by its number, the one request of an order, and row → AfterSales.
// Every statement carries `user_id = caller`.
import { AFTER_SALES_AUDIT_NAMES, type AfterSales, type AfterSalesCate, type FileRef } from '@ws/api-sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { afterSales, orders } from '../../db/schema';
import { displayTime } from '../../kernel/time';

type AfterSalesRow = typeof afterSales.$inferSelect;
type NewAfterSales = typeof afterSales.$inferInsert;

const toAfterSales = (r: AfterSalesRow): AfterSales => {
  const status = (r.auditStatus === 1 || r.auditStatus === 2 ? r.auditStatus : 0) as 0 | 1 | 2;
  return {
    id: r.id,
    order_no: r.orderNo,
    cate: r.cate as AfterSalesCate,
    remark: r.remark,
    file_items: r.fileItems as FileRef[],
    audit_status: status,
    audit_status_name: AFTER_SALES_AUDIT_NAMES[status],
    create_time: displayTime(r.createTime),
  };
};

/** The caller's order by its number (cancelled ones too), or null. */
export async function findOwnOrder(db: Db, userId: number, orderNo: string) {
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, companyId: orders.companyId, ispay: orders.ispay, isconfirm: orders.isconfirm, state: orders.state })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Insert a request; a second one of the same order violates the unique index (the caller answers it). */
export async function insertAfterSales(db: Db, values: NewAfterSales): Promise<AfterSales> {
  const [row] = await db.insert(afterSales).values(values).returning();
  return toAfterSales(row!);
}

/** The caller's request of an order, or null. */
export async function findAfterSales(db: Db, userId: number, orderId: number): Promise<AfterSales | null> {
  const [row] = await db
    .select()
    .from(afterSales)
    .where(and(eq(afterSales.orderId, orderId), eq(afterSales.userId, userId)))
    .limit(1);
  return row ? toAfterSales(row) : null;
}
