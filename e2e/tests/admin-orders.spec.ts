// 订单管理 in the operations console, through the gateway: a new member buys offline (the API: address,
// cart, submit with pay_cate 0) → 运营 finds the order by its number and by the buyer's whole phone (the
// list shows it masked, 待付款, 线下转账) → opens its detail: the lines, the buyer's phone whole, the
// 汇款识别码 and 待付款. 内容编辑 has no 订单管理.
import { expect, test } from '@playwright/test';
import { apiPost, registerMemberByApi } from '../support';
import { staffPage } from '../support/staff';
import { offlineOrder } from '../support/orders';

const SELLER = '广州安信安全技术有限公司';


test('订单管理: 运营 finds a new offline order by its number and by the buyer phone, and reads it whole', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const member = await registerMemberByApi(request);
  const address = await apiPost(
    request,
    '/address/add',
    { type: 0, contact: '吴采购', phone: member.phone, province_name: '广东省', province_code: '440000', city_name: '广州市', city_code: '440100', county_name: '天河区', county_code: '440106', address: '天河北路 9 号', is_default: 1 },
    member.token,
  );
  expect(address.ok, address.msg).toBe(true);
  const order = await offlineOrder(request, member.token, SELLER);
  const masked = `${member.phone.slice(0, 3)}****${member.phone.slice(7)}`;

  const ops = await staffPage(browser, 'ops');
  await ops.getByRole('navigation').getByRole('link', { name: '订单管理' }).click();
  await expect(ops.getByRole('heading', { name: '订单管理', level: 1 })).toBeVisible();
  const table = ops.getByRole('table', { name: '订单列表' });

  // by its number
  await ops.getByRole('textbox', { name: '订单号' }).fill(order.orderNo);
  await ops.getByRole('button', { name: '搜索' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(order.orderNo);
  await expect(row).toContainText(masked);
  await expect(row).toContainText(SELLER);
  await expect(row).toContainText(`¥${order.total}`);
  await expect(row).toContainText('线下转账');
  await expect(row).toContainText('待付款');

  // by the buyer's phone
  await ops.getByRole('button', { name: '重置' }).click();
  await expect(ops).toHaveURL(/\/admin\/orders$/);
  await ops.getByRole('textbox', { name: '买家手机' }).fill(member.phone);
  await ops.getByRole('button', { name: '搜索' }).click();
  await expect(ops).toHaveURL(new RegExp(`mobile=${member.phone}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(order.orderNo);

  // the detail
  await table.getByRole('link', { name: `查看订单 ${order.orderNo}` }).click();
  await expect(ops.getByRole('heading', { name: `订单 ${order.orderNo}`, level: 1 })).toBeVisible();
  await expect(ops.getByTestId('order-status')).toHaveText('待付款');
  await expect(ops.getByRole('table', { name: '商品' }).getByRole('row')).not.toHaveCount(1);
  await expect(ops.getByRole('link', { name: new RegExp(member.phone) })).toBeVisible();
  await expect(ops.getByText(order.remitCode, { exact: true })).toBeVisible();
  await expect(ops.getByText('天河北路 9 号')).toBeVisible();

  // 内容编辑 is not offered it
  const editor = await staffPage(browser, 'editor');
  await expect(editor.getByRole('navigation').getByRole('link', { name: '订单管理' })).toHaveCount(0);
});
