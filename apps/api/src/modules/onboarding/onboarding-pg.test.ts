// Onboarding under real concurrency, on a throwaway PostgreSQL server with a pool of connections (PGlite
// serialises every transaction, so a race there proves nothing): ten submits of one enterprise upgrade or
// expert application at once make one record, and two approvals at once give the user the role once.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { areas, categories, companies, experts, users } from '../../db/schema';
import { reviewRecord } from './service';
import { ManualClock } from '../../kernel/time';
import { hashPassword } from '../account/password';
import { call, START, uploadUrl } from '../../../test/helpers';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the onboarding race test');

const PHONE = '13800000001';
/** the member's own upload */
const img = (userId: number) => [{ FileName: 'a.png', FileUrl: uploadUrl(userId, 'a.png') }];

describe.skipIf(!havePgBinaries)('onboarding on PostgreSQL', () => {
  let server: PgServer | null = null;
  let database: Database;
  let app: FastifyInstance;
  let userId = 0;
  let token = '';
  const clock = new ManualClock(START);

  const code = async (): Promise<string> => {
    clock.advance(61_000);
    const sent = await call(app, 'sendsms', { phone: PHONE, usecate: 'companyjoin' });
    if (!sent.ok) throw new Error(sent.msg);
    const outbox = await call<{ items: { code: string }[] }>(app, 'devSmsOutbox', { phone: PHONE });
    return outbox.data.items[0]!.code;
  };

  beforeAll(async () => {
    server = await startPgServer();
    database = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    const db = database.db;
    await db.insert(areas).values([
      { id: 440000, name: '广东省', parentId: 0, level: 1 },
      { id: 440100, name: '广州市', parentId: 440000, level: 2 },
      { id: 440106, name: '天河区', parentId: 440100, level: 3 },
    ]);
    await db.insert(categories).values([
      { cateId: 2101, cateName: '安全咨询服务', pCateValue: 'company' },
      { cateId: 2001, cateName: '制造业', pCateValue: 'industry' },
      { cateId: 2011, cateName: '安全生产', pCateValue: 'field' },
      { cateId: 2021, cateName: '隐患排查', pCateValue: 'special' },
      { cateId: 2031, cateName: '技术咨询', pCateValue: 'supply' },
      { cateId: 1902, cateName: '安全生产服务', pCateValue: 'recommend' },
    ]);
    const [user] = await db
      .insert(users)
      .values({ userAccount: PHONE, userMobile: PHONE, name: '张三', passwordHash: await hashPassword('Demo1234'), createdAt: clock.now() })
      .returning({ id: users.id });
    userId = user!.id;
    app = await buildApp({ db, appEnv: 'test', clock });
    await app.ready();
    const login = await call<{ token: string }>(app, 'login', { user_mobile: PHONE, login_type: 'password', user_password: 'Demo1234' });
    token = login.data.token;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    server?.stop();
  });

  const company = (smscode: string) => ({
    cates: [2101],
    name: '广州新安科技有限公司',
    code: '91440101MA5NEW0001',
    province: '440000',
    city: '440100',
    county: '440106',
    address: '天河路 1 号',
    contact: '张三',
    phone: PHONE,
    smscode,
    file_items: img(userId),
    license_file: img(userId),
    cert_file: img(userId),
    description: '安全咨询。',
  });

  it('ten enterprise upgrades at once make one record', async () => {
    const smscode = await code();
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(app, 'company2Join', company(smscode), { token })));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    const rows = await database.db.select().from(companies).where(eq(companies.userId, userId));
    expect(rows).toHaveLength(1);
    // a rejected record re-submitted ten times at once (each with a fresh code would still be one row)
    await reviewRecord(database.db, 'company', rows[0]!.id, 'reject');
    const again = await code();
    const resubmits = await Promise.all(Array.from({ length: 10 }, () => call(app, 'company2Join', company(again), { token })));
    expect(resubmits.filter((a) => a.ok)).toHaveLength(1);
    expect(await database.db.select().from(companies).where(eq(companies.userId, userId))).toHaveLength(1);
  });

  it('two approvals at once add the company role once', async () => {
    const [row] = await database.db.select().from(companies).where(eq(companies.userId, userId));
    await Promise.all([reviewRecord(database.db, 'company', row!.id, 'approve'), reviewRecord(database.db, 'company', row!.id, 'approve')]);
    const [u] = await database.db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
    expect(u!.roles.filter((r) => r === 'company')).toHaveLength(1);
  });

  it('ten expert applications at once make one record', async () => {
    const smscode = await code();
    const form = {
      industrys: [2001],
      fields: [2011],
      specials: [2021],
      supplys: [2031],
      recommendIds: [1902],
      name: '张三',
      sex: 'male',
      phone: PHONE,
      smscode,
      title: '工程师',
      expert: '隐患排查',
      technology: '安全评价',
      position: '研究院',
      intro: '简介',
      file_items: img(userId),
      cert_file: img(userId),
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(app, 'expertJoin', form, { token })));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(await database.db.select().from(experts).where(eq(experts.userId, userId))).toHaveLength(1);
  });
});
