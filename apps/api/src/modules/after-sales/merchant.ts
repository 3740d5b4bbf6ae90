// The seller's side of after-sales (售后处理, /merchantAfterSales): the requests of the caller's companies'
// orders by tab (待处理 / 已同意 / 已拒绝), one with its order, and the decision.
//
// 同意退款 (full, or a part up to what was paid for the order) is decided in ONE transaction by refund.ts's
// approveRefundIn, the rule the platform's 判定退款 (售后仲裁) shares: the request changes from waiting to
// approved by a conditional UPDATE (a double click, two windows, or the platform at the same moment decide
// once; the other gets 该售后申请已处理), the order's refund grows by a self-clamping UPDATE, a full refund gives
// back the points the order spent, and an online order's refund is recorded as owed through the payment
// module, settled after the commit (原路退回); an offline order's refund is recorded for the seller to
// transfer back. 拒绝 needs a reason. The buyer reads the decision on /applyAfterSales.
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
import { shapeOrders } from '../orders';
import type { PaymentService } from '../payments';
import { companyRequestPage, findCompanyRequest, markRejected } from './merchant-queries';
import { approveRefundIn, settleRefund } from './refund';

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
    // the one refund rule (refund.ts), shared with the platform's 判定退款
    const done = await db.transaction((tx) => approveRefundIn(tx, payments, { id, by: { companyIds }, refundFen, online, now: clock.now() }));
    await settleRefund(payments, done);
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
