// The merchant side: a buyer's offline order (made through the API: cart, submit with pay_cate 0, the
// transfer receipt) reaches the seller's /merchantOrders with its reference code and receipt; the merchant
// collects it (确定收款吗？ → 收款成功), ships it on /OrdersExpressEdit (请选择快递公司, 请填写快递单号 →
// 发货成功, back), and the buyer's tracking shows the shipment.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiGet, apiPost, DEMO_ACCOUNTS, loginByApi } from '../support';
import { offlineOrder as offlineOrderOf } from '../support/orders';

const SELLER = '广州安信安全技术有限公司';

/** An offline order of the demo member with one product of the demo company. */
const offlineOrder = async (request: APIRequestContext) => {
  const login = await apiGet<{ token: string }>(request, '/pc/user/login', { user_mobile: DEMO_ACCOUNTS.member.phone, login_type: 'password', user_password: 'Demo1234' });
  return offlineOrderOf(request, login.data.token, SELLER);
};

test.describe('merchant', () => {
  test('collects an offline transfer and ships the order; the buyer sees the shipment', async ({ page, request }) => {
    const { orderNo, remitCode } = await offlineOrder(request);
    await loginByApi(page, DEMO_ACCOUNTS.company.phone);
    await page.goto('/merchant');
    await expect(page).toHaveTitle(/商家服务/);
    await page.getByRole('list', { name: '订单管理' }).getByRole('link', { name: '待付款' }).click();
    await expect(page).toHaveURL(/\/merchantOrders\?vsstatus=notpay$/);
    const card = page.getByRole('listitem', { name: `订单 ${orderNo}` });
    await expect(card).toContainText(remitCode);
    await expect(card.getByRole('link', { name: '转账回单' })).toHaveAttribute('href', '/api/files/seed/product-1.svg');
    await expect(card.getByRole('link', { name: '详情' })).toHaveAttribute('target', '_blank');

    await card.getByRole('button', { name: '收款' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('确定收款吗？');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('收款成功')).toBeVisible();
    await expect(card).toHaveCount(0);

    await page.getByRole('group', { name: '订单状态' }).getByRole('button', { name: '待发货' }).click();
    const paid = page.getByRole('listitem', { name: `订单 ${orderNo}` });
    await expect(paid).toContainText('待发货');
    await paid.getByRole('link', { name: '发货', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/OrdersExpressEdit\\?orderOn=${orderNo}$`));
    const form = page.getByRole('form', { name: '订单发货' });
    await expect(form.getByRole('textbox', { name: '订单号' })).toHaveValue(orderNo);
    await form.getByRole('button', { name: '确认发货' }).click();
    await expect(form.getByText('请选择快递公司')).toBeVisible();
    await expect(form.getByRole('textbox', { name: '快递单号' })).toHaveAccessibleDescription('请填写快递单号');
    await form.getByRole('radio', { name: '顺丰速运' }).check();
    await form.getByRole('textbox', { name: '快递单号' }).fill('SF7788990011');
    await form.getByRole('button', { name: '确认发货' }).click();
    await expect(page.getByText('发货成功')).toBeVisible();
    await expect(page).toHaveURL(/\/merchantOrders\?vsstatus=pay$/);
    await page.getByRole('group', { name: '订单状态' }).getByRole('button', { name: '已发货' }).click();
    await expect(page.getByRole('listitem', { name: `订单 ${orderNo}` }).getByRole('button', { name: '已发货' })).toBeDisabled();

    const buyer = await apiGet<{ token: string }>(request, '/pc/user/login', { user_mobile: DEMO_ACCOUNTS.member.phone, login_type: 'password', user_password: 'Demo1234' });
    const trace = await apiPost<{ state: string; express_name: string; events: { context: string }[] }>(request, '/orderExpress/getExpress', { order_no: orderNo }, buyer.data.token);
    expect(trace.data).toMatchObject({ state: 'shipped', express_name: '顺丰速运' });
    // newest first: the demo Kuaidi100 emulator's pick-up scan at the shipment, then the system's own event
    expect(trace.data.events.map((e) => e.context)).toEqual([expect.stringMatching(/^【演示】.*已揽收/), '商家已发货：顺丰速运，运单号 SF7788990011']);
  });

  test('the buyer asks for after-sales while the order is on its way, then after receipt reviews the item (it shows on the product page)', async ({ page, request }) => {
    const { orderNo } = await offlineOrder(request);
    const seller = (await apiGet<{ token: string }>(request, '/pc/user/login', { user_mobile: DEMO_ACCOUNTS.company.phone, login_type: 'password', user_password: 'Demo1234' })).data.token;
    expect((await apiPost(request, '/orders/changePayStatus', { order_no: orderNo, ispay: 1 }, seller)).ok).toBe(true);
    expect((await apiPost(request, '/orderExpress/add', { order_no: orderNo, express_value: 'ZTO', express_no: 'ZT100200300' }, seller)).ok).toBe(true);
    const buyerToken = await loginByApi(page, DEMO_ACCOUNTS.member.phone);
    // return/exchange is for a paid order not yet confirmed (spec 02 §4): asked while it is on its way
    await page.goto(`/applyAfterSales?order_no=${orderNo}`);
    const apply = page.getByRole('form', { name: '申请售后' });
    await apply.getByRole('radio', { name: '商品质量问题' }).check();
    await apply.getByRole('textbox', { name: '问题描述' }).fill('收到时外壳有裂纹');
    await apply.getByRole('button', { name: '提交' }).click();
    await expect(apply.getByText('请选择上传图片')).toBeVisible();
    // a 1×1 PNG through the storage emulator
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await apply.locator('input[type="file"]').setInputFiles({ name: 'crack.png', mimeType: 'image/png', buffer: png });
    await expect(apply.getByRole('img', { name: /crack/ })).toBeVisible();
    // the field has the file (its list says so) and the form has settled before 提交 is clicked
    await expect(apply.getByRole('list', { name: '上传图片：已上传 1 个' })).toBeVisible();
    await expect(apply.getByRole('button', { name: '提交' })).toBeEnabled();
    await apply.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('提交成功')).toBeVisible();
    const view = page.getByRole('region', { name: '售后申请' });
    await expect(view).toContainText('审核中');
    await expect(view).toContainText('商品质量问题');
    await expect(view.getByRole('img')).toHaveCount(1);

    // before receipt, /remark offers no form: it says why, as the server would
    const early = (await apiGet<{ order_items: { id: number; product_id: number }[] }>(request, '/orders/info_self', { order_no: orderNo }, buyerToken)).data.order_items[0]!;
    await page.goto(`/remark?order_no=${orderNo}&product_id=${early.product_id}&item_id=${early.id}`);
    await expect(page.getByText('订单确认收货后才能评价')).toBeVisible();
    await expect(page.getByRole('button', { name: '提交评价' })).toHaveCount(0);

    // after receipt: no more after-sales (the server agrees with the list), the review instead
    expect((await apiPost(request, '/orders/confirmSelf', { order_no: orderNo }, buyerToken)).ok).toBe(true);
    const late = await apiPost(request, '/aftersales/add', { order_no: orderNo, cate: 'others', file_items: [{ FileName: 'x.svg', FileUrl: '/api/files/seed/product-1.svg' }] }, buyerToken);
    expect(late).toMatchObject({ ok: false, msg: '订单已确认收货，不能申请售后' });
    const order = (await apiGet<{ order_items: { id: number; product_id: number }[] }>(request, '/orders/info_self', { order_no: orderNo }, buyerToken)).data;
    const item = order.order_items[0]!;

    await page.goto(`/remark?order_no=${orderNo}&product_id=${item.product_id}&item_id=${item.id}`);
    const form = page.getByRole('form', { name: '商品评价' });
    await form.getByRole('button', { name: '提交评价' }).click();
    await expect(form.getByRole('textbox', { name: '评价内容' })).toHaveAccessibleDescription('评价内容不能为空');
    const content = `端到端评价 ${Date.now()}：做工扎实。`;
    await form.getByRole('textbox', { name: '评价内容' }).fill(content);
    await form.getByRole('button', { name: '提交评价' }).click();
    await expect(page.getByText('提交成功')).toBeVisible();
    await expect(page.getByRole('region', { name: '我的评价' })).toContainText(content);
    await page.reload();
    await expect(page.getByRole('region', { name: '我的评价' })).toContainText(content);
    await expect(page.getByRole('button', { name: '提交评价' })).toHaveCount(0);
    await page.goto(`/enableInfo?id=${item.product_id}`);
    await expect(page.getByText(content)).toBeVisible();
  });

  test('a member without the company role is kept out of the merchant screens, and shown the way in', async ({ page }) => {
    await loginByApi(page, DEMO_ACCOUNTS.member.phone);
    for (const url of ['/merchantOrders', '/merchantGoods', '/merchantAfterSales']) {
      await page.goto(url);
      await expect(page.getByRole('alert').getByText('仅企业用户可访问')).toBeVisible();
      await expect(page.getByRole('link', { name: '申请企业入驻' })).toHaveAttribute('href', '/uconfigJoin');
    }
  });
});
