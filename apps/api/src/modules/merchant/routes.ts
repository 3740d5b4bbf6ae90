// The merchant side (spec 02 §2 Merchant screens, §4): a company user sees and changes only the orders of
// the companies they own — every statement carries `company_id in (the caller's companies)`, so another
// company's order number answers 订单不存在. Collecting an offline transfer and shipping are single
// conditional UPDATEs (unpaid → paid; paid and not shipped → shipped), so a double click or two merchants'
// windows change an order once. The shipment's timeline comes from the express-tracking adapter.
import {
  MERCHANT_PAGE_SIZE,
  MSG_ALREADY_PAID,
  MSG_ALREADY_SHIPPED,
  MSG_EXPRESS_NOT_FOUND,
  MSG_EXPRESS_UNKNOWN,
  MSG_MERCHANT_ORDER_MISSING,
  MSG_NOT_PAID_YET,
  MSG_ONLINE_ORDER,
  MSG_PAY_COLLECTED,
  MSG_SHIPPED,
  type ExpressTrace,
  type Order,
  type merchant as merchantContract,
} from '@ws/api-sdk/contract';
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, orderExpress, orders } from '../../db/schema';
import { ok, type AuthUser, type Deps, type DomainHandlers } from '../../http/handler';
import { DomainError } from '../../kernel';
import { isProduction } from '../../config';
import { formatChinaTime } from '../../kernel/time';
import { expressTracker } from '../express';
import { OrdersService, shapeOrders, tabWhere } from '../orders';
import { dictEntry } from '../dictionaries';
import { paging } from '../../db/paging';

type OrderRow = typeof orders.$inferSelect;

/** The ids of the companies the caller owns (a company user; others own none). */
export async function ownCompanyIds(db: Db, user: AuthUser): Promise<number[]> {
  if (!user.roles.includes('company')) return [];
  const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, user.id));
  return rows.map((r) => r.id);
}

/** Unpaid orders past their deadline are cancelled before a merchant reads or collects them. */
const sweepExpired = (deps: Deps) =>
  new OrdersService({ db: deps.db, clock: deps.clock, payments: deps.payments, simulator: !isProduction(deps.appEnv) }).cancelExpired();


/** One order of the caller's companies, or 订单不存在. */
async function companyOrder(db: Db, companyIds: number[], orderNo: string): Promise<OrderRow> {
  if (companyIds.length === 0 || !orderNo) throw new DomainError(MSG_MERCHANT_ORDER_MISSING);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), inArray(orders.companyId, companyIds)))
    .limit(1);
  if (!row) throw new DomainError(MSG_MERCHANT_ORDER_MISSING);
  return row;
}

async function shapeOne(db: Db, orderId: number): Promise<Order> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return (await shapeOrders(db, rows))[0]!;
}

/** The timeline of an order's shipment for its buyer or its seller; 订单不存在 for anyone else. */
async function traceFor(db: Db, user: AuthUser, where: SQL, notFound = MSG_MERCHANT_ORDER_MISSING): Promise<ExpressTrace> {
  const mine = await ownCompanyIds(db, user);
  const visible = mine.length > 0 ? or(eq(orders.userId, user.id), inArray(orders.companyId, mine)) : eq(orders.userId, user.id);
  const [row] = await db
    .select({ orderNo: orders.orderNo, confirmTime: orders.confirmTime, isconfirm: orders.isconfirm, ship: orderExpress })
    .from(orders)
    .leftJoin(orderExpress, eq(orderExpress.orderId, orders.id))
    .where(and(where, visible))
    .orderBy(desc(orders.id))
    .limit(1);
  if (!row) throw new DomainError(notFound);
  if (!row.ship) return { order_no: row.orderNo, express_value: '', express_name: '', express_no: '', remark: '', state: 'none', events: [] };
  return expressTracker.trace({
    orderNo: row.orderNo,
    expressValue: row.ship.expressValue,
    expressName: row.ship.expressName,
    expressNo: row.ship.expressNo,
    remark: row.ship.remark,
    shippedAt: row.ship.createTime,
    receivedAt: row.isconfirm === 1 ? (row.confirmTime ?? null) : null,
  });
}

export const merchantHandlers: DomainHandlers<typeof merchantContract> = {
  async listByCompany(ctx) {
    const { db, user, payload } = ctx;
    const mine = await ownCompanyIds(db, user);
    if (mine.length === 0) return { items: [], total: 0 };
    await sweepExpired(ctx);
    const page = paging(payload, MERCHANT_PAGE_SIZE);
    const where = and(inArray(orders.companyId, mine), tabWhere(payload.vsstatus), payload.order_cate ? eq(orders.orderCate, payload.order_cate) : undefined);
    const [rows, [n]] = await Promise.all([
      db.select().from(orders).where(where).orderBy(desc(orders.createTime), desc(orders.id)).limit(page.pageSize).offset(page.offset),
      db.select({ n: count() }).from(orders).where(where),
    ]);
    return { items: await shapeOrders(db, rows), total: n?.n ?? 0 };
  },

  async merchantOrderInfo({ db, user, payload }) {
    const row = await companyOrder(db, await ownCompanyIds(db, user), payload.order_no);
    return (await shapeOrders(db, [row]))[0]!;
  },

  async changePayStatus(ctx) {
    const { db, clock, user, payload } = ctx;
    const mine = await ownCompanyIds(db, user);
    const order = await companyOrder(db, mine, payload.order_no);
    if (order.payCate !== 0) throw new DomainError(MSG_ONLINE_ORDER);
    await sweepExpired(ctx);
    const changed = await db
      .update(orders)
      .set({ ispay: 1, payTime: formatChinaTime(clock.now()) })
      .where(and(eq(orders.id, order.id), inArray(orders.companyId, mine), eq(orders.state, 'active'), eq(orders.ispay, 0)))
      .returning({ id: orders.id });
    if (changed.length === 0) throw new DomainError(MSG_ALREADY_PAID);
    return ok(await shapeOne(db, order.id), MSG_PAY_COLLECTED);
  },

  async orderExpressAdd({ db, clock, user, payload }) {
    const company = await dictEntry(db, 'express', payload.express_value);
    if (!company) throw new DomainError(MSG_EXPRESS_UNKNOWN);
    const mine = await ownCompanyIds(db, user);
    const order = await companyOrder(db, mine, payload.order_no);
    const now = formatChinaTime(clock.now());
    const shipped = await db.transaction(async (tx) => {
      const changed = await tx
        .update(orders)
        .set({ isexpress: 1, expressTime: now })
        .where(and(eq(orders.id, order.id), inArray(orders.companyId, mine), eq(orders.state, 'active'), eq(orders.ispay, 1), eq(orders.isexpress, 0)))
        .returning({ id: orders.id });
      if (changed.length === 0) return false;
      await tx.insert(orderExpress).values({
        orderId: order.id,
        orderNo: order.orderNo,
        expressValue: company.dict_value,
        expressName: company.dict_label,
        expressNo: payload.express_no,
        remark: payload.remark,
        shippedBy: user.id,
        createTime: now,
      });
      return true;
    });
    if (!shipped) throw new DomainError(order.isexpress === 1 ? MSG_ALREADY_SHIPPED : order.ispay !== 1 || order.state !== 'active' ? MSG_NOT_PAID_YET : MSG_ALREADY_SHIPPED);
    return ok(await shapeOne(db, order.id), MSG_SHIPPED);
  },

  async orderExpressGet({ db, user, payload }) {
    if (!payload.order_no) throw new DomainError(MSG_MERCHANT_ORDER_MISSING);
    return traceFor(db, user, eq(orders.orderNo, payload.order_no));
  },

  async enableGetExpress({ db, user, payload }) {
    if (!payload.expressCom || !payload.expressNo) throw new DomainError(MSG_EXPRESS_NOT_FOUND);
    // only among the caller's own orders (bought or sold): a guessed tracking number reveals nothing
    const where = and(
      eq(orderExpress.expressValue, payload.expressCom),
      eq(orderExpress.expressNo, payload.expressNo),
      payload.order_no ? eq(orders.orderNo, payload.order_no) : undefined,
    )!;
    return traceFor(db, user, where, MSG_EXPRESS_NOT_FOUND);
  },
};
