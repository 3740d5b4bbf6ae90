// 系统设置 (/admin/settings, 超级管理员 only), through the gateway: admin changes the 转账说明 of the bank account
// (保存 is off until something changes; 保存成功 and 最近修改 … （admin）) and a buyer's /offline page shows the
// new text at once; admin adds an express company (the merchants' dictionary lists it), is told when its code
// is taken, and deletes it after confirming; 运营 is not offered 系统设置 and reads 无权限 on its address.
// The shipping rule and the trade limits are not changed here: journeys beside this one price checkouts with
// them (the API's tests change them and check the checkout, the 报价单 and the inquiries).
import { expect, test } from '@playwright/test';
import { apiGet, apiPost, loginByApi, registerMemberByApi } from '../support';
import { offlineOrder } from '../support/orders';
import { staffPage } from '../support/staff';

const SELLER = '广州安信安全技术有限公司';

test('系统设置: a new 转账说明 shows on /offline at once; an express company added and deleted; 运营 has no 系统设置', async ({ browser, request, page }) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-6);

  const admin = await staffPage(browser, 'admin');
  await admin.getByRole('navigation').getByRole('link', { name: '系统设置' }).click();
  await expect(admin.getByRole('heading', { name: '系统设置', level: 1 })).toBeVisible();
  const transfer = admin.getByRole('form', { name: '收款账户' });
  const save = transfer.getByRole('button', { name: '保存收款账户' });
  await expect(save).toBeDisabled();
  const remark = `转账时请在附言中填写汇款识别码（测试 ${stamp}）`;
  await transfer.getByLabel('转账说明').fill(remark);
  // a bad account number is told and nothing is sent
  const account = transfer.getByLabel('银行账号');
  const kept = await account.inputValue();
  await account.fill('12-34');
  await save.click();
  await expect(transfer.getByText('银行账号应为 8 至 30 位数字（可含空格）')).toBeVisible();
  await account.fill(kept);
  await save.click();
  await expect(admin.getByText('保存成功')).toBeVisible();
  await expect(transfer.getByText(/^最近修改：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}（admin）$/)).toBeVisible();
  await expect(save).toBeDisabled();

  // a buyer's /offline shows the account as saved, without a restart
  const member = await registerMemberByApi(request, { password: 'Member1234' });
  const address = await apiPost(
    request,
    '/address/add',
    { type: 0, contact: '吴采购', phone: member.phone, province_name: '广东省', province_code: '440000', city_name: '广州市', city_code: '440100', county_name: '越秀区', county_code: '440104', address: '中山五路 1 号', is_default: 1 },
    member.token,
  );
  expect(address.ok, address.msg).toBe(true);
  const order = await offlineOrder(request, member.token, SELLER);
  await loginByApi(page, member.phone, 'Member1234');
  await page.goto(`/offline?orderNo=${order.mainOrderNo}&total_price=${order.total}`);
  await expect(page.getByText(remark)).toBeVisible();

  // 快递公司: add one, the merchants' dictionary lists it; its code again is refused; then delete it
  const express = admin.getByRole('region', { name: '快递公司' });
  const name = `测试快递${stamp}`;
  const code = `T${stamp}`;
  const add = async () => {
    await express.getByRole('button', { name: '新增快递公司' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('名称').fill(name);
    await dialog.getByLabel('编码').fill(code);
    await dialog.getByRole('button', { name: '保存' }).click();
    return dialog;
  };
  await add();
  await expect(admin.getByText('保存成功').last()).toBeVisible();
  const table = express.getByRole('table', { name: '快递公司' });
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  const dict = await apiGet<{ items: { dict_value: string; dict_label: string }[] }>(request, '/system/dict/data/type/express', { pageSize: 999 });
  expect(dict.data.items).toContainEqual(expect.objectContaining({ dict_value: code, dict_label: name }));
  const again = await add();
  await expect(again.getByText('该快递公司编码已存在').first()).toBeVisible();
  await again.getByRole('button', { name: '取消' }).click();
  await table.getByRole('button', { name: `删除 ${name}` }).click();
  await admin.getByRole('button', { name: '确定' }).click();
  await expect(admin.getByText('已删除')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // usable at 375 px: the page itself does not scroll sideways
  await admin.setViewportSize({ width: 375, height: 800 });
  await expect(transfer.getByLabel('转账说明')).toHaveValue(remark);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const ops = await staffPage(browser, 'ops');
  await expect(ops.getByRole('navigation').getByRole('link', { name: '系统设置' })).toHaveCount(0);
  await ops.goto('/admin/settings');
  await expect(ops.getByRole('alert').getByText('无权限')).toBeVisible();
});
