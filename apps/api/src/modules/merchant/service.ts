// The merchant side (spec 02 §2 Merchant screens, §4): a company user sees and changes only the orders of
// the companies they own — every statement carries `company_id in (the caller's companies)`, so another
// company's order number answers 订单不存在. Collecting an offline transfer and shipping are single
// conditional UPDATEs (unpaid → paid; paid and not shipped → shipped), so a double click or two merchants'
// windows change an order once. The shipment's timeline comes from the express-tracking adapter (Kuaidi100
// behind a per-shipment cache, or the system's own events).
import {
  MERCHANT_PAGE_SIZE,
  MSG_ALREADY_PAID,
  MSG_ALREADY_SHIPPED,
  MSG_EXPRESS_NOT_FOUND,
  MSG_EXPRESS_UNKNOWN,
  MSG_INVOICE_NOT_PAID,
  MSG_MERCHANT_ORDER_MISSING,
  MSG_NO_INVOICE_WANTED,
  MSG_NOT_PAID_YET,
  MSG_ONLINE_ORDER,
  type ExpressTrace,
  type MerchantTab,
  type Order,
  type Page,
  type PayloadOf,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { paging } from '../../db/paging';
import { DomainError } from '../../kernel';
import { formatChinaTime, type Clock } from '../../kernel/time';
import type { AuthUser } from '../account';
import { dictEntry } from '../dictionaries';
import { expressTrackerFor, type Kuaidi100Settings } from '../express';
import { OrdersService } from '../orders';
import type { PaymentService } from '../payments';
import {
  companyIdsOf,
  companyOrderPage,
  findCompanyOrder,
  findTraceRow,
  markCollected,
  markShipped,
  storeInvoice,
  shapeOne,
  shapeRow,
  type OrderRow,
  type TraceKey,
} from './queries';

export interface MerchantDeps {
  db: Db;
  clock: Clock;
  payments: PaymentService;
  /** whether the demo payment simulator link may be answered (the orders service sweeping expired orders) */
  simulator: boolean;
  /** the tracking service of the shipments' timelines; absent or null: the system's own events only */
  kuaidi100?: Kuaidi100Settings | null;
}

/** listByCompany's filter: the tab (vsstatus), order_cate ('' for any) and the page. */
export interface ListQuery {
  tab: MerchantTab;
  orderCate: string;
  pageNum?: number | undefined;
  pageSize?: number | undefined;
}

/** The caller: their id and roles decide which companies (and so which orders) they reach. */
type Caller = Pick<AuthUser, 'id' | 'roles'>;

export class MerchantService {
  constructor(private readonly deps: MerchantDeps) {}

  private get db(): Db {
    return this.deps.db;
  }

  /** Unpaid orders past their deadline are cancelled before a merchant collects one (reads only show them so). */
  private sweepExpired(): Promise<number> {
    const { db, clock, payments, simulator } = this.deps;
    return new OrdersService({ db, clock, payments, simulator }).cancelExpired();
  }

  /** The ids of the companies the caller owns (a company user; others own none). */
  private async ownCompanyIds(user: Caller): Promise<number[]> {
    if (!user.roles.includes('company')) return [];
    return companyIdsOf(this.db, user.id);
  }

  /** One order of the caller's companies, or 订单不存在. */
  private async companyOrder(companyIds: number[], orderNo: string): Promise<OrderRow> {
    if (companyIds.length === 0 || !orderNo) throw new DomainError(MSG_MERCHANT_ORDER_MISSING);
    const row = await findCompanyOrder(this.db, companyIds, orderNo);
    if (!row) throw new DomainError(MSG_MERCHANT_ORDER_MISSING);
    return row;
  }

  /** listByCompany: a page of the caller's companies' orders of a tab (已取消 left out by the tabs). */
  async orders(user: Caller, query: ListQuery): Promise<Page<Order>> {
    const mine = await this.ownCompanyIds(user);
    if (mine.length === 0) return { items: [], total: 0 };
    return companyOrderPage(this.db, mine, query.tab, query.orderCate, paging(query, MERCHANT_PAGE_SIZE), this.deps.clock.now());
  }

  /** The merchant's order detail. */
  async order(user: Caller, orderNo: string): Promise<Order> {
    return shapeRow(this.db, await this.companyOrder(await this.ownCompanyIds(user), orderNo), this.deps.clock.now());
  }

  /** 确定收款: an offline (transfer) order of the caller's companies becomes paid, once. */
  async collectPayment(user: Caller, orderNo: string): Promise<Order> {
    const mine = await this.ownCompanyIds(user);
    const order = await this.companyOrder(mine, orderNo);
    if (order.payCate !== 0) throw new DomainError(MSG_ONLINE_ORDER);
    await this.sweepExpired();
    if (!(await markCollected(this.db, mine, order.id, formatChinaTime(this.deps.clock.now())))) throw new DomainError(MSG_ALREADY_PAID);
    return shapeOne(this.db, order.id);
  }

  /** 发货: a paid order of the caller's companies is shipped with a known express company, once. */
  async ship(user: Caller, req: PayloadOf<'orderExpressAdd'>): Promise<Order> {
    const company = await dictEntry(this.db, 'express', req.express_value);
    if (!company) throw new DomainError(MSG_EXPRESS_UNKNOWN);
    const mine = await this.ownCompanyIds(user);
    const order = await this.companyOrder(mine, req.order_no);
    const shipped = await markShipped(this.db, mine, order, {
      expressValue: company.dict_value,
      expressName: company.dict_label,
      expressNo: req.express_no,
      remark: req.remark,
      shippedBy: user.id,
      createTime: formatChinaTime(this.deps.clock.now()),
    });
    if (!shipped) throw new DomainError(order.isexpress === 1 ? MSG_ALREADY_SHIPPED : order.ispay !== 1 || order.state !== 'active' ? MSG_NOT_PAID_YET : MSG_ALREADY_SHIPPED);
    return shapeOne(this.db, order.id);
  }

  /** The e-invoice of a paid order of the caller's companies that asked for one (待开票 → 已开票; a new upload replaces it). */
  async issueInvoice(user: Caller, req: PayloadOf<'merchantInvoiceUpload'>): Promise<Order> {
    const mine = await this.ownCompanyIds(user);
    const order = await this.companyOrder(mine, req.order_no);
    if (order.containsInvoice !== 1) throw new DomainError(MSG_NO_INVOICE_WANTED);
    const files = req.file_items.map((f) => ({ FileName: f.FileName ?? '', FileUrl: f.FileUrl }));
    if (!(await storeInvoice(this.db, mine, order.id, files, formatChinaTime(this.deps.clock.now())))) throw new DomainError(MSG_INVOICE_NOT_PAID);
    return shapeOne(this.db, order.id);
  }

  /** orderExpress/getExpress: the timeline of an order's shipment for its buyer or its seller. */
  async traceOrder(user: Caller, orderNo: string): Promise<ExpressTrace> {
    if (!orderNo) throw new DomainError(MSG_MERCHANT_ORDER_MISSING);
    return this.trace(user, { orderNo });
  }

  /** enable/getExpress: the timeline of a tracking number of the caller's own orders (bought or sold). */
  async traceExpress(user: Caller, expressValue: string, expressNo: string, orderNo: string): Promise<ExpressTrace> {
    if (!expressValue || !expressNo) throw new DomainError(MSG_EXPRESS_NOT_FOUND);
    // only among the caller's own orders (bought or sold): a guessed tracking number reveals nothing
    return this.trace(user, { expressValue, expressNo, orderNo }, MSG_EXPRESS_NOT_FOUND);
  }

  /** The timeline of an order's shipment for its buyer or its seller; 订单不存在 for anyone else. */
  private async trace(user: Caller, key: TraceKey, notFound = MSG_MERCHANT_ORDER_MISSING): Promise<ExpressTrace> {
    const mine = await this.ownCompanyIds(user);
    const row = await findTraceRow(this.db, user.id, mine, key);
    if (!row) throw new DomainError(notFound);
    if (!row.ship) {
      return { order_no: row.orderNo, express_value: '', express_name: '', express_no: '', remark: '', state: 'none', events: [], delivered: false, source: 'local', fetched_at: '', note: '' };
    }
    const { db, clock, kuaidi100 } = this.deps;
    const seller = row.companyId !== null && mine.includes(row.companyId);
    return expressTrackerFor({ db, clock, kuaidi100: kuaidi100 ?? null }).trace(
      {
        orderExpressId: row.ship.id,
        orderNo: row.orderNo,
        expressValue: row.ship.expressValue,
        expressName: row.ship.expressName,
        expressNo: row.ship.expressNo,
        remark: row.ship.remark,
        shippedAt: row.ship.createTime,
        receivedAt: row.isconfirm === 1 ? (row.confirmTime ?? null) : null,
        phone: row.phone,
      },
      // the seller reads why Kuaidi100's scans are missing; the buyer just sees the timeline there is
      { seller },
    );
  }
}
