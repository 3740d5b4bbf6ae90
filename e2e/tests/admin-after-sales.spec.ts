// 售后仲裁 in the operations console, through the gateway: a new member's offline order, paid (确认到账 by the
// console's API) → an after-sales request with an image → 李四 (the DEMO company) refuses it with a reason on
// /merchantAfterSales → the 工作台 counts it → 运营 finds it on /admin/aftersales (待仲裁, 商家已拒绝 and the
// reason), opens the detail (the image large) and decides 判定退款 (the amount prefilled with what was paid)
// with a reason → 已判定退款, under 已仲裁 → the buyer's /applyAfterSales shows 平台判定退款, the reason and the
// refund; the seller reads the platform's decision under 已同意. A second decision changes nothing.
import { expect, test } from '@playwright/test';
import { apiGet, apiPost, DEMO_ACCOUNTS, DEMO_PASSWORD, loginByApi, registerMemberByApi, yuan } from '../support';
import { staffPage } from '../support/staff';
import { offlineOrder } from '../support/orders';

const SELLER = DEMO_ACCOUNTS.company.company;
const IMAGE = { FileName: '破损.svg', FileUrl: '/api/files/seed/product-1.svg' };


test('售后仲裁: the seller refuses, 运营 decides 判定退款, the buyer and the seller read the platform’s decision and the refund', async ({ browser, request, page }) => {
  test.setTimeout(150_000);
  // ── a paid offline order of a new member, and its after-sales request ──
  const member = await registerMemberByApi(request);
  const address = await apiPost(
    request,
    '/address/add',
    { type: 0, contact: '吴采购', phone: member.phone, province_name: '广东省', province_code: '440000', city_name: '广州市', city_code: '440100', county_name: '天河区', county_code: '440106', address: '天河北路 9 号', is_default: 1 },
    member.token,
  );
  expect(address.ok, address.msg).toBe(true);
  const order = await offlineOrder(request, member.token, SELLER);
  const staff = await apiPost<{ token: string }>(request, '/admin/login', { account: 'ops', password: DEMO_PASSWORD });
  expect(staff.ok, staff.msg).toBe(true);
  const paid = await apiPost(request, '/admin/transfers/confirm', { remit_code: order.remitCode, amount: order.total }, staff.data.token);
  expect(paid.ok, paid.msg).toBe(true);
  const reason = '收到的防护服有破损';
  const filed = await apiPost<{ id: number }>(request, '/aftersales/add', { order_no: order.orderNo, cate: 'goodsproblem', remark: reason, file_items: [IMAGE] }, member.token);
  expect(filed.ok, filed.msg).toBe(true);

  // ── 李四 refuses it with a reason on 售后处理 ──
  await loginByApi(page, DEMO_ACCOUNTS.company.phone);
  await page.goto('/merchantAfterSales');
  await expect(page.getByRole('heading', { name: '售后处理', level: 1 })).toBeVisible();
  const pending = page.getByRole('listitem', { name: `售后申请 ${order.orderNo}` });
  await expect(pending).toContainText(reason);
  await pending.getByRole('button', { name: '拒绝', exact: true }).click();
  const refuse = page.getByRole('dialog', { name: '拒绝售后' });
  const refusal = '商品已拆封使用，不支持退货';
  await refuse.getByRole('textbox', { name: /拒绝原因/ }).fill(refusal);
  await refuse.getByRole('button', { name: '确定拒绝' }).click();
  await expect(refuse).toHaveCount(0);
  await expect(pending).toHaveCount(0);

  // ── 运营: the 工作台 counts it; 售后仲裁 finds it under 待仲裁 ──
  const ops = await staffPage(browser, 'ops');
  const card = ops.getByRole('main').getByRole('link', { name: /售后仲裁/ });
  await expect(card.getByText('售后待仲裁')).toBeVisible();
  await expect(card.getByRole('definition')).toHaveText(/^[1-9]\d*$/);
  await card.click();
  await expect(ops.getByRole('heading', { name: '售后仲裁', level: 1 })).toBeVisible();
  await expect(ops.getByRole('button', { name: /^待仲裁/ })).toHaveAttribute('aria-pressed', 'true');
  await ops.getByRole('textbox', { name: '关键词' }).fill(order.orderNo);
  await ops.getByRole('button', { name: '搜索' }).click();
  await expect(ops).toHaveURL(new RegExp(`/admin/aftersales\\?keyword=${order.orderNo}$`));
  const table = ops.getByRole('table', { name: '售后申请列表' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(order.orderNo);
  await expect(row).toContainText(SELLER);
  await expect(row).toContainText(member.phone);
  await expect(row).toContainText(`¥${order.total}`);
  await expect(row).toContainText(`商家已拒绝${refusal}`);

  // the detail: the buyer's reason, the image large, the seller's refusal
  await row.getByRole('button', { name: `查看 ${order.orderNo}` }).click();
  const detail = ops.getByRole('dialog', { name: '售后详情' });
  await expect(detail).toContainText(`申请原因${reason}`);
  await expect(detail).toContainText(refusal);
  const image = detail.getByRole('img', { name: '售后图片1' });
  await expect(image).toBeVisible();
  expect((await image.boundingBox())!.width, 'the image is shown large').toBeGreaterThanOrEqual(200);

  // 判定退款: the amount is what was paid; the reason is required
  await detail.getByRole('button', { name: '判定退款' }).click();
  const decide = ops.getByRole('dialog', { name: '判定退款' });
  await expect(detail).toHaveCount(0);
  await expect(decide.getByRole('textbox', { name: /退款金额/ })).toHaveValue(order.total);
  await decide.getByRole('button', { name: '确定退款' }).click();
  await expect(decide.getByText('请填写仲裁理由')).toBeVisible();
  const ruling = '图片显示商品确有破损，支持买家退款';
  await decide.getByRole('textbox', { name: /仲裁理由/ }).fill(ruling);
  await decide.getByRole('button', { name: '确定退款' }).click();
  await expect(ops.getByText('已判定退款', { exact: true })).toBeVisible();
  await expect(decide).toHaveCount(0);
  await expect(ops.getByText('暂无待仲裁的售后申请')).toBeVisible();
  await ops.getByRole('button', { name: /^已仲裁/ }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(`平台判定退款 ¥${order.total}`);

  // a second decision changes nothing
  const again = await apiPost(request, '/admin/aftersales/decide', { id: filed.data.id, action: 'close', reason: '再次处理' }, staff.data.token);
  expect(again).toMatchObject({ ok: false, msg: '该售后申请已处理' });

  // ── the buyer reads the platform's decision and the refund ──
  const buyer = await (await browser.newContext()).newPage();
  await loginByApi(buyer, member.phone);
  await buyer.goto(`/applyAfterSales?order_no=${order.orderNo}`);
  const result = buyer.getByLabel('处理结果');
  await expect(result).toContainText('平台判定退款');
  await expect(result).toContainText(`仲裁理由${ruling}`);
  await expect(result).toContainText(`退款金额¥${order.total}`);
  await expect(result).toContainText('商家线下退款');
  const mine = await apiGet<{ refund_price: string; status: string }>(request, '/orders/info_self', { order_no: order.orderNo }, member.token);
  expect(mine.ok, mine.msg).toBe(true);
  expect(mine.data).toMatchObject({ refund_price: order.total, status: '已退款' });

  // ── the seller reads it under 已同意 ──
  await page.goto('/merchantAfterSales?tab=approved');
  await expect(page.getByRole('listitem', { name: `售后申请 ${order.orderNo}` })).toContainText(`平台判定退款：${yuan(order.total)}`);
  await expect(page.getByRole('listitem', { name: `售后申请 ${order.orderNo}` })).toContainText(ruling);

  // ── 售后仲裁 at 375 px: the table scrolls in its own box, the page does not ──
  await ops.setViewportSize({ width: 375, height: 812 });
  await ops.goto(`/admin/aftersales?tab=decided&keyword=${order.orderNo}`);
  await expect(table.getByRole('row').nth(1)).toContainText(order.orderNo);
  await expect(ops.getByRole('button', { name: /^待仲裁/ })).toBeVisible();
  await expect(ops.getByRole('textbox', { name: '关键词' })).toBeVisible();
  expect(await ops.evaluate(() => document.documentElement.scrollWidth), 'no horizontal page scroll at 375 px').toBeLessThanOrEqual(375);
  await table.getByRole('button', { name: `查看 ${order.orderNo}` }).click();
  await expect(ops.getByRole('dialog', { name: '售后详情' }).getByRole('img', { name: '售后图片1' })).toBeVisible();
  expect(await ops.evaluate(() => document.documentElement.scrollWidth), 'the detail fits at 375 px').toBeLessThanOrEqual(375);
  await ops.context().close();
  await buyer.context().close();
});
