import type { Profile, WechatTicket, WechatTicketStatus } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { MINUTE, SECOND } from '../../kernel/time';
import { call, DEMO, useHarness } from '../../../test/helpers';

describe('WeChat QR login stand-in', () => {
  const h = useHarness();
  const create = async (headers: Record<string, string> = {}) => (await call<WechatTicket>(h.app, 'wechatQrCreate', {}, { headers })).data;
  const status = async (ticket: string) => (await call<WechatTicketStatus>(h.app, 'wechatQrStatus', { ticket })).data;

  it('creates a ticket whose QR URL is the local confirm page on the request origin', async () => {
    const t = await create({ host: 'localhost:8080' });
    expect(t.ticket).toMatch(/^[0-9a-f]{32}$/);
    expect(t.expire_seconds).toBe(300);
    expect(t.qr_url).toBe(`http://localhost:8080/api/dev/wechat/confirm-page?ticket=${t.ticket}`);
    const proxied = await create({ host: 'internal:8081', 'x-forwarded-host': 'portal.example.com', 'x-forwarded-proto': 'https' });
    expect(proxied.qr_url.startsWith('https://portal.example.com/api/dev/wechat/confirm-page?ticket=')).toBe(true);
    // demo mode: the login page may show its stand-in hint (a marked demo banner)
    expect(t.demo).toBe(true);
  });

  it('waits, then on the first confirmed read logs in once; later reads see it expired', async () => {
    const t = await create();
    expect(await status(t.ticket)).toEqual({ status: 'waiting', login: null });
    expect(await call(h.app, 'wechatQrConfirm', { ticket: t.ticket, phone: DEMO.member })).toMatchObject({ ok: true });
    const confirmed = await status(t.ticket);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.login?.loginUser).toMatchObject({ user_id: 1, user_mobile: DEMO.member });
    const profile = await call<Profile>(h.app, 'profile', {}, { token: confirmed.login!.token });
    expect(profile.data.user_mobile).toBe(DEMO.member);
    expect(await status(t.ticket)).toEqual({ status: 'expired', login: null });
    // a consumed ticket cannot be confirmed again
    expect((await call(h.app, 'wechatQrConfirm', { ticket: t.ticket, phone: DEMO.member })).ok).toBe(false);
  });

  it('refuses an unknown phone with 该手机号未注册', async () => {
    const t = await create();
    expect(await call(h.app, 'wechatQrConfirm', { ticket: t.ticket, phone: '13912345678' })).toMatchObject({ ok: false, msg: '该手机号未注册' });
    expect(await status(t.ticket)).toEqual({ status: 'waiting', login: null });
  });

  it('expires a ticket after 5 minutes, and unknown tickets are expired', async () => {
    const t = await create();
    h.clock.advance(5 * MINUTE - SECOND);
    expect((await status(t.ticket)).status).toBe('waiting');
    h.clock.advance(2 * SECOND);
    expect((await status(t.ticket)).status).toBe('expired');
    expect((await call(h.app, 'wechatQrConfirm', { ticket: t.ticket, phone: DEMO.member })).ok).toBe(false);
    expect((await status('0'.repeat(32))).status).toBe('expired');
    expect((await status('')).status).toBe('expired');
  });

  it('serves a Chinese confirm page whose form posts without script', async () => {
    const t = await create();
    const page = await h.app.inject({ url: `/api/dev/wechat/confirm-page?ticket=${t.ticket}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('微信扫码登录确认');
    expect(page.body).toContain('手机号');
    expect(page.body).toContain('确认登录');
    expect(page.body).not.toContain('<script');

    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/dev/wechat/confirm-page',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ticket=${t.ticket}&phone=13912345678`,
    });
    expect(bad.body).toContain('该手机号未注册');

    const good = await h.app.inject({
      method: 'POST',
      url: '/api/dev/wechat/confirm-page',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ticket=${t.ticket}&phone=${DEMO.company}`,
    });
    expect(good.body).toContain('已确认登录');
    const s = await status(t.ticket);
    expect(s.login?.loginUser.user_mobile).toBe(DEMO.company);
  });

  it('escapes what it echoes back', async () => {
    const page = await h.app.inject({ url: `/api/dev/wechat/confirm-page?ticket=${encodeURIComponent('"><script>x</script>')}` });
    expect(page.body).not.toContain('<script>x');
  });
});

describe('WeChat QR login in production mode', () => {
  const h = useHarness({ appEnv: 'production' });

  it('never flags the ticket as demo: the login page shows no stand-in hint', async () => {
    const t = (await call<WechatTicket>(h.app, 'wechatQrCreate', {})).data;
    expect(t.demo).toBe(false);
  });
});
