// A failing statement is logged without its values: no phone number, address or name in the log.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { addresses } from '../db/schema';
import { call, DEMO, loginAs, useHarness } from '../../test/helpers';
import { loggableError } from './log-safety';

const PHONE = '13812345678';

describe('the error log', () => {
  const h = useHarness();

  it('a handler whose statement fails logs the code, constraint and statement, never the values', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      db: h.db,
      appEnv: 'test',
      clock: h.clock,
      logLevel: 'error',
      logStream: new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }),
      handlers: {
        ...(await import('../modules/index')).handlers,
        // an address insert that breaks a constraint with the buyer's data in it
        async addressAdd({ db }) {
          await db.insert(addresses).values({
            userId: 2_000_000_000,
            contact: '收货人王小明',
            phone: PHONE,
            provinceName: '广东省',
            provinceCode: '440000',
            cityName: '广州市',
            cityCode: '440100',
            countyName: '天河区',
            countyCode: '440106',
            address: '测试路1号',
          } as typeof addresses.$inferInsert);
          throw new Error('unreachable: the insert fails');
        },
      },
    });
    const token = await loginAs(app, DEMO.member);
    const payload = { contact: '收货人王小明', phone: PHONE, province_name: '广东省', province_code: '440000', city_code: '440100', county_code: '440106', address: '测试路1号' };
    const res = await call(app, 'addressAdd', payload, { token });
    expect(res).toMatchObject({ ok: false, msg: '服务器繁忙，请稍后重试' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('handler failed');
    expect(log).toMatch(/"code":"23\d{3}"/);
    expect(log).toMatch(/insert into .{0,2}"addresses/);
    for (const value of [PHONE, '王小明', '测试路1号']) expect(log).not.toContain(value);
  });

  it('a unique violation keeps its constraint, not PostgreSQL detail naming the value', async () => {
    let caught: unknown;
    try {
      await h.db.execute(sql`insert into users (user_account, user_mobile, name, password_hash, created_at) select user_account, user_mobile, name, password_hash, created_at from users where user_mobile = ${DEMO.member}`);
    } catch (err) {
      caught = err;
    }
    const logged = JSON.stringify(loggableError(caught));
    expect(logged).toContain('23505');
    expect(logged).not.toContain(DEMO.member);
  });

  it('an ordinary error keeps its message and frames', () => {
    const logged = loggableError(new Error('渲染失败'));
    expect(logged).toMatchObject({ type: 'Error', message: '渲染失败' });
    expect(logged.stack).toMatch(/^\s+at /);
  });
});
