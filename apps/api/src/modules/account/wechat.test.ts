// The WeChat website login: WeChat's URLs as documented, the production adapter against the demo's
// emulator of open.weixin over real HTTP, the state bound to the browser, and the member's binding.
import type { AddressInfo } from 'node:net';
import type { LoginResult, Profile, WechatBinding, WechatCallbackResult, WechatTicket, WechatTicketStatus } from '@ws/api-sdk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { MINUTE, SECOND } from '../../kernel/time';
import { call, DEMO, DEMO_ID, loginAs, requestCode, useHarness } from '../../../test/helpers';
import { demoIdentity } from './wechat-emulator';
import { accessTokenUrl, qrconnectUrl, userInfoUrl, wechatLoginSettingsFromEnv, type WechatLoginSettings } from './wechat-login';

describe('WeChat URLs as open.weixin documents them', () => {
  it('builds the qrconnect URL in the documented order, redirect_uri encoded, #wechat_redirect last', () => {
    expect(qrconnectUrl('https://open.weixin.qq.com/connect/qrconnect', 'wx1234567890abcdef', 'https://www.example.com/wxLoginCallback?from=pc', 'abc123')).toBe(
      'https://open.weixin.qq.com/connect/qrconnect?appid=wx1234567890abcdef&redirect_uri=https%3A%2F%2Fwww.example.com%2FwxLoginCallback%3Ffrom%3Dpc&response_type=code&scope=snsapi_login&state=abc123#wechat_redirect',
    );
  });

  it('builds the two API requests', () => {
    expect(accessTokenUrl('https://api.weixin.qq.com', 'wxAPP', 'SECRET', 'CODE')).toBe(
      'https://api.weixin.qq.com/sns/oauth2/access_token?appid=wxAPP&secret=SECRET&code=CODE&grant_type=authorization_code',
    );
    expect(userInfoUrl('https://api.weixin.qq.com', 'ACCESS_TOKEN', 'OPENID')).toBe('https://api.weixin.qq.com/sns/userinfo?access_token=ACCESS_TOKEN&openid=OPENID');
  });

  it('reads production settings from the environment, WeChat hosts by default', () => {
    const s = wechatLoginSettingsFromEnv(
      { WECHAT_LOGIN_APP_ID: 'wxA', WECHAT_LOGIN_APP_SECRET: 'S', WECHAT_LOGIN_REDIRECT_URI: 'https://www.example.com/wxLoginCallback' },
      true,
      'http://127.0.0.1:8081',
    );
    expect(s).toEqual({
      mode: 'real',
      appId: 'wxA',
      appSecret: 'S',
      authorizeUrl: 'https://open.weixin.qq.com/connect/qrconnect',
      apiBase: 'https://api.weixin.qq.com',
      redirectUri: 'https://www.example.com/wxLoginCallback',
    });
    const demo = wechatLoginSettingsFromEnv({ WECHAT_LOGIN_APP_SECRET: 'real-secret' }, false, 'http://127.0.0.1:8081');
    expect(demo.mode).toBe('emulator');
    expect(demo.apiBase).toBe('http://127.0.0.1:8081/api/wechat-open-emulator');
    expect(demo.appSecret).not.toBe('real-secret');
  });
});

// Production settings (mode 'real') with both hosts pointed at the emulator this app serves on port 0.
const CALLBACK = 'https://www.example.com/wxLoginCallback';
const emulator: WechatLoginSettings = { mode: 'emulator', appId: 'wxe2e0000000000001', appSecret: 'emulated-secret-1', authorizeUrl: null, apiBase: '', redirectUri: CALLBACK };
const production: WechatLoginSettings = { ...emulator, mode: 'real', authorizeUrl: '', apiBase: '' };

describe('WeChat website login against the emulator over HTTP', () => {
  const h = useHarness({ wechatLogin: production, wechatLoginEmulator: emulator });
  let origin = '';
  beforeAll(async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    production.authorizeUrl = `${origin}/api/wechat-open-emulator/connect/qrconnect`;
    production.apiBase = `${origin}/api/wechat-open-emulator`;
  });

  const create = async (browserKey = `key-${Math.random()}`) => ({ ...(await call<WechatTicket>(h.app, 'wechatQrCreate', { browser_key: browserKey })).data, browserKey });
  /** The browser opens the QR page, the demo user confirms; WeChat's redirect to the callback. */
  const scan = async (t: WechatTicket, nickname = '小微') => {
    const page = await fetch(t.authorize_url!);
    const html = await page.text();
    expect(page.status, html).toBe(200);
    const uuid = /name="uuid" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await fetch(`${origin}/api/wechat-open-emulator/connect/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ uuid, from: 'page', nickname }).toString(),
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(302);
    const back = new URL(confirmed.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
  };
  const callback = (p: { code: string; state: string; browser_key: string }) => call<WechatCallbackResult>(h.app, 'wechatLoginCallback', p);
  const bind = (p: Record<string, string>) => call<LoginResult>(h.app, 'wechatLoginBind', p);
  const status = async (ticket: string) => (await call<WechatTicketStatus>(h.app, 'wechatQrStatus', { ticket })).data;
  /** Scan as `nickname` and come back: the callback's answer and what the binding needs. */
  const loginAsWechat = async (nickname: string) => {
    const t = await create();
    const back = await scan(t, nickname);
    return { t, back, res: await callback({ ...back, browser_key: t.browserKey }) };
  };
  const bindPhone = async (phone: string, t: WechatTicket & { browserKey: string }) => {
    const smscode = await requestCode(h.app, phone, 'login');
    return bind({ state: t.state!, browser_key: t.browserKey, user_mobile: phone, smscode });
  };

  it('answers the documented qrconnect URL of the configured app and callback, state = ticket', async () => {
    const t = await create();
    expect(t.state).toBe(t.ticket);
    expect(t.authorize_url).toBe(
      `${origin}/api/wechat-open-emulator/connect/qrconnect?appid=wxe2e0000000000001&redirect_uri=https%3A%2F%2Fwww.example.com%2FwxLoginCallback&response_type=code&scope=snsapi_login&state=${t.ticket}#wechat_redirect`,
    );
    expect(t.qr_url).toBe(t.authorize_url);
    expect(t.expire_seconds).toBe(300);
    expect(await status(t.ticket)).toEqual({ status: 'waiting', login: null });
  });

  it('first login asks for the phone, binds with the SMS code; later logins go straight in', async () => {
    const first = await loginAsWechat('绑定者');
    expect(first.res).toMatchObject({ ok: true, data: { status: 'bind', login: null, nickname: '绑定者' } });
    // the state is used: the status says so, without a token
    expect(await status(first.t.ticket)).toEqual({ status: 'confirmed', login: null });

    const bound = await bindPhone(DEMO.member, first.t);
    expect(bound).toMatchObject({ ok: true, msg: '登录成功', data: { loginUser: { user_id: DEMO_ID.member, user_mobile: DEMO.member } } });
    const profile = await call<Profile>(h.app, 'profile', {}, { token: bound.data.token });
    expect(profile.data.user_mobile).toBe(DEMO.member);
    expect((await call<WechatBinding>(h.app, 'wechatBinding', {}, { token: bound.data.token })).data).toMatchObject({ bound: true, nickname: '绑定者' });
    // the binding used the state up
    expect((await bind({ state: first.t.state!, browser_key: first.t.browserKey, user_mobile: DEMO.member, smscode: '123456' })).msg).toBe('登录已失效，请重新扫码');

    const again = await loginAsWechat('绑定者');
    expect(again.res.data).toMatchObject({ status: 'login', nickname: '绑定者', login: { loginUser: { user_id: DEMO_ID.member } } });
    const me = await call<Profile>(h.app, 'profile', {}, { token: (again.res.data.login as LoginResult).token });
    expect(me.data.user_id).toBe(DEMO_ID.member);
    const rows = await h.query<{ unionid: string; openid: string }>('select unionid, openid from wechat_accounts where user_id = $1', [DEMO_ID.member]);
    expect(rows.rows).toEqual([{ unionid: demoIdentity(emulator.appId, '绑定者').unionid, openid: demoIdentity(emulator.appId, '绑定者').openid }]);
  });

  it('refuses a reused code (40163) with a clear message', async () => {
    const { back } = await loginAsWechat('复用者');
    const other = await create();
    expect(await callback({ code: back.code, state: other.state!, browser_key: other.browserKey })).toMatchObject({ ok: false, msg: '微信授权已使用，请重新扫码' });
    const unknown = await create();
    expect(await callback({ code: 'not-a-code', state: unknown.state!, browser_key: unknown.browserKey })).toMatchObject({ ok: false, msg: '微信授权已失效，请重新扫码' });
  });

  it('refuses a wrong app secret (40125) without telling the member the secret', async () => {
    const t = await create();
    const back = await scan(t);
    production.appSecret = 'wrong-secret';
    try {
      const res = await callback({ ...back, browser_key: t.browserKey });
      expect(res).toMatchObject({ ok: false, msg: '微信登录配置有误，请联系客服' });
      expect(JSON.stringify(res)).not.toContain('wrong-secret');
    } finally {
      production.appSecret = emulator.appSecret;
    }
  });

  it('refuses another browser key, an unknown state, an expired or a used one: 登录已失效，请重新扫码', async () => {
    const stale = { ok: false, msg: '登录已失效，请重新扫码' };
    const t = await create();
    const back = await scan(t);
    expect(await callback({ ...back, browser_key: 'another-browser' })).toMatchObject(stale);
    expect(await callback({ ...back, state: '0'.repeat(32), browser_key: t.browserKey })).toMatchObject(stale);
    expect((await callback({ ...back, browser_key: t.browserKey })).ok).toBe(true);
    expect(await callback({ ...back, browser_key: t.browserKey })).toMatchObject(stale);

    const late = await create();
    const lateBack = await scan(late);
    h.clock.advance(5 * MINUTE + SECOND);
    expect(await callback({ ...lateBack, browser_key: late.browserKey })).toMatchObject(stale);
    expect(await status(late.ticket)).toEqual({ status: 'expired', login: null });
    // a ticket made without a browser key never passes
    const keyless = (await call<WechatTicket>(h.app, 'wechatQrCreate', {})).data;
    expect(await callback({ code: 'x', state: keyless.state!, browser_key: '' })).toMatchObject({ ok: false });
  });

  it('binding: the phone rules, an unknown phone, a wrong code, one WeChat per member and one member per WeChat', async () => {
    const first = await loginAsWechat('甲');
    const p = { state: first.t.state!, browser_key: first.t.browserKey };
    expect((await bind({ ...p, user_mobile: '', smscode: '' })).msg).toBe('请输入手机号码');
    expect((await bind({ ...p, user_mobile: '1380000', smscode: '1' })).msg).toBe('请正确输入手机号码');
    expect((await bind({ ...p, user_mobile: DEMO.member, smscode: '' })).msg).toBe('请输入手机验证码');
    expect((await bind({ ...p, user_mobile: '13912345678', smscode: '123456' })).msg).toBe('该手机号未注册');
    expect((await bind({ ...p, browser_key: 'another', user_mobile: DEMO.member, smscode: '123456' })).msg).toBe('登录已失效，请重新扫码');
    expect((await bind({ ...p, user_mobile: DEMO.member, smscode: '000000' })).ok).toBe(false);
    h.clock.advance(61 * SECOND);
    expect((await bindPhone(DEMO.member, first.t)).ok).toBe(true);

    // the member is bound to 甲: 乙 cannot bind to the same member
    const second = await loginAsWechat('乙');
    h.clock.advance(61 * SECOND);
    expect((await bindPhone(DEMO.member, second.t)).msg).toBe('该账号已绑定其他微信，请先在账户设置中解除绑定');

    // two browsers scanned by the unbound 丙: the first binding wins, the other member is refused
    const a = await loginAsWechat('丙');
    const b = await loginAsWechat('丙');
    expect(b.res.data.status).toBe('bind');
    expect((await bindPhone(DEMO.company, a.t)).ok).toBe(true);
    expect((await bindPhone(DEMO.salesman, b.t)).msg).toBe('该微信已绑定其他账号');
  });

  it('unbinding: /uconfig shows the binding, 解除绑定 removes it, the next WeChat login asks for the phone again', async () => {
    const first = await loginAsWechat('解绑者');
    const token = (await bindPhone(DEMO.expert, first.t)).data.token;
    expect((await call<WechatBinding>(h.app, 'wechatBinding', {}, { token })).data).toMatchObject({ bound: true, nickname: '解绑者', bound_at: '2026-06-01 08:00:00' });
    expect(await call(h.app, 'wechatUnbind', {}, { token })).toMatchObject({ ok: true, msg: '解除绑定成功' });
    expect((await call<WechatBinding>(h.app, 'wechatBinding', {}, { token })).data).toEqual({ bound: false, nickname: '', bound_at: null });
    expect(await call(h.app, 'wechatUnbind', {}, { token })).toMatchObject({ ok: false, msg: '当前账号未绑定微信' });
    expect((await loginAsWechat('解绑者')).res.data.status).toBe('bind');
    // both need a login
    expect((await call(h.app, 'wechatBinding', {})).ok).toBe(false);
  });

  it('a disabled member cannot log in with WeChat nor bind it', async () => {
    const first = await loginAsWechat('停用者');
    expect((await bindPhone(DEMO.custuser, first.t)).ok).toBe(true);
    await h.query('update users set disabled_at = now() where id = $1', [DEMO_ID.custuser]);
    expect((await loginAsWechat('停用者')).res).toMatchObject({ ok: false, msg: '账号已被停用，请联系客服' });
    const other = await loginAsWechat('另一个');
    h.clock.advance(61 * SECOND);
    expect((await bindPhone(DEMO.custuser, other.t)).msg).toBe('账号已被停用，请联系客服');
  });

  it('the emulator checks the qrconnect parameters and refuses an expired code', async () => {
    const base = `${origin}/api/wechat-open-emulator/connect/qrconnect`;
    const good = { appid: emulator.appId, redirect_uri: CALLBACK, response_type: 'code', scope: 'snsapi_login', state: 's' };
    const page = async (p: Record<string, string>) => (await fetch(`${base}?${new URLSearchParams(p).toString()}`)).text();
    expect(await page(good)).toContain('演示：以此微信确认登录');
    expect(await page({ ...good, appid: 'wxother' })).toContain('AppID 参数错误');
    expect(await page({ ...good, redirect_uri: 'https://evil.example/wxLoginCallback' })).toContain('redirect_uri 参数错误');
    expect(await page({ ...good, scope: 'snsapi_userinfo' })).toContain('Scope 参数错误');
    expect(await page({ ...good, response_type: 'token' })).toContain('response_type 参数错误');

    const t = await create();
    const back = await scan(t);
    h.clock.advance(5 * MINUTE + SECOND);
    const answer = (await (await fetch(accessTokenUrl(production.apiBase, emulator.appId, emulator.appSecret, back.code))).json()) as { errcode: number };
    expect(answer.errcode).toBe(42003);
    const token = (await (await fetch(`${production.apiBase}/sns/userinfo?access_token=nope&openid=x`)).json()) as { errcode: number };
    expect(token.errcode).toBe(40001);
  });

  it('serves the emulator to this machine only', async () => {
    const res = await h.app.inject({ url: '/api/wechat-open-emulator/sns/oauth2/access_token?appid=x', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(403);
  });

  it('logs in the member of an existing password login too (the binding does not change the account)', async () => {
    const first = await loginAsWechat('兼容');
    expect((await bindPhone(DEMO.member, first.t)).ok).toBe(true);
    expect(await loginAs(h.app, DEMO.member)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('WeChat login in production mode', () => {
  const h = useHarness({ appEnv: 'production', wechatLogin: { ...production, authorizeUrl: 'https://open.weixin.qq.com/connect/qrconnect', apiBase: 'https://api.weixin.qq.com' } });

  it('points at open.weixin, flags nothing as demo, and serves no emulator', async () => {
    const t = (await call<WechatTicket>(h.app, 'wechatQrCreate', { browser_key: 'k' })).data;
    expect(t.demo).toBe(false);
    expect(t.authorize_url?.startsWith('https://open.weixin.qq.com/connect/qrconnect?appid=wxe2e0000000000001&redirect_uri=https%3A%2F%2Fwww.example.com%2FwxLoginCallback&')).toBe(true);
    expect((await h.app.inject({ url: '/api/wechat-open-emulator/connect/qrconnect' })).statusCode).toBe(404);
  });
});
