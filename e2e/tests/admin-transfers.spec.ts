// 线下转账对账 in the operations console, through the gateway: a new member buys offline (the API: cart,
// submit with pay_cate 0, 回单) → 运营 finds the checkout by its 汇款识别码 with the amount due and the receipt →
// a wrong amount typed is refused with the amount due → the bank statement (.csv) is imported, its line matched
// (可确认到账) and confirmed with its own values (已确认到账) → the checkout is under 已到账 → the buyer's order
// is 待发货 and the seller's is paid → a second confirmation changes nothing. The 工作台 counts the waiting
// transfers; 内容编辑 has no 线下转账对账.
import { expect, test } from '@playwright/test';
import { apiGet, apiPost, DEMO_ACCOUNTS, DEMO_PASSWORD, loginByApi, registerMemberByApi } from '../support';
import { staffPage } from '../support/staff';
import { offlineOrder } from '../support/orders';

const SELLER = '广州安信安全技术有限公司';


test('线下转账对账: a statement line matched by its code, 确认到账, the order 待发货 for the buyer and paid for the seller', async ({ browser, request, page }) => {
  test.setTimeout(120_000);
  const member = await registerMemberByApi(request);
  const address = await apiPost(
    request,
    '/address/add',
    { type: 0, contact: '周采购', phone: member.phone, province_name: '广东省', province_code: '440000', city_name: '广州市', city_code: '440100', county_name: '天河区', county_code: '440106', address: '天河北路 9 号', is_default: 1 },
    member.token,
  );
  expect(address.ok, address.msg).toBe(true);
  const order = await offlineOrder(request, member.token, SELLER);

  const ops = await staffPage(browser, 'ops');
  // the 工作台 counts what waits
  const card = ops.getByRole('main').getByRole('link', { name: /线下转账对账/ });
  await expect(card.getByText('转账待确认')).toBeVisible();
  await expect(card.getByRole('definition')).toHaveText(/^[1-9]\d*$/);
  await card.click();
  await expect(ops.getByRole('heading', { name: '线下转账对账', level: 1 })).toBeVisible();
  await ops.getByRole('textbox', { name: '关键词' }).fill(order.remitCode);
  await ops.getByRole('button', { name: '搜索' }).click();
  const table = ops.getByRole('table', { name: '转账列表' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(order.remitCode);
  await expect(row).toContainText(`¥${order.total}`);
  await expect(row).toContainText(order.orderNo);
  await expect(row).toContainText(SELLER);
  await expect(row).toContainText(member.phone);
  await expect(row.getByRole('link', { name: '回单.svg' })).toHaveAttribute('href', '/api/files/seed/product-1.svg');

  // a wrong amount is refused with what is due, and nothing changes
  await row.getByRole('button', { name: `确认到账 ${order.remitCode}` }).click();
  const dialog = ops.getByRole('dialog', { name: '确认到账' });
  await expect(dialog).toContainText(`¥${order.total}`);
  await dialog.getByRole('textbox', { name: /到账金额/ }).fill('1.00');
  await dialog.getByRole('button', { name: '确认到账' }).click();
  await expect(ops.getByText(`到账金额与应付金额不一致（应付 ¥${order.total}）`)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /到账金额/ })).toHaveValue('1.00');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);

  // the bank statement: its line names the code in the remark
  await ops.getByRole('button', { name: '导入银行流水' }).click();
  const panel = ops.getByRole('region', { name: '导入银行流水' });
  const csv = `交易日期,借方金额,贷方金额,对方户名,附言\r\n2026-11-29,,${order.total},周采购,货款 ${order.remitCode.toLowerCase()}\r\n2026-11-29,,88.00,某公司,服务费\r\n`;
  await panel.getByLabel('选择银行流水文件').setInputFiles({ name: '工行流水.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(panel.getByRole('status')).toHaveText('工行流水.csv：共 2 条，可确认到账 1 条，未找到订单 1 条');
  const results = panel.getByRole('table', { name: '流水匹配结果' });
  await results.getByRole('button', { name: '确认到账 第1行' }).click();
  await expect(dialog.getByRole('textbox', { name: /到账金额/ })).toHaveValue(order.total);
  await expect(dialog.getByRole('textbox', { name: '付款人' })).toHaveValue('周采购');
  await dialog.getByRole('button', { name: '确认到账' }).click();
  await expect(ops.getByText('已确认到账', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // matched again: the line is now paid; the waiting list no longer has it
  await expect(results.getByRole('row').nth(1)).toContainText('已收款或已取消');
  await expect(ops.getByText('暂无待确认的转账')).toBeVisible();
  await ops.getByRole('button', { name: '已到账' }).click();
  await expect(ops).toHaveURL(new RegExp(`/admin/transfers\\?keyword=${order.remitCode}&status=paid$|/admin/transfers\\?status=paid&keyword=${order.remitCode}$`));
  await expect(table.getByRole('row').nth(1)).toContainText(order.remitCode);
  await expect(table.getByRole('row').nth(1)).toContainText('已到账');

  // a second confirmation changes nothing
  const again = await ops.evaluate(
    async ({ code, amount }) => {
      const res = await fetch('/api/admin/transfers/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: localStorage.getItem('adminToken') ?? '' },
        body: JSON.stringify({ remit_code: code, amount }),
      });
      return (await res.json()) as { ok: boolean; msg: string };
    },
    { code: order.remitCode, amount: order.total },
  );
  expect(again).toMatchObject({ ok: false, msg: '订单已收款或已取消' });

  // the buyer's order is 待发货; the seller's is paid
  await loginByApi(page, member.phone);
  await page.goto('/myOrders?vsstatus=pay');
  await expect(page.getByRole('article', { name: `订单 ${order.orderNo}` })).toContainText('待发货');
  const seller = await apiGet<{ token: string }>(request, '/pc/user/login', { user_mobile: DEMO_ACCOUNTS.company.phone, login_type: 'password', user_password: DEMO_PASSWORD });
  const sold = await apiGet<{ ispay: number; status: string }>(request, '/orders/infoByCompany', { order_no: order.orderNo }, seller.data.token);
  expect(sold.data).toMatchObject({ ispay: 1 });
  await ops.context().close();
});

test('内容编辑 has no 线下转账对账: not in the menu, 无权限 on the screen', async ({ browser }) => {
  const editor = await staffPage(browser, 'editor');
  await expect(editor.getByRole('navigation').getByRole('link', { name: '线下转账对账' })).toHaveCount(0);
  await editor.goto('/admin/transfers');
  await expect(editor.getByText('无权限')).toBeVisible();
  await editor.context().close();
});
