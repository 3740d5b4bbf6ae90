// 操作日志 (/admin/audit, 超级管理员 only): admin makes a new member a 客服 in 用户管理, finds that change in
// the log by its summary (操作人 admin) and reads the roles before and after; 运营 is not offered the log and
// reads 无权限 on its address.
import { expect, test } from '@playwright/test';
import { registerMemberByApi } from '../support';
import { staffPage } from '../support/staff';


test('超级管理员 finds a change in 操作日志 with its before and after; 运营 has no 操作日志', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { phone } = await registerMemberByApi(request, { password: 'Member1234' });

  const admin = await staffPage(browser, 'admin');
  const nav = admin.getByRole('navigation');
  await nav.getByRole('link', { name: '用户管理' }).click();
  await admin.getByRole('textbox', { name: '关键词' }).fill(phone);
  await admin.getByRole('button', { name: '搜索' }).click();
  const users = admin.getByRole('table', { name: '用户列表' });
  await expect(users.getByRole('row')).toHaveCount(2);
  await users.getByRole('button', { name: /^设为客服 / }).click();
  await expect(admin.getByText('设置成功')).toBeVisible();
  await expect(users.getByRole('button', { name: /^取消客服 / })).toBeVisible();

  await nav.getByRole('link', { name: '操作日志' }).click();
  await expect(admin.getByRole('heading', { name: '操作日志' })).toBeVisible();
  await admin.getByRole('textbox', { name: '操作人' }).fill('admin');
  await admin.getByRole('textbox', { name: '关键词' }).fill(phone);
  await admin.getByRole('button', { name: '查询' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/audit\\?staff=admin&keyword=${phone}`));
  const log = admin.getByRole('table', { name: '操作日志' });
  await expect(log.getByRole('row')).toHaveCount(2);
  const row = log.getByRole('row').nth(1);
  await expect(row.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '设置会员角色', exact: true })).toBeVisible();
  await expect(row.getByText(`设为客服：`)).toContainText(phone);

  // a reload keeps the filters
  await admin.reload();
  await expect(admin.getByRole('textbox', { name: '操作人' })).toHaveValue('admin');
  await expect(log.getByRole('row')).toHaveCount(2);

  // usable at 375 px: the page itself does not scroll sideways (the table scrolls in its own box)
  await admin.setViewportSize({ width: 375, height: 800 });
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(admin.getByRole('button', { name: '展开菜单' })).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await admin.waitForFunction(() => document.getAnimations().length === 0);
  await admin.screenshot({ path: test.info().outputPath('audit-375.png'), fullPage: true });

  await row.getByRole('button', { name: /^详情 / }).click();
  const dialog = admin.getByRole('dialog', { name: '操作详情' });
  await expect(dialog.getByText(phone)).toBeVisible();
  const diff = dialog.getByRole('table', { name: '修改内容' });
  const roles = diff.getByRole('row').filter({ hasText: '角色' });
  await expect(roles).toContainText('已修改');
  await expect(roles.getByRole('cell').nth(0)).toHaveText('会员');
  await expect(roles.getByRole('cell').nth(1)).toHaveText('会员、客服');
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await admin.screenshot({ path: test.info().outputPath('audit-detail-375.png') });
  await admin.context().close();

  const ops = await staffPage(browser, 'ops');
  await expect(ops.getByRole('navigation').getByRole('link', { name: '用户管理' })).toBeVisible();
  await expect(ops.getByRole('navigation').getByRole('link', { name: '操作日志' })).toHaveCount(0);
  await ops.goto('/admin/audit');
  await expect(ops.getByText('无权限')).toBeVisible();
  await expect(ops.getByRole('table', { name: '操作日志' })).toHaveCount(0);
  await ops.context().close();
});
