// Journeys of the operations console (/admin): each demo staff role sees the menu its roles allow and 无权限
// on a screen it may not open; a member's enterprise upgrade approved in 入驻审核 gives that member the
// merchant menu; an expert application rejected there shows the reason on the applicant's page; a member
// disabled in 用户管理 is logged out and cannot log in until enabled again, and 会员详情 shows them whole and
// disables them too; the member's token never opens
// the console.
import { expect, test, type Page } from '@playwright/test';
import { apiGet, loginByApi, readSmsCode, registerMemberByApi, uniquePhone } from '../support';
import { staffPage } from '../support/staff';
import { fillCompany, fillExpert, lbl } from '../support/onboarding';


/** 入驻审核 → the application named `name` of the tab `tab`, opened from the list's search. */
const openApplication = async (page: Page, tab: '企业入驻' | '专家申请', name: string) => {
  await page.getByRole('navigation').getByRole('link', { name: '入驻审核' }).click();
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('textbox', { name: '关键词' }).fill(name);
  await page.getByRole('button', { name: '搜索' }).click();
  await page.getByRole('link', { name: `查看 ${name}` }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
};

test('each staff role: its menu, 无权限 elsewhere, logout', async ({ browser }) => {
  test.setTimeout(120_000);
  const menus: [string, string[], string[]][] = [
    ['ops', ['工作台', '入驻审核', '用户管理', '订单管理', '线下转账对账', '售后仲裁', '商品审核'], ['员工管理', '操作日志', '系统设置']],
    ['admin', ['工作台', '入驻审核', '用户管理', '订单管理', '线下转账对账', '售后仲裁', '商品审核', '员工管理', '操作日志', '系统设置'], []],
    ['editor', ['工作台'], ['入驻审核', '用户管理', '订单管理', '线下转账对账', '售后仲裁', '商品审核', '员工管理', '操作日志', '系统设置']],
    ['cs', ['工作台'], ['入驻审核', '用户管理', '订单管理', '线下转账对账', '售后仲裁', '商品审核', '员工管理', '操作日志', '系统设置']],
  ];
  for (const [account, shown, hidden] of menus) {
    const page = await staffPage(browser, account, { goTo: '/admin/reviews' });
    const nav = page.getByRole('navigation');
    for (const label of shown) await expect(nav.getByRole('link', { name: label })).toBeVisible();
    for (const label of hidden) await expect(nav.getByRole('link', { name: label })).toHaveCount(0);
    if (hidden.includes('入驻审核')) await expect(page.getByText('无权限')).toBeVisible();
    else await expect(page.getByRole('heading', { name: '入驻审核' })).toBeVisible();
    await page.getByRole('button', { name: '退出' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto('/admin/reviews');
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.context().close();
  }
});

test('用户管理: 运营 disables a member with a reason (logged out, login refused), enables them again, opens 会员详情 and disables from there', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { phone, token } = await registerMemberByApi(request, { password: 'Member1234' });
  expect((await apiGet(request, '/user/dev-api/system/user', {}, token)).ok).toBe(true);
  const page = await staffPage(browser, 'ops');
  await page.getByRole('navigation').getByRole('link', { name: '用户管理' }).click();
  await expect(page.getByRole('heading', { name: '用户管理' })).toBeVisible();
  await page.getByRole('textbox', { name: '关键词' }).fill(phone);
  await page.getByRole('button', { name: '搜索' }).click();
  const table = page.getByRole('table', { name: '用户列表' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const masked = `${phone.slice(0, 3)}****${phone.slice(7)}`;
  await expect(table.getByRole('cell', { name: masked, exact: true })).toBeVisible();

  await table.getByRole('button', { name: /^停用 / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '确定停用' }).click();
  await expect(dialog.getByText('请填写停用原因')).toBeVisible();
  await dialog.getByLabel(/停用原因/).fill('发布违规信息');
  await dialog.getByRole('button', { name: '确定停用' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '已停用' })).toBeVisible();
  await expect(table.getByRole('cell', { name: '已停用', exact: true })).toBeVisible();
  await expect(table.getByRole('button', { name: /^启用 / })).toBeVisible();
  // logged out everywhere, and no new login
  expect((await apiGet(request, '/user/dev-api/system/user', {}, token)).code).toBe(-1);
  const refused = await apiGet(request, '/pc/user/login', { user_mobile: phone, login_type: 'password', user_password: 'Member1234' });
  expect(refused.msg).toBe('账号已被停用，请联系客服');

  await table.getByRole('button', { name: /^启用 / }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(table.getByRole('button', { name: /^停用 / })).toBeVisible();
  const again = await apiGet(request, '/pc/user/login', { user_mobile: phone, login_type: 'password', user_password: 'Member1234' });
  expect(again.ok).toBe(true);

  // 会员详情, opened from the list by the name: the whole phone, the sections, 用户管理 still highlighted;
  // disabled from there too, with the reason shown
  await table.getByRole('link', { name: /^查看 .+ 的详情$/ }).click();
  await expect(page).toHaveURL(/\/admin\/userInfo\?id=\d+$/);
  await expect(page.getByRole('heading', { name: phone, level: 1 })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${phone}$`) }).first()).toBeVisible();
  for (const h of ['基本信息', '订单（0）', '企业', '专家']) await expect(page.getByRole('heading', { name: h, level: 2 })).toBeVisible();
  await expect(page.getByText('暂无订单')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: '用户管理' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: /^停用 / }).click();
  const detailDialog = page.getByRole('dialog');
  await detailDialog.getByLabel(/停用原因/).fill('冒用他人资料');
  await detailDialog.getByRole('button', { name: '确定停用' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '已停用' })).toBeVisible();
  await expect(page.getByText('冒用他人资料')).toBeVisible();
  await expect(page.getByRole('button', { name: /^启用 / })).toBeVisible();
  const refusedAgain = await apiGet(request, '/pc/user/login', { user_mobile: phone, login_type: 'password', user_password: 'Member1234' });
  expect(refusedAgain.msg).toBe('账号已被停用，请联系客服');

  // usable at 375 px: no horizontal page scroll on the detail or the list (wide tables scroll in their box)
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { name: '基本信息' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('link', { name: '← 返回用户管理' }).click();
  await expect(page.getByRole('table', { name: '用户列表' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.context().close();
});

test('a member token does not open the console, and the console answers it code -1', async ({ page }) => {
  const phone = (await registerMemberByApi(page.request, { password: 'Member1234' })).phone;
  const token = await loginByApi(page, phone, 'Member1234');
  const res = await apiGet(page.request, '/admin/reviews/list', { kind: 'company', status: 'pending' }, token);
  expect(res.code).toBe(-1);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('an enterprise upgrade approved in 入驻审核: 审核通过 and the merchant menu for its member', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const phone = (await registerMemberByApi(page.request, { password: 'Member1234' })).phone;
  await loginByApi(page, phone, 'Member1234');
  await page.goto('/uconfigJoin');
  const form = page.getByRole('form', { name: '企业入驻' });
  const name = `控制台审核企业${phone.slice(-4)}有限公司`;
  const contact = uniquePhone();
  await fillCompany(page, form, name, contact);
  await form.getByLabel(lbl('地址')).fill('天河路 200 号');
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByLabel(lbl('手机验证码')).fill(await readSmsCode(page.request, contact, { usecate: 'companyjoin' }));
  await form.getByRole('button', { name: '提交' }).click();
  const status = page.getByRole('region', { name: '审核状态' });
  await expect(status.getByText('审核中')).toBeVisible();
  const menu = page.getByRole('navigation', { name: '会员中心菜单' });
  await expect(menu.getByRole('link', { name: '订单管理' })).toHaveCount(0);

  const ops = await staffPage(browser, 'ops');
  await openApplication(ops, '企业入驻', name);
  await ops.getByRole('button', { name: '通过' }).click();
  await ops.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(ops.getByText('已通过').first()).toBeVisible();
  await expect(ops.getByRole('button', { name: '通过' })).toHaveCount(0);
  await ops.context().close();

  await page.reload();
  await expect(status.getByText('审核通过')).toBeVisible();
  await expect(menu.getByRole('link', { name: '订单管理' })).toBeVisible();
});

test('an expert application rejected in 入驻审核: the reason is required, and the applicant reads it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const phone = (await registerMemberByApi(page.request, { password: 'Member1234' })).phone;
  await loginByApi(page, phone, 'Member1234');
  await page.goto('/expertJoin');
  const form = page.getByRole('form', { name: '专家入驻' });
  const name = `审核专家${phone.slice(-4)}`;
  await fillExpert(page, form, name);
  await form.getByRole('button', { name: '提交' }).click();
  const status = page.getByRole('region', { name: '专家入驻申请' });
  await expect(status.getByText('审核中')).toBeVisible();

  const ops = await staffPage(browser, 'ops');
  await openApplication(ops, '专家申请', name);
  await ops.getByRole('button', { name: '驳回' }).click();
  const dialog = ops.getByRole('dialog', { name: '驳回申请' });
  await dialog.getByRole('button', { name: '确定驳回' }).click();
  await expect(dialog.getByText('请填写驳回原因')).toBeVisible();
  await dialog.getByLabel(/驳回原因/).fill('资质证书已过期，请更新后重新提交');
  await dialog.getByRole('button', { name: '确定驳回' }).click();
  await expect(ops.getByText('驳回原因：资质证书已过期，请更新后重新提交')).toBeVisible();
  await ops.context().close();

  await page.reload();
  await expect(status.getByText('审核不通过')).toBeVisible();
  await expect(status.getByText('原因：资质证书已过期，请更新后重新提交')).toBeVisible();
});
