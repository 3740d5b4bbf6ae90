// WeChat website login (网站应用微信登录) in demo mode, through the API's emulator of open.weixin: the login
// page frames the emulator's qrconnect page, its 演示 button confirms as a demo WeChat user and WeChat's
// redirect lands on /wxLoginCallback; the first time the page binds the WeChat account to the member with
// the phone and an SMS code (read from the demo outbox), later logins go straight in, and /uconfig unbinds.
// At 375 px, as a phone shows it.
//
// The member is the demo salesman (no other journey sends it SMS codes); a nickname of its own per run
// stands for a WeChat account nobody bound yet.
import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, DEMO_ACCOUNTS, apiGet, apiPost, appReady, latestSmsCode, readSmsCode, type Envelope } from '../support';

// a demo account no other journey sends SMS codes to: SMS flow control (one code a minute for a phone, as
// Aliyun's) would refuse this journey's code right after another's
const member = DEMO_ACCOUNTS.company;
const nickname = `演示${randomInt(100_000, 999_999)}`;

const welcome = (page: Page) => page.getByText(/^欢迎您，/);
const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** On /login: open the WeChat panel and confirm in the framed QR page as `nickname`. */
async function scanWithWechat(page: Page) {
  await page.getByRole('button', { name: '微信扫码登录' }).click();
  const frame = page.frameLocator('iframe[title="微信登录二维码"]');
  await expect(frame.getByRole('img', { name: '微信登录二维码' })).toBeVisible();
  await expect(frame.getByText('演示', { exact: true })).toBeVisible();
  await expect(page.getByRole('note', { name: '演示环境提示' })).toBeVisible();
  await noHorizontalScroll(page);
  await frame.getByLabel('演示微信昵称').fill(nickname);
  await frame.getByRole('button', { name: '演示：以此微信确认登录' }).click();
  // WeChat sends the whole window (not the frame) back with the code and the state
  await expect(page).toHaveURL(/\/wxLoginCallback\?code=[0-9a-f]+&state=[0-9a-f]{32}$/);
}

test.use({ viewport: { width: 375, height: 812 } });

test.beforeAll(async ({ playwright }) => {
  // a run stopped half-way may have left the member bound: start unbound
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    const login = await apiGet<{ token: string }>(request, '/pc/user/login', { user_mobile: member.phone, login_type: 'password', user_password: member.password });
    expect(login.ok, login.msg).toBe(true);
    const binding = await apiGet<{ bound: boolean }>(request, '/pc/user/wxbind', {}, login.data.token);
    if (binding.data.bound) expect((await apiPost(request, '/pc/user/wxunbind', {}, login.data.token)).ok).toBe(true);
  } finally {
    await request.dispose();
  }
});

test('WeChat login: bind with phone and SMS code, log out, straight in the next time, unbind in /uconfig', async ({ page, request }) => {
  test.setTimeout(150_000);

  // a callback this tab did not start is refused without asking WeChat
  await page.goto('/wxLoginCallback?code=abc&state=0123456789abcdef0123456789abcdef');
  await appReady(page);
  await expect(page.getByRole('alert')).toHaveText('登录已失效，请重新扫码');

  await page.goto(`/login?redirect=${encodeURIComponent('/train')}`);
  await appReady(page);
  await scanWithWechat(page);

  // first time: the phone form of the callback page, with the spec's validation texts
  const form = page.getByRole('form', { name: '绑定手机号' });
  await expect(form.getByText(`微信账号「${nickname}」尚未绑定本站账号`, { exact: false })).toBeVisible();
  await noHorizontalScroll(page);
  const submit = form.getByRole('button', { name: '绑定并登录' });
  await submit.click();
  await expect(form.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription('请输入手机号码');
  await expect(form.getByRole('textbox', { name: '验证码' })).toHaveAccessibleDescription('请输入手机验证码');
  await form.getByRole('textbox', { name: '手机号' }).fill(member.phone);
  // other journeys log this member in by SMS too: the code sent now, not one the outbox already had
  const earlier = await latestSmsCode(request, member.phone, 'login');
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByRole('textbox', { name: '验证码' }).fill(await readSmsCode(request, member.phone, { usecate: 'login', notCode: earlier }));
  await submit.click();
  await expect(page).toHaveURL(/\/train$/);
  await expect(welcome(page)).toHaveText(`欢迎您，${member.name}`);

  // log out
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('退出成功')).toBeVisible();
  await expect(welcome(page)).toHaveCount(0);

  // the same WeChat account again: straight in
  await page.goto('/login');
  await appReady(page);
  await scanWithWechat(page);
  await expect(page).toHaveURL(/\/homePage$/);
  await expect(welcome(page)).toHaveText(`欢迎您，${member.name}`);
  await expect(page.getByRole('form', { name: '绑定手机号' })).toHaveCount(0);

  // /uconfig 个人资料: the binding and 解除绑定
  await page.goto('/uconfig');
  await appReady(page);
  const section = page.getByRole('region', { name: '微信登录' });
  await expect(section.getByText(`已绑定微信「${nickname}」`, { exact: false })).toBeVisible();
  await noHorizontalScroll(page);
  await section.getByRole('button', { name: '解除绑定' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('确定解除绑定吗？');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('解除绑定成功')).toBeVisible();
  await expect(section.getByText(/未绑定微信/)).toBeVisible();

  // unbound: the API now asks for the phone again for this WeChat account
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const binding: Envelope<{ bound: boolean }> = await apiGet(request, '/pc/user/wxbind', {}, token ?? '');
  expect(binding.data.bound).toBe(false);
});
