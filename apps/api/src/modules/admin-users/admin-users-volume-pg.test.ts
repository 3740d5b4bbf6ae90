// 用户管理 at volume, on a throwaway PostgreSQL server: with 100,000 members (one INSERT … SELECT
// generate_series) the member list answers in under 100 ms at the 99th percentile for every filter (none,
// phone prefix, name, role, region, registration period, disabled), on page 1 and on a deep page. Each
// filter is served by an index of users (db/schema/account.ts); a deep page finds its 20 ids by an
// index walk over the OFFSET rows (queries.ts userList) and reads only those rows of the table; a name's
// matches come from its n-gram index and are sorted (measured here: 60 ms when the planner walked the
// newest-first index testing every name, 6 ms now). OFFSET paging is kept: the deepest page of the whole list
// (5,000, 99,980 rows skipped) answers in about 25 ms.
import type { AdminUserItem, Page } from '@ws/api-sdk/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { staff } from '../../db/schema';
import { ManualClock } from '../../kernel/time';
import { hashPassword } from '../account';
import { call, START } from '../../../test/helpers';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';
import { measure, report } from '../../../test/volume';

requirePgInCi('the 用户管理 volume test');

const MEMBERS = 100_000;
const P99_MS = 100;


describe.skipIf(!havePgBinaries)('用户管理 at volume on PostgreSQL', () => {
  let server: PgServer | null = null;
  let database: Database;
  let app: FastifyInstance;
  let pool: pg.Pool;
  let token = '';
  const clock = new ManualClock(START);

  beforeAll(async () => {
    server = await startPgServer();
    database = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    const hash = await hashPassword('Demo1234');
    await database.db.insert(staff).values({ account: 'ops', name: '运营小陈', passwordHash: hash, roles: ['ops'], createdAt: clock.now() });
    pool = new pg.Pool({ connectionString: server.url, max: 2 });
    // 100,000 members over about three years, one every 15 minutes: names from 20 surnames and 30 given
    // names, phones 150… in order, spread over five cities and their districts / towns; every 7th a
    // company, every 50th a salesman, every 97th an expert, every 200th a customer-service agent; every
    // 500th disabled
    await pool.query(
      `insert into users (user_account, user_mobile, name, password_hash, roles, is_cust_user, province, province_code,
                          city, city_code, county, county_code, created_at, disabled_at)
       select 'v' || g, '150' || lpad(g::text, 8, '0'),
              (array['王','李','张','刘','陈','杨','黄','赵','吴','周','徐','孙','马','朱','胡','郭','何','林','罗','高'])[1 + g % 20]
                || (array['伟','芳','娜','敏','静','丽','强','磊','军','洋','勇','艳','杰','娟','涛','明','超','秀英','霞','平',
                          '刚','桂英','建华','志强','晓燕','海燕','国庆','文博','子涵','雨桐'])[1 + (g / 20) % 30],
              $1,
              array['member']
                || case when g % 7 = 0 then array['company'] else '{}'::text[] end
                || case when g % 50 = 0 then array['salesman'] else '{}'::text[] end
                || case when g % 97 = 0 then array['isexpert'] else '{}'::text[] end
                || case when g % 200 = 0 then array['custuser'] else '{}'::text[] end,
              (g % 200 = 0)::int, '广东省', '440000',
              c.city, c.city_code, c.county, c.county_code,
              timestamptz '2023-06-01 08:00:00+08' + g * interval '15 minutes',
              case when g % 500 = 0 then timestamptz '2026-05-01 10:00:00+08' end
       from generate_series(1, $2::int) g,
            lateral (select (array['广州市','广州市','深圳市','东莞市','佛山市'])[1 + g % 5] as city,
                            (array['440100','440100','440300','441900','440600'])[1 + g % 5] as city_code,
                            (array['天河区','越秀区','南山区','南城街道','南海区'])[1 + g % 5] || '' as county,
                            case g % 5 when 0 then '440106' when 1 then '440104' when 2 then '440305' when 3 then '441900004' else '440605' end as county_code) c`,
      [hash, MEMBERS],
    );
    app = await buildApp({ db: database.db, appEnv: 'test', clock });
    await app.ready();
    const res = await call<{ token: string }>(app, 'adminLogin', { account: 'ops', password: 'Demo1234' });
    if (!res.ok) throw new Error(res.msg);
    token = res.data.token;
    // what autovacuum does after a bulk load: statistics, and the visibility map for index-only walks
    await pool.query('vacuum analyze users');
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await pool?.end();
    await database?.close();
    server?.stop();
  });

  const list = (payload: Record<string, unknown>) => call<Page<AdminUserItem>>(app, 'adminUserList', payload, { token });

  it(`the member list with ${MEMBERS.toLocaleString('en')} members: p99 under ${P99_MS} ms for every filter, page 1 and a deep page`, async () => {
    const filters: [string, Record<string, unknown>][] = [
      ['no filter', {}],
      ['phone prefix 1500001 (10,000 members)', { mobile: '1500001' }],
      ['phone prefix 150000987 (100 members)', { mobile: '150000987' }],
      ['name 张伟 (2 characters)', { name: '张伟' }],
      ['name 桂英 (2 characters)', { name: '桂英' }],
      ['role 业务员', { role: 'salesman' }],
      ['role 会员 (everyone)', { role: 'member' }],
      ['region 东莞市 (city)', { region: '441900' }],
      ['region 天河区 (district)', { region: '440106' }],
      ['period 2025-03', { from: '2025-03-01', to: '2025-03-31' }],
      ['region and period', { region: '441900004', from: '2024-01-01', to: '2024-12-31' }],
      ['disabled', { status: 'disabled' }],
    ];
    const cases: [string, Record<string, unknown>][] = [];
    for (const [label, payload] of filters) {
      const first = await list(payload);
      expect(first.ok, `${label}: ${first.msg}`).toBe(true);
      expect(first.data.total, label).toBeGreaterThan(0);
      const times = first.data.items.map((u) => u.created_at);
      expect([...times].sort().reverse(), label).toEqual(times);
      cases.push([`${label}, page 1 (of ${first.data.total})`, payload]);
      // the deepest page the filter has (the no-filter list: page 5,000, 99,980 rows skipped)
      const last = Math.ceil(first.data.total / 20);
      if (last > 1) {
        const deep = await list({ ...payload, pageNum: last });
        expect(deep.data.items.length, label).toBe(first.data.total - (last - 1) * 20);
        cases.push([`${label}, page ${last}`, { ...payload, pageNum: last }]);
      }
    }
    // the figures agree with plain SQL
    const check = (await list({ region: '440106', from: '2024-01-01', to: '2024-12-31' })).data.total;
    const [{ n }] = (
      await pool.query<{ n: number }>(
        `select count(*)::int as n from users where county_code = '440106' and created_at >= '2024-01-01 00:00+08' and created_at < '2025-01-01 00:00+08'`,
      )
    ).rows as [{ n: number }];
    expect(check).toBe(n);
    expect((await list({ status: 'disabled' })).data.total).toBe(MEMBERS / 500);

    report(`[用户管理] adminUserList over ${MEMBERS} members`, await measure(cases.map(([label, payload]) => [label, () => list(payload)]), P99_MS), P99_MS);
  }, 300_000);
});
