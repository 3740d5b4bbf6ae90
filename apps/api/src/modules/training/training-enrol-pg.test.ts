// Training sign-ups under real concurrency, on a throwaway PostgreSQL server (PGlite serialises every
// transaction, so a race there proves nothing): the same person enrolled ten times at once gets one
// sign-up and nine clear refusals (no 500); a cancel racing the payment notice ends paid, once.
import type { TrainEnrolment } from '@ws/api-sdk/contract';
import { idCardCheckChar } from '@ws/validators';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { bookings, trainings, users } from '../../db/schema';
import { NOTIFY_PATH } from '../../http/payments';
import { ManualClock, systemClock } from '../../kernel/time';
import { CODE_URL_PREFIX, LocalWechatPay } from '../payments';
import { hashPassword } from '../account/password';
import { call, loginAs, START, uploadUrl } from '../../../test/helpers';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the training sign-up race test');

const idNumber = (seq: string) => {
  const first = `44010619900101${seq}`;
  return first + idCardCheckChar(first)!;
};

describe.skipIf(!havePgBinaries)('training sign-ups on PostgreSQL', () => {
  let server: PgServer | null = null;
  let database: Database;
  let app: FastifyInstance;
  let trainingId = 0;
  let userId = 0;
  let token = '';
  const clock = new ManualClock(START);
  const provider = new LocalWechatPay({ appId: 'wxtestapp', mchId: '1230000109', key: 'race-key-0123456789abcdef012345678' }, systemClock);

  beforeAll(async () => {
    server = await startPgServer();
    database = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    const [user] = await database.db
      .insert(users)
      .values({ userAccount: 'member', userMobile: '13800000001', name: '张三', passwordHash: await hashPassword('Demo1234'), createdAt: clock.now() })
      .returning({ id: users.id });
    userId = user!.id;
    const [t] = await database.db
      .insert(trainings)
      .values({ name: '安全生产管理人员培训', price: '680.00', startTime: '2026-07-01 09:00:00', endTime: '2026-07-03 17:30:00', createTime: '2026-05-01 10:00:00' })
      .returning({ id: trainings.id });
    trainingId = t!.id;
    app = await buildApp({ db: database.db, appEnv: 'test', clock, payments: { provider } });
    await app.ready();
    token = await loginAs(app, '13800000001');
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    server?.stop();
  });

  const enrol = (id_number: string) =>
    call<TrainEnrolment>(app, 'trainAdd', { xid: trainingId, real_name: '张三', phone: '13800000001', company: '安信', id_number, file_items: [{ FileUrl: uploadUrl(userId, 'a.jpg') }] }, { token });

  it('ten enrolments of one person at once: one sign-up, nine refusals', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => enrol(idNumber('001'))));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok).map((a) => a.msg)).toEqual(Array(9).fill('该身份证号已报名此培训，请到我的报名中查看'));
    expect(await database.db.select().from(bookings).where(eq(bookings.idNumber, idNumber('001')))).toHaveLength(1);
  });

  it('a cancel racing twenty identical payment notices: paid once, nothing fails', async () => {
    const mine = (await enrol(idNumber('002'))).data;
    const { order } = await provider.pay(mine.code_url.slice(CODE_URL_PREFIX.length), { notify: false });
    const xml = provider.noticeXml(order.paid!);
    const results = await Promise.all([
      call(app, 'BookingCancel', { id: mine.booking_id }, { token }),
      ...Array.from({ length: 20 }, () => app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: xml })),
    ]);
    for (const r of results.slice(1)) expect((r as { body: string }).body).toContain('SUCCESS');
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, mine.booking_id));
    expect(row!.status).toBe('paid');
  });
});
