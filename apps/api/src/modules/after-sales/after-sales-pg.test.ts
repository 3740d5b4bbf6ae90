// The seller's after-sales decisions racing on a throwaway PostgreSQL server with a pool of connections
// (PGlite serialises every transaction, so a race there proves nothing): ten simultaneous 同意退款 of one
// request decide it once and refund once; requests of two orders paid by one checkout payment, approved at
// the same moment, never refund more than the payment kept.
import type { AfterSales, NativePayment } from '@ws/api-sdk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { afterSales, orders, paymentRefunds, users } from '../../db/schema';
import { NOTIFY_PATH } from '../../http/payments';
import { seedDatabase } from '../../seed/run';
import { ManualClock } from '../../kernel/time';
import { CODE_URL_PREFIX, LocalWechatPay, type RefundRequest, type RefundResult } from '../payments';
import { call, DEMO, DEMO_ID, loginAs, START, uploadUrl } from '../../../test/helpers';
import { makeOrder } from '../../../test/order-fixture';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the after-sales race tests');

const IMAGE = { FileName: 'crack.jpg', FileUrl: uploadUrl(DEMO_ID.member, 'crack.jpg') };

/** The stand-in, counting the refunds it makes. */
class CountingPay extends LocalWechatPay {
  readonly asked: RefundRequest[] = [];
  override async refund(request: RefundRequest): Promise<RefundResult> {
    this.asked.push(request);
    return super.refund(request);
  }
}

describe.skipIf(!havePgBinaries)('after-sales decisions racing on PostgreSQL', () => {
  let server: PgServer | null = null;
  let database: Database;
  let app: FastifyInstance;
  const clock = new ManualClock(START);
  const provider = new CountingPay({ appId: 'wxtestapp', mchId: '1230000109', key: 'after-sales-pg-key-0123456789abcd' }, clock);
  let buyer = '';
  let merchant = '';

  beforeAll(async () => {
    server = await startPgServer();
    database = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    await seedDatabase(database.db);
    app = await buildApp({ db: database.db, appEnv: 'test', clock, payments: { provider, log: () => {} } });
    await app.ready();
    buyer = await loginAs(app, DEMO.member);
    merchant = await loginAs(app, DEMO.company);
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    server?.stop();
  });

  const db = () => database.db;

  /** `count` orders of one checkout (13600 fen each) paid by one QR payment; each with a waiting request. */
  const paidCheckout = async (count: number) => {
    const made = [];
    for (let i = 0; i < count; i++) made.push(await makeOrder({ db: db() }, DEMO.member, DEMO.company, { ispay: 0, payCate: 1 }));
    const main = made[0]!.orderNo;
    for (const o of made) await db().update(orders).set({ mainOrderNo: main }).where(eq(orders.id, o.orderId));
    const pay = await call<NativePayment>(app, 'paySelf', { order_no: main }, { token: buyer });
    expect(pay.ok, pay.msg).toBe(true);
    const { order } = await provider.pay(pay.data.code_url.slice(CODE_URL_PREFIX.length), { notify: false });
    const notice = await app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: provider.noticeXml(order.paid!) });
    expect(notice.body).toContain('SUCCESS');
    const ids: number[] = [];
    for (const o of made) {
      const added = await call<AfterSales>(app, 'aftersalesAdd', { order_no: o.orderNo, cate: 'noreasonreturn', remark: '', file_items: [IMAGE] }, { token: buyer });
      expect(added.ok, added.msg).toBe(true);
      ids.push(added.data.id);
    }
    return { orders: made, ids, paymentNo: pay.data.order_no };
  };

  const refundsOf = (paymentNo: string) => db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentOrderNo, paymentNo));

  it('10 simultaneous 同意退款 of one request: one 已同意退款, one refund row, the order and the buyer refunded once', async () => {
    const { orders: [order], ids: [id], paymentNo } = await paidCheckout(1);
    await db().update(orders).set({ usePoints: 500 }).where(eq(orders.id, order!.orderId));
    const points = async () => (await db().select({ p: users.profitJifen }).from(users).where(eq(users.userMobile, DEMO.member)))[0]!.p;
    const before = await points();
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(app, 'merchantAfterSalesApprove', { id, refund_price: '136.00' }, { token: merchant })));
    expect(answers.filter((a) => a.ok).map((a) => a.msg)).toEqual(['已同意退款']);
    expect(answers.filter((a) => !a.ok).every((a) => a.msg === '该售后申请已处理')).toBe(true);
    expect(await refundsOf(paymentNo)).toMatchObject([{ subjectId: id, amountFen: 13_600, status: 'refunded' }]);
    expect(provider.asked.filter((r) => r.orderNo === paymentNo)).toHaveLength(1);
    expect(provider.refundedFen(paymentNo)).toBe(13_600);
    expect((await db().select({ r: orders.refundFen }).from(orders).where(eq(orders.id, order!.orderId)))[0]!.r).toBe(13_600);
    expect(await points()).toBe(before + 500);
    expect((await db().select().from(afterSales).where(eq(afterSales.id, id!)))[0]).toMatchObject({ auditStatus: 1, refundFen: 13_600 });
  });

  it('two requests of one checkout payment approved at once never refund more than the payment kept (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const { orders: made, ids, paymentNo } = await paidCheckout(2);
      // an earlier refund of this payment leaves 272.00 − 100.00 = 172.00: either request fits, both do not
      await db().insert(paymentRefunds).values({
        paymentOrderNo: paymentNo,
        subjectKind: 'after_sales',
        subjectId: 900_000 + round,
        amountFen: 10_000,
        refundNo: `A${900_000 + round}-${paymentNo}`,
        status: 'refunded',
        createdAt: clock.now(),
      });
      const answers = await Promise.all(ids.map((id) => call(app, 'merchantAfterSalesApprove', { id, refund_price: '136.00' }, { token: merchant })));
      expect(answers.filter((a) => a.ok)).toHaveLength(1);
      expect(answers.find((a) => !a.ok)!.msg).toBe('退款金额超过该笔支付的可退金额');
      const [sum] = await db()
        .select({ n: sql<number>`coalesce(sum(${paymentRefunds.amountFen}), 0)::int` })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentOrderNo, paymentNo));
      expect(sum!.n).toBe(23_600);
      expect(provider.refundedFen(paymentNo)).toBe(13_600);
      // the refused decision left nothing behind: its request waits, its order is not refunded
      const loser = ids[answers.findIndex((a) => !a.ok)]!;
      expect((await db().select().from(afterSales).where(eq(afterSales.id, loser)))[0]).toMatchObject({ auditStatus: 0, refundFen: null });
      const refunded = await db()
        .select({ r: orders.refundFen })
        .from(orders)
        .where(and(eq(orders.mainOrderNo, made[0]!.orderNo)));
      expect(refunded.map((r) => r.r).sort((a, b) => a - b)).toEqual([0, 13_600]);
    }
  });
});
