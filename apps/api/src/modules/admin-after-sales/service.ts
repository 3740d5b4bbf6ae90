// 售后仲裁 of the operations console: the requests waiting for the platform (refused by the seller, or left
// pending for AFTER_SALES_ARBITRATION_HOURS by the app's clock) and those it decided; 判定退款 goes through the
// after-sales module's one refund rule (approveRefundIn: the same conditional statements, the same payment
// module refund, settled after the commit) and 关闭申请 through its conditional close, each with its audit row
// in the same transaction. A request no longer waiting (the seller approved it meanwhile, another staff member
// decided) answers 该售后申请已处理 and writes nothing; so does an amount above what is left to refund.
import {
  AFTER_SALES_ARBITRATION_HOURS,
  MSG_AFTER_SALES_DECIDED,
  MSG_AFTER_SALES_MISSING,
  MSG_ARBITRATION_AMOUNT_OVER,
  PAY_CATE,
  type AdminAfterSalesAction,
  type AdminAfterSalesItem,
  type AdminAfterSalesPage,
  type AdminAfterSalesTab,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { DomainError, fenToYuan, toFen, type Clock } from '../../kernel';
import { formatChinaTime } from '../../kernel/time';
import { approveRefundIn, markClosed, settleRefund, type Arbitration } from '../after-sales';
import { recordAudit, type AuditActor } from '../audit';
import type { PaymentService } from '../payments';
import { summaryClose, summaryRefund } from './messages';
import { findRequest, requestPage } from './queries';

interface By {
  staff: AuditActor;
  ip: string;
}

/** A pending request created at or before this moment waits for the platform. */
export const overdueAt = (now: Date): string => formatChinaTime(new Date(now.getTime() - AFTER_SALES_ARBITRATION_HOURS * 3_600_000));

/** adminAfterSalesList: one page of a tab. */
export function listAfterSales(db: Db, clock: Clock, tab: AdminAfterSalesTab, keyword: string, page: Paging): Promise<AdminAfterSalesPage> {
  return requestPage(db, tab, keyword.trim(), overdueAt(clock.now()), page);
}

export interface Decision {
  id: number;
  action: AdminAfterSalesAction;
  /** refund: yuan as typed (the schema has checked its form) */
  refundPrice: string;
  reason: string;
}

/** adminAfterSalesDecide: 判定退款 or 关闭申请 of a request waiting for the platform; answers it as it is now. */
export async function decideAfterSales(db: Db, clock: Clock, payments: PaymentService, by: By, d: Decision): Promise<AdminAfterSalesItem> {
  const now = clock.now();
  const arbitration: Arbitration = { staffId: by.staff.id, reason: d.reason, at: formatChinaTime(now), overdueAt: overdueAt(now) };
  const found = await findRequest(db, d.id, arbitration.overdueAt);
  if (!found) throw new DomainError(MSG_AFTER_SALES_MISSING);
  if (!found.wait_reason) throw new DomainError(MSG_AFTER_SALES_DECIDED);
  const before = {
    audit_status: found.audit_status,
    decision: found.decision_name,
    decide_reason: found.decide_reason,
    order_refunded: found.order.refunded,
  };
  const audit = { staff: by.staff, ip: by.ip, at: now, targetKind: 'after_sales', targetId: found.order_no };

  if (d.action === 'close') {
    await db.transaction(async (tx) => {
      if (!(await markClosed(tx, d.id, arbitration))) throw new DomainError(MSG_AFTER_SALES_DECIDED);
      await recordAudit(tx, {
        ...audit,
        action: 'aftersales.close',
        summary: summaryClose(found.order_no, d.reason),
        before,
        after: { audit_status: 2, arbitration: 'closed', reason: d.reason },
      });
    });
    return (await findRequest(db, d.id, arbitration.overdueAt))!;
  }

  const refundFen = toFen(d.refundPrice);
  const leftFen = toFen(found.order.refundable);
  if (!Number.isSafeInteger(refundFen) || refundFen <= 0 || refundFen > leftFen) {
    throw new DomainError(`${MSG_ARBITRATION_AMOUNT_OVER}（可退 ¥${found.order.refundable}）`);
  }
  const online = found.order.pay_cate === PAY_CATE.online;
  const done = await db.transaction(async (tx) => {
    const refunded = await approveRefundIn(tx, payments, { id: d.id, by: { arbitration }, refundFen, online, now });
    await recordAudit(tx, {
      ...audit,
      action: 'aftersales.refund',
      summary: summaryRefund(found.order_no, fenToYuan(refundFen), d.reason),
      before,
      after: {
        audit_status: 1,
        arbitration: 'refund',
        reason: d.reason,
        refund_price: fenToYuan(refundFen),
        refund_mode: online ? 'online' : 'offline',
        order_refunded: fenToYuan(refunded.orderRefundFen),
      },
    });
    return refunded;
  });
  await settleRefund(payments, done);
  return (await findRequest(db, d.id, arbitration.overdueAt))!;
}
