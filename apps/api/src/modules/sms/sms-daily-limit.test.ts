// SMS codes are capped per phone per day (China time), configurable with SMS_DAILY_LIMIT.
import { afterEach, describe, expect, it } from 'vitest';
import { MINUTE, SECOND } from '../../kernel/time';
import { chinaDayStart, dailyLimit } from './codes';
import { call, DEMO, useHarness } from '../../../test/helpers';

const send = (h: { app: Parameters<typeof call>[0] }, phone: string, ip: string) =>
  call(h.app, 'sendsms', { ac: 'appvercode', phone, usecate: 'login', expireTime: 5 }, { ip });

const MSG_DAILY = '该手机号今日获取验证码次数已达上限，请明天再试';

describe('SMS codes per phone per day', () => {
  const h = useHarness();
  const saved = process.env.SMS_DAILY_LIMIT;
  afterEach(() => {
    if (saved === undefined) delete process.env.SMS_DAILY_LIMIT;
    else process.env.SMS_DAILY_LIMIT = saved;
  });

  it('sends 10 a day, refuses the 11th with a Chinese message, and sends again the next day', async () => {
    h.clock.set('2026-06-01T09:00:00+08:00');
    for (let i = 0; i < 10; i++) {
      // a new address each time and 61 s apart: only the daily cap can refuse
      expect((await send(h, DEMO.member, `10.0.0.${i + 1}`)).msg, `code ${i + 1}`).toBe('发送成功');
      h.clock.advance(61 * SECOND);
    }
    expect(await send(h, DEMO.member, '10.0.1.1')).toEqual({ ok: false, code: 1, msg: MSG_DAILY, data: null });
    // another phone is not affected
    expect((await send(h, DEMO.company, '10.0.1.2')).msg).toBe('发送成功');
    // still refused at 23:59 China time, allowed after midnight China time (16:00 UTC)
    h.clock.set('2026-06-01T23:59:00+08:00');
    expect((await send(h, DEMO.member, '10.0.1.3')).msg).toBe(MSG_DAILY);
    h.clock.set('2026-06-02T00:00:30+08:00');
    expect((await send(h, DEMO.member, '10.0.1.4')).msg).toBe('发送成功');
  });

  it('takes its limit from SMS_DAILY_LIMIT', async () => {
    process.env.SMS_DAILY_LIMIT = '2';
    expect((await send(h, DEMO.member, '10.0.0.1')).msg).toBe('发送成功');
    h.clock.advance(2 * MINUTE);
    expect((await send(h, DEMO.member, '10.0.0.2')).msg).toBe('发送成功');
    h.clock.advance(2 * MINUTE);
    expect((await send(h, DEMO.member, '10.0.0.3')).msg).toBe(MSG_DAILY);
  });

  it('reads the limit and the China-time day correctly', () => {
    expect(dailyLimit({})).toBe(10);
    expect(dailyLimit({ SMS_DAILY_LIMIT: '3' })).toBe(3);
    expect(dailyLimit({ SMS_DAILY_LIMIT: 'zero' })).toBe(10);
    expect(chinaDayStart(new Date('2026-06-01T15:59:59Z')).toISOString()).toBe('2026-05-31T16:00:00.000Z');
    expect(chinaDayStart(new Date('2026-06-01T16:00:00Z')).toISOString()).toBe('2026-06-01T16:00:00.000Z');
  });
});
