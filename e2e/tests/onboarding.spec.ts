// Journeys of onboarding (spec 01 §5, spec 02 §5): enterprise registration with its real SMS code, a
// supplier onboarding whose badge follows the review (approved, then a second one rejected, re-submitted
// and under review again), an expert join, and the personal centre's enterprise upgrade through review to
// the merchant menu. Reviews go through the demo-only review route (the same function as
// `pnpm --filter @ws/api review`).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiGet, apiPost, loginByApi, readSmsCode, registerMemberByApi, uniquePhone } from '../support';
import { fillCompany, fillExpert, lbl } from '../support/onboarding';

/** A new ordinary member through the API (register with its SMS code); answers the phone. */
const newMember = async (request: APIRequestContext): Promise<string> => (await registerMemberByApi(request, { password: 'Member1234' })).phone;

const review = async (request: APIRequestContext, kind: 'company' | 'expert', id: number, action: 'approve' | 'reject', remark = '') => {
  const res = await apiPost(request, '/dev/review', { kind, id, action, remark });
  expect(res.ok, res.msg).toBe(true);
};

test('enterprise registration: the messages, then the real SMS code and name: 注册成功, an account under review', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/register');
  await page.getByRole('tab', { name: '企业会员' }).click();
  const form = page.getByRole('form', { name: '企业会员注册' });
  await form.getByRole('button', { name: '注册' }).click();
  for (const m of ['请选择企业类型', '请填写企业名称', '请选择所属区域', '请上传营业执照', '必须同意用户协议']) await expect(form.getByText(m)).toBeVisible();

  const account = uniquePhone();
  await fillCompany(page, form, '广州端到端安全科技有限公司', uniquePhone());
  await form.getByLabel(lbl('登录账号')).fill(account);
  await form.getByLabel(lbl('登录密码')).fill('Safety2026');
  await form.getByRole('button', { name: '获取验证码' }).click();
  const code = await readSmsCode(page.request, account, { usecate: 'register' });
  await form.getByLabel(lbl('手机验证码')).fill(code);
  await form.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await form.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText('注册成功')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const login = await apiGet<{ token: string }>(page.request, '/pc/user/login', { user_mobile: account, login_type: 'password', user_password: 'Safety2026' });
  expect(login.ok).toBe(true);
  const mine = await apiGet<{ name: string; audit_status: number }>(page.request, '/company2/infoByUserId', {}, login.data.token);
  expect(mine.data).toMatchObject({ name: '广州端到端安全科技有限公司', audit_status: 0 });
});

test('company join: 审核中, 审核通过 after approval (company role); a rejected one 审核不通过, re-submitted, 审核中 again', async ({ page }) => {
  test.setTimeout(180_000);
  const phone = await newMember(page.request);
  const token = await loginByApi(page, phone, 'Member1234');
  await page.goto('/join');
  const form = page.getByRole('form', { name: '企业入驻' });
  await form.getByRole('button', { name: '提交' }).click();
  await expect(form.getByText('请选择企业类型')).toBeVisible();
  await expect(form.getByText('请上传资质图片')).toBeVisible();

  const contact = uniquePhone();
  await fillCompany(page, form, '端到端检测服务有限公司', contact);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByLabel(lbl('手机验证码')).fill(await readSmsCode(page.request, contact, { usecate: 'companyjoin' }));
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功，请等待审核')).toBeVisible();
  await expect(page).toHaveURL(/\/joinList$/);
  const list = page.getByRole('list', { name: '我的企业' });
  const first = list.getByRole('listitem').filter({ hasText: '端到端检测服务有限公司' });
  await expect(first.getByText('审核中')).toBeVisible();

  const mine = await apiGet<{ items: { id: number; name: string }[] }>(page.request, '/company/listByUser', {}, token);
  const id = mine.data.items.find((c) => c.name === '端到端检测服务有限公司')!.id;
  await review(page.request, 'company', id, 'approve');
  await page.reload();
  await expect(first.getByText('审核通过')).toBeVisible();
  const profile = await apiGet<{ roles: string[] }>(page.request, '/user/dev-api/system/user', {}, token);
  expect(profile.data.roles).toContain('company');

  // a second company, rejected with a reason, then re-submitted
  await page.getByRole('link', { name: '新增企业' }).click();
  const contact2 = uniquePhone();
  await fillCompany(page, form, '端到端二号有限公司', contact2);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByLabel(lbl('手机验证码')).fill(await readSmsCode(page.request, contact2, { usecate: 'companyjoin' }));
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/joinList$/);
  const mine2 = await apiGet<{ items: { id: number; name: string }[] }>(page.request, '/company/listByUser', {}, token);
  const id2 = mine2.data.items.find((c) => c.name === '端到端二号有限公司')!.id;
  await review(page.request, 'company', id2, 'reject', '营业执照不清晰');
  await page.reload();
  const second = list.getByRole('listitem').filter({ hasText: '端到端二号有限公司' });
  await expect(second.getByText('审核不通过')).toBeVisible();
  await expect(second.getByText('原因：营业执照不清晰')).toBeVisible();
  await second.getByRole('link', { name: /重新提交/ }).click();
  await expect(page).toHaveURL(new RegExp(`/join\\?id=${id2}$`));
  await expect(form.getByLabel(lbl('企业名称'))).toHaveValue('端到端二号有限公司');
  const contact3 = uniquePhone();
  await form.getByLabel(lbl('联系电话')).fill(contact3);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByLabel(lbl('手机验证码')).fill(await readSmsCode(page.request, contact3, { usecate: 'companyjoin' }));
  await form.getByRole('button', { name: '重新提交' }).click();
  await expect(page).toHaveURL(/\/joinList$/);
  await expect(second.getByText('审核中')).toBeVisible();
  await expect(first.getByText('审核通过')).toBeVisible();
});

test('expert join: login first, the messages, 提交成功！, then the application under review and approved', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/expertJoin');
  await expect(page).toHaveURL(/\/login\?redirect=%2FexpertJoin/);

  const phone = await newMember(page.request);
  await loginByApi(page, phone, 'Member1234');
  await page.goto('/expertJoin');
  const form = page.getByRole('form', { name: '专家入驻' });
  await form.getByRole('button', { name: '提交' }).click();
  for (const m of ['请选择行业', '请选择推荐', '请填写姓名', '请上传图片logo', '请填写个人简介']) await expect(form.getByText(m)).toBeVisible();

  await fillExpert(page, form, '端到端专家');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功！')).toBeVisible();
  const status = page.getByRole('region', { name: '专家入驻申请' });
  await expect(status.getByText('审核中')).toBeVisible();

  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const mine = await apiGet<{ id: number }>(page.request, '/expert/infoByUser', {}, token!);
  await review(page.request, 'expert', mine.data.id, 'approve');
  await page.reload();
  await expect(status.getByText('审核通过')).toBeVisible();
});

test('enterprise upgrade (/uconfigJoin): 请填写地址, 审核中, rejected with a reason and re-uploaded, approved: the merchant menu appears', async ({ page }) => {
  test.setTimeout(180_000);
  const phone = await newMember(page.request);
  const token = await loginByApi(page, phone, 'Member1234');
  await page.goto('/uconfigJoin');
  const form = page.getByRole('form', { name: '企业入驻' });
  await form.getByRole('button', { name: '提交' }).click();
  for (const m of ['请选择企业类型', '请填写地址', '请上传营业执照']) await expect(form.getByText(m)).toBeVisible();
  const menu = page.getByRole('navigation', { name: '会员中心菜单' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  await expect(menu.getByRole('link', { name: '订单管理' })).toHaveCount(0);

  const contact = uniquePhone();
  await fillCompany(page, form, '端到端升级企业有限公司', contact);
  await form.getByLabel(lbl('地址')).fill('天河路 100 号');
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByLabel(lbl('手机验证码')).fill(await readSmsCode(page.request, contact, { usecate: 'companyjoin' }));
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功，请等待审核')).toBeVisible();
  const status = page.getByRole('region', { name: '审核状态' });
  await expect(status.getByText('审核中')).toBeVisible();

  const record = await apiGet<{ id: number; audit_status: number }>(page.request, '/company2/infoByUserId', {}, token);
  expect(record.data.audit_status).toBe(100);
  await review(page.request, 'company', record.data.id, 'reject', '资质图片不清晰');
  await page.reload();
  await expect(status.getByText('审核不通过')).toBeVisible();
  await expect(status.getByText('原因：资质图片不清晰')).toBeVisible();
  await status.getByRole('button', { name: '重新上传' }).click();
  await expect(form.getByLabel(lbl('地址'))).toHaveValue('天河路 100 号');
  const contact2 = uniquePhone();
  await form.getByLabel(lbl('联系电话')).fill(contact2);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByLabel(lbl('手机验证码')).fill(await readSmsCode(page.request, contact2, { usecate: 'companyjoin' }));
  await form.getByRole('button', { name: '重新提交' }).click();
  await expect(status.getByText('审核中')).toBeVisible();

  await review(page.request, 'company', record.data.id, 'approve');
  await page.reload();
  await expect(status.getByText('审核通过')).toBeVisible();
  await expect(menu.getByRole('link', { name: '订单管理' })).toBeVisible();
  await page.goto('/companyInformation');
  const list = page.getByRole('list', { name: '企业信息' });
  await expect(list.getByRole('listitem').filter({ hasText: '端到端升级企业有限公司' }).getByText('审核通过')).toBeVisible();
});
