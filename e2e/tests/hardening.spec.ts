// What an attacker tried against `npm start`, through the gateway as the journeys run it (demo mode):
// stand-ins for this machine only, limits on password guessing, oversize bodies and URLs, the build
// manifest. API calls only, except the lock message on the login screen.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiGet, apiPost, DEMO_ACCOUNTS, readSmsCode, uniquePhone } from '../support';

const PASSWORD = 'Hardening1';

const registerByApi = async (request: APIRequestContext, phone: string) => {
  const sent = await apiPost(request, '/open/uni/sendsms', { ac: 'appvercode', phone, usecate: 'register', expireTime: 5 });
  expect(sent.ok, `sendsms: ${sent.msg}`).toBe(true);
  const smscode = await readSmsCode(request, phone, { usecate: 'register' });
  const env = await apiPost(request, '/pc/user/register', {
    user_mobile: phone,
    smscode,
    user_password: PASSWORD,
    province_code: '440000',
    city_code: '440100',
    county_code: '440106',
  });
  expect(env.ok, `register: ${env.msg}`).toBe(true);
};

const passwordLogin = (request: APIRequestContext, phone: string, password: string) =>
  apiGet<{ token: string } | null>(request, '/pc/user/login', { user_mobile: phone, login_type: 'password', user_password: password });

test.describe('demo stand-ins', () => {
  test('answer this machine (the SMS outbox works for the journeys)', async ({ request }) => {
    const env = await apiGet<{ items: unknown[] }>(request, '/dev/sms-outbox', { phone: DEMO_ACCOUNTS.member.phone });
    expect(env.ok).toBe(true);
  });

  test('refuse a client elsewhere (as forwarded by a proxy in front of the gateway)', async ({ request }) => {
    const elsewhere = { 'x-forwarded-for': '203.0.113.50' };
    const outbox = await request.get(`/api/dev/sms-outbox?phone=${DEMO_ACCOUNTS.member.phone}`, { headers: elsewhere });
    expect(outbox.status()).toBe(403);
    expect(await outbox.json()).toEqual({ ok: false, code: 1, msg: '演示服务仅限本机访问', data: null });
    // the WeChat confirm call that let anyone log in as anyone
    const ticket = await apiPost<{ ticket: string }>(request, '/open/uni/wxlogin/create', {});
    const confirm = await request.post('/api/dev/wechat/confirm', {
      headers: elsewhere,
      data: { ticket: ticket.data?.ticket ?? 'x', phone: DEMO_ACCOUNTS.member.phone },
    });
    expect(confirm.status()).toBe(403);
    const page = await request.get('/api/dev/wechat/confirm-page?ticket=x', { headers: elsewhere });
    expect(page.status()).toBe(403);
  });
});

test.describe('password guessing', () => {
  test('5 failures lock password login for 15 minutes; SMS login still works and clears the lock', async ({ page, request }) => {
    test.setTimeout(150_000);
    const phone = uniquePhone();
    await registerByApi(request, phone);
    for (let i = 1; i <= 4; i++) expect((await passwordLogin(request, phone, `Wrong${i}Pass`)).msg).toBe('账号或密码错误');
    const locked = /^密码错误次数过多，请于\d{2}:\d{2}后重试或使用短信验证码登录$/;
    expect((await passwordLogin(request, phone, 'Wrong5Pass')).msg).toMatch(locked);
    expect((await passwordLogin(request, phone, PASSWORD)).msg).toMatch(locked);

    // the login screen shows the message
    await page.goto('/login');
    const form = page.getByRole('form', { name: '账号登录' });
    await form.getByLabel('手机号', { exact: true }).fill(phone);
    await form.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText(locked).first()).toBeVisible();

    // an SMS code still logs in, and afterwards the password works again (one code per phone per 60 s:
    // the registration's code was the last one)
    await expect
      .poll(async () => (await apiPost(request, '/open/uni/sendsms', { ac: 'appvercode', phone, usecate: 'login', expireTime: 5 })).msg, {
        timeout: 75_000,
        intervals: [5_000],
      })
      .toBe('发送成功');
    const smscode = await readSmsCode(request, phone, { usecate: 'login' });
    const sms = await apiGet(request, '/pc/user/login', { user_mobile: phone, login_type: 'smscode', smscode });
    expect(sms.ok, sms.msg).toBe(true);
    expect((await passwordLogin(request, phone, PASSWORD)).ok).toBe(true);
  });
});

test.describe('oversize requests and the build manifest', () => {
  test('a body over 1 MB gets 413 with 请求内容过大, not 502', async ({ request }) => {
    const res = await request.post('/api/pc/user/register', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ user_mobile: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status()).toBe(413);
    expect(await res.json()).toEqual({ ok: false, code: 1, msg: '请求内容过大', data: null });
  });

  test('a URL over 16 KB gets the envelope with 请求地址过长', async ({ request }) => {
    const res = await request.get(`/api/open/uni/listarticle?keywords=${'a'.repeat(17 * 1024)}`);
    expect(res.status()).toBe(431);
    expect(await res.json()).toEqual({ ok: false, code: 1, msg: '请求地址过长', data: null });
  });

  test('the build manifests are not served, the pages still are, with their CSP', async ({ request }) => {
    for (const url of ['/_portal/.vite/manifest.json', '/_mall/.vite/manifest.json']) {
      expect((await request.get(url)).status(), url).toBe(404);
    }
    const home = await request.get('/homePage');
    expect(home.status()).toBe(200);
    expect(home.headers()['content-security-policy']).toContain("script-src 'self'");
  });
});
