// The payment module's one rule for every payable, under real concurrency on a throwaway PostgreSQL server
// with a pool (PGlite serialises every transaction, so a race there proves nothing):
// - parallel pay requests of one payable make one provider order and all answer its code;
// - two codes of one payable (the first expired and was replaced) paid at once: one payment is kept, the
//   other is refunded in full through the provider and recorded, for a sign-up and for a consult;
// - a phone's H5 payment beside the QR code of the same sign-up: parallel requests make one H5 order, and the
//   two paid at once keep one payment and refund the other.
import type { ExpertPayAnswer, MobilePayment, TrainEnrolment } from '@ws/api-sdk/contract';
import { idCardCheckChar } from '@ws/validators';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { bookings, chats, consultOrders, experts, payments, trainings, users } from '../../db/schema';
import { NOTIFY_PATH } from '../../http/payments';
import { ManualClock, systemClock } from '../../kernel/time';
import { CODE_URL_PREFIX, LocalWechatPay, PAYMENT_VALID_MS } from './index';
import { hashPassword } from '../account/password';
import { call, loginAs, START } from '../../../test/helpers';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the one-open-payment race test');

const idNumber = (seq: string) => {
  const first = `44010619900101${seq}`;
  return first + idCardCheckChar(first)!;
};

/** The local stand-in, counting its orders and as slow as a real provider call, so requests overlap. */
class SlowCountingPay extends LocalWechatPay {
  made = 0;
  mobileMade = 0;
  override async createNativeOrder(order: Parameters<LocalWechatPay['createNativeOrder']>[0]) {
    this.made++;
    await new Promise((r) => setTimeout(r, 30));
    return super.createNativeOrder(order);
  }
  override async createMobileOrder(order: Parameters<LocalWechatPay['createMobileOrder']>[0]) {
    this.mobileMade++;
    await new Promise((r) => setTimeout(r, 30));
    return super.createMobileOrder(order);
  }
}

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe.skipIf(!havePgBinaries)('one open payment per payable on PostgreSQL', () => {
  let server: PgServer | null = null;
  let dbA: Database;
  let dbB: Database;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let trainingId = 0;
  let expertId = 0;
  let member = '';
  const clock = new ManualClock(START);
  const provider = new SlowCountingPay({ appId: 'wxtestapp', mchId: '1230000109', key: 'race-key-0123456789abcdef012345678' }, systemClock);

  beforeAll(async () => {
    server = await startPgServer();
    dbA = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    dbB = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    const hash = await hashPassword('Demo1234');
    const rows = await dbA.db
      .insert(users)
      .values([
        { userAccount: 'member', userMobile: '13800000001', name: '张三', passwordHash: hash, createdAt: clock.now() },
        { userAccount: 'expert', userMobile: '13800000004', name: '赵六', passwordHash: hash, createdAt: clock.now() },
      ])
      .returning({ id: users.id });
    const [t] = await dbA.db
      .insert(trainings)
      .values({ name: '安全生产管理人员培训', price: '2980.00', startTime: '2026-07-01 09:00:00', endTime: '2026-07-03 17:30:00', createTime: '2026-05-01 10:00:00' })
      .returning({ id: trainings.id });
    trainingId = t!.id;
    const [e] = await dbA.db
      .insert(experts)
      .values({ userId: rows[1]!.id, name: '赵六', price: '300.00', auditStatus: 1, createTime: '2026-06-01 08:00:00' })
      .returning({ id: experts.id });
    expertId = e!.id;
    // two API processes with their own pools, one provider (as WeChat is one)
    appA = await buildApp({ db: dbA.db, appEnv: 'test', clock, payments: { provider } });
    appB = await buildApp({ db: dbB.db, appEnv: 'test', clock, payments: { provider } });
    await Promise.all([appA.ready(), appB.ready()]);
    member = await loginAs(appA, '13800000001');
  }, 120_000);

  afterAll(async () => {
    await appA?.close();
    await appB?.close();
    await dbA?.close();
    await dbB?.close();
    server?.stop();
  });

  const appOf = (i: number) => (i % 2 ? appB : appA);
  const enrol = async (seq: string) => {
    const r = await
    call<TrainEnrolment>(appA, 'trainAdd', { xid: trainingId, real_name: '张三', phone: '13800000001', company: '安信', id_number: idNumber(seq), file_items: [{ FileUrl: '/api/files/seed/photo.jpg' }] }, { token: member });
    if (!r.ok) throw new Error(r.msg);
    return r;
  };
  /** the provider's record of the payer paying `codeUrl`, and its signed notice (not sent yet) */
  const paidNotice = async (codeUrl: string) => {
    const { order } = await provider.pay(codeUrl.slice(CODE_URL_PREFIX.length), { notify: false });
    return provider.noticeXml(order.paid!);
  };
  const notify = (app: FastifyInstance, xml: string) => app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: xml });

  /** Pays both codes at once, each notice sent three times through both processes; every notice is acknowledged. */
  const payBothAtOnce = async (codes: string[]) => {
    const xmls = await Promise.all(codes.map(paidNotice));
    const replies = await Promise.all(xmls.flatMap((xml) => [0, 1, 2].map((i) => notify(appOf(i), xml))));
    for (const r of replies) expect(r.body).toContain('SUCCESS');
  };

  /** One payment kept, the other refunded in full through the provider and recorded as such. */
  const expectOneKept = async (orderNos: string[]) => {
    const rows = await Promise.all(orderNos.map(async (no) => (await dbA.db.select().from(payments).where(eq(payments.orderNo, no)))[0]!));
    const kept = rows.filter((r) => r.status === 'paid');
    const back = rows.filter((r) => r.status === 'refunded');
    expect(kept).toHaveLength(1);
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ refundFen: back[0]!.amountFen, refundReason: 'duplicate' });
    expect(provider.refundedFen(back[0]!.orderNo)).toBe(back[0]!.amountFen);
    expect(provider.refundedFen(kept[0]!.orderNo)).toBe(0);
    return kept[0]!;
  };

  it('ten pay requests of one sign-up at once, through two processes: one provider order, one code', async () => {
    const booking = (await enrol('101')).data;
    const before = provider.made;
    clock.advance(PAYMENT_VALID_MS); // the enrolment's own code has expired: the ten race to replace it
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call<TrainEnrolment>(appOf(i), 'bookingPay', { id: booking.booking_id }, { token: member })));
    for (const a of answers) expect(a.ok).toBe(true);
    expect(new Set(answers.map((a) => a.data.code_url)).size).toBe(1);
    expect(answers[0]!.data.order_no).not.toBe(booking.order_no);
    expect(provider.made - before).toBe(1);
    const open = await dbA.db.select().from(payments).where(and(eq(payments.subjectKind, 'training'), eq(payments.subjectId, booking.booking_id), eq(payments.status, 'unpaid')));
    expect(open).toHaveLength(1);
  });

  it('two codes of one sign-up paid at once, five sign-ups: each keeps one payment and refunds the other', async () => {
    for (const seq of ['201', '202', '203', '204', '205']) {
      const first = (await enrol(seq)).data;
      clock.advance(PAYMENT_VALID_MS);
      const second = (await call<TrainEnrolment>(appB, 'bookingPay', { id: first.booking_id }, { token: member })).data;
      expect(second.order_no).not.toBe(first.order_no);
      await payBothAtOnce([first.code_url, second.code_url]);
      await expectOneKept([first.order_no, second.order_no]);
      const [b] = await dbA.db.select().from(bookings).where(eq(bookings.id, first.booking_id));
      expect(b!.status).toBe('paid');
    }
  });

  it("ten H5 requests of one sign-up at once, then its QR code and the H5 payment paid at once: one H5 order, one payment kept", async () => {
    const booking = (await enrol('301')).data;
    const before = provider.mobileMade;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call<MobilePayment>(appOf(i), 'payMobile', { order_no: booking.order_no, client: 'mobile' }, { token: member, headers: { 'user-agent': PHONE_UA } }),
      ),
    );
    for (const a of answers) expect(a.ok, a.msg).toBe(true);
    expect(new Set(answers.map((a) => a.data.order_no)).size).toBe(1);
    expect(provider.mobileMade - before).toBe(1);
    const h5 = answers[0]!.data;
    if (h5.trade_type !== 'MWEB') throw new Error('expected H5');
    const open = await dbA.db.select().from(payments).where(and(eq(payments.subjectKind, 'training'), eq(payments.subjectId, booking.booking_id), eq(payments.status, 'unpaid')));
    expect(open.map((p) => p.orderNo)).toEqual([h5.order_no]);
    // the closed QR code is still payable at the provider: both paid at once
    const prepayId = new URL(h5.mweb_url, 'http://x').searchParams.get('prepay_id')!;
    const h5Notice = provider.noticeXml((await provider.pay(prepayId, { notify: false })).order.paid!);
    const qrNotice = await paidNotice(booking.code_url);
    const replies = await Promise.all([h5Notice, qrNotice].flatMap((xml) => [0, 1, 2].map((i) => notify(appOf(i), xml))));
    for (const r of replies) expect(r.body).toContain('SUCCESS');
    await expectOneKept([booking.order_no, h5.order_no]);
    const [b] = await dbA.db.select().from(bookings).where(eq(bookings.id, booking.booking_id));
    expect(b!.status).toBe('paid');
  });

  it('two codes of one consult paid at once, five times: one consult opened, the other payment refunded', async () => {
    for (let round = 0; round < 5; round++) {
      const first = await call<ExpertPayAnswer>(appA, 'expertPay', { expert_id: expertId, pay_type: 'native' }, { token: member });
      if (!('code_url' in first.data)) throw new Error('expected a QR payment');
      // asked again while the code is valid: the same code
      const same = await call<ExpertPayAnswer>(appB, 'expertPay', { expert_id: expertId, pay_type: 'native' }, { token: member });
      expect(same.data.order_no).toBe(first.data.order_no);
      clock.advance(PAYMENT_VALID_MS);
      const second = await call<ExpertPayAnswer>(appB, 'expertPay', { expert_id: expertId, pay_type: 'native' }, { token: member });
      if (!('code_url' in second.data)) throw new Error('expected a QR payment');
      expect(second.data.order_no).not.toBe(first.data.order_no);
      await payBothAtOnce([first.data.code_url, second.data.code_url]);
      const kept = await expectOneKept([first.data.order_no, second.data.order_no]);
      const open = await dbA.db.select().from(chats).where(and(eq(chats.expertId, expertId), eq(chats.isConfirm, 0)));
      expect(open.map((c) => c.orderNo)).toEqual([kept.orderNo]);
      const paidOrders = await dbA.db.select().from(consultOrders).where(and(eq(consultOrders.expertId, expertId), eq(consultOrders.ispay, 1)));
      expect(paidOrders.map((o) => o.orderNo)).toContain(kept.orderNo);
      expect(paidOrders.map((o) => o.orderNo)).not.toContain([first.data.order_no, second.data.order_no].find((n) => n !== kept.orderNo));
      // the consult ends, so the next round may consult again
      await dbA.db.update(chats).set({ isConfirm: 1 }).where(eq(chats.orderNo, kept.orderNo));
    }
  });
});
