// 售后仲裁's race on a throwaway PostgreSQL server with a pool of connections (PGlite serialises every
// transaction, so a race there proves nothing): the staff's 判定退款 and the seller's 同意退款 of the same request
// at once decide it once and refund once; an audit row only when the staff won.
import type { AfterSales, NativePayment } from '@ws/api-sdk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { adminAudit, afterSales, orders, paymentRefunds } from '../../db/schema';
import { NOTIFY_PATH } from '../../http/payments';
import { ManualClock } from '../../kernel/time';
import { seedDatabase } from '../../seed/run';
import { CODE_URL_PREFIX, LocalWechatPay, type RefundRequest, type RefundResult } from '../payments';
import { call, DEMO, DEMO_ID, loginAs, PASSWORD, START, uploadUrl } from '../../../test/helpers';
import { makeOrder } from '../../../test/order-fixture';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the after-sales arbitration race tests');

const IMAGE = { FileName: 'crack.jpg', FileUrl: uploadUrl(DEMO_ID.member, 'crack.jpg') };

class CountingPay extends LocalWechatPay {
  readonly asked: RefundRequest[] = [];
  override async refund(request: RefundRequest): Promise<RefundResult> {
    this.asked.push(request);
    return super.refund(request);
  }
}

describe.skipIf(!havePgBinaries)('售后仲裁 racing the seller on PostgreSQL', () => {
  let server: PgServer | null = null;
  let database: Database;
  let app: FastifyInstance;
  const clock = new ManualClock(START);
  const provider = new CountingPay({ appId: 'wxtestapp', mchId: '1230000109', key: 'arbitration-pg-key-0123456789abcd' }, clock);

  beforeAll(async () => {
    server = await startPgServer();
    database = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    await seedDatabase(database.db);
    app = await buildApp({ db: database.db, appEnv: 'test', clock, payments: { provider, log: () => {} } });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    server?.stop();
  });

  const db = () => database.db;

  it('staff 判定退款 and the seller’s 同意退款 of one overdue request at once (4 rounds): one decision, one refund', async () => {
    for (let round = 0; round < 4; round++) {
      const buyer = await loginAs(app, DEMO.member);
      const o = await makeOrder({ db: db() }, DEMO.member, DEMO.company, { ispay: 0, payCate: 1 });
      const pay = await call<NativePayment>(app, 'paySelf', { order_no: o.orderNo }, { token: buyer });
      expect(pay.ok, pay.msg).toBe(true);
      const { order } = await provider.pay(pay.data.code_url.slice(CODE_URL_PREFIX.length), { notify: false });
      const notice = await app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: provider.noticeXml(order.paid!) });
      expect(notice.body).toContain('SUCCESS');
      const added = await call<AfterSales>(app, 'aftersalesAdd', { order_no: o.orderNo, cate: 'noreasonreturn', remark: '', file_items: [IMAGE] }, { token: buyer });
      expect(added.ok, added.msg).toBe(true);
      const id = added.data.id;
      // 49 hours later the request waits for the platform, and the seller may still approve it
      clock.advance(49 * 3_600_000);
      const staffLogin = await call<{ token: string }>(app, 'adminLogin', { account: 'ops', password: PASSWORD });
      const ops = staffLogin.data.token;
      const merchant = await loginAs(app, DEMO.company);

      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          i % 2 === 0
            ? call(app, 'adminAfterSalesDecide', { id, action: 'refund', refund_price: '136.00', reason: '支持买家' }, { token: ops }).then((a) => ({ by: 'staff', ...a }))
            : call(app, 'merchantAfterSalesApprove', { id, refund_price: '136.00' }, { token: merchant }).then((a) => ({ by: 'merchant', ...a })),
        ),
      );
      const won = answers.filter((a) => a.ok);
      expect(won, `round ${round}`).toHaveLength(1);
      expect(answers.filter((a) => !a.ok).every((a) => a.msg === '该售后申请已处理'), JSON.stringify(answers.map((a) => a.msg))).toBe(true);
      const refunds = await db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentOrderNo, pay.data.order_no));
      expect(refunds).toMatchObject([{ subjectId: id, amountFen: 13_600, status: 'refunded' }]);
      expect(provider.asked.filter((r) => r.orderNo === pay.data.order_no)).toHaveLength(1);
      expect((await db().select({ r: orders.refundFen }).from(orders).where(eq(orders.id, o.orderId)))[0]!.r).toBe(13_600);
      const [row] = await db().select().from(afterSales).where(eq(afterSales.id, id));
      expect(row).toMatchObject({ auditStatus: 1, refundFen: 13_600, arbitration: won[0]!.by === 'staff' ? 'refund' : null });
      expect(await db().select().from(adminAudit).where(eq(adminAudit.targetId, o.orderNo))).toHaveLength(won[0]!.by === 'staff' ? 1 : 0);
    }
  });
});
