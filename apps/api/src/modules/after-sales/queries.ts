// The after-sales SQL of the buyer's side: the caller's order by its number, the one request of an order,
// and row → AfterSales (shared with the seller's side, merchant-queries.ts). Every statement here carries
// `user_id = caller`.
import {
  AFTER_SALES_ARBITRATION_NAMES,
  AFTER_SALES_AUDIT_NAMES,
  AFTER_SALES_CATE_LABELS,
  AFTER_SALES_DECISION_NAMES,
  type AfterSales,
  type AfterSalesArbitration,
  type AfterSalesCate,
  type AfterSalesRefundMode,
  type AfterSalesRefundState,
  type FileRef,
} from '@ws/api-sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { afterSales, orders, paymentRefunds } from '../../db/schema';
import { fenToYuan } from '../../kernel';
import { displayTime } from '../../kernel/time';

export type AfterSalesRow = typeof afterSales.$inferSelect;
type NewAfterSales = typeof afterSales.$inferInsert;

/** payment_refunds' kind of an after-sales refund (the payment module's PartRefundKind). */
export const REFUND_KIND = 'after_sales';

/** The online refund of a request, if any: payment_refunds by (kind, subject), its unique index. */
export const refundOfRequest = and(eq(paymentRefunds.subjectKind, REFUND_KIND), eq(paymentRefunds.subjectId, afterSales.id));

const refundStateOf = (status: string | null | undefined): AfterSalesRefundState | null =>
  status === 'refunded' || status === 'refund_pending' ? status : null;

/** A stored request and (for an online refund) its payment_refunds status → the API shape. */
export const toAfterSales = (r: AfterSalesRow, refundStatus: string | null = null): AfterSales => {
  const status = (r.auditStatus === 1 || r.auditStatus === 2 ? r.auditStatus : 0) as 0 | 1 | 2;
  const cate = r.cate as AfterSalesCate;
  const arbitration = r.arbitration === 'refund' || r.arbitration === 'closed' ? (r.arbitration as AfterSalesArbitration) : null;
  return {
    id: r.id,
    order_no: r.orderNo,
    cate,
    cate_name: AFTER_SALES_CATE_LABELS[cate] ?? '',
    remark: r.remark,
    file_items: r.fileItems as FileRef[],
    audit_status: status,
    audit_status_name: AFTER_SALES_AUDIT_NAMES[status],
    // the platform's decision, once there is one, is what both sides read first
    decision_name: arbitration ? AFTER_SALES_ARBITRATION_NAMES[arbitration] : AFTER_SALES_DECISION_NAMES[status],
    decide_reason: r.decideReason,
    refund_price: status === 1 && r.refundFen !== null ? fenToYuan(r.refundFen) : '',
    refund_mode: status === 1 && (r.refundMode === 'online' || r.refundMode === 'offline') ? (r.refundMode as AfterSalesRefundMode) : null,
    refund_state: status === 1 ? refundStateOf(refundStatus) : null,
    decide_time: displayTime(r.decideTime),
    create_time: displayTime(r.createTime),
    arbitration,
    arbitration_name: arbitration ? AFTER_SALES_ARBITRATION_NAMES[arbitration] : '',
    arbitration_reason: r.arbitrationReason,
    arbitrated_at: displayTime(r.arbitratedAt),
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

/** The caller's request of an order with the seller's decision and its refund, or null. */
export async function findAfterSales(db: Db, userId: number, orderId: number): Promise<AfterSales | null> {
  const [row] = await db
    .select({ request: afterSales, refundStatus: paymentRefunds.status })
    .from(afterSales)
    .leftJoin(paymentRefunds, refundOfRequest)
    .where(and(eq(afterSales.orderId, orderId), eq(afterSales.userId, userId)))
    .limit(1);
  return row ? toAfterSales(row.request, row.refundStatus) : null;
}
