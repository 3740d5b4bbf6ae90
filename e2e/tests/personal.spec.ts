// The personal centre: daily sign-in (and not twice), the points ledger, profile and password edits,
// binding and rebinding a bank card, favourites paging and removal, the role menu and the sample pages.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiPost, DEMO_ACCOUNTS, loginByApi, readSmsCode, registerMemberByApi, uniquePhone } from '../support';

const DELETE_PASSWORD = 'Delete2026';
// The password and account-deletion journeys each need an account of their own (a retry must not meet a
// password an earlier try changed) whose last SMS is older than 60 s: make them first, run them last.
const deletePhone = uniquePhone();
const passwordPhone = uniquePhone();
let registeredAt = 0;
/** Wait until another SMS code may be sent to the accounts made in beforeAll (one per phone per 60 s). */
const smsIntervalPassed = (page: Page) => page.waitForTimeout(Math.max(0, registeredAt + 61_000 - Date.now()));

test.describe('personal centre', () => {
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    registeredAt = Date.now();
    await Promise.all([
      registerMemberByApi(request, { phone: deletePhone, password: DELETE_PASSWORD }),
      registerMemberByApi(request, { phone: passwordPhone }),
    ]);
    await request.dispose();
  });

  test('signs in once a day: 签到成功, the points ledger shows +10, a second sign-in gives nothing', async ({ page }) => {
    const token = await loginByApi(page, DEMO_ACCOUNTS.member.phone);
    const before = (await apiGet<{ ProfitJifen: number }>(page.request, '/user/center', {}, token)).data.ProfitJifen;
    await page.goto('/mySign');
    await expect(page).toHaveTitle(/每日签到/);
    await expect(page.getByRole('navigation', { name: '会员中心菜单' }).getByRole('link', { name: '每日签到' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => localStorage.getItem('active'))).toBe('2-4');
    await page.getByRole('button', { name: /立即签到/ }).click();
    await expect(page.getByText(/签到成功/)).toBeVisible();
    await expect(page.getByText('今日已签到，明天再来吧~')).toBeVisible();
    await page.reload();
    await expect(page.getByText('今日已签到，明天再来吧~')).toBeVisible();
    await expect(page.getByRole('button', { name: /立即签到/ })).toHaveCount(0);
    // not twice, also when asked directly
    const again = await apiPost(page.request, '/sign/add', {}, token);
    expect(again).toMatchObject({ ok: false, msg: '今日已签到' });

    await page.goto('/integral');
    await expect(page.getByTestId('points-balance')).toHaveText(String(before + 10));
    const first = page.getByRole('list', { name: '积分明细' }).getByRole('listitem').first();
    await expect(first).toContainText('每日签到');
    await expect(first).toContainText('+10');
  });

  test('binds a bank card (Luhn checked), shows it masked, and rebinds', async ({ page }) => {
    await loginByApi(page, DEMO_ACCOUNTS.salesman.phone);
    await page.goto('/bindBankCard');
    const form = page.getByRole('form', { name: '绑定银行卡' });
    await form.getByLabel('姓名').fill('王五');
    await form.getByLabel('银行卡号', { exact: true }).fill('6222021234567890123');
    await form.getByLabel('确认银行卡号').fill('6222021234567890123');
    await form.getByLabel('开户银行').fill('中国工商银行');
    await form.getByLabel('手机号').fill('13800000003');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByText('请输入正确的银行卡号')).toBeVisible();
    await form.getByLabel('银行卡号', { exact: true }).fill('6222021234567890128');
    await form.getByLabel('确认银行卡号').fill('6222021234567890128');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(page.getByTestId('card-number')).toHaveText('**** **** **** 0128');
    await page.reload();
    await expect(page.getByTestId('card-number')).toHaveText('**** **** **** 0128');
    await expect(page.getByText('6222021234567890128')).toHaveCount(0);

    await page.getByRole('button', { name: '重新绑定' }).click();
    const again = page.getByRole('form', { name: '绑定银行卡' });
    await again.getByLabel('银行卡号', { exact: true }).fill('4111111111111111');
    await again.getByLabel('确认银行卡号').fill('4111111111111111');
    await again.getByLabel('开户银行').fill('招商银行');
    await again.getByRole('button', { name: '保存' }).click();
    await expect(page.getByTestId('card-number')).toHaveText('**** **** **** 1111');
    await expect(page.getByText('开户银行：招商银行')).toBeVisible();
    // the salesman's menu has 我的推广, with figures from the referral rows
    await page.getByRole('navigation', { name: '会员中心菜单' }).getByRole('link', { name: '我的推广' }).click();
    await expect(page).toHaveURL(/\/distribution$/);
    await expect(page.getByText('邀请会员（人）')).toBeVisible();
  });

  test('favourites page 10 at a time and are removed after confirming', async ({ page }) => {
    const token = await loginByApi(page, DEMO_ACCOUNTS.company.phone);
    const list = await apiGet<{ items: { id: number }[] }>(page.request, '/open/uni/listarticle', { pageNum: 1, pageSize: 12 });
    expect(list.data.items.length).toBe(12);
    for (const a of list.data.items) expect((await apiPost(page.request, '/fav/addByUserFav', { b_type: 'article', xid: a.id }, token)).ok).toBe(true);

    await page.goto('/myFav');
    const rows = page.getByRole('list', { name: '我的收藏' }).getByRole('listitem');
    await expect(rows).toHaveCount(10);
    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows).toHaveCount(2);
    await rows.first().getByRole('button', { name: '取消收藏' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('取消成功')).toBeVisible();
    await expect(rows).toHaveCount(1);
    const total = (await apiGet<{ total: number }>(page.request, '/fav/listByUser', {}, token)).data.total;
    expect(total).toBe(11);
    // the company's menu has the merchant entries
    const menu = page.getByRole('navigation', { name: '会员中心菜单' });
    await expect(menu.getByRole('link', { name: '企业资料' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '订单管理' })).toBeVisible();
  });

  test('the dashboard links the order shortcuts; the finance placeholders say 示例数据; 375 px still works', async ({ page }) => {
    await loginByApi(page, DEMO_ACCOUNTS.member.phone);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/personal');
    await expect(page.getByRole('link', { name: /待付款/ })).toHaveAttribute('href', '/myOrders?vsstatus=notpay');
    await expect(page.getByRole('link', { name: '升级为企业用户' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    for (const path of ['/uconfig', '/teams', '/bindBankCard', '/integral']) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: '会员中心菜单' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), path).toBe(true);
    }
    await page.goto('/myProfitMoney');
    await expect(page.getByRole('note')).toContainText('示例数据');
    await page.goto('/myUserMoney');
    await expect(page.getByText('¥520.00').first()).toBeVisible();
  });

  test('edits the profile and the login password (SMS code), then logs in with the new password', async ({ page }) => {
    const phone = passwordPhone;
    await loginByApi(page, phone);
    await page.goto('/uconfig');
    const profile = page.getByRole('form', { name: '个人资料' });
    await profile.getByLabel('姓名').fill('赵六六');
    await profile.getByLabel('邮箱').fill('zhao@example.com');
    await profile.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: '个人资料' }).getByLabel('姓名')).toHaveValue('赵六六');

    await page.getByRole('tab', { name: '登录密码' }).click();
    await expect(page).toHaveURL(/tab=password/);
    const form = page.getByRole('form', { name: '修改登录密码' });
    await expect(form.getByLabel('手机号码')).toHaveValue(phone);
    await form.getByRole('button', { name: '确认修改' }).click();
    await expect(form.getByText('请输入手机验证码')).toBeVisible();
    await smsIntervalPassed(page);
    await form.getByRole('button', { name: /获取验证码/ }).click();
    const code = await readSmsCode(page.request, phone, { usecate: 'resetpwd' });
    await form.getByLabel('验证码').fill(code);
    await form.getByLabel('新密码').fill('NewPass2026');
    await form.getByLabel('确认密码').fill('NewPass2026');
    await form.getByRole('button', { name: '确认修改' }).click();
    // every session of the account ended on the server, this one too: the login page says why and returns here
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuconfig%3Ftab%3Dpassword$/, { timeout: 20_000 });
    await expect(page.getByText('密码已修改，请重新登录')).toBeVisible();
    const relogin = await apiGet(page.request, '/pc/user/login', { user_mobile: phone, login_type: 'password', user_password: 'NewPass2026' });
    expect(relogin.ok).toBe(true);
  });

  test('downloads one’s own data and deletes the account (confirmation, SMS code); the old password no longer works', async ({ page }) => {
    test.setTimeout(120_000);
    await loginByApi(page, deletePhone, DELETE_PASSWORD);
    await page.goto('/uconfig?tab=data');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载我的数据' }).click();
    const download = await downloading;
    const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as { user: { user_mobile: string } };
    expect(data.user.user_mobile).toBe(deletePhone);

    const form = page.getByRole('form', { name: '注销账号' });
    await form.getByRole('button', { name: '注销账号' }).click();
    await expect(form.getByText('请输入“注销账号”确认')).toBeVisible();
    await form.getByLabel('确认文字').fill('注销账号');
    // one code per phone and 60 s
    await smsIntervalPassed(page);
    await form.getByRole('button', { name: /获取验证码/ }).click();
    const code = await readSmsCode(page.request, deletePhone, { usecate: 'deleteaccount' });
    await form.getByLabel('验证码').fill(code);
    await form.getByRole('button', { name: '注销账号' }).click();
    await page.getByRole('button', { name: '确定注销' }).click();
    await expect(page).toHaveURL(/\/homePage$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const relogin = await apiGet(page.request, '/pc/user/login', { user_mobile: deletePhone, login_type: 'password', user_password: DELETE_PASSWORD });
    expect(relogin.ok).toBe(false);
  });
});
