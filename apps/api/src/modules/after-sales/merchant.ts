// The seller's side of after-sales (售后处理, /merchantAfterSales): the requests of the caller's companies'
// orders by tab (待处理 / 已同意 / 已拒绝), one with its order, and the decision.
//
// 同意退款 (full, or a part up to what was paid for the order) is decided in ONE transaction: the request
// changes from waiting to approved by a conditional UPDATE (a double click or two windows decide once; the
// other gets 该售后申请已处理), the order's refund grows by a self-clamping UPDATE (never beyond what was
// paid), a full refund gives back the points the order spent, and an online order's refund is recorded as
// owed through the payment module (refundPart: never beyond what its payment kept). After the commit the
// payment module asks the provider (原路退回); a provider that cannot yet leaves it owed, and the running
// server's retry settles it with the same refund number. An offline order's refund is recorded for the
// seller to transfer back. 拒绝 needs a reason. The buyer reads the decision on /applyAfterSales.
import {
  AFTER_SALES_PAGE_SIZE,
  MSG_AFTER_SALES_DECIDED,
  MSG_AFTER_SALES_MISSING,
  MSG_AFTER_SALES_REFUND_OVER,
  PAY_CATE,
  type AfterSalesTab,
  type MerchantAfterSalesDetail,
  type MerchantAfterSalesPage,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { paging } from '../../db/paging';
import { DomainError, toFen } from '../../kernel';
import { formatChinaTime, type Clock } from '../../kernel/time';
import type { AuthUser } from '../account';
import { merchantCompanyIds } from '../merchant';
import { closeRefundedIn, shapeOrders } from '../orders';
import { MSG_PART_REFUND_NOT_PAID, type PaymentService } from '../payments';
import { changePoints } from '../personal';
import { pointsRefundedRemark } from './messages';
import { addOrderRefund, companyRequestPage, findCompanyRequest, markApproved, markRejected } from './merchant-queries';
import { REFUND_KIND } from './queries';

export interface AfterSalesDeskDeps {
  db: Db;
  clock: Clock;
  payments: PaymentService;
}

/** The caller: their id and roles decide which companies (and so which requests) they reach. */
type Caller = Pick<AuthUser, 'id' | 'roles'>;

export class AfterSalesDesk {
  constructor(private readonly deps: AfterSalesDeskDeps) {}

  private get db(): Db {
    return this.deps.db;
  }

  /** One page of a tab of the caller's companies' requests, with every tab's count. */
  async list(user: Caller, q: { tab: AfterSalesTab; pageNum?: number | undefined; pageSize?: number | undefined }): Promise<MerchantAfterSalesPage> {
    const companyIds = await merchantCompanyIds(this.db, user);
    return companyRequestPage(this.db, companyIds, q.tab, paging(q, AFTER_SALES_PAGE_SIZE));
  }

  /** One request of the caller's companies with its order (售后申请不存在 for anyone else's). */
  async detail(user: Caller, id: number): Promise<MerchantAfterSalesDetail> {
    return this.read(await merchantCompanyIds(this.db, user), id);
  }

  private async read(companyIds: number[], id: number): Promise<MerchantAfterSalesDetail> {
    const found = await findCompanyRequest(this.db, companyIds, id);
    if (!found) throw new DomainError(MSG_AFTER_SALES_MISSING);
    const [order] = await shapeOrders(this.db, [found.order], this.deps.clock.now());
    return { ...found.item, order: order! };
  }

  /** 同意退款 of `refundPrice` yuan (at most what was paid for the order). */
  async approve(user: Caller, id: number, refundPrice: string): Promise<MerchantAfterSalesDetail> {
    const { db, clock, payments } = this.deps;
    const companyIds = await merchantCompanyIds(db, user);
    const found = await findCompanyRequest(db, companyIds, id);
    if (!found) throw new DomainError(MSG_AFTER_SALES_MISSING);
    if (found.item.audit_status !== 0) throw new DomainError(MSG_AFTER_SALES_DECIDED);
    const refundFen = toFen(refundPrice);
    // the schema has checked the form; what was paid is the order's (the statements below hold it again)
    if (!Number.isSafeInteger(refundFen) || refundFen <= 0 || refundFen > found.order.totalFen - found.order.refundFen) {
      throw new DomainError(MSG_AFTER_SALES_REFUND_OVER);
    }
    const online = found.order.payCate === PAY_CATE.online;
    const now = clock.now();
    const refundNo = await db.transaction(async (tx) => {
      const decided = await markApproved(tx, { id, companyIds, refundFen, mode: online ? 'online' : 'offline', decideTime: formatChinaTime(now) });
      if (!decided) throw new DomainError(MSG_AFTER_SALES_DECIDED);
      const order = await addOrderRefund(tx, decided.orderId, refundFen);
      if (!order) throw new DomainError(MSG_AFTER_SALES_REFUND_OVER);
      // all of it back: the points the order spent too (once: the request is decided once)
      if (order.refundFen === order.totalFen) {
        if (order.usePoints > 0) await changePoints(tx, order.userId, order.usePoints, pointsRefundedRemark(order.orderNo), now);
        // nothing left to deliver or to confirm: the order is closed (its stock back if it never left)
        await closeRefundedIn(tx, decided.orderId, now);
      }
      if (!online) return null;
      if (!order.payOrderNo) throw new DomainError(MSG_PART_REFUND_NOT_PAID);
      const part = await payments.refundPart({ paymentOrderNo: order.payOrderNo, subjectKind: REFUND_KIND, subjectId: id, amountFen: refundFen }, tx);
      return part.refundNo;
    });
    // after the commit, outside the transaction: a provider call holds no row lock; a failure stays owed
    if (refundNo) await payments.settlePartRefund(refundNo);
    return this.read(companyIds, id);
  }

  /** 拒绝 with the seller's reason (the schema has required it). */
  async reject(user: Caller, id: number, reason: string): Promise<MerchantAfterSalesDetail> {
    const { db, clock } = this.deps;
    const companyIds = await merchantCompanyIds(db, user);
    if (!(await markRejected(db, id, companyIds, reason, formatChinaTime(clock.now())))) {
      const found = await findCompanyRequest(db, companyIds, id);
      throw new DomainError(found ? MSG_AFTER_SALES_DECIDED : MSG_AFTER_SALES_MISSING);
    }
    return this.read(companyIds, id);
  }
}
