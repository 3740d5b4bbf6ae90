// 员工管理 in the operations console, through the gateway: 超级管理员 creates an account (the form's messages
// first), sees its second factor once (QR code, secret, eight recovery codes), the new account logs in with
// its initial password and gets its roles' menu; 停用 ends its session at once; 重置二次验证 shows a new factor.
// 运营 has no 员工管理. (Outside production the login asks for no second factor; the server tests prove it in
// production mode.)
import { expect, test } from '@playwright/test';
import { staffPage } from '../support/staff';


test('员工管理: create an account (its second factor shown once), it logs in with its menu, 停用 ends its session', async ({ browser }) => {
  test.setTimeout(90_000);
  const account = `e2e${Date.now() % 1_000_000}`;
  const admin = await staffPage(browser, 'admin');
  await admin.getByRole('navigation').getByRole('link', { name: '员工管理' }).click();
  await expect(admin.getByRole('heading', { name: '员工管理', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: '新建员工' }).click();
  const form = admin.getByRole('dialog', { name: '新建员工' });
  await form.getByRole('textbox', { name: /账号/ }).fill(account);
  await form.getByRole('textbox', { name: /姓名/ }).fill('内容编辑小郑');
  await form.getByLabel(/初始密码/).fill('short');
  await form.getByRole('button', { name: '创建' }).click();
  await expect(form.getByText('请至少选择一个角色')).toBeVisible();
  await expect(form.getByText('密码至少 8 位，且须同时包含字母和数字')).toBeVisible();
  await form.getByRole('checkbox', { name: '内容编辑' }).check();
  await form.getByLabel(/初始密码/).fill('Welcome2026');
  await form.getByRole('button', { name: '创建' }).click();
  const factor = admin.getByRole('dialog', { name: '二次验证' });
  await expect(factor.getByRole('img', { name: `${account} 的二次验证二维码` })).toBeVisible();
  await expect(factor.getByRole('list', { name: '恢复码' }).getByRole('listitem')).toHaveCount(8);
  await expect(factor).toContainText('以下信息仅显示这一次');
  await factor.getByRole('button', { name: '我已妥善保存' }).click();
  const row = admin.getByRole('table', { name: '员工列表' }).getByRole('row').filter({ hasText: account });
  await expect(row).toContainText('内容编辑小郑');
  await expect(row).toContainText('已设置（恢复码剩 8 个）');

  const fresh = await staffPage(browser, account, { password: 'Welcome2026' });
  const nav = fresh.getByRole('navigation');
  await expect(nav.getByRole('link', { name: '工作台' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '员工管理' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: '入驻审核' })).toHaveCount(0);

  // 停用: the fresh account's next call is refused and the console sends it to the login
  await row.getByRole('button', { name: `编辑 ${account}` }).click();
  const edit = admin.getByRole('dialog', { name: '编辑员工 内容编辑小郑' });
  await edit.getByRole('checkbox', { name: /停用该账号/ }).check();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(row).toContainText('已停用');
  await fresh.goto('/admin/audit');
  await expect(fresh).toHaveURL(/\/admin\/login/);

  // 重置二次验证 is asked first and shows a new factor
  await row.getByRole('button', { name: `重置二次验证 ${account}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(admin.getByRole('dialog', { name: '二次验证' }).getByRole('list', { name: '恢复码' }).getByRole('listitem')).toHaveCount(8);
  await admin.context().close();
  await fresh.context().close();
});

test('运营 has no 员工管理: not in the menu, 无权限 on the screen', async ({ browser }) => {
  const ops = await staffPage(browser, 'ops');
  await expect(ops.getByRole('navigation').getByRole('link', { name: '员工管理' })).toHaveCount(0);
  await ops.goto('/admin/staff');
  await expect(ops.getByText('无权限')).toBeVisible();
  await ops.context().close();
});
